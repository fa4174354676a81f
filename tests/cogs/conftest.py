"""Fixtures for the bot tests: the real bot (``create_bot``) inside simcord's in-memory Discord,
over a SQLite file in ``tmp_path`` so that a restart finds the games again; and, around every
test, the check that nothing the bot sends breaks Discord's limits (``limits.py``)."""

from __future__ import annotations

import asyncio
import io
from collections.abc import AsyncIterator, Iterator
from pathlib import Path
from typing import Any

import discord
import limits
import pytest
from discord.ext import commands
from simcord import Env
from simcord import interactions as simcord_interactions
from simcord.http import router
from simtable import DEV_GUILD, World, make_bot, make_settings

from cogs.kit.delivery.periodic import Periodic
from engine.core.errors import GameError

TEARDOWN_SECONDS = 120  # a failed test's bot that will not stop fails the test, not the suite


def file_size(file: Any) -> int:
    """The bytes left to read in a file about to be sent, without consuming them."""
    fp = file.fp
    here = fp.tell()
    end = fp.seek(0, io.SEEK_END)
    fp.seek(here)
    return int(end - here)


@pytest.fixture(autouse=True)
def within_discord_limits(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[str]]:
    """Every REST call the bot makes in this test (messages, edits, interaction answers,
    followups, autocomplete, the commands' sync, with its files' sizes) is checked against
    Discord's limits; a broken one fails the test. Wrapping simcord's router sees the files,
    which its request log does not keep, and the bots of tests that build their own ``Env``."""
    problems: list[str] = []
    real = router.dispatch

    def checked(backend: Any, method: str, path: str, **kwargs: Any) -> Any:
        sizes = [file_size(f) for f in kwargs.get("files") or ()]
        problems.extend(limits.request_problems(method, path, kwargs.get("json"), sizes))
        return real(backend, method, path, **kwargs)

    monkeypatch.setattr(router, "dispatch", checked)
    yield problems
    if problems:
        pytest.fail(limits.report(problems), pytrace=False)


@pytest.fixture(autouse=True)
def background_jobs(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> bool:
    """The bot's turn-clock loop and outbox sweep run only in tests marked ``background_jobs``.

    They sleep on simcord's virtual clock; when a test does not advance it, simcord wakes them
    on the wall clock (every 15 s and 30 s), and an interaction begun just before such a wake-up
    has only what is left of its settle time: on a busy machine it times out. Other tests call
    ``run_once`` for a tick."""
    wanted = request.node.get_closest_marker("background_jobs") is not None
    if not wanted:
        monkeypatch.setattr(Periodic, "start", lambda self: None)
    return wanted


@pytest.fixture
async def world(tmp_path: Path, background_jobs: bool) -> AsyncIterator[World]:
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
        await asyncio.wait_for(_stop(w), TEARDOWN_SECONDS)
        # Errors the bot answered on purpose (players' mistakes, refused owner commands) are
        # expected; anything else fails the test.
        handled = (GameError, commands.CheckFailure, *w.expected_errors)
        unexpected = [e for e in env.errors if not isinstance(e.__cause__ or e, handled)]
        if unexpected:
            raise ExceptionGroup("the bot raised unexpected errors", unexpected)


async def _stop(world: World) -> None:
    await world.env.shutdown()
    for b in world.bots:
        store = getattr(b, "store", None)
        if store is not None:
            await store.close()  # closing twice is harmless


@pytest.fixture
def env(world: World) -> Env:
    """The running environment (also lets simcord's pytest hooks find it)."""
    return world.env


@pytest.fixture
def locales(monkeypatch: pytest.MonkeyPatch) -> dict[int, str]:
    """Set a user's (by user id) or a server's (by guild id) Discord locale: simcord's
    interactions always say ``en-US``, so their payload is edited on its way to the bot."""
    chosen: dict[int, str] = {}
    real = simcord_interactions.base_payload

    def localised(*args: Any, **kwargs: Any) -> Any:
        record, payload = real(*args, **kwargs)
        user = kwargs.get("user_id")
        if user in chosen:
            payload["locale"] = chosen[user]
        guild = kwargs.get("guild_id")
        if guild in chosen and "guild_locale" in payload:
            payload["guild_locale"] = chosen[guild]
        return record, payload

    monkeypatch.setattr(simcord_interactions, "base_payload", localised)
    return chosen
