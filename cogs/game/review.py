"""``/game review``: a finished game's moves judged for the player who asks, privately."""

from __future__ import annotations

import contextlib

import discord
from discord import app_commands

from cogs.game.base import GAME, GameCogBase
from cogs.kit.acks import think_privately
from cogs.kit.components.items import channel_here
from cogs.kit.compose.coaching import progress_line, review_message
from cogs.kit.language import reader_words


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
        await think_privately(interaction)
        said = await reader_words(interaction)

        async def progress(done: int, total: int) -> None:
            # A progress line lost is no harm: the review still comes.
            with contextlib.suppress(discord.HTTPException):
                await interaction.edit_original_response(content=progress_line(done, total, said))

        coaching = await self.service.review(
            channel_here(interaction),
            interaction.user.id,
            interaction.guild_id,
            progress,
            game_id=game_id,
        )
        embeds, files = await review_message(coaching, said)
        await interaction.edit_original_response(content=None, embeds=embeds, attachments=files)
