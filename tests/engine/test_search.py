"""The core search (``engine.core.search``): deterministic with an iteration budget, sensible on
the fixture game, and blind to what its seat cannot see (it only ever looks at positions drawn
with ``sample_position``)."""

from __future__ import annotations

import time
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from random import Random
from typing import Any

import pytest
from fixture_game import FIXTURE as G
from fixture_game.state import State, value

from engine.core.game import StateBot
from engine.core.lazy import LazyView
from engine.core.search import (
    FEWEST_DRAWS,
    Advice,
    Budget,
    Margin,
    SearchBot,
    Settings,
    advise,
    margins,
)
from engine.core.types import Outcome, Step


def _ranked(advice: Advice) -> list[tuple[str, int, float]]:
    return [(c.code, c.visits, round(c.win_chance, 9)) for c in advice.ranked]


def _positions(seats: int, seed: int) -> list[tuple[State, int]]:
    """(state, seat to act) along a game of ``normal`` bots."""
    rng = Random(seed)
    state = G.setup({}, seats, seed, G.teams({}, seats))
    out = []
    while acting := G.to_act(state):
        seat = min(acting)
        out.append((state, seat))
        view = LazyView(lambda: G.seat_view(state, seat))  # noqa: B023 - used at once
        action = G.bots["normal"].choose(view, G.legal_actions(state, seat), rng)
        state = G.apply(state, seat, action).state
    return out


def test_an_iteration_budget_and_a_fixed_rng_give_the_same_advice() -> None:
    state = G.setup({}, 3, seed=4)
    first = advise(G, state, 1, Random(9), Budget(iterations=60))
    again = advise(G, state, 1, Random(9), Budget(iterations=60))
    assert _ranked(first) == _ranked(again)
    assert sum(c.visits for c in first.ranked) == 60
    legal = {G.encode(a) for a in G.legal_actions(state, 1)}
    assert {c.code for c in first.ranked} == legal
    assert all(0.0 <= c.win_chance <= 1.0 for c in first.ranked)
    visits = [c.visits for c in first.ranked]
    assert visits == sorted(visits, reverse=True)
    other = advise(G, state, 1, Random(10), Budget(iterations=60))
    assert _ranked(other) != _ranked(first)  # the rng does steer it


def test_an_iteration_budget_stops_early_only_when_its_cap_runs_out() -> None:
    state = G.setup({}, 3, seed=4)
    uncapped = advise(G, state, 1, Random(9), Budget(iterations=60, cap=60.0))
    assert sum(c.visits for c in uncapped.ranked) == 60
    capped = advise(G, state, 1, Random(9), Budget(iterations=10**9, cap=0.05))
    assert 0 < sum(c.visits for c in capped.ranked) < 10**9


def test_it_keeps_its_two_best_cards_and_never_passes() -> None:
    """Two rounds, three cards after the discard: only the two highest will score, so a good
    discard is any card but those, and passing only throws points away."""
    for state, seat in _positions(2, seed=3)[:6]:
        legal = G.legal_actions(state, seat)
        chosen = SearchBot(Budget(iterations=300)).choose_at(G, state, seat, legal, Random(1))
        assert chosen in legal
        hand = sorted(state.hands[seat], key=value)
        if chosen.startswith("discard:"):
            assert value(chosen[8:]) < value(hand[-2]) or value(chosen[8:]) == value(hand[0])
        else:
            assert chosen != "pass"


def test_the_choice_does_not_change_when_hidden_cards_are_dealt_again() -> None:
    for seats in (2, 3, 4):
        for state, seat in _positions(seats, seed=seats)[::2]:
            advice = _ranked(advise(G, state, seat, Random(5), Budget(iterations=40)))
            for k in range(3):
                other = G.redeal_hidden(state, seat, Random(k))
                assert _ranked(advise(G, other, seat, Random(5), Budget(iterations=40))) == advice


def test_a_search_bot_is_a_state_bot_and_plays_a_whole_game() -> None:
    bot = SearchBot(Budget(iterations=20))
    assert isinstance(bot, StateBot)
    state, rng = G.setup({}, 4, seed=8, teams=G.teams({}, 4)), Random(2)
    while acting := G.to_act(state):
        seat = min(acting)
        legal = G.legal_actions(state, seat)
        action = bot.choose_at(G, state, seat, legal, rng) if seat == 0 else legal[0]
        state = G.apply(state, seat, action).state
    assert G.outcome(state) is not None


# --- a game whose hidden part would decide the choice if the search could peek at it ----------


@dataclass(frozen=True)
class Guess:
    """Seat 1 picks a bit in secret, then seat 0 guesses it: right, seat 0 wins."""

    secret: int | None = None
    guess: int | None = None


class _Choosy:
    def choose(self, view: Mapping[str, Any], legal: Sequence[str], rng: Random) -> str:
        return legal[rng.randrange(len(legal))]


class GuessGame:
    key = "guess"
    bots: Mapping[str, Any] = {"normal": _Choosy()}

    def __init__(self, peek: bool) -> None:
        self.peek = peek

    def to_act(self, state: Guess) -> frozenset[int]:
        if state.secret is None:
            return frozenset({1})
        return frozenset({0}) if state.guess is None else frozenset()

    def legal_actions(self, state: Guess, seat: int) -> Sequence[str]:
        return ("0", "1") if seat in self.to_act(state) else ()

    def apply(self, state: Guess, seat: int, action: str) -> Step[Guess]:
        if seat == 1:
            return Step(replace(state, secret=int(action)))
        return Step(replace(state, guess=int(action)))

    def outcome(self, state: Guess) -> Outcome | None:
        if state.guess is None:
            return None
        winner = 0 if state.guess == state.secret else 1
        return Outcome(frozenset({winner}), (0, 0), "")

    def seat_view(self, state: Guess, seat: int) -> dict[str, Any]:
        return {"chosen": state.secret is not None, "guess": state.guess}

    def encode(self, action: str) -> str:
        return action

    def decode(self, state: Guess, seat: int, code: str) -> str:
        return code

    def sample_position(self, state: Guess, seat: int, rng: Random) -> Guess:
        if self.peek or seat == 1 or state.secret is None:
            return state
        return replace(state, secret=rng.randrange(2))


def _guesses(game: GuessGame) -> set[str]:
    choices = set()
    for secret in (0, 1):
        state = Guess(secret=secret)
        advice = advise(game, state, 0, Random(3), Budget(iterations=50))  # type: ignore[arg-type]
        choices.add(advice.ranked[0].code)
        assert 0.3 < advice.ranked[0].win_chance < 0.7 or game.peek
    return choices


def test_the_search_never_sees_the_secret_it_must_guess() -> None:
    assert len(_guesses(GuessGame(peek=False))) == 1


def test_a_search_that_could_peek_would_be_caught() -> None:
    """The control: a sampler that hands over the real state lets the search read the secret."""
    assert _guesses(GuessGame(peek=True)) == {"0", "1"}


def _seats_to_act_when_judged(whole_rounds: bool) -> set[int]:
    """Who was to move at each position the search's cut-off judged, at 3 seats, seat 1
    searching, play-outs cut after one ply."""
    judged: set[int] = set()

    def evaluate(state: Any, seat: int) -> float:
        judged.update(G.to_act(state))
        return 0.5

    settings = Settings(depth=1, evaluate=evaluate, whole_rounds=whole_rounds)
    state = G.setup({}, 3, seed=4)
    advise(G, state, 1, Random(9), Budget(iterations=40), settings)
    return judged


def test_whole_rounds_judge_a_play_out_only_when_the_searching_seat_is_to_move_again() -> None:
    assert _seats_to_act_when_judged(whole_rounds=True) == {1}
    assert 1 not in _seats_to_act_when_judged(whole_rounds=False)  # one ply on: a rival's turn


class _SlowToList:
    """The fixture game, with candidate moves that take 0.2 s to list."""

    def __getattr__(self, name: str) -> Any:
        return getattr(G, name)

    def candidate_moves(self, state: State, seat: int, rng: Random) -> Sequence[Any]:
        time.sleep(0.2)
        return G.legal_actions(state, seat)


def test_listing_the_candidates_is_part_of_a_decisions_time() -> None:
    state, flat = G.setup({}, 3, seed=4), Settings(tree_depth=1)  # listed once, at the root
    slow: Any = _SlowToList()
    advice = advise(slow, state, 1, Random(9), Budget(seconds=0.15), flat)
    assert sum(c.visits for c in advice.ranked) == 1  # the budget was spent listing them
    advice = advise(slow, state, 1, Random(9), Budget(seconds=0.4), flat)
    assert sum(c.visits for c in advice.ranked) > 1
    advice = advise(slow, state, 1, Random(9), Budget(seconds=0.15, floor=3), flat)
    assert sum(c.visits for c in advice.ranked) == 3  # however late, the floor is done
    ceiling = Budget(seconds=0.15, floor=3, ceiling=0.15)
    advice = advise(slow, state, 1, Random(9), ceiling, flat)
    assert sum(c.visits for c in advice.ranked) == 1  # unless the ceiling is passed too


def test_a_moves_error_comes_from_the_spread_of_its_values() -> None:
    """A cut-off that judges every position alike leaves almost no noise; play-outs won or
    lost leave a coin toss's; a move tried once is never sure."""
    state = G.setup({}, 3, seed=4)
    flat = Settings(tree_depth=1, depth=0, evaluate=lambda state, seat: 0.5)
    judged = advise(G, state, 1, Random(9), Budget(iterations=90), flat).ranked
    played = advise(G, state, 1, Random(9), Budget(iterations=90), Settings(tree_depth=1)).ranked
    for even in judged:
        if even.visits >= 20:
            assert even.error < 0.35 * (0.25 / even.visits) ** 0.5
    for tossed in played:
        coin = (tossed.win_chance * (1 - tossed.win_chance) / tossed.visits) ** 0.5
        assert 0.8 * coin < tossed.error < coin + 0.5 / tossed.visits
    assert any(c.visits >= 20 for c in judged) and any(0 < c.win_chance < 1 for c in played)
    once = advise(G, state, 1, Random(9), Budget(iterations=1), flat).ranked[0]
    assert once.visits == 1 and once.error > 0.3


def _luck_and_skill(state: State, seat: int) -> float:
    """The rivals' dealt hands (luck the draws re-deal) and a little for the card kept back:
    discarding a higher card is worth 2 points a value step."""
    luck = sum(value(c) for s, hand in enumerate(state.hands) if s != seat for c in hand) / 100
    discarded = state.pending[seat]
    return luck + (0.02 * value(discarded) if discarded else 0.0)


def test_common_draws_let_the_luck_cancel_between_two_moves() -> None:
    state = G.setup({}, 3, seed=4)
    judged = Settings(tree_depth=1, depth=0, evaluate=_luck_and_skill)
    low, *_, high = sorted(G.legal_actions(state, 1), key=lambda a: value(a.split(":")[1]))
    gap = 0.02 * (value(high.split(":")[1]) - value(low.split(":")[1]))
    (ahead,) = margins(G, state, 1, [high, low], Random(3), judged, draws=30, seconds=60.0)
    assert ahead.mean == pytest.approx(gap) and ahead.error == pytest.approx(0.0, abs=1e-12)
    searched = {
        c.code: c for c in advise(G, state, 1, Random(3), Budget(iterations=90), judged).ranked
    }
    assert searched[high].error > 0.01  # alone, each move carries the luck of its deals
    (few,) = margins(
        G, state, 1, [high, low], Random(3), judged, draws=FEWEST_DRAWS - 1, seconds=60.0
    )
    assert few.mean == pytest.approx(gap) and few.error is None  # too few to measure the noise
    (none,) = margins(G, state, 1, [high, low], Random(3), judged, draws=30, seconds=0.0)
    assert none == Margin(0.0, None)
