"""The words of a hint (``/game hint``): the hard bot's move first, then the others it
weighed, each with its estimated chance of winning; one private message within Discord's limit."""

from __future__ import annotations

from cogs.kit.compose.fit import CONTENT, fit
from render.core.language import ENGLISH_WORDS, Words
from tabletop.hints import Hint


def percent(chance: float) -> str:
    return f"{round(100 * max(0.0, min(1.0, chance)))}%"


def hint_text(hint: Hint, said: Words = ENGLISH_WORDS) -> str:
    """The hint in its reader's language (the moves' words as much as the sentences)."""
    best, *others = hint.ranked
    lines = [
        said(
            "💡 The hard bot would play: **{move}** (about {chance} chance to win).",
            move=said.line(best.label),
            chance=percent(best.win_chance),
        )
    ]
    if others:
        lines.append(said("It also weighed:"))
        lines += [f"• {said.line(r.label)} ({percent(r.win_chance)})" for r in others]
    lines.append(
        said("-# Estimates from its search of the positions your view allows; only you see this.")
    )
    return fit("\n".join(lines), CONTENT)
