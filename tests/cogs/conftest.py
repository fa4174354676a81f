"""Fixtures for the bot tests: the real bot (``create_bot``) inside simcord's in-memory Discord,
over a SQLite file in ``tmp_path`` so that a restart finds the games again."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import discord
import pytest
from discord.ext import commands
from simcord import Env
from simtable import DEV_GUILD, World, make_bot, make_settings

from engine.core.errors import GameError


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
        # Errors the bot answered on purpose (players' mistakes, refused owner commands) are
        # expected; anything else fails the test.
        handled = (GameError, commands.CheckFailure, *w.expected_errors)
        unexpected = [e for e in env.errors if not isinstance(e.__cause__ or e, handled)]
        if unexpected:
            raise ExceptionGroup("the bot raised unexpected errors", unexpected)


@pytest.fixture
def env(world: World) -> Env:
    """The running environment (also lets simcord's pytest hooks find it)."""
    return world.env
