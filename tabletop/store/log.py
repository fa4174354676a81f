"""The action log and the event lines: a move as one transaction, and reading them back."""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import Any, Protocol

from engine.core.types import Audience
from tabletop.audience import readers_mask
from tabletop.errors import VersionConflict
from tabletop.models import FINISHED, PLAYING
from tabletop.store import outbox_sql
from tabletop.store.core import StoreCore
from tabletop.store.db import Tx
from tabletop.store.outbox_sql import Mark, Pending
from tabletop.store.rows import EventRow, ResultRow, utc_now


class Write(Protocol):
    """One more statement for a move's transaction, made by the store for a feature (such as
    ``clocks.ClockTiming``), so that the SQL stays in the store."""

    async def write(self, db: Tx) -> None: ...


async def insert_events(
    db: Tx,
    game_id: int,
    seq: int,
    events: Sequence[tuple[Audience, str]],
    *,
    fresh: bool = False,
) -> None:
    """Log ``events`` at ``seq``, after any lines already logged there (``fresh``: the seq is
    the version this transaction has just taken, so none are)."""
    start = 0
    if not fresh:
        rows = await db.fetch(
            "SELECT coalesce(max(idx) + 1, 0) FROM events WHERE game_id=? AND seq=?",
            (game_id, seq),
        )
        start = int(rows[0][0]) if rows else 0
    await db.executemany(
        "INSERT INTO events (game_id, seq, idx, readers, text) VALUES (?, ?, ?, ?, ?)",
        [
            (game_id, seq, start + i, readers_mask(audience), text)
            for i, (audience, text) in enumerate(events)
        ],
    )


class LogStore(StoreCore):
    """Moves and what they logged."""

    # --- moves -----------------------------------------------------------------------------
    async def record_action(
        self,
        game_id: int,
        *,
        expected_version: int,
        seat: int,
        code: str,
        events: Sequence[tuple[Audience, str]],
        snapshot: dict[str, Any],
        results: Sequence[ResultRow] | None = None,
        outbox: Sequence[Mark] = (),
        bots_due: bool = False,
        also: Sequence[Write] = (),
    ) -> tuple[int, list[Pending]]:
        """One move as one transaction: the versioned snapshot update, the action, its events,
        what must be announced, and (when ``results`` is given) the finish. Returns the new
        version and the game's unsent announcements; VersionConflict if someone else moved
        first (nothing is written then)."""
        version = expected_version + 1
        now = utc_now()
        async with self._tx() as db:
            status_sql = ", status=?" if results is not None else ""
            params: list[Any] = [json.dumps(snapshot), version, now, int(bots_due)]
            if results is not None:
                params.append(FINISHED)
            cur = await db.execute(
                f"UPDATE games SET snapshot=?, version=?, updated=?, bots_due=?{status_sql}"
                " WHERE id=? AND version=? AND status=?",
                (*params, game_id, expected_version, PLAYING),
            )
            if cur != 1:
                raise VersionConflict()
            await db.execute(
                "INSERT INTO actions (game_id, seq, seat, code, created) VALUES (?, ?, ?, ?, ?)",
                (game_id, version, seat, code, now),
            )
            await insert_events(db, game_id, version, events, fresh=True)
            await outbox_sql.write_marks(db, game_id, version, outbox, self.claim())
            for write in also:
                await write.write(db)
            if results is not None:
                await outbox_sql.drop_hands(db, game_id, self._db.for_update)
                await db.executemany(
                    "INSERT INTO results (game_id, seat, user_id, score, winner, team)"
                    " VALUES (?, ?, ?, ?, ?, ?)",
                    [(game_id, r.seat, r.user_id, r.score, int(r.winner), r.team) for r in results],
                )
            pending = await outbox_sql.pending_of(db, [game_id])
        return version, pending

    async def acted_since(self, game_id: int, seat: int, version: int) -> bool:
        """Has ``seat`` made an action after ``version``? (Then its older buttons are stale.)"""
        rows = await self._fetchall(
            "SELECT 1 FROM actions WHERE game_id=? AND seat=? AND seq>? LIMIT 1",
            (game_id, seat, version),
        )
        return bool(rows)

    async def actions(self, game_id: int) -> list[tuple[int, int, str]]:
        """(seq, seat, code) in order."""
        rows = await self._fetchall(
            "SELECT seq, seat, code FROM actions WHERE game_id=? ORDER BY seq", (game_id,)
        )
        return [(r["seq"], r["seat"], r["code"]) for r in rows]

    async def events(
        self,
        game_id: int,
        *,
        since_seq: int | None = None,
        until_seq: int | None = None,
        public_only: bool = True,
        limit: int | None = None,
    ) -> list[EventRow]:
        """Logged lines in order; ``since_seq``/``until_seq`` keep those of actions after /
        up to these; ``limit`` keeps the last ones."""
        where = ["game_id=?"]
        params: list[Any] = [game_id]
        if since_seq is not None:
            where.append("seq > ?")
            params.append(since_seq)
        if until_seq is not None:
            where.append("seq <= ?")
            params.append(until_seq)
        if public_only:
            where.append("readers IS NULL")
        sql = (
            f"SELECT seq, idx, readers, text FROM events WHERE {' AND '.join(where)}"
            " ORDER BY seq DESC, idx DESC"
        )
        if limit is not None:
            sql += " LIMIT ?"
            params.append(limit)
        rows = await self._fetchall(sql, params)
        return [EventRow(r["seq"], r["readers"], r["text"]) for r in reversed(rows)]
