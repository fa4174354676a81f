"""The words of a public table post, beside its picture (a plain attachment, which Discord shows
larger than an embed's image): the last public events, the game's caption, the players (and the
scores at the end), whose turn first, and the move number; fitted to Discord's 2,000 characters by
dropping the oldest events first.
"""

from __future__ import annotations

from collections.abc import Sequence

from cogs.discord_kit.fit import CONTENT
from cogs.discord_kit.present import (
    EVENT_LINES,
    scores_text,
    team_scores_text,
    turn_line,
)
from cogs.tabletop.clocks import pace_text
from cogs.tabletop.fitting import fit as cut
from cogs.tabletop.models import Update
from cogs.tabletop.seating import team_name

LIMIT = CONTENT  # characters of a message's content


def players_line(update: Update) -> str:
    """'Players: ▶ alice · bob · 🤖 Cleo (Team B)', the arrow on whoever must act."""
    acting = {s.seat for s in update.to_act}
    names = [
        f"{'▶ ' if s.seat in acting else ''}{'🤖 ' if s.is_bot else ''}{s.shown}"
        + (f" ({team_name(s.team)})" if s.team is not None else "")
        for s in sorted(update.table.seats, key=lambda s: s.seat)
    ]
    return "Players: " + (" · ".join(names) or "—")


def footer_line(update: Update) -> str:
    """Small print: the game, the move number, how to play, the pace; at the end, how to
    play again."""
    table = update.table
    if update.outcome:
        return (
            f"-# {table.title} · Game over after {table.version} moves"
            + (" · played with hints, so not rated" if table.hints else "")
            + " · /game rematch for another, same seats"
        )
    footer = (
        f"-# {table.title} · Move {table.version} · play with /move, the buttons or the menu "
        "in your DMs · “My hand” shows your hand to you alone"
    )
    return footer + (f" · ⏱ {pace_text(table.pace)}" if table.pace else "")


def result_lines(update: Update) -> list[str]:
    if not update.outcome:
        return []
    lines = []
    if teams := team_scores_text(update.table, update.outcome):
        lines.append(f"Team scores: {teams}")
    if scores := scores_text(update.table, update.outcome):
        lines.append(f"Final scores: {scores}")
    return lines


def table_text(update: Update, events: Sequence[str], caption: str = "") -> str:
    """The whole table post's text: whose turn (or the result) first, as a notification's
    preview shows it; then ``events``, the public lines to show (oldest first)."""
    head = [turn_line(update)]
    tail = [players_line(update), *result_lines(update), footer_line(update)]
    if caption.strip():
        room = LIMIT - len("\n".join(head + tail)) - 1
        tail.insert(0, cut(caption.strip(), room) if room > 1 else "")
    return fit(head, events, tail)


def brief_text(update: Update, events: Sequence[str]) -> str:
    """A change not worth a new picture, posted alone: its public lines and whose turn it is."""
    return fit([], events, [turn_line(update)])


def fit(head: Sequence[str], events: Sequence[str], tail: Sequence[str]) -> str:
    """``head``, then as many of the newest ``events`` (at most ``EVENT_LINES``) as fit, then
    ``tail``, in at most ``LIMIT`` characters."""
    fixed = len("\n".join([*head, *tail]))
    shown: list[str] = []
    for event in reversed(list(events)[-EVENT_LINES:]):
        line = f"• {event}"
        if fixed + sum(len(s) + 1 for s in shown) + len(line) + 1 > LIMIT:
            break
        shown.insert(0, line)
    return cut("\n".join([*head, *shown, *tail]), LIMIT)
