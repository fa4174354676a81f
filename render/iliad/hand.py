"""A player's Iliad hand, for their DM: every card held drawn in full with what it does, the
cards this player put face down on their own Trojan Horses (nobody else sees them) as the table's
chips, and a few words on what the rules wait for from this player and what the siege is about.
Drawn for Discord's 550 px preview like the table: nothing is cut that two lines can hold.

Draws from one seat view (docs/dev/iliad-view.md); only that seat should ever receive it. Partners
do not see each other's hands, so nothing here reads another seat's cards.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from PIL import Image, ImageDraw

from engine.core.english import counted
from render.core.banner import draw_title_banner
from render.core.banner_lines import draw_banner_lines
from render.core.canvas import parchment
from render.core.fonts import font
from render.core.names import named, seat_name
from render.core.png import encode
from render.core.sprites import draw_marker
from render.core.text import draw_text, ellipsize, fit_font, width
from render.core.text_lines import wrap_at_most
from render.core.theme import INK, INK_SOFT, STONE_DARK
from render.core.turns import is_over, to_act
from render.iliad.cards import paste_face
from render.iliad.chips import CHIP_FONT, chip_width, chip_words, paste_chip
from render.iliad.model import face_of, faces, read_seats
from render.iliad.style import TEAM_LETTERS, seat_style

# Designed for Discord's preview, 550 px wide, like the table: five large cards a row, each with
# what it does written on it, and the cards on a Horse as the table's chips; every text is at
# least MIN_FONT px, which shows at 10 px or more at preview size (tests check it).
PAD = 16
BANNER_H = 52
CARD_W, CARD_H = 116, 164
GAP = 10
PER_ROW = 5
WIDTH = PAD * 2 + PER_ROW * CARD_W + (PER_ROW - 1) * GAP  # 652
MIN_FONT = 12  # 12 × 550 / 652 = 10.1 px at preview
CHIP_H = 26  # a card on a Horse, as a chip
HORSE_FILL = (232, 222, 200)
FONTS: dict[str, tuple[str, int]] = {
    "caption": ("bold", 21),  # whose hand (shrinks down to MIN_FONT, then two lines)
    "status": ("bold", 18),  # what the rules wait for from this player
    "siege": ("sans", 15),  # the siege in a line or two
    "horse": ("bold", 15),  # a Horse's title (shrinks down to MIN_FONT)
    "chip": CHIP_FONT,  # a card on a Horse: its value and short name
    "empty": ("bold", 20),
}
STATUS_STEP, SIEGE_STEP = 24, 20
Box = tuple[int, int, int, int]


@dataclass(frozen=True)
class HandLayout:
    """Where the parts of a hand picture go: the tests probe cards through it."""

    width: int
    height: int
    lines: tuple[str, ...]  # what the rules wait for, under the banner
    siege: tuple[str, ...]  # the siege in a line or two, under those
    cards: tuple[Box, ...]  # one per card in hand, in hand order
    horses: tuple[tuple[str, Box, tuple[Box, ...]], ...]  # item id, its frame, its cards


def _horses(view: dict[str, Any]) -> list[tuple[str, list[str]]]:
    """This seat's Horses with cards on them: face down ones from ``horses`` (this seat's secret),
    then the ones revealed at the end of the siege and still to be placed (public by then)."""
    raw = view.get("horses")
    out = (
        [(str(k), [str(c) for c in v or []]) for k, v in raw.items() if v]
        if isinstance(raw, dict)
        else []
    )
    seat = view.get("seat")
    for army in view.get("armies") or []:
        if isinstance(army, dict) and army.get("seat") == seat:
            for item in army.get("items") or []:
                if item.get("kind") == "horse" and item.get("cards"):
                    out.append((f"revealed:{item.get('id')}", [str(c) for c in item["cards"]]))
    return out


def horse_title(key: str) -> str:
    if key.startswith("revealed:"):
        return f"Revealed from your Horse {key.split(':', 1)[1]}: place each card"
    return f"Face down on your Horse {key}"


def status(view: dict[str, Any], names: Sequence[str]) -> str:
    """What the rules wait for from this seat, in words."""
    seat = int(view.get("seat", 0))
    pending = view.get("pending") or {}
    if is_over(view):
        return "The game is over."
    stage = named(str(view.get("stage") or "").strip(), names)
    if view.get("phase") == "discard":
        counts = pending.get("counts") or {}
        raw = counts.get(str(seat), counts.get(seat)) if isinstance(counts, dict) else None
        owed = int(raw) if isinstance(raw, int) else 0
        limit = int(view.get("hand_limit") or 12)
        if owed:
            return f"Discard {counted(owed, 'card')}: your hand limit is {limit}."
        return "Others are discarding to the hand limit."
    acting = to_act(view)
    if seat in acting:
        return f"Your turn: {stage}." if stage else "Your turn."
    who = " & ".join(seat_name(names, s) for s in acting)
    return f"Waiting for {who}: {stage}." if who and stage else "Waiting."


def siege_line(view: dict[str, Any]) -> str:
    """The siege in one line: oracle, stake, this seat's army and points."""
    seat = int(view.get("seat", 0))
    parts = [f"Siege {int(view.get('siege') or 1)}"]
    oracle = face_of(view.get("oracle"))
    if oracle is not None:
        parts.append(f"{oracle.name} {oracle.label}".strip())
    stake = faces(view.get("stake"))
    if stake:
        parts.append("at stake: " + ", ".join(f"{f.name} {f.label}" for f in stake))
    seats = read_seats(view)
    if 0 <= seat < len(seats):
        parts.append(f"your army {seats[seat].army}")
        parts.append(f"your points {seats[seat].score} ({int(view.get('target') or 12)} win)")
    return " · ".join(parts)


def _grid(count: int, x: int, y: int, size: tuple[int, int], per_row: int) -> list[Box]:
    w, h = size
    return [
        (
            x + (i % per_row) * (w + GAP),
            y + (i // per_row) * (h + GAP),
            x + (i % per_row) * (w + GAP) + w,
            y + (i // per_row) * (h + GAP) + h,
        )
        for i in range(count)
    ]


def _flow(widths: list[int], x: int, y: int, room: int) -> list[Box]:
    """Chips ``widths`` wide left to right from (x, y), onto a new line past ``room``."""
    out: list[Box] = []
    cx, cy = x, y
    for w in widths:
        if cx > x and cx + w > x + room:
            cx, cy = x, cy + CHIP_H + 6
        out.append((cx, cy, cx + w, cy + CHIP_H))
        cx += w + 6
    return out


def _horse_boxes(item: str, held: list[str], x: int, y: int, room: int) -> tuple[Box, list[Box]]:
    """A Horse's frame at (x, y), no wider than ``room``, and a chip per card on it."""
    widths = [chip_width(chip_words(f), True, CHIP_H) for f in faces(held)]
    title = width(horse_title(item), font(*FONTS["horse"]))
    chips_w = sum(widths) + 6 * (len(widths) - 1)
    inner = min(room - 20, max(title, chips_w))
    boxes = _flow(widths, x + 10, y + 36, inner)
    bottom = max((b[3] for b in boxes), default=y + 36) + 10
    return (x, y, x + inner + 20, bottom), boxes


def hand_layout(view: dict[str, Any], names: Sequence[str]) -> HandLayout:
    """The picture's size and every card's box for this seat view."""
    hand = faces(view.get("hand"))
    inner = WIDTH - 2 * PAD
    lines = tuple(wrap_at_most(status(view, names), font(*FONTS["status"]), inner, 2))
    siege = tuple(wrap_at_most(siege_line(view), font(*FONTS["siege"]), inner, 2))
    y = BANNER_H + 12 + STATUS_STEP * len(lines) + SIEGE_STEP * len(siege) + 8
    cards = _grid(len(hand), PAD, y, (CARD_W, CARD_H), PER_ROW)
    rows = max(1, -(-len(hand) // PER_ROW))
    y += rows * (CARD_H + GAP)
    horses = []
    x = PAD
    line_bottom = y
    for item, held in _horses(view):
        frame, boxes = _horse_boxes(item, held, x, y, inner)
        if frame[2] > WIDTH - PAD:  # no room beside the last: a new line of Horses
            x, y = PAD, line_bottom + GAP
            frame, boxes = _horse_boxes(item, held, x, y, inner)
        horses.append((item, frame, tuple(boxes)))
        line_bottom = max(line_bottom, frame[3])
        x = frame[2] + GAP
    if horses:
        y = line_bottom + GAP
    return HandLayout(WIDTH, y + PAD, lines, siege, tuple(cards), tuple(horses))


def render_hand(view: dict[str, Any], names: Sequence[str]) -> Image.Image:
    """The hand picture as a Pillow image (``draw_hand`` encodes it)."""
    lay = hand_layout(view, names)
    img = parchment(lay.width, lay.height)
    draw = ImageDraw.Draw(img)
    seat = int(view.get("seat", 0))
    st = seat_style(seat)
    x = draw_title_banner(draw, lay.width, BANNER_H, "ILIAD", 26, PAD, 20)
    draw_marker(draw, (x + 12, BANNER_H / 2), 12, st)
    x += 32
    team = view.get("team")
    words = f"Your hand — {seat_name(names, seat)}"
    if isinstance(team, int):
        words += f" · Team {TEAM_LETTERS[team % 3]}"
        partner = view.get("partner")
        if isinstance(partner, int):
            words += f" with {seat_name(names, partner)}"
    caption = FONTS["caption"][1]
    draw_banner_lines(draw, x, lay.width - PAD, BANNER_H, words, caption, MIN_FONT)
    y = BANNER_H + 12
    for line in lay.lines:
        draw_text(draw, (PAD, y + 2), line, font(*FONTS["status"]), INK)
        y += STATUS_STEP
    for line in lay.siege:
        draw_text(draw, (PAD, y + 2), line, font(*FONTS["siege"]), INK_SOFT)
        y += SIEGE_STEP
    hand = faces(view.get("hand"))
    for face, box in zip(hand, lay.cards, strict=True):
        paste_face(img, box, face)
    if not hand:
        draw_text(draw, (PAD, y + 40), "Your hand is empty.", font(*FONTS["empty"]), INK_SOFT)
    held = dict(_horses(view))
    for item, frame, boxes in lay.horses:
        draw.rounded_rectangle(frame, 8, fill=HORSE_FILL, outline=STONE_DARK, width=2)
        title = horse_title(item)
        room = frame[2] - frame[0] - 16
        hf = fit_font(title, FONTS["horse"][0], FONTS["horse"][1], room, min_size=MIN_FONT)
        draw_text(draw, (frame[0] + 8, frame[1] + 9), ellipsize(title, hf, room), hf, INK)
        for face, box in zip(faces(held[item]), boxes, strict=True):
            paste_chip(img, box, face)
    return img


def draw_hand(view: dict[str, Any], names: Sequence[str]) -> bytes:
    """PNG of one seat's hand for its seat view; only that seat should ever receive it."""
    return encode(render_hand(view, names))
