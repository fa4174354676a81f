"""Global command sync is owner-only and on demand, never on start."""

from __future__ import annotations

import discord
from simtable import World, said


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
