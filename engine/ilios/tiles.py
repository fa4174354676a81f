"""The ILIOS tile catalogue: names, plunder values, arrows and jumps, and how many go in the bag.

Arrows are compass directions printed on a tile facing north; jumps are ``(dcol, drow)`` offsets.
The numbers follow the project's component list (docs/rules/ilios.md sums them up).
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.core.said import T_


@dataclass(frozen=True)
class TileKind:
    """One kind of tile as printed, facing north."""

    key: str
    name: str
    value: int | None
    arrows: tuple[str, ...] = ()
    jumps: tuple[tuple[int, int], ...] = ()

    @property
    def is_horse(self) -> bool:
        return bool(self.jumps)


def _sym(points: list[tuple[int, int]]) -> tuple[tuple[int, int], ...]:
    """Every sign combination of the given offsets, without repeats, in a stable order."""
    seen: list[tuple[int, int]] = []
    for dc, dr in points:
        for sc in (1, -1):
            for sr in (1, -1):
                p = (dc * sc, dr * sr)
                if p not in seen:
                    seen.append(p)
    return tuple(seen)


KINDS: dict[str, TileKind] = {
    k.key: k
    for k in (
        TileKind("spearman", T_("Spearman"), 4, ("N",)),
        TileKind("axeman", T_("Axeman"), 3, ("NE", "NW")),
        TileKind("javelin", T_("Javelin"), 3, ("N", "S")),
        TileKind("shield", T_("Shield-bearer"), 2, ("W", "N", "E")),
        TileKind("powerful", T_("Powerful warrior"), 8, ("N", "E", "S", "W")),
        TileKind("oracle", T_("Oracle"), 8, ("N",)),
        TileKind("iron", T_("Iron weapon"), 5),
        TileKind("wasteland", T_("Wasteland"), None),
        TileKind("troy", T_("Troy"), 16),
        TileKind("horse_side", T_("Side-jump horse"), 8, (), _sym([(1, -2), (2, -1)])),
        TileKind("horse_diagonal", T_("Diagonal-jump horse"), 6, (), _sym([(2, -2)])),
        TileKind(
            "horse_straight", T_("Straight-jump horse"), 6, (), ((0, -2), (2, 0), (0, 2), (-2, 0))
        ),
    )
}

BASE_KINDS = ("spearman", "axeman", "javelin", "shield", "powerful", "oracle", "iron", "wasteland")
EXPANSION_KINDS = ("troy", "horse_side", "horse_diagonal", "horse_straight")
HORSES = frozenset({"horse_side", "horse_diagonal", "horse_straight"})
# Tiles that are never in a hand: placed at set-up and never deployed.
FIXED = frozenset({"iron", "wasteland", "troy"})
# Tiles whose facing matters (everything a player deploys except horses).
FACED = frozenset({"spearman", "axeman", "javelin", "shield", "powerful", "oracle"})

BAG_COUNTS: dict[str, int] = {
    "spearman": 10,
    "axeman": 10,
    "javelin": 10,
    "shield": 10,
    "powerful": 6,
    "oracle": 2,
}
HORSE_COUNTS: dict[str, int] = {"horse_side": 2, "horse_diagonal": 2, "horse_straight": 2}
DISKS_PER_SEAT = 38

ALIASES: dict[str, str] = {
    "shield_bearer": "shield",
    "shieldbearer": "shield",
    "powerful_warrior": "powerful",
    "iron_weapon": "iron",
    "side_jump_horse": "horse_side",
    "side": "horse_side",
    "diagonal_jump_horse": "horse_diagonal",
    "diagonal": "horse_diagonal",
    "straight_jump_horse": "horse_straight",
    "straight": "horse_straight",
    "waste": "wasteland",
}


def value(kind: str) -> int:
    """Plunder value of a kind (0 for tiles that are never plundered)."""
    return KINDS[kind].value or 0


def name(kind: str) -> str:
    return KINDS[kind].name


def parse_kind(text: str) -> str | None:
    """A tile key from what a player typed (``"Shield-bearer"`` -> ``"shield"``), or None."""
    key = text.strip().lower().replace("-", "_").replace(" ", "_")
    key = ALIASES.get(key, key)
    return key if key in KINDS else None


def starting_bag(expansion: bool, wastelands_from_bag: int) -> list[str]:
    """The bag before anyone draws, in catalogue order (draws pick a random index).

    With the expansion, ``wastelands_from_bag`` powerful warriors leave the bag to serve (face
    down) as wastelands, and the horses join the bag.
    """
    bag: list[str] = []
    for kind, count in BAG_COUNTS.items():
        if expansion and kind == "powerful":
            count -= wastelands_from_bag
        bag.extend([kind] * count)
    if expansion:
        for kind, count in HORSE_COUNTS.items():
            bag.extend([kind] * count)
    return bag
