"""Maps each game's key to its Game object; the only place that lists the games."""

from __future__ import annotations

from typing import Any

from engine.core.game import Game
from engine.ilios import GAME as ILIOS

GAMES: dict[str, Game[Any, Any]] = {game.key: game for game in (ILIOS,)}


def get(key: str) -> Game[Any, Any]:
    """The game with this key; KeyError names the known ones."""
    try:
        return GAMES[key]
    except KeyError:
        raise KeyError(f"unknown game {key!r}; known: {', '.join(sorted(GAMES))}") from None


def all_games() -> list[Game[Any, Any]]:
    return list(GAMES.values())
