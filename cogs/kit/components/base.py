"""What every persistent button and menu shares: an item rebuilt from its custom id alone.

discord.py finds a ``DynamicItem`` by its template and calls ``from_custom_id``; here that reads
the constructor's arguments back from the id (the subclass's ``args``) and refuses a malformed id
clearly (``readable``), so each item states only its id's fields, its look and its press.
"""

from __future__ import annotations

import re
from typing import Any, Self, TypeVar

import discord
from discord import ui

from cogs.kit.errors import readable

ItemT = TypeVar("ItemT", bound=ui.Item[Any])


class IdItem(ui.DynamicItem[ItemT], template=r"(?!)"):
    """A button or menu rebuilt from its custom id: a subclass sets its own ``template`` and
    ``args``. This base is never registered (its template matches nothing)."""

    @classmethod
    def args(cls, match: re.Match[str], item: ui.Item[Any]) -> tuple[Any, ...]:
        """The constructor's arguments, read from the id's ``match`` (and the pressed ``item``,
        for what the id does not carry, such as a button's label)."""
        raise NotImplementedError

    @classmethod
    @readable
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: ui.Item[Any], match: re.Match[str], /
    ) -> Self:
        return cls(*cls.args(match, item))


def button(
    label: str,
    custom_id: str,
    style: discord.ButtonStyle = discord.ButtonStyle.secondary,
    emoji: str | None = None,
) -> ui.Button[Any]:
    """A persistent button: its words, its id, its colour (grey unless said)."""
    return ui.Button(label=label, style=style, custom_id=custom_id, emoji=emoji)
