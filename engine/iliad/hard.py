"""The Iliad's ``hard`` level: the core search, playing out whole games with the normal bot."""

from __future__ import annotations

from engine.core.search import Budget, SearchBot

HARD = SearchBot(Budget(seconds=1.0))
