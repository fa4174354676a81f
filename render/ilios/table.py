"""The public ILIOS table: the board with coordinates, and a side panel with every player's
numbers, whose turn it is, the bag, revealed hands and, at the end, the winners.

Draws only from the public view (docs/dev/ilios-view.md); nothing here can see a hand.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from PIL import Image, ImageDraw

from engine.core.grid import grid as square_grid
from render.core.banner import draw_banner_caption, draw_title_banner
from render.core.cache import draw_cached
from render.core.canvas import parchment, stone_panel
from render.core.fonts import font
from render.core.grid import Grid
from render.core.names import seat_name
from render.core.panels import PlayerRow, draw_player_row
from render.core.png import encode
from render.core.sprites import draw_highlight, draw_marker
from render.core.text import draw_text, ellipsize, fit_font, wrap
from render.core.theme import (
    BANNER,
    GOLD,
    GOLD_LIGHT,
    HIGHLIGHT,
    INK,
    INK_SOFT,
    STONE,
    STONE_DARK,
    mix,
    player_style,
)
from render.ilios.tiles import paste_mini, paste_open, paste_plundered, paste_tile

PAD = 18
BANNER_H = 62
PANEL_W = 326
MINI = 26
MINI_GAP = 4
PANEL_FILL = (246, 238, 218)


def cell_size(size: int) -> int:
    """Cell pixels so that both 5×5 and 7×7 boards come out near 700 px square."""
    return 92 if size >= 7 else max(92, 620 // max(1, size))


def board_margin(cell: int) -> int:
    """Width of the coordinate band round a board of ``cell`` px squares."""
    return max(22, min(30, cell // 3))


def _frame(
    draw: ImageDraw.ImageDraw, box: tuple[float, float, float, float], size: int, cell: int
) -> None:
    """The stone frame, the dark bed under the squares and the coordinates of a board whose
    outer box is ``box``: the same for every board of one size."""
    grid = board_grid(size, cell, int(box[0]), int(box[1]))
    stone_panel(draw, grid.outer, STONE, STONE_DARK, radius=14, width=3)
    draw.rectangle(
        (grid.x - 3, grid.y - 3, grid.x + grid.width + 2, grid.y + grid.height + 2),
        fill=mix(STONE_DARK, INK, 0.3),
    )
    grid.draw_labels(draw, fill=INK, size=max(13, grid.margin * 3 // 5))


def tile_inset(cell: int) -> int:
    """Pixels between a cell's edge and the tile drawn in it, so the dark bed shows between."""
    return max(2, cell // 28)


def board_grid(size: int, cell: int, x: int, y: int) -> Grid:
    """Where a ``size``×``size`` board of ``cell`` px squares lies when its frame's top-left
    corner is at (``x``, ``y``)."""
    margin = board_margin(cell)
    return Grid(x + margin, y + margin, size, size, cell, margin)


def draw_board(img: Image.Image, view: dict[str, Any], grid: Grid) -> None:
    """The framed board with coordinates, every square, and the last move's frames; below
    70 px cells (mini-boards) tiles drop their words and keep arrows, disks and values."""
    draw = ImageDraw.Draw(img)
    size, cell = grid.cols, grid.cell
    draw_cached(img, grid.outer, ("ilios-board", size, cell), lambda d, b: _frame(d, b, size, cell))
    squares = square_grid(size)
    catalogue = view.get("catalogue", {})
    inset = tile_inset(cell)
    for row, cells in enumerate(view["board"]):
        for col, c in enumerate(cells):
            box = grid.box(col, row, inset)
            if c is None:
                paste_open(img, box, squares.name((col, row)))
            elif c.get("tile") is None:
                paste_plundered(img, box, c.get("disk"), words=cell >= 70)
            else:
                paste_tile(
                    img,
                    box,
                    c["tile"],
                    catalogue,
                    arrows=c.get("arrows") or (),
                    jumps=c.get("jumps") or (),
                    value=c.get("value"),
                    disk=c.get("disk"),
                    detail=cell >= 70,
                )
    last = (view.get("last") or {}).get("square")
    for name in view.get("highlight") or []:
        pos = squares.parse(name)
        if pos is None:
            continue
        w = max(4, cell // 18) + (2 if name == last else 0)
        draw_highlight(draw, grid.box(pos[0], pos[1], 1), HIGHLIGHT, w)


def _mini_lines(count: int, width: int) -> int:
    """Lines a wrapped row of ``count`` miniatures takes, to size panel rows before drawing."""
    per_line = max(1, (width + MINI_GAP) // (MINI + MINI_GAP))
    return (count + per_line - 1) // per_line if count else 0


def _draw_minis(
    img: Image.Image,
    x: float,
    y: float,
    width: float,
    kinds: Sequence[str],
    catalogue: dict[str, Any],
) -> float:
    """A wrapped row of miniature tiles; returns the y below it."""
    per_line = max(1, int(width + MINI_GAP) // (MINI + MINI_GAP))
    for i, kind in enumerate(kinds):
        line, pos = divmod(i, per_line)
        bx = x + pos * (MINI + MINI_GAP)
        by = y + line * (MINI + MINI_GAP)
        paste_mini(img, (bx, by, bx + MINI, by + MINI), kind, catalogue)
    return y + _mini_lines(len(kinds), int(width)) * (MINI + MINI_GAP)


def _turn_line(view: dict[str, Any], names: Sequence[str]) -> str:
    """The banner words: who must act and what, or who won."""
    outcome = view.get("outcome")
    if view.get("phase") == "over" or outcome:
        winners = list((outcome or {}).get("winners") or [])
        if not winners:
            return "Game over"
        who = " & ".join(seat_name(names, w) for w in winners)
        return f"Game over — {who} {'wins' if len(winners) == 1 else 'share the win'}"
    to_act = view.get("to_act") or ([view["turn"]] if view.get("turn") is not None else [])
    who = " & ".join(seat_name(names, s) for s in to_act) or "?"
    stage = view.get("stage") or ""
    return f"{who} to {stage}" if stage else f"{who} to play"


def _player_rows(view: dict[str, Any], names: Sequence[str]) -> list[dict[str, Any]]:
    """Per-seat numbers read defensively from the view, so a missing key draws as 0."""
    seats = int(view.get("seats", len(view.get("scores", []))))
    outcome = view.get("outcome") or {}
    winners = set(outcome.get("winners") or [])
    acting = set(view.get("to_act") or []) if view.get("phase") != "over" else set()
    revealed = view.get("revealed") or {}

    def num(key: str, seat: int) -> int:
        values = view.get(key) or []
        return int(values[seat]) if seat < len(values) and values[seat] is not None else 0

    scores = outcome.get("scores") or view.get("scores") or []
    rows = []
    for s in range(seats):
        rows.append(
            {
                "seat": s,
                "name": seat_name(names, s),
                "score": int(scores[s]) if s < len(scores) else 0,
                "on_board": num("disks_on_board", s),
                "left": num("disks_left", s),
                "hand": num("hand_sizes", s),
                "plunder": list((view.get("plunder") or [[]] * seats)[s] or []),
                "revealed": list(revealed.get(str(s), revealed.get(s, [])) or []),
                "active": s in acting,
                "winner": s in winners,
            }
        )
    return rows


def _row_height(row: dict[str, Any], inner: int) -> int:
    """Height of a player row, which grows with its plunder and any revealed hand."""
    h = 54 + 18 + 8
    h += 18 + max(1, _mini_lines(len(row["plunder"]), inner)) * (MINI + MINI_GAP)
    if row["revealed"]:
        h += 18 + _mini_lines(len(row["revealed"]), inner) * (MINI + MINI_GAP)
    return h


def draw_panel(
    img: Image.Image,
    view: dict[str, Any],
    names: Sequence[str],
    x: int,
    y: int,
    width: int,
    height: int,
) -> None:
    """The side panel: outcome, status, one row per player, last move and a legend."""
    draw = ImageDraw.Draw(img)
    catalogue = view.get("catalogue", {})
    stone_panel(draw, (x, y, x + width, y + height), PANEL_FILL, STONE_DARK, radius=12)
    cx = x + 14
    inner_w = width - 28
    cy = y + 14
    outcome = view.get("outcome")
    rows = _player_rows(view, names)
    if view.get("phase") == "over" or outcome:
        winners = [r for r in rows if r["winner"]]
        draw.rounded_rectangle(
            (cx, cy, cx + inner_w, cy + 86), 10, fill=BANNER, outline=GOLD, width=3
        )
        draw_text(
            draw,
            (cx + inner_w / 2, cy + 20),
            "GAME OVER",
            font("serif", 20),
            GOLD_LIGHT,
            anchor="mm",
        )
        if winners:
            title = "Winner" if len(winners) == 1 else "Winners (tie)"
            who = " & ".join(r["name"] for r in winners)
            text = f"★ {title}: {who} ★"
            fnt = fit_font(text, "bold", 20, inner_w - 20, min_size=11)
            draw_text(
                draw,
                (cx + inner_w / 2, cy + 48),
                ellipsize(text, fnt, inner_w - 20),
                fnt,
                (255, 250, 235),
                anchor="mm",
            )
            best = winners[0]["score"]
            note = f"with {best} plunder"
            if any(r["score"] == best and not r["winner"] for r in rows):
                note += " (tie broken by disks on board)"
            elif len(winners) > 1:
                note += " and as many disks on board"
            nf = fit_font(note, "sans", 14, inner_w - 16, min_size=10)
            draw_text(draw, (cx + inner_w / 2, cy + 71), note, nf, GOLD_LIGHT, anchor="mm")
        cy += 98
    else:
        bag = view.get("bag", 0)
        size = view.get("size", 7)
        mode = f"{size}×{size}" + (" · Troy expansion" if view.get("expansion") else "")
        draw_text(draw, (cx, cy), mode, font("bold", 15), INK)
        draw_text(draw, (cx + inner_w, cy), f"Bag: {bag} tiles", font("bold", 15), INK, anchor="ra")
        cy += 24
        stage = (view.get("stage") or "").strip()
        if stage:
            sf = font("sans", 14)
            draw_text(draw, (cx, cy), ellipsize(f"Now: {stage}", sf, inner_w), sf, INK_SOFT)
            cy += 22
    for row in rows:
        st = player_style(row["seat"])
        h = _row_height(row, inner_w - 30)
        details = [f"Disks: {row['on_board']} on board · {row['left']} left · Hand: {row['hand']}"]
        free = draw_player_row(
            draw,
            (cx, cy, cx + inner_w, cy + h),
            PlayerRow(st, row["name"], str(row["score"]), details, row["active"], row["winner"]),
            score_label="plunder",
        )
        fx, fy, fr, _ = free
        label_font = font("sans", 12)
        count = len(row["plunder"])
        draw_text(
            draw,
            (fx, fy),
            f"Plunder tiles ({count}):" if count else "Plunder: none yet",
            label_font,
            INK_SOFT,
        )
        fy += 17
        fy = _draw_minis(img, fx, fy, fr - fx, row["plunder"], catalogue) if count else fy + 4
        if row["revealed"]:
            draw_text(
                draw, (fx, fy), "Hand shown to all (could not deploy):", label_font, (150, 40, 20)
            )
            _draw_minis(img, fx, fy + 17, fr - fx, row["revealed"], catalogue)
        cy += h + 8
    cy += 4
    last = view.get("last")
    if last and last.get("square"):
        seat = last.get("seat")
        who = seat_name(names, seat) if isinstance(seat, int) else "?"
        text = f"Last move: {who} at {last['square']}"
        lf = fit_font(text, "bold", 14, inner_w - 34, min_size=10)
        draw_highlight(draw, (cx + 2, cy + 1, cx + 18, cy + 17), HIGHLIGHT, 3)
        draw_text(draw, (cx + 28, cy + 9), ellipsize(text, lf, inner_w - 34), lf, INK, anchor="lm")
        cy += 26
    draw_legend_box(img, cx, cy, inner_w, y + height - 12)


LEGEND = [
    ("arrow", "Arrow: the tile raids that neighbour"),
    ("jump", "Dots (horses): the squares it jumps to"),
    ("coin", "Coin: plunder value of the tile"),
    ("frame", "Coloured frame + disk: who occupies it"),
    ("open", "Pale square with its name: open"),
]


def draw_legend_box(img: Image.Image, x: int, y: int, width: int, bottom: int) -> None:
    """A few words on how to read a tile, for players new to the bot, at the foot of the panel
    (left out when the panel has no room for them)."""
    fnt = font("sans", 12)
    lines: list[str] = []
    for _, text in LEGEND:
        lines.extend(wrap(text, fnt, int(width - 4)))
    top = bottom - len(lines) * 16
    if top < y:
        return
    draw_cached(
        img,
        (x, top - 6, x + width, bottom),
        ("ilios-legend", tuple(lines)),
        lambda d, b: _paint_legend(d, b, lines),
        background=(*PANEL_FILL, 255),
    )


def _paint_legend(
    draw: ImageDraw.ImageDraw, box: tuple[float, float, float, float], lines: list[str]
) -> None:
    """A rule, then the legend lines under it."""
    x, y, right, _ = box
    draw.line((x, y, right, y), fill=mix(STONE, INK, 0.2), width=1)
    fnt = font("sans", 12)
    for i, line in enumerate(lines):
        draw_text(draw, (x, y + 6 + i * 16), line, fnt, INK_SOFT)


def panel_height(view: dict[str, Any], names: Sequence[str]) -> int:
    """Height the side panel needs for this view."""
    rows = _player_rows(view, names)
    h = 14 + (98 if (view.get("phase") == "over" or view.get("outcome")) else 46)
    h += sum(_row_height(r, PANEL_W - 28 - 30) + 8 for r in rows)
    return h + 30 + len(LEGEND) * 16 + 24


@dataclass(frozen=True)
class TableLayout:
    """Where the parts of a table picture go: the tests probe squares through ``board``."""

    width: int
    height: int
    body_h: int  # height of the board and panel band under the banner
    board: Grid


def table_layout(view: dict[str, Any], names: Sequence[str]) -> TableLayout:
    """The picture's size and the board's place for this view (the panel sets the height)."""
    size = int(view["size"])
    cell = cell_size(size)
    board_px = size * cell + 2 * board_margin(cell)
    body_h = max(board_px, panel_height(view, names))
    width = PAD + board_px + PAD + PANEL_W + PAD
    height = BANNER_H + PAD + body_h + PAD
    board = board_grid(size, cell, PAD, BANNER_H + PAD + (body_h - board_px) // 2)
    return TableLayout(width, height, body_h, board)


def render_table(view: dict[str, Any], names: Sequence[str]) -> Image.Image:
    """The table as a Pillow image (``draw_table`` encodes it)."""
    layout = table_layout(view, names)
    width, height, body_h = layout.width, layout.height, layout.body_h
    img = parchment(width, height)
    draw = ImageDraw.Draw(img)
    tx = draw_title_banner(draw, width, BANNER_H, "ILIOS", 32, PAD + 4, 22)
    line = _turn_line(view, names)
    mover = None
    if view.get("phase") != "over" and not view.get("outcome"):
        acting = view.get("to_act") or []
        mover = acting[0] if len(acting) == 1 else None
    if mover is not None:
        draw_marker(draw, (tx + 14, BANNER_H / 2), 13, player_style(mover), outline=(250, 240, 210))
        tx += 38
    draw_banner_caption(draw, tx, width - PAD, BANNER_H, line, 22, 13)
    draw_board(img, view, layout.board)
    draw_panel(img, view, names, layout.board.outer[2] + PAD, BANNER_H + PAD, PANEL_W, body_h)
    return img


def draw_table(view: dict[str, Any], names: Sequence[str]) -> bytes:
    """PNG of the public ILIOS table for ``view`` (a public or seat view; hands are ignored)."""
    return encode(render_table(view, names))
