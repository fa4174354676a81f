"""Maps each game's key to its Game object; the only place that lists the games."""

from __future__ import annotations

from typing import Any

from engine.core.game import Game

GAMES: dict[str, Game[Any, Any]] = {}


def _register() -> None:
    from engine.ilios import GAME as ILIOS

    for game in (ILIOS,):
        GAMES[game.key] = game


def get(key: str) -> Game[Any, Any]:
    """The game with this key; KeyError names the known ones."""
    if not GAMES:
        _register()
    try:
        return GAMES[key]
    except KeyError:
        raise KeyError(f"unknown game {key!r}; known: {', '.join(sorted(GAMES))}") from None


def all_games() -> list[Game[Any, Any]]:
    if not GAMES:
        _register()
    return list(GAMES.values())
