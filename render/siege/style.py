"""How the Siege of Troy looks: the two sides' colours and the colour of every kind of ground.

Greek blue and Trojan orange are the rulebook's own (and the Okabe-Ito pair, safe for colour-blind
eyes); Greek counters also carry a light rim and Trojan ones a dark rim, so a side reads without
colour. The sea is a pale grey-blue and the rivers a brighter mid-blue, both clearly lighter than
a Greek counter, so water is never mistaken for a Greek piece.
"""

from __future__ import annotations

from dataclasses import dataclass

from render.core.theme import INK, RGB, WHITE, mix


@dataclass(frozen=True)
class Side:
    """How one side is shown: its words and the colours of its counters and marks."""

    key: str  # "greek" | "trojan"
    name: str  # "Greek"
    plural: str  # "Greeks"
    colour: RGB  # the counter's face
    ink: RGB  # words on the face
    rim: RGB  # the counter's edge
    dark: RGB  # paths and arrows drawn for this side's plans
    light: RGB  # a pale tint for panel rows


SIDES: dict[str, Side] = {
    "greek": Side(
        "greek",
        "Greek",
        "Greeks",
        (0, 114, 178),
        WHITE,
        (222, 238, 250),
        (0, 70, 120),
        (210, 230, 244),
    ),
    "trojan": Side(
        "trojan",
        "Trojan",
        "Trojans",
        (230, 159, 0),
        (24, 18, 10),
        (70, 40, 0),
        (150, 80, 0),
        (250, 232, 190),
    ),
}


def side(key: object) -> Side:
    """The style of a side key; anything unknown is drawn as Trojan rather than failing."""
    return SIDES.get(str(key).lower(), SIDES["trojan"])


# Ground colours, one per terrain word of the map's legend.
PLAIN: RGB = (208, 212, 160)
SEA: RGB = (150, 186, 210)
SEA_WAVE: RGB = (196, 220, 236)
SHORE_SAND: RGB = (232, 214, 164)
RIVER: RGB = (86, 160, 214)
RIVER_FLOW: RGB = (168, 210, 240)
HILL: RGB = (190, 160, 108)
HILL_MARK: RGB = (124, 92, 52)
WALL: RGB = (128, 122, 114)
WALL_JOINT: RGB = (84, 78, 70)
WALL_GHOST: RGB = (120, 104, 84)
CAMP: RGB = (232, 220, 186)
HUT: RGB = (176, 140, 96)
CITADEL: RGB = (222, 206, 190)
CITADEL_EDGE: RGB = (120, 46, 30)
HULL: RGB = (92, 58, 30)
SAIL: RGB = (250, 246, 234)
GRID_LINE: RGB = mix(PLAIN, INK, 0.22)

# Marks on counters and the plans drawn over the map.
WOUND: RGB = (200, 30, 40)
ABSTAIN: RGB = (96, 96, 104)
ATTACK: RGB = (200, 30, 40)
SHOT: RGB = (120, 20, 120)
