"""The SQLite backend: one aiosqlite connection, WAL, foreign keys, ``BEGIN IMMEDIATE``."""

from __future__ import annotations

import asyncio
import sqlite3
from collections.abc import AsyncIterator, Callable, Iterable, Sequence
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

import aiosqlite

from tabletop.store.db import Row, Tx
from tabletop.store.migrations import LATEST, MIGRATIONS


async def _run(db: aiosqlite.Connection, sql: str, params: Sequence[Any] = ()) -> int:
    """Run one statement and close its cursor at once: a cursor left open keeps its statement
    "in progress" and makes a later COMMIT fail."""
    async with db.execute(sql, params) as cur:
        return cur.rowcount


class _SqliteTx:
    def __init__(self, db: aiosqlite.Connection) -> None:
        self._db = db

    async def execute(self, sql: str, params: Sequence[Any] = ()) -> int:
        return await _run(self._db, sql, params)

    async def executemany(self, sql: str, rows: Iterable[Sequence[Any]]) -> None:
        await self._db.executemany(sql, rows)

    async def fetch(self, sql: str, params: Sequence[Any] = ()) -> list[Row]:
        async with self._db.execute(sql, params) as cur:
            return list(await cur.fetchall())


class SqliteDb:
    """One connection; a lock serialises its use, because interleaved statements of two tasks on
    one connection would share a transaction."""

    name = "sqlite"
    integrity: tuple[type[BaseException], ...] = (sqlite3.IntegrityError,)
    for_update = ""
    skip_locked = ""

    def __init__(self, db: aiosqlite.Connection) -> None:
        self.connection = db
        self._lock = asyncio.Lock()
        self._closed = False

    @classmethod
    async def open(cls, path: str) -> SqliteDb:
        """Open (creating) the database at ``path``; ":memory:" works for tests."""
        if path != ":memory:":
            Path(path).parent.mkdir(parents=True, exist_ok=True)
        # isolation_level=None: we issue BEGIN/COMMIT ourselves, sqlite3 must not add its own.
        db = await aiosqlite.connect(path, isolation_level=None, timeout=10.0)
        try:
            db.row_factory = sqlite3.Row
            await _run(db, "PRAGMA journal_mode=WAL")
            await _run(db, "PRAGMA foreign_keys=ON")
            # FULL: a commit that returned survives even a power cut, not only a crash.
            await _run(db, "PRAGMA synchronous=FULL")
            await _run(db, "PRAGMA busy_timeout=10000")
        except BaseException:
            await db.close()
            raise
        return cls(db)

    async def close(self) -> None:
        async with self._lock:
            if not self._closed:
                self._closed = True
                await self.connection.close()

    @asynccontextmanager
    async def tx(self, *, durable: bool = True) -> AsyncIterator[Tx]:
        """One write transaction, taken with the write lock up front so reads inside it are
        current; rolled back on any error. ``durable=False`` skips the fsync (WAL stays
        consistent; only the last such commits can be lost in a power cut)."""
        db = self.connection
        async with self._lock:
            if not durable:
                await _run(db, "PRAGMA synchronous=NORMAL")
            try:
                await _run(db, "BEGIN IMMEDIATE")
                try:
                    yield _SqliteTx(db)
                except BaseException:
                    await _run(db, "ROLLBACK")
                    raise
                await _run(db, "COMMIT")
            finally:
                if not durable:
                    await _run(db, "PRAGMA synchronous=FULL")

    async def trace(self, callback: Callable[[str], None] | None) -> None:
        """Every statement the connection runs from now on goes to ``callback`` (None: stop)."""
        await self.connection.set_trace_callback(callback)  # type: ignore[arg-type]  # None stops

    async def fetch(self, sql: str, params: Sequence[Any] = ()) -> list[Row]:
        async with self._lock, self.connection.execute(sql, params) as cur:
            return list(await cur.fetchall())

    async def schema_version(self) -> int:
        async with self._lock:
            return await self._version(_SqliteTx(self.connection))

    @staticmethod
    async def _version(tx: _SqliteTx) -> int:
        """The ``schema_version`` table's number; a file from before that table kept it in
        ``PRAGMA user_version``, which is still written so older code refuses a newer file."""
        if await tx.fetch("SELECT 1 FROM sqlite_master WHERE name='schema_version'"):
            rows = await tx.fetch("SELECT version FROM schema_version")
            return int(rows[0][0])
        rows = await tx.fetch("PRAGMA user_version")
        return int(rows[0][0]) if rows else 0

    async def migrate(self) -> None:
        async with self.tx() as tx:  # BEGIN IMMEDIATE: another process may be migrating too
            assert isinstance(tx, _SqliteTx)
            current = await self._version(tx)
            if current > LATEST:
                raise RuntimeError(f"database schema {current} is newer than this code ({LATEST})")
            await tx.execute("CREATE TABLE IF NOT EXISTS schema_version (version INTEGER NOT NULL)")
            if not await tx.fetch("SELECT 1 FROM schema_version"):
                await tx.execute("INSERT INTO schema_version VALUES (?)", (current,))
            for number in range(current + 1, LATEST + 1):
                for statement in MIGRATIONS[number - 1]:
                    await tx.execute(statement)
                await tx.execute("UPDATE schema_version SET version=?", (number,))
                await tx.execute(f"PRAGMA user_version={number}")
