"""The core's undo check over every registered game (``engine.core.undo.undo_refusal``): an action
is taken back only when it showed nobody anything hidden. Every game still allows some actions
(the check is not "refuse everything"), and luck deciding an outcome is always seen. The games'
own cases are in their interpretation tests (Heroes 18, the Iliad's "taking an action back")."""

from __future__ import annotations

from random import Random
from typing import Any

import pytest

from engine.core.game import Game
from engine.core.reveals import DECIDED, outcome_hidden
from engine.core.undo import undo_refusal
from engine.heroes import GAME as HEROES
from engine.ilios import GAME as ILIOS
from engine.registry import all_games
from engine.siege import GAME as SIEGE

STEPS = 150


def _first_allowed(game: Game[Any, Any], seats: int, seed: int) -> str | None:
    """The first action of a seeded random game that may be taken back (game and core agree)."""
    rng = Random(seed)
    state = game.setup({o.name: o.default for o in game.options}, seats, seed)
    for _ in range(STEPS):
        acting = sorted(game.to_act(state))
        if not acting:
            break
        seat = rng.choice(acting)
        action = _random_action(game, state, seat, rng)
        step = game.apply(state, seat, action)
        if undo_refusal(game, state, seat, action, step, seats) is None:
            return str(game.encode(action))
        state = step.state
    return None


def _random_action(game: Game[Any, Any], state: Any, seat: int, rng: Random) -> Any:
    """Now and then the game's skip (a pass), so a long game reaches its dice sooner."""
    skip = game.skip_action(state, seat)
    if skip is not None and rng.random() < 0.3:
        return skip
    return rng.choice(list(game.legal_actions(state, seat)))


@pytest.mark.parametrize("game", all_games(), ids=lambda g: g.key)
def test_the_core_still_lets_some_actions_be_taken_back(game: Game[Any, Any]) -> None:
    assert _first_allowed(game, min(game.seats), 0) or _first_allowed(game, max(game.seats), 1)


@pytest.mark.parametrize("game", [SIEGE, HEROES, ILIOS], ids=lambda g: g.key)
def test_luck_or_a_hidden_card_deciding_the_outcome_is_seen(game: Game[Any, Any]) -> None:
    """A die (Siege: only the seed is re-dealt) or a draw (a hidden pile) changes the outcome
    from a re-dealt copy, whatever the game's own hook says."""
    rng, seats = Random(3), 2
    state = game.setup({o.name: o.default for o in game.options}, seats, 3)
    for _ in range(3000):
        seat = rng.choice(sorted(game.to_act(state)))
        action = _random_action(game, state, seat, rng)
        step = game.apply(state, seat, action)
        if any(e.kind in ("roll", "draw") for e in step.events):
            assert outcome_hidden(game, state, seat, action, step, seats) == DECIDED
            return
        state = step.state
    raise AssertionError("no die rolled and no card drawn")
