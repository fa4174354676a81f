"""Table posts that timed out may have reached Discord all the same (Discord posted them and
only answered late). Before the next post of that table the channel's newest message is looked
at: if it is the bot's table of that game, it is taken as posted (it becomes the live table, to
be edited), so the same table is never posted twice.
"""

from __future__ import annotations

import logging
from typing import Any

import discord

from cogs.kit.components.ids import hand_id
from cogs.kit.delivery.bounded import bounded
from tabletop.models import Update

log = logging.getLogger("troy.delivery")


class LatePosts:
    """Per game: the table whose post timed out, until the next post looks for it."""

    def __init__(self) -> None:
        self._unsure: dict[int, Update] = {}

    def timed_out(self, update: Update) -> None:
        self._unsure[update.table.game_id] = update

    def forget(self, game_id: int) -> None:
        self._unsure.pop(game_id, None)

    async def find(
        self, channel: Any, game_id: int, bot_id: int, live_id: int | None
    ) -> tuple[Update, Any] | None:
        """``(update, message)`` when the table whose post timed out is in fact the channel's
        newest message; None when it is not there (or no post of this game timed out)."""
        update = self._unsure.pop(game_id, None)
        if update is None:
            return None
        try:
            newest = await bounded(_newest(channel))
        except (discord.HTTPException, TimeoutError):
            self._unsure[game_id] = update  # still unsure: look again at the next post
            raise
        if newest is None or newest.id == live_id or not is_table_of(newest, game_id, bot_id):
            return None
        log.info("table of game %s went out late: message %s", game_id, newest.id)
        return update, newest


def is_table_of(message: Any, game_id: int, bot_id: int) -> bool:
    """Whether ``message`` is a table of this game posted by the bot (its "My hand" button)."""
    if message.author.id != bot_id:
        return False
    wanted = hand_id(game_id)
    return any(
        getattr(item, "custom_id", None) == wanted
        for row in message.components
        for item in getattr(row, "children", [row])
    )


async def _newest(channel: Any) -> Any:
    async for message in channel.history(limit=1):
        return message
    return None
