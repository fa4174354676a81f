"""The one place a game is registered: its rules, and where its pictures and commands live.

An entry names the modules of the game's renderer (``render.<game>``: ``table.draw_table`` and
``hand.draw_hand``) and of its Discord commands (an extension with a ``setup``) as strings, so
the engine imports neither. ``bot.py`` loads every entry's cog and ``render.registry`` finds every
entry's drawers here; adding a game is one ``register`` call.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from engine.core.game import Game
from engine.heroes import GAME as HEROES
from engine.iliad import GAME as ILIAD
from engine.ilios import GAME as ILIOS
from engine.siege import GAME as SIEGE


@dataclass(frozen=True)
class Entry:
    """A registered game: the rules object, its renderer package and its cog extension."""

    game: Game[Any, Any]
    render: str | None = None
    cog: str | None = None


ENTRIES: dict[str, Entry] = {}
GAMES: dict[str, Game[Any, Any]] = {}


def register(game: Game[Any, Any], *, render: str | None = None, cog: str | None = None) -> None:
    """Add (or replace) a game; tests register their fixture game this way."""
    ENTRIES[game.key] = Entry(game, render, cog)
    GAMES[game.key] = game


def unregister(key: str) -> None:
    ENTRIES.pop(key, None)
    GAMES.pop(key, None)


def get(key: str) -> Game[Any, Any]:
    """The game with this key; KeyError names the known ones."""
    return entry(key).game


def entry(key: str) -> Entry:
    try:
        return ENTRIES[key]
    except KeyError:
        raise KeyError(f"unknown game {key!r}; known: {', '.join(sorted(ENTRIES))}") from None


def all_games() -> list[Game[Any, Any]]:
    return [e.game for e in ENTRIES.values()]


def all_entries() -> list[Entry]:
    return list(ENTRIES.values())


register(ILIOS, render="render.ilios", cog="cogs.ilios")
register(HEROES, render="render.heroes", cog="cogs.heroes")
register(ILIAD, render="render.iliad", cog="cogs.iliad")
register(SIEGE, render="render.siege", cog="cogs.siege")
