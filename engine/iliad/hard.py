"""The Iliad's ``hard`` level: the core search; each play-out runs to the end of the siege under
way with the normal bot, then the fitted evaluation judges it (``engine.iliad.evaluation``): a
siege's worth of play is where a move's effect shows, and many more play-outs fit in a second."""

from __future__ import annotations

from engine.core.search import Budget, SearchBot, Settings
from engine.iliad.evaluation import judge

HARD = SearchBot(Budget(seconds=1.0), Settings(depth=0, evaluate=judge))
