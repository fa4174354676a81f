"""Help and spectators: ``/game rules``, ``/game watch`` and ``/game notify``."""

from __future__ import annotations

from typing import Any

import discord
from discord import app_commands

from cogs.game.base import GAME, GAME_CHOICES, GameCogBase
from cogs.kit.acks import think_privately
from cogs.kit.autocomplete import Picked
from cogs.kit.components.help import send_rules
from cogs.kit.components.items import channel_here
from cogs.kit.compose.help import topic_choices
from cogs.kit.errors import BadInput
from cogs.kit.language import reader_words
from engine import registry
from engine.core.english import N_
from engine.core.game import Game
from tabletop.errors import TableError


class HelpCommands(GameCogBase):
    """Help and spectators."""

    game = GAME

    @GAME.command(name="rules", description="Read the rules, page by page")
    @app_commands.describe(
        topic="Which part of the rules", game="Which game (default: the one here)"
    )
    @app_commands.choices(game=GAME_CHOICES)
    async def rules(
        self,
        interaction: discord.Interaction,
        topic: Picked | None = None,
        game: str | None = None,
    ) -> None:
        await think_privately(interaction)
        chosen = await self.rules_game(channel_here(interaction), game)
        if chosen is None:
            names = ", ".join(c.name for c in GAME_CHOICES)
            raise BadInput("Which game? Pick one in the `game` option: {games}.", games=names)
        await send_rules(interaction, chosen.key, topic)

    async def rules_game(self, channel_id: int, key: str | None) -> Game[Any, Any] | None:
        if key:
            return registry.get(key)
        try:
            return registry.get((await self.service.table(channel_id)).game_key)
        except TableError:
            games = registry.all_games()
            return games[0] if len(games) == 1 else None

    @rules.autocomplete("topic")
    async def rules_topics(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        try:
            chosen = await self.rules_game(
                channel_here(interaction), getattr(interaction.namespace, "game", None)
            )
        except KeyError:
            return []
        if chosen is None:
            return []
        return topic_choices(chosen.key, current, await reader_words(interaction))

    @GAME.command(name="watch", description="DM me when a game in this channel ends")
    @app_commands.describe(switch="on: a DM at each game's end here; off: no more")
    @app_commands.choices(switch=[app_commands.Choice(name=v, value=v) for v in ("on", "off")])
    async def watch(self, interaction: discord.Interaction, switch: str) -> None:
        on = switch == "on"
        await think_privately(interaction)
        await self.service.watch(channel_here(interaction), interaction.user.id, on)
        said = await reader_words(interaction)
        text = said(
            N_("I'll DM you when a game in this channel ends. `/game watch off` to stop.")
            if on
            else N_("You no longer get a DM when a game in this channel ends.")
        )
        await interaction.followup.send(text, ephemeral=True)

    @GAME.command(name="notify", description="DM me when my turn's time is half gone")
    @app_commands.describe(switch="on: a DM with each reminder; off: the channel mention only")
    @app_commands.choices(switch=[app_commands.Choice(name=v, value=v) for v in ("on", "off")])
    async def notify(self, interaction: discord.Interaction, switch: str) -> None:
        on = switch == "on"
        await think_privately(interaction)
        await self.service.set_notify(interaction.user.id, on)
        said = await reader_words(interaction)
        text = said(
            N_("I'll DM you when your turn's time is half gone. `/game notify off` to stop.")
            if on
            else N_("Reminders now only mention you in the table's channel.")
        )
        await interaction.followup.send(text, ephemeral=True)
