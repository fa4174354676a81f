"""The public Skirmish table: whose turn, scores, the cards played with their dice, discards."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PIL import ImageDraw

from fixture_game.render.common import CARD_H, CARD_W, draw_back, draw_face, player_rows, seat_name
from render.core.canvas import parchment
from render.core.fonts import font
from render.core.language import ENGLISH_WORDS, Words
from render.core.panels import draw_banner
from render.core.png import encode
from render.core.text import draw_text
from render.core.theme import INK

WIDTH, HEIGHT = 980, 560
LEFT = 400


def draw_table(view: dict[str, Any], names: Sequence[str], *, said: Words = ENGLISH_WORDS) -> bytes:
    """PNG of the public table; only public fields of ``view`` are read."""
    img = parchment(WIDTH, HEIGHT)
    draw = ImageDraw.Draw(img)
    draw_banner(draw, (0, 0, WIDTH, 56), "Skirmish", view["stage"])
    player_rows(draw, view, names, (16, 72, LEFT - 16))
    label = font("bold", 16)
    y = 72
    draw_text(draw, (LEFT, y), f"Round {view['round']} of {view['rounds']}", label, INK)
    draw_text(draw, (LEFT + 300, y), f"Deck: {view['deck']} cards", label, INK)
    y += 28
    draw_text(draw, (LEFT, y), "Discards", label, INK)
    y += 24
    for seat in range(int(view["seats"])):
        x = LEFT + seat * (CARD_W + 12)
        card = view["discards"].get(str(seat))
        if card is not None:
            draw_face(draw, (x, y), card, seat_name(names, seat))
        elif seat in view["chosen"]:
            draw_back(draw, (x, y), seat_name(names, seat))
        else:
            waiting = f"{seat_name(names, seat)}: choosing…"
            draw_text(draw, (x + 4, y + CARD_H / 2), waiting, font("sans", 13), INK)
    y += CARD_H + 20
    draw_text(draw, (LEFT, y), "Played (card + die)", label, INK)
    y += 24
    for k, (seat, card, die) in enumerate(view["table"][-5:]):
        x = LEFT + k * (CARD_W + 12)
        draw_face(draw, (x, y), card, f"{seat_name(names, seat)} +{die}")
    return encode(img)
