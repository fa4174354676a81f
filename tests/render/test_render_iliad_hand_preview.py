"""The Iliad hand (sent by DM) read where players look at it: Discord shows it about 550 px wide,
so every text drawn on it (whose hand, what to do, the siege line, each card's value, name and
what it does, the Horse titles and the cards on them) is at least 10 px tall there, at every seat
count, with long names, a full hand and Horses with cards face down or revealed; the picture
stays a sensible shape, and what a card does is written whole.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from probes import record_fonts
from test_render_iliad_preview import LONG, SEATINGS

from render.core import banner, banner_lines, cache
from render.core.fonts import font
from render.core.text_lines import wrap_at_most
from render.iliad import cards, chips, hand
from render.iliad.cards import HINT_LINES, HINT_STYLE, HINTS, hint_room, small_size
from render.iliad.hand import CARD_H, CARD_W, FONTS, MIN_FONT, WIDTH, hand_layout, render_hand
from render.iliad.layout import PREVIEW
from render.iliad.samples import item, sample_seat_view

FULL = ["h4", "h3", "h3", "h1", "archers", "chariot", "elephant", "catapult", "horse", "ballista"]
FULL += ["harrow", "h2", "h2", "h1"]  # 14 cards: a hand over the limit, before discarding


def at_preview(size: int, width: int = WIDTH) -> float:
    return size * PREVIEW / width


def with_horses(view: dict[str, Any]) -> dict[str, Any]:
    """Two Horses with cards face down and one with cards revealed, waiting to be placed."""
    view["horses"] = {"p0.3": ["h4", "archers", "h2"], "p0.7": ["elephant", "catapult", "h1"]}
    view["armies"][0]["items"].append(item(0, 8, "horse", ["horse", "h3", "harrow"], 0, hidden=0))
    return view


def views() -> Iterator[dict[str, Any]]:
    for seats, teams in SEATINGS:
        yield sample_seat_view(0, seats=seats, teams=teams, turn=1)
        yield sample_seat_view(seats - 1, seats=seats, teams=teams, over=True)
    yield with_horses(sample_seat_view(0, seats=5, turn=0, hand=FULL[:10]))
    discard = sample_seat_view(1, seats=6, phase="discard", turn=None, hand=FULL)
    discard["pending"] = {"kind": "discard", "counts": {"1": 4}}
    yield discard


def view_id(view: dict[str, Any]) -> str:
    return f"{view['seats']}-seat{view['seat']}-{view['phase']}-{len(view['hand'])}"


def test_the_key_fonts_show_at_least_10_px_at_preview() -> None:
    assert at_preview(MIN_FONT) >= 10
    assert at_preview(small_size(CARD_H)) >= 10  # a card's hint, its smallest text
    for key, (_, size) in FONTS.items():
        assert at_preview(size) >= 10, key


@pytest.mark.parametrize("view", list(views()), ids=view_id)
def test_every_text_drawn_on_the_hand_shows_at_least_10_px(
    view: dict[str, Any], monkeypatch: pytest.MonkeyPatch
) -> None:
    """Record the font of every text the hand draws (banner, status, siege line, cards, Horse
    titles and chips): the smallest reaches 10 px at preview size."""
    sizes = record_fonts(monkeypatch, (banner, banner_lines, cards, chips, hand))
    cache.clear()
    img = render_hand(view, LONG)
    cache.clear()
    assert img.width == WIDTH
    smallest = min(sizes)
    assert at_preview(smallest[0], img.width) >= 10, smallest
    name = LONG[view["seat"]]
    assert any(name in t for _, t in sizes), name  # the banner names the player whole
    assert any("Siege 3" in t for _, t in sizes)
    assert len([t for _, t in sizes if t in {"4", "3", "1"}]) >= 4  # each Hoplites' value


@pytest.mark.parametrize("view", list(views()), ids=view_id)
def test_the_hand_keeps_a_sensible_shape(view: dict[str, Any]) -> None:
    layout = hand_layout(view, LONG)
    assert layout.width == WIDTH <= 700
    # four large cards a row, for phones: a full hand takes up to 1.6 times the width, the
    # bound the phone test sets for every picture
    assert layout.height <= 1.6 * layout.width
    for _, frame, boxes in layout.horses:
        assert frame[2] <= WIDTH
        for box in boxes:
            assert frame[0] < box[0] and box[2] < frame[2] and box[3] < frame[3]


@pytest.mark.parametrize("kind", sorted(HINTS))
def test_what_each_card_does_is_written_whole_on_a_hand_card(kind: str) -> None:
    hint_font = font(HINT_STYLE, small_size(CARD_H))
    lines = wrap_at_most(HINTS[kind], hint_font, hint_room(CARD_W), HINT_LINES)
    assert " ".join(lines) == HINTS[kind]
