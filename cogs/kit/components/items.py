"""Persistent buttons and selects: each ``custom_id`` carries everything its callback needs (game,
version, action code; see ``ids``), so they keep working after a restart with no view registry.

A press is only parsed here; what it does is the game cog's job (``Handlers``), found on the
client, so this module never starts games nor plays moves itself.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from typing import Any, ClassVar, Protocol, cast

import discord
from discord import ui

from cogs.kit.components import ids
from cogs.kit.components.base import IdItem, button
from cogs.kit.components.moves import MAX_BUTTONS, MAX_SELECTS, Pick, group_key, screen
from cogs.kit.compose.fit import BUTTON_LABEL, OPTION_TEXT, PLACEHOLDER, fit, fits_exactly
from cogs.kit.compose.move_words import move_words
from cogs.kit.errors import UnknownComponent, guarded, unknown_component
from render.core.language import ENGLISH_WORDS, N_, Words
from tabletop.models import Choice

HANDLERS_COG = "GameCog"


def channel_here(interaction: discord.Interaction) -> int:
    """The channel a (guild-only) slash command was used in."""
    if interaction.channel_id is None:
        raise RuntimeError("a game command arrived without a channel")
    return interaction.channel_id


class Handlers(Protocol):
    """What a press (or a game's own command) asks of the game cog (``cogs.game.GameCog``)."""

    async def play(
        self,
        interaction: discord.Interaction,
        channel_id: int,
        code: str,
        *,
        version: int | None = None,
        game_id: int | None = None,
    ) -> None: ...

    async def lobby_press(
        self, interaction: discord.Interaction, action: str, game_id: int
    ) -> None: ...

    async def team_press(
        self, interaction: discord.Interaction, game_id: int, team: str
    ) -> None: ...

    async def hand_press(self, interaction: discord.Interaction, game_id: int) -> None: ...

    async def dm_again_press(self, interaction: discord.Interaction, game_id: int) -> None: ...

    async def move_press(
        self, interaction: discord.Interaction, game_id: int, version: int, code: str
    ) -> None: ...

    async def narrow_press(
        self, interaction: discord.Interaction, game_id: int, version: int, key: str
    ) -> None: ...


def game_cog(interaction: discord.Interaction) -> Handlers:
    cog = cast("discord.ext.commands.Bot", interaction.client).get_cog(HANDLERS_COG)
    if cog is None:
        raise RuntimeError(f"the {HANDLERS_COG} cog is not loaded")
    return cast(Handlers, cog)


class LobbyButton(IdItem[ui.Button[Any]], template=ids.LOBBY_TEMPLATE):
    """Join, Leave, Add bot and Start under the lobby message."""

    LABELS = {"join": N_("Join"), "leave": N_("Leave"), "bot": N_("Add bot"), "start": N_("Start")}
    STYLES = {
        "join": discord.ButtonStyle.success,
        "leave": discord.ButtonStyle.secondary,
        "bot": discord.ButtonStyle.secondary,
        "start": discord.ButtonStyle.primary,
    }

    def __init__(self, action: str, game_id: int, said: Words = ENGLISH_WORDS) -> None:
        label = said(self.LABELS[action])
        super().__init__(button(label, ids.lobby_id(action, game_id), style=self.STYLES[action]))
        self.action, self.game_id = action, game_id

    @classmethod
    def args(cls, match: re.Match[str], item: ui.Item[Any]) -> tuple[Any, ...]:
        return (
            match["action"],
            int(match["game"]),
        )

    @guarded
    async def callback(self, interaction: discord.Interaction) -> None:
        await game_cog(interaction).lobby_press(interaction, self.action, self.game_id)


class TeamSelect(IdItem[ui.Select[Any]], template=ids.TEAM_TEMPLATE):
    """The team menu under a lobby that heads for teams: pick a team, or "any"."""

    def __init__(
        self,
        game_id: int,
        options: Sequence[discord.SelectOption] = (),
        said: Words = ENGLISH_WORDS,
    ) -> None:
        super().__init__(
            ui.Select(
                custom_id=ids.team_id(game_id),
                options=list(options) or [discord.SelectOption(label="…", value="any")],
                placeholder=said("Choose your team…"),
            )
        )
        self.game_id = game_id

    @classmethod
    def args(cls, match: re.Match[str], item: ui.Item[Any]) -> tuple[Any, ...]:
        return (int(match["game"]),)

    @guarded
    async def callback(self, interaction: discord.Interaction) -> None:
        await game_cog(interaction).team_press(interaction, self.game_id, self.item.values[0])


class GameButton(IdItem[ui.Button[Any]], template=r"(?!)"):
    """A button naming one game, drawn the same way each time: a subclass sets its ``LABEL``,
    ``EMOJI``, ``STYLE`` and ``id_of`` (the game's custom id), its own ``template``, and what a
    press does. This base is never registered (its template matches nothing)."""

    LABEL: ClassVar[str]
    EMOJI: ClassVar[str]
    STYLE: ClassVar[discord.ButtonStyle]

    def __init__(self, game_id: int, said: Words = ENGLISH_WORDS) -> None:
        label = said(self.LABEL)
        super().__init__(button(label, self.id_of(game_id), style=self.STYLE, emoji=self.EMOJI))
        self.game_id = game_id

    @staticmethod
    def id_of(game_id: int) -> str:
        raise NotImplementedError

    @classmethod
    def args(cls, match: re.Match[str], item: ui.Item[Any]) -> tuple[Any, ...]:
        return (int(match["game"]),)


class HandButton(GameButton, template=ids.HAND_TEMPLATE):
    """ "My hand" under the public table: answers only the presser."""

    LABEL = N_("My hand")
    EMOJI = "🂠"
    STYLE = discord.ButtonStyle.primary
    id_of = staticmethod(ids.hand_id)

    @guarded
    async def callback(self, interaction: discord.Interaction) -> None:
        await game_cog(interaction).hand_press(interaction, self.game_id)


class DmAgainButton(GameButton, template=ids.DM_AGAIN_TEMPLATE):
    """ "DM me again": a player who opened their DMs asks for their hand there again."""

    LABEL = N_("DM me again")
    EMOJI = "✉️"
    STYLE = discord.ButtonStyle.secondary
    id_of = staticmethod(ids.dm_again_id)

    @guarded
    async def callback(self, interaction: discord.Interaction) -> None:
        await game_cog(interaction).dm_again_press(interaction, self.game_id)


def with_dm_again(view: ui.View | None, game_id: int, said: Words = ENGLISH_WORDS) -> ui.View:
    """``view`` (or a new one) with the "DM me again" button after its menus."""
    view = view if view is not None else ui.View(timeout=None)
    view.add_item(DmAgainButton(game_id, said))
    return view


class MoveButton(IdItem[ui.Button[Any]], template=ids.MOVE_TEMPLATE):
    """One legal action; pressed at a later position it answers "from an earlier position"."""

    def __init__(self, game_id: int, version: int, code: str, label: str) -> None:
        super().__init__(button(fit(label, BUTTON_LABEL), ids.move_id(game_id, version, code)))
        self.game_id, self.version, self.code = game_id, version, code

    @classmethod
    def args(cls, match: re.Match[str], item: ui.Item[Any]) -> tuple[Any, ...]:
        label = getattr(item, "label", None) or ""
        return (
            int(match["game"]),
            int(match["version"]),
            match["code"],
            label,
        )

    @guarded
    async def callback(self, interaction: discord.Interaction) -> None:
        await game_cog(interaction).move_press(interaction, self.game_id, self.version, self.code)


class MoveSelect(IdItem[ui.Select[Any]], template=ids.SELECT_TEMPLATE):
    """A menu of legal actions (value ``=code``) or of groups to open (value ``>key``)."""

    def __init__(
        self,
        game_id: int,
        version: int,
        index: int = 0,
        options: Sequence[discord.SelectOption] = (),
        placeholder: str = "Choose your move…",
    ) -> None:
        super().__init__(
            ui.Select(
                custom_id=ids.select_id(game_id, version, index),
                options=list(options) or [discord.SelectOption(label="…", value=ids.NARROW)],
                placeholder=placeholder,
            )
        )
        self.game_id, self.version = game_id, version

    @classmethod
    def args(cls, match: re.Match[str], item: ui.Item[Any]) -> tuple[Any, ...]:
        return (
            int(match["game"]),
            int(match["version"]),
            int(match["index"]),
        )

    @guarded
    async def callback(self, interaction: discord.Interaction) -> None:
        value = self.item.values[0]
        handler = game_cog(interaction)
        if value.startswith(ids.ACT):
            await handler.move_press(interaction, self.game_id, self.version, value[1:])
        elif value.startswith(ids.NARROW):
            await handler.narrow_press(interaction, self.game_id, self.version, group_key(value))
        else:  # no value of a menu the bot sends
            raise UnknownComponent(unknown_component(interaction))


class PickSelect(IdItem[ui.Select[Any]], template=ids.PICK_TEMPLATE):
    """One menu choosing several options at once (three cards to discard): the move is the
    menu's kind followed by the chosen values, answered in one step."""

    def __init__(self, game_id: int, version: int, kind: str, pick: Pick | None = None) -> None:
        options = [
            discord.SelectOption(
                label=o.label,
                value=fits_exactly(o.value, OPTION_TEXT, "a menu value"),
                description=o.description,
            )
            for o in (pick.options if pick else ())
        ]
        count = pick.count if pick else 1
        super().__init__(
            ui.Select(
                custom_id=ids.pick_id(game_id, version, kind),
                options=options or [discord.SelectOption(label="…", value="-")],
                placeholder=fit(pick.placeholder, PLACEHOLDER) if pick else "Choose…",
                min_values=count,
                max_values=count,
            )
        )
        self.game_id, self.version, self.kind = game_id, version, kind

    @classmethod
    def args(cls, match: re.Match[str], item: ui.Item[Any]) -> tuple[Any, ...]:
        return (
            int(match["game"]),
            int(match["version"]),
            match["kind"],
        )

    @guarded
    async def callback(self, interaction: discord.Interaction) -> None:
        values = list(self.item.values)
        code = ":".join([self.kind, *values])
        if not values or any(":" in v for v in values) or not ids.code_fits(code):
            raise UnknownComponent(unknown_component(interaction))  # no menu the bot sends
        await game_cog(interaction).move_press(interaction, self.game_id, self.version, code)


def moves_view(
    game_id: int,
    version: int,
    choices: Sequence[Choice],
    key: str | None = None,
    *,
    game_key: str = "",
    view: Mapping[str, Any] | None = None,
    said: Words = ENGLISH_WORDS,
) -> ui.View | None:
    """Private components for ``choices``: buttons when few, else menus in words where every
    move is at most two selections away (``key``: the group the player opened). ``view`` (the
    seat's) lets the game's planner say what each move does (``moves.planner``)."""
    if not choices:
        return None
    items = ui.View(timeout=None)
    if not key and len(choices) <= MAX_BUTTONS and all(ids.code_fits(c.code) for c in choices):
        for choice in choices:
            label = move_words(choice, said, BUTTON_LABEL)
            items.add_item(MoveButton(game_id, version, choice.code, label))
        return items
    shown = screen(game_key, choices, view, key, said)
    assert len(shown.picks) + len(shown.sections) <= MAX_SELECTS, "a screen fits one message"
    for pick in shown.picks:
        items.add_item(PickSelect(game_id, version, pick.kind, pick))
    for index, section in enumerate(shown.sections):
        select_options = [
            discord.SelectOption(
                label=o.label,
                value=fits_exactly(o.value, OPTION_TEXT, "a menu value"),
                description=o.description,
            )
            for o in section.options
        ]
        placeholder = fit(section.placeholder, PLACEHOLDER)
        items.add_item(MoveSelect(game_id, version, index, select_options, placeholder))
    return items


def public_view(
    game_id: int, version: int, choices: Sequence[Choice], said: Words = ENGLISH_WORDS
) -> ui.View:
    """The buttons under the public table: "My hand" and, when few and public, the choices."""
    view = ui.View(timeout=None)
    view.add_item(HandButton(game_id, said))
    if len(choices) <= MAX_BUTTONS:
        for choice in choices:
            if ids.code_fits(choice.code):
                label = move_words(choice, said, BUTTON_LABEL)
                view.add_item(MoveButton(game_id, version, choice.code, label))
    return view


def lobby_view(
    game_id: int, teams: Sequence[discord.SelectOption] = (), said: Words = ENGLISH_WORDS
) -> ui.View:
    """The lobby's buttons, and its team menu when ``teams`` offers some."""
    view = ui.View(timeout=None)
    for action in ids.LOBBY_ACTIONS:
        view.add_item(LobbyButton(action, game_id, said))
    if teams:
        view.add_item(TeamSelect(game_id, teams, said))
    return view


ALL_ITEMS = (
    LobbyButton,
    TeamSelect,
    HandButton,
    DmAgainButton,
    MoveButton,
    MoveSelect,
    PickSelect,
)
