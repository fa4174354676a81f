"""The ``hard`` level for this game: the core search (``engine.core.search``), tuned."""

from __future__ import annotations

from engine.core.search import Budget, SearchBot, Settings

HARD = SearchBot(Budget(seconds=1.0), Settings())
