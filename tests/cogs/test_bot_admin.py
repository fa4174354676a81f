"""Global command sync is owner-only and on demand, never on start."""

from __future__ import annotations

from pathlib import Path

import discord
import pytest
import simcord
from simtable import World, make_bot, make_settings, said


async def test_start_syncs_only_the_dev_guild(world: World) -> None:
    puts = [r for r in world.env.http_requests if r.method == "PUT" and "/commands" in r.path]
    assert puts and all("/guilds/" in r.path for r in puts)


async def test_sync_by_dm_is_for_the_owner(world: World) -> None:
    world.bot.owner_id = world.alice.id
    await world.bob.send_dm("!sync global")
    assert "Only the bot's owner" in world.bob.user.dm_channel.last_message.content
    await world.alice.send_dm("!sync global")
    assert "Published" in world.alice.user.dm_channel.last_message.content
    puts = [r for r in world.env.http_requests if r.method == "PUT" and "/commands" in r.path]
    assert any("/guilds/" not in r.path for r in puts)


async def test_admin_sync_slash_refuses_others(world: World) -> None:
    world.bot.owner_id = world.alice.id
    admins = world.guild.create_role("Admins", permissions=discord.Permissions(administrator=True))
    boss = world.guild.add_member(world.env.create_user("boss"), roles=[admins])
    result = await boss.slash(world.channel, "admin sync", scope="global")
    assert result.ephemeral and "Only the bot's owner" in said(result)


async def test_dev_guild_sync_refused_warns_and_starts(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    """A DEV_GUILD_ID the bot is not in must not stop the bot; the log says what to check."""
    bot = await make_bot(make_settings(tmp_path))
    env = simcord.Env(bot)
    env.inject_error(
        "PUT", "/applications/*/guilds/*/commands", status=403, code=50001, message="Missing Access"
    )
    try:
        await env.start()
        assert bot.is_ready()
        await env.shutdown()
    finally:
        await bot.store.close()
    assert any("could not sync commands to DEV_GUILD_ID" in r.getMessage() for r in caplog.records)
