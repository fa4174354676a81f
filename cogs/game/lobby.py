"""Opening a table: ``/game new``, join, leave, bot, team, start, abandon, rematch, and the
lobby card's buttons."""

from __future__ import annotations

import itertools
from typing import Any

import discord
from discord import app_commands

from cogs.game.base import GAME, GAME_CHOICES, LEVEL_WORDS, GameCogBase
from cogs.kit.acks import hold, think_privately
from cogs.kit.autocomplete import MAX_CHOICES, OptionsLine, Word
from cogs.kit.components.items import channel_here
from cogs.kit.compose.fit import CHOICE_TEXT, excerpt, fit
from cogs.kit.compose.present import BOT_LEVELS, format_options, free_places, team_words
from cogs.kit.errors import BadInput
from cogs.kit.language import reader_words
from engine import registry
from engine.core.game import Game
from render.core.language import ENGLISH_WORDS, Words
from tabletop.errors import OtherGame, TableError
from tabletop.models import LOBBY, TableInfo
from tabletop.seating import ANY_TEAM, parse_team, team_letter, team_name


def default_bot_level(game_key: str) -> str:
    levels = list(registry.get(game_key).bots)
    return "normal" if "normal" in levels else levels[0]


def bot_level_choices(game_key: str | None, typed: str) -> list[app_commands.Choice[str]]:
    """Autocomplete for ``/game bot level``: the levels this table's game has (every game's
    when there is no table here), easiest first as the game lists them."""
    games = [registry.get(game_key)] if game_key else registry.all_games()
    levels = list(dict.fromkeys(level for g in games for level in g.bots))
    start = typed.strip().lower()
    return [
        app_commands.Choice(name=LEVEL_WORDS.get(level, level), value=level)
        for level in levels
        if level.startswith(start)
    ][:MAX_CHOICES]


def parse_options(game: Game[Any, Any], text: str | None) -> dict[str, str]:
    """``"size=5 expansion=on"`` -> ``{"size": "5", "expansion": "on"}``; the service checks the
    names and values (and fills in the defaults)."""
    chosen: dict[str, str] = {}
    for token in (text or "").replace(",", " ").split():
        name, sep, value = token.partition("=")
        if not sep or not name or not value:
            raise BadInput(
                "I don't understand the option “{option}”: write name=value, for example "
                "“{example}”.",
                option=excerpt(token),
                example=option_combos(game)[-1],
            )
        chosen[name.strip().lower()] = value.strip().lower()
    return chosen


def option_combos(game: Game[Any, Any]) -> list[str]:
    """Every combination of option values, defaults first, as the text ``/game new`` accepts."""
    axes = [[o.default, *[c for c in o.choices if c != o.default]] for o in game.options]
    return [
        " ".join(f"{o.name}={v}" for o, v in zip(game.options, combo, strict=True))
        for combo in itertools.product(*axes)
    ] or [""]


def combo_words(game: Game[Any, Any], combo: str, *, default: bool = False) -> str:
    """A combination of options as players read it ("Board: 5 × 5, a short game; …"), cut to
    an autocomplete entry's length; its value stays the text ``/game new`` takes."""
    chosen = dict(token.partition("=")[::2] for token in combo.split())
    words = format_options(chosen, game) + (" (the usual)" if default else "")
    return fit(words, CHOICE_TEXT)


def team_choices(table: TableInfo, user_id: int, typed: str) -> list[app_commands.Choice[str]]:
    """Autocomplete for ``/game team``: the teams the caller may still join, then "any"."""
    me = table.seat_of(user_id)
    if table.team_plan is None or me is None:
        return []
    choices = [
        app_commands.Choice(name=f"{team_name(team)} ({room})", value=team_letter(team))
        for team, room in free_places(table, me.seat)
    ]
    choices.append(app_commands.Choice(name="Any team with room", value=ANY_TEAM))
    start = typed.strip().lower().removeprefix("team").strip()
    return [c for c in choices if c.value.lower().startswith(start)][:MAX_CHOICES]


def team_wish(typed: str) -> int | None:
    """A team as typed (``"B"``, ``"team b"``, ``"any"``), or BadInput in words."""
    try:
        return parse_team(typed)
    except ValueError:
        raise BadInput(
            "“{typed}” is not a team: write a team's letter (A, B…) or “any”.",
            typed=excerpt(typed),
        ) from None


def team_said(team: int | None, said: Words = ENGLISH_WORDS) -> str:
    """The answer to a team choice, for the chooser alone, in their language."""
    if team is None:
        return said("You'll be placed in a team with room when the game starts.")
    return said("You'll play in {team}.", team=team_words(team, said=said))


class LobbyCommands(GameCogBase):
    """Opening a table."""

    game = GAME

    @GAME.command(name="new", description="Open a table for a game in this channel")
    @app_commands.describe(
        game="Which game",
        options="Table options, e.g. size=5 (empty = defaults)",
        pace="Time per decision: live (default), async, minutes like 10m or hours like 12h",
        timeout="When time runs out: a bot plays (default), skip the player, or vote to remove",
        hints="on: players may ask /game hint for the hard bot's move (the game is not rated)",
    )
    @app_commands.choices(
        game=GAME_CHOICES,
        timeout=[app_commands.Choice(name=v, value=v) for v in ("bot", "skip", "vote")],
        hints=[app_commands.Choice(name=v, value=v) for v in ("off", "on")],
    )
    async def new(
        self,
        interaction: discord.Interaction,
        game: str,
        options: OptionsLine | None = None,
        pace: Word | None = None,  # clocks
        timeout: str | None = None,  # timeout
        hints: str | None = None,  # hints
    ) -> None:
        chosen = registry.get(game)
        config = parse_options(chosen, options)
        await think_privately(interaction)
        table = await self.service.new_game(
            channel_here(interaction),
            interaction.guild_id,
            interaction.user.id,
            interaction.user.display_name,
            chosen.key,
            config,
            pace=pace,
            timeout=timeout,
            hints=hints == "on",
        )
        await self.delivery.post_lobby(interaction, table)
        await self.teach(interaction, table)

    @new.autocomplete("options")
    async def new_options(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        key = getattr(interaction.namespace, "game", None) or GAME_CHOICES[0].value
        try:
            game = registry.get(key)
        except KeyError:
            return []
        combos = option_combos(game)
        words = current.lower().split()
        hits = [c for c in combos if all(w in c for w in words)]
        return [
            app_commands.Choice(name=combo_words(game, c, default=c == combos[0]), value=c)
            for c in hits[:MAX_CHOICES]
            if c
        ]

    @GAME.command(name="join", description="Take a seat at the table in this channel")
    async def join(self, interaction: discord.Interaction) -> None:
        await think_privately(interaction)
        table = await self.service.join(
            channel_here(interaction), interaction.user.id, interaction.user.display_name
        )
        await self.delivery.refresh_lobby(table)
        said = await reader_words(interaction)
        seated = said(
            "You're seated at the {game} table ({seats}/{most}).",
            game=table.title,
            seats=len(table.seats),
            most=table.max_seats,
        )
        await interaction.followup.send(seated, ephemeral=True)
        await self.teach(interaction, table)

    @GAME.command(name="leave", description="Leave the table (before the game starts)")
    async def leave(self, interaction: discord.Interaction) -> None:
        await think_privately(interaction)
        table = await self.service.leave(channel_here(interaction), interaction.user.id)
        await self.delivery.refresh_lobby(table)
        said = await reader_words(interaction)
        text = said("You left the table.")
        if table.status != LOBBY:
            text += " " + said("It was empty, so it is closed.")
        await interaction.followup.send(text, ephemeral=True)

    @GAME.command(name="bot", description="Add a computer player to the table")
    @app_commands.describe(level="How strong the bot plays (the levels of this table's game)")
    async def add_bot(self, interaction: discord.Interaction, level: Word | None = None) -> None:
        await think_privately(interaction)
        table = await self.service.table(channel_here(interaction))
        level = (level or "").strip().lower() or default_bot_level(table.game_key)
        table = await self.service.add_bot(channel_here(interaction), interaction.user.id, level)
        await self.delivery.refresh_lobby(table)
        said = await reader_words(interaction)
        added = said(
            "Added a {level} bot ({seats}/{most}).",
            level=said(BOT_LEVELS.get(level, level)),
            seats=len(table.seats),
            most=table.max_seats,
        )
        await interaction.followup.send(added, ephemeral=True)

    @add_bot.autocomplete("level")
    async def bot_levels(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        try:
            key: str | None = (await self.service.table(channel_here(interaction))).game_key
        except TableError:
            key = None
        return bot_level_choices(key, current)

    @GAME.command(name="team", description="Choose your team before the game starts")
    @app_commands.describe(team="A team with room (A, B…), or “any”: placed where there is room")
    async def team(self, interaction: discord.Interaction, team: Word) -> None:
        chosen = team_wish(team)
        await think_privately(interaction)
        table = await self.service.choose_team(
            channel_here(interaction), interaction.user.id, chosen
        )
        await self.delivery.refresh_lobby(table)
        said = await reader_words(interaction)
        await interaction.followup.send(team_said(chosen, said), ephemeral=True)

    @team.autocomplete("team")
    async def team_autocomplete(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        try:
            table = await self.service.table(channel_here(interaction))
        except TableError:
            return []
        return team_choices(table, interaction.user.id, current)

    @GAME.command(name="start", description="Start the game (host only)")
    async def start(self, interaction: discord.Interaction) -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        update = await self.service.start(channel_here(interaction), interaction.user.id)
        said = await reader_words(interaction)
        await interaction.followup.send(said("The game is on! Good luck."), ephemeral=True)
        await self.delivery.refresh_lobby(update.table)
        await self.delivery.announce(update, interaction)

    @GAME.command(name="abandon", description="End the game here without a result")
    async def abandon(self, interaction: discord.Interaction) -> None:
        can_manage = bool(interaction.permissions and interaction.permissions.manage_channels)
        await think_privately(interaction)  # a refusal stays private; the news is public
        table = await self.service.abandon(
            channel_here(interaction), interaction.user.id, can_manage
        )
        await self.delivery.abandoned(interaction, table)

    @GAME.command(name="rematch", description="A new table after a finished game, same seats")
    async def rematch(self, interaction: discord.Interaction) -> None:
        await think_privately(interaction)
        table = await self.service.rematch(
            channel_here(interaction), interaction.user.id, interaction.user.display_name
        )
        await self.delivery.post_lobby(interaction, table)

    async def lobby_of(self, interaction: discord.Interaction, game_id: int) -> TableInfo:
        """The lobby a lobby component names; OtherGame when its game is no longer the table's."""
        table = await self.service.table(await self.channel_of(interaction, game_id))
        if table.game_id != game_id:
            raise OtherGame()
        return table

    async def lobby_press(
        self, interaction: discord.Interaction, action: str, game_id: int
    ) -> None:
        await hold(interaction)  # the card is edited once the store answers; errors are private
        table = await self.lobby_of(interaction, game_id)
        channel_id = table.channel_id
        user = interaction.user
        if action == "start":
            update = await self.service.start(channel_id, user.id)
            await self.delivery.edit_lobby(interaction, update.table)
            await self.delivery.announce(update, interaction)
            return
        if action == "join":
            table = await self.service.join(channel_id, user.id, user.display_name)
            await self.delivery.edit_lobby(interaction, table)
            await self.teach(interaction, table)
            return
        elif action == "leave":
            table = await self.service.leave(channel_id, user.id)
        else:
            level = default_bot_level(table.game_key)
            table = await self.service.add_bot(channel_id, user.id, level)
        await self.delivery.edit_lobby(interaction, table)

    async def team_press(self, interaction: discord.Interaction, game_id: int, team: str) -> None:
        chosen = team_wish(team)
        await hold(interaction)
        table = await self.lobby_of(interaction, game_id)
        table = await self.service.choose_team(table.channel_id, interaction.user.id, chosen)
        await self.delivery.edit_lobby(interaction, table)
        said = await reader_words(interaction)
        await interaction.followup.send(team_said(chosen, said), ephemeral=True)
