"""One shared conformance test for every registered game (the OpenSpiel-style random-play test).

Every seat count, every option combination and several seeds, with the game's bots in every seat:
turns, codes and their length budget, the views' shared keys, audiences, purity, illegal actions,
dump/load, per-game invariants, teams, termination and replay. When several seats must act at
once, a random one of them moves, so simultaneous choices arrive in every order.
"""

from __future__ import annotations

import itertools
import json
from collections.abc import Iterator
from random import Random
from typing import Any

import pytest
from typeguard import check_type

from engine.core.errors import GameError, InvalidAction
from engine.core.game import MAX_CODE, MAX_LABEL, Game
from engine.core.lazy import LazyView
from engine.core.said import english
from engine.core.shared_view import SharedView
from engine.core.types import Event, Outcome
from engine.registry import all_games

MAX_STEPS = 2000
FAST_SEEDS = 2
SLOW_SEEDS = 150
# A long game's sweep (``light_conformance``): 20 seeds × every seat count × every scenario is
# still hundreds of whole games, and 150 would keep CI busy for half an hour.
LIGHT_SLOW_SEEDS = 20


def configs(game: Game[Any, Any]) -> Iterator[dict[str, str]]:
    names = [o.name for o in game.options]
    for values in itertools.product(*(o.choices for o in game.options)):
        yield dict(zip(names, values, strict=True))


def cases(seeds: int, *, light: bool = False) -> list[Any]:
    """Every seat count × option combination × seed. ``light`` (the normal run): a game whose
    games are long (``light_conformance``, the wargame) plays each option combination once, with
    seed 0, the seat counts taking turns; its full sweep runs under ``slow``, with fewer seeds."""
    out = []
    for game in all_games():
        long_games = getattr(game, "light_conformance", False)
        if light and long_games:
            seat_counts = list(game.seats)
            for i, config in enumerate(configs(game)):
                seats = seat_counts[i % len(seat_counts)]
                label = f"{game.key}-{seats}p-" + "-".join(config.values()) + "-s0"
                out.append(pytest.param(game, seats, config, 0, id=label))
            continue
        for seats in game.seats:
            for config in configs(game):
                for seed in range(min(seeds, LIGHT_SLOW_SEEDS) if long_games else seeds):
                    label = f"{game.key}-{seats}p-" + "-".join(config.values()) + f"-s{seed}"
                    out.append(pytest.param(game, seats, config, seed, id=label))
    return out


def dumped(game: Game[Any, Any], state: Any) -> str:
    return json.dumps(game.dump(state), sort_keys=True)


def check_illegal(
    game: Game[Any, Any], state: Any, rng: Random, seats: int, acting: frozenset[int]
) -> None:
    """Codes from the wrong seat and made-up codes raise GameError and change nothing."""
    before = dumped(game, state)
    with pytest.raises(InvalidAction):
        game.decode(state, min(acting), "definitely-not-an-action:Z99")
    legal = game.legal_actions(state, min(acting))
    others = [s for s in range(seats) if s not in acting]
    if legal and others:
        other = rng.choice(others)
        code = game.encode(rng.choice(legal))
        try:
            action = game.decode(state, other, code)
        except InvalidAction:
            pass
        else:
            with pytest.raises(GameError):
                game.apply(state, other, action)
    assert dumped(game, state) == before


def check_audience(event: Event, seats: int) -> None:
    """None (everyone), one valid seat, or a set of at least two valid seats."""
    audience = event.audience
    if audience is None:
        return
    if isinstance(audience, int):
        assert 0 <= audience < seats, event
    else:
        assert isinstance(audience, frozenset) and len(audience) >= 2, event
        assert all(isinstance(s, int) and 0 <= s < seats for s in audience), event


def check_shared(view: Any) -> None:
    """The keys every layer above the games reads are spelled and typed as they expect."""
    shared = {key: view[key] for key in SharedView.__annotations__ if key in view}
    check_type(shared, SharedView)


def check_teams(outcome: Outcome, teams: tuple[int, ...] | None, seats: int) -> None:
    """A team wins together: every partner of a winner wins, and the totals add up."""
    assert outcome.winners <= set(range(seats)) and len(outcome.scores) == seats
    if teams is None:
        assert not outcome.team_scores
        return
    assert len(teams) == seats
    assert sum(outcome.team_scores) == sum(outcome.scores)
    for winner in outcome.winners:
        assert {s for s in range(seats) if teams[s] == teams[winner]} <= outcome.winners


def play(
    game: Game[Any, Any], seats: int, config: dict[str, str], seed: int, full: bool = True
) -> None:
    rng = Random(f"conformance:{seed}")
    bot_names = sorted(game.bots)
    bots = [game.bots[bot_names[(seed + s) % len(bot_names)]] for s in range(seats)]
    teams = game.teams(config, seats)
    state = game.setup(config, seats, seed, teams)
    start = dumped(game, state)
    history: list[tuple[int, str]] = []
    for _step in range(MAX_STEPS):
        acting = game.to_act(state)
        if game.outcome(state) is not None:
            assert not acting
            break
        assert acting, "nobody to act but no outcome"
        public = game.public_view(state)
        json.dumps(public)
        check_shared(public)
        for seat in acting:
            view = game.seat_view(state, seat)
            json.dumps(view)
            check_shared(view)
            legal = game.legal_actions(state, seat)
            assert legal, f"seat {seat} must act but has no legal action"
            for action in legal if full else legal[:25]:
                code = game.encode(action)
                assert len(code) <= MAX_CODE and code.isascii()
                assert game.decode(state, seat, code) == action
                assert game.decode(state, seat, code.upper()) == action
                assert 0 < len(english(game.describe(action))) <= MAX_LABEL
            codes = {game.encode(a) for a in legal}
            assert all(game.encode(a) in codes for a in game.public_choices(state, seat))
        check_illegal(game, state, rng, seats, acting)
        seat = rng.choice(sorted(acting))
        legal = game.legal_actions(state, seat)
        view = LazyView(lambda: game.seat_view(state, seat))  # noqa: B023 - used at once
        action = bots[seat].choose(view, legal, rng)
        assert action in legal
        before = dumped(game, state)
        step = game.apply(state, seat, action)
        assert dumped(game, state) == before, "apply mutated its input"
        for event in step.events:
            check_audience(event, seats)
        assert isinstance(game.worth_posting(state, step.state), bool)
        state = step.state
        history.append((seat, game.encode(action)))
        assert dumped(game, game.load(json.loads(dumped(game, state)))) == dumped(game, state)
        game.check_invariants(state)
    else:
        pytest.fail(f"game did not end within {MAX_STEPS} steps")
    assert not game.to_act(state)
    assert not game.legal_actions(state, 0)
    outcome = game.outcome(state)
    assert outcome is not None and outcome.summary
    # Nobody at the table wins only in a game whose rules let a side no player plays win (the
    # neutral Gods of Heroes of Troy); it says so with ``neutral_can_win``.
    assert outcome.winners or getattr(game, "neutral_can_win", False), "a game without a winner"
    check_teams(outcome, teams, seats)
    # Replay: the seed and the action codes rebuild the final state exactly.
    replay = game.setup(config, seats, seed, teams)
    assert dumped(game, replay) == start
    for seat, code in history:
        replay = game.apply(replay, seat, game.decode(replay, seat, code)).state
    assert dumped(game, replay) == dumped(game, state)


@pytest.mark.parametrize(("game", "seats", "config", "seed"), cases(FAST_SEEDS, light=True))
def test_conformance(game: Game[Any, Any], seats: int, config: dict[str, str], seed: int) -> None:
    play(game, seats, config, seed)


@pytest.mark.slow
@pytest.mark.parametrize(("game", "seats", "config", "seed"), cases(SLOW_SEEDS))
def test_conformance_many(
    game: Game[Any, Any], seats: int, config: dict[str, str], seed: int
) -> None:
    play(game, seats, config, seed + 1000, full=False)


@pytest.mark.parametrize("game", all_games(), ids=lambda g: g.key)
def test_the_random_bot_never_builds_its_view(game: Game[Any, Any]) -> None:
    """The service hands bots a ``LazyView``: a bot that ignores its view costs no view."""
    rng = Random(1)
    seats = game.seats[-1]
    state = game.setup({}, seats, 1, game.teams({}, seats))
    while acting := game.to_act(state):
        seat = min(acting)
        view = LazyView(lambda: game.seat_view(state, seat))  # noqa: B023 - used at once
        action = game.bots["random"].choose(view, game.legal_actions(state, seat), rng)
        assert not view.built
        state = game.apply(state, seat, action).state
