"""SQLite persistence through aiosqlite. (CONTRACT STUB: the service helper fills it in.)"""

from __future__ import annotations


class Store:
    @classmethod
    async def open(cls, path: str) -> Store:
        """Open (creating and migrating) the database at ``path``; ":memory:" works for tests."""
        raise NotImplementedError

    async def close(self) -> None:
        raise NotImplementedError
