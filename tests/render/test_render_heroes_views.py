"""The Heroes pictures drawn from real views: bot games of 2, 3 and 4 players, pictured every few
actions, must draw the active card in its faction with exactly the view's shared traits marked,
every card of each hand in its faction, and what the rules showed one seat (the King's two cards,
a hand seen) in that seat's hand picture, while the table stays the same whichever seat's view
it is drawn from.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from test_render_heroes import band_colour, marked_rows

from render.core.language import ENGLISH_WORDS
from render.heroes.hand import hand_layout, render_hand
from render.heroes.model import matches
from render.heroes.style import FACTIONS, SPECIAL
from render.heroes.table import render_table, table_layout
from render.samples_play import bot_game

heroes = pytest.importorskip("engine.heroes")
GAME = heroes.GAME
NAMES = ["Ann", "Bo", "Cy", "Di"]
EVERY = 4  # actions between pictures


def band_of(card: dict[str, Any]) -> tuple[int, int, int]:
    side = card.get("faction")
    return FACTIONS[side].band if side else SPECIAL.band


def states(seats: int, seed: int, bot: str = "random") -> Iterator[Any]:
    """Every state of one bot game, the seat to act played by ``bot``."""
    config = {option.name: option.default for option in GAME.options}
    return (m.state for m in bot_game(GAME, config, seats, seed, bot=bot, limit=400))


def check_table(view: dict[str, Any]) -> None:
    img = render_table(view, NAMES)
    layout = table_layout(view)
    active = view.get("active")
    if not active:
        return
    assert band_colour(img, layout.active) == band_of(active)
    shared = matches(view) if view.get("beneath") else frozenset()
    assert marked_rows(img, layout.active) == [t in shared for t in active["traits"]]
    beneath = view.get("beneath")
    if beneath:
        assert band_colour(img, layout.beneath) == band_of(beneath)


def check_hand(view: dict[str, Any]) -> bool:
    """The hand picture of a seat view; returns whether something was shown to that seat."""
    img = render_hand(view, NAMES)
    layout = hand_layout(view, NAMES, ENGLISH_WORDS)
    hand = view.get("hand") or []
    assert len(layout.cards) == len(hand)
    for card, box in zip(hand, layout.cards, strict=True):
        assert band_colour(img, box) == band_of(card)
    shown = view.get("shown")
    if not shown:
        assert layout.shown_frame is None
        return False
    cards = shown.get("cards") or []
    assert layout.shown_frame is not None and len(layout.shown) == len(cards)
    for card, box in zip(cards, layout.shown, strict=True):
        assert band_colour(img, box) == band_of(card)
    return True


@pytest.mark.parametrize("seats", [2, 3, 4])
def test_pictures_of_a_bot_game_draw_what_its_views_say(seats: int) -> None:
    shown = 0
    for n, state in enumerate(states(seats, seed=seats)):
        if n % EVERY:
            continue
        public = GAME.public_view(state)
        check_table(public)
        table = render_table(public, NAMES).tobytes()
        for seat in range(seats):
            view = GAME.seat_view(state, seat)
            shown += check_hand(view)
            assert render_table(view, NAMES).tobytes() == table
    assert n > 20  # a whole game was pictured


def test_what_one_seat_is_shown_reaches_its_hand_picture() -> None:
    """Over a few games, every view that holds a King's pair or a hand seen draws it framed."""
    kinds = set()
    for seed in range(6):
        for state in states(3, seed, bot="normal"):
            for seat in GAME.to_act(state):
                view = GAME.seat_view(state, seat)
                if view.get("shown"):
                    assert check_hand(view)
                    kinds.add(view["shown"]["kind"])
    assert kinds & {"king", "charismatic", "pious"}
