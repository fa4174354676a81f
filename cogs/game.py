"""``/game …`` for every game and the universal ``/move``: parse, call the service, show.

Nothing here knows a game's rules: choices, words and codes all come from the service and the
game objects of ``engine.registry``.
"""

from __future__ import annotations

import itertools
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands
from discord.ext import commands

from cogs.kit.acks import hold, think_privately
from cogs.kit.autocomplete import MAX_CHOICES, OptionsLine, Picked, Word, as_choice
from cogs.kit.components import records
from cogs.kit.components.help import HELPDESK_ITEMS, send_rules
from cogs.kit.components.items import ALL_ITEMS, channel_here, moves_view
from cogs.kit.components.unknown import answer_unknown
from cogs.kit.components.vote import TIMEOUT_ITEMS
from cogs.kit.compose.fit import CHOICE_TEXT, excerpt, fit
from cogs.kit.compose.help import topic_choices
from cogs.kit.compose.hints import hint_text
from cogs.kit.compose.present import format_options, free_places
from cogs.kit.compose.ratings import leaderboard_embed, stats_embed  # ratings
from cogs.kit.delivery import takeover
from cogs.kit.delivery.clocks import ClockLoop
from cogs.kit.delivery.help import teach
from cogs.kit.delivery.sweep import OutboxSweep
from cogs.kit.errors import BadInput, known_channel, not_a_move
from cogs.kit.game_commands import main_command
from cogs.table_bot import TableBot
from engine import registry
from engine.core.errors import InvalidAction
from engine.core.game import Game
from tabletop.errors import OtherGame, TableError
from tabletop.models import LOBBY, Choice, TableInfo
from tabletop.records import record_bytes
from tabletop.seating import ANY_TEAM, parse_team, team_letter, team_name

if TYPE_CHECKING:
    from cogs.kit.delivery.delivery import Delivery
    from tabletop.service import Service

GAME_CHOICES = [app_commands.Choice(name=g.title, value=g.key) for g in registry.all_games()]
# What each bot level is, as autocomplete shows it (a level not listed shows its name alone).
LEVEL_WORDS = {
    "random": "random: plays any legal move",
    "normal": "normal: plays by rules of thumb",
    "hard": "hard: thinks ahead by search (about a second a move)",
}


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
                f"I don't understand the option “{excerpt(token)}”: write name=value, "
                f"for example “{option_combos(game)[-1]}”."
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


def match_choices(choices: Sequence[Choice], typed: str) -> list[app_commands.Choice[str]]:
    """Autocomplete: the first legal actions whose words or code contain what is typed. It stops
    at Discord's 25, so thousands of cached choices cost one pass at most per keystroke."""
    words = typed.lower().split()
    hits = (c for c in choices if all(w in c.label.lower() or w in c.code.lower() for w in words))
    return [as_choice(c.code, c.label) for c in itertools.islice(hits, MAX_CHOICES)]


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
            f"“{excerpt(typed)}” is not a team: write a team's letter (A, B…) or “any”."
        ) from None


def team_said(team: int | None) -> str:
    """The answer to a team choice, for the chooser alone."""
    if team is None:
        return "You'll be placed in a team with room when the game starts."
    return f"You'll play in {team_name(team)}."


# The buttons and menus of every table: moves, records (log, replay, rematch), help pages and the
# time-out vote.
PERSISTENT_ITEMS = (*ALL_ITEMS, *records.RECORD_ITEMS, *HELPDESK_ITEMS, *TIMEOUT_ITEMS)


class GameCog(commands.Cog):
    """Lobby, status and moves for any game of the registry."""

    game = app_commands.Group(
        name="game", description="Play Troy tabletop games in this channel", guild_only=True
    )

    def __init__(self, bot: TableBot) -> None:
        self.bot = bot
        self.clocks = ClockLoop(bot.delivery)  # turn clocks, reminders, lobby expiry
        self.sweep = OutboxSweep(bot.delivery)  # what a crashed process left unannounced

    async def cog_load(self) -> None:
        """Every table's buttons and menus work from their custom ids alone, after a restart
        too: registered here, with the cog that answers them."""
        self.bot.add_dynamic_items(*PERSISTENT_ITEMS)

    async def cog_unload(self) -> None:
        await self.clocks.stop()
        await self.sweep.stop()
        self.bot.remove_dynamic_items(*PERSISTENT_ITEMS)

    @commands.Cog.listener()
    async def on_ready(self) -> None:
        """Connected (again): the clocks tick and the sweep runs; their first run comes one
        interval later, after the bot has resumed what it left pending."""
        self.clocks.start()
        self.sweep.start()

    @property
    def service(self) -> Service:
        return self.bot.service

    @property
    def delivery(self) -> Delivery:
        return self.bot.delivery

    # --- lobby ---------------------------------------------------------------------------------
    @game.command(name="new", description="Open a table for a game in this channel")
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

    @game.command(name="join", description="Take a seat at the table in this channel")
    async def join(self, interaction: discord.Interaction) -> None:
        await think_privately(interaction)
        table = await self.service.join(
            channel_here(interaction), interaction.user.id, interaction.user.display_name
        )
        await self.delivery.refresh_lobby(table)
        await interaction.followup.send(
            f"You're seated at the {table.title} table ({len(table.seats)}/{table.max_seats}).",
            ephemeral=True,
        )
        await self.teach(interaction, table)

    @game.command(name="leave", description="Leave the table (before the game starts)")
    async def leave(self, interaction: discord.Interaction) -> None:
        await think_privately(interaction)
        table = await self.service.leave(channel_here(interaction), interaction.user.id)
        await self.delivery.refresh_lobby(table)
        text = "You left the table."
        if table.status != LOBBY:
            text += " It was empty, so it is closed."
        await interaction.followup.send(text, ephemeral=True)

    @game.command(name="bot", description="Add a computer player to the table")
    @app_commands.describe(level="How strong the bot plays (the levels of this table's game)")
    async def add_bot(self, interaction: discord.Interaction, level: Word | None = None) -> None:
        await think_privately(interaction)
        table = await self.service.table(channel_here(interaction))
        level = (level or "").strip().lower() or default_bot_level(table.game_key)
        table = await self.service.add_bot(channel_here(interaction), interaction.user.id, level)
        await self.delivery.refresh_lobby(table)
        await interaction.followup.send(
            f"Added a {level} bot ({len(table.seats)}/{table.max_seats}).", ephemeral=True
        )

    @add_bot.autocomplete("level")
    async def bot_levels(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        try:
            key: str | None = (await self.service.table(channel_here(interaction))).game_key
        except TableError:
            key = None
        return bot_level_choices(key, current)

    @game.command(name="team", description="Choose your team before the game starts")
    @app_commands.describe(team="A team with room (A, B…), or “any”: placed where there is room")
    async def team(self, interaction: discord.Interaction, team: Word) -> None:
        chosen = team_wish(team)
        await think_privately(interaction)
        table = await self.service.choose_team(
            channel_here(interaction), interaction.user.id, chosen
        )
        await self.delivery.refresh_lobby(table)
        await interaction.followup.send(team_said(chosen), ephemeral=True)

    @team.autocomplete("team")
    async def team_autocomplete(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        try:
            table = await self.service.table(channel_here(interaction))
        except TableError:
            return []
        return team_choices(table, interaction.user.id, current)

    @game.command(name="start", description="Start the game (host only)")
    async def start(self, interaction: discord.Interaction) -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        update = await self.service.start(channel_here(interaction), interaction.user.id)
        await interaction.followup.send("The game is on! Good luck.", ephemeral=True)
        await self.delivery.refresh_lobby(update.table)
        await self.delivery.announce(update, interaction)

    @game.command(name="abandon", description="End the game here without a result")
    async def abandon(self, interaction: discord.Interaction) -> None:
        can_manage = bool(interaction.permissions and interaction.permissions.manage_channels)
        await think_privately(interaction)  # a refusal stays private; the news is public
        table = await self.service.abandon(
            channel_here(interaction), interaction.user.id, can_manage
        )
        await self.delivery.abandoned(interaction, table)

    @game.command(name="rematch", description="A new table after a finished game, same seats")
    async def rematch(self, interaction: discord.Interaction) -> None:
        await think_privately(interaction)
        table = await self.service.rematch(
            channel_here(interaction), interaction.user.id, interaction.user.display_name
        )
        await self.delivery.post_lobby(interaction, table)

    # --- undo ---
    @game.command(name="undo", description="Take back your last action (if no luck was used)")
    async def undo(self, interaction: discord.Interaction) -> None:
        """Only the caller's own latest action, while it used no luck and revealed nothing;
        otherwise the reason, privately. The table (and the caller's hand) is posted again."""
        await interaction.response.defer(ephemeral=True, thinking=True)
        channel_id = channel_here(interaction)
        update = await self.service.undo(channel_id, interaction.user.id)
        await self.delivery.saved(interaction, update, channel_id)

    # --- stats and ratings ---
    @game.command(name="stats", description="Games played and won, and ratings per game")
    @app_commands.describe(player="Whose stats (default: yours)")
    async def stats(
        self, interaction: discord.Interaction, player: discord.Member | None = None
    ) -> None:
        who = player or interaction.user
        await think_privately(interaction)
        stats = await self.service.stats(who.id, interaction.guild_id)
        rated = await self.service.player_ratings(who.id, interaction.guild_id)
        embed = stats_embed(who.display_name, stats, rated)
        await interaction.followup.send(embed=embed, ephemeral=True)

    @game.command(name="leaderboard", description="The best rated players of a game here")
    @app_commands.describe(game="Which game")
    @app_commands.choices(game=GAME_CHOICES)
    async def leaderboard(self, interaction: discord.Interaction, game: str) -> None:
        # Public "thinking": the game comes from a fixed list, so only our own failure could
        # answer otherwise than with the board.
        await interaction.response.defer(thinking=True)
        board = await self.service.leaderboard(interaction.guild_id, game)
        await interaction.followup.send(embed=leaderboard_embed(board))

    # --- end stats and ratings ---

    # --- takeover ----------------------------------------------------------------
    @game.command(name="sub", description="Seat someone in a seat a bot plays (host or moderator)")
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
            takeover.sub_said(change.update, player),
            ephemeral=True,
            allowed_mentions=discord.AllowedMentions.none(),
        )
        await takeover.show(self.delivery, interaction, change)
        await teach(self.delivery.dms, self.service, player.id, change.update.table)

    @game.command(name="away", description="A bot plays your seat until you come back")
    async def away(self, interaction: discord.Interaction) -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        table = await self.service.table(channel_here(interaction))
        level = default_bot_level(table.game_key)
        change = await self.service.away(channel_here(interaction), interaction.user.id, level)
        await interaction.followup.send(takeover.away_said(change.update), ephemeral=True)
        await takeover.show(self.delivery, interaction, change)

    @game.command(name="back", description="Take your seat back from the bot")
    async def back(self, interaction: discord.Interaction) -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        user = interaction.user
        change = await self.service.back(channel_here(interaction), user.id, user.display_name)
        await interaction.followup.send(takeover.back_said(change.update, user.id), ephemeral=True)
        await takeover.show(self.delivery, interaction, change)

    # --- looking -------------------------------------------------------------------------------
    @game.command(name="status", description="Show the table in this channel")
    async def status(self, interaction: discord.Interaction) -> None:
        """The lobby card or the table, for everyone; "no game here" for the caller alone."""
        await think_privately(interaction)
        update = await self.service.status(channel_here(interaction))
        if update.table.status == LOBBY:
            await self.delivery.post_lobby(interaction, update.table)
            return
        await self.delivery.post_status(interaction, update)

    @game.command(name="hint", description="The move the hard bot would make for you now")
    async def hint(self, interaction: discord.Interaction) -> None:
        """Only at a table opened with hints:on, for the seat to act; private."""
        await interaction.response.defer(ephemeral=True, thinking=True)
        advice = await self.service.hint(channel_here(interaction), interaction.user.id)
        await interaction.followup.send(hint_text(advice), ephemeral=True)

    @game.command(name="hand", description="See your hand (only you can see it)")
    async def hand(self, interaction: discord.Interaction) -> None:
        await self.show_hand(interaction, channel_here(interaction))

    # --- the log in pages, replays of finished games (see cogs.kit.components.records) --
    @game.command(name="log", description="Page through this table's game, in words")
    async def log_(self, interaction: discord.Interaction) -> None:
        await think_privately(interaction)
        page = await self.service.log_pages(channel_here(interaction))
        await records.show_log(interaction, page)

    @game.command(name="replay", description="Any position of a finished game, as a picture")
    @app_commands.rename(game_id="id")
    @app_commands.describe(
        game_id="A finished game of this server (its number is in its record's name)",
        file="A game record (the .json attached to a finished game's last table)",
        move="Show the table after this move (default: the start)",
    )
    async def replay(
        self,
        interaction: discord.Interaction,
        game_id: int | None = None,
        file: discord.Attachment | None = None,
        move: int = 0,
    ) -> None:
        if (game_id is None) == (file is None):
            raise BadInput("Give either a game's `id` or a record `file`, one of them.")
        await interaction.response.defer(ephemeral=True, thinking=True)
        if file is not None:
            record = await records.read_record(file)
            position = await self.service.replay_record(record, move)
            await records.show_replay(interaction, position, record_bytes(record))
        else:
            assert game_id is not None
            position = await self.service.replay_game(game_id, interaction.guild_id, move)
            await records.show_replay(interaction, position, None)

    # --- helpdesk ------------------------------------------------------------
    @game.command(name="rules", description="Read the rules, page by page")
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
            raise BadInput(f"Which game? Pick one in the `game` option: {names}.")
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
        return [] if chosen is None else topic_choices(chosen.key, current)

    @game.command(name="watch", description="DM me when a game in this channel ends")
    @app_commands.describe(switch="on: a DM at each game's end here; off: no more")
    @app_commands.choices(switch=[app_commands.Choice(name=v, value=v) for v in ("on", "off")])
    async def watch(self, interaction: discord.Interaction, switch: str) -> None:
        on = switch == "on"
        await think_privately(interaction)
        await self.service.watch(channel_here(interaction), interaction.user.id, on)
        text = (
            "I'll DM you when a game in this channel ends. `/game watch off` to stop."
            if on
            else "You no longer get a DM when a game in this channel ends."
        )
        await interaction.followup.send(text, ephemeral=True)

    async def teach(self, interaction: discord.Interaction, table: TableInfo) -> None:
        """A first-time player gets a how-to-play by DM (see ``cogs.kit.delivery.help.teach``)."""
        await teach(self.delivery.dms, self.service, interaction.user.id, table)

    # --- clocks ----------------------------------------------------------------
    @game.command(name="notify", description="DM me when my turn's time is half gone")
    @app_commands.describe(switch="on: a DM with each reminder; off: the channel mention only")
    @app_commands.choices(switch=[app_commands.Choice(name=v, value=v) for v in ("on", "off")])
    async def notify(self, interaction: discord.Interaction, switch: str) -> None:
        on = switch == "on"
        await think_privately(interaction)
        await self.service.set_notify(interaction.user.id, on)
        text = (
            "I'll DM you when your turn's time is half gone. `/game notify off` to stop."
            if on
            else "Reminders now only mention you in the table's channel."
        )
        await interaction.followup.send(text, ephemeral=True)

    # --- playing -------------------------------------------------------------------------------
    @app_commands.command(name="move", description="Play a move in this channel's game")
    @app_commands.describe(action="Start typing: the list shows only your legal moves")
    @app_commands.guild_only()
    async def move(self, interaction: discord.Interaction, action: Picked) -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        channel_id = channel_here(interaction)
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
        return match_choices(choices, current)

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

    async def channel_of(self, interaction: discord.Interaction, game_id: int) -> int:
        """The channel of a game named by a component; refused when the store has no such
        game (the component belongs to a message the bot no longer knows)."""
        return known_channel(await self.service.game_channel(game_id), interaction)

    # --- components (see cogs.kit.components.items.Handlers) --------------------------------------
    @commands.Cog.listener()
    async def on_interaction(self, interaction: discord.Interaction) -> None:
        """A button, menu or form no handler took (a forged or unreadable id) is answered."""
        await answer_unknown(interaction)

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
        await interaction.followup.send(team_said(chosen), ephemeral=True)

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
        menus = moves_view(game_id, version, choices, key, game_key=table.game_key, view=hand.view)
        await interaction.edit_original_response(view=menus)


async def setup(bot: TableBot) -> None:
    await bot.add_cog(GameCog(bot))
