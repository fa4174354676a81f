"""The two entry points the Discord layer calls: pick the game's drawer from ``view["game"]``.

Game packages are imported on first use, so importing ``render`` stays cheap and a game being
broken cannot stop the others from drawing.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Sequence
from typing import Any

Drawer = Callable[[dict[str, Any], Sequence[str]], bytes]
# Games with pictures; their packages live in render/<game>/ with table.py and hand.py.
GAMES = ("ilios",)


def _drawer(view: dict[str, Any], module: str) -> Drawer:
    """``render.<game>.<module>.draw_<module>``; KeyError for a game with no pictures."""
    game = view.get("game")
    if game not in GAMES:
        raise KeyError(f"no pictures for game {game!r}; known: {', '.join(GAMES)}")
    mod = importlib.import_module(f"render.{game}.{module}")
    fn: Drawer = mod.__dict__[f"draw_{module}"]
    return fn


def draw_table(view: dict[str, Any], names: Sequence[str]) -> bytes:
    """PNG bytes of the public table for a public view; ``names[i]`` names seat ``i``."""
    return _drawer(view, "table")(view, names)


def draw_hand(view: dict[str, Any], names: Sequence[str]) -> bytes:
    """PNG bytes of one player's hand for that player's seat view."""
    return _drawer(view, "hand")(view, names)
