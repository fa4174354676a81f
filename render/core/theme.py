"""Colours and player styles shared by every game's pictures.

Player colours are the Okabe-Ito colour-blind-safe set, and each seat also gets its own marker
shape and letter, so that colour is never the only way to tell players apart.
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.core.english import N_

RGB = tuple[int, int, int]


@dataclass(frozen=True)
class PlayerStyle:
    """How one seat is shown everywhere: colour, colour name, marker shape and letter."""

    colour: RGB
    name: str  # a message id: a picture says ``said(style.name)``
    shape: str  # "circle" | "square" | "triangle" | "diamond" (message ids too)
    letter: str
    text: RGB  # ink that reads on top of ``colour``
    light: RGB  # a pale tint of ``colour`` for row backgrounds


PLAYERS: tuple[PlayerStyle, ...] = (
    PlayerStyle((0, 114, 178), N_("Blue"), N_("circle"), "B", (255, 255, 255), (204, 227, 240)),
    PlayerStyle((230, 159, 0), N_("Orange"), N_("square"), "O", (20, 20, 20), (250, 232, 190)),
    PlayerStyle((0, 158, 115), N_("Green"), N_("triangle"), "G", (255, 255, 255), (196, 234, 220)),
    PlayerStyle((204, 121, 167), N_("Purple"), N_("diamond"), "P", (20, 20, 20), (241, 218, 231)),
)


def player_style(seat: int) -> PlayerStyle:
    """The style of ``seat``; wraps round if a game ever has more seats than styles."""
    return PLAYERS[seat % len(PLAYERS)]


# Parchment and stone: the common backdrop of every board.
PARCHMENT = (240, 228, 200)
PARCHMENT_DARK = (222, 203, 162)
STONE = (188, 178, 160)
STONE_DARK = (120, 108, 92)
INK = (46, 36, 28)
INK_SOFT = (105, 90, 72)
WHITE = (255, 255, 255)
GOLD = (196, 150, 40)
GOLD_LIGHT = (246, 214, 120)
BRONZE = (150, 92, 44)
# Okabe-Ito yellow with an ink rim marks what just changed; no player owns yellow.
HIGHLIGHT = (240, 228, 66)
BANNER = (78, 52, 36)
BANNER_TEXT = (250, 236, 200)


def mix(a: RGB, b: RGB, t: float) -> RGB:
    """Blend ``a`` towards ``b`` by ``t`` (0..1); for tints and shades without new constants."""
    return (
        round(a[0] + (b[0] - a[0]) * t),
        round(a[1] + (b[1] - a[1]) * t),
        round(a[2] + (b[2] - a[2]) * t),
    )
