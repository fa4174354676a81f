"""The service's hook points, all in one place: where a feature adds to opening a table, to a
move's transaction, to every change and to a time-out, without overriding another feature's
method. Each point is a list run in its order, so the order is data, not inheritance;
``tabletop.service.Service`` fills them.

- ``new_table``: what a new table stores beside its game and options (its pace, what a time-out
  does, hints): each setting is checked before the table is opened, and stored once it is.
- ``commit_writes``: what a commit writes in the move's own transaction (the clock of the
  version the move leads to); ``play.PlayMixin._commit`` runs them.
- ``update``: what every change does once its ``Update`` is built (the clock of the version now
  waiting, unless the move's own transaction timed it already).
- ``time_out``: what happens when a waiting seat's time runs out; the first hook that answers
  (returns a notice) wins, so the table's own choice (skip, vote) comes before the default (a
  bot plays).
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from engine.core.game import Game
from tabletop.models import ClockNotice, TableInfo, Update
from tabletop.run import Run
from tabletop.store import GameRow
from tabletop.store.log import Write


@dataclass(frozen=True)
class Opening:
    """A lobby being opened: by ``/game new``, with what it asked (``pace`` and ``timeout`` in
    the player's words, ``hints``), or by a rematch of ``before``, whose settings carry over."""

    game: Game[Any, Any]
    pace: str | None = None
    timeout: str | None = None
    hints: bool = False
    before: GameRow | None = None


def _accept(opening: Opening) -> None:
    """A setting with nothing to refuse."""


@dataclass(frozen=True)
class TableSetting:
    """One feature's setting of every new table: ``check`` refuses a bad choice (BadOption)
    before anything is stored; ``store`` writes it for the lobby just opened and returns the
    TableInfo that shows it."""

    store: Callable[[Opening, TableInfo], Awaitable[TableInfo]]
    check: Callable[[Opening], None] = _accept


# (the run before the commit, the row the move leads to, the state after it) -> writes
CommitWrites = Callable[[Run, GameRow, Any], Sequence[Write]]
OnUpdate = Callable[[Run, Update], Awaitable[None]]
# (the row, its game, the state, the waiting seats) -> a notice, or None to let the next hook act
TimeOut = Callable[[GameRow, Game[Any, Any], Any, list[int]], Awaitable[ClockNotice | None]]


@dataclass
class Hooks:
    """The hook points (see the module's docstring), each in its running order."""

    new_table: list[TableSetting] = field(default_factory=list)
    commit_writes: list[CommitWrites] = field(default_factory=list)
    update: list[OnUpdate] = field(default_factory=list)
    time_out: list[TimeOut] = field(default_factory=list)
