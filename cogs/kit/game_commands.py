"""The base of a game's own slash commands (``/heroes``, ``/iliad``, ``/siege``, ``/ilios``).

Why a base: each of those cogs reads the caller's seat (table, view, legal moves) and ends every
command in ``GameCog.play``. Reading and sending the same way in one place keeps the games'
commands on the same path as ``/move``. Each game keeps its own ``app_commands.Group`` as a class
attribute of its subclass (discord.py collects it from there); this class declares none.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Any, NamedTuple, TypeVar

import discord
from discord import app_commands
from discord.ext import commands

from cogs.kit.client import KitBot
from cogs.kit.components.items import channel_here, game_cog
from cogs.kit.errors import BadInput, not_a_move
from engine import registry
from tabletop.errors import TableError
from tabletop.models import Choice, TableInfo

if TYPE_CHECKING:
    from tabletop.service import Service


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

F = TypeVar("F")


def fields(choice: Choice, kind: type[F], read: Callable[[str], F]) -> F:
    """A choice's fields: those the service read with it, else (a choice made without its game)
    read by the game's grammar; either way the cog never splits the code itself."""
    found = choice.action
    return found if isinstance(found, kind) else read(choice.code)


def main_command(bot: KitBot, game_key: str) -> str | None:
    """A game's main command, from the cog its registry entry loads: ``/siege move``."""
    entry = registry.ENTRIES.get(game_key)
    for cog in bot.cogs.values():
        if entry is None or type(cog).__module__ != entry.cog:
            continue
        for group in cog.get_app_commands():
            if isinstance(group, app_commands.Group) and group.commands:
                return f"/{group.name} {group.commands[0].name}"
    return None


class GameCommands(commands.Cog):
    """A game's own commands: read the caller's seat, send a code to ``GameCog.play``."""

    def __init__(self, bot: KitBot) -> None:
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
        """A command's start: answer Discord in time (privately, "thinking"), then read. A
        command of another game than the channel's is refused by naming the channel's game and
        its own command, before any of its words are read."""
        await interaction.response.defer(ephemeral=True, thinking=True)
        now = await self.mine(interaction)
        if now.table is not None and now.table.game_key != self.game_key:
            raise BadInput(not_a_move(now.table.title, main_command(self.bot, now.table.game_key)))
        return now

    @property
    def game_key(self) -> str | None:
        """The game whose commands this cog holds (the registry entry that loads it)."""
        module = type(self).__module__
        return next((k for k, e in registry.ENTRIES.items() if e.cog == module), None)

    async def send(self, interaction: discord.Interaction, code: str) -> None:
        await game_cog(interaction).play(interaction, channel_here(interaction), code)
