"""The store's backend: SQLite from a path (the default), PostgreSQL from a ``postgresql://``
URL; opening migrates, and every method of the store goes through ``_tx`` or ``_fetchall``."""

from __future__ import annotations

import time
from collections.abc import AsyncIterator, Callable, Sequence
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any, Self

import aiosqlite

from tabletop.store.db import Database, Row, Tx
from tabletop.store.sqlite_db import SqliteDb

LEASE = 60.0  # seconds a process's claim on announcements or a clock holds without renewal
SOLO = "main"  # the owner name of a process alone on its database
POSTGRES_SCHEMES = ("postgresql://", "postgres://")


def is_postgres(target: str) -> bool:
    return target.startswith(POSTGRES_SCHEMES)


class StoreCore:
    """The database, whichever backend; methods are atomic (one transaction each)."""

    def __init__(
        self, db: Database, path: str, owner: str = SOLO, lease: float | None = None
    ) -> None:
        self._db = db
        self.path = path
        self.owner = owner
        # Seconds this process's claims on announcements hold (``LEASE``; tests shorten it).
        self.lease = LEASE if lease is None else lease

    def claim(self) -> tuple[str, float]:
        """This process's claim on what it writes now: (owner, until)."""
        return self.owner, time.time() + self.lease

    @classmethod
    async def open(cls, path: str | Path, *, owner: str = SOLO, lease: float | None = None) -> Self:
        """Open (creating and migrating) the database at ``path``: a SQLite file (":memory:"
        works for tests) or a ``postgresql://`` URL. Processes sharing one database need
        different ``owner`` names, kept across a restart (it takes its claims back at once);
        ``lease``: how long its claims on announcements hold (default ``LEASE``)."""
        target = str(path)
        db: Database
        if is_postgres(target):
            from tabletop.store.pg_db import PgDb  # asyncpg only when asked for

            db = await PgDb.open(target)
        else:
            db = await SqliteDb.open(target)
        try:
            await db.migrate()
        except BaseException:
            await db.close()
            raise
        return cls(db, target, owner, lease)

    async def close(self) -> None:
        """Close the connections; closing twice is harmless (shutdown paths may overlap)."""
        await self._db.close()

    @property
    def backend(self) -> str:
        """``sqlite`` or ``postgres``."""
        return self._db.name

    async def trace_statements(self, callback: Callable[[str], None] | None) -> None:
        """On SQLite, every statement run from now on goes to ``callback`` (None: stop), so a
        test or a benchmark can count what one move costs the database."""
        trace = getattr(self._db, "trace", None)
        if trace is None:
            raise NotImplementedError("only the SQLite backend traces its statements")
        await trace(callback)

    @property
    def connection(self) -> aiosqlite.Connection:
        """The raw SQLite connection, for tests and admin checks (do not write through it)."""
        if not isinstance(self._db, SqliteDb):
            raise TypeError("only the SQLite backend has one connection")
        return self._db.connection

    async def schema_version(self) -> int:
        return await self._db.schema_version()

    async def execute_admin(self, sql: str, params: Sequence[Any] = ()) -> int:
        """One statement of shared SQL in its own transaction, for tests and admin tools; the
        rows it changed."""
        async with self._tx() as db:
            return await db.execute(sql, params)

    async def select_admin(self, sql: str, params: Sequence[Any] = ()) -> list[tuple[Any, ...]]:
        """The rows of one query of shared SQL as tuples, for tests and admin tools."""
        return [tuple(r) for r in await self._fetchall(sql, params)]

    @property
    def integrity_errors(self) -> tuple[type[BaseException], ...]:
        """What this backend raises when a constraint (or an append-only trigger) refuses."""
        return self._db.integrity

    @asynccontextmanager
    async def _tx(self, *, durable: bool = True) -> AsyncIterator[Tx]:
        """One write transaction, rolled back on any error. ``durable=False`` skips waiting
        for the disk, for bookkeeping that is safe to redo: message ids and announcement marks."""
        async with self._db.tx(durable=durable) as tx:
            yield tx

    async def _fetchall(self, sql: str, params: Sequence[Any] = ()) -> list[Row]:
        return await self._db.fetch(sql, params)
