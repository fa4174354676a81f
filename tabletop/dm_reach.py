"""Which players a game may DM, and which DM shows each player's hand (kept in the store).

Discord counts every refused request toward a limit that blocks the bot's address for a while,
so a player whose DMs refused the bot once is not DMed again in that game until they ask, and
is told once how to open them. The hand's DM is remembered so that the next one can replace it
(edited in place, or its menus removed) instead of piling up.
"""

from __future__ import annotations

from tabletop.base import ServiceBase

HAND_DM = "hand"  # the kind of message, in the messages table, of a player's hand DM


class DmReachMixin(ServiceBase):
    async def closed_dms(self, game_id: int) -> dict[int, bool]:
        """The players of ``game_id`` whose DMs refused the bot, and whether each was told."""
        return await self.store.closed_dms(game_id)

    async def set_dms_closed(self, game_id: int, user_id: int, closed: bool) -> None:
        """Remember that DMs refused the bot (``closed``), or that the player asked to try
        again."""
        await self.store.set_dms_closed(game_id, user_id, closed)

    async def set_dms_told(self, game_id: int, user_id: int) -> bool:
        """The player is to be told how to open their DMs (once per game): True only for the
        call that marked it, whichever process made it."""
        return await self.store.set_dms_told(game_id, user_id)

    async def hand_dm(self, game_id: int, user_id: int) -> int | None:
        """The DM that shows this player's hand of this game now, if any."""
        return await self.store.get_message(game_id, HAND_DM, user_id)

    async def remember_hand_dm(self, game_id: int, user_id: int, message_id: int) -> None:
        await self.store.set_message(game_id, None, HAND_DM, message_id, user_id)
