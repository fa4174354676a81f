"""ILIOS pictures: they decode, stay small, are deterministic, and cover every tile, size, seat
count and phase. Built from hand-made views that follow docs/dev/ilios-view.md."""

from __future__ import annotations

import io
from typing import Any

import pytest
from PIL import Image

from render.ilios import hand as ilios_hand
from render.ilios import table as ilios_table
from render.ilios.samples import CATALOGUE, cell, sample_seat_view, sample_view
from render.registry import draw_hand, draw_table

NAMES = ["Alice", "Bartholomew the Magnificent of Ithaca 🐎🐎", "Cassandra", "Diomedes"]
MAX_BYTES = 1024 * 1024


def decode(data: bytes) -> Image.Image:
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    img = Image.open(io.BytesIO(data))
    img.load()
    return img


def check_png(data: bytes, min_w: int = 600, max_w: int = 1300) -> Image.Image:
    assert len(data) < MAX_BYTES
    img = decode(data)
    assert min_w <= img.width <= max_w
    assert 300 <= img.height <= 1400
    return img


@pytest.mark.parametrize("size", [5, 7])
@pytest.mark.parametrize("seats", [2, 3, 4])
@pytest.mark.parametrize("expansion", [False, True])
def test_table_every_size_seats_and_expansion(size: int, seats: int, expansion: bool) -> None:
    view = sample_view(size=size, seats=seats, expansion=expansion, fill=0.6, seed=seats)
    img = check_png(draw_table(view, NAMES[:seats]), min_w=700, max_w=700)
    assert img.height <= img.width * 1.45  # not so tall that Discord shows it small


@pytest.mark.parametrize("seats", [2, 3, 4])
def test_game_over_and_revealed_hands(seats: int) -> None:
    view = sample_view(size=7, seats=seats, expansion=True, over=True, revealed=True)
    check_png(draw_table(view, NAMES))


def test_tie_with_two_winners() -> None:
    view = sample_view(size=5, seats=2, over=True)
    view["scores"] = [10, 10]
    view["outcome"] = {"winners": [0, 1], "scores": [10, 10], "summary": "A draw."}
    check_png(draw_table(view, NAMES))


def all_kinds_view() -> dict[str, Any]:
    """A 7×7 board with every tile kind in every facing, occupied and not."""
    view = sample_view(size=7, seats=4, expansion=True, fill=0.0)
    kinds = list(CATALOGUE)
    board: list[list[Any]] = [[None] * 7 for _ in range(7)]
    i = 0
    for r in range(7):
        for c in range(7):
            if i < len(kinds) * 4:
                kind = kinds[i % len(kinds)]
                facing = "NESW"[i // len(kinds)]
                disk = None if kind == "wasteland" or i % 5 == 0 else i % 4
                board[r][c] = cell(kind, facing, disk)
            elif (r + c) % 2:
                board[r][c] = cell(None, disk=(r * 7 + c) % 4)
            i += 1
    view["board"] = board
    view["plunder"] = [kinds[:6], kinds[6:], ["troy"], []]
    view["highlight"] = ["A1", "G7", "Z9", "nonsense"]  # bad names are ignored, not fatal
    return view


def test_every_tile_kind_on_the_board() -> None:
    check_png(draw_table(all_kinds_view(), NAMES))


def test_every_tile_kind_in_a_hand() -> None:
    view = sample_seat_view(seat=2, hand=list(CATALOGUE), size=7, seats=4, expansion=True)
    check_png(draw_hand(view, NAMES), min_w=600, max_w=1500)


@pytest.mark.parametrize("hand", [[], ["spearman"], ["axeman", "javelin", "shield"]])
@pytest.mark.parametrize("size", [5, 7])
def test_hands(hand: list[str], size: int) -> None:
    view = sample_seat_view(seat=1, hand=hand, size=size, seats=3)
    view["oracle_returns_left"] = 1
    check_png(draw_hand(view, NAMES), min_w=600, max_w=1300)


def test_unknown_kind_still_draws() -> None:
    """A kind the renderer does not know (a newer engine) is drawn from the catalogue."""
    view = sample_view(size=5, seats=2)
    view["catalogue"] = dict(
        view["catalogue"],
        chariot={"name": "Chariot", "value": 7, "arrows": ["N", "S"], "jumps": []},
    )
    view["board"][0][0] = {
        "tile": "chariot",
        "facing": "E",
        "disk": 1,
        "value": 7,
        "arrows": ["E", "W"],
        "jumps": [],
    }
    check_png(draw_table(view, ["a", "b"]))


def test_missing_names_fall_back_to_seats() -> None:
    check_png(draw_table(sample_view(seats=4), []))


def test_deterministic() -> None:
    view = sample_view(size=7, seats=3, expansion=True, fill=0.7)
    assert draw_table(view, NAMES) == draw_table(view, NAMES)
    seat = sample_seat_view(size=7, seats=3)
    assert draw_hand(seat, NAMES) == draw_hand(seat, NAMES)


def test_registry_dispatches_and_rejects_unknown_games() -> None:
    view = sample_view()
    assert draw_table(view, NAMES) == ilios_table.draw_table(view, NAMES)
    seat = sample_seat_view()
    assert draw_hand(seat, NAMES) == ilios_hand.draw_hand(seat, NAMES)
    with pytest.raises(KeyError):
        draw_table({"game": "chess"}, NAMES)


def test_table_ignores_a_seat_views_hand() -> None:
    """Passing a seat view to draw_table must not show that seat's hand."""
    seat = sample_seat_view(seat=0, hand=["powerful", "oracle", "spearman"])
    public = {k: v for k, v in seat.items() if k not in ("seat", "hand", "oracle_returns_left")}
    assert draw_table(seat, NAMES) == draw_table(public, NAMES)


def test_png_well_under_budget() -> None:
    for kw in ({"size": 7, "seats": 4, "expansion": True, "fill": 0.8}, {"over": True}):
        assert len(draw_table(sample_view(**kw), NAMES)) < 300 * 1024
    assert len(draw_hand(sample_seat_view(), NAMES)) < 300 * 1024


def test_threads_draw_the_same_bytes() -> None:
    """The bot draws in worker threads; concurrent renders must match a lone one."""
    from concurrent.futures import ThreadPoolExecutor

    views = [sample_view(size=7, seats=s, expansion=bool(s % 2), fill=0.5) for s in (2, 3, 4)]
    expected = [draw_table(v, NAMES) for v in views]
    with ThreadPoolExecutor(max_workers=4) as pool:
        got = list(pool.map(lambda v: draw_table(v, NAMES), views * 3))
    assert got == expected * 3
