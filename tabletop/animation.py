"""The positions of a finished game worth a frame of its animated replay: the set-up, then each
public table the channel would have been shown (``Game.worth_posting``: the wargame posts once per
hour of its calendar, not once per piece planned), then the end. Built from the public view
alone, so an animation can never show a hand."""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Any

from engine.core.english import N_
from tabletop.base import game_of
from tabletop.records import BadRecord, _actions, _seats
from tabletop.seating import seat_teams


def frame_views(record: Mapping[str, Any]) -> list[Mapping[str, Any]]:
    """The public views of the frames, in order, each different from the one before."""
    game = game_of(str(record.get("game")))
    seats = _seats(record)
    seed, options = record.get("seed"), record.get("options")
    if not isinstance(seed, int) or not isinstance(options, dict):
        raise BadRecord(N_("its seed or options are missing."))
    state = game.setup(dict(options), len(seats), seed, teams=seat_teams(seats))
    views = [game.public_view(state)]
    actions = _actions(record)
    for number, (seat, code) in enumerate(actions, start=1):
        after = game.apply(state, seat, game.decode(state, seat, code)).state
        if game.worth_posting(state, after) or number == len(actions):
            views.append(game.public_view(after))
        state = after
    return _changes(views)


def _changes(views: list[Mapping[str, Any]]) -> list[Mapping[str, Any]]:
    out: list[Mapping[str, Any]] = []
    last = None
    for view in views:
        key = json.dumps(view, sort_keys=True, default=str)
        if key != last:
            out.append(view)
            last = key
    return out
