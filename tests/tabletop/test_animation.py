"""The frames of an animated replay: the set-up first, the final table last, each frame a
table the channel was shown and different from the one before, from the public view alone."""

from __future__ import annotations

import json

import pytest
from bot_records import bot_record

from engine.registry import get as game_named
from tabletop.animation import frame_views


@pytest.mark.parametrize(
    ("key", "seats", "options"),
    [("ilios", 2, {}), ("heroes", 3, {}), ("iliad", 2, {}), ("siege", 2, {"scenario": "day1"})],
)
def test_frames_are_the_public_tables_shown(key: str, seats: int, options: dict[str, str]) -> None:
    record = bot_record(key, seats, 3, options)
    game = game_named(key)
    views = frame_views(record)
    state = game.setup(options, seats, 3, teams=game.teams(options, seats))
    assert views[0] == game.public_view(state)
    for seat, code in record["actions"]:
        state = game.apply(state, seat, game.decode(state, seat, code)).state
    assert views[-1] == game.public_view(state)
    keys = [json.dumps(v, sort_keys=True, default=str) for v in views]
    assert all(a != b for a, b in zip(keys, keys[1:], strict=False))
    assert len(views) <= len(record["actions"]) + 1
    if key == "siege":  # once per hour of the calendar, not once per piece planned
        assert len(views) < len(record["actions"]) / 2
