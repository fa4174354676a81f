"""Helpdesk: who was taught a game, who watches a channel and was told."""

from __future__ import annotations

from tabletop.store.core import StoreCore


class HelpdeskStore(StoreCore):
    """Taught and watching."""

    # --- helpdesk -------------------------------------------------------------
    async def was_taught(self, user_id: int, game_key: str) -> bool:
        rows = await self._fetchall(
            "SELECT 1 FROM taught WHERE user_id=? AND game_key=?", (user_id, game_key)
        )
        return bool(rows)

    async def mark_taught(self, user_id: int, game_key: str) -> None:
        async with self._tx(durable=False) as db:
            await db.execute(
                "INSERT INTO taught VALUES (?, ?) ON CONFLICT DO NOTHING", (user_id, game_key)
            )

    async def set_watching(self, channel_id: int, user_id: int, on: bool) -> None:
        sql = (
            "INSERT INTO watchers VALUES (?, ?) ON CONFLICT DO NOTHING"
            if on
            else "DELETE FROM watchers WHERE channel_id=? AND user_id=?"
        )
        async with self._tx() as db:
            await db.execute(sql, (channel_id, user_id))

    async def is_watching(self, channel_id: int, user_id: int) -> bool:
        rows = await self._fetchall(
            "SELECT 1 FROM watchers WHERE channel_id=? AND user_id=?", (channel_id, user_id)
        )
        return bool(rows)

    async def watchers_once(self, game_id: int, channel_id: int) -> list[int]:
        """The channel's watchers the first time this is asked for ``game_id``, then nobody: a
        resumed or repeated announcement of the end never DMs twice."""
        async with self._tx() as db:
            done = await db.execute(
                "INSERT INTO watch_told VALUES (?) ON CONFLICT DO NOTHING", (game_id,)
            )
            if done != 1:
                return []
            rows = await db.fetch(
                "SELECT user_id FROM watchers WHERE channel_id=? ORDER BY user_id", (channel_id,)
            )
            return [int(r["user_id"]) for r in rows]
