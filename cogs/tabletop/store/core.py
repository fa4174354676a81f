"""The store's connection: opening, migrating, one write transaction at a time, reads."""

from __future__ import annotations

import asyncio
import sqlite3
from collections.abc import AsyncIterator, Sequence
from contextlib import asynccontextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Self

import aiosqlite

from cogs.tabletop.migrations import LATEST, MIGRATIONS


@dataclass(frozen=True)
class _Done:
    """What a finished statement reports, once its cursor is closed."""

    rowcount: int
    lastrowid: int | None


async def run(db: aiosqlite.Connection, sql: str, params: Sequence[Any] = ()) -> _Done:
    """Run one statement and close its cursor at once: a cursor left open keeps its statement
    "in progress" and makes a later COMMIT fail."""
    async with db.execute(sql, params) as cur:
        return _Done(cur.rowcount, cur.lastrowid)


class StoreCore:
    """The database. Methods are atomic: a store-wide lock serialises use of the one connection,
    because interleaved statements of two tasks on one connection would share a transaction."""

    def __init__(self, db: aiosqlite.Connection, path: str) -> None:
        self._db = db
        self.path = path
        self._lock = asyncio.Lock()
        self._closed = False

    @classmethod
    async def open(cls, path: str | Path) -> Self:
        """Open (creating and migrating) the database at ``path``; ":memory:" works for tests."""
        path = str(path)
        if path != ":memory:":
            Path(path).parent.mkdir(parents=True, exist_ok=True)
        # isolation_level=None: we issue BEGIN/COMMIT ourselves, sqlite3 must not add its own.
        db = await aiosqlite.connect(path, isolation_level=None, timeout=10.0)
        try:
            db.row_factory = sqlite3.Row
            await run(db, "PRAGMA journal_mode=WAL")
            await run(db, "PRAGMA foreign_keys=ON")
            # FULL: a commit that returned survives even a power cut, not only a crash.
            await run(db, "PRAGMA synchronous=FULL")
            await run(db, "PRAGMA busy_timeout=10000")
            store = cls(db, path)
            await store._migrate()
        except BaseException:
            await db.close()
            raise
        return store

    async def close(self) -> None:
        """Close the connection; closing twice is harmless (shutdown paths may overlap)."""
        async with self._lock:
            if not self._closed:
                self._closed = True
                await self._db.close()

    @property
    def connection(self) -> aiosqlite.Connection:
        """The raw connection, for tests and admin checks (do not write through it)."""
        return self._db

    async def schema_version(self) -> int:
        async with self._lock:
            return await self._user_version()

    async def _user_version(self) -> int:
        async with self._db.execute("PRAGMA user_version") as cur:
            row = await cur.fetchone()
        return int(row[0]) if row else 0

    async def _migrate(self) -> None:
        async with self._lock:
            await run(self._db, "BEGIN IMMEDIATE")  # another process may be migrating too
            try:
                current = await self._user_version()
                if current > LATEST:
                    raise RuntimeError(
                        f"database schema {current} is newer than this code ({LATEST})"
                    )
                for number in range(current + 1, LATEST + 1):
                    for statement in MIGRATIONS[number - 1]:
                        await run(self._db, statement)
                    await run(self._db, f"PRAGMA user_version={number}")
                await run(self._db, "COMMIT")
            except BaseException:
                await run(self._db, "ROLLBACK")
                raise

    @asynccontextmanager
    async def _tx(self, *, durable: bool = True) -> AsyncIterator[aiosqlite.Connection]:
        """One write transaction, taken with the write lock up front so reads inside it are
        current; rolled back on any error. ``durable=False`` skips the fsync (WAL stays
        consistent; only the last such commits can be lost in a power cut), for bookkeeping
        that is safe to redo: message ids and announcement marks."""
        async with self._lock:
            if not durable:
                await run(self._db, "PRAGMA synchronous=NORMAL")
            try:
                await run(self._db, "BEGIN IMMEDIATE")
                try:
                    yield self._db
                except BaseException:
                    await run(self._db, "ROLLBACK")
                    raise
                await run(self._db, "COMMIT")
            finally:
                if not durable:
                    await run(self._db, "PRAGMA synchronous=FULL")

    async def _fetchall(self, sql: str, params: Sequence[Any] = ()) -> list[sqlite3.Row]:
        async with self._lock, self._db.execute(sql, params) as cur:
            return list(await cur.fetchall())
