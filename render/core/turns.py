"""Whose turn a view says it is, read the same way by every card game's pictures."""

from __future__ import annotations

from typing import Any


def is_over(view: dict[str, Any]) -> bool:
    """The game has ended: the view says so by its phase or by an outcome."""
    return view.get("phase") == "over" or bool(view.get("outcome"))


def to_act(view: dict[str, Any]) -> list[int]:
    """Seats that must act now (none once the game is over): ``to_act`` if the view lists them,
    else the one seat whose ``turn`` it is."""
    if is_over(view):
        return []
    acting = view.get("to_act")
    if isinstance(acting, (list, tuple)):
        return [int(s) for s in acting]
    turn = view.get("turn")
    return [int(turn)] if isinstance(turn, int) else []
