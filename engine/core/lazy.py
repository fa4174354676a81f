"""A view built only when someone reads it.

Bots that ignore their view (``random``) are called thousands of times a game; building a
seat view for each call was a third of a random game's time. The service and the tests pass
``LazyView(lambda: game.seat_view(state, seat))`` to ``Bot.choose`` instead.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping
from typing import Any


class LazyView(Mapping[str, Any]):
    """A read-only mapping that calls ``build`` once, on first access, and then behaves as its
    result."""

    __slots__ = ("_build", "_view")

    def __init__(self, build: Callable[[], Mapping[str, Any]]) -> None:
        self._build = build
        self._view: Mapping[str, Any] | None = None

    @property
    def built(self) -> bool:
        """Has anything read the view yet? (Tests check that lazy bots never do.)"""
        return self._view is not None

    def _get(self) -> Mapping[str, Any]:
        if self._view is None:
            self._view = self._build()
        return self._view

    def __getitem__(self, key: str) -> Any:
        view = self._view
        return (self._get() if view is None else view)[key]

    def __iter__(self) -> Iterator[str]:
        return iter(self._get())

    def __len__(self) -> int:
        return len(self._get())

    def __repr__(self) -> str:
        return f"LazyView({self._view!r})" if self.built else "LazyView(<not built>)"


def built(view: Mapping[str, Any]) -> Mapping[str, Any]:
    """The view itself, a lazy one built now: a bot that reads its view hundreds of times a
    decision reads it straight, not through the lazy wrapper at each look."""
    return view._get() if isinstance(view, LazyView) else view
