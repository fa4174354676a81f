"""Whose turn a view says it is, read the same way by every card game's pictures."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from engine.core.shared_view import shared_of


def is_over(view: Mapping[str, Any]) -> bool:
    """The game has ended: the view says so by its phase or by an outcome."""
    shared = shared_of(view)
    return shared.get("phase") == "over" or bool(shared.get("outcome"))


def to_act(view: Mapping[str, Any]) -> list[int]:
    """Seats that must act now (none once the game is over): ``to_act`` if the view lists them,
    else the one seat whose ``turn`` it is."""
    if is_over(view):
        return []
    shared = shared_of(view)
    acting = shared.get("to_act")
    if isinstance(acting, (list, tuple)):
        return [int(s) for s in acting]
    turn = shared.get("turn")
    return [int(turn)] if isinstance(turn, int) else []
