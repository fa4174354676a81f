"""Every picture of ILIOS, Heroes and the Iliad read on a phone: Discord shows a picture about
360 px wide there, so every text a player needs (names, scores, whose turn, what to do, every
value and word on the board, the cards and the hand) must be at least 9 px tall at that width,
that is a font of 9 × width / 360 px in the picture's own pixels.

The sizes are measured where the pixels are made: every text Pillow draws for a picture is
recorded with its font (the sprite cache emptied first, so cached tiles and cards are drawn
again). Only the letter inside a seat's marker is left out: the marker's colour and shape say
the seat, the letter is a second cue. Each game is drawn at every seat count, while playing and
at the end, with long names, full hands and shown cards.
"""

from __future__ import annotations

import inspect
from collections.abc import Callable, Iterator
from typing import Any

import pytest
from PIL import Image, ImageDraw

from render.core import cache
from render.heroes import hand as heroes_hand
from render.heroes import samples as heroes_samples
from render.heroes import table as heroes_table
from render.iliad import hand as iliad_hand
from render.iliad import regions
from render.iliad import samples as iliad_samples
from render.iliad import table as iliad_table
from render.ilios import hand as ilios_hand
from render.ilios import samples as ilios_samples
from render.ilios import table as ilios_table

PHONE = 360  # how wide a phone shows a picture in Discord
LEAST = 9  # px tall there
DECORATION = frozenset({"draw_marker"})  # the functions whose letters are a second cue only
LONG = [
    "Bartholomew the Magnificent of Ithaca",
    "Bot 2 (normal)",
    "Cassandra Priamides of Troy",
    "Bot 4 (normal)",
    "Eurydice",
    "Phoenix the Elder",
]

Picture = Callable[[dict[str, Any], list[str]], Image.Image]


def phone_px(size: float, width: int) -> float:
    """How tall ``size`` px of a ``width`` px picture shows on a phone."""
    return size * PHONE / width


def drawn(
    picture: Picture, view: dict[str, Any], names: list[str], monkeypatch: pytest.MonkeyPatch
) -> tuple[Image.Image, list[tuple[int, str]]]:
    """The picture, and the (font size, text) of every text drawn on it but decoration."""
    seen: list[tuple[int, str]] = []
    real = ImageDraw.ImageDraw.text

    def spy(self: ImageDraw.ImageDraw, xy: Any, text: Any, *a: Any, **k: Any) -> None:
        callers = {frame.function for frame in inspect.stack()[1:5]}
        if str(text).strip() and not callers & DECORATION:
            seen.append((int(k["font"].size), str(text)))
        real(self, xy, text, *a, **k)

    monkeypatch.setattr(ImageDraw.ImageDraw, "text", spy)
    cache.clear()
    regions.clear()
    try:
        img = picture(view, names)
    finally:
        cache.clear()
        regions.clear()
    return img, seen


def pictures() -> Iterator[tuple[str, Picture, dict[str, Any]]]:
    """(case, how to draw it, view) for every picture of the three games."""
    catalogue = list(ilios_samples.CATALOGUE)
    for size in (5, 7):
        for seats in (2, 3, 4):
            view = ilios_samples.sample_view(
                size=size, seats=seats, expansion=True, fill=0.6, seed=seats
            )
            yield f"ilios {size}x{size} {seats}p", ilios_table.render_table, view
            over = ilios_samples.sample_view(
                size=size, seats=seats, expansion=True, over=True, revealed=True
            )
            yield f"ilios {size}x{size} {seats}p over", ilios_table.render_table, over
        for count in (0, 3):
            mine = ilios_samples.sample_seat_view(
                seat=1, hand=catalogue[3 - count : 3], size=size, seats=4
            )
            yield f"ilios hand {size}x{size} {count} tiles", ilios_hand.render_hand, mine
    heroes_cards = ["achilles", "nestor", "hector", "zeus", "favor", "horse", "paris", "helen"]
    for seats in (2, 3, 4):
        view = heroes_samples.sample_view(seats, turn=seats - 1)
        yield f"heroes {seats}p", heroes_table.render_table, view
        over = heroes_samples.sample_view(seats, over=True)
        yield f"heroes {seats}p over", heroes_table.render_table, over
        out = heroes_samples.sample_view(seats, turn=0)
        out.update(out=list(range(1, seats)), revealed={"1": ["horse", "favor"]})
        yield f"heroes {seats}p going out", heroes_table.render_table, out
        for n in (1, 8):
            mine = heroes_samples.sample_seat_view(seats - 1, heroes_cards[:n], seats=seats)
            yield f"heroes hand {seats}p {n} cards", heroes_hand.render_hand, mine
        king = heroes_samples.sample_seat_view(
            seats - 1, shown=("king", 0, ["paris", "favor"]), seats=seats
        )
        yield f"heroes hand {seats}p the King's two", heroes_hand.render_hand, king
    for seats, teams in [(2, False), (3, False), (4, False), (4, True), (5, False), (6, True)]:
        for over in (False, True):
            view = iliad_samples.sample_view(seats, teams=teams, over=over)
            case = f"iliad {seats}p{' teams' * teams}{' over' * over}"
            yield case, iliad_table.render_table, view
        mine = iliad_samples.sample_seat_view(0, seats=seats, teams=teams, turn=1)
        yield f"iliad hand {seats}p", iliad_hand.render_hand, mine
    full = ["h4", "h3", "h3", "h1", "archers", "chariot", "elephant", "catapult", "horse"]
    full += ["ballista", "harrow", "h2", "h2", "h1"]
    many = iliad_samples.sample_seat_view(1, seats=6, phase="discard", turn=None, hand=full)
    many["pending"] = {"kind": "discard", "counts": {"1": 4}}
    yield "iliad hand of 14 cards", iliad_hand.render_hand, many


# The pictures drawn for phones so far: all three games' tables and hands.
READY = ("ilios ", "heroes ", "iliad ")
NOT_YET: tuple[str, ...] = ()
CASES = [c for c in pictures() if c[0].startswith(READY) and not c[0].startswith(NOT_YET)]


@pytest.mark.parametrize(("case", "picture", "view"), CASES, ids=[c[0] for c in CASES])
def test_every_text_a_player_reads_is_9_px_tall_on_a_phone(
    case: str, picture: Picture, view: dict[str, Any], monkeypatch: pytest.MonkeyPatch
) -> None:
    img, texts = drawn(picture, view, LONG, monkeypatch)
    assert texts, case
    small = sorted({(size, text) for size, text in texts if phone_px(size, img.width) < LEAST})
    need = LEAST * img.width / PHONE
    assert small == [], f"{case}: {img.width} px wide needs {need:.1f} px fonts"


@pytest.mark.parametrize(("case", "picture", "view"), CASES, ids=[c[0] for c in CASES])
def test_every_picture_keeps_a_shape_a_phone_shows_whole(
    case: str, picture: Picture, view: dict[str, Any]
) -> None:
    """Narrow enough for its words to be large, and not so tall that a desktop shows it small."""
    cache.clear()
    img = picture(view, LONG)
    assert 400 <= img.width <= 800, case
    assert img.height <= 1.6 * img.width, case
