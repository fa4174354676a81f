"""Which players of a game refused the bot's DMs, and whether they were told (migration 9)."""

from __future__ import annotations

from collections.abc import Iterable

from tabletop.store.core import StoreCore
from tabletop.store.db import Tx


async def close_dms(db: Tx, game_id: int, user_ids: Iterable[int]) -> None:
    """Remember that these players' DMs refused the bot in ``game_id``."""
    await db.executemany(
        "INSERT INTO dms_closed (game_id, user_id) VALUES (?, ?) ON CONFLICT DO NOTHING",
        [(game_id, user_id) for user_id in sorted(set(user_ids))],
    )


class DmReachStore(StoreCore):
    """Closed DMs, per game."""

    # --- closed DMs ------------------------------------------------------------------------
    async def closed_dms(self, game_id: int) -> dict[int, bool]:
        """The players of ``game_id`` whose DMs refused the bot, and whether each was told."""
        rows = await self._fetchall(
            "SELECT user_id, told FROM dms_closed WHERE game_id = ?", (game_id,)
        )
        return {int(r[0]): bool(r[1]) for r in rows}

    async def set_dms_closed(self, game_id: int, user_id: int, closed: bool) -> None:
        """Remember that DMs refused the bot (``closed``), or forget it. Not fsynced: at worst
        a power cut costs one more refused DM."""
        async with self._tx(durable=False) as db:
            if closed:
                await close_dms(db, game_id, [user_id])
            else:
                await db.execute(
                    "DELETE FROM dms_closed WHERE game_id = ? AND user_id = ?", (game_id, user_id)
                )

    async def set_dms_told(self, game_id: int, user_id: int) -> bool:
        """Mark the player's DMs closed and them told how to open them: True only for the call
        that marked it, whichever process made it. (Their closing may not be stored yet: it
        goes with the announcement's marks.)"""
        async with self._tx(durable=False) as db:
            changed = await db.execute(
                "INSERT INTO dms_closed (game_id, user_id, told) VALUES (?, ?, 1)"
                " ON CONFLICT (game_id, user_id) DO UPDATE SET told = 1"
                " WHERE dms_closed.told = 0",
                (game_id, user_id),
            )
        return changed == 1
