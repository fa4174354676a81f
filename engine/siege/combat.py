"""The numbers of a fight: doubling, arrows, open-field battles and the duel's three throws.

Pure functions: the dice come in from the caller (``engine.core.dice.roll`` in play, fixed
numbers in tests), so the rulebook's duel example is checked throw by throw.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from engine.siege.view_types import ThrowView

Number = int | float

# Duel table (siege.md): per throw, the largest difference with no effect and the largest that
# only wounds (None: never kills on that throw).
DUEL_TABLE: dict[int, tuple[int, int | None]] = {1: (2, 4), 2: (3, None), 3: (2, 4)}


def tidy(x: Number) -> Number:
    """4.0 -> 4, 4.5 stays: views and logs show whole numbers without a ``.0``."""
    return int(x) if float(x).is_integer() else x


def fighting_value(value: int, *, favoured: bool, inside_wall: bool) -> int:
    """A value-1 piece is doubled once by the gods' favour or by standing inside the standing
    wall; two reasons still make 2, never 4. Heroes are never doubled."""
    return 2 if value == 1 and (favoured or inside_wall) else value


def shot_result(die: int) -> str:
    """An arrow: 6 kills, 5 wounds, anything else misses."""
    return "dead" if die == 6 else "wounded" if die == 5 else "none"


def wound(status_wounded: bool) -> str:
    """A wound on a piece already wounded kills it (our rule for a second wound)."""
    return "dead" if status_wounded else "wounded"


def throw_result(throw: int, difference: Number) -> str | None:
    """What the loser of a duel throw suffers for this difference: None, wounded or dead."""
    calm, wounds = DUEL_TABLE[throw]
    if difference <= calm:
        return None
    if wounds is None or difference <= wounds:
        return "wounded"
    return "dead"


def battle_winner(totals: tuple[Number, Number]) -> int | None:
    """0 or 1 for the higher total; None for a tie (nothing happens)."""
    if totals[0] == totals[1]:
        return None
    return 0 if totals[0] > totals[1] else 1


@dataclass(frozen=True)
class Throw:
    dice: tuple[int, int]
    totals: tuple[Number, Number]
    difference: Number
    loser: int | None  # 0 or 1; None when the totals are equal
    result: str | None  # what the loser suffered

    def to_dict(self) -> ThrowView:
        return {
            "dice": list(self.dice),
            "totals": [tidy(t) for t in self.totals],
            "difference": tidy(self.difference),
            "loser": self.loser,
            "result": self.result,
        }


@dataclass(frozen=True)
class DuelResult:
    throws: tuple[Throw, ...]
    ends: tuple[str, str]  # "well" | "wounded" | "dead" for each fighter


def duel(
    values: tuple[int, int],
    wounded: tuple[bool, bool],
    die: Callable[[int, int], int],
) -> DuelResult:
    """Three throws, or fewer if a hero dies. ``die(fighter, throw)`` rolls one die. A wounded
    hero's dice count half (fractions kept); a hero wounded twice dies."""
    state = ["wounded" if w else "well" for w in wounded]
    throws: list[Throw] = []
    for number in (1, 2, 3):
        dice = (die(0, number), die(1, number))
        totals = tuple(
            values[i] + (dice[i] / 2 if state[i] == "wounded" else dice[i]) for i in (0, 1)
        )
        difference = abs(totals[0] - totals[1])
        loser = None if difference == 0 else (0 if totals[0] < totals[1] else 1)
        result = None if loser is None else throw_result(number, difference)
        if loser is not None and result is not None:
            state[loser] = "dead" if result == "dead" else wound(state[loser] == "wounded")
            result = state[loser]
        throws.append(Throw(dice, (totals[0], totals[1]), difference, loser, result))
        if "dead" in state:
            break
    return DuelResult(tuple(throws), (state[0], state[1]))


def battle_total(values: list[int], die: int, *, halved: bool) -> Number:
    """A side's total in an open-field battle: its pieces' values plus one die (halved when
    every piece of that side is a wounded defender)."""
    return sum(values) + (die / 2 if halved else die)
