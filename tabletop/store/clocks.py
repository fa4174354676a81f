"""The clocks' rows (migration 6): one per table, with its pace, the version it times, the
reminder and the deadline; who wants a DM with each reminder; and the leases that let one
process alone handle a due clock."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from tabletop.store.core import LEASE, StoreCore
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


@dataclass(frozen=True)
class ClockTiming:
    """The clock of one version of a table: timed from ``start`` while humans are to act, or
    stopped (``start`` None) when nobody human is waiting. A move's transaction can carry it
    (``record_action``'s ``also``), so the clock never lags the move it times."""

    game_id: int
    version: int
    pace: int
    start: float | None

    async def write(self, db: Tx) -> None:
        if self.start is None:
            await db.execute(
                "INSERT INTO clocks (game_id, pace, version, reminded) VALUES (?, ?, ?, 1)"
                " ON CONFLICT (game_id) DO UPDATE SET version = excluded.version,"
                " remind_at = NULL, deadline = NULL, reminded = 1",
                (self.game_id, self.pace, self.version),
            )
            return
        # A version already timed keeps its clock: a restart must not give it a fresh one.
        await db.execute(
            "INSERT INTO clocks (game_id, pace, version, remind_at, deadline, reminded)"
            " VALUES (?, ?, ?, ?, ?, 0)"
            " ON CONFLICT (game_id) DO UPDATE SET version = excluded.version,"
            " remind_at = excluded.remind_at, deadline = excluded.deadline, reminded = 0"
            " WHERE clocks.version IS DISTINCT FROM excluded.version",
            (
                self.game_id,
                self.pace,
                self.version,
                self.start + self.pace / 2,
                self.start + self.pace,
            ),
        )


class ClocksStore(StoreCore):
    """Turn clocks, lobby expiry and reminder DMs."""

    # --- clocks ----------------------------------------------------------------------------
    async def create_clock(self, game_id: int, pace: int, lobby_end: float) -> None:
        """A lobby's clock: its pace, and when it closes if nobody starts it."""
        async with self._tx() as db:
            await db.execute(
                "INSERT INTO clocks (game_id, pace, lobby_end) VALUES (?, ?, ?)"
                " ON CONFLICT (game_id) DO UPDATE SET lobby_end = excluded.lobby_end",
                (game_id, pace, lobby_end),
            )

    async def clock_pace(self, game_id: int) -> int | None:
        rows = await self._fetchall("SELECT pace FROM clocks WHERE game_id = ?", (game_id,))
        return int(rows[0][0]) if rows else None

    async def time_clock(self, timing: ClockTiming) -> None:
        """``timing`` in a transaction of its own. Not fsynced: if a power cut loses it, the
        next tick times the version again."""
        async with self._tx(durable=False) as db:
            await timing.write(db)

    async def extend_clock(self, game_id: int, version: int, deadline: float) -> None:
        """Time ``version`` again until ``deadline`` (no second reminder): an open vote's limit."""
        async with self._tx(durable=False) as db:
            await db.execute(
                "UPDATE clocks SET remind_at = NULL, deadline = ?, reminded = 1"
                " WHERE game_id = ? AND version = ?",
                (deadline, game_id, version),
            )

    async def clock_reminded(self, game_id: int, version: int) -> None:
        async with self._tx() as db:
            await db.execute(
                "UPDATE clocks SET reminded = 1 WHERE game_id = ? AND version = ?",
                (game_id, version),
            )

    async def clocks_due(self, now: float) -> list[Due]:
        """The one query of each tick (live tables only, so finished ones cost nothing), less
        the tables another process holds the clock lease of."""
        rows = await self._fetchall(
            """
            SELECT g.id, g.channel_id, c.version, COALESCE(c.pace, 0), c.deadline, c.lobby_end
            FROM games g LEFT JOIN clocks c ON c.game_id = g.id
            WHERE (g.status = 'lobby' AND (c.lobby_end IS NULL OR c.lobby_end <= ?))
               OR (g.status = 'playing' AND (c.game_id IS NULL
                   OR c.version IS DISTINCT FROM g.version
                   OR (c.reminded = 0 AND c.remind_at <= ?) OR c.deadline <= ?))
            ORDER BY g.id
            """,
            (now, now, now),
        )
        found = [Due(int(r[0]), int(r[1]), r[2], int(r[3]), r[4], r[5]) for r in rows]
        mine = set(await self.claim_leases("clock", [d.game_id for d in found], now))
        return [d for d in found if d.game_id in mine]

    async def claim_leases(self, job: str, game_ids: list[int], now: float) -> list[int]:
        """Lease ``job`` on these tables to this process for ``LEASE`` seconds and return those
        it got: a lease another process holds that has not run out is left alone (the upsert's
        condition is checked under the row's lock, so two processes never both get one)."""
        if not game_ids:
            return []
        async with self._tx(durable=False) as db:
            rows = await db.fetch(
                "INSERT INTO leases (game_id, job, owner, until) VALUES "
                + ", ".join("(?, ?, ?, ?)" for _ in game_ids)
                + " ON CONFLICT (game_id, job) DO UPDATE SET owner=excluded.owner,"
                " until=excluded.until WHERE leases.owner=excluded.owner OR leases.until<=?"
                " RETURNING game_id",
                [*(v for g in game_ids for v in (g, job, self.owner, now + LEASE)), now],
            )
        return [int(r[0]) for r in rows]

    # --- reminder DMs ----------------------------------------------------------------------
    async def set_clock_dm(self, user_id: int, on: bool) -> None:
        async with self._tx(durable=False) as db:
            if on:
                await db.execute(
                    "INSERT INTO clock_dms (user_id) VALUES (?) ON CONFLICT DO NOTHING", (user_id,)
                )
            else:
                await db.execute("DELETE FROM clock_dms WHERE user_id = ?", (user_id,))

    async def want_clock_dms(self, user_ids: Iterable[int]) -> list[int]:
        """Of ``user_ids``, those who asked for a DM with each reminder."""
        ids = list(user_ids)
        if not ids:
            return []
        marks = ", ".join("?" * len(ids))
        rows = await self._fetchall(
            f"SELECT user_id FROM clock_dms WHERE user_id IN ({marks})",
            ids,  # noqa: S608
        )
        return [int(r[0]) for r in rows]
