"""The Siege pictures drawn from real views: a short-scenario game between the engine's `normal`
bots, pictured where something happens (plans, fights, shots, wounds, the end), must draw every
piece on the map on its square in its side's colour, every wounded piece with its red corner, the
plans and fights the view lists, the zoomed region round any square, and each commander's own
pieces; the words of the panel must show the dice of the last results.
"""

from __future__ import annotations

import io
from collections.abc import Iterator
from functools import cache
from typing import Any

import pytest
from PIL import Image
from test_render_siege import (
    FACE,
    corner_share,
    counter_at,
    counter_box,
    near,
    px,
    share,
)

from engine.core.grid import parse_square
from engine.siege import GAME
from render.core.theme import mix
from render.samples_play import bot_game
from render.siege import style
from render.siege.counters import GREY
from render.siege.hand import BANNER_H as HAND_BANNER
from render.siege.hand import COLUMNS, COUNTER, PAD, ROW_H, commanded, draw_hand, render_hand
from render.siege.mapview import Frame, fight_pairs, swords_center, swords_radius, whole_map
from render.siege.model import by_id, read_calendar, read_fights, read_pieces
from render.siege.region import CELL, map_origin, region_window, render_region
from render.siege.whole import draw_whole as draw_table
from render.siege.whole import render_whole as render_table
from render.siege.whole import whole_layout as table_layout
from render.siege.words import coming_lines, fight_lines, number, result_lines, turn_line

NAMES = ["Ann", "Bo", "Cy", "Di"]
SEED = 5


def states(scenario: str, seats: int = 2, bot: str = "normal") -> Iterator[Any]:
    """Every state of one bot game of ``scenario``."""
    return (m.state for m in bot_game(GAME, {"scenario": scenario}, seats, SEED, bot=bot))


@cache
def moments() -> dict[str, dict[str, Any]]:
    """Public views of one bot game at its telling moments: the start, the most plans, a fight,
    a shot, a wounded piece on the map, the last results and the end."""
    found: dict[str, dict[str, Any]] = {}
    most = 0
    last: dict[str, Any] = {}
    for state in states("day1"):
        view = GAME.public_view(state)
        found.setdefault("start", view)
        if len(view["plans"]) > most:
            most, found["plans"] = len(view["plans"]), view
        if view["attacks"] and "fight" not in found:
            found["fight"] = view
        if any(a["kind"] == "duel" for a in view["attacks"]) and "duel" not in found:
            found["duel"] = view
        if view["shots"] and "shot" not in found:
            found["shot"] = view
        if any(p["state"] == "wounded" for p in view["pieces"]) and "wounded" not in found:
            found["wounded"] = view
        if view["last_results"]:
            found["results"] = view
        last = view
    found["end"] = last
    return found


def test_the_bot_game_reaches_every_moment_pictured() -> None:
    assert {"start", "plans", "fight", "shot", "wounded", "results", "end"} <= set(moments())


@pytest.mark.parametrize("moment", ["start", "plans", "fight", "shot", "wounded", "end"])
def test_every_piece_on_the_map_is_drawn_on_its_square(moment: str) -> None:
    view = moments()[moment]
    img = render_table(view, NAMES)
    grid = table_layout().board
    drawn = 0
    for p in view["pieces"]:
        if p["square"] is None or p["state"] not in ("well", "wounded", "abstaining"):
            continue
        colour = style.side(p["side"]).colour
        if p["state"] == "abstaining":
            colour = mix(colour, GREY, 0.55)
        box = counter_box(grid, p["square"])
        assert near(counter_at(img, box, *FACE), colour), f"{moment}: {p['id']} at {p['square']}"
        wound = corner_share(img, box, style.WOUND)
        assert (wound > 0.25) == (p["state"] == "wounded"), f"{moment}: {p['id']} wound mark"
        drawn += 1
    assert drawn >= 10


def test_the_plans_of_a_real_move_are_drawn() -> None:
    view = moments()["plans"]
    img = render_table(view, NAMES)
    quiet = dict(view, plans=[])
    without = render_table(quiet, NAMES)
    area = table_layout().board.outer
    side = by_id(read_pieces(view))[view["plans"][0]["piece"]].side
    dark = style.side(side).dark
    with_plans = share(img, area, lambda c: near(c, dark, 12))
    assert with_plans > share(without, area, lambda c: near(c, dark, 12)) + 0.0002 * len(
        view["plans"]
    )


@pytest.mark.parametrize("moment", ["fight", "duel"])
def test_the_fights_of_a_real_move_are_drawn(moment: str) -> None:
    view = moments()[moment]
    img = render_table(view, NAMES)
    grid = table_layout().board
    frame = Frame(whole_map(), grid.cell)
    pieces = by_id(read_pieces(view))
    r = swords_radius(grid.cell)
    pairs = [pair for fight in read_fights(view) for pair in fight_pairs(fight, pieces)]
    assert pairs, "the view's fights have foes side by side"
    for a, b in pairs:
        x, y = swords_center(frame, a, b)
        x, y = x + grid.x, y + grid.y
        probes = (px(img, x + r * 0.75, y), px(img, x - r * 0.75, y))
        assert any(near(c, style.ATTACK, 20) for c in probes), (a, b)


def test_the_shots_of_a_real_move_ring_their_targets() -> None:
    view = moments()["shot"]
    img = render_table(view, NAMES)
    grid = table_layout().board
    for shot in view["shots"]:
        sq = parse_square(shot["target"])
        assert sq is not None
        cx, cy = grid.center(*sq)
        ring = (
            cx - grid.cell * 0.6,
            cy - grid.cell * 0.6,
            cx + grid.cell * 0.6,
            cy + grid.cell * 0.6,
        )
        assert share(img, ring, lambda c: near(c, style.SHOT, 20)) > 0.02


def test_the_words_show_the_dice() -> None:
    view = moments()["results"]
    lines = result_lines(view)
    assert lines and len(lines) == len(view["last_results"])
    for line, raw in zip(lines, view["last_results"], strict=True):
        if raw["kind"] == "shot":
            assert f"die {number(raw['die'])}" in line
        if raw["kind"] == "battle":
            for side in ("greek", "trojan"):
                assert f"die {number(raw['dice'][side])} = {number(raw['totals'][side])}" in line
        if raw["kind"] == "duel":
            assert line.count("–") >= len(raw["throws"])
            first = raw["throws"][0]
            totals, dice = [number(v) for v in first["totals"]], [number(v) for v in first["dice"]]
            assert f"{totals[0]}–{totals[1]} (dice {dice[0]}, {dice[1]})" in line
    fights = fight_lines(moments()["fight"])
    assert any(line.startswith(("Duel", "Battle")) for line in fights)
    assert turn_line(moments()["end"], NAMES).startswith("Game over")
    assert coming_lines(read_calendar(moments()["start"]))[0].startswith("Now: duel")


# ---------------------------------------------------------------- region


@pytest.mark.parametrize(
    ("around", "corner"), [("A1", (0, 0)), ("X16", (16, 9)), ("M8", (8, 4)), ("f7", (1, 3))]
)
def test_the_region_is_centred_and_kept_on_the_map(around: str, corner: tuple[int, int]) -> None:
    window = region_window(around)
    assert (window.col0, window.row0) == corner
    assert (window.cols, window.rows) == (8, 7)


@pytest.mark.parametrize("bad", ["Z9", "A17", "A0", "hello", "", "F7:"])
def test_the_region_refuses_squares_off_the_map(bad: str) -> None:
    with pytest.raises(ValueError):
        region_window(bad)


def test_the_region_draws_the_pieces_round_a_square_larger() -> None:
    view = moments()["fight"]
    fight = view["attacks"][0]
    pid = fight["greek"][0]
    square = next(p["square"] for p in view["pieces"] if p["id"] == pid)
    img = render_region(view, square, NAMES)
    window = region_window(square)
    x0, y0 = map_origin()
    inside = [p for p in read_pieces(view) if p.on_map and p.square and window.contains(p.square)]
    assert inside
    for p in inside:
        assert p.square is not None
        col, row = p.square[0] - window.col0, p.square[1] - window.row0
        inset = max(3, round(CELL * 0.07))
        box = (
            x0 + col * CELL + inset,
            y0 + row * CELL + inset,
            x0 + (col + 1) * CELL - inset,
            y0 + (row + 1) * CELL - inset,
        )
        colour = style.side(p.side).colour
        if p.state == "abstaining":
            colour = mix(colour, GREY, 0.55)
        assert near(counter_at(img, box, *FACE), colour), p.id
    png = io.BytesIO(draw_table(view, NAMES))
    with Image.open(png) as table_png:
        assert img.width < table_png.width


# ---------------------------------------------------------------- a commander's pieces


@pytest.mark.parametrize("seats", [2, 4])
def test_each_commander_sees_exactly_his_pieces(seats: int) -> None:
    state = next(iter(states("day2", seats)))
    total = 0
    for seat in range(seats):
        view = GAME.seat_view(state, seat)
        mine = commanded(view)
        assert [p.id for p in mine] == list(view["command"])
        img = render_hand(view, NAMES)
        for k, p in enumerate(mine):
            row, col = divmod(k, COLUMNS)
            x = PAD + col * ((img.width - 2 * PAD) // COLUMNS)
            y = HAND_BANNER + PAD + row * ROW_H
            face = counter_at(img, (x, y, x + COUNTER, y + COUNTER), *FACE)
            colour = style.side(p.side).colour
            if p.state == "abstaining":
                colour = mix(colour, GREY, 0.55)
            assert near(face, colour), (seat, p.id)
        assert corner_share(img, (0, 0, 10, 10), style.WOUND) == 0
        total += len(mine)
        assert draw_hand(view, NAMES)[:8] == b"\x89PNG\r\n\x1a\n"
    assert total == sum(1 for p in GAME.public_view(state)["pieces"] if p["state"] != "gone")
