"""The Heroes views are what engine/heroes/view_types.py says they are, at every step of real games.

mypy checks that ``views.py`` builds the TypedDicts and that every reader reads them; this test
checks the values at run time (typeguard, every item of every list and dict, and no key the type
does not name, so nothing secret slips into a public view unnoticed), over bot games of 2, 3 and
4 players; and that the games reached the cases a type must allow (every kind of choice the rules
wait for, a card shown to one seat, specials laid open, a secret discard, team scores, the end).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator
from typing import Any

import pytest
from typeguard import CollectionCheckStrategy, check_type

from engine.heroes import GAME
from engine.heroes.state import State
from engine.heroes.view_types import PublicView, SeatView, public_of, seat_of
from engine.ilios import GAME as ILIOS
from render.samples_play import bot_game

# (seats, seed): every seat count, two games each, the seats played by alternating bots.
GAMES = ((2, 1), (2, 2), (3, 3), (3, 4), (4, 5), (4, 6))
MAX_ACTIONS = 2000


def played(seats: int, seed: int) -> Iterator[State]:
    """Every state of one game, the random and normal bots taking turns by seat."""
    config = {option.name: option.default for option in GAME.options}
    bots = [sorted(GAME.bots)[(seat + seed) % len(GAME.bots)] for seat in range(seats)]
    state = None
    for moment in bot_game(GAME, config, seats, seed, limit=MAX_ACTIONS, bots=bots):
        state = moment.state
        yield state
    assert state is not None and not GAME.to_act(state), f"seed {seed}: no end"


def typed(value: object, kind: Any) -> None:
    """Raise unless ``value`` is of ``kind``, looking at every item of its lists and dicts."""
    check_type(value, kind, collection_check_strategy=CollectionCheckStrategy.ALL_ITEMS)


def cases(view: PublicView) -> set[str]:
    """The cases of the contract this public view shows, so the test knows the games reached
    them."""
    found = {f"phase {view['phase']}"}
    found |= {f"pending {view['pending']['kind']}"} if view["pending"] else set()
    found |= {"no card beneath"} if view["active"] and not view["beneath"] else set()
    found |= {"matches"} if view["matches"] else set()
    found |= {"last score"} if view["last_score"] else set()
    found |= {"rounds"} if view["rounds"] else set()
    found |= {"revealed"} if view["revealed"] else set()
    found |= {"team scores"} if view["outcome"] and "team_scores" in view["outcome"] else set()
    found |= {"winner"} if view["winner"] else set()
    return found


def seat_cases(view: SeatView) -> set[str]:
    found = {f"shown {view['shown']['kind']}"} if view["shown"] else set()
    return found | ({"secret discard"} if view["discard"] else set())


def test_every_view_of_real_games_has_its_type() -> None:
    seen: Counter[str] = Counter()
    for seats, seed in GAMES:
        for state in played(seats, seed):
            public = GAME.public_view(state)
            typed(public, PublicView)
            seen.update(cases(public_of(public)))
            for seat in range(seats):
                view = GAME.seat_view(state, seat)
                typed(view, SeatView)
                seen.update(seat_cases(seat_of(view)))
    wanted = {
        "phase discard",
        "phase play",
        "phase over",
        "no card beneath",
        "matches",
        "last score",
        "rounds",
        "revealed",
        "team scores",
        "winner",
        "shown king",
        "shown charismatic",
        "shown pious",
        "secret discard",
    }
    wanted |= {f"pending {kind}" for kind in ("king_target", "king_choose", "extra_play")}
    wanted |= {f"pending {kind}" for kind in ("strong_give", "tough_bottom", "charm_take")}
    assert wanted <= set(seen), wanted - set(seen)


def test_a_wrong_value_is_caught() -> None:
    """The check can fail: a view with its round as text, without its scores, without a seat's
    keys or with keys the type does not have, is refused."""
    state = next(played(3, 3))
    view = dict(GAME.public_view(state))
    typed(view, PublicView)
    with pytest.raises(Exception, match="round"):
        typed({**view, "round": "1"}, PublicView)
    with pytest.raises(Exception, match="scores"):
        typed({k: v for k, v in view.items() if k != "scores"}, PublicView)
    with pytest.raises(Exception, match="seat"):
        typed(view, SeatView)  # a public view lacks the seat's secrets
    with pytest.raises(Exception, match="extra key"):
        typed(GAME.seat_view(state, 0), PublicView)  # no key beyond the type slips in
    card = {**view["catalogue"]["zeus"], "traits": ["king", 3]}
    with pytest.raises(Exception, match="traits"):
        typed({**view, "catalogue": {**view["catalogue"], "zeus": card}}, PublicView)


def test_public_of_and_seat_of_refuse_another_games_view() -> None:
    ilios = ILIOS.setup({}, 2, 1, None)
    for read in (public_of, seat_of):
        with pytest.raises(ValueError, match="not a Heroes view"):
            read(ILIOS.public_view(ilios))
        with pytest.raises(ValueError, match="not a Heroes view"):
            read({})
    view = GAME.seat_view(next(played(2, 1)), 1)
    assert public_of(view) is view and seat_of(view) is view
