"""``/game review``: a finished game's moves judged for the player who asks, privately."""

from __future__ import annotations

import discord
from discord import app_commands

from cogs.game.base import GAME, GameCogBase
from cogs.kit.components.coaching import show_review


class ReviewCommands(GameCogBase):
    """``/game review``: the coach after the game."""

    game = GAME

    @GAME.command(
        name="review", description="Your moves in a finished game, judged by the hard bot"
    )
    @app_commands.rename(game_id="id")
    @app_commands.describe(
        game_id="A finished game of this server (default: this channel's last game)",
    )
    async def review(self, interaction: discord.Interaction, game_id: int | None = None) -> None:
        await show_review(interaction, game_id)
