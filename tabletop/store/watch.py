"""What the web view reads to learn that tables changed: their marks (version, status, the
clock's deadline) in one query for all the watched tables, and on PostgreSQL a listener of the
``troy_tables`` notifications (migration 15) on a connection of its own."""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass

from tabletop.store.core import StoreCore, is_postgres

log = logging.getLogger("troy.store")

CHANNEL = "troy_tables"  # the NOTIFY channel of migration 15


@dataclass(frozen=True)
class TableMark:
    """What changes when a table does: a new version or status, or its clock running anew.
    ``deadline`` (epoch seconds) is the clock of the version shown, None when none runs."""

    version: int
    status: str
    deadline: float | None


class WatchStore(StoreCore):
    """The cheap reads that let a web page follow tables."""

    async def table_marks(self, game_ids: Sequence[int]) -> dict[int, TableMark]:
        """The marks of these tables (those that exist), one query whatever their number."""
        if not game_ids:
            return {}
        marks = ", ".join("?" for _ in game_ids)
        rows = await self._fetchall(
            "SELECT g.id, g.version, g.status,"
            " CASE WHEN c.version = g.version THEN c.deadline END"
            " FROM games g LEFT JOIN clocks c ON c.game_id = g.id"
            f" WHERE g.id IN ({marks})",
            list(game_ids),
        )
        return {
            int(r[0]): TableMark(int(r[1]), str(r[2]), None if r[3] is None else float(r[3]))
            for r in rows
        }

    async def listen_tables(
        self, changed: Callable[[int], None]
    ) -> Callable[[], Awaitable[None]] | None:
        """On PostgreSQL, call ``changed(game_id)`` on each table's committed change (any
        process's), over a connection of its own (a pooled one must not keep a LISTEN); the
        coroutine returned stops listening. None on SQLite: the caller polls ``table_marks``."""
        if not is_postgres(self.path):
            return None
        import asyncpg  # only with PostgreSQL

        conn = await asyncpg.connect(self.path)

        def heard(_conn: object, _pid: int, _channel: str, payload: str) -> None:
            if payload.isdigit():
                changed(int(payload))

        await conn.add_listener(CHANNEL, heard)

        async def stop() -> None:
            try:
                await conn.remove_listener(CHANNEL, heard)
            finally:
                await conn.close()

        return stop
