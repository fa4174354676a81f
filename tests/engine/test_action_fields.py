"""Every listed code reads into its game's fields and is written back the same: the fields the
cogs read (``Choice.action``) say exactly what the code says, in every game."""

from __future__ import annotations

from random import Random

import pytest

from engine import registry
from engine.core.game import fields_of

GAMES = ["heroes", "iliad", "ilios", "siege"]


@pytest.mark.parametrize("key", GAMES)
def test_listed_codes_round_trip_through_their_fields(key: str) -> None:
    game = registry.get(key)
    rng = Random(5)
    state = game.setup({}, 2, seed=11, teams=game.teams({}, 2))
    checked = 0
    for _ in range(60):
        seats = sorted(game.to_act(state))
        if not seats:
            break
        seat = seats[0]
        legal = list(game.legal_actions(state, seat))
        for action in legal:
            code = game.encode(action)
            read = fields_of(game, code)
            assert read is not code and read.code == code
            checked += 1
        state = game.apply(state, seat, rng.choice(legal)).state
    assert checked > 0
