"""Owner-only maintenance: publishing slash commands is rare and deliberate, never on start."""

from __future__ import annotations

import logging

import discord
from discord.ext import commands

from bot import TroyBot

log = logging.getLogger("troy.admin")


class Admin(commands.Cog):
    def __init__(self, bot: TroyBot) -> None:
        self.bot = bot

    @commands.command(name="sync")
    @commands.dm_only()
    @commands.is_owner()
    async def sync(self, ctx: commands.Context[TroyBot], scope: str = "dev") -> None:
        """`!sync global` publishes the commands everywhere (takes up to an hour to show);
        `!sync` (or `!sync dev`) refreshes the dev guild only."""
        if scope == "global":
            synced = await self.bot.tree.sync()
            await ctx.send(f"Published {len(synced)} commands globally; Discord may take a while.")
        elif self.bot.settings.dev_guild_id:
            guild = discord.Object(self.bot.settings.dev_guild_id)
            self.bot.tree.copy_global_to(guild=guild)
            synced = await self.bot.tree.sync(guild=guild)
            await ctx.send(f"Synced {len(synced)} commands to the dev server.")
        else:
            await ctx.send("No DEV_GUILD_ID is set; use `!sync global` to publish everywhere.")
        log.info("commands synced (%s) by the owner", scope)

    @sync.error
    async def sync_error(
        self, ctx: commands.Context[TroyBot], error: commands.CommandError
    ) -> None:
        if isinstance(error, commands.CheckFailure):
            await ctx.send("Only the bot's owner can sync commands, and only by DM.")
        else:
            raise error


async def setup(bot: TroyBot) -> None:
    await bot.add_cog(Admin(bot))
