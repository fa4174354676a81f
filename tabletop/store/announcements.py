"""The outbox seen from the store: what is still to announce, and marking it sent."""

from __future__ import annotations

import time
from collections.abc import Iterable, Sequence

from tabletop.store import outbox_sql
from tabletop.store.core import StoreCore
from tabletop.store.dm_reach import close_dms
from tabletop.store.messages import set_messages, set_table_row
from tabletop.store.outbox_sql import Pending


class AnnouncementsStore(StoreCore):
    """Unsent announcements."""

    # --- announcements ----------------------------------------------------------------------
    async def pending(self, game_ids: Iterable[int] | None = None) -> list[Pending]:
        """Every unsent announcement (of these games, when given), found with one query."""
        async with self._tx() as db:
            return await outbox_sql.pending_of(db, game_ids)

    async def tables_to_announce(
        self, game_ids: Iterable[int] | None = None
    ) -> list[tuple[int, int]]:
        """(game id, channel id) of every table with an unsent announcement, claimed for this
        process: a table another live process holds (it is posting it) is left to that one."""
        ids = None if game_ids is None else sorted(set(game_ids))
        if ids == []:
            return []
        now = time.time()
        async with self._tx() as db:
            claimed = await outbox_sql.claim_tables(
                db,
                self.owner,
                now,
                now + self.lease,
                ids,
                skip_locked=self._db.skip_locked,
                lock=self._db.for_update,
            )
            if not claimed:
                return []
            marks = ", ".join("?" * len(claimed))
            rows = await db.fetch(
                f"SELECT id, channel_id FROM games WHERE id IN ({marks}) ORDER BY id", claimed
            )
        return [(int(r[0]), int(r[1])) for r in rows]

    async def claim_run_out(self, limit: int, busy: Iterable[int] = ()) -> list[int]:
        """The tables (at most ``limit``, those whose claims ran out first) whose unsent
        announcements nobody holds a live claim on any more, now claimed for this process: a
        crashed process's, found by the sweep of a live one. ``busy``: tables this process is
        retrying itself, left to their retry. One query when there is none."""
        now = time.time()
        async with self._tx(durable=False) as db:
            return await outbox_sql.claim_run_out(
                db,
                self.owner,
                now,
                now + self.lease,
                limit=limit,
                busy=sorted(set(busy)),
                skip_locked=self._db.skip_locked,
                lock=self._db.for_update,
            )

    async def announced(
        self,
        game_id: int,
        version: int,
        targets: Sequence[int],
        messages: Sequence[tuple[str, int, int | None]] = (),
        table: tuple[int, int] | None = None,
        closed: Iterable[int] = (),
    ) -> None:
        """Mark ``targets`` sent up to ``version`` and remember, in the same transaction, what
        the delivery left showing: the Discord messages (kind, message id, user id), the live
        table (message id, seats bitmask it asks to act) and the players whose DMs refused the
        bot. Not fully synced: a mark lost to a power cut only means one announcement is made
        twice."""
        async with self._tx(durable=False) as db:
            await outbox_sql.mark_announced(db, game_id, version, targets, lock=self._db.for_update)
            await set_messages(db, game_id, messages)
            if table is not None:
                await set_table_row(db, game_id, *table)
            await close_dms(db, game_id, closed)
