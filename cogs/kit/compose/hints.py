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
    tied = hint.tied()
    if len(tied) > 1:  # no ranking where the search cannot tell them apart
        moves = said.listing([f"**{said.line(r.label)}**" for r in tied])
        lines = [
            said(
                "💡 No move stands out: {moves} are about equal (about {chance} chance to win).",
                moves=moves,
                chance=percent(best.win_chance),
            )
        ]
        others = [r for r in others if r not in tied]
    else:
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
        said(
            "-# A chance is how often the hard bot, playing on from such a position against "
            "normal bots, went on to win (measured); only you see this."
        )
    )
    return fit("\n".join(lines), CONTENT)
