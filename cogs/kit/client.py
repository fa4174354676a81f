"""What the kit's buttons and menus need of the bot, as protocols: they reach the service and
the delivery through it and never import ``bot`` or the delivery's module (which imports them),
so no import runs in a circle. The cogs' fuller view is ``cogs.table_bot.TableBot``."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Protocol, cast

import discord
from discord.ext import commands

from tabletop.models import TableInfo, Update
from tabletop.service import Service


class Announcer(Protocol):
    """What a button's answer asks of the delivery (``cogs.kit.delivery.delivery.Delivery``)."""

    async def channel(self, channel_id: int) -> Any: ...

    async def post_lobby(self, interaction: discord.Interaction, table: TableInfo) -> None: ...

    async def announce(
        self, update: Update, interaction: discord.Interaction | None = None
    ) -> bool: ...


class KitBot(Protocol):
    """The running bot as a button or a game's commands see it."""

    @property
    def service(self) -> Service: ...

    @property
    def delivery(self) -> Announcer: ...

    @property
    def cogs(self) -> Mapping[str, commands.Cog]: ...

    def add_dynamic_items(self, *items: type[discord.ui.DynamicItem[Any]]) -> None: ...

    def remove_dynamic_items(self, *items: type[discord.ui.DynamicItem[Any]]) -> None: ...


def table_bot(interaction: discord.Interaction) -> KitBot:
    """The bot behind a button's or menu's interaction (discord.py types it as any client)."""
    return cast(KitBot, interaction.client)
