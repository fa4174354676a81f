"""``/game log`` in pages and ``/game replay`` of a finished game."""

from __future__ import annotations

import discord
from discord import app_commands

from cogs.game.base import GAME, GameCogBase
from cogs.kit.acks import think_privately
from cogs.kit.components import records
from cogs.kit.components.items import channel_here
from cogs.kit.errors import BadInput
from tabletop.records import record_bytes


class RecordCommands(GameCogBase):
    """``/game log`` in pages and ``/game replay`` of a finished game."""

    game = GAME

    @GAME.command(name="log", description="Page through this table's game, in words")
    async def log_(self, interaction: discord.Interaction) -> None:
        await think_privately(interaction)
        page = await self.service.log_pages(channel_here(interaction))
        await records.show_log(interaction, page)

    @GAME.command(name="replay", description="Any position of a finished game, as a picture")
    @app_commands.rename(game_id="id")
    @app_commands.describe(
        game_id="A finished game of this server (its number is in its record's name)",
        file="A game record (the .json attached to a finished game's last table)",
        move="Show the table after this move (default: the start)",
        animated="True: the whole game as an animated picture (GIF) instead",
    )
    async def replay(
        self,
        interaction: discord.Interaction,
        game_id: int | None = None,
        file: discord.Attachment | None = None,
        move: int = 0,
        animated: bool = False,
    ) -> None:
        if (game_id is None) == (file is None):
            raise BadInput("Give either a game's `id` or a record `file`, one of them.")
        await interaction.response.defer(ephemeral=True, thinking=True)
        if animated:
            if file is not None:
                record = await records.read_record(file)
            else:
                assert game_id is not None
                record = await self.service.finished_record(game_id, interaction.guild_id)
            position = await self.service.replay_record(record, 0)  # refuses a game not over
            await records.show_animation(interaction, position, record)
            return
        if file is not None:
            record = await records.read_record(file)
            position = await self.service.replay_record(record, move)
            await records.show_replay(interaction, position, record_bytes(record))
        else:
            assert game_id is not None
            position = await self.service.replay_game(game_id, interaction.guild_id, move)
            await records.show_replay(interaction, position, None)
