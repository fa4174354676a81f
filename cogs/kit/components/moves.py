"""Legal moves as DM menus: every move at most two selections away, each option in words.

Why two steps at most: a player picking a move from a phone should never wander through menus
of counts ("548 moves"). A message holds ``MAX_SELECTS`` menus of ``MAX_OPTIONS`` options, so
one step shows up to 100 options. When a seat has more moves than that, the first step lists
groups (a piece, a card, a tile) and the second the group's moves; a group too big for one step
is split by its ``part`` (a column of the map, say), so a step never holds more than fits.

What a move says, and how moves group, is each game's business: a game cog registers a
``Planner`` for its key (``planner``), which turns the legal ``Choice``s and the seat's view into
``Entry``s (and ``Pick``s: one menu choosing several options at once, like three cards to
discard). Without one, moves group by their codes' first segments and keep the engine's words.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import Any

from cogs.kit.components.ids import ACT, NARROW
from cogs.kit.compose.fit import OPTION_TEXT, fit
from cogs.kit.compose.present import common_words
from engine.core.english import N_
from render.core.language import ENGLISH, ENGLISH_WORDS, Words
from tabletop.models import Choice

MAX_OPTIONS = 25
MAX_SELECTS = 4
MAX_BUTTONS = 5
MENU_SIZE = MAX_OPTIONS * MAX_SELECTS
BACK = N_("↩ All my moves")
CHOOSE = N_("Choose your move")
# A group's moves in the second step share its menus with the way back.
GROUP_SIZE = MENU_SIZE - 1
MAX_KEY = OPTION_TEXT - len(NARROW)
PART = "#"


@dataclass(frozen=True)
class MenuOption:
    label: str
    value: str
    description: str | None = None


@dataclass(frozen=True)
class Entry:
    """How one legal move shows: its words, and the group of the first step it sits under.

    ``group`` is a short ASCII key ("" offers the move in the first step itself, e.g. "End the
    move"); ``group_label`` and ``group_description`` are that group's option; ``section`` heads
    the first step's menu the move or its group is in ("Move a piece…"); ``part`` is where a
    group too big for one step may be split (its moves are listed in the order of their parts)."""

    code: str
    label: str
    description: str | None = None
    group: str = ""
    group_label: str = ""
    group_description: str | None = None
    section: str = ""
    part: str = ""
    said: str = ""  # the move's label as said, spoken in its reader's language (else ``label``)


@dataclass(frozen=True)
class Pick:
    """One menu choosing ``count`` options at once; the move is ``kind`` followed by the chosen
    values as segments (``discard:a:b:c``), so the game must accept them in any order."""

    kind: str
    count: int
    placeholder: str
    options: tuple[MenuOption, ...]
    codes: frozenset[str] = frozenset()  # the legal moves it answers (for the first step)


@dataclass(frozen=True)
class Plan:
    """What a game offers in the menus: its moves in words, and its multi-pick menus."""

    entries: tuple[Entry, ...]
    picks: tuple[Pick, ...] = ()


@dataclass(frozen=True)
class Section:
    """One select menu: its placeholder and options."""

    placeholder: str
    options: list[MenuOption] = field(default_factory=list)


@dataclass(frozen=True)
class Screen:
    """What one message shows: its multi-pick menus, then its menus of options."""

    picks: tuple[Pick, ...]
    sections: list[Section]


Planner = Callable[[Sequence[Choice], Mapping[str, Any]], Plan]
PLANNERS: dict[str, Planner] = {}


def planner(game_key: str) -> Callable[[Planner], Planner]:
    """Register a game's way of putting its moves into menus (a game cog does, at import)."""

    def register(function: Planner) -> Planner:
        PLANNERS[game_key] = function
        return function

    return register


def plan(game_key: str, choices: Sequence[Choice], view: Mapping[str, Any] | None) -> Plan:
    """The game's plan for ``choices``, else the plan read from the codes alone. Every legal
    move is in it once, whatever the planner says (a move it leaves out keeps its own words)."""
    choices = list({c.code: c for c in choices}.values())
    function = PLANNERS.get(game_key)
    found = function(choices, view or {}) if function else plain_plan(choices)
    known = {c.code for c in choices}
    picked = {code for pick in found.picks for code in pick.codes}
    entries = [e for e in found.entries if e.code in known and e.code not in picked]
    listed = {e.code for e in entries} | picked
    entries += [Entry(c.code, c.label, said=c.said) for c in choices if c.code not in listed]
    return Plan(tuple(dict((e.code, e) for e in entries).values()), found.picks)


def plain_plan(choices: Sequence[Choice]) -> Plan:
    """Moves grouped by their codes' first segments, at the first depth that tells them apart;
    each group's option says what its moves share ("Deploy Axeman")."""
    depth = 1
    while depth < 4 and len({_head(c.code, depth) for c in choices}) == 1:
        depth += 1
    heads: dict[str, list[Choice]] = {}
    for choice in choices:
        heads.setdefault(_head(choice.code, depth), []).append(choice)
    entries = []
    for head, members in heads.items():
        words = common_words([m.label for m in members]) or members[0].label
        key = head if len(head) <= MAX_KEY - 4 else ""
        for m in members:
            entries.append(Entry(m.code, m.label, group=key, group_label=words, said=m.said))
    return Plan(tuple(entries))


def _head(code: str, depth: int) -> str:
    return ":".join(code.split(":")[:depth])


def _said(entry: Entry, said: Words) -> str:
    """The move's words in the reader's language; in English, the label the game composed (its
    said words are for the other languages)."""
    return said.line(entry.said) if entry.said and said.language != ENGLISH else entry.label


def _act(entry: Entry, said: Words) -> MenuOption:
    label = fit(_said(entry, said), OPTION_TEXT)
    return MenuOption(label, ACT + entry.code, _words(entry.description))


def _words(text: str | None) -> str | None:
    return fit(text, OPTION_TEXT) if text else None


@dataclass
class _Unit:
    """An option of the first step: one move, or a group of moves (a key to open)."""

    key: str
    label: str
    description: str | None
    section: str
    entries: list[Entry]


def _units(entries: Sequence[Entry]) -> list[_Unit]:
    """The first step's options in order: lone moves, and groups split into parts that fit."""
    units: list[_Unit] = []
    groups: dict[str, _Unit] = {}
    for entry in entries:
        if not entry.group:
            units.append(_Unit("", entry.label, entry.description, entry.section, [entry]))
        elif entry.group in groups:
            groups[entry.group].entries.append(entry)
        else:
            unit = _Unit(
                entry.group, entry.group_label, entry.group_description, entry.section, [entry]
            )
            groups[entry.group] = unit
            units.append(unit)
    out: list[_Unit] = []
    for unit in units:
        if unit.key and len(unit.entries) == 1:
            lone = unit.entries[0]
            out.append(_Unit("", lone.label, lone.description, unit.section, [lone]))
        elif len(unit.entries) > GROUP_SIZE:
            out += _split(unit)
        else:
            out.append(unit)
    return out


def _split(unit: _Unit) -> list[_Unit]:
    """A group too big for one step as consecutive parts of about equal size, cut between two
    different ``part``s where it can be ("Hector: columns A – F", "Hector: columns G – M")."""
    entries = unit.entries  # the game lists them in the order of their parts
    count = math.ceil(len(entries) / GROUP_SIZE)
    size = math.ceil(len(entries) / count)
    pieces: list[list[Entry]] = [[]]
    for entry in entries:
        current = pieces[-1]
        full = len(current) >= GROUP_SIZE
        due = len(current) >= size and current[-1].part != entry.part
        if current and (full or due):
            pieces.append([])
        pieces[-1].append(entry)
    out = []
    for n, piece in enumerate(pieces, start=1):
        span = _span(piece[0].part, piece[-1].part)
        label = f"{unit.label} ({span})" if span else f"{unit.label} ({n} of {len(pieces)})"
        out.append(_Unit(f"{unit.key}{PART}{n}", label, unit.description, unit.section, piece))
    return out


def _span(first: str, last: str) -> str:
    """ "column B – column G" reads "columns B – G"."""
    if not first or first == last:
        return first
    word, _, rest = first.partition(" ")
    if rest and word in ("column", "row") and last.startswith(f"{word} "):  # English plurals
        return f"{word}s {rest} – {last.removeprefix(word).strip()}"
    return f"{first} – {last}"


def _unit_option(unit: _Unit, said: Words) -> MenuOption:
    if not unit.key:
        return _act(unit.entries[0], said)
    label = fit(f"{unit.label} …", OPTION_TEXT)
    return MenuOption(label, NARROW + unit.key, _words(unit.description))


def _sections(items: Sequence[tuple[str, MenuOption]], room: int, fallback: str) -> list[Section]:
    """Options (each with the heading of its section) as at most ``room`` menus: one menu per
    heading when they fit, else menus of 25 in order."""
    headed: dict[str, list[MenuOption]] = {}
    for heading, option in items:
        headed.setdefault(heading, []).append(option)
    split = [
        (heading, options[i : i + MAX_OPTIONS])
        for heading, options in headed.items()
        for i in range(0, len(options), MAX_OPTIONS)
    ]
    if len(split) <= room:
        counts: dict[str, int] = {}
        for heading, _ in split:
            counts[heading] = counts.get(heading, 0) + 1
        seen: dict[str, int] = {}
        out = []
        for heading, options in split:
            seen[heading] = seen.get(heading, 0) + 1
            name = heading or fallback
            if counts[heading] > 1:
                name = f"{name} ({seen[heading]}/{counts[heading]})"
            out.append(Section(f"{name}…", options))
        return out
    flat = [option for _, option in items]
    parts = [flat[i : i + MAX_OPTIONS] for i in range(0, len(flat), MAX_OPTIONS)]
    if len(parts) == 1:
        return [Section(f"{fallback}…", parts[0])]
    return [Section(f"{fallback} ({n}/{len(parts)})…", p) for n, p in enumerate(parts, start=1)]


def _blocks(entries: Sequence[Entry], room: int, said: Words) -> list[_Unit]:
    """The last resort when even the groups are too many for one step: consecutive moves in
    blocks of equal size, each named by its first and last moves."""
    size = max(math.ceil(len(entries) / room), 1)
    if size > GROUP_SIZE:
        raise ValueError(f"{len(entries)} moves cannot be offered in two steps")
    out = []
    for n, start in enumerate(range(0, len(entries), size), start=1):
        block = list(entries[start : start + size])
        first, last = _said(block[0], said), _said(block[-1], said)
        label = first if len(block) == 1 else f"{first} – {last}"
        out.append(_Unit(f"{PART}{n}", label, None, "", block))
    return out


def first_step(found: Plan, said: Words = ENGLISH_WORDS) -> Screen:
    """The menus a DM shows first: every move at once when they fit, else groups to open."""
    room = MAX_SELECTS - len(found.picks)
    entries = found.entries
    if not entries:
        return Screen(found.picks, [])
    if len(entries) <= room * MAX_OPTIONS:
        items = [(e.section, _act(e, said)) for e in entries]
        return Screen(found.picks, _sections(items, room, said(CHOOSE)))
    units = _units(entries)
    if len(units) > room * MAX_OPTIONS:
        units = _blocks(entries, room * MAX_OPTIONS, said)
    items = [(u.section, _unit_option(u, said)) for u in units]
    return Screen(found.picks, _sections(items, room, said(CHOOSE)))


def second_step(found: Plan, key: str, said: Words = ENGLISH_WORDS) -> Screen | None:
    """The menus of the group ``key`` opens (None when no group has that key any more), with
    the way back to every move last."""
    room = MAX_SELECTS - len(found.picks)
    if len(found.entries) <= room * MAX_OPTIONS:
        return None
    units = _units(found.entries)
    if len(units) > room * MAX_OPTIONS:
        units = _blocks(found.entries, room * MAX_OPTIONS, said)
    unit = next((u for u in units if u.key and u.key == key), None)
    if unit is None:
        return None
    options = [_act(e, said) for e in unit.entries] + [MenuOption(said(BACK), NARROW)]
    parts = [options[i : i + MAX_OPTIONS] for i in range(0, len(options), MAX_OPTIONS)]
    sections = []
    for n, chunk in enumerate(parts, start=1):
        moves = unit.entries[(n - 1) * MAX_OPTIONS : n * MAX_OPTIONS]
        span = _span(moves[0].part, moves[-1].part) if moves else ""
        name = unit.label
        if len(parts) > 1:
            name = f"{name}: {span}" if span else f"{name} ({n}/{len(parts)})"
        sections.append(Section(fit(f"{name}…", 150), chunk))
    return Screen(found.picks, sections)


def screen(
    game_key: str,
    choices: Sequence[Choice],
    view: Mapping[str, Any] | None = None,
    key: str | None = None,
    said: Words = ENGLISH_WORDS,
) -> Screen:
    """The menus for ``choices``: the group ``key`` opened, else the first step."""
    found = spoken_plan(plan(game_key, choices, view), said)
    opened = second_step(found, key, said) if key else None
    return opened if opened is not None else first_step(found, said)


def spoken_plan(found: Plan, said: Words) -> Plan:
    """The plan in its reader's language: a planner's words may be said lines (its sections,
    groups, parts and descriptions as much as the moves), spoken here once, before any of them
    is fitted or joined."""

    def line(text: str | None) -> str | None:
        return said.line(text) if text else text

    entries = tuple(
        replace(
            e,
            label=_said(e, said),
            said="",
            description=line(e.description),
            group_label=said.line(e.group_label),
            group_description=line(e.group_description),
            section=said.line(e.section),
            part=said.line(e.part),
        )
        for e in found.entries
    )
    picks = tuple(
        replace(
            p,
            placeholder=said.line(p.placeholder),
            options=tuple(
                replace(
                    o, label=fit(said.line(o.label), OPTION_TEXT), description=line(o.description)
                )
                for o in p.options
            ),
        )
        for p in found.picks
    )
    return Plan(entries, picks)


def group_key(value: str) -> str:
    """``">move:ajax"`` -> ``"move:ajax"``; ``">"`` -> ``""`` (all moves)."""
    return value.removeprefix(NARROW)


def chunks(options: list[MenuOption], size: int = MAX_OPTIONS) -> list[list[MenuOption]]:
    return [options[i : i + size] for i in range(0, len(options), size)]
