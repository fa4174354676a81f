"""The Heroes table read where players look at it: Discord shows a plain attachment 550 px wide,
so every text of the table (names, scores, whose turn, what to do, each card's name and traits)
must be at least 10 px tall at that width, at every seat count, with long names and at the end;
and a name too long for its place is shortened after a whole word, never inside one, the words
after it ("5 cards", "to act") kept whole.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

import render.core.banner
import render.heroes.cards
import render.heroes.hand
import render.heroes.table
from render.core import cache
from render.core.language import ENGLISH_WORDS
from render.heroes.cards import face_fonts
from render.heroes.fit import NamedLine, fit_named
from render.heroes.hand import BIG, SMALL, hand_layout, render_hand
from render.heroes.samples import sample_seat_view, sample_view
from render.heroes.table import (
    CARD_H,
    CARD_W,
    MIN_FONT,
    NAME_SIZE,
    NOW_SIZE,
    PLAYER_MIN,
    SCORE_SIZE,
    TURN_MIN,
    preview_px,
    render_table,
    table_layout,
)

LONG = [
    "Bot 1 (normal)",
    "Bot 2 (normal)",
    "Alexandros the Magnificent, Son of Priam and Hecuba of Troy",
    "Andromache of Thebes, wife of Hector",
]
SEATS = (2, 3, 4)


def views() -> Iterator[tuple[str, dict[str, Any]]]:
    for seats in SEATS:
        yield f"{seats} players", sample_view(seats, turn=seats - 1)
        yield f"{seats} players, over", sample_view(seats, over=True)
        out = sample_view(seats, turn=0)
        out.update(out=list(range(1, seats)), revealed={"1": ["horse", "favor"]})
        yield f"{seats} players, going out", out


def drawn_texts(
    view: dict[str, Any], names: list[str], picture: Any = render_table
) -> list[tuple[str, int]]:
    """Every text a picture draws, with its font size (the card sprites drawn afresh)."""
    seen: list[tuple[str, int]] = []
    modules = (render.heroes.table, render.heroes.cards, render.core.banner, render.heroes.hand)
    originals = [m.draw_text for m in modules]

    def record(draw: Any, xy: Any, text: str, fnt: Any, *args: Any, **kwargs: Any) -> None:
        seen.append((text, fnt.size))
        originals[0](draw, xy, text, fnt, *args, **kwargs)

    cache.clear()
    try:
        for m in modules:
            m.draw_text = record  # type: ignore[assignment]
        picture(view, names)
    finally:
        for m, fn in zip(modules, originals, strict=True):
            m.draw_text = fn  # type: ignore[assignment]
        cache.clear()
    return seen


@pytest.mark.parametrize("seats", SEATS)
def test_the_key_texts_are_10_px_at_preview_by_the_layout(seats: int) -> None:
    width = table_layout(sample_view(seats)).width
    cards = face_fonts(CARD_W, CARD_H, "en")
    key = {
        "whose turn": TURN_MIN,
        "what to do": NOW_SIZE,
        "player names": PLAYER_MIN,
        "faction names": NAME_SIZE,
        "scores": SCORE_SIZE,
        "card names": cards.name_min,
        "card traits": cards.trait_min,
        "smallest text": MIN_FONT,
    }
    small = {
        what: preview_px(size, width) for what, size in key.items() if preview_px(size, width) < 10
    }
    assert small == {}


@pytest.mark.parametrize(("case", "view"), list(views()), ids=[c for c, _ in views()])
def test_every_text_drawn_is_10_px_at_preview(case: str, view: dict[str, Any]) -> None:
    width = table_layout(view).width
    texts = drawn_texts(view, LONG)
    assert texts
    size, text = min((s, t) for t, s in texts)
    assert size >= MIN_FONT, text
    assert preview_px(size, width) >= 10, text


@pytest.mark.parametrize("seats", SEATS)
def test_the_table_keeps_a_shape_discord_shows_large(seats: int) -> None:
    layout = table_layout(sample_view(seats))
    img = render_table(sample_view(seats), LONG)
    assert img.size == (layout.width, layout.height)
    assert layout.width <= 700 and layout.height <= 1.4 * layout.width


@pytest.mark.parametrize(("case", "view"), list(views()), ids=[c for c, _ in views()])
def test_long_names_are_cut_after_a_whole_word_and_card_counts_stay(
    case: str, view: dict[str, Any]
) -> None:
    drawn = drawn_texts(view, LONG)
    texts = [t for t, _ in drawn]
    assert len({size for t, size in drawn if " card" in t and ": " in t}) == 1  # one size for all
    words = {w.strip(",") for name in LONG for w in name.split()}
    for text in texts:
        if "…" in text:
            before = text.split("…")[0].split()
            assert before and before[-1].strip(",") in words, text
    if view["phase"] != "over":
        sizes = view["hand_sizes"]
        for seat in range(view["seats"]):
            count = f": {sizes[seat]} card"
            assert any(count in t and LONG[seat].split()[0] in t for t in texts), seat
    assert any(t.endswith(" to act") or t.startswith("Game over") for t in texts)


def test_a_named_line_shortens_only_the_long_names() -> None:
    line = NamedLine(("Ann", "Alexandros the Magnificent, Son of Priam"), tail=" to act")
    text, fnt = fit_named(line, "bold", 20, 14, 260)
    assert fnt.getlength(text) <= 260
    assert text.startswith("Ann & Alexandros") and text.endswith("… to act")
    whole = NamedLine(("Ann",), "▶ ", tail=": 5 cards")
    text, fnt = fit_named(whole, "bold", 16, 13, 400)
    assert (text, fnt.size) == ("▶ Ann: 5 cards", 16)


HAND = ["achilles", "nestor", "hector", "zeus", "favor", "horse", "paris", "helen"]


def hands() -> Iterator[tuple[str, dict[str, Any]]]:
    for seats in SEATS:
        for n in (0, 1, 5, 8):
            yield f"{seats} players, {n} cards", sample_seat_view(seats - 1, HAND[:n], seats=seats)
        king = ("king", 0, ["paris", "favor"])
        yield (
            f"{seats} players, the King's two",
            sample_seat_view(seats - 1, shown=king, seats=seats),
        )


@pytest.mark.parametrize(("case", "view"), list(hands()), ids=[c for c, _ in hands()])
def test_a_hand_of_up_to_eight_cards_is_read_at_preview(case: str, view: dict[str, Any]) -> None:
    """Up to eight cards in hand and the King's two: every word at least 10 px at 550 wide."""
    layout = hand_layout(view, LONG, ENGLISH_WORDS)
    size, text = min((s, t) for t, s in drawn_texts(view, LONG, render_hand))
    assert preview_px(size, layout.width) >= 10, text
    assert render_hand(view, LONG).size == (layout.width, layout.height)
    if not view["shown"]:
        assert layout.height <= 1.4 * layout.width


def test_only_many_cards_shown_are_drawn_small() -> None:
    """Every card of a hand, even a whole deal of twelve, is big; only more than six cards
    shown at once (a whole hand seen) are drawn small."""
    many = HAND + ["aeneas", "priam", "ares", "hera"]
    big = hand_layout(sample_seat_view(0, many, shown=("pious", 1, HAND[:6])), LONG, ENGLISH_WORDS)
    assert {b[2] - b[0] for b in big.cards + big.shown} == {BIG.w}
    small = hand_layout(
        sample_seat_view(0, HAND, shown=("pious", 1, HAND[:7])), LONG, ENGLISH_WORDS
    )
    assert {b[2] - b[0] for b in small.cards} == {BIG.w}
    assert {b[2] - b[0] for b in small.shown} == {SMALL.w}
