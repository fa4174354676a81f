"""``can_undo`` of every registered game, over seeded random games: an action it lets be taken
back used no luck (the same action from the same position under another seed gives the same
position), drew and revealed nothing, and showed no other seat anything; and every game both
allows and refuses some actions."""

from __future__ import annotations

import json
from random import Random
from typing import Any

import pytest

from engine.core.game import Game
from engine.core.types import Event
from engine.core.undo import REFUSING_KINDS, refusal_from_events
from engine.registry import all_games

STEPS = 400


def _without_seed(data: dict[str, Any]) -> str:
    return json.dumps({k: v for k, v in data.items() if k != "seed"}, sort_keys=True)


def _reseeded(game: Game[Any, Any], state: Any) -> Any | None:
    data = game.dump(state)
    if "seed" not in data:
        return None
    return game.load({**data, "seed": int(data["seed"]) + 7919})


def _judge(game: Game[Any, Any], seats: int, seed: int) -> tuple[int, int]:
    rng = Random(seed)
    state = game.setup({o.name: o.default for o in game.options}, seats, seed)
    allowed = refused = 0
    for _ in range(STEPS):
        acting = sorted(game.to_act(state))
        if not acting:
            break
        seat = rng.choice(acting)
        # Now and then the player passes (the game's skip action), so that a game with hundreds
        # of free choices before its first die (the wargame's plans) still reaches one.
        skip = game.skip_action(state, seat)
        if skip is not None and rng.random() < 0.1:
            action = skip
        else:
            action = rng.choice(list(game.legal_actions(state, seat)))
        step = game.apply(state, seat, action)
        reason = game.can_undo(state, step.state, seat, step.events)
        if reason is None:
            allowed += 1
            assert all(e.kind not in REFUSING_KINDS for e in step.events)
            assert all(e.readers() in (None, frozenset((seat,))) for e in step.events)
            other = _reseeded(game, state)
            if other is not None:  # no luck: another seed plays out the same
                again = game.apply(other, seat, action).state
                assert _without_seed(game.dump(again)) == _without_seed(game.dump(step.state))
        else:
            assert isinstance(reason, str) and reason
            refused += 1
        state = step.state
    return allowed, refused


@pytest.mark.parametrize("game", all_games(), ids=lambda g: g.key)
def test_can_undo_only_luckless_unrevealing_actions(game: Game[Any, Any]) -> None:
    allowed = refused = 0
    for seats in game.seats:
        for seed in range(2):
            a, r = _judge(game, seats, seed)
            allowed, refused = allowed + a, refused + r
    assert allowed and refused


def test_default_judges_from_kinds_and_readers() -> None:
    assert refusal_from_events([Event("x rolls", kind="roll")], 0) == "a die was rolled"
    assert refusal_from_events([Event("You pick", audience=0)], 0) is None
    shown = Event("shows", audience=frozenset((0, 2)), kind="show")
    assert refusal_from_events([shown], 0) == "something hidden was shown to another player"
    assert refusal_from_events([Event("Bob passes.", kind="pass")], 1) is None
