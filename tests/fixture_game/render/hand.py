"""A player's Skirmish hand: their cards large, their secret discard, a partner's shown hand."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PIL import ImageDraw

from fixture_game.render.common import CARD_H, CARD_W, draw_face, seat_name
from render.core.canvas import parchment
from render.core.fonts import font
from render.core.language import ENGLISH_WORDS, Words
from render.core.panels import draw_banner
from render.core.png import encode
from render.core.text import draw_text
from render.core.theme import INK

WIDTH = 640


def draw_hand(view: dict[str, Any], names: Sequence[str], *, said: Words = ENGLISH_WORDS) -> bytes:
    """PNG of ``view``'s seat's hand (a seat view)."""
    seat = int(view["seat"])
    partner = view.get("partner_hand")
    height = 300 + (CARD_H + 60 if partner is not None else 0)
    img = parchment(WIDTH, height)
    draw = ImageDraw.Draw(img)
    draw_banner(draw, (0, 0, WIDTH, 56), "Your hand", seat_name(names, seat))
    label = font("bold", 16)
    y = 72
    hand = view["hand"]
    draw_text(
        draw,
        (20, y),
        f"{len(hand)} card{'' if len(hand) == 1 else 's'}" if hand else "No cards left",
        label,
        INK,
    )
    for k, card in enumerate(hand):
        draw_face(draw, (20 + k * (CARD_W + 12), y + 26), card)
    y += CARD_H + 50
    if view.get("my_discard"):
        draw_text(draw, (20, y), f"Your secret discard: {view['my_discard']}", label, INK)
        y += 26
    draw_text(draw, (20, y), f"Now: {view['stage']}", font("sans", 15), INK)
    y += 34
    if partner is not None:
        draw_text(draw, (20, y), "Your partner's hand (shown to you)", label, INK)
        for k, card in enumerate(partner):
            draw_face(draw, (20 + k * (CARD_W + 12), y + 26), card)
    return encode(img)
