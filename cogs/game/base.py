"""What every part of ``/game`` shares: the one command group, the bot it serves, and the
helpers more than one part calls."""

from __future__ import annotations

from typing import TYPE_CHECKING

import discord
from discord import app_commands
from discord.ext import commands

from cogs.kit.delivery.help import teach
from cogs.kit.errors import known_channel
from cogs.table_bot import TableBot
from engine import registry
from tabletop.models import TableInfo

if TYPE_CHECKING:
    from cogs.kit.delivery.delivery import Delivery
    from tabletop.service import Service

GAME_CHOICES = [app_commands.Choice(name=g.title, value=g.key) for g in registry.all_games()]
# What each bot level is, as autocomplete shows it (a level not listed shows its name alone).
LEVEL_WORDS = {
    "random": "random: plays any legal move",
    "normal": "normal: plays by rules of thumb",
    "hard": "hard: thinks ahead by search (about a second a move)",
}

GAME = app_commands.Group(
    name="game", description="Play Troy tabletop games in this channel", guild_only=True
)


class GameCogBase(commands.Cog):
    """The bot, its service and delivery, and the helpers the parts of ``/game`` share."""

    bot: TableBot

    @property
    def service(self) -> Service:
        return self.bot.service

    @property
    def delivery(self) -> Delivery:
        return self.bot.delivery

    async def teach(self, interaction: discord.Interaction, table: TableInfo) -> None:
        """A first-time player gets a how-to-play by DM (see ``cogs.kit.delivery.help.teach``)."""
        await teach(self.delivery.dms, self.service, interaction.user.id, table)

    async def channel_of(self, interaction: discord.Interaction, game_id: int) -> int:
        """The channel of a game named by a component; refused when the store has no such
        game (the component belongs to a message the bot no longer knows)."""
        return known_channel(await self.service.game_channel(game_id), interaction)
