"""The PostgreSQL backend: an asyncpg pool, row locks, and the small table of what PostgreSQL
spells differently from the shared SQL (written for SQLite, with ``?`` placeholders)."""

from __future__ import annotations

import re
from collections.abc import AsyncIterator, Iterable, Sequence
from contextlib import asynccontextmanager
from functools import lru_cache
from typing import Any

import asyncpg

from tabletop.store.db import Row, Tx
from tabletop.store.migrations import LATEST
from tabletop.store.migrations_pg import PG_MIGRATIONS

# (pattern, replacement) applied in order: the whole dialect difference of the shared SQL.
_DIALECT: tuple[tuple[re.Pattern[str], str], ...] = (
    (re.compile(r"json_group_array\(json_array\("), "json_agg(json_build_array("),
    # SQLite's two-argument max() is a scalar; PostgreSQL calls it GREATEST.
    (re.compile(r"\bmax\(([^(),]+),([^(),]+)\)"), r"GREATEST(\1,\2)"),
)
_MARK = re.compile(r"\?(\d*)")
_BEGIN = "BEGIN"
_BEGIN_LAZY = "BEGIN; SET LOCAL synchronous_commit = off"  # commit without the WAL flush
_LOCK_KEY = 0x7470  # the advisory lock that lets one process migrate at a time


@lru_cache(maxsize=512)
def translate(sql: str) -> str:
    """The shared SQL in PostgreSQL's words: ``?`` and ``?N`` become ``$N``."""
    for pattern, replacement in _DIALECT:
        sql = pattern.sub(replacement, sql)
    counter = iter(range(1, 10_000))
    return _MARK.sub(lambda m: "$" + (m.group(1) or str(next(counter))), sql)


def _count(status: str) -> int:
    """Rows changed, from a command tag such as ``UPDATE 1`` or ``INSERT 0 1``."""
    last = status.rsplit(" ", 1)[-1]
    return int(last) if last.isdigit() else 0


async def _keep_session(conn: asyncpg.Connection) -> None:
    """The pool's reset on release, a round trip each time, skipped: nothing the store does
    outlives its transaction (``SET LOCAL``, transaction-scoped advisory locks, no LISTEN), and
    asyncpg still rolls back a transaction left open."""


class _PgTx:
    def __init__(self, conn: asyncpg.Connection) -> None:
        self._conn = conn

    async def execute(self, sql: str, params: Sequence[Any] = ()) -> int:
        return _count(await self._conn.execute(translate(sql), *params))

    async def executemany(self, sql: str, rows: Iterable[Sequence[Any]]) -> None:
        rows = list(rows)
        if rows:
            await self._conn.executemany(translate(sql), rows)

    async def fetch(self, sql: str, params: Sequence[Any] = ()) -> list[Row]:
        return list(await self._conn.fetch(translate(sql), *params))


class PgDb:
    """A pool of connections: transactions of different tables run side by side, and any number
    of processes may share the database."""

    name = "postgres"
    integrity: tuple[type[BaseException], ...] = (asyncpg.IntegrityConstraintViolationError,)
    for_update = " FOR UPDATE"
    skip_locked = " FOR UPDATE SKIP LOCKED"

    def __init__(self, pool: asyncpg.Pool) -> None:
        self.pool = pool
        self._closed = False

    @classmethod
    async def open(cls, url: str, *, max_size: int = 8) -> PgDb:
        pool = await asyncpg.create_pool(url, min_size=1, max_size=max_size, reset=_keep_session)
        return cls(pool)

    async def close(self) -> None:
        if not self._closed:
            self._closed = True
            await self.pool.close()

    @asynccontextmanager
    async def tx(self, *, durable: bool = True) -> AsyncIterator[Tx]:
        """One transaction on a pooled connection, rolled back on any error; ``durable=False``
        commits without waiting for the WAL flush (safe to redo bookkeeping only)."""
        async with self.pool.acquire() as conn:
            # BEGIN and the commit mode in one round trip (asyncpg's transaction() takes two).
            await conn.execute(_BEGIN if durable else _BEGIN_LAZY)
            try:
                yield _PgTx(conn)
            except BaseException:
                await conn.execute("ROLLBACK")
                raise
            await conn.execute("COMMIT")

    async def fetch(self, sql: str, params: Sequence[Any] = ()) -> list[Row]:
        return list(await self.pool.fetch(translate(sql), *params))

    async def schema_version(self) -> int:
        exists = await self.pool.fetchval("SELECT to_regclass('schema_version') IS NOT NULL")
        if not exists:
            return 0
        return int(await self.pool.fetchval("SELECT version FROM schema_version"))

    async def migrate(self) -> None:
        async with self.pool.acquire() as conn, conn.transaction():
            await conn.execute("SELECT pg_advisory_xact_lock($1)", _LOCK_KEY)
            await conn.execute(
                "CREATE TABLE IF NOT EXISTS schema_version (version BIGINT NOT NULL)"
            )
            current = await conn.fetchval("SELECT version FROM schema_version")
            if current is None:
                current = 0
                await conn.execute("INSERT INTO schema_version VALUES (0)")
            if current > LATEST:
                raise RuntimeError(f"database schema {current} is newer than this code ({LATEST})")
            for number in range(current + 1, LATEST + 1):
                for statement in PG_MIGRATIONS[number - 1]:
                    await conn.execute(statement)
                await conn.execute("UPDATE schema_version SET version = $1", number)
