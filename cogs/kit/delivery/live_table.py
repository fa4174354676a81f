"""One live table per game: while the bot's table is still the channel's newest message, the
next table edits it in place instead of posting a new one, whoever acts next. The player whose
decision starts is rung by their hand DM (a new DM notifies), so the channel needs a new post
only when someone wrote below the table, or when a player whose DMs are closed must be rung by a
mention (an edit notifies nobody). A finished game's table is always a new post (``edits``).

When a new table is posted, the one before it loses its buttons (``retire``): only the newest
table of a game offers moves. The store remembers the live message of each game and the seats
it asked to act (written with the announcement's marks, ``ledger``; so a restart carries on
editing, and retires the right message); the lines it
shows are kept in memory (after a restart it shows the new ones only). The ``/game log`` reads
the store, so nothing is lost from it by editing.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import discord

from cogs.kit.delivery.bounded import bounded
from tabletop.models import Update
from tabletop.unexpected import log_unexpected

if TYPE_CHECKING:
    from tabletop.service import Service

log = logging.getLogger("troy.delivery")

KEPT_LINES = 50  # lines of the turn kept for the edited table (it shows the newest that fit)


@dataclass(frozen=True)
class LiveTable:
    message_id: int
    acting: frozenset[int]  # the seats it asked to act
    lines: tuple[str, ...] = ()  # the public lines it shows, oldest first


def acting_seats(update: Update) -> frozenset[int]:
    return frozenset(s.seat for s in update.to_act)


def edits(live: LiveTable | None, update: Update, rings: frozenset[int]) -> bool:
    """Whether ``update`` may edit ``live`` rather than be posted (the channel's newest message
    is checked apart, ``is_newest``): there is a live table, nobody must be rung by a mention
    (``rings``: the players whose decision starts and whose DMs are closed), and the game goes
    on. The end is news: the final table, with the result and the record, is its own post
    below the game, which every reader of the channel sees as new (an edit marks nothing
    unread), and the table above it loses its buttons."""
    return live is not None and not update.outcome and not rings


async def is_newest(channel: Any, message_id: int) -> bool:
    """Whether ``message_id`` is still the channel's newest message: from the id discord.py
    keeps from the gateway (our own post may not have come back yet: older is fine), and when
    that names a newer message, from the channel's history (after a restart the id read at
    start-up may be one of nobody's messages, such as an answer only its asker saw)."""
    last = getattr(channel, "last_message_id", None)
    if last is not None and int(last) <= message_id:
        return True
    async for message in channel.history(limit=1):
        return bool(message.id == message_id)
    return False


async def retire(channel: Any, message_id: int) -> None:
    """An older table keeps its words and picture but loses its buttons (every component), so
    nobody presses a move on a table that is no longer the game's: one bounded request, a best
    effort (a failure is logged; its buttons would only be refused as out of date)."""
    try:
        await bounded(channel.get_partial_message(message_id).edit(view=None))
    except (discord.HTTPException, TimeoutError) as error:
        log.info("the buttons of table %s stay (%s)", message_id, error)


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

    def shown(self, update: Update, message_id: int, lines: Sequence[str]) -> None:
        """``message_id`` now shows ``update`` with ``lines``: remembered here (the store
        learns it with the announcement's marks)."""
        game_id = update.table.game_id
        if update.outcome:
            self._live.pop(game_id, None)  # a finished game is never edited
            return
        acting = acting_seats(update)
        self._live[game_id] = LiveTable(message_id, acting, tuple(lines)[-KEPT_LINES:])

    def forget(self, game_id: int) -> None:
        self._live.pop(game_id, None)
