"""Owner-only maintenance: publishing slash commands is rare and deliberate, never on start."""

from __future__ import annotations

import logging
from typing import Any

import discord
from discord import app_commands
from discord.ext import commands

from cogs.table_bot import TableBot

log = logging.getLogger("troy.admin")


class Admin(commands.Cog):
    def __init__(self, bot: TableBot) -> None:
        self.bot = bot

    async def do_sync(self, scope: str) -> str:
        """Sync to the dev guild (instant) or globally (rate-limited, slow to spread)."""
        if scope == "global":
            synced = await self.bot.tree.sync()
            log.info("commands synced globally by the owner")
            return f"Published {len(synced)} commands everywhere; Discord may take a while."
        if not self.bot.settings.dev_guild_id:
            return "No DEV_GUILD_ID is set; use `global` to publish everywhere."
        guild = discord.Object(self.bot.settings.dev_guild_id)
        self.bot.tree.copy_global_to(guild=guild)
        synced = await self.bot.tree.sync(guild=guild)
        log.info("commands synced to the dev guild by the owner")
        return f"Synced {len(synced)} commands to the dev server."

    admin = app_commands.Group(
        name="admin",
        description="Bot owner tools",
        default_permissions=discord.Permissions(administrator=True),
    )

    @admin.command(name="sync", description="Publish the slash commands (bot owner only)")
    @app_commands.describe(scope="dev: the dev server only; global: every server")
    @app_commands.choices(scope=[app_commands.Choice(name=s, value=s) for s in ("dev", "global")])
    async def admin_sync(self, interaction: discord.Interaction, scope: str = "dev") -> None:
        if not await self.bot.is_owner(interaction.user):
            await interaction.response.send_message(
                "Only the bot's owner can sync commands.", ephemeral=True
            )
            return
        await interaction.response.defer(ephemeral=True, thinking=True)
        await interaction.followup.send(await self.do_sync(scope), ephemeral=True)

    @commands.command(name="sync")
    @commands.dm_only()
    @commands.is_owner()
    async def sync(self, ctx: commands.Context[Any], scope: str = "dev") -> None:
        """`!sync global` by DM publishes the commands everywhere; `!sync` refreshes the dev
        guild. Works before any slash command exists, which ``/admin sync`` cannot."""
        await ctx.send(await self.do_sync(scope))

    @sync.error
    async def sync_error(self, ctx: commands.Context[Any], error: commands.CommandError) -> None:
        if isinstance(error, commands.CheckFailure):
            await ctx.send("Only the bot's owner can sync commands, and only by DM.")
        else:
            raise error


async def setup(bot: TableBot) -> None:
    await bot.add_cog(Admin(bot))
