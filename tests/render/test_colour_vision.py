"""Colour never carries meaning alone, and the colours that do mean something stay apart for
readers with the common colour-vision deficiencies.

Every palette that tells players, sides or factions apart is simulated as seen with full
protanomaly, deuteranomaly and tritanomaly (colorspacious' CVD model) and its colours compared
in CAM02-UCS, a space built so that distances match what people perceive: every pair must stay at
least ``APART`` units apart (about ten times the smallest difference people notice). Each
seat also carries its own letter, so two seats never differ by colour alone.
"""

from __future__ import annotations

import itertools

import numpy as np
import pytest
from colorspacious import cspace_convert, deltaE

from render.core.theme import PLAYERS, RGB
from render.heroes.style import FACTIONS, SPECIAL
from render.iliad.style import SEAT_STYLES
from render.siege.style import SIDES

APART = 10.0
DEFICIENCIES = ("protanomaly", "deuteranomaly", "tritanomaly")
PALETTES: dict[str, list[RGB]] = {
    "player colours (ILIOS, every card game's first four seats)": [p.colour for p in PLAYERS],
    "Iliad's six seat colours": [s.colour for s in SEAT_STYLES],
    "the Siege's sides": [s.colour for s in SIDES.values()],
    "Heroes' factions and specials": [f.colour for f in (*FACTIONS.values(), SPECIAL)],
}


def seen_with(colours: list[RGB], deficiency: str | None) -> list[np.ndarray]:
    out = []
    for colour in colours:
        rgb = np.array(colour, dtype=float) / 255
        if deficiency is not None:
            space = {"name": "sRGB1+CVD", "cvd_type": deficiency, "severity": 100}
            rgb = np.clip(cspace_convert(rgb, space, "sRGB1"), 0, 1)
        out.append(rgb)
    return out


def closest_pair(colours: list[np.ndarray]) -> float:
    return float(
        min(deltaE(a, b, input_space="sRGB1") for a, b in itertools.combinations(colours, 2))
    )


@pytest.mark.parametrize("deficiency", [None, *DEFICIENCIES])
@pytest.mark.parametrize("palette", sorted(PALETTES))
def test_a_palette_stays_apart_when_seen_with_a_deficiency(
    palette: str, deficiency: str | None
) -> None:
    distance = closest_pair(seen_with(PALETTES[palette], deficiency))
    assert distance >= APART, f"{palette} with {deficiency}: two colours {distance:.1f} apart"


def test_the_check_catches_colours_that_only_differ_in_red_and_green() -> None:
    red_green = [(213, 94, 0), (0, 158, 115), (204, 121, 167)]  # clear to most readers…
    assert closest_pair(seen_with(red_green, None)) >= APART
    swapped = [(200, 120, 60), (120, 140, 60)]  # …but these two merge for a deuteranope
    assert closest_pair(seen_with(swapped, "deuteranomaly")) < APART


@pytest.mark.parametrize("styles", [PLAYERS, SEAT_STYLES], ids=["players", "iliad seats"])
def test_every_seat_has_its_own_letter(styles: tuple[object, ...]) -> None:
    letters = [s.letter for s in styles]
    assert len(set(letters)) == len(letters) and all(letters)
