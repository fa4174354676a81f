"""A finished game's review for the one who asks: ``/game review`` and the "🔎 Review" button
under the final table answer alike, privately, with a progress line while the workers judge."""

from __future__ import annotations

import contextlib

import discord

from cogs.kit.acks import think_privately
from cogs.kit.client import table_bot
from cogs.kit.components import ids
from cogs.kit.components.items import GameButton, channel_here
from cogs.kit.compose.coaching import progress_line, review_message
from cogs.kit.errors import guarded
from cogs.kit.language import reader_words
from render.core.language import N_


async def show_review(interaction: discord.Interaction, game_id: int | None) -> None:
    """Judge the caller's moves in ``game_id`` (None: this channel's last game) and answer."""
    await think_privately(interaction)
    said = await reader_words(interaction)

    async def progress(done: int, total: int) -> None:
        # A progress line lost is no harm: the review still comes.
        with contextlib.suppress(discord.HTTPException):
            await interaction.edit_original_response(content=progress_line(done, total, said))

    coaching = await table_bot(interaction).service.review(
        channel_here(interaction),
        interaction.user.id,
        interaction.guild_id,
        progress,
        game_id=game_id,
    )
    embeds, files = await review_message(coaching, said)
    await interaction.edit_original_response(content=None, embeds=embeds, attachments=files)


class ReviewButton(GameButton, template=ids.REVIEW_TEMPLATE):
    """ "🔎 Review" under the final table: the presser's own moves judged, for them alone."""

    LABEL = N_("Review")
    EMOJI = "🔎"
    STYLE = discord.ButtonStyle.secondary
    id_of = staticmethod(ids.review_id)

    @guarded
    async def callback(self, interaction: discord.Interaction) -> None:
        await show_review(interaction, self.game_id)
