"""The Iliad table read where players look at it: Discord shows a plain attachment 550 px wide, so
every text a player must read (names, scores, whose turn and what to do, each card's value) must
be at least 10 px tall there, at every seat count, with long names and at the game's end; the
picture stays a sensible shape; and names are shortened after whole words only.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from probes import record_fonts

from render.core import banner, banner_lines, cache
from render.core.fonts import font
from render.core.text import ellipsize
from render.iliad import chips, middle, regions, seat_row, table
from render.iliad.layout import FONTS, MIN_FONT, PREVIEW, WIDTH, table_layout
from render.iliad.samples import sample_view
from render.iliad.table import banner_height, render_table, turn_line

LONG = [
    "Bartholomew the Magnificent",
    "Bot 2 (normal)",
    "Cassandra of Troy",
    "Bot 4 (normal)",
    "Eurydice",
    "Phoenix the Elder",
]
SEATINGS = [(2, False), (3, False), (4, False), (4, True), (5, False), (6, True)]


def at_preview(size: int, width: int = WIDTH) -> float:
    """How tall ``size`` px of a ``width`` px picture shows at Discord's preview width."""
    return size * PREVIEW / width


def views() -> Iterator[dict[str, Any]]:
    for seats, teams in SEATINGS:
        for over in (False, True):
            yield sample_view(seats, teams=teams, over=over)


def test_the_key_fonts_show_at_least_10_px_at_preview() -> None:
    assert at_preview(MIN_FONT) >= 10
    for key, (_, size) in FONTS.items():
        assert at_preview(size) >= 10, key


@pytest.mark.parametrize("view", list(views()), ids=lambda v: f"{v['seats']}-{v['phase']}")
def test_every_text_drawn_on_the_table_shows_at_least_10_px(
    view: dict[str, Any], monkeypatch: pytest.MonkeyPatch
) -> None:
    """Record the font of every text the table draws (banner, middle, strip, rows, chips):
    the smallest reaches 10 px at preview size. Marker letters are drawn at MIN_FONT too."""
    sizes = record_fonts(monkeypatch, (banner, banner_lines, chips, middle, seat_row))
    regions.clear()
    cache.clear()
    img = render_table(view, LONG)
    regions.clear()
    cache.clear()
    assert img.width == WIDTH
    smallest = min(sizes)
    assert at_preview(smallest[0], img.width) >= 10, smallest
    for name in LONG[: view["seats"]]:
        assert any(name.startswith(t.rstrip("…")) for _, t in sizes), name


@pytest.mark.parametrize(("seats", "teams"), SEATINGS)
def test_the_table_keeps_a_sensible_shape(seats: int, teams: bool) -> None:
    """Narrow and not too tall: a very tall picture is shown small. The samples hold every
    kind of item in every army, busier than most real tables. Narrowed for phones, six seats
    take up to 1.6 times the width, the bound the phone test sets for every game."""
    layout = table_layout(sample_view(seats, teams=teams))
    assert layout.width == WIDTH <= 800
    assert layout.height <= 1.6 * layout.width


def test_long_names_are_cut_after_a_whole_word() -> None:
    shown = ellipsize("Bot 1 (normal)", font(*FONTS["name"]), 90)
    assert shown == "Bot 1…"


# The engine's longest stage words (engine/iliad/words.py), after the longest names.
STAGES = [
    "place a card, attack or pass (Thanatos siege: passing takes the best Hero left)",
    "place a card, attack or pass (tie-break Gorgon siege: passing discards your army)",
    "place the cards revealed from your Trojan Horse",
]


def banner_drawn(
    view: dict[str, Any], monkeypatch: pytest.MonkeyPatch, where: list[float] | None = None
) -> list[tuple[int, str]]:
    """The font size and words of each line the table's banner draws (in one or two lines on
    the usual band, up to three on a tall one); ``where`` collects each line's height."""
    drawn: list[tuple[int, str]] = []
    real = banner_lines.draw_text

    def spy(draw: Any, xy: Any, text: str, fnt: Any, *a: Any, **k: Any) -> None:
        drawn.append((fnt.size, text))
        if where is not None:
            where.append(float(xy[1]))
        real(draw, xy, text, fnt, *a, **k)

    monkeypatch.setattr(banner_lines, "draw_text", spy)
    monkeypatch.setattr(table, "draw_text", spy)  # the third line's drawing
    regions.clear()
    render_table(view, LONG)
    regions.clear()
    return drawn


@pytest.mark.parametrize("stage", STAGES)
def test_a_long_stage_wraps_onto_a_second_line_and_is_read_whole(
    stage: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    view = sample_view(4, turn=0)
    view["stage"] = stage
    ys: list[float] = []
    drawn = banner_drawn(view, monkeypatch, ys)
    assert " ".join(t for _, t in drawn) == turn_line(view, LONG)
    assert "…" not in turn_line(view, LONG)
    assert len(drawn) <= 3  # a third line only where two cannot hold the words whole
    assert all(at_preview(size) >= 10 for size, _ in drawn)
    assert STAGES[0] != stage or len(drawn) >= 2  # the first is too long for one line
    # the lines apart, all inside the banner above the middle of the table
    assert all(b - a >= MIN_FONT for a, b in zip(ys, ys[1:], strict=False))
    assert (
        ys[-1] + MIN_FONT / 2 < table_layout(view, banner_height(turn_line(view, LONG))).oracle[1]
    )


def test_a_short_stage_keeps_one_large_line(monkeypatch: pytest.MonkeyPatch) -> None:
    view = sample_view(4, turn=1)
    [(size, text)] = banner_drawn(view, monkeypatch)
    assert text == turn_line(view, LONG) and size > MIN_FONT
    view["stage"] = "pass"
    assert banner_drawn(view, monkeypatch) == [(FONTS["turn"][1], turn_line(view, LONG))]


def test_only_what_two_lines_cannot_hold_is_cut_after_a_whole_word(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    view = sample_view(4, turn=0)
    view["stage"] = " ".join(["place a card, attack or pass"] * 8)
    drawn = banner_drawn(view, monkeypatch)
    assert len(drawn) == 3 and drawn[2][1].endswith("…")
    assert all(size == MIN_FONT for size, _ in drawn)
    words = " ".join(t for _, t in drawn).rstrip("…").split()
    assert words == turn_line(view, LONG).split()[: len(words)]


@pytest.mark.parametrize("cards", [1, 2, 4, 6, 9])
def test_a_grown_stake_stays_clear_of_the_tiles(cards: int) -> None:
    """Unwon Gorgon sieges grow the stake (one new card each): its chips shrink to fit inside
    the middle of the table, on their line above the tiles."""
    view = sample_view(6)
    view["stake"] = (["city3", "trireme2"] * cards)[:cards]
    lay = table_layout(view)
    tiles_top = min(box[1] for box in lay.tiles.values())
    assert len(lay.stake) == cards
    assert all(box[3] < tiles_top and box[2] < lay.middle[2] - 8 for box in lay.stake)
    assert all(a[2] < b[0] for a, b in zip(lay.stake, lay.stake[1:], strict=False))
