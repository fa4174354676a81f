"""The Siege views are exactly what ``engine.siege.view_types`` says (the contract mypy checks
every reader against): bot games in every scenario's kind and at every table size, their public
view and each seat's view checked key by key at every step, through each phase and each kind of
result."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from typeguard import CollectionCheckStrategy, TypeCheckError, check_type

from engine.core import rng_for
from engine.core.lazy import LazyView
from engine.ilios import GAME as ILIOS
from engine.siege import GAME
from engine.siege.state import State
from engine.siege.view_types import PublicView, SeatView, public_of, seat_of

# (scenario, seats, Greek bot, Trojan bot, seed, most actions): a full game that reaches its
# night, the next day and the end, and the first actions of short games with three and four
# commanders (up to their first battle), with every phase and kind of result each should see.
GAMES = [
    ("full", 2, "normal", "normal", 2, 250),
    ("day1", 3, "normal", "random", 5, 80),
    ("day2", 4, "random", "normal", 1, 90),
]
SEEN = {
    "full": ({"setup", "move", "night", "over"}, {"shot", "battle", "duel"}),
    "day1": ({"setup", "move"}, {"shot", "battle", "duel"}),
    "day2": ({"setup", "move"}, {"shot", "battle", "duel"}),
}
ALL = CollectionCheckStrategy.ALL_ITEMS  # every piece, result and event, not the first alone


def check(view: object, kind: type[Any]) -> None:
    check_type(view, kind, collection_check_strategy=ALL)


def states(
    scenario: str, seats: int, greek: str, trojan: str, seed: int, most: int
) -> Iterator[State]:
    """Every state of a bot game (even seats Greek), up to ``most`` actions."""
    state = GAME.setup({"scenario": scenario}, seats, seed)
    yield state
    for n in range(most):
        acting = GAME.to_act(state)
        if not acting:
            return
        seat = min(acting)
        bot = GAME.bots[greek if seat % 2 == 0 else trojan]
        view = LazyView(lambda: GAME.seat_view(state, seat))  # noqa: B023 - read at once
        action = bot.choose(view, GAME.legal_actions(state, seat), rng_for(seed, n, "bot"))
        state = GAME.apply(state, seat, action).state
        yield state


@pytest.mark.parametrize(("scenario", "seats", "greek", "trojan", "seed", "most"), GAMES)
def test_every_view_of_a_bot_game_is_typed(
    scenario: str, seats: int, greek: str, trojan: str, seed: int, most: int
) -> None:
    phases: set[str] = set()
    results: set[str] = set()
    for state in states(scenario, seats, greek, trojan, seed, most):
        public = GAME.public_view(state)
        check(public, PublicView)
        for seat in range(seats):
            check(GAME.seat_view(state, seat), SeatView)
        phases.add(public["phase"])
        results |= {r["kind"] for r in public["last_results"]}
        assert (public["night"] is None) == (public["phase"] != "night")
        if public["phase"] == "over":
            outcome = GAME.outcome(state)
            assert outcome is not None and public["outcome"] == outcome.to_dict()
    assert (phases, results) == SEEN[scenario]


def test_a_view_off_the_contract_is_refused() -> None:
    """The check can fail: a missing key, an unknown one or a value of the wrong type."""
    view: dict[str, Any] = dict(GAME.public_view(GAME.setup({}, 2, 1)))
    check(view, PublicView)
    for broken in (
        {k: v for k, v in view.items() if k != "night"},
        {**view, "extra": 1},
        {**view, "phase": "lunch"},
        {**view, "pieces": [*view["pieces"][:-1], {**view["pieces"][-1], "value": "1"}]},
        {**view, "calendar": {**view["calendar"], "moving": "spartans"}},
    ):
        with pytest.raises(TypeCheckError):
            check(broken, PublicView)
    with pytest.raises(TypeCheckError):
        check(view, SeatView)  # a public view has no seat


def test_public_of_and_seat_of_read_a_siege_view_without_copying_it() -> None:
    state = GAME.setup({"scenario": "day1"}, 2, 1)
    public, mine = GAME.public_view(state), GAME.seat_view(state, 1)
    assert public_of(public) is public and seat_of(mine) is mine
    assert public_of(mine) is mine  # a seat's view is a public view too
    lazy = LazyView(lambda: GAME.seat_view(state, 0))
    assert seat_of(lazy) is lazy and lazy.built


def test_public_of_refuses_another_games_view() -> None:
    other = ILIOS.public_view(ILIOS.setup({}, 2, 1))
    with pytest.raises(ValueError, match="not a Siege view"):
        public_of(other)
    with pytest.raises(ValueError, match="not a Siege view"):
        seat_of(ILIOS.seat_view(ILIOS.setup({}, 2, 1), 0))
    with pytest.raises(ValueError, match="not a Siege view"):
        public_of({})
    with pytest.raises(ValueError, match="not a seat's"):
        seat_of(GAME.public_view(GAME.setup({}, 2, 1)))
