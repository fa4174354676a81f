"""Legal moves as menus that narrow, so that every legal move stays reachable however many.

Any game's codes look like ``kind:a:b:c``. A message holds at most ``MAX_SELECTS`` menus of
``MAX_OPTIONS`` options. With more legal actions than one menu shows, the player first picks
among the distinct next segments (the unit, then the square…), each shown with the words its
actions share. When even those are too many for the message (a wargame's thousands of moves),
consecutive segments are grouped into ranges (``#first-last``, by position in the game's order),
and ranges narrow into smaller ranges, until whole actions remain.
"""

from __future__ import annotations

import math
import re
from collections.abc import Sequence
from dataclasses import dataclass

from cogs.discord_kit.fit import OPTION_TEXT, fit
from cogs.discord_kit.ids import ACT, NARROW
from cogs.discord_kit.present import common_words, humanize
from cogs.tabletop.models import Choice

MAX_OPTIONS = 25
MAX_SELECTS = 4
MAX_BUTTONS = 5
MENU_SIZE = MAX_OPTIONS * MAX_SELECTS
RANGE = "#"
_RANGE = re.compile(r"#([0-9]{1,9})-([0-9]{1,9})", re.ASCII)


@dataclass(frozen=True)
class MenuOption:
    label: str
    value: str
    description: str | None = None


def segments(code: str) -> list[str]:
    return code.split(":")


def path_value(path: Sequence[str]) -> str:
    """The option value that narrows the menu to ``path``."""
    return NARROW + ":".join(path)


def parse_path(value: str) -> list[str]:
    """``">deploy:axeman"`` -> ``["deploy", "axeman"]``; ``">"`` -> ``[]`` (all moves)."""
    return [p for p in value.removeprefix(NARROW).split(":") if p]


def _span(token: str) -> tuple[int, int] | None:
    match = _RANGE.fullmatch(token)
    return (int(match[1]), int(match[2])) if match else None


def _act(choice: Choice) -> MenuOption:
    return MenuOption(fit(choice.label, OPTION_TEXT), ACT + choice.code)


def _groups(pool: Sequence[Choice], depth: int) -> dict[str, list[Choice]]:
    """The pool by its segment at ``depth`` (``""`` for a code that ends there), in order."""
    groups: dict[str, list[Choice]] = {}
    for choice in pool:
        parts = segments(choice.code)
        groups.setdefault(parts[depth] if len(parts) > depth else "", []).append(choice)
    return groups


def _group_option(path: list[str], key: str, members: list[Choice]) -> MenuOption:
    if len(members) == 1 or key == "":
        return _act(members[0])
    words = common_words([m.label for m in members]) or humanize(" ".join([*path, key]))
    return MenuOption(
        fit(f"{words} …", OPTION_TEXT), path_value([*path, key]), f"{len(members)} moves"
    )


def _range_options(
    path: list[str], groups: dict[str, list[Choice]], lo: int, hi: int, room: int
) -> list[MenuOption]:
    """Keys ``lo..hi`` (positions among ``groups``) as at most ``room`` consecutive ranges."""
    keys = list(groups)
    step = math.ceil((hi - lo + 1) / room)
    options = []
    for first in range(lo, hi + 1, step):
        last = min(first + step - 1, hi)
        if first == last:
            options.append(_group_option(path, keys[first], groups[keys[first]]))
            continue
        members = [c for key in keys[first : last + 1] for c in groups[key]]
        words = common_words([members[0].label, members[-1].label]) or humanize(" ".join(path))
        label = f"{words} {keys[first] or '…'} – {keys[last]} …".strip()
        value = path_value([*path, f"{RANGE}{first}-{last}"])
        options.append(MenuOption(fit(label, OPTION_TEXT), value, f"{len(members)} moves"))
    return options


def narrow(
    choices: Sequence[Choice], prefix: Sequence[str] = ()
) -> tuple[list[str], list[MenuOption]]:
    """The options to show for ``prefix`` (segments chosen so far, perhaps ending in a range) and
    the path actually used: a path with a single way forward is followed automatically. At most
    ``MENU_SIZE`` options (one fewer once narrowed, to leave room for the way back)."""
    choices = list({c.code: c for c in choices}.values())
    path = list(prefix)
    span = _span(path.pop()) if path and _span(path[-1]) else None
    room = MENU_SIZE - (1 if prefix else 0)
    pool = [c for c in choices if segments(c.code)[: len(path)] == path]
    while True:
        if span is None and len(pool) <= MAX_OPTIONS:
            return path, [_act(c) for c in pool]
        groups = _groups(pool, len(path))
        if span is None and len(groups) == 1 and "" not in groups:
            path.append(next(iter(groups)))
            continue
        break
    lo, hi = span if span is not None else (0, len(groups) - 1)
    hi = min(hi, len(groups) - 1)
    keys = list(groups)[lo : hi + 1]
    members = [c for key in keys for c in groups[key]]
    if span is not None and len(members) <= MAX_OPTIONS:
        return path, [_act(c) for c in members]
    if len(keys) <= room:
        return path, [_group_option(path, key, groups[key]) for key in keys]
    return path, _range_options(path, groups, lo, hi, room)


def chunks(options: list[MenuOption], size: int = MAX_OPTIONS) -> list[list[MenuOption]]:
    return [options[i : i + size] for i in range(0, len(options), size)]
