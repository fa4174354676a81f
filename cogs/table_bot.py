"""The bot as the cogs see it, as a protocol: they type against it and never import ``bot``
(which loads them), so the bot stays wiring only. ``bot.table_bot`` is checked against it."""

from __future__ import annotations

from typing import Any, Protocol

import discord
from discord import app_commands

from cogs.kit.client import KitBot
from cogs.kit.delivery.delivery import Delivery


class BotSettings(Protocol):
    """The settings a cog reads (``.env``, parsed by ``bot.Settings``)."""

    @property
    def dev_guild_id(self) -> int | None: ...


class TableBot(KitBot, Protocol):
    """The running bot: its service, its delivery, its settings and what discord.py gives."""

    @property
    def delivery(self) -> Delivery: ...

    @property
    def settings(self) -> BotSettings: ...

    @property
    def tree(self) -> app_commands.CommandTree[Any]: ...

    async def add_cog(self, cog: Any, /) -> None: ...

    async def is_owner(self, user: discord.abc.User, /) -> bool: ...
