"""The outbox seen from the delivery: what is still to announce, and marking it sent.

Every move records its announcements in its own transaction; the delivery marks them sent after
posting. Whatever is unsent after a crash or a failed post is found again here, as a full
``Update`` of the table's current version (an older unsent version is superseded by it).
"""

from __future__ import annotations

from collections.abc import Iterable

from tabletop.base import game_of, log
from tabletop.dm_reach import HAND_DM
from tabletop.errors import UnknownGame
from tabletop.fanout import seats_mask
from tabletop.models import FINISHED, Shown, Update
from tabletop.play import PlayMixin
from tabletop.records import stored_record
from tabletop.store.outbox_sql import TABLE

Target = str | int  # "table", or a user id for that user's hand


def _target_code(target: Target) -> int:
    if target == "table":
        return TABLE
    if isinstance(target, int) and target > 0:
        return target
    raise ValueError(f"an announcement target is 'table' or a user id, not {target!r}")


class AnnounceMixin(PlayMixin):
    async def announced(
        self,
        game_id: int,
        version: int,
        targets: Iterable[Target],
        shown: Shown | None = None,
    ) -> None:
        """The delivery sent ``targets`` ("table" and/or user ids) of ``game_id`` at
        ``version``: every row up to that version is done. What it left ``shown`` (the live
        table, the hand DMs, the DMs found closed) is remembered in the same transaction: one
        write per announcement."""
        codes = sorted({_target_code(t) for t in targets})
        shown = shown or Shown()
        hands = [(HAND_DM, message_id, user_id) for user_id, message_id in shown.hands.items()]
        table = None
        if shown.table is not None:
            message_id, acting = shown.table
            table = (message_id, seats_mask(acting))
        await self.store.announced(game_id, version, codes, hands, table, shown.closed)

    async def pending_updates(self, game_ids: Iterable[int] | None = None) -> list[Update]:
        """An Update for every table with unsent announcements (found with one query), at its
        current version; a hand's ``send`` is True only when its row is unsent."""
        updates = []
        for game_id, channel_id in await self.store.tables_to_announce(game_ids):
            update = await self._pending_update(game_id, channel_id)
            if update is not None:
                updates.append(update)
        return updates

    async def run_out_updates(self, limit: int, busy: Iterable[int] = ()) -> list[Update]:
        """For the periodic sweep: an Update for each table (at most ``limit``) whose unsent
        announcements no process holds a live claim on any more, claimed for this process,
        so that a crashed process's tables are announced by a live one. ``busy``: tables this
        process retries itself. One query when there is nothing to take over."""
        game_ids = await self.store.claim_run_out(limit, busy)
        return await self.pending_updates(game_ids) if game_ids else []

    async def _pending_update(self, game_id: int, channel_id: int) -> Update | None:
        """Under the table's lock, so the version, the state and the rows agree."""
        async with self._locks.hold(channel_id):
            row = await self.store.game(game_id)
            rows = await self.store.pending([game_id])
            if row is None or row.snapshot is None or not rows:
                return None
            try:
                game = game_of(row.game_key)
            except UnknownGame:
                log.error("table=%s game=%s is no longer installed", channel_id, row.game_key)
                return None
            events = await self.store.events(
                row.id, since_seq=min(p.since for p in rows), public_only=False
            )
            lines = [(e.seq, e.readers, e.text) for e in events]
            update = self._build(row, game, game.load(row.snapshot), lines, rows)
            if row.status == FINISHED:  # the record goes with the final table
                update.record = await stored_record(self.store, row)
            return update
