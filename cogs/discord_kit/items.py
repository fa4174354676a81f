"""Persistent buttons and selects: each ``custom_id`` carries everything its callback needs
(channel, table version, action code), so they keep working after a restart with no view registry.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, cast

import discord
from discord import ui

from cogs.discord_kit.errors import guarded
from cogs.discord_kit.moves import (
    ACT,
    MAX_BUTTONS,
    MAX_SELECTS,
    NARROW,
    chunks,
    narrow,
)
from cogs.tabletop.models import Choice

if TYPE_CHECKING:
    from bot import TroyBot

MAX_CUSTOM_ID = 100


def troy(interaction: discord.Interaction) -> TroyBot:
    return cast("TroyBot", interaction.client)


class LobbyButton(
    ui.DynamicItem[ui.Button[Any]],
    template=r"tt:l:(?P<action>join|leave|bot|start):(?P<channel>\d+)",
):
    """Join, Leave, Add bot and Start under the lobby message."""

    LABELS = {"join": "Join", "leave": "Leave", "bot": "Add bot", "start": "Start"}
    STYLES = {
        "join": discord.ButtonStyle.success,
        "leave": discord.ButtonStyle.secondary,
        "bot": discord.ButtonStyle.secondary,
        "start": discord.ButtonStyle.primary,
    }

    def __init__(self, action: str, channel_id: int) -> None:
        super().__init__(
            ui.Button(
                label=self.LABELS[action],
                style=self.STYLES[action],
                custom_id=f"tt:l:{action}:{channel_id}",
            )
        )
        self.action = action
        self.channel_id = channel_id

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: ui.Button[Any], match: re.Match[str], /
    ) -> LobbyButton:
        return cls(match["action"], int(match["channel"]))

    @guarded
    async def callback(self, interaction: discord.Interaction) -> None:
        await troy(interaction).delivery.lobby_press(interaction, self.action, self.channel_id)


class HandButton(ui.DynamicItem[ui.Button[Any]], template=r"tt:h:(?P<channel>\d+)"):
    """ "My hand" under the public table: answers only the presser."""

    def __init__(self, channel_id: int) -> None:
        super().__init__(
            ui.Button(
                label="My hand",
                emoji="🂠",
                style=discord.ButtonStyle.primary,
                custom_id=f"tt:h:{channel_id}",
            )
        )
        self.channel_id = channel_id

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: ui.Button[Any], match: re.Match[str], /
    ) -> HandButton:
        return cls(int(match["channel"]))

    @guarded
    async def callback(self, interaction: discord.Interaction) -> None:
        await troy(interaction).delivery.show_hand(interaction, self.channel_id)


class MoveButton(
    ui.DynamicItem[ui.Button[Any]],
    template=r"tt:m:(?P<channel>\d+):(?P<version>\d+):(?P<code>.+)",
):
    """One legal action; pressed at a later position it answers "from an earlier position"."""

    def __init__(self, channel_id: int, version: int, code: str, label: str) -> None:
        super().__init__(
            ui.Button(
                label=label[:80],
                style=discord.ButtonStyle.secondary,
                custom_id=f"tt:m:{channel_id}:{version}:{code}",
            )
        )
        self.channel_id, self.version, self.code = channel_id, version, code

    @staticmethod
    def fits(channel_id: int, version: int, code: str) -> bool:
        return len(f"tt:m:{channel_id}:{version}:{code}") <= MAX_CUSTOM_ID

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: ui.Button[Any], match: re.Match[str], /
    ) -> MoveButton:
        return cls(int(match["channel"]), int(match["version"]), match["code"], item.label or "")

    @guarded
    async def callback(self, interaction: discord.Interaction) -> None:
        await troy(interaction).delivery.act(
            interaction, self.channel_id, self.code, expected_version=self.version
        )


class MoveSelect(
    ui.DynamicItem[ui.Select[Any]],
    template=r"tt:s:(?P<channel>\d+):(?P<version>\d+):(?P<index>\d+)",
):
    """A menu of legal actions (value ``=code``) or of narrower groups (value ``>prefix``)."""

    def __init__(
        self,
        channel_id: int,
        version: int,
        index: int = 0,
        options: Sequence[discord.SelectOption] = (),
        placeholder: str = "Choose your move…",
    ) -> None:
        super().__init__(
            ui.Select(
                custom_id=f"tt:s:{channel_id}:{version}:{index}",
                options=list(options) or [discord.SelectOption(label="…", value=">")],
                placeholder=placeholder,
            )
        )
        self.channel_id, self.version = channel_id, version

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: ui.Select[Any], match: re.Match[str], /
    ) -> MoveSelect:
        return cls(int(match["channel"]), int(match["version"]), int(match["index"]))

    @guarded
    async def callback(self, interaction: discord.Interaction) -> None:
        value = self.item.values[0]
        delivery = troy(interaction).delivery
        if value.startswith(ACT):
            await delivery.act(
                interaction, self.channel_id, value[1:], expected_version=self.version
            )
        elif value.startswith(NARROW):
            prefix = [p for p in value[1:].split(":") if p]
            await delivery.narrow_menu(interaction, self.channel_id, self.version, prefix)


def moves_view(
    channel_id: int, version: int, choices: Sequence[Choice], prefix: Sequence[str] = ()
) -> ui.View | None:
    """Private components for ``choices``: buttons when few, else (narrowing) select menus."""
    if not choices:
        return None
    view = ui.View(timeout=None)
    if (
        not prefix
        and len(choices) <= MAX_BUTTONS
        and all(MoveButton.fits(channel_id, version, c.code) for c in choices)
    ):
        for choice in choices:
            view.add_item(MoveButton(channel_id, version, choice.code, choice.label))
        return view
    _, options = narrow(choices, prefix)
    back = discord.SelectOption(label="↩ All my moves", value=NARROW) if prefix else None
    groups = chunks(options)[:MAX_SELECTS]
    for index, group in enumerate(groups):
        select_options = [
            discord.SelectOption(label=o.label, value=o.value, description=o.description)
            for o in group
        ]
        if back is not None and index == len(groups) - 1 and len(select_options) < 25:
            select_options.append(back)
        placeholder = (
            "Choose your move…"
            if len(groups) == 1
            else f"Choose your move ({index + 1}/{len(groups)})…"
        )
        view.add_item(MoveSelect(channel_id, version, index, select_options, placeholder))
    return view


def public_view(channel_id: int, version: int, choices: Sequence[Choice]) -> ui.View:
    """The buttons under the public table: "My hand" and, when few and public, the choices."""
    view = ui.View(timeout=None)
    view.add_item(HandButton(channel_id))
    if len(choices) <= MAX_BUTTONS:
        for choice in choices:
            if MoveButton.fits(channel_id, version, choice.code):
                view.add_item(MoveButton(channel_id, version, choice.code, choice.label))
    return view


def lobby_view(channel_id: int) -> ui.View:
    view = ui.View(timeout=None)
    for action in ("join", "leave", "bot", "start"):
        view.add_item(LobbyButton(action, channel_id))
    return view


ALL_ITEMS = (LobbyButton, HandButton, MoveButton, MoveSelect)
