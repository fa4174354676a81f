"""Where everything on the Iliad table goes: the middle of the table (oracle, Victory cards at
stake, Heroes, tiles), the score strip, and one panel per seat with its army laid out as on a
real table.

Kept apart from the drawing so the tests probe the very boxes the drawing used. An army's items
stand side by side, each a column of cards: a Phalanx's Hoplites each a band lower than the one
before (every value shows), the riders on their Elephant, the face-down cards on their Horse.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from render.core.fonts import font
from render.iliad.cards import Face, band_height
from render.iliad.model import Item, Seat, read_seats, seats_count

Box = tuple[int, int, int, int]

WIDTH = 1240
PAD = 16
BANNER_H = 56
MID_H = 178
STRIP_H = 36
HEADER_H = 76
CARD_W, CARD_H = 62, 87
STEP = band_height(CARD_H)  # how much lower each stacked card lies
GAP = 10
BADGE_H = 20
LABEL_H = 14
BIG_W, BIG_H = 88, 118  # the oracle and the Victory cards at stake
HERO_W, HERO_H = 72, 101
TILES_W = 250
MAX_BACKS = 4  # face-down cards drawn on a Horse; the count badge says the rest
VALUED = frozenset({"phalanx", "elephant", "archers", "chariot", "hero"})


def columns(seats: int) -> int:
    """Seat panels per row: 2 for 2 and 4 players (partners one above the other), else 3 (with 6,
    each column is a team). Armies of more than 5 items, rare, wrap inside their panel."""
    return 2 if seats in (2, 4) else 3


def panel_width(cols: int) -> int:
    return (WIDTH - PAD * (cols + 1)) // cols


def stack_size(item: Item) -> int:
    """How many cards the item's column shows (a Horse shows a few backs, then the count)."""
    return len(item.cards) + min(item.hidden, MAX_BACKS)


def column_height(item: Item) -> int:
    return CARD_H + STEP * (stack_size(item) - 1)


@dataclass(frozen=True)
class ItemBoxes:
    """One army item on the table: each card's box (bottom card first), its value badge, and
    where its id is written (``p2.3``: the words of moves and events name items so)."""

    item: Item
    cards: tuple[Box, ...]  # face-up and face-down cards, in the order they lie
    backs: tuple[int, ...]  # which of ``cards`` are face down
    badge: Box | None
    label: Box | None  # None for the Hero, which no move names


@dataclass(frozen=True)
class SeatBoxes:
    seat: Seat
    panel: Box
    header: Box
    army_value: Box  # the army's number, top right
    won: tuple[tuple[Face, int, Box], ...]  # a chip per kind of card won: face, copies, box
    items: tuple[ItemBoxes, ...]


@dataclass(frozen=True)
class TableLayout:
    width: int
    height: int
    oracle: Box
    stake: tuple[Box, ...]
    heroes: tuple[Box, ...]  # one per Hero of this game, strongest first
    tiles: dict[str, Box]
    strip: Box
    seats: tuple[SeatBoxes, ...]


def _items(seat: Seat, left: int, top: int, right: int) -> tuple[list[ItemBoxes], int]:
    """Lay the items out left to right, wrapping to a new row; returns the boxes and the height
    the rows take."""
    per_row = max(1, (right - left + GAP) // (CARD_W + GAP))
    out: list[ItemBoxes] = []
    y = top
    items = list(seat.items)
    for start in range(0, len(items), per_row):
        row = items[start : start + per_row]
        tallest = max(column_height(it) for it in row)
        for i, item in enumerate(row):
            x = left + i * (CARD_W + GAP)
            n = stack_size(item)
            cards = tuple((x, y + k * STEP, x + CARD_W, y + k * STEP + CARD_H) for k in range(n))
            face_up = len(item.cards)
            # A Horse: the Horse card, then its face-down cards, then any revealed on it.
            backs = tuple(range(1, 1 + n - face_up)) if item.kind == "horse" else ()
            bottom = cards[-1][3]
            badge = None
            if item.kind in VALUED and item.value is not None:
                badge = (x + 6, bottom + 4, x + CARD_W - 6, bottom + 4 + BADGE_H)
            ly = bottom + 4 + (BADGE_H + 2 if badge else 2)
            label = None if item.kind == "hero" else (x, ly, x + CARD_W, ly + LABEL_H)
            out.append(ItemBoxes(item, cards, backs, badge, label))
        y += tallest + BADGE_H + LABEL_H + 12
    return out, y - top


SCORE_FONT = ("bold", 15)


def score_text(seat: Seat) -> str:
    return f"{seat.score} pt"


HAND_ROOM = 70  # kept right of the chips for "hand 12"


def won_groups(seat: Seat) -> list[tuple[Face, int]]:
    """The cards a seat won, alike ones together ("City 1" × 4), in the order first won."""
    groups: dict[Face, int] = {}
    for face in seat.won:
        groups[face] = groups.get(face, 0) + 1
    return list(groups.items())


def _chips(
    left: int, right: int, top: int, groups: list[tuple[Face, int]]
) -> tuple[tuple[Face, int, Box], ...]:
    """One chip per kind of card won, 40 px wide, narrower (down to 26) when many must fit."""
    step = max(30, min(44, (right - left) // max(1, len(groups))))
    return tuple(
        (face, n, (left + i * step, top, left + i * step + step - 4, top + 22))
        for i, (face, n) in enumerate(groups)
    )


def table_layout(view: dict[str, Any]) -> TableLayout:
    """Every box of the table picture for ``view``; the height grows with the armies."""
    top = BANNER_H + 10
    y = top + 30
    x = PAD + 14
    oracle = (x, y, x + BIG_W, y + BIG_H)
    x += BIG_W + 34
    stake_raw = view.get("stake") or []
    count = len(stake_raw) if isinstance(stake_raw, (list, tuple)) else 0
    stake = tuple(
        (x + i * (BIG_W + 8), y, x + i * (BIG_W + 8) + BIG_W, y + BIG_H) for i in range(count)
    )
    x += max(2, count) * (BIG_W + 8) + 26
    heroes_raw = view.get("heroes") or []
    n_heroes = len(heroes_raw) if isinstance(heroes_raw, (list, tuple)) else 0
    hy = y + (BIG_H - HERO_H) // 2
    heroes = tuple(
        (x + i * (HERO_W + 6), hy, x + i * (HERO_W + 6) + HERO_W, hy + HERO_H)
        for i in range(n_heroes)
    )
    tiles_x = WIDTH - PAD - 14 - TILES_W
    tiles = {
        key: (tiles_x, y + i * 40, tiles_x + TILES_W, y + i * 40 + 34)
        for i, key in enumerate(("agamemnon", "athena", "poseidon"))
    }
    strip_top = top + MID_H + 8
    strip = (PAD, strip_top, WIDTH - PAD, strip_top + STRIP_H)
    seats: list[SeatBoxes] = []
    y = strip[3] + 10
    all_seats = read_seats(view)
    cols = columns(seats_count(view))
    width = panel_width(cols)
    for row_start in range(0, seats_count(view), cols):
        row = all_seats[row_start : row_start + cols]
        laid = []
        for i, seat in enumerate(row):
            left = PAD + i * (width + PAD)
            right = left + width
            items, used = _items(seat, left + 14, y + HEADER_H, right - 14)
            laid.append((seat, left, right, items, max(used, 40)))
        height = HEADER_H + max(u for *_, u in laid) + 6
        for seat, left, right, items, _ in laid:
            panel = (left, y, right, y + height)
            header = (left, y, right, y + HEADER_H - 6)
            value = (right - 120, y + 6, right - 12, y + 40)
            after = font(*SCORE_FONT).getlength(score_text(seat))
            won = _chips(left + 32 + round(after), right - 14 - HAND_ROOM, y + 44, won_groups(seat))
            seats.append(SeatBoxes(seat, panel, header, value, won, tuple(items)))
        y += height + PAD
    return TableLayout(WIDTH, y, oracle, stake, heroes, tiles, strip, tuple(seats))
