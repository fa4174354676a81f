"""Persistence on SQLite (aiosqlite, the default) or PostgreSQL (asyncpg), one interface.

The store knows nothing about any game's rules: it keeps tables, seats, the append-only action log,
event lines (with the seats that may read them), the outbox of what is still to announce, message
ids and results. Every write is one transaction, and a move only commits if
the game's version is still the one the caller loaded, so two processes (or two connections)
racing on one table can never both apply a move; its announcements commit with it.

One file per job; ``Store`` gathers them. The SQL is written once; ``sqlite_db`` and ``pg_db``
hold what each backend does differently (placeholders, JSON functions, locks).
"""

from __future__ import annotations

from tabletop.store.announcements import AnnouncementsStore
from tabletop.store.clocks import ClocksStore
from tabletop.store.dm_reach import DmReachStore
from tabletop.store.helpdesk import HelpdeskStore
from tabletop.store.languages import LanguagesStore
from tabletop.store.log import LogStore
from tabletop.store.messages import MessagesStore
from tabletop.store.results import ResultsStore
from tabletop.store.rows import ChannelTaken, EventRow, GameRow, ResultRow
from tabletop.store.tables import TablesStore
from tabletop.store.takeover import TakeoverStore
from tabletop.store.votes import VotesStore
from tabletop.store.watch import WatchStore

__all__ = ["ChannelTaken", "EventRow", "GameRow", "ResultRow", "Store"]


class Store(
    TablesStore,
    LogStore,
    AnnouncementsStore,
    ResultsStore,
    MessagesStore,
    HelpdeskStore,
    TakeoverStore,
    ClocksStore,
    VotesStore,
    DmReachStore,
    LanguagesStore,
    WatchStore,
):
    """The database: every job's methods on one object (see each module)."""
