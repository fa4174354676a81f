"""The words posted beside the Siege table picture: what the map cannot show large enough at
Discord's preview size, namely the calendar (the hour, the gods' favour, the wall, what is coming),
each side's losses and the last dice.

Built from the public view only (the game hides nothing but the seed), in plain sentences, at
most ``LIMIT`` characters: the last results come last and are cut first, with a count of what was
left out.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from engine.siege.pieces import SIDES
from engine.siege.view_types import PublicView, public_of
from render.core.language import ENGLISH_WORDS, Words
from render.siege.model import Calendar, Event, is_over, read_calendar
from render.siege.words import (
    event_words,
    fight_lines,
    moving_words,
    night_lines,
    outcome_words,
    result_lines,
    results_title,
    side_word,
    when_words,
)

LIMIT = 600
COMING = 3  # spans of coming events told


def calendar_line(view: PublicView, cal: Calendar, said: Words) -> str:
    """ "Day 2 of 4 · hour 4 of 8: Greeks move. The gods favour the Trojans: their 1s
    count 2. The wall stands. Achilles abstains." """
    if is_over(view):
        title, reason = outcome_words(view, said)
        return f"{title}." + (f" {reason.rstrip('.')}." if reason else "")
    what = moving_words(view, cal, said)
    if cal.first_day < cal.last_day:
        hour = said(
            "Day {day} of {last} · hour {hour} of 8", day=cal.day, last=cal.last_day, hour=cal.hour
        )
    else:
        hour = said("Day {day} (a one-day game) · hour {hour} of 8", day=cal.day, hour=cal.hour)
    bits = [said("{head}: {rest}", head=hour, rest=what) if what else hour]
    if cal.favoured == "greek":
        bits.append(said("The gods favour the Greeks: their 1s count 2"))
    elif cal.favoured:
        bits.append(said("The gods favour the Trojans: their 1s count 2"))
    bits.append(said("The wall stands") if cal.wall else said("No wall yet"))
    if cal.achilles_abstains:
        bits.append(said("Achilles abstains"))
    return ". ".join(bits) + "."


def coming_spans(cal: Calendar, said: Words = ENGLISH_WORDS) -> list[str]:
    """The coming events, runs of one event over following hours of a day told once, in
    words: "From day 2, hour 5 to 8: the gods favour the Trojans"."""
    spans: list[tuple[Event, Event]] = []
    for e in cal.events:
        if (e.day, e.hour) == (cal.day, cal.hour) and e.kind == "favour":
            continue  # this hour's favour is told in the calendar line
        if spans:
            first, last = spans[-1]
            if (e.text, e.day, e.hour) == (last.text, last.day, last.hour + 1):
                spans[-1] = (first, e)
                continue
        spans.append((e, e))
    out = []
    for first, last in spans:
        now = (first.day, first.hour) == (cal.day, cal.hour)
        if now:
            when = said("Now")
        elif last is first:
            when = when_words(first.day, first.hour, said)
        else:
            when = said(
                "From day {day}, hour {hour} to {last}",
                day=first.day,
                hour=first.hour,
                last=last.hour,
            )
        out.append(said("{head}: {rest}", head=when, rest=event_words(first, said)))
    return out


def losses_line(view: PublicView, said: Words) -> str:
    lost = view["losses"]
    parts = [
        said(
            "{side} {total} ({today} today)",
            side=side_word(key, said),
            total=lost["total"][key],
            today=lost["today"][key],
        )
        for key in SIDES
    ]
    return said("Losses in points: {parts}.", parts=", ".join(parts))


def more(count: int, said: Words) -> str:
    """How many items a list leaves out, in words when one ("one more", never "1 more")."""
    return said("one more") if count == 1 else said("{count} more", count=count)


def and_more(count: int, said: Words) -> str:
    """ "• and 3 more": the line that closes a list cut short."""
    return said("• and {more}", more=more(count, said))


def _fit(
    head: list[str],
    sections: list[tuple[str, list[str]]],
    room: int,
    said: Words = ENGLISH_WORDS,
) -> tuple[list[str], int]:
    """``head``, then each section's title and as many of its items as fit in ``room``
    characters, with "• and N more" when some are left out ("one more", in words, for one);
    a section with no item that fits is left out whole. Also gives how many items of the
    first section with any were left out (the night's choices or the last results: what
    fewer coming events make room for)."""
    lines = list(head)
    used = sum(len(line) + 1 for line in lines)
    missed = 0
    first = next((title for title, items in sections if items), "")
    for title, items in sections:
        block = [title]
        size = len(title) + 1
        for k, item in enumerate(items):
            rest = len(items) - k - 1
            tail = len(and_more(rest, said)) + 1 if rest else 0
            if used + size + len(item) + 3 + tail > room:
                break
            block.append(f"• {item}")
            size += len(item) + 3
        left = len(items) - (len(block) - 1)
        if items and not missed and title == first:
            missed = left
        if len(block) == 1:
            continue
        if left:
            block.append(and_more(left, said))
            size += len(block[-1]) + 1
        lines += block
        used += size
    return lines, missed


def caption(given: Mapping[str, Any], names: Sequence[str], *, said: Words = ENGLISH_WORDS) -> str:
    """The calendar, the coming events, the losses, then the night's choices or the last
    results and the fights this move sets up, within ``LIMIT`` characters: fewer coming events
    are told when that makes room for every result."""
    view = public_of(given)
    cal = read_calendar(view)
    coming = [] if is_over(view) else coming_spans(cal, said)
    sections = [
        (said("Night: the fallen may come back"), night_lines(view, said)),
        (said("{title}:", title=results_title(view, said)), result_lines(view, said)),
        (said("This move sets up:"), fight_lines(view, said)),
    ]
    best: list[str] = []
    for told in range(min(COMING, len(coming)), -1, -1):
        head = [calendar_line(view, cal, said)]
        if told:
            head.append(" ".join(f"{span}." for span in coming[:told]))
        head.append(losses_line(view, said))
        lines, missed = _fit(head, sections, LIMIT, said)
        if not best or not missed:
            best = lines
        if not missed or told <= 1:
            break
    return "\n".join(best)
