"""What a backend gives the store: transactions and reads over SQL written once, with ``?``
placeholders; each backend turns it into its own dialect (see ``sqlite_db`` and ``pg_db``)."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from contextlib import AbstractAsyncContextManager
from typing import Any, Protocol

Row = Any  # sqlite3.Row or asyncpg.Record: both index by position and by column name


class Tx(Protocol):
    """One open transaction."""

    async def execute(self, sql: str, params: Sequence[Any] = ()) -> int:
        """Run one statement; the number of rows it changed."""

    async def executemany(self, sql: str, rows: Iterable[Sequence[Any]]) -> None: ...

    async def fetch(self, sql: str, params: Sequence[Any] = ()) -> list[Row]: ...


class Database(Protocol):
    """A backend: ``name`` is ``sqlite`` or ``postgres``; ``integrity`` the exceptions a broken
    constraint raises; ``for_update`` what a SELECT adds to lock its rows until the commit
    (SQLite's ``BEGIN IMMEDIATE`` already holds the whole database)."""

    name: str
    integrity: tuple[type[BaseException], ...]
    for_update: str
    skip_locked: str  # a claim passes over rows another transaction holds (PostgreSQL)

    def tx(self, *, durable: bool = True) -> AbstractAsyncContextManager[Tx]: ...

    async def fetch(self, sql: str, params: Sequence[Any] = ()) -> list[Row]: ...

    async def schema_version(self) -> int: ...

    async def migrate(self) -> None: ...

    async def close(self) -> None: ...
