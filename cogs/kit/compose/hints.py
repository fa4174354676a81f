"""The words of a hint (``/game hint``): the hard bot's move first, then the others it
weighed, each with its estimated chance of winning; one private message within Discord's limit."""

from __future__ import annotations

from cogs.kit.compose.fit import CONTENT, fit
from tabletop.hints import Hint


def percent(chance: float) -> str:
    return f"{round(100 * max(0.0, min(1.0, chance)))}%"


def hint_text(hint: Hint) -> str:
    best, *others = hint.ranked
    lines = [
        f"💡 The hard bot would play: **{best.label}** (about {percent(best.win_chance)} "
        "chance to win)."
    ]
    if others:
        lines.append("It also weighed:")
        lines += [f"• {r.label} ({percent(r.win_chance)})" for r in others]
    lines.append(
        "-# Estimates from its search of the positions your view allows; only you see this."
    )
    return fit("\n".join(lines), CONTENT)
