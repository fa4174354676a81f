"""A player's Heroes hand, for their DM: every card drawn in full, what the rules showed this player
alone (the King's two cards, a hand seen with Charismatic or Pious), and the active card beside
them so each card's match can be read before playing it.

Draws from one seat view (docs/dev/heroes-view.md); only that seat should ever receive it. A card
in hand is marked with what it shares with the active card: what it would score if played now.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from PIL import Image, ImageDraw

from render.core.banner import draw_banner_caption, draw_title_banner
from render.core.canvas import parchment, stone_panel
from render.core.fonts import font
from render.core.names import named, seat_name
from render.core.png import encode
from render.core.text import draw_text, ellipsize, wrap
from render.core.theme import (
    GOLD,
    INK,
    INK_SOFT,
    STONE_DARK,
    WHITE,
)
from render.core.turns import is_over, to_act
from render.heroes.cards import paste_card
from render.heroes.model import FACTION_ORDER, Card, per_faction, read_card, read_cards, shared
from render.heroes.style import draw_emblem, faction

PAD = 18
BANNER_H = 56
CARD_W, CARD_H = 150, 214
GAP = 10
PER_ROW = 5
# Cards shown from another hand are smaller, six to a row: a seen hand can hold ten cards, and
# the PNG's cost grows with the picture's area (render/core/png.py).
SMALL_W, SMALL_H = 124, 177
SMALL_PER_ROW = 6
SIDE_W = CARD_W + 36
SHOWN_FILL = (250, 244, 226)
Box = tuple[int, int, int, int]
SHOWN_WORDS = {
    "king": "King: two random cards of {who}'s hand. Play one, steal one, or pass.",
    "charismatic": "Charismatic: {who}'s hand. Take one card.",
    "pious": "Pious: {who}'s hand as you saw it.",
}


def status(view: dict[str, Any], names: Sequence[str]) -> str:
    """Whether the reader must act now, so the DM says it first."""
    if is_over(view):
        return "The game is over."
    seat = int(view.get("seat", 0))
    stage = named(str(view.get("stage") or "").strip(), names)
    acting = to_act(view)
    if seat in acting:
        return f"Your turn: {stage}" if stage else "Your turn."
    who = " & ".join(seat_name(names, s) for s in acting) or "the others"
    return f"Waiting for {who}" + (f": {stage}" if stage else ".")


def _grid(
    count: int, x: int, y: int, size: tuple[int, int] = (CARD_W, CARD_H), per_row: int = PER_ROW
) -> list[Box]:
    boxes = []
    w, h = size
    for i in range(count):
        r, c = divmod(i, per_row)
        bx, by = x + c * (w + GAP), y + r * (h + GAP)
        boxes.append((bx, by, bx + w, by + h))
    return boxes


def _rows(count: int, per_row: int = PER_ROW) -> int:
    return max(1, -(-count // per_row))


@dataclass(frozen=True)
class HandLayout:
    """Where the parts of a hand picture go: the tests probe cards through it."""

    width: int
    height: int
    status: tuple[str, ...]
    cards: tuple[Box, ...]  # one per card in hand, in hand order
    shown_title: tuple[str, ...]
    shown: tuple[Box, ...]  # one per card shown to this seat alone
    shown_frame: Box | None
    active: Box  # the active card, in the side column


def _shown(view: dict[str, Any]) -> tuple[str, int | None, list[Card]]:
    raw = view.get("shown")
    if not isinstance(raw, dict):
        return "", None, []
    seat = raw.get("seat")
    return (
        str(raw.get("kind") or ""),
        seat if isinstance(seat, int) else None,
        read_cards(raw.get("cards"), view),
    )


def _shown_title(view: dict[str, Any], names: Sequence[str]) -> str:
    kind, seat, cards = _shown(view)
    if not cards and not kind:
        return ""
    who = seat_name(names, seat) if seat is not None else "another player"
    text = SHOWN_WORDS.get(kind, "Shown to you: {who}'s cards.").format(who=who)
    if not cards:
        text += " (no cards)"
    return "Shown to you only. " + text


def hand_layout(view: dict[str, Any], names: Sequence[str]) -> HandLayout:
    """The picture's size and every card's box for this seat view."""
    hand = read_cards(view.get("hand"), view)
    _, _, seen = _shown(view)
    cards_w = PER_ROW * CARD_W + (PER_ROW - 1) * GAP
    width = PAD + cards_w + PAD + SIDE_W + PAD
    top = BANNER_H + 12
    lines = tuple(wrap(status(view, names), font("bold", 17), cards_w)[:2])
    y = top + 22 * len(lines) + 8
    cards = _grid(len(hand), PAD, y)
    y += _rows(len(hand)) * (CARD_H + GAP)
    title = _shown_title(view, names)
    shown_lines: tuple[str, ...] = ()
    shown: list[Box] = []
    frame = None
    if title:
        shown_lines = tuple(wrap(title, font("bold", 15), cards_w - 16)[:2])
        fy = y + 4
        gy = fy + 10 + 20 * len(shown_lines)
        shown = _grid(len(seen), PAD, gy, (SMALL_W, SMALL_H), SMALL_PER_ROW)
        bottom = gy + (_rows(len(seen), SMALL_PER_ROW) * (SMALL_H + GAP) if seen else 0) + 2
        frame = (PAD - 8, fy, PAD + cards_w + 8, bottom)
        y = bottom + 8
    y += 28  # the footer line
    side_x = PAD + cards_w + PAD + 18
    active = (side_x, top + 30, side_x + CARD_W, top + 30 + CARD_H)
    height = max(y, active[3] + 180) + PAD
    return HandLayout(width, height, lines, tuple(cards), shown_lines, tuple(shown), frame, active)


def _side(img: Image.Image, view: dict[str, Any], layout: HandLayout) -> None:
    """The side column: the active card, the scores and the draw pile."""
    draw = ImageDraw.Draw(img)
    left, top, right, bottom = layout.active
    stone_panel(
        draw,
        (left - 14, BANNER_H + 10, right + 14, layout.height - PAD),
        (246, 238, 218),
        STONE_DARK,
    )
    draw_text(
        draw, ((left + right) / 2, top - 12), "On the pile", font("bold", 15), INK, anchor="mm"
    )
    active = read_card(view.get("active"), view)
    if active is not None:
        paste_card(img, layout.active, active)
    else:
        draw.rounded_rectangle(layout.active, 12, outline=INK_SOFT, width=2)
        draw_text(
            draw,
            ((left + right) / 2, top + 40),
            "no card yet",
            font("sans", 13),
            INK_SOFT,
            anchor="mm",
        )
    y = bottom + 14
    scores = per_faction(view, "scores")
    wins = per_faction(view, "round_wins")
    mine = faction(view.get("faction"))
    for key in FACTION_ORDER:
        st = faction(key)
        draw.ellipse((left, y, left + 22, y + 22), fill=WHITE, outline=st.band, width=2)
        draw_emblem(draw, (left + 4, y + 4, left + 18, y + 18), st.emblem, st.colour)
        bold = "bold" if st.key == mine.key else "sans"
        draw_text(draw, (left + 30, y + 11), st.plural, font(bold, 15), INK, anchor="lm")
        draw_text(draw, (right, y + 11), str(scores[key]), font("bold", 15), INK, anchor="rm")
        wx = left + 34 + font(bold, 15).getlength(st.plural) + 6
        for i in range(wins[key]):  # a gold ring with a tick per round won
            cx = wx + 8 + i * 18
            draw.ellipse((cx - 7, y + 4, cx + 7, y + 18), fill=GOLD, outline=INK, width=1)
            draw_text(draw, (cx, y + 11), "✓", font("bold", 10), INK, anchor="mm")
        y += 30
    dp = int(view.get("draw_pile") or 0)
    draw_text(draw, (left, y + 6), f"Draw pile: {dp}", font("sans", 14), INK_SOFT)
    draw_text(
        draw, (left, y + 26), f"Round {int(view.get('round') or 1)}", font("sans", 14), INK_SOFT
    )


def render_hand(view: dict[str, Any], names: Sequence[str]) -> Image.Image:
    """The hand picture as a Pillow image (``draw_hand`` encodes it)."""
    layout = hand_layout(view, names)
    img = parchment(layout.width, layout.height)
    draw = ImageDraw.Draw(img)
    seat = int(view.get("seat", 0))
    mine = faction(view.get("faction"))
    # Banner: whose hand, and which faction they play.
    x = draw_title_banner(draw, layout.width, BANNER_H, "HEROES OF TROY", 26, PAD, 22)
    if view.get("faction"):
        draw.ellipse((x, 12, x + 32, 44), fill=WHITE, outline=mine.band, width=2)
        draw_emblem(draw, (x + 6, 18, x + 26, 38), mine.emblem, mine.colour)
        x += 42
    side = f" · you play the {mine.plural}" if view.get("faction") else ""
    caption = f"Your hand — {seat_name(names, seat)}{side}"
    draw_banner_caption(draw, x, layout.width - PAD, BANNER_H, caption, 21, 12)
    top = BANNER_H + 12
    sf = font("bold", 17)
    for i, line in enumerate(layout.status):
        draw_text(draw, (PAD, top + i * 22), line, sf, INK)
    active = read_card(view.get("active"), view)
    hand = read_cards(view.get("hand"), view)
    for card, box in zip(hand, layout.cards, strict=True):
        paste_card(img, box, card, shared(card, active))
    if not hand:
        y = top + 22 * len(layout.status) + 40
        draw_text(draw, (PAD, y), "Your hand is empty.", font("bold", 20), INK_SOFT)
    if layout.shown_frame is not None:
        fl, ft, fr, fb = layout.shown_frame
        draw.rounded_rectangle(layout.shown_frame, 10, fill=SHOWN_FILL, outline=INK, width=2)
        for i, line in enumerate(layout.shown_title):
            draw_text(draw, (fl + 8, ft + 8 + i * 20), line, font("bold", 15), INK)
        kind, _, seen = _shown(view)
        for card, box in zip(seen, layout.shown, strict=True):
            # The King's cards may be played now: mark what they would share, as in the hand.
            paste_card(img, box, card, shared(card, active) if kind == "king" else frozenset())
    discard = [read_card(c, view) for c in view.get("discard") or []]
    foot = (
        ["Your secret discard: " + ", ".join(c.name for c in discard if c is not None)]
        if discard
        else []
    )
    if active is not None:
        foot.append(f"✓ on a card: what it shares with {active.name} (1 point each)")
    ff = font("sans", 14)
    cards_w = PER_ROW * CARD_W + (PER_ROW - 1) * GAP
    text = "  ·  ".join(foot)
    draw_text(draw, (PAD, layout.height - PAD - 22), ellipsize(text, ff, cards_w), ff, INK_SOFT)
    _side(img, view, layout)
    return img


def draw_hand(view: dict[str, Any], names: Sequence[str]) -> bytes:
    """PNG of one seat's hand for its seat view; only that seat should ever receive it."""
    return encode(render_hand(view, names))
