"""Shared checks for a game's ``hard`` bot: it never sees what its seat cannot.

``sample_position`` must give the same draw for a state and for any re-deal of what the seat
cannot see (``redeal_hidden``), and so must the ``hard`` bot's choice with a fixed rng."""

from __future__ import annotations

import json
from random import Random
from typing import Any

from engine.core.game import Game
from engine.core.lazy import LazyView
from engine.core.search import Budget, SearchBot


def positions(game: Game[Any, Any], seats: int, seed: int, every: int) -> list[tuple[Any, int]]:
    """(state, seat to act with a choice) every ``every`` decisions along a ``normal`` game."""
    rng = Random(seed)
    state = game.setup({}, seats, seed, game.teams({}, seats))
    out: list[tuple[Any, int]] = []
    count = 0
    while acting := game.to_act(state):
        seat = min(acting)
        legal = game.legal_actions(state, seat)
        if len(legal) > 1:
            if count % every == 0:
                out.append((state, seat))
            count += 1
        view = LazyView(lambda: game.seat_view(state, seat))  # noqa: B023 - used at once
        state = game.apply(state, seat, game.bots["normal"].choose(view, legal, rng)).state
    return out


def _dumped(game: Game[Any, Any], state: Any) -> str:
    return json.dumps(game.dump(state), sort_keys=True)


def check_samples_blind(game: Any, state: Any, seat: int) -> None:
    """The draw depends on the seat's view and the rng only, and keeps that view."""
    sampler = game.sample_position
    for k in range(3):
        drawn = _dumped(game, sampler(state, seat, Random(k)))
        for j in range(3):
            other = game.redeal_hidden(state, seat, Random(100 + j))
            assert _dumped(game, sampler(other, seat, Random(k))) == drawn
        view = game.seat_view(sampler(state, seat, Random(k)), seat)
        assert json.dumps(view, sort_keys=True) == json.dumps(
            game.seat_view(state, seat), sort_keys=True
        )


def check_choice_blind(game: Game[Any, Any], state: Any, seat: int, iterations: int) -> Any:
    """The ``hard`` bot's choice (fixed rng) is the same after three re-deals; returns it."""
    hard = game.bots["hard"]
    assert isinstance(hard, SearchBot)
    bot = SearchBot(Budget(iterations=iterations), hard.settings)
    legal = game.legal_actions(state, seat)
    chosen = bot.choose_at(game, state, seat, legal, Random(7))
    assert chosen in legal
    for j in range(3):
        other = game.redeal_hidden(state, seat, Random(j))
        assert bot.choose_at(game, other, seat, game.legal_actions(other, seat), Random(7)) == (
            chosen
        )
    return chosen
