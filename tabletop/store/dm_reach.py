"""Which players of a game refused the bot's DMs, and whether they were told (migration 9)."""

from __future__ import annotations

from tabletop.store.core import StoreCore


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
        sql = (
            "INSERT INTO dms_closed (game_id, user_id) VALUES (?, ?) ON CONFLICT DO NOTHING"
            if closed
            else "DELETE FROM dms_closed WHERE game_id = ? AND user_id = ?"
        )
        async with self._tx(durable=False) as db:
            await db.execute(sql, (game_id, user_id))

    async def set_dms_told(self, game_id: int, user_id: int) -> bool:
        """Mark the player told how to open their DMs: True only for the call that marked it,
        whichever process made it."""
        async with self._tx(durable=False) as db:
            changed = await db.execute(
                "UPDATE dms_closed SET told = 1 WHERE game_id = ? AND user_id = ? AND told = 0",
                (game_id, user_id),
            )
        return changed == 1
