"""The words of a public table post, beside its picture (a plain attachment, which Discord shows
larger than an embed's image). A phone shows the text above the picture, so it is at most four
short lines: whose turn (or the result), the newest public events, and one line of small print
(the move, the pace). The whole log is one press
of the table's "Log" button away, and how to play is in ``/game rules``.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from cogs.kit.compose.fit import CONTENT
from cogs.kit.compose.present import turn_line
from engine.core.said import english
from render.core.language import ENGLISH_WORDS, Words
from tabletop.clocks import pace_text
from tabletop.fitting import fit as cut
from tabletop.models import Update

LIMIT = CONTENT  # characters of a message's content
LINE = 90  # characters of an event line or of the small print: one line on a phone
SHOWN = 2  # the newest public events shown above the picture


def fresh_events(events: Sequence[str], outcome: Mapping[str, Any] | None) -> list[str]:
    """The events worth showing: at the end, not the line that says the result again (the
    result line above says it)."""
    summary = english(str((outcome or {}).get("summary") or "")).strip().rstrip(".")
    return [e for e in events if not (summary and summary in english(e))]


def small_print(update: Update, hidden: int, said: Words = ENGLISH_WORDS) -> str:
    """One line of small print: the move and the pace while the game goes on; at the end the
    number of moves and the rematch; with how many lines only the Log holds."""
    table = update.table
    if update.outcome:
        parts = [
            said.plural(
                "Game over after {count} move", "Game over after {count} moves", table.version
            )
        ]
        if table.hints:
            parts.append(said("played with hints, so not rated"))
        parts.append(said("🔁 Rematch: same seats, new game"))
    else:
        parts = [said("Move {move}", move=said.number(table.version))]
        if table.pace:
            parts.append(f"⏱ {pace_text(table.pace, said)}")
    if hidden:
        parts.append(said("{count} more in 📜 Log", count=said.number(hidden)))
    return "-# " + " · ".join(parts)


def table_text(
    update: Update, events: Sequence[str], said: Words = ENGLISH_WORDS, story: Sequence[str] = ()
) -> str:
    """The whole table post's text: whose turn (or the result) first, as a notification's
    preview shows it; then the newest of ``events`` (the public lines, oldest first), or at the
    end the ``story`` of the game in their place (the last moves are then in the Log); then the
    small print. The game's caption (what its picture cannot show) is in the Log's answer."""
    shown = fresh_events(events, update.outcome)
    if story:
        lines = [turn_line(update, said), *(f"📈 {line}" for line in story)]
        lines.append(small_print(update, len(shown), said))
        return cut("\n".join(lines), LIMIT)
    lines = [turn_line(update, said), *bullets(shown)]
    lines.append(small_print(update, max(0, len(shown) - SHOWN), said))
    return cut("\n".join(lines), LIMIT)


def brief_text(update: Update, events: Sequence[str], said: Words = ENGLISH_WORDS) -> str:
    """A change not worth a new picture, posted alone: its newest public lines and whose turn
    it is."""
    lines = [*bullets(fresh_events(events, update.outcome)), turn_line(update, said)]
    return cut("\n".join(lines), LIMIT)


TIME_OUT = "⌛"  # how a time-out's line starts ("⌛ bob ran out of time: a bot played …")


def newest(events: Sequence[str]) -> list[str]:
    """The newest ``SHOWN`` events, oldest first; a time-out among ``events`` is always one of
    them (the bot's moves after it would push it into the Log, and the table would then show
    moves nobody made without saying why)."""
    lines = list(events)
    late = [k for k, line in enumerate(lines) if line.lstrip().startswith(TIME_OUT)]
    if not late or late[-1] >= len(lines) - SHOWN:
        return lines[-SHOWN:]
    return [lines[late[-1]], *lines[len(lines) - SHOWN + 1 :]]


def bullets(events: Sequence[str]) -> list[str]:
    """The newest events (``newest``), each one short line (the Log has them whole)."""
    return [f"• {cut(' '.join(e.split()), LINE - 2)}" for e in newest(events)]
