"""``/game stats`` and ``/game leaderboard``: games played and won, and the ratings."""

from __future__ import annotations

import discord
from discord import app_commands

from cogs.game.base import GAME, GAME_CHOICES, GameCogBase
from cogs.kit.acks import think_privately
from cogs.kit.compose.ratings import leaderboard_embed, stats_embed  # ratings
from cogs.kit.language import public_words, reader_words


class StatsCommands(GameCogBase):
    """``/game stats`` and ``/game leaderboard``."""

    game = GAME

    @GAME.command(name="stats", description="Games played and won, and ratings per game")
    @app_commands.describe(player="Whose stats (default: yours)")
    async def stats(
        self, interaction: discord.Interaction, player: discord.Member | None = None
    ) -> None:
        who = player or interaction.user
        await think_privately(interaction)
        stats = await self.service.stats(who.id, interaction.guild_id)
        rated = await self.service.player_ratings(who.id, interaction.guild_id)
        embed = stats_embed(who.display_name, stats, rated, await reader_words(interaction))
        await interaction.followup.send(embed=embed, ephemeral=True)

    @GAME.command(name="leaderboard", description="The best rated players of a game here")
    @app_commands.describe(game="Which game")
    @app_commands.choices(game=GAME_CHOICES)
    async def leaderboard(self, interaction: discord.Interaction, game: str) -> None:
        # Public "thinking": the game comes from a fixed list, so only our own failure could
        # answer otherwise than with the board.
        await interaction.response.defer(thinking=True)
        board = await self.service.leaderboard(interaction.guild_id, game)
        said = await public_words(interaction)
        await interaction.followup.send(embed=leaderboard_embed(board, said))
