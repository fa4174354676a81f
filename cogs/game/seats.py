"""Who plays a seat mid-game: ``/game sub``, away and back, and ``/game undo`` of one's last
action."""

from __future__ import annotations

import discord
from discord import app_commands

from cogs.game.base import GAME, GameCogBase
from cogs.game.lobby import default_bot_level
from cogs.kit.components.items import channel_here
from cogs.kit.delivery import takeover
from cogs.kit.delivery.help import teach
from cogs.kit.language import reader_words


class SeatCommands(GameCogBase):
    """Who plays a seat mid-game."""

    game = GAME

    @GAME.command(name="undo", description="Take back your last action (if no luck was used)")
    async def undo(self, interaction: discord.Interaction) -> None:
        """Only the caller's own latest action, while it used no luck and revealed nothing;
        otherwise the reason, privately. The table (and the caller's hand) is posted again."""
        await interaction.response.defer(ephemeral=True, thinking=True)
        channel_id = channel_here(interaction)
        update = await self.service.undo(channel_id, interaction.user.id)
        await self.delivery.saved(interaction, update, channel_id)

    @GAME.command(name="sub", description="Seat someone in a seat a bot plays (host or moderator)")
    @app_commands.describe(
        player="Who takes the seat", seat="Seat number (default: the first seat a bot plays)"
    )
    async def sub(
        self, interaction: discord.Interaction, player: discord.Member, seat: int | None = None
    ) -> None:
        takeover.check_substitute(player)
        await interaction.response.defer(ephemeral=True, thinking=True)
        change = await self.service.sub(
            channel_here(interaction),
            interaction.user.id,
            takeover.can_manage(interaction),
            player.id,
            player.display_name,
            seat,
        )
        await interaction.followup.send(
            takeover.sub_said(change.update, player, await reader_words(interaction)),
            ephemeral=True,
            allowed_mentions=discord.AllowedMentions.none(),
        )
        await takeover.show(self.delivery, interaction, change)
        await teach(self.delivery.dms, self.service, player.id, change.update.table)

    @GAME.command(name="away", description="A bot plays your seat until you come back")
    async def away(self, interaction: discord.Interaction) -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        table = await self.service.table(channel_here(interaction))
        level = default_bot_level(table.game_key)
        change = await self.service.away(channel_here(interaction), interaction.user.id, level)
        said = await reader_words(interaction)
        await interaction.followup.send(takeover.away_said(change.update, said), ephemeral=True)
        await takeover.show(self.delivery, interaction, change)

    @GAME.command(name="back", description="Take your seat back from the bot")
    async def back(self, interaction: discord.Interaction) -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        user = interaction.user
        change = await self.service.back(channel_here(interaction), user.id, user.display_name)
        said = await reader_words(interaction)
        back = takeover.back_said(change.update, user.id, said)
        await interaction.followup.send(back, ephemeral=True)
        await takeover.show(self.delivery, interaction, change)
