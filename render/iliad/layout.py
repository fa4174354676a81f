"""Where everything on the Iliad table goes: the middle of the table (oracle, Victory cards at
stake, tiles, Heroes), the score strip, and one full-width row per seat with its army laid out.

Designed for Discord's preview, 550 px wide: the picture is ``WIDTH`` wide and every text a
player reads (names, scores, whose turn, each card's value) is at least ``MIN_FONT`` px, which
shows at 10 px or more at preview size (tests check it). An army's items stand side by side, each
a column of chips: a Phalanx's Hoplites as value squares in the order laid, the riders under
their Elephant, the face-down count under its Horse. Kept apart from the drawing so the tests
probe the very boxes the drawing used.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from engine.iliad.army import tag
from render.core.fonts import font
from render.core.text import width
from render.iliad.cards import Face
from render.iliad.chips import CHIP_FONT, PILL_FONT, chip_width, chip_words, pill_width
from render.iliad.model import Item, Seat, face_of, faces, read_seats, seats_count, teams

Box = tuple[int, int, int, int]

WIDTH = 760
PREVIEW = 550  # Discord shows a plain attachment this wide
MIN_FONT = 14  # 14 × 550 / 760 = 10.1 px at preview
PAD = 16
BANNER_H = 50
LINE = 29  # a line of the middle of the table
CHIP_H = 24
ROW_STEP = CHIP_H + 3  # from one chip of a column to the next
COL_W, COL_GAP = 110, 6  # an item's column
SQUARE = 20  # a Hoplites' value square (a Phalanx holds at most 4: values fall)
STRIP_H = 40
HEADER_H = 64  # a seat row's two lines above its army
FOOT_H = 24  # an item's value pill and id under its column
NOTE_H = 18
TILES_W = 282
TILE_CHIP_W = 124
MARKER_R = 13

# The fonts of what a player must read at preview size (the tests check each against MIN_FONT).
FONTS: dict[str, tuple[str, int]] = {
    "turn": ("bold", 20),  # the banner: whose turn and what to do (shrinks down to MIN_FONT)
    "name": ("serif", 20),  # a seat's name (shrinks down to MIN_FONT, then whole words)
    "points": ("bold", 18),  # a seat's points
    "army": ("serif", 26),  # an army's value
    "strip": ("bold", 20),  # the score strip's numbers
    "chip": CHIP_FONT,  # a card: its value and short name
    "pill": PILL_FONT,  # an item's value
    "label": ("bold", 14),  # tags, the middle's headings, item ids
    "info": ("sans", 14),  # counts: cards face down, hand sizes, cities and triremes
}
VALUED = frozenset({"phalanx", "elephant", "archers", "chariot", "hero"})


def stake_faces(view: dict[str, Any]) -> list[Face]:
    return faces(view.get("stake"))


@dataclass(frozen=True)
class ItemBoxes:
    """One army item on the table: its heading chip (a Phalanx's), each card's box in the order
    they lie (a Phalanx's value squares, an Elephant and its riders, a Horse and any card revealed
    on it), the face-down count, its value pill and where its id is written (``p2.3``: the words
    of moves and events name items so)."""

    item: Item
    head: Box | None  # a Phalanx's icon before its values; other items start with a card
    cards: tuple[Box, ...]  # one per face-up card, bottom card first
    backs: Box | None  # "3 face down" on a Horse
    pill: Box | None
    label: Box | None  # None for the Hero, which no move names
    note: Box | None  # under the id: "fallen" (from an Elephant or a Horse) or "revealed"


@dataclass(frozen=True)
class SeatBoxes:
    seat: Seat
    panel: Box
    army_value: Box  # the army's number, top right
    points: Box  # the seat's points, second line
    won: tuple[tuple[Face, int, Box], ...]  # a chip per kind of card won: face, copies, box
    items: tuple[ItemBoxes, ...]


@dataclass(frozen=True)
class StripCell:
    """One score in the strip: a seat's, or a team's with its members."""

    seats: tuple[int, ...]
    team: int | None
    box: Box


@dataclass(frozen=True)
class TableLayout:
    width: int
    height: int
    middle: Box
    oracle: Box
    stake: tuple[Box, ...]
    heroes: tuple[Box, ...]  # one per Hero of this game, strongest first
    tiles: dict[str, Box]
    strip: Box
    cells: tuple[StripCell, ...]
    seats: tuple[SeatBoxes, ...]


def column_lines(item: Item) -> int:
    """How many chip lines the item's column takes."""
    if item.kind == "phalanx":
        return 1
    return len(item.cards) + (1 if item.hidden else 0)


def note_words(item: Item) -> str:
    """The word under an item's id: "fallen" for a card that fell from an Elephant or a Horse
    (it may not join a Phalanx, an Elephant or a Horse), "revealed" for a Horse whose cards were
    turned up at the siege's end and wait to be placed; else nothing."""
    if item.fallen:
        return "fallen"
    return "revealed" if item.kind == "horse" and len(item.cards) > 1 else ""


def column_height(item: Item) -> int:
    return column_lines(item) * ROW_STEP + FOOT_H + (NOTE_H if note_words(item) else 0)


def _column(item: Item, x: int, y: int) -> ItemBoxes:
    right = x + COL_W
    head = None
    boxes: list[Box] = []
    backs = None
    line = y
    if item.kind == "phalanx":  # its icon, then each Hoplites' value in the order laid
        head = (x, line, x + CHIP_H, line + CHIP_H)
        for k in range(len(item.cards)):
            sx = head[2] + 2 + k * (SQUARE + 2)
            boxes.append((sx, line, sx + SQUARE, line + CHIP_H))
        line += ROW_STEP
    else:
        for k, _ in enumerate(item.cards):
            boxes.append((x, line, right, line + CHIP_H))
            line += ROW_STEP
            if k == 0 and item.hidden:  # the face-down cards lie on the Horse itself
                backs = (x, line, right, line + CHIP_H)
                line += ROW_STEP
    pill = None
    if item.kind in VALUED and item.value is not None:
        text = pill_text(item)
        pill = (x, line, x + pill_width(text), line + FOOT_H - 3)
    label = None
    if item.kind != "hero":
        lx = pill[2] + 6 if pill else x
        label = (lx, line, lx + width(tag(item.id), font(*FONTS["label"])), line + FOOT_H - 3)
    note = None
    if note_words(item):
        note_w = width(note_words(item), font(*FONTS["label"]))
        note = (x, line + FOOT_H, x + note_w, line + FOOT_H + NOTE_H)
    return ItemBoxes(item, head, tuple(boxes), backs, pill, label, note)


def pill_text(item: Item) -> str:
    """An item's value as its pill writes it ("24", "+6" for a Hero)."""
    return f"+{item.value}" if item.kind == "hero" else str(item.value)


def _items(seat: Seat, left: int, top: int, right: int) -> tuple[list[ItemBoxes], int]:
    """Lay the items out left to right, wrapping to a new row; returns the boxes and the height
    the rows take."""
    per_row = max(1, (right - left + COL_GAP) // (COL_W + COL_GAP))
    out: list[ItemBoxes] = []
    y = top
    items = list(seat.items)
    for start in range(0, len(items), per_row):
        row = items[start : start + per_row]
        for i, item in enumerate(row):
            out.append(_column(item, left + i * (COL_W + COL_GAP), y))
        y += max(column_height(it) for it in row) + 6
    return out, y - top


def score_text(seat: Seat) -> str:
    return f"{seat.score} pt"


def won_groups(seat: Seat) -> list[tuple[Face, int]]:
    """The cards a seat won, alike ones together ("City 1" × 4), in the order first won."""
    groups: dict[Face, int] = {}
    for face in seat.won:
        groups[face] = groups.get(face, 0) + 1
    return list(groups.items())


def chip_text(face: Face, copies: int) -> str:
    """A won card's chip beside its icon: "2" (City 2), "−1" (Thanatos), "2 ×3" for three
    alike."""
    return f"{face.label} ×{copies}" if copies > 1 else face.label


def _chips(
    left: int, right: int, top: int, groups: list[tuple[Face, int]]
) -> list[tuple[Face, int, Box]]:
    """One chip per kind of card won, as wide as its words and icon; without the icons when
    they would not all fit before ``right`` (the words beside say the City and Trireme sums)."""
    icon = sum(chip_width(chip_text(f, n)) + 4 for f, n in groups) <= right - left
    out = []
    x = left
    for face, n in groups:
        w = chip_width(chip_text(face, n), icon)
        out.append((face, n, (x, top, x + w, top + CHIP_H)))
        x += w + 4
    return out


def info_words(seat: Seat) -> str:
    return f"cities {seat.cities} · triremes {seat.triremes} · hand {seat.hand}"


def seat_order(view: dict[str, Any]) -> list[int]:
    """Rows in seat order; in a team game partners one under the other, team by team."""
    count = seats_count(view)
    team_of = teams(view)
    if not team_of:
        return list(range(count))
    return sorted(range(count), key=lambda s: (team_of[s] if s < len(team_of) else 0, s))


def oracle_head(view: dict[str, Any]) -> str:
    return f"Siege {int(view.get('siege') or 1)} · oracle"


def oracle_words(view: dict[str, Any]) -> str:
    """What stands in the oracle's place when no oracle card is face up."""
    if view.get("kind") == "duel":
        return "none with 2 players"
    if view.get("tiebreak"):
        return "tie-break: Gorgon rules"
    return "none"


def _middle(
    view: dict[str, Any], top: int
) -> tuple[Box, tuple[Box, ...], tuple[Box, ...], dict[str, Box], int]:
    x0 = PAD + 12
    label = font(*FONTS["label"])
    y = top + 10
    ox = x0 + width(oracle_head(view), label) + 10
    oracle_face = face_of(view.get("oracle"))
    ow = (
        chip_width(chip_words(oracle_face))
        if oracle_face
        else width(oracle_words(view), label) + 16
    )
    oracle = (ox, y, ox + ow, y + CHIP_H)
    y += LINE
    sx = x0 + width("At stake", label) + 10
    tx = WIDTH - PAD - 12 - TILES_W
    stake: list[Box] = []
    stake_widths = [chip_width(chip_words(face)) for face in stake_faces(view)]
    # A stake grown by unwon Gorgon sieges shrinks its chips rather than run under the tiles.
    room = tx - 12 - sx - 6 * max(0, len(stake_widths) - 1)
    shrink = min(1.0, room / sum(stake_widths)) if stake_widths else 1.0
    for w in stake_widths:
        w = int(w * shrink)
        stake.append((sx, y, sx + w, y + CHIP_H))
        sx += w + 6
    tiles = {
        key: (tx, top + 10 + i * LINE, tx + TILES_W, top + 10 + i * LINE + CHIP_H)
        for i, key in enumerate(("agamemnon", "athena", "poseidon"))
    }
    y = top + 10 + 3 * LINE
    heroes: list[Box] = []
    hero_faces = faces(view.get("heroes"))
    if hero_faces:
        hx = x0 + width("Heroes", label) + 10
        widths = [chip_width(chip_words(f), icon=False) for f in hero_faces]
        room = WIDTH - PAD - 12 - hx
        gap = 6
        scale = min(1.0, (room - gap * (len(widths) - 1)) / sum(widths))
        for w in widths:
            w = int(w * scale)
            heroes.append((hx, y, hx + w, y + CHIP_H))
            hx += w + gap
        y += LINE
    return oracle, tuple(stake), tuple(heroes), tiles, y + 4


def _cells(view: dict[str, Any], top: int) -> tuple[StripCell, ...]:
    team_of = teams(view)
    count = seats_count(view)
    groups: list[tuple[tuple[int, ...], int | None]]
    if team_of:
        groups = [
            (tuple(s for s in range(count) if team_of[s] == t), t) for t in range(max(team_of) + 1)
        ]
    else:
        groups = [((s,), None) for s in range(count)]
    left = PAD + 12 + width(strip_head(view), font(*FONTS["label"])) + 12
    right = WIDTH - PAD - 8
    step = (right - left) // max(1, len(groups))
    return tuple(
        StripCell(
            members, team, (left + i * step, top + 4, left + (i + 1) * step - 6, top + STRIP_H - 4)
        )
        for i, (members, team) in enumerate(groups)
    )


def strip_head(view: dict[str, Any]) -> str:
    return f"Points ({int(view.get('target') or 12)} win)"


def table_layout(view: dict[str, Any]) -> TableLayout:
    """Every box of the table picture for ``view``; the height grows with the armies."""
    top = BANNER_H + 8
    oracle, stake, heroes, tiles, bottom = _middle(view, top)
    middle = (PAD, top, WIDTH - PAD, bottom)
    strip_top = bottom + 8
    strip = (PAD, strip_top, WIDTH - PAD, strip_top + STRIP_H)
    cells = _cells(view, strip_top)
    y = strip[3] + 8
    by_seat = read_seats(view)
    points_font = font(*FONTS["points"])
    seats: list[SeatBoxes] = []
    for s in seat_order(view):
        seat = by_seat[s]
        left, right = PAD, WIDTH - PAD
        items, used = _items(seat, left + 22, y + HEADER_H, right - 10)
        height = HEADER_H + (used if items else 26) + 4
        panel = (left, y, right, y + height)
        # "army" and its value, right-aligned at the row's end
        army_w = (
            width(str(seat.army), font(*FONTS["army"])) + 6 + width("army", font(*FONTS["info"]))
        )
        value = (right - 12 - army_w, y + 4, right - 12, y + 34)
        px = left + 22
        points = (px, y + 35, px + width(score_text(seat), points_font), y + 35 + CHIP_H)
        room_right = right - 14 - width(f"hand {seat.hand}", font(*FONTS["info"])) - 12
        won = _chips(points[2] + 12, room_right, y + 35, won_groups(seat))
        seats.append(SeatBoxes(seat, panel, value, points, tuple(won), tuple(items)))
        y += height + 6
    return TableLayout(
        WIDTH, y + 4, middle, oracle, stake, heroes, tiles, strip, cells, tuple(seats)
    )
