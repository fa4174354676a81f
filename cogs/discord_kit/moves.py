"""Legal moves as components: a few buttons, or select menus that narrow generically.

Any game's codes look like ``kind:a:b:c``; when a player has more than 25 legal actions (Discord's
limit per select), they first pick among the distinct next segments (the tile, then the square…),
each shown with the words its actions share, until at most 25 whole actions remain.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from cogs.discord_kit.present import common_words, humanize
from cogs.tabletop.models import Choice

MAX_OPTIONS = 25
MAX_SELECTS = 4
MAX_BUTTONS = 5
ACT, NARROW = "=", ">"

# game key -> is this action code safe to show to everyone (reveals nothing hidden)?
PUBLIC_CODES: dict[str, Callable[[str], bool]] = {}


@dataclass(frozen=True)
class MenuOption:
    label: str
    value: str
    description: str | None = None


def segments(code: str) -> list[str]:
    return code.split(":")


def narrow(
    choices: Sequence[Choice], prefix: Sequence[str] = ()
) -> tuple[list[str], list[MenuOption]]:
    """The options to show for ``prefix`` (segments chosen so far) and the prefix actually used:
    a prefix with a single way forward is followed automatically."""
    path = list(prefix)
    pool = [c for c in choices if segments(c.code)[: len(path)] == path]
    while True:
        if len(pool) <= MAX_OPTIONS:
            return path, [MenuOption(c.label[:100], ACT + c.code) for c in pool]
        groups: dict[str, list[Choice]] = {}
        for choice in pool:
            parts = segments(choice.code)
            key = parts[len(path)] if len(parts) > len(path) else ""
            groups.setdefault(key, []).append(choice)
        if len(groups) == 1 and "" not in groups:
            path.append(next(iter(groups)))
            continue
        options = []
        for key, members in groups.items():
            if len(members) == 1 or key == "":
                options += [MenuOption(c.label[:100], ACT + c.code) for c in members]
                continue
            words = common_words([m.label for m in members]) or humanize(" ".join([*path, key]))
            value = NARROW + ":".join([*path, key])
            options.append(MenuOption(f"{words} …"[:100], value[:100], f"{len(members)} moves"))
        return path, options


def chunks(options: list[MenuOption], size: int = MAX_OPTIONS) -> list[list[MenuOption]]:
    return [options[i : i + size] for i in range(0, len(options), size)]
