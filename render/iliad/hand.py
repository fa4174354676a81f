"""A player's Iliad hand, for their DM: every card held drawn in full with what it does, the
cards this player put face down on their own Trojan Horses (nobody else sees them) as the table's
chips, and a few words on what the rules wait for from this player and what the siege is about.
Drawn for Discord's 550 px preview like the table: nothing is cut that two lines can hold.

Draws from one seat view (docs/dev/iliad-view.md); only that seat should ever receive it. Partners
do not see each other's hands, so nothing here reads another seat's cards.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from PIL import Image, ImageDraw

from engine.iliad.army import tag
from engine.iliad.view_types import SeatView, seat_of
from render.core.banner import draw_title_banner
from render.core.banner_lines import draw_banner_lines
from render.core.canvas import parchment
from render.core.fonts import font
from render.core.language import ENGLISH_WORDS, Words
from render.core.names import named, seat_name
from render.core.png import encode
from render.core.sprites import draw_marker
from render.core.text import draw_text, ellipsize, fit_font, width
from render.core.text_lines import wrap_at_most
from render.core.theme import INK, INK_SOFT, STONE_DARK
from render.iliad.cards import face_name, paste_face
from render.iliad.chips import CHIP_FONT, chip_width, chip_words, paste_chip
from render.iliad.model import face_of, faces, is_over, owed, read_seats, to_act
from render.iliad.style import TEAM_LETTERS, seat_style

# Drawn for phones (Discord shows a picture about 360 px wide there), like the table: four
# large cards a row, each with what it does written on it, and the cards on a Horse as the
# table's chips; every text is at least MIN_FONT px, which shows at 9 px or more 360 px wide
# (tests check it).
PAD = 16
BANNER_H = 52
CARD_W, CARD_H = 124, 172
GAP = 10
PER_ROW = 4
WIDTH = PAD * 2 + PER_ROW * CARD_W + (PER_ROW - 1) * GAP  # 558
MIN_FONT = 14  # 14 × 360 / 558 = 9.03 px on a phone
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
    horses: tuple[tuple[str, Box, tuple[Box, ...]], ...]  # item id, its line, its cards
    panels: tuple[tuple[str, Box], ...] = ()  # the Horses' panels: title, box


def _horses(view: SeatView) -> list[tuple[str, list[str]]]:
    """This seat's Horses with cards on them: face down ones from ``horses`` (this seat's secret),
    then the ones revealed at the end of the siege and still to be placed (public by then)."""
    out = [(k, list(v)) for k, v in view["horses"].items() if v]
    for item in view["armies"][view["seat"]]["items"]:
        if item["kind"] == "horse" and item["cards"]:
            out.append((f"revealed:{item['id']}", list(item["cards"])))
    return out


def status(view: SeatView, names: Sequence[str], said: Words = ENGLISH_WORDS) -> str:
    """What the rules wait for from this seat, in words."""
    seat = view["seat"]
    if is_over(view):
        return said("The game is over.")
    stage = named(view["stage"], names, said).strip()
    if view["phase"] == "discard":
        due = owed(view, seat)
        if due:
            return said.plural(
                "Discard {count} card: your hand limit is {limit}.",
                "Discard {count} cards: your hand limit is {limit}.",
                due,
                limit=said.number(view["hand_limit"]),
            )
        return said("Others are discarding to the hand limit.")
    acting = to_act(view)
    if seat in acting:
        return said("Your turn: {stage}.", stage=stage) if stage else said("Your turn.")
    who = " & ".join(seat_name(names, s) for s in acting)
    if who and stage:
        return said("Waiting for {who}: {stage}.", who=who, stage=stage)
    return said("Waiting.")


def siege_line(view: SeatView, said: Words = ENGLISH_WORDS) -> str:
    """The siege in one line: oracle, stake, this seat's army and points."""
    parts = [said("Siege {siege}", siege=said.number(view["siege"]))]
    oracle = face_of(view["oracle"])
    if oracle is not None:
        parts.append(f"{face_name(oracle, said)} {oracle.label}".strip())
    stake = faces(view["stake"])
    if stake:
        cards = ", ".join(f"{face_name(f, said)} {f.label}".strip() for f in stake)
        parts.append(said("at stake: {cards}", cards=cards))
    mine = read_seats(view)[view["seat"]]
    parts.append(said("your army {value}", value=said.number(mine.army)))
    points, target = said.number(mine.score), said.number(view["target"])
    parts.append(said("your points {points} ({target} win)", points=points, target=target))
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


def horse_label(key: str, said: Words = ENGLISH_WORDS) -> str:
    """A Horse's name before its cards on its line ("Horse #4"), as the table and moves say it."""
    return said("Horse {tag}", tag=tag(key.split(":", 1)[-1]))


def panel_title(revealed: bool, count: int, said: Words = ENGLISH_WORDS) -> str:
    """The title of the panel of ``count`` Horses with cards face down, or revealed."""
    if revealed:
        return said.plural(
            "Revealed from your Horse: place each card",
            "Revealed from your Horses: place each card",
            count,
        )
    return said.plural("Face down on your Horse", "Face down on your Horses", count)


def _panel(
    title: str, horses: list[tuple[str, list[str]]], y: int, room: int, said: Words
) -> tuple[Box, list[tuple[str, Box, tuple[Box, ...]]]]:
    """One panel at ``y``, no wider than ``room``: its title, then a line per Horse, its name
    and a chip per card on it (onto more lines where they do not fit)."""
    hf = font(*FONTS["horse"])
    x = PAD
    lines: list[tuple[str, Box, tuple[Box, ...]]] = []
    top = y + 34
    right = x + 20 + width(title, hf)
    for item, held in horses:
        widths = [chip_width(chip_words(f, said), True, CHIP_H) for f in faces(held)]
        cx = x + 10 + width(horse_label(item, said), hf) + 10
        boxes = _flow(widths, cx, top, x + room - 10 - cx)
        bottom = max((b[3] for b in boxes), default=top + CHIP_H)
        right = max(right, max((b[2] for b in boxes), default=cx) + 10)
        lines.append((item, (x + 6, top - 3, 0, bottom + 3), tuple(boxes)))
        top = bottom + 6
    right = min(right, x + room)
    lines = [(item, (fl, ft, right - 6, fb), boxes) for item, (fl, ft, _, fb), boxes in lines]
    return (x, y, right, top + 4), lines


def hand_layout(view: SeatView, names: Sequence[str], said: Words = ENGLISH_WORDS) -> HandLayout:
    """The picture's size and every card's box for this seat view."""
    hand = faces(view["hand"])
    inner = WIDTH - 2 * PAD
    lines = tuple(wrap_at_most(status(view, names, said), font(*FONTS["status"]), inner, 2))
    siege = tuple(wrap_at_most(siege_line(view, said), font(*FONTS["siege"]), inner, 2))
    y = BANNER_H + 12 + STATUS_STEP * len(lines) + SIEGE_STEP * len(siege) + 8
    cards = _grid(len(hand), PAD, y, (CARD_W, CARD_H), PER_ROW)
    rows = max(1, -(-len(hand) // PER_ROW))
    y += rows * (CARD_H + GAP)
    horses: list[tuple[str, Box, tuple[Box, ...]]] = []
    panels: list[tuple[str, Box]] = []
    held = _horses(view)
    for revealed in (False, True):
        group = [(k, v) for k, v in held if k.startswith("revealed:") == revealed]
        if group:
            title = panel_title(revealed, len(group), said)
            box, group_lines = _panel(title, group, y, inner, said)
            panels.append((title, box))
            horses += group_lines
            y = box[3] + GAP
    return HandLayout(WIDTH, y + PAD, lines, siege, tuple(cards), tuple(horses), tuple(panels))


def render_hand(
    given: Mapping[str, Any], names: Sequence[str], said: Words = ENGLISH_WORDS
) -> Image.Image:
    """The hand picture as a Pillow image (``draw_hand`` encodes it)."""
    view = seat_of(given)
    lay = hand_layout(view, names, said)
    img = parchment(lay.width, lay.height)
    draw = ImageDraw.Draw(img)
    seat = view["seat"]
    st = seat_style(seat)
    x = draw_title_banner(draw, lay.width, BANNER_H, "ILIAD", 26, PAD, 20)
    draw_marker(draw, (x + 12, BANNER_H / 2), 12, st)
    x += 32
    team = view["team"]
    words = said("Your hand — {name}", name=seat_name(names, seat))
    if team is not None:
        letter = TEAM_LETTERS[team % 3]
        partner = view["partner"]
        if partner is not None:
            mate = seat_name(names, partner)
            words += said(" · Team {letter} with {partner}", letter=letter, partner=mate)
        else:
            words += said(" · Team {letter}", letter=letter)
    caption = FONTS["caption"][1]
    draw_banner_lines(draw, x, lay.width - PAD, BANNER_H, words, caption, MIN_FONT)
    y = BANNER_H + 12
    for line in lay.lines:
        draw_text(draw, (PAD, y + 2), line, font(*FONTS["status"]), INK)
        y += STATUS_STEP
    for line in lay.siege:
        draw_text(draw, (PAD, y + 2), line, font(*FONTS["siege"]), INK_SOFT)
        y += SIEGE_STEP
    hand = faces(view["hand"])
    for face, box in zip(hand, lay.cards, strict=True):
        paste_face(img, box, face, said=said)
    if not hand:
        draw_text(draw, (PAD, y + 40), said("Your hand is empty."), font(*FONTS["empty"]), INK_SOFT)
    held = dict(_horses(view))
    hf = font(*FONTS["horse"])
    for title, box in lay.panels:
        draw.rounded_rectangle(box, 8, fill=HORSE_FILL, outline=STONE_DARK, width=2)
        room = box[2] - box[0] - 16
        tf = fit_font(title, FONTS["horse"][0], FONTS["horse"][1], room, min_size=MIN_FONT)
        draw_text(draw, (box[0] + 8, box[1] + 9), ellipsize(title, tf, room), tf, INK)
    for item, frame, boxes in lay.horses:
        cy = (boxes[0][1] + boxes[0][3]) / 2 if boxes else (frame[1] + frame[3]) / 2
        draw_text(draw, (frame[0] + 4, cy), horse_label(item, said), hf, INK_SOFT, anchor="lm")
        for face, chip in zip(faces(held[item]), boxes, strict=True):
            paste_chip(img, chip, face, said=said)
    return img


def draw_hand(
    given: Mapping[str, Any], names: Sequence[str], *, said: Words = ENGLISH_WORDS
) -> bytes:
    """PNG of one seat's hand for its seat view; only that seat should ever receive it."""
    return encode(render_hand(given, names, said))
