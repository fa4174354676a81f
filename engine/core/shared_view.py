"""The keys of a view that the layers above every game read, whatever the game.

Each game describes its own views (``engine/<game>/view_types.py``); the table's words, the
hand DM's words, autocomplete's "not now" and the pictures' turn marks only read these few keys,
which every game spells and types the same way (the conformance tests check each game's views
against this description).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypedDict, cast


class SharedView(TypedDict, total=False):
    game: str  # the game's key
    phase: str  # "over" once the game has ended
    turn: int | None  # the seat whose turn it is, where one seat at a time acts
    to_act: list[int]  # the seats that must act now
    stage: str  # what is awaited, in words ("deploy a warrior")
    stage_brief: str  # the same, shorter, where the picture says the rest
    outcome: dict[str, Any] | None  # the result, once the game has ended
    hand: list[Any]  # a seat view's hand: item keys, or cards as dicts
    catalogue: dict[str, Any]  # item key -> its name and value, for words about a hand


def shared_of(view: Mapping[str, Any]) -> SharedView:
    """``view`` read for its shared keys only."""
    return cast(SharedView, view)
