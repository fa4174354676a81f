"""How Heroes of Troy looks: faction colours and emblems, and one icon per trait.

Factions take Okabe-Ito colours (blue, vermillion, reddish purple), darkened where white words sit
on them, and each has its own emblem shape (a lambda shield, a walled tower, a thunderbolt), so a
card's side reads without colour. Each trait has its own icon and is always written beside it.
Everything is vector-drawn into a box, at any size, with no image files to ship.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from PIL import ImageDraw

from engine.heroes.cards import TRAIT_NAMES
from render.core.language import N_, Words
from render.core.theme import INK, RGB, WHITE, mix

Box = tuple[float, float, float, float]
Point = tuple[float, float]


@dataclass(frozen=True)
class Faction:
    """How one faction is shown: its words, colours and emblem."""

    key: str
    name: str  # "Greek", a message id
    plural: str  # "Greeks", for scores: a game term (a message id for the specials)
    colour: RGB  # the Okabe-Ito colour, for strips and frames
    band: RGB  # a darker shade that white words read on
    light: RGB  # a pale tint for card faces and rows
    emblem: str


FACTIONS: dict[str, Faction] = {
    "greek": Faction(
        "greek", N_("Greek"), "Greeks", (0, 114, 178), (0, 92, 150), (214, 232, 244), "shield"
    ),
    "trojan": Faction(
        "trojan", N_("Trojan"), "Trojans", (213, 94, 0), (168, 70, 0), (250, 224, 204), "tower"
    ),
    "god": Faction(
        "god", N_("God"), "Gods", (204, 121, 167), (150, 70, 118), (244, 222, 234), "bolt"
    ),
}
# The two specials belong to no faction: dark bronze (apart from the Trojans' vermilion even to a
# protanope) and gold, with a star.
SPECIAL = Faction(
    "special", N_("Special"), N_("Specials"), (120, 72, 32), (96, 56, 24), (246, 232, 196), "star"
)
# The traits in the rulebook's order and their printed words ("warrior" is "Battle Expert"): the
# engine's card data, so the pictures never drift from the rules.
TRAIT_WORDS = TRAIT_NAMES


def side_words(key: object, said: Words) -> str:
    """A faction's name in plural ("Greeks"), in ``said``'s language."""
    st = faction(key)
    return said(st.plural) if st is SPECIAL else said.term(st.plural)


def trait_words(trait: str, said: Words) -> str:
    """A trait's printed word ("Battle Expert") in ``said``'s language."""
    word = TRAIT_WORDS.get(trait)
    return said.term(word) if word else trait.title()


def faction(key: object) -> Faction:
    """The style of a faction key ("greek", "Trojan", "gods"…); unknown keys draw as specials."""
    text = str(key or "").lower().rstrip("s")
    return FACTIONS.get(text, SPECIAL)


def trait_key(name: object) -> str:
    """A trait's key from any spelling the views may use ("Battle Expert" is the warrior)."""
    text = str(name or "").strip().lower().replace("_", " ").replace("-", " ")
    return "warrior" if text in ("battle expert", "battleexpert") else text


def _poly(box: Box, points: list[Point]) -> list[Point]:
    """Unit-square points (0..1) placed in ``box``."""
    left, top, right, bottom = box
    w, h = right - left, bottom - top
    return [(left + x * w, top + y * h) for x, y in points]


def draw_emblem(draw: ImageDraw.ImageDraw, box: Box, emblem: str, fill: RGB) -> None:
    """A faction's emblem in ``fill`` inside a square ``box``."""
    left, top, right, bottom = box
    s = right - left
    line = max(1, round(s / 12))
    if emblem == "shield":  # a round hoplite shield with a lambda
        draw.ellipse(box, fill=fill)
        inner = s * 0.14
        draw.ellipse(
            (left + inner, top + inner, right - inner, bottom - inner),
            outline=WHITE,
            width=max(1, line // 2),
        )
        a, b, c = _poly(box, [(0.3, 0.72), (0.5, 0.26), (0.7, 0.72)])
        draw.line([a, b, c], fill=WHITE, width=line + 1, joint="curve")
    elif emblem == "tower":  # the walls of Troy: battlements and a gate
        pts = [(0.12, 0.92), (0.12, 0.1), (0.26, 0.1), (0.26, 0.24), (0.43, 0.24), (0.43, 0.1)]
        pts += [(0.57, 0.1), (0.57, 0.24), (0.74, 0.24), (0.74, 0.1), (0.88, 0.1), (0.88, 0.92)]
        draw.polygon(_poly(box, pts), fill=fill)
        gate = _poly(box, [(0.38, 0.92), (0.38, 0.6), (0.62, 0.6), (0.62, 0.92)])
        draw.polygon(gate, fill=WHITE)
        g0, g1 = _poly(box, [(0.38, 0.48), (0.62, 0.72)])
        draw.ellipse((g0[0], g0[1], g1[0], g1[1]), fill=WHITE)
    elif emblem == "bolt":  # Zeus's thunderbolt
        pts = [(0.66, 0.02), (0.18, 0.56), (0.46, 0.56), (0.34, 0.98), (0.84, 0.4), (0.56, 0.4)]
        draw.polygon(_poly(box, pts + [(0.74, 0.02)]), fill=fill)
    else:  # a five-pointed star for the specials
        cx, cy, r = (left + right) / 2, (top + bottom) / 2 + s * 0.04, s * 0.5
        star = []
        for i in range(10):
            ang = -math.pi / 2 + i * math.pi / 5
            rad = r if i % 2 == 0 else r * 0.45
            star.append((cx + rad * math.cos(ang), cy + rad * math.sin(ang)))
        draw.polygon(star, fill=fill)


def draw_trait_icon(draw: ImageDraw.ImageDraw, box: Box, trait: str, fill: RGB = INK) -> None:
    """The icon of ``trait`` in ``fill`` inside a square ``box``: a crown, an eye, a barbell, a
    dagger, a shield, a flame, crossed swords, a heart or a temple."""
    left, top, right, bottom = box
    s = right - left
    line = max(2, round(s / 9))
    if trait == "king":
        pts = [(0.1, 0.78), (0.1, 0.28), (0.3, 0.52), (0.5, 0.18), (0.7, 0.52), (0.9, 0.28)]
        draw.polygon(_poly(box, pts + [(0.9, 0.78)]), fill=fill)
    elif trait == "wise":  # an open eye
        cx, cy = (left + right) / 2, (top + bottom) / 2
        upper = [(cx + s * 0.45 * math.cos(a), cy - s * 0.3 * math.sin(a)) for a in _arc()]
        lower = [(cx - s * 0.45 * math.cos(a), cy + s * 0.3 * math.sin(a)) for a in _arc()]
        draw.polygon(upper + lower, fill=fill)
        r = s * 0.17
        draw.ellipse((cx - r, cy - r, cx + r, cy + r), fill=WHITE)
        r = s * 0.08
        draw.ellipse((cx - r, cy - r, cx + r, cy + r), fill=fill)
    elif trait == "strong":  # a barbell
        a, b = _poly(box, [(0.1, 0.5), (0.9, 0.5)])
        draw.line([a, b], fill=fill, width=line)
        for x0, x1 in ((0.14, 0.28), (0.72, 0.86)):
            p, q = _poly(box, [(x0, 0.2), (x1, 0.8)])
            draw.rectangle((p[0], p[1], q[0], q[1]), fill=fill)
    elif trait == "sneaky":  # a dagger, point up
        draw.polygon(
            _poly(box, [(0.5, 0.04), (0.62, 0.2), (0.6, 0.62), (0.4, 0.62), (0.38, 0.2)]), fill=fill
        )
        p, q = _poly(box, [(0.2, 0.62), (0.8, 0.72)])
        draw.rectangle((p[0], p[1], q[0], q[1]), fill=fill)
        p, q = _poly(box, [(0.43, 0.72), (0.57, 0.96)])
        draw.rectangle((p[0], p[1], q[0], q[1]), fill=fill)
    elif trait == "tough":  # a heater shield
        pts = [(0.14, 0.08), (0.86, 0.08), (0.86, 0.46), (0.72, 0.74), (0.5, 0.94), (0.28, 0.74)]
        draw.polygon(_poly(box, pts + [(0.14, 0.46)]), fill=fill)
        a, b = _poly(box, [(0.5, 0.18), (0.5, 0.8)])
        draw.line([a, b], fill=WHITE, width=max(1, line // 2))
    elif trait == "brave":  # a flame
        pts = [(0.5, 0.02), (0.7, 0.3), (0.84, 0.55), (0.8, 0.8), (0.64, 0.96), (0.36, 0.96)]
        pts += [(0.2, 0.8), (0.16, 0.55), (0.3, 0.38), (0.36, 0.56), (0.44, 0.3)]
        draw.polygon(_poly(box, pts), fill=fill)
        inner = [(0.5, 0.5), (0.64, 0.72), (0.6, 0.9), (0.4, 0.9), (0.36, 0.72)]
        draw.polygon(_poly(box, inner), fill=WHITE)
    elif trait == "warrior":  # crossed swords
        for (x0, y0), (x1, y1), (g0, g1) in (
            ((0.12, 0.12), (0.84, 0.84), ((0.58, 0.8), (0.8, 0.58))),
            ((0.88, 0.12), (0.16, 0.84), ((0.42, 0.8), (0.2, 0.58))),
        ):
            a, b = _poly(box, [(x0, y0), (x1, y1)])
            draw.line([a, b], fill=fill, width=line)
            c, d = _poly(box, [g0, g1])
            draw.line([c, d], fill=fill, width=line)
    elif trait == "charismatic":  # a heart
        r = s * 0.22
        for cx in (left + s * 0.3, left + s * 0.7):
            cy = top + s * 0.34
            draw.ellipse((cx - r, cy - r, cx + r, cy + r), fill=fill)
        draw.polygon(_poly(box, [(0.1, 0.44), (0.9, 0.44), (0.5, 0.92)]), fill=fill)
    elif trait == "pious":  # a temple
        draw.polygon(_poly(box, [(0.06, 0.3), (0.5, 0.04), (0.94, 0.3)]), fill=fill)
        for x in (0.18, 0.42, 0.66):
            p, q = _poly(box, [(x, 0.36), (x + 0.16, 0.8)])
            draw.rectangle((p[0], p[1], q[0], q[1]), fill=fill)
        p, q = _poly(box, [(0.06, 0.84), (0.94, 0.96)])
        draw.rectangle((p[0], p[1], q[0], q[1]), fill=fill)
    else:  # an unknown trait: a question mark in a ring
        draw.ellipse(box, outline=fill, width=line)


def _arc(steps: int = 12) -> list[float]:
    """Angles from 0 to pi, for the eye's lids."""
    return [math.pi * i / steps for i in range(steps + 1)]


def ink_on(colour: RGB) -> RGB:
    """White or ink, whichever reads better on ``colour``."""
    luma = 0.299 * colour[0] + 0.587 * colour[1] + 0.114 * colour[2]
    return INK if luma > 150 else WHITE


def tint(colour: RGB, t: float = 0.82) -> RGB:
    """A pale tint of ``colour``."""
    return mix(colour, WHITE, t)
