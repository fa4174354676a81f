"""Showing what the service decided: the lobby, the public table, and each player's hand.

Everything public is built from ``TableInfo``, ``Update.public_view`` and ``Update.events``;
seat views and private events go only to their owner, by DM or ephemerally. When a DM is refused,
the owner gets the hand ephemerally if they are the one acting, else a public nudge that reveals
nothing.
"""

from __future__ import annotations

import logging
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import discord

from cogs.discord_kit import images, present
from cogs.discord_kit.errors import BadInput
from cogs.discord_kit.items import lobby_view, moves_view, public_view
from cogs.discord_kit.moves import PUBLIC_CODES
from cogs.tabletop.errors import StaleAction
from cogs.tabletop.models import LOBBY, Choice, TableInfo, Update
from cogs.tabletop.service import Service
from engine import registry

if TYPE_CHECKING:
    from bot import TroyBot

log = logging.getLogger("troy.delivery")
PINGS = discord.AllowedMentions(users=True, roles=False, everyone=False)


@dataclass
class Message:
    """What to send, kept as bytes so it can be sent twice (DM, then the ephemeral fallback)."""

    content: str | None = None
    embed: discord.Embed | None = None
    image: bytes | None = None
    image_name: str = "table.png"
    view: discord.ui.View | None = None

    def kwargs(self) -> dict[str, Any]:
        out: dict[str, Any] = {"allowed_mentions": PINGS}
        if self.content:
            out["content"] = self.content
        if self.embed is not None:
            out["embed"] = self.embed
        if (file := images.as_file(self.image, self.image_name)) is not None:
            out["file"] = file
        if self.view is not None:
            out["view"] = self.view
        return out


def default_bot_level(game_key: str) -> str:
    levels = list(registry.get(game_key).bots)
    return "normal" if "normal" in levels else levels[0]


class Delivery:
    """The one place that sends messages for the cogs and the persistent components."""

    def __init__(self, bot: TroyBot) -> None:
        self.bot = bot

    @property
    def service(self) -> Service:
        return self.bot.service

    # --- lobby ---------------------------------------------------------------------------------
    def lobby_message(self, table: TableInfo) -> Message:
        view = lobby_view(table.channel_id) if table.status == LOBBY else None
        return Message(embed=present.lobby_embed(table), view=view)

    async def post_lobby(self, interaction: discord.Interaction, table: TableInfo) -> None:
        """Answer ``/game new`` with the lobby card, and remember it to edit it later."""
        await interaction.response.send_message(**self.lobby_message(table).kwargs())
        message = await interaction.original_response()
        await self.service.remember_message(table.channel_id, "lobby", message.id)

    async def refresh_lobby(self, table: TableInfo) -> None:
        """Edit the lobby card after a change made by a slash command."""
        message_id = await self.service.message_id(table.channel_id, "lobby")
        if message_id is None:
            return
        channel = await self.channel(table.channel_id)
        kwargs = self.lobby_message(table).kwargs()
        kwargs.pop("allowed_mentions", None)
        if "view" not in kwargs:
            kwargs["view"] = None
        try:
            await channel.get_partial_message(message_id).edit(**kwargs)
        except discord.HTTPException:
            log.info("lobby message %s of channel %s is gone", message_id, table.channel_id)

    async def lobby_press(
        self, interaction: discord.Interaction, action: str, channel_id: int
    ) -> None:
        user = interaction.user
        if action == "start":
            await interaction.response.defer()  # bots may play their openings: take the time
            update = await self.service.start(channel_id, user.id)
            await interaction.edit_original_response(
                embed=present.lobby_embed(update.table), view=None
            )
            await self.publish(interaction, update, everyone=True)
            return
        if action == "join":
            table = await self.service.join(channel_id, user.id, user.display_name)
        elif action == "leave":
            table = await self.service.leave(channel_id, user.id)
        else:
            table = await self.service.table(channel_id)
            level = default_bot_level(table.game_key)
            table = await self.service.add_bot(channel_id, user.id, level)
        message = self.lobby_message(table)
        await interaction.response.edit_message(embed=message.embed, view=message.view)

    # --- the table -----------------------------------------------------------------------------
    async def channel(self, channel_id: int) -> Any:
        channel = self.bot.get_channel(channel_id)
        return channel if channel is not None else await self.bot.fetch_channel(channel_id)

    async def table_message(self, update: Update) -> Message:
        """The public table: picture, whose turn, last events, and buttons."""
        table = update.table
        image = None
        if update.public_view is not None:
            image = await images.draw_table(update.public_view, present.seat_names(table))
        view = None
        if not update.outcome:
            view = public_view(table.channel_id, table.version, await self.public_choices(update))
        return Message(
            content=present.turn_line(update),
            embed=present.table_embed(update, image_name="table.png" if image else None),
            image=image,
            view=view,
        )

    async def public_choices(self, update: Update) -> list[Choice]:
        """The acting human's choices, only when every one of them is safe to show to all."""
        is_public = PUBLIC_CODES.get(update.table.game_key)
        humans = [s for s in update.to_act if s.user_id is not None]
        if is_public is None or len(humans) != 1 or len(update.to_act) != 1:
            return []
        choices = await self.service.choices(update.table.channel_id, humans[0].user_id)
        if len(choices) > 5 or not all(is_public(c.code) for c in choices):
            return []
        return list(choices)

    async def post_table(self, update: Update) -> None:
        """A fresh table message per change (never an edit of an hour-old one)."""
        channel = await self.channel(update.table.channel_id)
        message = await channel.send(**(await self.table_message(update)).kwargs())
        await self.service.remember_message(update.table.channel_id, "table", message.id)

    async def publish(
        self, interaction: discord.Interaction | None, update: Update, *, everyone: bool = False
    ) -> None:
        """Post the table, then the hands that need it (``everyone`` at the start of a game)."""
        await self.post_table(update)
        if not update.outcome:
            await self.send_hands(update, interaction, everyone=everyone)

    # --- hands ---------------------------------------------------------------------------------
    async def hand_message(
        self,
        table: TableInfo,
        view: dict[str, Any],
        choices: Sequence[Choice],
        private_events: Sequence[str] = (),
        *,
        in_dm: bool,
    ) -> Message:
        image = await images.draw_hand(view, present.seat_names(table))
        text = present.hand_text(table, view, private_events, your_turn=bool(choices), in_dm=in_dm)
        return Message(
            content=text,
            image=image,
            image_name="hand.png",
            view=moves_view(table.channel_id, table.version, choices),
        )

    async def send_hands(
        self, update: Update, interaction: discord.Interaction | None, *, everyone: bool = False
    ) -> None:
        """DM a hand to each human whose hand just changed (they have private news), who must act
        now (with the menu of their moves), or to all at the start. Not after every move of
        anyone: that would bury the DMs."""
        table = update.table
        actor = interaction.user.id if interaction is not None else None
        acting = {s.user_id for s in update.to_act if s.user_id is not None}
        for seat in table.seats:
            user_id = seat.user_id
            events = update.private_events.get(user_id, []) if user_id is not None else []
            if user_id is None or not (everyone or events or user_id in acting):
                continue
            view = update.seat_views.get(user_id)
            if view is None:
                view = await self.service.seat_view(table.channel_id, user_id)
            choices = await self.service.choices(table.channel_id, user_id)
            message = await self.hand_message(table, view, choices, events, in_dm=True)
            if await self.dm(user_id, message, table.channel_id):
                continue
            if user_id == actor and interaction is not None:
                message.content = (message.content or "").replace(f" at <#{table.channel_id}>", "")
                await interaction.followup.send(ephemeral=True, **message.kwargs())
            elif everyone or events:
                # Only when there is news for them: the table message already pings whoever
                # must act, and repeating the nudge every turn would be noise.
                channel = await self.channel(table.channel_id)
                await channel.send(
                    f"<@{user_id}>, I can't DM you your hand — use `/game hand` "
                    "(or allow direct messages from this server).",
                    allowed_mentions=PINGS,
                )

    async def dm(self, user_id: int, message: Message, channel_id: int) -> bool:
        """Send ``message`` by DM; False when the user does not accept DMs from the bot."""
        try:
            user = self.bot.get_user(user_id) or await self.bot.fetch_user(user_id)
            sent = await user.send(**message.kwargs())
        except discord.Forbidden:
            log.info("DMs closed for user %s", user_id)
            return False
        except discord.HTTPException:
            log.exception("DM to user %s failed", user_id)
            return False
        await self.service.remember_message(channel_id, "hand", sent.id, user_id)
        return True

    async def show_hand(self, interaction: discord.Interaction, channel_id: int) -> None:
        """The caller's hand, ephemerally (``/game hand`` and the "My hand" button)."""
        await interaction.response.defer(ephemeral=True, thinking=True)
        table = (await self.service.public_update(channel_id)).table
        view = await self.service.seat_view(channel_id, interaction.user.id)
        choices = await self.service.choices(channel_id, interaction.user.id)
        message = await self.hand_message(table, view, choices, in_dm=False)
        await interaction.followup.send(ephemeral=True, **message.kwargs())

    # --- moves ---------------------------------------------------------------------------------
    async def act(
        self,
        interaction: discord.Interaction,
        channel_id: int,
        code: str,
        *,
        expected_version: int | None = None,
    ) -> None:
        """Play ``code`` for the caller, then show the new position to everyone concerned."""
        if not interaction.response.is_done():
            await interaction.response.defer(ephemeral=True, thinking=True)
        update = await self.service.act(channel_id, interaction.user.id, code, expected_version)
        await self.publish(interaction, update)
        where = f" in <#{channel_id}>" if interaction.channel_id != channel_id else ""
        done = update.events[0] if update.events else "Move played."
        await interaction.followup.send(f"✅ {done}{where}", ephemeral=True)

    async def narrow_menu(
        self, interaction: discord.Interaction, channel_id: int, version: int, prefix: list[str]
    ) -> None:
        """Replace the menus of a hand message with the narrower ones the player asked for."""
        table = await self.service.table(channel_id)
        if table.version != version:
            raise StaleAction()
        choices = await self.service.choices(channel_id, interaction.user.id)
        if not choices:
            raise BadInput("You have no move to make right now.")
        await interaction.response.edit_message(
            view=moves_view(channel_id, version, choices, prefix)
        )
