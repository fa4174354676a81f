"""``/game language``: the language the bot speaks to you, or in this server."""

from __future__ import annotations

import discord
from discord import app_commands

from cogs.game.base import GAME, GameCogBase
from cogs.kit.acks import think_privately
from cogs.kit.errors import BadInput
from cogs.kit.language import reader_words
from render.core.language import LANGUAGES, N_
from tabletop.languages import GUILD, USER

AUTOMATIC = "auto"  # follow Discord's locale again
LANGUAGE_CHOICES = [
    *(app_commands.Choice(name=name, value=code) for code, name in LANGUAGES.items()),
    app_commands.Choice(name="automatic", value=AUTOMATIC),
]
SCOPE_CHOICES = [
    app_commands.Choice(name="me", value=USER),
    app_commands.Choice(name="server", value=GUILD),
]


class LanguageCommands(GameCogBase):
    """Choosing a language."""

    game = GAME

    @GAME.command(name="language", description="The language I speak to you, or in this server")
    @app_commands.describe(
        language="A language, or automatic: the one of your Discord (or of the server)",
        scope="me (default), or this server: its tables and posts (Manage Server)",
    )
    @app_commands.choices(language=LANGUAGE_CHOICES, scope=SCOPE_CHOICES)
    async def language(
        self, interaction: discord.Interaction, language: str, scope: str = USER
    ) -> None:
        await think_privately(interaction)
        chosen = None if language == AUTOMATIC else language
        if scope == GUILD:
            if interaction.guild_id is None:
                raise BadInput(N_("A server's language is chosen in that server."))
            if not interaction.permissions.manage_guild:
                raise BadInput(N_("Only a member with the Manage Server permission can do that."))
            await self.service.languages.choose(GUILD, interaction.guild_id, chosen)
        else:
            await self.service.languages.choose(USER, interaction.user.id, chosen)
        said = await reader_words(interaction)
        if scope == GUILD:
            text = (
                said("This server's tables now follow its Discord language.")
                if chosen is None
                else said("This server's tables are now in {language}.", language=LANGUAGES[chosen])
            )
        else:
            text = (
                said("I now speak to you in your Discord's language.")
                if chosen is None
                else said("I now speak to you in {language}.", language=LANGUAGES[chosen])
            )
        await interaction.followup.send(text, ephemeral=True)
