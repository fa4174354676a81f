"""``/game …`` for every game and the universal ``/move``: parse, call the service, show.

Nothing here knows a game's rules: choices, words and codes all come from the service and the
game objects of ``engine.registry``. One command group, ``/game``, whose commands live by
feature: ``lobby``, ``play``, ``seats``, ``records``, ``help``, ``language`` and ``stats``; this
cog gathers them, registers every table's buttons and menus and runs the clocks and the outbox
sweep.
"""

from __future__ import annotations

import discord
from discord.ext import commands

from cogs.game.base import GAME

# Imported in this order, not sorted: /game lists its subcommands in the order they are defined.
from cogs.game.lobby import LobbyCommands  # isort: skip
from cogs.game.seats import SeatCommands  # isort: skip
from cogs.game.stats import StatsCommands  # isort: skip
from cogs.game.play import PlayCommands  # isort: skip
from cogs.game.records import RecordCommands  # isort: skip
from cogs.game.review import ReviewCommands  # isort: skip
from cogs.game.help import HelpCommands  # isort: skip
from cogs.game.language import LanguageCommands  # isort: skip
from cogs.kit.components import records
from cogs.kit.components.help import HELPDESK_ITEMS
from cogs.kit.components.items import ALL_ITEMS
from cogs.kit.components.vote import TIMEOUT_ITEMS
from cogs.kit.delivery.clocks import ClockLoop
from cogs.kit.delivery.sweep import OutboxSweep
from cogs.kit.language import note_locales
from cogs.table_bot import TableBot

# The buttons and menus of every table: moves, records (log, replay, rematch), help pages and the
# time-out vote.
PERSISTENT_ITEMS = (*ALL_ITEMS, *records.RECORD_ITEMS, *HELPDESK_ITEMS, *TIMEOUT_ITEMS)


class GameCog(
    LobbyCommands,
    PlayCommands,
    SeatCommands,
    RecordCommands,
    ReviewCommands,
    HelpCommands,
    LanguageCommands,
    StatsCommands,
    commands.Cog,
):
    """Lobby, status and moves for any game of the registry."""

    game = GAME

    def __init__(self, bot: TableBot) -> None:
        self.bot = bot
        self.clocks = ClockLoop(bot.delivery)  # turn clocks, reminders, lobby expiry
        self.sweep = OutboxSweep(bot.delivery)  # what a crashed process left unannounced

    async def cog_load(self) -> None:
        """Every table's buttons and menus work from their custom ids alone, after a restart
        too: registered here, with the cog that answers them."""
        self.bot.add_dynamic_items(*PERSISTENT_ITEMS)

    @commands.Cog.listener("on_interaction")
    async def remember_locales(self, interaction: discord.Interaction) -> None:
        """Every interaction tells the reader's (and the server's) locale: remembered for the
        messages sent to them outside an interaction."""
        await note_locales(interaction)

    async def cog_unload(self) -> None:
        await self.clocks.stop()
        await self.sweep.stop()
        self.bot.remove_dynamic_items(*PERSISTENT_ITEMS)

    @commands.Cog.listener()
    async def on_ready(self) -> None:
        """Connected (again): the clocks tick and the sweep runs; their first run comes one
        interval later, after the bot has resumed what it left pending."""
        self.clocks.start()
        self.sweep.start()


async def setup(bot: TableBot) -> None:
    await bot.add_cog(GameCog(bot))
