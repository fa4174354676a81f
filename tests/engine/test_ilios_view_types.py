"""The ILIOS views are what engine/ilios/view_types.py says they are, at every step of real games.

mypy checks that ``views.py`` builds the TypedDicts and that every reader reads them; this test
checks the values at run time (typeguard, every item of every list and dict, and no key the type
does not name, so nothing secret slips into a public view unnoticed), over bot games of every
seat count, both board sizes, with and without the Troy expansion; and that the games reached the
cases a type must allow (a plundered square, a hand shown to all, the oracle's returns, the end).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator
from random import Random
from typing import Any

import pytest
from typeguard import CollectionCheckStrategy, check_type

from engine.heroes import GAME as HEROES
from engine.ilios import GAME
from engine.ilios.state import State
from engine.ilios.view_types import PublicView, SeatView, public_of, seat_of

# (seats, size, expansion, seed): every seat count, both sizes, expansion on and off.
GAMES = (
    (2, 5, False, 1),
    (2, 7, True, 2),
    (3, 5, True, 3),
    (3, 7, False, 4),
    (4, 7, True, 5),
    (4, 5, False, 6),
)


def played(seats: int, size: int, expansion: bool, seed: int) -> Iterator[State]:
    """Every state of one game, the random and normal bots taking turns by seat."""
    config = {"size": str(size), "expansion": "on" if expansion else "off"}
    rng = Random(seed)
    names = sorted(GAME.bots)
    state = GAME.setup(config, seats, seed)
    yield state
    while acting := GAME.to_act(state):
        seat = min(acting)
        bot = GAME.bots[names[(seat + seed) % len(names)]]
        legal = GAME.legal_actions(state, seat)
        state = GAME.apply(state, seat, bot.choose(GAME.seat_view(state, seat), legal, rng)).state
        yield state


def typed(value: object, kind: Any) -> None:
    """Raise unless ``value`` is of ``kind``, looking at every item of its lists and dicts."""
    check_type(value, kind, collection_check_strategy=CollectionCheckStrategy.ALL_ITEMS)


def cases(view: PublicView) -> set[str]:
    """The cases of the contract this view shows, so the test knows the games reached them."""
    found = {f"phase {view['phase']}", "last" if view["last"] else "no last"}
    found |= {"over"} if view["outcome"] else set()
    found |= {"revealed"} if view["revealed"] else set()
    found |= {"catalogue with troy"} if "troy" in view["catalogue"] else set()
    for row in view["board"]:
        for cell in row:
            if cell is None:
                found.add("open square")
            elif cell["tile"] is None:
                found.add("plundered square")
            elif cell["jumps"]:
                found.add("horse")
            elif cell["value"] is None:
                found.add("tile without value")
    return found


def test_every_view_of_real_games_has_its_type() -> None:
    seen: Counter[str] = Counter()
    for seats, size, expansion, seed in GAMES:
        for state in played(seats, size, expansion, seed):
            public = GAME.public_view(state)
            typed(public, PublicView)
            seen.update(cases(public_of(public)))
            for seat in range(seats):
                view = GAME.seat_view(state, seat)
                typed(view, SeatView)
                if seat_of(view)["oracle_returns_left"]:
                    seen["oracle returns"] += 1
    wanted = {
        "phase setup",
        "phase play",
        "phase over",
        "last",
        "no last",
        "over",
        "revealed",
        "catalogue with troy",
        "open square",
        "plundered square",
        "horse",
        "tile without value",
        "oracle returns",
    }
    assert wanted <= set(seen), wanted - set(seen)


def test_a_wrong_value_is_caught() -> None:
    """The check can fail: a view with a size written as text, without its board, without a
    seat's keys or with keys the type does not have, is refused."""
    state = next(played(2, 5, False, 1))
    view = dict(GAME.public_view(state))
    typed(view, PublicView)
    with pytest.raises(Exception, match="size"):
        typed({**view, "size": "5"}, PublicView)
    with pytest.raises(Exception, match="board"):
        typed({k: v for k, v in view.items() if k != "board"}, PublicView)
    with pytest.raises(Exception, match="seat"):
        typed(view, SeatView)  # a public view lacks the seat's secrets
    with pytest.raises(Exception, match="extra key"):
        typed(GAME.seat_view(state, 0), PublicView)  # no key beyond the type slips in


def test_public_of_and_seat_of_refuse_another_games_view() -> None:
    heroes = HEROES.setup({}, 2, 1, None)
    for read in (public_of, seat_of):
        with pytest.raises(ValueError, match="not an ILIOS view"):
            read(HEROES.public_view(heroes))
        with pytest.raises(ValueError, match="not an ILIOS view"):
            read({})
    state = next(played(3, 7, True, 2))
    view = GAME.seat_view(state, 1)
    assert public_of(view) is view and seat_of(view) is view
