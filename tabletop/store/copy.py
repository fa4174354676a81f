"""Moving a SQLite database into PostgreSQL (``scripts/migrate-to-postgres``): both are brought
to the newest schema, every table is copied row for row in one PostgreSQL transaction (COPY), the
identity counters are moved past the copied ids, and the two are compared row by row.

Run it with the bot stopped; the PostgreSQL database must hold no games yet.
"""

from __future__ import annotations

import argparse
import asyncio
import sys
from typing import Any

from tabletop.store import Store
from tabletop.store.pg_db import PgDb

# Copied first: what others refer to, and the finish order before the results (whose trigger
# would otherwise number the games again, in copy order).
FIRST = ("games", "finishes")
IDENTITIES = (("games", "id"), ("finishes", "n"))


async def tables(store: Store) -> list[str]:
    """The SQLite file's tables, in an order the foreign keys accept."""
    rows = await store.select_admin(
        "SELECT name FROM sqlite_master WHERE type='table' AND name NOT LIKE 'sqlite_%'"
        " AND name <> 'schema_version' ORDER BY name"
    )
    names = [str(r[0]) for r in rows]
    return [n for n in FIRST if n in names] + [n for n in names if n not in FIRST]


async def columns(store: Store, table: str) -> list[str]:
    return [str(r[1]) for r in await store.select_admin(f"PRAGMA table_info({table})")]


async def rows_of(store: Store, table: str, cols: list[str]) -> list[tuple[Any, ...]]:
    """Every row, sorted here rather than by SQL (the two backends collate text differently),
    so two databases compare row by row."""
    rows = await store.select_admin(f"SELECT {', '.join(cols)} FROM {table}")  # noqa: S608
    return sorted(rows, key=repr)


async def copy(source: Store, target: Store) -> dict[str, int]:
    """Copy every table of ``source`` (SQLite) into ``target`` (PostgreSQL); rows per table."""
    if source.backend != "sqlite" or not isinstance(target._db, PgDb):
        raise ValueError("copies a SQLite store into a PostgreSQL one")
    if (await target.select_admin("SELECT count(*) FROM games"))[0][0]:
        raise ValueError("the PostgreSQL database already holds games: copy into an empty one")
    counts: dict[str, int] = {}
    async with target._db.pool.acquire() as conn, conn.transaction():
        for table in await tables(source):
            cols = await columns(source, table)
            records = await rows_of(source, table, cols)
            if records:
                await conn.copy_records_to_table(table, records=records, columns=cols)
            counts[table] = len(records)
        for table, column in IDENTITIES:
            await conn.execute(
                f"SELECT setval(pg_get_serial_sequence('{table}', '{column}'),"
                f" coalesce(max({column}), 0) + 1, false) FROM {table}"
            )
    return counts


async def differences(source: Store, target: Store) -> list[str]:
    """The tables whose rows differ between the two stores (empty: identical)."""
    found = []
    for table in await tables(source):
        cols = await columns(source, table)
        if await rows_of(source, table, cols) != await rows_of(target, table, cols):
            found.append(table)
    return found


async def main(sqlite_path: str, url: str) -> int:
    source = await Store.open(sqlite_path)
    target = await Store.open(url)
    try:
        counts = await copy(source, target)
        for table, n in counts.items():
            print(f"{table:14} {n:>9} rows")
        bad = await differences(source, target)
        if bad:
            print("differ after the copy: " + ", ".join(bad), file=sys.stderr)
            return 1
        print("every table identical in PostgreSQL; set DATABASE_URL to use it")
        return 0
    finally:
        await source.close()
        await target.close()


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("sqlite_path", help="the SQLite file (DATABASE_PATH)")
    parser.add_argument("url", help="postgresql://user:password@host/db (an empty database)")
    args = parser.parse_args()
    sys.exit(asyncio.run(main(args.sqlite_path, args.url)))
