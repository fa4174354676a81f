"""The base of a game's own slash commands (``/heroes``, ``/iliad``, ``/siege``, ``/ilios``).

Why a base: each of those cogs reads the caller's seat (table, view, legal moves) and ends every
command in ``GameCog.play``. Reading and sending the same way in one place keeps the games'
commands on the same path as ``/move``. Each game keeps its own ``app_commands.Group`` as a class
attribute of its subclass (discord.py collects it from there); this class declares none.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, NamedTuple

import discord
from discord.ext import commands

from cogs.discord_kit.items import channel_here, game_cog
from cogs.tabletop.errors import TableError
from cogs.tabletop.models import Choice, TableInfo

if TYPE_CHECKING:
    from bot import TroyBot
    from cogs.tabletop.service import Service


class SeatNow(NamedTuple):
    """The caller's table, seat view and legal moves, read together (empty when there is no
    game here or the caller does not sit at it)."""

    table: TableInfo | None
    view: Mapping[str, Any]
    choices: list[Choice]

    @property
    def names(self) -> list[str]:
        """The players' names by seat."""
        return [s.name for s in self.table.seats] if self.table else []


NOBODY = SeatNow(None, {}, [])


class GameCommands(commands.Cog):
    """A game's own commands: read the caller's seat, send a code to ``GameCog.play``."""

    def __init__(self, bot: TroyBot) -> None:
        self.bot = bot

    @property
    def service(self) -> Service:
        return self.bot.service

    async def mine(self, interaction: discord.Interaction) -> SeatNow:
        """The table, the caller's seat view and legal moves now, in one read."""
        try:
            table, hand = await self.service.hand(channel_here(interaction), interaction.user.id)
        except TableError:
            return NOBODY
        return SeatNow(table, hand.view, list(hand.choices))

    async def begin(self, interaction: discord.Interaction) -> SeatNow:
        """A command's start: answer Discord in time (privately, "thinking"), then read."""
        await interaction.response.defer(ephemeral=True, thinking=True)
        return await self.mine(interaction)

    async def send(self, interaction: discord.Interaction, code: str) -> None:
        await game_cog(interaction).play(interaction, channel_here(interaction), code)
