"""Direct messages: one live hand DM per player and game, and none to closed DMs.

Discord counts every refused request toward a limit that blocks the bot's address for a while,
so after one refusal a player is not DMed again in that game until they ask (the "DM me again"
button); meanwhile their hand is in ``/game hand`` and their turn comes by a channel mention.

A hand DM replaces the previous one of the same game. When that one is still the newest message
of the DM and the player is not being handed a new decision (they go on acting, or nothing in
it changed but the menus' version), it is edited in place: an edit notifies nobody, so a chain
of moves rings once. A hand that asks nothing of the player (they just moved and now wait) is
edited in place even below their own words: it only puts the DM right, and a new DM would ring
them for nothing. Otherwise a new DM is sent and the older one loses its menus, so no dead
menus pile up.

Each request is bounded (``bounded``): a DM that Discord does not answer in time fails like a
refused one (the hand stays pending and is retried), without closing the player's DMs.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Protocol

import discord

from cogs.kit.compose.messages import Message
from cogs.kit.delivery.bounded import bounded

if TYPE_CHECKING:
    from tabletop.service import Service

log = logging.getLogger("troy.dms")
TURN_LINE = "It's your turn"  # how a hand DM that asks for a move says so (present.hand_text)


@dataclass(frozen=True)
class HandDm:
    """The DM that shows a player's hand now; ``new``: sent just now (not an edit), so the
    store must learn it."""

    message_id: int
    new: bool


class Client(Protocol):
    """What the DMs need of the bot."""

    @property
    def service(self) -> Service: ...

    def get_user(self, user_id: int, /) -> discord.User | None: ...

    async def fetch_user(self, user_id: int, /) -> discord.User: ...


class DirectMessages:
    """Sends DMs, remembers whose are closed (per game, in the store) and which DM is live."""

    def __init__(self, client: Client) -> None:
        self.client = client
        # game -> (the version it was read at, user -> told), as stored: another process may
        # write these rows, so a newer version of the table reads them again.
        self._closed: dict[int, tuple[int | None, dict[int, bool]]] = {}
        self._last: dict[tuple[int, int], str] = {}  # what the live hand DM says, to compare
        # The newest hand DM sent here, which the store learns only when its announcement is
        # over: the next hand, sent meanwhile, must replace it, not the one before.
        self._sent: dict[tuple[int, int], int] = {}
        self._locks: dict[tuple[int, int], asyncio.Lock] = {}

    @property
    def service(self) -> Service:
        return self.client.service

    # --- closed DMs ----------------------------------------------------------------------------
    async def closed(self, game_id: int, version: int | None = None) -> dict[int, bool]:
        """The players of the game whose DMs refused the bot, and whether each was told how to
        open them: read from the store once per ``version`` of the table (None: any)."""
        cached = self._closed.get(game_id)
        if cached is None or (version is not None and cached[0] != version):
            cached = (version, dict(await self.service.closed_dms(game_id)))
            self._closed[game_id] = cached
        return cached[1]

    def known_closed(self, game_id: int, user_id: int) -> bool:
        """Without waiting: whether DMs are known to be closed (the table's mentions)."""
        return user_id in self._closed.get(game_id, (None, {}))[1]

    async def mark_closed(self, game_id: int, user_id: int, closed: bool = True) -> None:
        """DMs refused the bot (``closed``), or the player asked to try them again: known here
        and stored at once."""
        await self.note_closed(game_id, user_id, closed)
        await self.service.set_dms_closed(game_id, user_id, closed)

    async def note_closed(self, game_id: int, user_id: int, closed: bool = True) -> None:
        """Known here only: an announcement stores it with its marks."""
        users = await self.closed(game_id)
        if closed:
            users.setdefault(user_id, False)
        else:
            users.pop(user_id, None)
            self._last.pop((game_id, user_id), None)

    async def hand_dm(self, game_id: int, user_id: int) -> int | None:
        """The DM that shows the player's hand now: the newest of the one sent here and the one
        the store knows (another process may have sent a newer one; ids grow with time)."""
        stored = await self.service.hand_dm(game_id, user_id)
        ids = [i for i in (stored, self._sent.get((game_id, user_id))) if i is not None]
        return max(ids) if ids else None

    async def tell_once(self, game_id: int, user_id: int) -> bool:
        """True the first time a closed-DM player is to be told how to open them: decided by
        the store, so two processes never both tell."""
        users = await self.closed(game_id)
        if users.get(user_id, True):
            return False
        users[user_id] = True
        return await self.service.set_dms_told(game_id, user_id)

    async def end_game(
        self,
        game_id: int,
        user_ids: Iterable[int],
        final: Mapping[int, Message] | None = None,
        note: str = "",
    ) -> None:
        """The game ended: its last hand DMs lose their menus (a best effort), each edited to
        its player's ``final`` hand when there is one, else its words ending in ``note``
        instead of asking for a move (so none still says it is their turn), and nothing of the
        game is remembered here any more."""
        closed = await self.closed(game_id)
        final = final or {}
        for user_id in user_ids:
            old = await self.hand_dm(game_id, user_id)
            if old is None or user_id in closed:
                continue
            try:
                channel = await self.channel(user_id)
                if user_id in final:
                    edit = channel.get_partial_message(old).edit(**final[user_id].edit_kwargs())
                    await bounded(edit)
                elif note:
                    await _close_with(channel, old, note)
                else:
                    await _drop_menus(channel, old)
            except (discord.HTTPException, TimeoutError):
                log.info("could not reach the DM of user %s", user_id)
        self._closed.pop(game_id, None)
        for key in [k for k in self._last if k[0] == game_id]:
            del self._last[key]
        for key in [k for k in self._sent if k[0] == game_id]:
            del self._sent[key]
        for key in [k for k in self._locks if k[0] == game_id]:
            del self._locks[key]

    # --- sending -------------------------------------------------------------------------------
    async def channel(self, user_id: int) -> discord.DMChannel:
        user = self.client.get_user(user_id)
        if user is None:
            user = await bounded(self.client.fetch_user(user_id))
        if user.dm_channel is not None:
            return user.dm_channel
        return await bounded(user.create_dm())

    async def send(self, user_id: int, message: Message) -> bool:
        """One DM (a notice, a watcher's news); False when the user does not accept DMs."""
        try:
            await bounded((await self.channel(user_id)).send(**message.kwargs()))
        except discord.Forbidden:
            log.info("DMs closed for user %s", user_id)
            return False
        return True

    async def send_hand(
        self, game_id: int, user_id: int, message: Message, *, notify: bool, asks: bool = True
    ) -> HandDm | None:
        """Show ``message`` as the player's live hand DM of the game: edited in place when that
        rings nobody wrongly, else sent anew with the older one's menus removed. ``notify``:
        this hands the player a new decision (a new DM then rings them, once). ``asks``: the
        hand offers moves (one that does not is always an edit when there is a DM to edit).
        None when the user does not accept DMs; other Discord failures raise (the hand stays
        pending)."""
        key = (game_id, user_id)
        async with self._locks.setdefault(key, asyncio.Lock()):  # two hands at once: one DM
            return await self._show_hand(key, message, notify=notify, asks=asks)

    async def _show_hand(
        self, key: tuple[int, int], message: Message, *, notify: bool, asks: bool
    ) -> HandDm | None:
        game_id, user_id = key
        channel = await self.channel(user_id)
        said = _said(message)
        old = await self.hand_dm(game_id, user_id)
        same = self._last.get(key) == said
        quiet = not notify and not asks  # nothing asked: put the DM right without a ring
        if old is not None and (quiet or ((not notify or same) and await _is_newest(channel, old))):
            try:
                await bounded(channel.get_partial_message(old).edit(**message.edit_kwargs()))
                self._last[key] = said
                return HandDm(old, new=False)
            except discord.NotFound:
                pass  # deleted by the player: send a new one
        try:
            sent = await bounded(channel.send(**message.kwargs()))
        except discord.Forbidden:
            log.info("DMs closed for user %s", user_id)
            return None
        self._sent[key] = sent.id
        self._last[key] = said
        if old is not None:
            await _drop_menus(channel, old)
        return HandDm(sent.id, new=True)


def _said(message: Message) -> str:
    """What a hand DM says, without the version its menus carry: equal for two DMs that show
    the player the same thing."""
    codes: list[str] = []
    if message.view is not None:
        for item in message.view.children:
            data: dict[str, Any] = dict(item.to_component_dict())
            codes.append(str(data.get("label", "")))
            codes += [str(o.get("value")) for o in data.get("options", [])]
    return "\n".join([message.content or "", *codes])


async def _is_newest(channel: discord.DMChannel, message_id: int) -> bool:
    """Whether nothing was said in the DM after ``message_id`` (an edit there is seen)."""
    try:
        return await bounded(_newest_is(channel, message_id))
    except (discord.HTTPException, TimeoutError):
        return False


async def _newest_is(channel: discord.DMChannel, message_id: int) -> bool:
    async for newest in channel.history(limit=1):
        return newest.id == message_id
    return False


async def _close_with(channel: discord.DMChannel, message_id: int, note: str) -> None:
    """A hand DM of a game that ended without a result: its menus and its call to move give
    way to ``note``; its hand and picture stay."""
    message = await bounded(channel.fetch_message(message_id))
    kept = [line for line in message.content.split("\n") if not line.startswith(TURN_LINE)]
    await bounded(message.edit(content="\n".join([*kept, note]), view=None))


async def _drop_menus(channel: discord.DMChannel, message_id: int) -> None:
    """An older hand DM keeps its words and picture but loses its menus (a best effort)."""
    try:
        await bounded(channel.get_partial_message(message_id).edit(view=None))
    except (discord.HTTPException, TimeoutError):
        log.info("could not clear the menus of DM %s", message_id)
