"""Seeded dice rolls that everybody sees: the event shows every die, so no roll is ever secret.

Rolls take the game's seeded ``Random`` (``engine.core.rng.rng_for``), so a replay rolls the same.
"""

from __future__ import annotations

from random import Random

from engine.core.said import say
from engine.core.types import Event


def roll(
    rng: Random,
    count: int = 1,
    sides: int = 6,
    *,
    who: str,
    why: str = "",
    seat: int | None = None,
) -> tuple[tuple[int, ...], Event]:
    """Roll ``count`` dice of ``sides`` faces for ``who`` (a seat label such as "Player 1").

    Returns the values and a public event: "Player 1 rolls 3 + 5 = 8 (attack)" (one die:
    "Player 1 rolls 4 (attack)"); ``data`` carries the seat, the dice, their total and the reason.
    """
    if count < 1 or sides < 2:
        raise ValueError(f"cannot roll {count} dice of {sides} sides")
    values = tuple(rng.randint(1, sides) for _ in range(count))
    total = sum(values)
    shown = str(total) if count == 1 else " + ".join(map(str, values)) + f" = {total}"
    if why:
        text = say("{who} rolls {dice} ({why}).", who=who, dice=shown, why=why)
    else:
        text = say("{who} rolls {dice}.", who=who, dice=shown)
    data = {"seat": seat, "dice": list(values), "sides": sides, "total": total, "why": why}
    return values, Event(text, kind="roll", data=data)
