"""The shared kit works for any game: grids of any shape, every player style, cards, text."""

from __future__ import annotations

import io

from PIL import Image, ImageDraw

from engine.core.grid import column_name, parse_square
from render.core.canvas import parchment
from render.core.fonts import font
from render.core.grid import Grid, square_name
from render.core.panels import PlayerRow, draw_banner, draw_player_row
from render.core.png import encode
from render.core.sprites import COMPASS, draw_arrow, draw_card, draw_marker
from render.core.text import clean, ellipsize, fit_font, wrap
from render.core.theme import PLAYERS, player_style


def test_square_names_round_trip_on_a_wide_map() -> None:
    assert column_name(0) == "A" and column_name(23) == "X" and column_name(26) == "AA"
    for col in range(30):
        for row in range(16):
            assert parse_square(square_name(col, row)) == (col, row)
    assert parse_square("c4") == (2, 3)
    assert parse_square("4C") is None and parse_square("") is None and parse_square("C") is None


def test_player_styles_differ_in_more_than_colour() -> None:
    assert len({p.shape for p in PLAYERS}) == len(PLAYERS)
    assert len({p.letter for p in PLAYERS}) == len(PLAYERS)
    assert len({p.colour for p in PLAYERS}) == len(PLAYERS)
    assert player_style(4) == player_style(0)


def test_text_helpers() -> None:
    fnt = font("sans", 14)
    # Emoji stay (the fallback fonts draw them); control characters and extra spaces go.
    assert clean("Hector 🐎  of\u200b\x07 Troy") == "Hector 🐎 of Troy"
    assert clean("\u200b") == "?"
    short = ellipsize("a very long display name indeed", fnt, 80)
    assert short.endswith("…") and fnt.getlength(short) <= 80
    # Cut after a whole word, never inside one ("Bot 1…", not "Bot 1 (nor…").
    assert ellipsize("Bot 1 (normal)", fnt, int(fnt.getlength("Bot 1 (nor…"))) == "Bot 1…"
    assert ellipsize("Supercalifragilistic", fnt, 60).endswith("…")
    assert fnt.getlength(ellipsize("Supercalifragilistic", fnt, 60)) <= 60
    assert all(fnt.getlength(line) <= 120 for line in wrap("one two three four five six", fnt, 120))
    assert fit_font("WWWWWWWWWW", "bold", 40, 60).size < 40


def test_a_24_by_16_map_with_labels_cards_and_panels_encodes() -> None:
    grid = Grid(x=40, y=40, cols=24, rows=16, cell=36, margin=30)
    img = parchment(grid.outer[2] + 300, grid.outer[3] + 40)
    draw = ImageDraw.Draw(img)
    grid.draw_labels(draw)
    for i, direction in enumerate(COMPASS):
        draw_arrow(draw, grid.box(i, 0, 2), direction)
        draw_marker(draw, grid.center(i, 1), 12, player_style(i))
    draw_card(
        draw, (grid.outer[2] + 20, 40, grid.outer[2] + 140, 210), "Achilles", 9, subtitle="Phthia"
    )
    draw_banner(draw, (0, 0, img.width, 36), "SIEGE", "Greeks to move")
    draw_player_row(
        draw,
        (grid.outer[2] + 10, 240, img.width - 10, 340),
        PlayerRow(player_style(1), "Priam", "12", ["3 cards"], active=True),
    )
    data = encode(img)
    decoded = Image.open(io.BytesIO(data))
    assert decoded.size == img.size
    assert encode(img) == data


def ink_box(img: Image.Image, box: tuple[float, float, float, float]) -> tuple[int, ...] | None:
    """Bounding box of the non-white pixels in ``box`` (None when blank)."""
    crop = img.crop(tuple(int(v) for v in box)).convert("L").point(lambda v: 255 if v < 200 else 0)
    return crop.getbbox()


def band(img: Image.Image, box: tuple[float, float, float, float]) -> bytes:
    return img.crop(tuple(int(v) for v in box)).tobytes()


def test_a_24_by_16_layout_has_coordinates_on_every_side() -> None:
    """The wargame map: 24 columns A-X and 16 rows, labelled above, below, left and right."""
    grid = Grid(x=40, y=30, cols=24, rows=16, cell=32, margin=28)
    assert (grid.width, grid.height) == (24 * 32, 16 * 32)
    assert grid.box(23, 15) == (40 + 23 * 32, 30 + 15 * 32, 40 + 24 * 32, 30 + 16 * 32)
    assert grid.box(1, 0, 2) == (74, 32, 102, 60)
    assert grid.center(23, 0) == (40 + 23.5 * 32, 46)
    assert grid.outer == (12, 2, 40 + 768 + 28, 30 + 512 + 28)
    img = Image.new("RGB", (grid.outer[2] + 10, grid.outer[3] + 10), "white")
    grid.draw_labels(ImageDraw.Draw(img))
    m, right, bottom = grid.margin, grid.x + grid.width, grid.y + grid.height
    assert ink_box(img, (grid.x, grid.y, right, bottom)) is None  # nothing inside the board
    for col in range(grid.cols):
        left = grid.x + col * grid.cell
        top_band = band(img, (left, grid.y - m, left + grid.cell, grid.y))
        assert ink_box(img, (left, grid.y - m, left + grid.cell, grid.y)), column_name(col)
        assert top_band == band(img, (left, bottom, left + grid.cell, bottom + m))
        if col:
            previous = band(img, (left - grid.cell, grid.y - m, left, grid.y))
            assert top_band != previous, column_name(col)
    widths = []
    for row in range(grid.rows):
        top = grid.y + row * grid.cell
        left_band = (grid.x - m, top, grid.x, top + grid.cell)
        found = ink_box(img, left_band)
        assert found, row + 1
        assert band(img, left_band) == band(img, (right, top, right + m, top + grid.cell))
        widths.append(found[2] - found[0])
    assert widths[15] > widths[8]  # "16" is wider than "9"


def test_columns_past_z_are_named_by_the_engine() -> None:
    grid = Grid(x=30, y=30, cols=28, rows=2, cell=30, margin=26)
    img = Image.new("RGB", (grid.outer[2] + 5, grid.outer[3] + 5), "white")
    grid.draw_labels(ImageDraw.Draw(img))

    def label_width(col: int) -> int:
        left = grid.x + col * grid.cell
        found = ink_box(img, (left, grid.y - grid.margin, left + grid.cell, grid.y))
        assert found
        return found[2] - found[0]

    assert label_width(26) > label_width(25)  # "AA" after "Z"
    assert square_name(26, 1) == "AA2"
