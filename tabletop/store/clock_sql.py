"""The clocks' rows (migration 6): one per table, written only by ``clocks.ClocksMixin``."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from tabletop.store import Store
from tabletop.store.core import LEASE
from tabletop.store.db import Tx


@dataclass(frozen=True)
class Due:
    """A live table whose clock needs a look: its version is not the one timed (or it has no
    clock), its reminder or deadline has come, or its lobby's time is up."""

    game_id: int
    channel_id: int
    version: int | None  # the version the clock times (None: none yet)
    pace: int
    deadline: float | None
    lobby_end: float | None


async def create(store: Store, game_id: int, pace: int, lobby_end: float) -> None:
    async with store._tx() as db:
        await db.execute(
            "INSERT INTO clocks (game_id, pace, lobby_end) VALUES (?, ?, ?)"
            " ON CONFLICT (game_id) DO UPDATE SET lobby_end = excluded.lobby_end",
            (game_id, pace, lobby_end),
        )


async def pace(store: Store, game_id: int) -> int | None:
    rows = await store._fetchall("SELECT pace FROM clocks WHERE game_id = ?", (game_id,))
    return int(rows[0][0]) if rows else None


async def write_arm(db: Tx, game_id: int, version: int, pace: int, now: float) -> None:
    """Time ``version`` from ``now``, unless it is already timed (a restart keeps the clock)."""
    await db.execute(
        "INSERT INTO clocks (game_id, pace, version, remind_at, deadline, reminded)"
        " VALUES (?, ?, ?, ?, ?, 0)"
        " ON CONFLICT (game_id) DO UPDATE SET version = excluded.version,"
        " remind_at = excluded.remind_at, deadline = excluded.deadline, reminded = 0"
        " WHERE clocks.version IS DISTINCT FROM excluded.version",
        (game_id, pace, version, now + pace / 2, now + pace),
    )


async def write_stop(db: Tx, game_id: int, version: int, pace: int) -> None:
    """Nobody human to wait for at ``version``: nothing is due for it."""
    await db.execute(
        "INSERT INTO clocks (game_id, pace, version, reminded) VALUES (?, ?, ?, 1)"
        " ON CONFLICT (game_id) DO UPDATE SET version = excluded.version,"
        " remind_at = NULL, deadline = NULL, reminded = 1",
        (game_id, pace, version),
    )


async def extend(store: Store, game_id: int, version: int, deadline: float) -> None:
    """Time ``version`` again until ``deadline`` (no second reminder): an open vote's limit."""
    async with store._tx(durable=False) as db:
        await db.execute(
            "UPDATE clocks SET remind_at = NULL, deadline = ?, reminded = 1"
            " WHERE game_id = ? AND version = ?",
            (deadline, game_id, version),
        )


async def reminded(store: Store, game_id: int, version: int) -> None:
    async with store._tx() as db:
        await db.execute(
            "UPDATE clocks SET reminded = 1 WHERE game_id = ? AND version = ?",
            (game_id, version),
        )


async def due(store: Store, now: float) -> list[Due]:
    """The one query of each tick (live tables only, so finished ones cost nothing)."""
    rows = await store._fetchall(
        """
        SELECT g.id, g.channel_id, c.version, COALESCE(c.pace, 0), c.deadline, c.lobby_end
        FROM games g LEFT JOIN clocks c ON c.game_id = g.id
        WHERE (g.status = 'lobby' AND (c.lobby_end IS NULL OR c.lobby_end <= ?))
           OR (g.status = 'playing' AND (c.game_id IS NULL OR c.version IS DISTINCT FROM g.version
               OR (c.reminded = 0 AND c.remind_at <= ?) OR c.deadline <= ?))
        ORDER BY g.id
        """,
        (now, now, now),
    )
    found = [Due(int(r[0]), int(r[1]), r[2], int(r[3]), r[4], r[5]) for r in rows]
    mine = set(await claim(store, "clock", [d.game_id for d in found], now))
    return [d for d in found if d.game_id in mine]


async def claim(store: Store, job: str, game_ids: list[int], now: float) -> list[int]:
    """Lease ``job`` on these tables to this process for ``LEASE`` seconds and return those it
    got: a lease another process holds that has not run out is left alone (the upsert's
    condition is checked under the row's lock, so two processes never both get one)."""
    if not game_ids:
        return []
    async with store._tx(durable=False) as db:
        rows = await db.fetch(
            "INSERT INTO leases (game_id, job, owner, until) VALUES "
            + ", ".join("(?, ?, ?, ?)" for _ in game_ids)
            + " ON CONFLICT (game_id, job) DO UPDATE SET owner=excluded.owner,"
            " until=excluded.until WHERE leases.owner=excluded.owner OR leases.until<=?"
            " RETURNING game_id",
            [*(v for g in game_ids for v in (g, job, store.owner, now + LEASE)), now],
        )
    return [int(r[0]) for r in rows]


async def set_dm(store: Store, user_id: int, on: bool) -> None:
    async with store._tx(durable=False) as db:
        if on:
            await db.execute(
                "INSERT INTO clock_dms (user_id) VALUES (?) ON CONFLICT DO NOTHING", (user_id,)
            )
        else:
            await db.execute("DELETE FROM clock_dms WHERE user_id = ?", (user_id,))


async def wants_dm(store: Store, user_ids: Iterable[int]) -> list[int]:
    ids = list(user_ids)
    if not ids:
        return []
    marks = ", ".join("?" * len(ids))
    rows = await store._fetchall(
        f"SELECT user_id FROM clock_dms WHERE user_id IN ({marks})",
        ids,  # noqa: S608
    )
    return [int(r[0]) for r in rows]
