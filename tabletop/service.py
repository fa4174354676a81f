"""The only place a table changes, as one object for the cogs.

Every public method takes a channel id (a channel or a thread holds at most one live game) and
the acting Discord user id, locks that channel, and returns plain data (``TableInfo``/``Update``).
Errors are ``GameError`` subclasses with a sentence about the game, and change nothing. The
parts live by job: ``lobby``, ``play``, ``queries``, ``announce`` (the outbox), ``fanout``; the
features plug in at the hook points (``hooks``), filled here in their order. No part overrides
another's method, so the order of the classes below does not matter.
"""

from __future__ import annotations

from collections.abc import Callable

from tabletop.announce import AnnounceMixin
from tabletop.base import MAX_BOT_STEPS, ServiceBase
from tabletop.clocks import ClocksMixin
from tabletop.coaching import CoachingMixin
from tabletop.dm_reach import DmReachMixin
from tabletop.helpdesk import HelpdeskMixin
from tabletop.hints import HintsMixin
from tabletop.hooks import Hooks, TableSetting
from tabletop.languages import Languages
from tabletop.lobby import LobbyMixin
from tabletop.queries import QueriesMixin
from tabletop.ratings import RatingsMixin
from tabletop.records import RecordsMixin
from tabletop.store import Store
from tabletop.takeover import TakeoverMixin
from tabletop.thinking import ThinkPool
from tabletop.timeouts import TimeoutMixin
from tabletop.undo import UndoMixin


class Service(
    TimeoutMixin,  # before the clocks and the take-over it uses (Python's rule for bases)
    ClocksMixin,
    TakeoverMixin,
    HintsMixin,
    LobbyMixin,
    AnnounceMixin,
    QueriesMixin,
    RatingsMixin,
    HelpdeskMixin,
    RecordsMixin,
    CoachingMixin,
    UndoMixin,
    DmReachMixin,
):
    """Lobby, play, queries and announcements of every table, over one store."""

    def __init__(
        self,
        store: Store,
        *,
        seed_source: Callable[[], int] | None = None,
        max_bot_steps: int = MAX_BOT_STEPS,
        thinkers: ThinkPool | None = None,
    ) -> None:
        ServiceBase.__init__(
            self, store, seed_source=seed_source, max_bot_steps=max_bot_steps, thinkers=thinkers
        )
        self.languages = Languages(store)  # what each reader reads, seen and chosen
        self.hooks = Hooks(
            # The time-out choice is a column of the clock's row: the pace comes first.
            new_table=[
                TableSetting(self._store_pace, check=self._check_pace),
                TableSetting(self._store_timeout, check=self._check_timeout),
                TableSetting(self._store_hints),
            ],
            commit_writes=[self._clock_writes],
            update=[self._time_after_update],
            # The table's own choice (skip, vote) first; else a bot plays.
            time_out=[self._chosen_time_out, self._bots_play_late],
        )
