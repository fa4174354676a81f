"""The vote to remove a late player (``timeout: vote``): its buttons, and a ballot.

The service decides (``TimeoutMixin.vote_remove``): who may vote, the count, the seat handed to
a bot. This side only posts the vote under the clock's notice and says the result.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

import discord
from discord import ui

from cogs.kit.client import table_bot
from cogs.kit.components import ids
from cogs.kit.components.base import IdItem, button
from cogs.kit.delivery import takeover
from cogs.kit.errors import guarded, known_channel
from cogs.kit.language import reader_words
from render.core.language import ENGLISH_WORDS, Words

if TYPE_CHECKING:
    from tabletop.timeouts import VoteNotice


class VoteButton(IdItem[ui.Button[Any]], template=ids.VOTE_TEMPLATE):
    """One ballot to hand the late seat to a bot; valid while that seat has not acted."""

    def __init__(self, game_id: int, version: int, seat: int, said: Words = ENGLISH_WORDS) -> None:
        super().__init__(
            button(
                said("Vote: a bot plays seat {seat}", seat=seat + 1),
                ids.vote_id(game_id, version, seat),
                style=discord.ButtonStyle.danger,
                emoji="🗳",
            )
        )
        self.game_id, self.version, self.seat = game_id, version, seat

    @classmethod
    def args(cls, match: re.Match[str], item: ui.Item[Any]) -> tuple[Any, ...]:
        return (
            int(match["game"]),
            int(match["version"]),
            int(match["seat"]),
        )

    @guarded
    async def callback(self, interaction: discord.Interaction) -> None:
        bot = table_bot(interaction)
        await interaction.response.defer(ephemeral=True, thinking=True)
        channel_id = known_channel(await bot.service.game_channel(self.game_id), interaction)
        result = await bot.service.vote_remove(
            channel_id, interaction.user.id, self.game_id, self.version, self.seat
        )
        said = await reader_words(interaction)
        await interaction.followup.send(said.line(result.text), ephemeral=True)
        if result.change is not None:
            await takeover.show(bot.delivery, interaction, result.change)


def vote_view(notice: VoteNotice, said: Words = ENGLISH_WORDS) -> ui.View:
    view = ui.View(timeout=None)
    view.add_item(VoteButton(notice.game_id, notice.version, notice.seat, said))
    return view


TIMEOUT_ITEMS = (VoteButton,)
