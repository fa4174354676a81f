"""A finished game of bots written as a record, as ``records.record_of`` writes one: what the
tests and benchmarks of records, stories and animations replay."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from engine.core import rng_for
from engine.core.lazy import LazyView
from tabletop.base import game_of
from tabletop.records import RECORD_FORMAT, RECORD_VERSION


def bot_record(
    key: str,
    seed: int,
    options: Mapping[str, str],
    names: Sequence[str],
    *,
    level: str = "normal",
    game_id: int = 7,
) -> dict[str, Any]:
    """A whole game of ``level`` bots, one seat per name, to its end."""
    game = game_of(key)
    seats = len(names)
    teams = game.teams(options, seats)
    state = game.setup(dict(options), seats, seed, teams=teams)
    actions: list[list[Any]] = []
    while to_act := game.to_act(state):
        seat = min(to_act)
        view = LazyView(lambda: game.seat_view(state, seat))  # noqa: B023 - read at once
        legal = game.legal_actions(state, seat)
        action = game.bots[level].choose(view, legal, rng_for(seed, len(actions), "bot"))
        actions.append([seat, game.encode(action)])
        state = game.apply(state, seat, action).state
    return {
        "format": RECORD_FORMAT,
        "version": RECORD_VERSION,
        "game": key,
        "game_id": game_id,
        "seed": seed,
        "options": dict(options),
        "seats": [
            {"seat": n, "name": name, "team": None if teams is None else teams[n], "bot": None}
            for n, name in enumerate(names)
        ],
        "actions": actions,
    }
