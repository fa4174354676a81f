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

from engine.iliad.army import tag
from engine.iliad.view_types import TILE_NAMES, PublicView, TileName
from render.core.fonts import font
from render.core.language import ENGLISH_WORDS, N_, Words
from render.core.text import width
from render.iliad.cards import Face
from render.iliad.chips import CHIP_FONT, PILL_FONT, chip_width, chip_words, pill_width
from render.iliad.model import Item, Seat, face_of, faces, read_seats
from render.iliad.style import TEAM_LETTERS

Box = tuple[int, int, int, int]

WIDTH = 560  # every text at least MIN_FONT: 14 × 360 / 560 = 9 px on a phone
PREVIEW = 550  # Discord shows a plain attachment this wide
MIN_FONT = 14
PAD = 16
BANNER_H = 50
LINE = 28  # a line of the middle of the table
CHIP_H = 24
ROW_STEP = CHIP_H + 3  # from one chip of a column to the next
ITEM_GAP = 8  # between two items on a line
ITEM_PAD = 3  # inside an item's frame
BACKS_W = 100  # "3 face down" on a Horse
SQUARE = 20  # a Hoplites' value square (a Phalanx holds at most 4: values fall)
STRIP_H = 40
HEADER_H = 31  # a seat row's first line, above its points and army
TILE_CHIP_W = 122
MARKER_R = 13
TILE_W = TILE_CHIP_W + 8 + 2 * MARKER_R  # a tile's chip and its holder's marker

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


def stake_faces(view: PublicView) -> list[Face]:
    return faces(view["stake"])


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
    note: Box | None  # after the id: "fallen" (from an Elephant or a Horse) or "revealed"
    frame: Box | None = None  # the whole item's line, drawn behind it


@dataclass(frozen=True)
class SeatBoxes:
    seat: Seat
    panel: Box
    army_value: Box  # the army's number, top right
    points: Box  # the seat's points, second line
    won: tuple[tuple[Face, int, Box], ...]  # a chip per kind of card won: face, copies, box
    items: tuple[ItemBoxes, ...]
    info: Box | None = None  # "cities 2 · triremes 0 · hand 9", right-aligned after the army


@dataclass(frozen=True)
class StripCell:
    """One score in the strip: a seat's, or a team's with its members."""

    seats: tuple[int, ...]
    team: int | None
    box: Box
    tag: str = ""  # a team's name in its cell: "Team A", or "A" where three teams leave no room


@dataclass(frozen=True)
class TableLayout:
    width: int
    height: int
    middle: Box
    oracle: Box
    stake: tuple[Box, ...]
    heroes: tuple[Box, ...]  # one per Hero of this game, strongest first
    tiles: dict[TileName, Box]
    strip: Box
    cells: tuple[StripCell, ...]
    seats: tuple[SeatBoxes, ...]
    strip_head: str = ""  # "Points (15 win)" before the cells, or nothing where they need room


def note_words(item: Item, said: Words = ENGLISH_WORDS) -> str:
    """The word under an item's id: "fallen" for a card that fell from an Elephant or a Horse
    (it may not join a Phalanx, an Elephant or a Horse), "revealed" for a Horse whose cards were
    turned up at the siege's end and wait to be placed; else nothing."""
    if item.fallen:
        return said("fallen")
    return said("revealed") if item.kind == "horse" and len(item.cards) > 1 else ""


def _card_width(face: Face, said: Words) -> int:
    return chip_width(chip_words(face, said))


def item_width(item: Item, said: Words = ENGLISH_WORDS) -> int:
    """How wide an item's line is: its chips, value pill, id and note side by side."""
    w = 0
    if item.kind == "phalanx":
        w = CHIP_H + 2 + len(item.cards) * (SQUARE + 2)
    else:
        w = sum(_card_width(face, said) + 3 for face in item.cards) - 3
        if item.hidden:
            w += 3 + BACKS_W
    if item.kind in VALUED:
        w += 5 + pill_width(pill_text(item))
    label = font(*FONTS["label"])
    if item.kind != "hero":
        w += 5 + width(tag(item.id), label)
    if note_words(item, said):
        w += 5 + width(note_words(item, said), label)
    return w + 2 * ITEM_PAD


def _column(item: Item, x: int, y: int, room: int, said: Words) -> ItemBoxes:
    """One item on one line: its chips in the order they lie, then its value and id."""
    frame = (x, y, x + min(room, item_width(item, said)), y + CHIP_H)
    # An item wider than the whole line (an Elephant with many riders) shrinks its chips.
    shrink = min(1.0, room / item_width(item, said))
    head = None
    boxes: list[Box] = []
    backs = None
    cx = x + ITEM_PAD
    line = y
    if item.kind == "phalanx":  # its icon, then each Hoplites' value in the order laid
        head = (cx, line, cx + CHIP_H, line + CHIP_H)
        cx = head[2] + 2
        for _ in item.cards:
            boxes.append((cx, line, cx + SQUARE, line + CHIP_H))
            cx += SQUARE + 2
        cx -= 2
    else:
        for k, face in enumerate(item.cards):
            w = int(_card_width(face, said) * shrink)
            boxes.append((cx, line, cx + w, line + CHIP_H))
            cx += w + 3
            if k == 0 and item.hidden:  # the face-down cards lie on the Horse itself
                backs = (cx, line, cx + int(BACKS_W * shrink), line + CHIP_H)
                cx = backs[2] + 3
        cx -= 3
    pill = None
    if item.kind in VALUED:
        text = pill_text(item)
        pill = (cx + 5, line + 2, cx + 5 + pill_width(text), line + CHIP_H - 1)
        cx = pill[2]
    label = None
    if item.kind != "hero":
        lw = width(tag(item.id), font(*FONTS["label"]))
        label = (cx + 5, line, cx + 5 + lw, line + CHIP_H)
        cx = label[2]
    note = None
    if note_words(item, said):
        note_w = width(note_words(item, said), font(*FONTS["label"]))
        note = (cx + 5, line, cx + 5 + note_w, line + CHIP_H)
    return ItemBoxes(item, head, tuple(boxes), backs, pill, label, note, frame)


def pill_text(item: Item) -> str:
    """An item's value as its pill writes it ("24", "+6" for a Hero)."""
    return f"+{item.value}" if item.kind == "hero" else str(item.value)


def _items(
    seat: Seat, start: int, left: int, top: int, right: int, said: Words
) -> tuple[list[ItemBoxes], list[int]]:
    """Lay the items out one line each, side by side from ``start`` (after the points and the
    cards won), wrapping to new lines from ``left``; returns the boxes and where each line of
    the army ends."""
    out: list[ItemBoxes] = []
    x, y = start, top
    ends: list[int] = []
    for item in seat.items:
        w = item_width(item, said)
        if x > left and x + w > right:
            ends.append(x - ITEM_GAP)
            x, y = left, y + ROW_STEP
        out.append(_column(item, x, y, right - x, said))
        x += min(w, right - x) + ITEM_GAP
    ends.append(x - ITEM_GAP if out else start)
    return out, ends


EMPTY_WORDS = N_("no cards on the table")  # or "army discarded", which is shorter


def info_shown(seat: Seat, room: int, said: Words = ENGLISH_WORDS) -> str:
    """The words after the army: the City and Trireme sums (Athena, Poseidon) and the hand,
    or only the hand where the whole does not fit ``room``."""
    words = info_words(seat, said)
    return words if width(words, font(*FONTS["info"])) <= room else hand_words(seat, said)


def _info_box(seat: Seat, ends: list[int], top: int, right: int, said: Words) -> Box:
    """Where the words after the army go: right-aligned on the first line of the army with room
    for them whole, else for the hand alone, else on a line of their own."""
    info = font(*FONTS["info"])
    for words in (info_words(seat, said), hand_words(seat, said)):
        w = width(words, info)
        for k, end in enumerate(ends):
            if end + 14 + w <= right:
                y = top + k * ROW_STEP
                return (right - w, y, right, y + CHIP_H)
    y = top + len(ends) * ROW_STEP
    return (right - width(info_words(seat, said), info), y, right, y + CHIP_H)


def score_text(seat: Seat, said: Words = ENGLISH_WORDS) -> str:
    return said("{points} pt", points=said.number(seat.score))


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


def info_words(seat: Seat, said: Words = ENGLISH_WORDS) -> str:
    return said(
        "cities {cities} · triremes {triremes} · hand {hand}",
        cities=said.number(seat.cities),
        triremes=said.number(seat.triremes),
        hand=said.number(seat.hand),
    )


def hand_words(seat: Seat, said: Words) -> str:
    return said("hand {hand}", hand=said.number(seat.hand))


def seat_order(view: PublicView) -> list[int]:
    """Rows in seat order; in a team game partners one under the other, team by team."""
    count = view["seats"]
    team_of = view["teams"]
    if not team_of:
        return list(range(count))
    return sorted(range(count), key=lambda s: (team_of[s], s))


def oracle_head(view: PublicView, said: Words = ENGLISH_WORDS) -> str:
    return said("Siege {siege} · oracle", siege=said.number(view["siege"]))


def oracle_words(view: PublicView, said: Words = ENGLISH_WORDS) -> str:
    """What stands in the oracle's place when no oracle card is face up."""
    if view["kind"] == "duel":
        return said("none with 2 players")
    if view["tiebreak"]:
        return said("tie-break: Gorgon rules")
    return said("none")


def _middle(
    view: PublicView, top: int, said: Words
) -> tuple[Box, tuple[Box, ...], tuple[Box, ...], dict[TileName, Box], int]:
    x0 = PAD + 12
    label = font(*FONTS["label"])
    y = top + 10
    ox = x0 + width(oracle_head(view, said), label) + 10
    oracle_face = face_of(view["oracle"])
    ow = (
        chip_width(chip_words(oracle_face, said))
        if oracle_face
        else width(oracle_words(view, said), label) + 16
    )
    oracle = (ox, y, ox + ow, y + CHIP_H)
    y += LINE
    sx = x0 + width(said("At stake"), label) + 10
    tx = WIDTH - PAD - 12
    stake: list[Box] = []
    stake_widths = [chip_width(chip_words(face, said)) for face in stake_faces(view)]
    # A stake grown by unwon Gorgon sieges shrinks its chips rather than run under the tiles.
    room = tx - 12 - sx - 6 * max(0, len(stake_widths) - 1)
    shrink = min(1.0, room / sum(stake_widths)) if stake_widths else 1.0
    for w in stake_widths:
        w = int(w * shrink)
        stake.append((sx, y, sx + w, y + CHIP_H))
        sx += w + 6
    # The piles' line, then the three tiles on one line, each with its holder's marker.
    y += 2 * LINE
    tiles = {
        key: (x0 + i * (TILE_W + 4), y, x0 + i * (TILE_W + 4) + TILE_W, y + CHIP_H)
        for i, key in enumerate(TILE_NAMES)
    }
    y += LINE
    heroes: list[Box] = []
    hero_faces = faces(view["heroes"])
    if hero_faces:
        start = x0 + width(said("Heroes"), label) + 10
        hx = start
        right = WIDTH - PAD - 12
        gap = 6
        for face in hero_faces:  # as many to a line as fit, the rest on the next line
            w = chip_width(chip_words(face, said), icon=False)
            if hx > start and hx + w > right:
                hx, y = start, y + LINE
            heroes.append((hx, y, min(right, hx + w), y + CHIP_H))
            hx += w + gap
        y += LINE
    return oracle, tuple(stake), tuple(heroes), tiles, y + 4


CELL_PAD = 4  # inside a score cell, each side
CELL_GAP = 4  # between two cells


def cell_width(members: int, tag: str) -> int:
    """How wide a score cell's contents are: the team's tag, the members' markers, the score
    (two digits)."""
    label = font(*FONTS["label"])
    w = CELL_PAD + members * (2 * MARKER_R + 2) + 3 + width("00", font(*FONTS["strip"]))
    if tag:
        w += width(tag, label) + 10 + 5
    return w + CELL_PAD


def _cells(view: PublicView, top: int, said: Words) -> tuple[tuple[StripCell, ...], str]:
    """The score cells, evenly spread, and the strip's heading: the heading and the teams'
    whole names are left out, in that order, where the cells would not fit otherwise."""
    team_of = view["teams"]
    count = view["seats"]
    groups: list[tuple[tuple[int, ...], int | None]]
    if team_of:
        groups = [
            (tuple(s for s in range(count) if team_of[s] == t), t) for t in range(max(team_of) + 1)
        ]
    else:
        groups = [((s,), None) for s in range(count)]
    right = WIDTH - PAD - 4
    head = strip_head(view, said)
    heading = PAD + 12 + width(head, font(*FONTS["label"])) + 12
    choices = [(head, heading, False), ("", PAD + 6, False), ("", PAD + 6, True)]
    shown = head
    for choice, left, short in choices:
        shown = choice
        tags = [
            ""
            if t is None
            else TEAM_LETTERS[t % 3]
            if short
            else said("Team {letter}", letter=TEAM_LETTERS[t % 3])
            for _, t in groups
        ]
        need = max(cell_width(len(m), tag) for (m, _), tag in zip(groups, tags, strict=True))
        step = (right - left) // max(1, len(groups))
        if need <= step - CELL_GAP:
            break
    cells = tuple(
        StripCell(
            members,
            team,
            (left + i * step, top + 4, left + (i + 1) * step - CELL_GAP, top + STRIP_H - 4),
            tag,
        )
        for i, ((members, team), tag) in enumerate(zip(groups, tags, strict=True))
    )
    return cells, shown


def strip_head(view: PublicView, said: Words = ENGLISH_WORDS) -> str:
    return said("Points ({target} win)", target=said.number(view["target"]))


def table_layout(
    view: PublicView, banner: int = BANNER_H, said: Words = ENGLISH_WORDS
) -> TableLayout:
    """Every box of the table picture for ``view`` under a banner ``banner`` tall; the height
    grows with the armies."""
    top = banner + 8
    oracle, stake, heroes, tiles, bottom = _middle(view, top, said)
    middle = (PAD, top, WIDTH - PAD, bottom)
    strip_top = bottom + 8
    strip = (PAD, strip_top, WIDTH - PAD, strip_top + STRIP_H)
    cells, head = _cells(view, strip_top, said)
    y = strip[3] + 8
    by_seat = read_seats(view)
    points_font = font(*FONTS["points"])
    seats: list[SeatBoxes] = []
    info_font = font(*FONTS["info"])
    for s in seat_order(view):
        seat = by_seat[s]
        left, right = PAD, WIDTH - PAD
        # The first line: the name and tags, the army's value on the right. The second: the
        # points and the cards won, then the army's items, wrapping onto more lines, and last
        # the City and Trireme sums and the hand, right-aligned where the army ends.
        army_w = width(str(seat.army), font(*FONTS["army"])) + 6 + width(said("army"), info_font)
        value = (right - 12 - army_w, y + 3, right - 12, y + 31)
        px = left + 22
        line2 = y + HEADER_H
        points = (px, line2, px + width(score_text(seat, said), points_font), line2 + CHIP_H)
        won = _chips(points[2] + 12, right - 14, line2, won_groups(seat))
        start = won[-1][2][2] + 12 if won else points[2] + 12
        items, ends = _items(seat, start, px, line2, right - 12, said)
        if not items:
            ends = [start + width(said(EMPTY_WORDS), info_font)]
        info = _info_box(seat, ends, line2, right - 14, said)
        last_top = max(info[1], line2 + (len(ends) - 1) * ROW_STEP)
        height = last_top + CHIP_H + 7 - y
        panel = (left, y, right, y + height)
        seats.append(SeatBoxes(seat, panel, value, points, tuple(won), tuple(items), info))
        y += height + 5
    return TableLayout(
        WIDTH, y + 4, middle, oracle, stake, heroes, tiles, strip, cells, tuple(seats), head
    )
