"""The outbox seen from the store: what is still to announce, and marking it sent."""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from cogs.tabletop import outbox_sql
from cogs.tabletop.outbox_sql import Pending
from cogs.tabletop.store.core import StoreCore
from cogs.tabletop.store.messages import set_messages


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
        """(game id, channel id) of every table with an unsent announcement, in one query."""
        sql = "SELECT DISTINCT o.game_id, g.channel_id FROM outbox o JOIN games g ON g.id=o.game_id"
        params: list[int] = []
        if game_ids is not None:
            params = sorted(set(game_ids))
            if not params:
                return []
            sql += f" WHERE o.game_id IN ({', '.join('?' * len(params))})"
        rows = await self._fetchall(sql + " ORDER BY o.game_id", params)
        return [(int(r[0]), int(r[1])) for r in rows]

    async def announced(
        self,
        game_id: int,
        version: int,
        targets: Sequence[int],
        messages: Sequence[tuple[str, int, int | None]] = (),
    ) -> None:
        """Mark ``targets`` sent up to ``version``, and remember the Discord messages
        (kind, message id, user id) that showed them, in one transaction. Not fully synced: a
        mark lost to a power cut only means one announcement is made twice."""
        async with self._tx(durable=False) as db:
            await outbox_sql.mark_announced(db, game_id, version, targets)
            await set_messages(db, game_id, messages)
