"""Our own bugs: logged with a traceback, answered with a short apology, never a raw error."""

from __future__ import annotations

import logging

import discord
import pytest
from simtable import World, said


class Boom(RuntimeError):
    pass


async def test_unexpected_error_is_logged_and_apologised_for(
    world: World, caplog: pytest.LogCaptureFixture, monkeypatch: pytest.MonkeyPatch
) -> None:
    async def broken(*args: object, **kwargs: object) -> list[str]:
        raise Boom("database on fire")

    monkeypatch.setattr(world.bot.service, "log_pages", broken)
    world.expected_errors = (Boom,)
    await world.alice.slash(world.channel, "game new", game="ilios")
    result = await world.alice.slash(world.channel, "game log")
    assert result.ephemeral and said(result).startswith("Sorry, something went wrong")
    assert "fire" not in said(result)
    errors = [r for r in caplog.records if r.levelno >= logging.ERROR and r.name == "troy.errors"]
    assert errors and errors[0].exc_info is not None


async def test_missing_permission_is_explained(world: World) -> None:
    world.expected_errors = (discord.Forbidden,)
    await world.alice.slash(world.channel, "game new", game="ilios", options="size=5")
    await world.alice.slash(world.channel, "game bot")
    world.env.inject_error(
        "POST",
        f"/channels/{world.channel.id}/messages",
        status=403,
        code=50013,
        message="Missing Permissions",
    )
    result = await world.alice.slash(world.channel, "game start")
    assert "missing a permission" in said(result) and "Attach Files" in said(result)
