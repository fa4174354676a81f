"""One call's table in memory while it changes: shared by the play path and every feature that
commits moves (undo, take-over, the clocks, time-outs), and handed to the hooks."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from engine.core.game import Game
from tabletop.fanout import Line
from tabletop.store import GameRow
from tabletop.store.outbox_sql import Pending


@dataclass
class Run:
    """The row at its newest version, the state, and the lines and unsent announcements of the
    versions after ``known_after`` (older ones are read if needed)."""

    row: GameRow
    game: Game[Any, Any]
    state: Any
    known_after: int
    lines: list[Line] = field(default_factory=list)
    pending: list[Pending] = field(default_factory=list)
    saved_line: str = ""
    # The version whose commit already made the ``commit_writes`` hooks' writes in its own
    # transaction, so the ``update`` hooks need not write them again.
    written_at: int | None = None
