"""Which Discord messages show a table, a lobby or a hand."""

from __future__ import annotations

from collections.abc import Sequence

from tabletop.store.core import StoreCore
from tabletop.store.db import Tx
from tabletop.store.rows import utc_now


async def set_messages(
    db: Tx,
    game_id: int,
    messages: Sequence[tuple[str, int, int | None]],
    channel_id: int | None = None,
) -> None:
    """Remember the Discord messages (kind, message id, user id) that show ``game_id``."""
    now = utc_now()
    await db.executemany(
        "INSERT INTO messages (game_id, channel_id, kind, user_id, message_id, updated)"
        " VALUES (?1, coalesce(?2, (SELECT channel_id FROM games WHERE id=?1)), ?3, ?4, ?5, ?6)"
        " ON CONFLICT (game_id, kind, user_id)"
        " DO UPDATE SET message_id=excluded.message_id, updated=excluded.updated",
        [(game_id, channel_id, kind, uid or 0, mid, now) for kind, mid, uid in messages],
    )


async def set_table_row(db: Tx, game_id: int, message_id: int, acting: int) -> None:
    """Remember the message now showing ``game_id``'s table and the seats (bitmask) it asks
    to act."""
    await db.execute(
        "INSERT INTO messages (game_id, channel_id, kind, user_id, message_id, updated, acting)"
        " VALUES (?1, (SELECT channel_id FROM games WHERE id=?1), 'table', 0, ?2, ?3, ?4)"
        " ON CONFLICT (game_id, kind, user_id) DO UPDATE SET message_id=excluded.message_id,"
        " updated=excluded.updated, acting=excluded.acting",
        (game_id, message_id, utc_now(), acting),
    )


class MessagesStore(StoreCore):
    """Message ids."""

    # --- messages --------------------------------------------------------------------------
    async def set_message(
        self,
        game_id: int,
        channel_id: int | None,  # None: the game's channel (a DM's id needs no channel)
        kind: str,
        message_id: int,
        user_id: int | None,
    ) -> None:
        async with self._tx(durable=False) as db:
            await set_messages(db, game_id, [(kind, message_id, user_id)], channel_id)

    async def get_message(self, game_id: int, kind: str, user_id: int | None) -> int | None:
        rows = await self._fetchall(
            "SELECT message_id FROM messages WHERE game_id=? AND kind=? AND user_id=?",
            (game_id, kind, user_id or 0),
        )
        return int(rows[0]["message_id"]) if rows else None

    async def get_table_message(self, game_id: int) -> tuple[int, int] | None:
        """(message id, seats bitmask it asks to act) of the live table, if one was posted."""
        rows = await self._fetchall(
            "SELECT message_id, acting FROM messages WHERE game_id=? AND kind='table'"
            " AND user_id=0",
            (game_id,),
        )
        return (int(rows[0]["message_id"]), int(rows[0]["acting"] or 0)) if rows else None
