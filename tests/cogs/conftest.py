"""Fixtures for the bot tests: the real bot (``create_bot``) inside simcord's in-memory Discord,
over a SQLite file in ``tmp_path`` so that a restart finds the games again."""

from __future__ import annotations

from collections.abc import AsyncIterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import discord
import pytest
from simcord import Env

from bot import Settings, TroyBot, create_bot
from cogs.tabletop.store import Store

DEV_GUILD = 1_000_000_000_000_000_001
SEED = 20261129


@dataclass
class World:
    """The simulated server: one guild, a #troy channel, three players and a moderator."""

    env: Env
    guild: Any
    channel: Any
    alice: Any
    bob: Any
    carol: Any
    mod: Any
    settings: Settings
    bots: list[TroyBot] = field(default_factory=list)

    @property
    def bot(self) -> TroyBot:
        return self.bots[-1]

    async def restart(self) -> TroyBot:
        """A fresh bot process over the same database file, in the same simulated Discord."""
        old = self.bot
        new = await make_bot(self.settings)
        self.bots.append(new)
        await self.env.restart_bot(new)
        await old.store.close()
        return new


async def make_bot(settings: Settings) -> TroyBot:
    """The bot with its store opened here, in the test's own task.

    Store.open leaves its PRAGMA cursors to the garbage collector; inside simcord's tracked bot
    work they live on (reference cycles) and the migration's COMMIT fails with "SQL statements in
    progress". Opening the store outside the bot's work sidesteps that simcord-only effect.
    """
    store = await Store.open(settings.database_path)
    return create_bot(settings, seed_source=lambda: SEED, store=store)


def make_settings(tmp_path: Path) -> Settings:
    return Settings(token=None, database_path=str(tmp_path / "troy.db"), dev_guild_id=DEV_GUILD)


@pytest.fixture
async def world(tmp_path: Path) -> AsyncIterator[World]:
    settings = make_settings(tmp_path)
    bot = await make_bot(settings)
    env = Env(bot)
    guild = env.create_guild("Troy", id=DEV_GUILD)
    channel = guild.create_text_channel("troy")
    mods = guild.create_role("Mods", permissions=discord.Permissions(manage_channels=True))
    alice = guild.add_member(env.create_user("alice"))
    bob = guild.add_member(env.create_user("bob"))
    carol = guild.add_member(env.create_user("carol"))
    mod = guild.add_member(env.create_user("mod"), roles=[mods])
    await env.start()
    w = World(env, guild, channel, alice, bob, carol, mod, settings, [bot])
    try:
        yield w
    finally:
        await env.shutdown()
        for b in w.bots:
            store = getattr(b, "store", None)
            if store is not None:
                await store.close()  # closing twice is harmless
        if env.check_errors:
            env.raise_errors()


@pytest.fixture
def env(world: World) -> Env:
    """The running environment (also lets simcord's pytest hooks find it)."""
    return world.env
