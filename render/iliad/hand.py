"""A player's Iliad hand, for their DM: every card held drawn in full, the cards this player put
face down on their own Trojan Horses (nobody else sees them), and a few words on what the rules
wait for from this player and what the siege is about.

Draws from one seat view (docs/dev/iliad-view.md); only that seat should ever receive it. Partners
do not see each other's hands, so nothing here reads another seat's cards.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from PIL import Image, ImageDraw

from render.core.banner import draw_banner_caption, draw_title_banner
from render.core.canvas import parchment
from render.core.fonts import font
from render.core.names import named, seat_name
from render.core.png import encode
from render.core.sprites import draw_marker
from render.core.text import draw_text, fit_font, wrap
from render.core.theme import INK, INK_SOFT, STONE_DARK
from render.core.turns import is_over, to_act
from render.iliad.cards import paste_face
from render.iliad.model import face_of, faces, read_seats
from render.iliad.style import TEAM_LETTERS, seat_style

PAD = 16
BANNER_H = 52
CARD_W, CARD_H = 96, 134
GAP = 10
PER_ROW = 8
SMALL_W, SMALL_H = 62, 87
WIDTH = PAD * 2 + PER_ROW * CARD_W + (PER_ROW - 1) * GAP
HORSE_FILL = (232, 222, 200)
TITLE_FONT = ("bold", 13)
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
            return f"Discard {owed} card{'s' if owed != 1 else ''}: your hand limit is {limit}."
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


def hand_layout(view: dict[str, Any], names: Sequence[str]) -> HandLayout:
    """The picture's size and every card's box for this seat view."""
    hand = faces(view.get("hand"))
    inner = WIDTH - 2 * PAD
    lines = tuple(wrap(status(view, names), font("bold", 18), inner)[:2])
    siege = tuple(wrap(siege_line(view), font("sans", 14), inner)[:2])
    y = BANNER_H + 12 + 24 * len(lines) + 19 * len(siege) + 8
    cards = _grid(len(hand), PAD, y, (CARD_W, CARD_H), PER_ROW)
    rows = max(1, -(-len(hand) // PER_ROW))
    y += rows * (CARD_H + GAP)
    horses = []
    x = PAD
    per_row = (inner + GAP) // (SMALL_W + GAP)
    for item, held in _horses(view):
        n = len(held)
        title = font(*TITLE_FONT).getlength(horse_title(item))
        width = max(min(n, per_row) * (SMALL_W + GAP) - GAP + 20, round(title) + 18)
        if x + width > WIDTH - PAD:
            x = PAD
            y += SMALL_H + 48
        frame = (x, y + 4, x + width, y + 36 + SMALL_H + 4)
        boxes = _grid(n, x + 10, y + 36, (SMALL_W, SMALL_H), per_row)
        horses.append((item, frame, tuple(boxes)))
        x += width + GAP
    if horses:
        y = max(h[1][3] for h in horses) + GAP
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
    draw_banner_caption(draw, x, lay.width - PAD, BANNER_H, words, 21, 12)
    y = BANNER_H + 12
    for line in lay.lines:
        draw_text(draw, (PAD, y + 2), line, font("bold", 18), INK)
        y += 24
    for line in lay.siege:
        draw_text(draw, (PAD, y + 2), line, font("sans", 14), INK_SOFT)
        y += 19
    hand = faces(view.get("hand"))
    for face, box in zip(hand, lay.cards, strict=True):
        paste_face(img, box, face)
    if not hand:
        draw_text(draw, (PAD, y + 40), "Your hand is empty.", font("bold", 20), INK_SOFT)
    for item, frame, boxes in lay.horses:
        draw.rounded_rectangle(frame, 8, fill=HORSE_FILL, outline=STONE_DARK, width=2)
        title = horse_title(item)
        hf = fit_font(title, TITLE_FONT[0], TITLE_FONT[1], frame[2] - frame[0] - 16, min_size=9)
        draw_text(draw, (frame[0] + 8, frame[1] + 8), title, hf, INK)
        held = dict(_horses(view))[item]
        for face, box in zip(faces(held), boxes, strict=True):
            paste_face(img, box, face)
    return img


def draw_hand(view: dict[str, Any], names: Sequence[str]) -> bytes:
    """PNG of one seat's hand for its seat view; only that seat should ever receive it."""
    return encode(render_hand(view, names))
