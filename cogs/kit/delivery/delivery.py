"""Sending what the service decided, and making sure it arrives.

After a commit the cogs hand the ``Update`` to ``announce``: the table is queued (per table, in
version order, see ``ordering``), the hands go out at once (they never wait on the table), and
when both are over, what went out and which messages now show it (``ledger``) is written with
``service.announced``, in one transaction. What Discord refused stays pending in the
service's outbox; a background retry with bounded backoff, ``resume`` at start-up, and the
sweep (``sweep``: once no process's claim holds it) send it later. Nothing here raises for
Discord's failures, so a saved move is always confirmed as saved.

Each request is bounded (``bounded``): a 5xx or a hang fails within seconds instead of waiting
out discord.py's own retries, and the retry here starts quickly, always with the newest table.
The "✅ Saved" goes out beside the table and the hands, never behind them.

The delivery only sends what an ``Update`` or ``Hand`` carries; it never asks the service to
rebuild a view or a list of choices.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, Protocol

import discord

from cogs.kit.acks import clear_thinking
from cogs.kit.components.items import with_dm_again
from cogs.kit.compose import messages
from cogs.kit.compose.fit import CONTENT, fit
from cogs.kit.compose.messages import Message, notifying
from cogs.kit.compose.present import saved_text
from cogs.kit.delivery.bounded import bounded
from cogs.kit.delivery.dms import DirectMessages
from cogs.kit.delivery.help import tell_watchers
from cogs.kit.delivery.late_posts import LatePosts
from cogs.kit.delivery.ledger import Ledger
from cogs.kit.delivery.live_table import (
    LiveTable,
    LiveTables,
    acting_seats,
    edits,
    is_newest,
    retire,
)
from cogs.kit.delivery.ordering import TableQueue
from cogs.kit.delivery.thinking import Thinking
from cogs.kit.errors import MISSING_PERMISSIONS, is_missing_permission, reply_private
from cogs.kit.language import public_words, reader_words, server_words, user_words
from render.core.language import Words
from tabletop.models import Hand, TableInfo, Update
from tabletop.unexpected import log_unexpected

if TYPE_CHECKING:
    from tabletop.service import Service

log = logging.getLogger("troy.delivery")

# Seconds before each retry of what Discord refused; after the last, the sweep takes it up. The
# first minute retries every few seconds, so a table refused during a short outage is shown
# within about 5 s of Discord answering again; a longer outage is retried more and more slowly.
QUICK_RETRIES = (0.5, 1.0, 2.0, 4.0, *(4.0,) * 13)
RETRY_DELAYS = (*QUICK_RETRIES, 10.0, 30.0, 90.0, 300.0, 900.0)


class Client(Protocol):
    """What the delivery needs of the bot."""

    @property
    def service(self) -> Service: ...

    @property
    def user(self) -> discord.ClientUser | None: ...

    def get_channel(self, channel_id: int, /) -> Any: ...

    async def fetch_channel(self, channel_id: int, /) -> Any: ...

    def get_user(self, user_id: int, /) -> discord.User | None: ...

    async def fetch_user(self, user_id: int, /) -> discord.User: ...


async def post_public(interaction: discord.Interaction, channel: Any, **kwargs: Any) -> Any:
    """The public answer to an interaction acknowledged privately (``acks.think_privately``):
    a message of the channel, and the private "thinking…" removed (it said nothing the channel
    does not show)."""
    sent = await channel.send(**kwargs)
    await clear_thinking(interaction)
    return sent


class Delivery:
    """The one place that sends game messages, in order, until they are out."""

    def __init__(self, client: Client) -> None:
        self.client = client
        self.tables = TableQueue(self._queued_table)
        self._retries: dict[int, asyncio.Task[None]] = {}
        self._again: set[int] = set()  # failed while its retry loop was running
        self._writes: set[asyncio.Task[None]] = set()  # ledgers written after their table
        self.dms = DirectMessages(client)
        # By (game, user): the newest version of a hand sent, and the newest version whose
        # decision a channel message notified them of; forgotten when the game ends.
        self._hand_sent: dict[tuple[int, int], int] = {}
        self._pinged: dict[tuple[int, int], int] = {}
        self.live = LiveTables(lambda: self.client.service)
        self.late = LatePosts()
        self._drawn: dict[int, tuple[int, Message]] = {}  # game -> the table drawn last, unsent
        self.thinking = Thinking(lambda: self.client.service, self.announce)

    @property
    def service(self) -> Service:
        return self.client.service

    def dms_closed(self, game_id: int, user_id: int) -> bool:
        """Whether DMs failed for this player in this game: the channel then notifies them."""
        return self.dms.known_closed(game_id, user_id)

    def claim_ping(self, game_id: int, user_id: int, version: int) -> bool:
        """True the first time a message may notify this player of the decision at
        ``version`` (the table's mention or the closed-DM nudge, whichever goes first)."""
        key = (game_id, user_id)
        if self._pinged.get(key, -1) >= version:
            return False
        self._pinged[key] = version
        return True

    async def server_words(self, table: TableInfo) -> Words:
        """The words of the table's server, for what is posted in its channel."""
        return await server_words(self.service, table.guild_id)

    async def channel(self, channel_id: int) -> Any:
        channel = self.client.get_channel(channel_id)
        return channel if channel is not None else await self.client.fetch_channel(channel_id)

    # --- lobby ---------------------------------------------------------------------------------
    async def post_lobby(self, interaction: discord.Interaction, table: TableInfo) -> None:
        """Answer ``/game new``, a rematch or ``/game status`` in a lobby with the lobby card,
        and remember it to edit it later. Acknowledged privately before the store was asked
        (``acks``), the card then goes to the channel and the private "thinking…" is removed."""
        kwargs = messages.lobby_message(table, await public_words(interaction)).kwargs()
        if interaction.response.is_done():
            message = await post_public(interaction, await self.channel(table.channel_id), **kwargs)
        else:
            await interaction.response.send_message(**kwargs)
            message = await interaction.original_response()
        await self.service.remember_message(table.channel_id, "lobby", message.id)

    async def abandoned(self, interaction: discord.Interaction, table: TableInfo) -> None:
        """A game abandoned by the caller: the lobby card loses its buttons, the channel is
        told who ended it, and every player's last hand DM stops asking for a move."""
        await self.refresh_lobby(table)
        said = await public_words(interaction)
        await post_public(
            interaction,
            await self.channel(table.channel_id),
            content=said(
                "{player} abandoned the game of {game}. Start a new one with `/game new`.",
                player=interaction.user.mention,
                game=table.title,
            ),
            allowed_mentions=discord.AllowedMentions.none(),
        )
        humans = [s.user_id for s in table.seats if s.user_id is not None]
        note = f"This game in <#{table.channel_id}> was abandoned: no more moves."
        await self.dms.end_game(table.game_id, humans, note=note)

    async def post_status(self, interaction: discord.Interaction, update: Update) -> None:
        """``/game status`` mid-game or after it: the table now, posted for everyone."""
        update.post_table = True
        message = await messages.table_message(update, said=await public_words(interaction))
        await post_public(
            interaction, await self.channel(update.table.channel_id), **message.kwargs()
        )

    async def refresh_lobby(self, table: TableInfo) -> None:
        """Edit the lobby card after a change made by a slash command (a best effort)."""
        message_id = await self.service.message_id(table.channel_id, "lobby")
        if message_id is None:
            return
        message = messages.lobby_message(table, await self.server_words(table))
        try:
            channel = await self.channel(table.channel_id)
            await channel.get_partial_message(message_id).edit(
                embed=message.embed, view=message.view
            )
        except discord.HTTPException:
            log.info("lobby message %s of channel %s is gone", message_id, table.channel_id)

    async def edit_lobby(self, interaction: discord.Interaction, table: TableInfo) -> None:
        """Answer a lobby button by editing the card it sits under."""
        message = messages.lobby_message(table, await public_words(interaction))
        if interaction.response.is_done():
            await interaction.edit_original_response(embed=message.embed, view=message.view)
        else:
            await interaction.response.edit_message(embed=message.embed, view=message.view)

    # --- announcing a change -------------------------------------------------------------------
    async def announce(
        self, update: Update, interaction: discord.Interaction | None = None
    ) -> bool:
        """Queue the table and send the hands that need it now, side by side; a table whose
        next bot searches then thinks (``thinking``). When both are over, what went out is
        marked and remembered in one write (here, or after the table's post when that is
        still on its way: nobody waits on the table). False when a hand could not be sent (it
        stays pending and is retried). Never raises."""
        ledger = Ledger()
        posted = None
        if update.announce_table:
            posted = self.tables.submit(update, (interaction, ledger))
        if update.thinking:
            self.thinking.start(update.table.channel_id, update.table.game_id)
        hands = [hand for hand in update.hands.values() if hand.send]
        results = await asyncio.gather(
            *(self._send_hand(update, hand, interaction, ledger) for hand in hands)
        )
        if posted is None or posted.done():
            await self._write(update, ledger)
        else:
            posted.add_done_callback(lambda _: self._write_later(update, ledger))
        sent = sum(results)
        if sent < len(hands):
            self.retry_later(update.table.game_id)
        if update.outcome is not None:
            await self._forget(update)
            self.live.forget(update.table.game_id)
            self.late.forget(update.table.game_id)
            self._drawn.pop(update.table.game_id, None)
            await tell_watchers(self.dms, self.service, update)  # helpdesk
        return sent == len(hands)

    async def _forget(self, update: Update) -> None:
        users = [s.user_id for s in update.table.seats if s.user_id is not None]
        for user_id in users:
            self._hand_sent.pop((update.table.game_id, user_id), None)
            self._pinged.pop((update.table.game_id, user_id), None)
        final = {
            user_id: await messages.hand_message(
                update.table,
                hand,
                in_dm=True,
                over=True,
                said=await user_words(self.service, user_id),
            )
            for user_id, hand in update.hands.items()
        }
        await self.dms.end_game(update.table.game_id, users, final)

    async def saved(
        self, interaction: discord.Interaction, update: Update, channel_id: int
    ) -> None:
        """After a player's change is saved: the "✅ Saved" to them and the announcement, side by
        side (the confirmation starts first and neither waits on the other). Never raises."""
        await asyncio.gather(
            self.confirm(interaction, update, channel_id), self.announce(update, interaction)
        )

    async def confirm(
        self, interaction: discord.Interaction, update: Update, channel_id: int
    ) -> None:
        """Tell the mover their move is saved, whatever happens to the posts. Never raises."""
        where = channel_id if interaction.channel_id != channel_id else None
        text = fit(saved_text(update.saved_line, where, await reader_words(interaction)), CONTENT)
        try:
            await bounded(interaction.followup.send(text, ephemeral=True))
        except (discord.HTTPException, TimeoutError):
            try:  # the deferred answer itself then says it
                await bounded(interaction.edit_original_response(content=text))
            except (discord.HTTPException, TimeoutError):
                log.warning("could not confirm a saved move to user %s", interaction.user.id)

    async def resume(self) -> int:
        """At start-up: send every announcement a stopped process left unsent."""
        try:
            updates = await self.service.pending_updates()
        except Exception:  # noqa: BLE001 - the bot must start even if this fails
            log_unexpected(log, "could not read the pending announcements")
            return 0
        for update in updates:
            await self.announce(update)
        if updates:
            log.info("resumed the announcements of %d table(s)", len(updates))
        for channel_id, game_id in self.service.searches_due():
            self.thinking.start(channel_id, game_id)
        return len(updates)

    def retrying(self) -> frozenset[int]:
        """The tables whose retry loop runs here: the sweep leaves them to it."""
        return frozenset(self._retries)

    def retry_later(self, game_id: int) -> None:
        """Send this table's pending announcements again later (one retry loop per table)."""
        if game_id in self._retries:
            self._again.add(game_id)
        else:
            self._retries[game_id] = asyncio.create_task(self._retry(game_id))

    async def close(self) -> None:
        await self.thinking.close()
        for task in list(self._retries.values()):
            task.cancel()
        await asyncio.gather(*self._retries.values(), return_exceptions=True)
        await asyncio.gather(*self._writes, return_exceptions=True)

    async def _retry(self, game_id: int) -> None:
        """Bounded: after the last delay, what is still pending waits for the sweep (once its
        claim runs out), the next start-up, or the next failure of that table (a new loop)."""
        done = False
        try:
            for delay in RETRY_DELAYS:
                await asyncio.sleep(delay)
                self._again.discard(game_id)
                updates = await self.service.pending_updates([game_id])
                if not updates:
                    done = True
                    return
                for update in updates:
                    await self.announce(update)
                await self.tables.drained(game_id)
            log.warning("game %s: announcements still pending; the sweep takes them up", game_id)
        except asyncio.CancelledError:
            raise
        except Exception:  # noqa: BLE001 - a retry loop must not die silently
            log_unexpected(log, "retrying the announcements of game %s failed", game_id)
        finally:
            self._retries.pop(game_id, None)
            if done and game_id in self._again:  # failed again after the last look
                self.retry_later(game_id)
            self._again.discard(game_id)

    def _write_later(self, update: Update, ledger: Ledger) -> None:
        task = asyncio.create_task(self._write(update, ledger))
        self._writes.add(task)
        task.add_done_callback(self._writes.discard)

    async def _write(self, update: Update, ledger: Ledger) -> None:
        """Mark what went out of ``update`` and remember what shows it: one transaction."""
        if ledger.empty():
            return
        table = update.table
        try:
            await self.service.announced(table.game_id, table.version, ledger.sent, ledger.shown)
        except Exception:  # noqa: BLE001 - sent is sent; at worst it is sent again
            log_unexpected(log, "could not mark game %s announced", table.game_id)

    async def _queued_table(self, update: Update, context: tuple[Any, Ledger]) -> bool:
        interaction, ledger = context
        return await self._post_table(update, ledger, interaction)

    async def _post_table(
        self, update: Update, ledger: Ledger, interaction: discord.Interaction | None = None
    ) -> bool:
        """One table (called by the queue, in version order): the live table edited in place
        while it is the channel's newest message, whoever acts next (their hand DM rings
        them), else a new post, after which the table before it loses its buttons. A new post
        also rings, by its mention, a player whose decision starts and whose DMs are closed,
        and shows the end (``live_table.edits``). So a quiet channel gets at most one new
        table per round of play. When the channel refuses us a permission, whoever caused the
        post is told what to ask a moderator for."""
        table = update.table
        pings: frozenset[int] = frozenset()
        try:
            channel = await bounded(self.channel(table.channel_id))
            if await self._found_late(channel, update, ledger):
                pass  # an earlier post of this very version went out after all
            else:
                live = await self.live.get(table.game_id)
                rings = await self._to_ring(update)
                if live is None or not (
                    edits(live, update, rings)
                    and await self._edit_live(channel, live, update, ledger)
                ):
                    message = await self._drawn_table(update)
                    pings = message.notify = self._claim_pings(update, rings)
                    try:
                        sent = await bounded(channel.send(**message.kwargs()))
                    except TimeoutError:
                        self.late.timed_out(update)
                        raise
                    self._drawn.pop(table.game_id, None)
                    self._shown(update, sent.id, update.events, ledger)
                    if live is not None and live.message_id != sent.id:
                        await retire(channel, live.message_id)
        except TimeoutError:
            self._release_pings(update, pings)
            log.warning(
                "table of channel %s (version %s): Discord did not answer in time; will retry",
                table.channel_id,
                table.version,
            )
            self.retry_later(table.game_id)
            return False
        except discord.HTTPException as error:
            self._release_pings(update, pings)
            log.warning(
                "table of channel %s (version %s) not posted: %s; will retry",
                table.channel_id,
                table.version,
                error.text or error.status,
            )
            if interaction is not None and is_missing_permission(error):
                await reply_private(interaction, MISSING_PERMISSIONS)
            self.retry_later(table.game_id)
            return False
        except Exception:  # noqa: BLE001 - our bug: log it, keep it pending, try again later
            self._release_pings(update, pings)
            log_unexpected(
                log, "table of channel %s (version %s) failed", table.channel_id, table.version
            )
            self.retry_later(table.game_id)
            return False
        return True

    def _shown(self, update: Update, message_id: int, lines: Sequence[str], ledger: Ledger) -> None:
        """``message_id`` now shows ``update``'s table with ``lines``."""
        self.live.shown(update, message_id, lines)
        ledger.table_shown(message_id, None if update.outcome else acting_seats(update))

    async def _drawn_table(self, update: Update) -> Message:
        """The table's new post, drawn once per version: its retries send the same picture
        instead of drawing it again each time."""
        game_id, version = update.table.game_id, update.table.version
        drawn = self._drawn.get(game_id)
        if drawn is None or drawn[0] != version:
            said = await self.server_words(update.table)
            drawn = self._drawn[game_id] = (
                version,
                await messages.table_message(update, said=said),
            )
        return drawn[1]

    async def _found_late(self, channel: Any, update: Update, ledger: Ledger) -> bool:
        """After a post of this game timed out: when it reached the channel all the same, it is
        the live table now (the next table edits it when it can). True when it shows
        ``update``'s version or a newer one: nothing more to post (``ledger`` then says so;
        an older one is written apart)."""
        game_id = update.table.game_id
        me = self.client.user
        if me is None:
            return False
        live = await self.live.get(game_id)
        found = await self.late.find(
            channel, game_id, me.id, live.message_id if live is not None else None
        )
        if found is None:
            return False
        late, message = found
        if live is not None and live.message_id != message.id:
            await retire(channel, live.message_id)
        if late.table.version >= update.table.version:
            self._shown(late, message.id, late.events, ledger)
            return True
        found_ledger = Ledger()
        self._shown(late, message.id, late.events, found_ledger)
        await self._write(late, found_ledger)
        return False

    async def _to_ring(self, update: Update) -> frozenset[int]:
        """Whom the channel must ring for this version: those whose decision starts, whose DMs
        do not reach them (as the store says, after a restart too), and whom nothing rang yet
        for it (the closed-DM nudge may have). The DM notifies the others."""
        game_id, version = update.table.game_id, update.table.version
        if not update.notify:
            return frozenset()
        try:
            closed = set(await self.dms.closed(game_id, version))
        except Exception:  # noqa: BLE001 - then what this process knows
            log_unexpected(log, "could not read whose DMs are closed in game %s", game_id)
            closed = {u for u in update.notify if self.dms_closed(game_id, u)}
        return frozenset(
            u for u in update.notify if u in closed and self._pinged.get((game_id, u), -1) < version
        )

    def _claim_pings(self, update: Update, rings: frozenset[int]) -> frozenset[int]:
        """Whom the table's mention notifies: ``rings``, each once per decision."""
        game_id, version = update.table.game_id, update.table.version
        return frozenset(u for u in sorted(rings) if self.claim_ping(game_id, u, version))

    def _release_pings(self, update: Update, users: frozenset[int]) -> None:
        """A post that failed notified nobody: its retry may notify them."""
        for user_id in users:
            key = (update.table.game_id, user_id)
            if self._pinged.get(key) == update.table.version:
                del self._pinged[key]

    async def _edit_live(
        self, channel: Any, live: LiveTable, update: Update, ledger: Ledger
    ) -> bool:
        """Edit the game's live table to show ``update`` when nothing was written below it;
        False when a new table must be posted (a failed edit too). The lines it shows are
        the newest of the game since it was posted.

        The edit always replaces the picture with this version's, even for a change the game
        deems not worth a new picture (``post_table``: that only spares a new post in the
        channel): the old picture would show the previous step under the new words and
        buttons (Heroes' King still choosing whose cards to see, Siege's pieces before a
        swap). When drawing fails, the old picture is removed rather than kept."""
        if not await bounded(is_newest(channel, live.message_id)):
            return False
        lines = [*live.lines, *update.events]
        said = await self.server_words(update.table)
        message = await messages.table_message(update, events=lines, picture=True, said=said)
        changes: dict[str, Any] = {
            "content": message.content,
            "embeds": [],
            "view": message.view,
            "allowed_mentions": notifying(()),  # an edit notifies nobody
            "attachments": message.files(),  # this version's picture, or none: never the old
        }
        try:  # an edit that timed out is retried as an edit: a late one changes nothing
            await bounded(channel.get_partial_message(live.message_id).edit(**changes))
        except discord.HTTPException as error:
            log.info("table %s not edited (%s); posting a new one", live.message_id, error.status)
            return False
        self._shown(update, live.message_id, lines, ledger)
        return True

    async def _send_hand(
        self,
        update: Update,
        hand: Hand,
        interaction: discord.Interaction | None,
        ledger: Ledger,
    ) -> bool:
        """True when the hand reached its owner (or, DMs closed, they were told where it is);
        False when Discord failed: it stays pending and is retried."""
        try:
            if await self._deliver_hand(update, hand, interaction, ledger):
                ledger.sent.add(hand.user_id)
                return True
        except discord.HTTPException as error:
            log.warning(
                "hand of user %s in game %s not sent: %s",
                hand.user_id,
                update.table.game_id,
                error.text or error.status,
            )
        except TimeoutError:
            log.warning(
                "hand of user %s in game %s: Discord did not answer in time",
                hand.user_id,
                update.table.game_id,
            )
        except Exception:  # noqa: BLE001 - our bug must not cost the mover their "saved"
            game_id = update.table.game_id
            log_unexpected(log, "hand of user %s in game %s failed", hand.user_id, game_id)
        return False

    async def _deliver_hand(
        self,
        update: Update,
        hand: Hand,
        interaction: discord.Interaction | None,
        ledger: Ledger,
    ) -> bool:
        """The hand by DM; when DMs are closed, to the mover ephemerally, and the player is
        told once per game how to open them (the channel's mention notifies their turns). A
        closed-DM player who was told and whose hand brings nothing (no moves, no private
        news: they just moved) is not shown it again: no DM to put right, ``/game hand`` has
        it."""
        table = update.table
        key = (table.game_id, hand.user_id)
        said = await user_words(self.service, hand.user_id)
        message = await messages.hand_message(table, hand, in_dm=True, said=said)
        if self._hand_sent.get(key, -1) > table.version:
            return True  # overtaken while drawn: the newer hand went out, with these lines
        self._hand_sent[key] = max(self._hand_sent.get(key, -1), table.version)
        notify = hand.user_id in update.notify
        closed = await self.dms.closed(table.game_id, table.version)
        if hand.user_id not in closed:
            dm = await self.dms.send_hand(
                table.game_id, hand.user_id, message, notify=notify, asks=bool(hand.choices)
            )
            if dm is not None:
                if dm.new:
                    ledger.shown.hands[hand.user_id] = dm.message_id
                return True
            await self.dms.note_closed(table.game_id, hand.user_id)
            ledger.shown.closed.add(hand.user_id)
        elif closed[hand.user_id] and not (hand.choices or hand.events or notify):
            return True  # told already, and nothing new to show
        if interaction is not None and interaction.user.id == hand.user_id:
            said = await reader_words(interaction)
            message = await messages.hand_message(table, hand, in_dm=False, said=said)
            if await self.dms.tell_once(table.game_id, hand.user_id):
                message.content = f"{message.content}\n{said(messages.DMS_CLOSED)}"
                message.view = with_dm_again(message.view, table.game_id, said)
            await bounded(interaction.followup.send(ephemeral=True, **message.kwargs()))
        elif await self.dms.tell_once(table.game_id, hand.user_id):
            await self._nudge(update, hand.user_id)
        return True

    async def _nudge(self, update: Update, user_id: int) -> None:
        """The one public word to a player whose DMs are closed: where their hand is, and how
        to have it by DM again. It rings them unless the table already did for this turn."""
        table = update.table
        ping = self.claim_ping(table.game_id, user_id, table.version)
        channel = await bounded(self.channel(table.channel_id))
        said = await self.server_words(table)
        await bounded(
            channel.send(
                f"<@{user_id}>, {said(messages.DMS_CLOSED)}",
                view=with_dm_again(None, table.game_id, said),
                allowed_mentions=notifying([user_id] if ping else []),
            )
        )

    async def dm(self, user_id: int, message: Message) -> bool:
        """Send ``message`` by DM; False when the user does not accept DMs from the bot."""
        return await self.dms.send(user_id, message)

    # --- answering one player ------------------------------------------------------------------
    async def show_hand(
        self, interaction: discord.Interaction, table: TableInfo, hand: Hand
    ) -> None:
        """The caller's hand, ephemerally (``/game hand`` and the "My hand" button)."""
        if not interaction.response.is_done():
            await interaction.response.defer(ephemeral=True, thinking=True)
        said = await reader_words(interaction)
        message = await messages.hand_message(table, hand, in_dm=False, said=said)
        if hand.user_id in await self.dms.closed(table.game_id, table.version):
            message.view = with_dm_again(message.view, table.game_id, said)
        await interaction.followup.send(ephemeral=True, **message.kwargs())

    async def dm_again(
        self, interaction: discord.Interaction, table: TableInfo, hand: Hand
    ) -> None:
        """ "DM me again": one more try at the player's DMs, because they asked; the answer
        says privately whether it worked."""
        game_id, user_id = table.game_id, hand.user_id
        await self.dms.mark_closed(game_id, user_id, closed=False)
        said = await reader_words(interaction)
        message = await messages.hand_message(table, hand, in_dm=True, said=said)
        dm = await self.dms.send_hand(game_id, user_id, message, notify=True)
        if dm is not None:
            if dm.new:
                await self.service.remember_hand_dm(game_id, user_id, dm.message_id)
            text = said("✉️ Sent: your hand is in your DMs again, and so will your next turns be.")
        else:
            await self.dms.mark_closed(game_id, user_id)
            await self.dms.tell_once(game_id, user_id)  # told right here
            text = said(
                "I still can't send you direct messages. Allow them from this server (the "
                "server's name ▸ Privacy Settings), then press **DM me again**; meanwhile "
                "`/game hand` shows your hand."
            )
        await interaction.followup.send(text, ephemeral=True)
