"""One live table per turn: while the same players keep deciding and the bot's table is still
the channel's newest message, the next table edits it in place instead of posting a new one.

The store remembers the live message of each game and the seats it asked to act (so a restart
carries on editing); the lines it shows are kept in memory (after a restart it shows the new
ones only). The ``/game log`` reads the store, so nothing is lost from it by editing.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from cogs.tabletop.models import Update
from cogs.tabletop.unexpected import log_unexpected

if TYPE_CHECKING:
    from cogs.tabletop.service import Service

log = logging.getLogger("troy.delivery")

KEPT_LINES = 50  # lines of the turn kept for the edited table (it shows the newest that fit)


@dataclass(frozen=True)
class LiveTable:
    message_id: int
    acting: frozenset[int]  # the seats it asked to act
    lines: tuple[str, ...] = ()  # the public lines it shows, oldest first


def acting_seats(update: Update) -> frozenset[int]:
    return frozenset(s.seat for s in update.to_act)


def same_decision(live: LiveTable, update: Update) -> bool:
    """Whether ``update`` goes on with the decision ``live`` asked for: nobody new must act
    (no one's decision starts, no one else to act), and the game goes on."""
    acting = acting_seats(update)
    return not update.outcome and bool(acting) and acting <= live.acting and not update.notify


async def is_newest(channel: Any, message_id: int) -> bool:
    """Whether ``message_id`` is still the channel's newest message: from the id discord.py
    keeps from the gateway (our own post may not have come back yet: older is fine), else
    from the channel's history."""
    last = getattr(channel, "last_message_id", None)
    if last is not None:
        return int(last) <= message_id
    async for message in channel.history(limit=1):
        return bool(message.id == message_id)
    return False


class LiveTables:
    """The live table of each game: in memory, and in the store for a restart."""

    def __init__(self, service: Callable[[], Service]) -> None:
        self._service = service
        self._live: dict[int, LiveTable] = {}

    @property
    def service(self) -> Service:
        return self._service()

    async def get(self, game_id: int) -> LiveTable | None:
        if game_id in self._live:
            return self._live[game_id]
        try:
            found = await self.service.live_table(game_id)
        except Exception:  # noqa: BLE001 - at worst a new table is posted
            log_unexpected(log, "could not read the live table of game %s", game_id)
            return None
        return LiveTable(*found) if found is not None else None

    async def shown(self, update: Update, message_id: int, lines: Sequence[str]) -> None:
        """``message_id`` now shows ``update`` with ``lines``: remember it (a best effort)."""
        table = update.table
        if update.outcome:
            self._live.pop(table.game_id, None)  # a finished game is never edited
            return
        acting = acting_seats(update)
        self._live[table.game_id] = LiveTable(message_id, acting, tuple(lines)[-KEPT_LINES:])
        try:
            await self.service.remember_table(table.game_id, table.channel_id, message_id, acting)
        except Exception:  # noqa: BLE001 - at worst the next table is posted, not edited
            log_unexpected(log, "could not remember the table of game %s", table.game_id)

    def forget(self, game_id: int) -> None:
        self._live.pop(game_id, None)
