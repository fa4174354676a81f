"""Playing: ``/move`` for any game, ``/game status``, hand and hint, and what every way of
moving shares (the move buttons and DM menus end here)."""

from __future__ import annotations

import itertools
from collections.abc import Sequence

import discord
from discord import app_commands
from discord.ext import commands

from cogs.game.base import GAME, GameCogBase
from cogs.kit.acks import hold, think_privately
from cogs.kit.autocomplete import MAX_CHOICES, Picked, as_choice
from cogs.kit.components.items import channel_here, moves_view
from cogs.kit.components.unknown import answer_unknown
from cogs.kit.compose.hints import hint_text
from cogs.kit.compose.move_words import moves_words
from cogs.kit.errors import BadInput, not_a_move
from cogs.kit.game_commands import main_command
from cogs.kit.language import reader_words
from engine.core.errors import InvalidAction
from render.core.language import ENGLISH, ENGLISH_WORDS, Words
from tabletop.errors import TableError
from tabletop.models import LOBBY, Choice


def match_choices(
    choices: Sequence[Choice], typed: str, said: Words = ENGLISH_WORDS
) -> list[app_commands.Choice[str]]:
    """Autocomplete: the first legal actions whose words (in the caller's language or in
    English) or code contain what is typed, in the caller's language. It stops at Discord's 25,
    so thousands of cached choices cost one pass at most per keystroke."""
    typed_words = typed.lower().split()
    spoken = moves_words(choices, said)

    def hit(choice: Choice, words: str) -> bool:
        seen = f"{words}\n{choice.label}\n{choice.code}".lower()
        return all(w in seen for w in typed_words)

    hits = ((c, w) for c, w in zip(choices, spoken, strict=True) if hit(c, w))
    return [as_choice(c.code, w) for c, w in itertools.islice(hits, MAX_CHOICES)]


def spoken_code(choices: Sequence[Choice], typed: str, said: Words) -> str:
    """The code of a move typed in the caller's words (not picked from the list); else what
    was typed, which the service matches against the English words and the codes."""
    wanted = typed.strip().lower()
    spoken = moves_words(choices, said)
    return next(
        (c.code for c, w in zip(choices, spoken, strict=True) if w.lower() == wanted), typed
    )


class PlayCommands(GameCogBase):
    """Playing."""

    game = GAME

    @GAME.command(name="status", description="Show the table in this channel")
    async def status(self, interaction: discord.Interaction) -> None:
        """The lobby card or the table, for everyone; "no game here" for the caller alone."""
        await think_privately(interaction)
        update = await self.service.status(channel_here(interaction))
        if update.table.status == LOBBY:
            await self.delivery.post_lobby(interaction, update.table)
            return
        await self.delivery.post_status(interaction, update)

    @GAME.command(name="hint", description="The move the hard bot would make for you now")
    async def hint(self, interaction: discord.Interaction) -> None:
        """Only at a table opened with hints:on, for the seat to act; private."""
        await interaction.response.defer(ephemeral=True, thinking=True)
        advice = await self.service.hint(channel_here(interaction), interaction.user.id)
        said = await reader_words(interaction)
        await interaction.followup.send(hint_text(advice, said), ephemeral=True)

    @GAME.command(name="hand", description="See your hand (only you can see it)")
    async def hand(self, interaction: discord.Interaction) -> None:
        await self.show_hand(interaction, channel_here(interaction))

    @app_commands.command(name="move", description="Play a move in this channel's game")
    @app_commands.describe(action="Start typing: the list shows only your legal moves")
    @app_commands.guild_only()
    async def move(self, interaction: discord.Interaction, action: Picked) -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        channel_id = channel_here(interaction)
        said = await reader_words(interaction)
        if said.language != ENGLISH:
            try:
                mine = await self.service.choices(channel_id, interaction.user.id)
            except TableError:
                mine = []
            action = spoken_code(mine, action, said)
        try:  # the typed words become a move inside the service's one read of the table
            await self.play(interaction, channel_id, action, typed=True)
        except InvalidAction:  # typed text that is no code of this game: never its grammar
            raise BadInput(await self.not_a_move(channel_id)) from None

    @move.autocomplete("action")
    async def move_actions(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        try:
            choices = await self.service.choices(channel_here(interaction), interaction.user.id)
        except TableError:
            return []
        return match_choices(choices, current, await reader_words(interaction))

    # --- shared by every way of moving (commands of any game cog, buttons, menus) --------------
    async def play(
        self,
        interaction: discord.Interaction,
        channel_id: int,
        code: str,
        *,
        version: int | None = None,
        game_id: int | None = None,
        typed: bool = False,
    ) -> None:
        """Play ``code`` for the caller (``typed``: what a player typed, a move's words or its
        code); once saved, the mover is told so whatever Discord does to the posts, and the
        change is announced."""
        if not interaction.response.is_done():
            await interaction.response.defer(ephemeral=True, thinking=True)
        update = await self.service.act(
            channel_id,
            interaction.user.id,
            code,
            expected_version=version,
            game_id=game_id,
            typed=typed,
        )
        await self.delivery.saved(interaction, update, channel_id)

    async def not_a_move(self, channel_id: int) -> str:
        """The refusal of a code the game does not know, in words: this channel's game and its
        own command (the first of its cog's group, e.g. ``/siege move``)."""
        table = await self.service.table(channel_id)
        return not_a_move(table.title, main_command(self.bot, table.game_key))

    async def show_hand(self, interaction: discord.Interaction, channel_id: int) -> None:
        await think_privately(interaction)
        table, hand = await self.service.hand(channel_id, interaction.user.id)
        await self.delivery.show_hand(interaction, table, hand)

    @commands.Cog.listener()
    async def on_interaction(self, interaction: discord.Interaction) -> None:
        """A button, menu or form no handler took (a forged or unreadable id) is answered."""
        await answer_unknown(interaction)

    async def dm_again_press(self, interaction: discord.Interaction, game_id: int) -> None:
        """A player who opened their DMs asks for their hand there: one try, on request."""
        await interaction.response.defer(ephemeral=True, thinking=True)
        channel_id = await self.channel_of(interaction, game_id)
        table, hand = await self.service.hand(channel_id, interaction.user.id)
        await self.delivery.dm_again(interaction, table, hand)

    async def hand_press(self, interaction: discord.Interaction, game_id: int) -> None:
        await think_privately(interaction)
        await self.show_hand(interaction, await self.channel_of(interaction, game_id))

    async def move_press(
        self, interaction: discord.Interaction, game_id: int, version: int, code: str
    ) -> None:
        await think_privately(interaction)
        channel_id = await self.channel_of(interaction, game_id)
        await self.play(interaction, channel_id, code, version=version, game_id=game_id)

    async def narrow_press(
        self, interaction: discord.Interaction, game_id: int, version: int, key: str
    ) -> None:
        """A group of moves opened in a menu (``key``; "" for all of them again): the menus are
        drawn from the seat's view, so they say what each move does."""
        await hold(interaction)  # the menus are replaced once read; errors are private
        channel_id = await self.channel_of(interaction, game_id)
        choices = await self.service.choices(
            channel_id, interaction.user.id, game_id=game_id, version=version
        )
        if not choices:
            raise BadInput("You have no move to make right now.")
        table, hand = await self.service.hand(channel_id, interaction.user.id)
        said = await reader_words(interaction)
        menus = moves_view(
            game_id, version, choices, key, game_key=table.game_key, view=hand.view, said=said
        )
        await interaction.edit_original_response(view=menus)
