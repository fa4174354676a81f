"""The moves a seat may be offered as buttons under the public table.

Whether buttons appear under the table, and which, is seen by the whole channel: it must follow
from what the channel may know, never from a hand. A game therefore lists its public choices
itself (``Game.public_choices``), from public information only; the core gives the safe default
(no buttons) and the one way games build the list from their own rule of what is shown.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, TypeVar

A = TypeVar("A")


def public_choices(game: Any, state: Any, seat: int) -> list[Any]:
    """The game's public choices for ``seat``; none for a game that declares no such hook."""
    hook = getattr(game, "public_choices", None)
    return [] if hook is None else list(hook(state, seat))


def legal_kinds(legal: Sequence[A], shown: Callable[[A], bool]) -> list[A]:
    """The legal moves of a kind the rules make public. Safe only when whether such a move is
    legal follows from public information (a pass, a pick from a face-up stake); the shared
    no-leak test checks that the answer is the same for every re-deal of what is hidden."""
    return [action for action in legal if shown(action)]
