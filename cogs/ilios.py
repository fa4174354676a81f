"""``/ilios deploy`` and ``/ilios place``: ILIOS moves by their parts, each part autocompleting only
what is still legal given the parts already typed. Codes follow docs/dev/ilios-view.md."""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Any

import discord
from discord import app_commands

from cogs.kit.autocomplete import MAX_CHOICES, Picked, Square, Word, as_choice
from cogs.kit.components.items import channel_here
from cogs.kit.components.moves import Entry, Plan, planner
from cogs.kit.compose.move_words import move_words
from cogs.kit.compose.present import humanize, item_name, said_item
from cogs.kit.errors import BadInput
from cogs.kit.game_commands import GameCommands, fields
from cogs.kit.language import reader_words
from cogs.table_bot import TableBot
from engine.core.english import N_
from engine.core.grid import parse_square, square_name
from engine.core.said import say
from engine.ilios.actions import Action, read
from engine.ilios.geometry import FACING_NAMES
from engine.ilios.view_types import SeatView, seat_of
from render.core.language import ENGLISH_WORDS, Words
from tabletop.errors import TableError
from tabletop.models import Choice

PLACEMENTS = ("waste", "iron")
ARROWS = {"N": "↑", "E": "→", "S": "↓", "W": "←"}


def facing_words(facing: str, said: Words) -> str:
    """ "North ↑" in the reader's language (the compass is a glossary term)."""
    word = said.term(FACING_NAMES[facing])
    return f"{word[:1].upper()}{word[1:]} {ARROWS[facing]}"


def square_text(typed: str) -> str:
    """A typed square in its one spelling (" c4" -> "C4"); anything else as typed, for the game
    to refuse in its own words."""
    square = parse_square(typed)
    return square_name(square) if square is not None else typed.strip().upper()


def square_order(name: str) -> tuple[int, int]:
    """Squares listed row by row, as they read on the board."""
    square = parse_square(name)
    return (square[1], square[0]) if square is not None else (-1, -1)


def action(choice: Choice) -> Action:
    """The choice's fields, as ILIOS's grammar reads its code."""
    return fields(choice, Action, read)


def deploys(choices: Iterable[Choice]) -> list[Action]:
    """Legal deployments, by their fields (tile kind, square, facing)."""
    return [a for a in map(action, choices) if a.verb == "deploy"]


def normal_tile(typed: str, kinds: Iterable[str], names: dict[str, str] | None = None) -> str:
    """The tile kind for what was typed: the code ("shield") or the printed name
    ("Shield-bearer", with or without its value)."""

    def squash(text: str) -> str:
        return "".join(ch for ch in text.split("(")[0].lower() if ch.isalnum())

    wanted = squash(typed)
    for kind in kinds:
        if wanted in (squash(kind), squash((names or {}).get(kind, humanize(kind)))):
            return kind
    return typed.strip().lower()


def normal_facing(typed: str | None) -> str | None:
    return typed.strip()[:1].upper() if typed and typed.strip() else None


def offer(values: Sequence[tuple[str, str]], current: str) -> list[app_commands.Choice[str]]:
    typed = current.strip().lower()
    return [
        as_choice(value, label)
        for value, label in values
        if typed in value.lower() or typed in label.lower()
    ][:MAX_CHOICES]


# --- the DM menus ------------------------------------------------------------------------------
PLACE_WORDS = {"waste": N_("Place a wasteland"), "iron": N_("Place an iron weapon")}
FACING_ORDER = "NESW"


def menu_order(choice: Choice) -> tuple[int, int, int, int]:
    """Deployments by tile, then square row by row as the board reads, then facing; the rest
    in the game's order."""
    move = action(choice)
    square = move.square or (move.kind if move.verb == "deploy" else None)
    if move.verb in ("deploy", *PLACEMENTS) and square is not None:
        row, col = square_order(square)
        facing = FACING_ORDER.find(move.facing) if move.facing is not None else 0
        return (0, row, col, facing)
    return (1, 0, 0, 0)


def menu_entry(choice: Choice, view: SeatView | None) -> Entry:
    """One move in the DM menu: a deployment under its tile (split by row when a tile has too
    many squares for one step), a placement under what is placed. Without a view, a tile is
    named from its kind alone."""
    move = action(choice)
    if move.verb == "deploy" and move.kind is not None and move.square is not None:
        tile = say("Deploy {tile}", tile=said_item(view or {}, move.kind))
        row = move.square.lstrip("ABCDEFGHIJKLMNOPQRSTUVWXYZ")
        return Entry(
            choice.code,
            choice.label,
            group=f"deploy.{move.kind}",
            group_label=tile,
            group_description=say("Then choose its square and facing"),
            section=tile,
            part=say("row {row}", row=row),
            said=choice.said,
        )
    if move.verb in PLACEMENTS and move.square is not None:
        words = say(PLACE_WORDS[move.verb])
        row = move.square.lstrip("ABCDEFGHIJKLMNOPQRSTUVWXYZ")
        return Entry(
            choice.code,
            choice.label,
            group=move.verb,
            group_label=words,
            group_description=say("Then choose the square"),
            section=words,
            part=say("row {row}", row=row),
            said=choice.said,
        )
    return Entry(choice.code, choice.label, section=say("Your hand"), said=choice.said)


@planner("ilios")
def menus(choices: Sequence[Choice], view: Mapping[str, Any]) -> Plan:
    """Each tile's deployments together, in the board's reading order. ``view`` is the seat's
    view, or empty when the kit has none to give."""
    seen = seat_of(view) if view else None

    def first(choice: Choice) -> str:
        """What a move is grouped by: the tile it deploys or returns, the square it places on."""
        move = action(choice)
        return move.kind or move.square or ""

    tiles: dict[str, int] = {}
    for choice in choices:
        tiles.setdefault(first(choice), len(tiles))
    ordered = sorted(choices, key=lambda c: (tiles[first(c)], *menu_order(c)))
    return Plan(tuple(menu_entry(c, seen) for c in ordered))


class Ilios(GameCommands):
    """The ILIOS-specific ways to move; ``/move`` works for ILIOS too."""

    ilios = app_commands.Group(name="ilios", description="ILIOS moves", guild_only=True)

    async def my_choices(self, interaction: discord.Interaction) -> list[Choice]:
        try:
            return list(await self.service.choices(channel_here(interaction), interaction.user.id))
        except TableError:
            return []

    async def tile_names(
        self, interaction: discord.Interaction, said: Words = ENGLISH_WORDS
    ) -> dict[str, str]:
        """Each tile kind as the hand names it ("Spearman (4)"), in ``said``'s language; none
        when the caller has no ILIOS seat here."""
        _, given, _ = await self.mine(interaction)
        try:
            view = seat_of(given)
        except ValueError:  # no seat here (an empty view), or another game's table
            return {}
        return {kind: item_name(view, kind, said) for kind in view["catalogue"]}

    async def resolve_tile(
        self, interaction: discord.Interaction, typed: str, legal: list[Action]
    ) -> str:
        """The kind meant by ``typed``; the printed names are fetched only when needed."""
        kinds = {a.kind for a in legal if a.kind is not None}
        kind = normal_tile(typed, kinds)
        if kind in kinds:
            return kind
        return normal_tile(typed, kinds, await self.tile_names(interaction))

    async def typed_deploys(
        self, interaction: discord.Interaction, *, with_square: bool
    ) -> list[Action]:
        """Legal deployments narrowed by the tile (and square) already typed in the command."""
        legal = deploys(await self.my_choices(interaction))
        namespace = interaction.namespace
        if getattr(namespace, "tile", None):
            kind = await self.resolve_tile(interaction, namespace.tile, legal)
            legal = [a for a in legal if a.kind == kind]
        if with_square and getattr(namespace, "square", None):
            where = square_text(namespace.square)
            legal = [a for a in legal if a.square == where]
        return legal

    # --- deploy --------------------------------------------------------------------------------
    @ilios.command(name="deploy", description="Deploy a warrior from your hand")
    @app_commands.describe(
        tile="A tile from your hand", square="Where, e.g. C4", facing="Which way it points"
    )
    async def deploy(
        self,
        interaction: discord.Interaction,
        tile: Picked,
        square: Square,
        facing: Word | None = None,
    ) -> None:
        await self.begin(interaction)  # answers Discord; refuses another game's channel
        legal = deploys(await self.my_choices(interaction))
        kind = await self.resolve_tile(interaction, tile, legal)
        where = square_text(square)
        way = normal_facing(facing)
        move = Action("deploy", kind, where, way)
        if way is None:
            fits = [a for a in legal if (a.kind, a.square) == (kind, where)]
            if len(fits) > 1:
                raise BadInput("Which way should it face? Fill in `facing`.")
            move = fits[0] if fits else move  # else the game says what is missing
        await self.send(interaction, move.code)

    @deploy.autocomplete("tile")
    async def deploy_tile(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        legal = deploys(await self.my_choices(interaction))
        if not legal:
            return []
        names = await self.tile_names(interaction, await reader_words(interaction))
        kinds = list(dict.fromkeys(a.kind for a in legal if a.kind is not None))
        return offer([(k, names.get(k, humanize(k))) for k in kinds], current)

    @deploy.autocomplete("square")
    async def deploy_square(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        legal = await self.typed_deploys(interaction, with_square=False)
        squares = sorted({a.square for a in legal if a.square is not None}, key=square_order)
        return offer([(s, s) for s in squares], current)

    @deploy.autocomplete("facing")
    async def deploy_facing(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        legal = await self.typed_deploys(interaction, with_square=True)
        facings = [f for f in ARROWS if any(a.facing == f for a in legal)]
        said = await reader_words(interaction)
        return offer([(f, facing_words(f, said)) for f in facings], current)

    # --- place (set-up) ------------------------------------------------------------------------
    @ilios.command(name="place", description="Set-up: place the wasteland or iron weapon")
    @app_commands.describe(square="An open square, e.g. D4")
    async def place(self, interaction: discord.Interaction, square: Square) -> None:
        await self.begin(interaction)  # answers Discord; refuses another game's channel
        choices = await self.my_choices(interaction)
        kinds = [a.verb for a in map(action, choices) if a.verb in PLACEMENTS]
        if choices and not kinds:
            raise BadInput("Set-up is over: deploy a warrior with `/ilios deploy` or `/move`.")
        kind = kinds[0] if kinds else PLACEMENTS[0]
        await self.send(interaction, Action(kind, square=square_text(square)).code)

    @place.autocomplete("square")
    async def place_square(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        choices, said = await self.my_choices(interaction), await reader_words(interaction)
        placed = [
            (action(c).square, move_words(c, said)) for c in choices if action(c).verb in PLACEMENTS
        ]
        squares = [(square, label) for square, label in placed if square is not None]
        squares.sort(key=lambda pair: square_order(pair[0]))
        return offer(squares, current)


async def setup(bot: TableBot) -> None:
    await bot.add_cog(Ilios(bot))
