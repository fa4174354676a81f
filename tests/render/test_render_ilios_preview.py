"""The ILIOS table read where players look at it: Discord shows the picture 550 px wide, and
there the names, scores, whose turn, the tiles' words and values must be at least 10 px tall
(font px × 550 / picture width), at every board size and seat count, names cut after a word."""

from __future__ import annotations

import pytest

from render.core.fonts import font
from render.core.text import width
from render.ilios import hand, table
from render.ilios import players as cards
from render.ilios.samples import CATALOGUE, sample_seat_view, sample_view
from render.ilios.tiles import COIN_R, LABEL, coin_font, label_font
from render.ilios.words import turn_lines

PREVIEW = 550
LONG = [
    "Bot 1 (normal)",
    "Bartholomew the Magnificent of Ithaca",
    "Cassandra Priamides of Troy",
    "Diomedes",
]


def at_preview(size: float, picture_width: int) -> float:
    """How tall text of ``size`` px shows once Discord shrinks the picture to 550 px."""
    return size * PREVIEW / picture_width


def views(size: int, seats: int) -> list[dict[str, object]]:
    playing = sample_view(size=size, seats=seats, expansion=True, fill=0.6, seed=seats)
    over = sample_view(size=size, seats=seats, expansion=True, over=True, revealed=True)
    return [playing, over]


@pytest.mark.parametrize("size", [5, 7])
@pytest.mark.parametrize("seats", [2, 3, 4])
def test_names_scores_and_turn_reach_10px_at_preview(size: int, seats: int) -> None:
    for view in views(size, seats):
        layout = table.table_layout(view, LONG[:seats])
        w = layout.width
        assert layout.height <= 1.45 * w  # tall pictures are shown small
        for box, player in zip(layout.cards, cards.players(view, LONG), strict=True):
            _, name_px = cards.name_text(player, cards.name_room(box, player.score))
            assert at_preview(name_px, w) >= 10, player.name
        assert at_preview(cards.SCORE_SIZE, w) >= 10
        assert at_preview(cards.SMALL_MIN, w) >= 10  # disks, "plunder", last move, bag, winner
        assert at_preview(table.TURN_MIN, w) >= 10
        room = w - table.PAD - 200  # less than the banner leaves after title and marker
        _, fnt = turn_lines(view, LONG[:seats], table.TURN_SIZE, table.TURN_MIN, room)
        assert at_preview(fnt.size, w) >= 10


@pytest.mark.parametrize("size", [5, 7])
def test_tile_words_values_and_coordinates_reach_10px_at_preview(size: int) -> None:
    cell = table.cell_size(size)
    side = cell - 2 * table.tile_inset(cell)
    w = table.WIDTH
    for kind in CATALOGUE:
        word = LABEL[kind]
        for centred in (False, True):
            assert at_preview(label_font(word, side, centred).size, w) >= 10, kind
    for value in {entry["value"] for entry in CATALOGUE.values()} - {None}:
        assert at_preview(coin_font(str(value), side * COIN_R).size, w) >= 10, value
    assert at_preview(table.coordinate_size(table.board_margin(cell)), w) >= 10


def test_a_long_name_is_cut_after_a_whole_word_the_same_for_every_seat() -> None:
    view = sample_view(size=7, seats=4)
    names = ["Bartholomew the Magnificent of Ithaca"] * 4
    layout = table.table_layout(view, names)
    texts = set()
    for box, player in zip(layout.cards, cards.players(view, names), strict=True):
        text, size = cards.name_text(player, cards.name_room(box, player.score))
        assert width(text, font("bold", size)) <= cards.name_room(box, player.score)
        bare = text.removeprefix("▶ ")
        assert bare.endswith("…") and names[0].startswith(bare[:-1] + " ")
        texts.add((bare, size))
    assert len(texts) == 1  # one rule, the same for every seat


def test_the_turn_keeps_its_words_and_shortens_only_the_name() -> None:
    view = sample_view(size=7, seats=2)
    view["stage"] = "return a tile to the bag and draw again, or keep (2 left)"
    view["to_act"] = [1]
    names = ["Al", "Bartholomew the Magnificent of Ithaca, Son of Nobody in Particular"]
    lines, fnt = turn_lines(view, names, table.TURN_SIZE, table.TURN_MIN, 480)
    assert len(lines) <= 2 and fnt.size >= table.TURN_MIN
    assert all(width(line, fnt) <= 480 for line in lines)
    assert " ".join(lines).endswith("draw again, or keep (2 left)")
    assert lines[0].startswith("Bartholomew the")


@pytest.mark.parametrize("count", [0, 1, 3])  # a hand holds three tiles (engine HAND_SIZE)
def test_a_hand_reads_at_preview_too(count: int) -> None:
    view = sample_seat_view(seat=1, hand=list(CATALOGUE)[:count], size=7, seats=4)
    layout = hand.hand_layout(view, LONG)
    w = layout.width
    for px in (hand.CAPTION_MIN, hand.STATUS_SIZE, hand.NAME_MIN, hand.SUB_MIN):
        assert at_preview(px, w) >= 10
    for kind in list(CATALOGUE)[:count]:
        assert at_preview(label_font(LABEL[kind], layout.tile, True).size, w) >= 10
    assert at_preview(table.coordinate_size(table.board_margin(hand.MINI_CELL)), w) >= 10
    assert layout.height <= 1.45 * w
