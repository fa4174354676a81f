"""Commands as players use them: /move's list is exactly the legal moves, /game leave, /game
status after the end, the owner's /admin sync, and a token that never reaches the logs."""

from __future__ import annotations

import logging
from pathlib import Path

import discord
import pytest
import simcord
from simtable import (
    DEV_GUILD,
    World,
    last_public,
    make_settings,
    replies,
    said,
    start_game,
    whose_turn,
)

from bot import create_bot
from tabletop.models import FINISHED


async def test_move_autocomplete_lists_exactly_the_legal_moves(world: World) -> None:
    await start_game(world)
    for _ in range(30):
        member = await whose_turn(world)
        legal = await world.bot.service.choices(world.channel.id, member.id)
        offered = await member.autocomplete(world.channel, "move", "action", "")
        if len(legal) < 25:
            assert [(o["value"], o["name"]) for o in offered] == [(c.code, c.label) for c in legal]
            return
        assert len(offered) == 25
        await member.slash(world.channel, "move", action=offered[0]["value"])
    raise AssertionError("never a position with fewer than 25 legal moves")


async def test_leave_frees_the_seat(world: World) -> None:
    await world.alice.slash(world.channel, "game new", game="ilios")
    await world.bob.slash(world.channel, "game join")
    result = await world.bob.slash(world.channel, "game leave")
    assert result.ephemeral and said(result) == "You left the table."
    lobby = world.channel.history()[0]
    assert "bob" not in lobby.embeds[0].description
    result = await world.alice.slash(world.channel, "game leave")
    assert result.ephemeral and "closed" in said(result)


async def test_status_after_the_end_shows_the_final_table(world: World) -> None:
    await start_game(world, options="size=5")
    for _ in range(300):
        member = await whose_turn(world)
        if member is None:
            break
        options = await member.autocomplete(world.channel, "move", "action", "")
        await member.slash(world.channel, "move", action=options[0]["value"])
    assert (await world.bot.service.status(world.channel.id)).table.status == FINISHED
    result = await world.carol.slash(world.channel, "game status")
    assert result.acknowledged and not replies(result)  # posted for everyone
    final = last_public(world)
    assert "🏆" in (final.content or "") and final.attachments
    assert "Game over after " in (final.content or "") and not final.embeds


async def test_owner_admin_sync_and_others_refused(world: World) -> None:
    admins = world.guild.create_role("Admins", permissions=discord.Permissions(administrator=True))
    owner = world.guild.add_member(world.env.create_user("owner"), roles=[admins])
    other = world.guild.add_member(world.env.create_user("other"), roles=[admins])
    world.bot.owner_id = owner.id
    result = await owner.slash(world.channel, "admin sync", scope="dev")
    assert result.ephemeral and "Synced" in said(result) and "dev server" in said(result)
    puts = [r for r in world.env.http_requests if r.method == "PUT" and "/commands" in r.path]
    result = await other.slash(world.channel, "admin sync", scope="global")
    assert result.ephemeral and "Only the bot's owner" in said(result)
    after = [r for r in world.env.http_requests if r.method == "PUT" and "/commands" in r.path]
    assert after == puts


async def test_the_token_never_reaches_a_log_line(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    token = "MTIzNDU2Nzg5.fake.token-for-the-log-test"
    caplog.set_level(logging.DEBUG)
    settings = make_settings(tmp_path)
    settings = type(settings)(**{**settings.__dict__, "token": token})
    assert token not in repr(settings)
    bot = create_bot(settings, seed_source=lambda: 7)
    env = simcord.Env(bot)
    guild = env.create_guild("Troy", id=DEV_GUILD)
    channel = guild.create_text_channel("troy")
    alice = guild.add_member(env.create_user("alice"))
    bob = guild.add_member(env.create_user("bob"))
    await env.start()
    world = World(env, guild, channel, alice, bob, None, None, settings, [bot])
    try:
        await start_game(world, options="size=5")
        for _ in range(300):
            member = await whose_turn(world)
            if member is None:
                break
            options = await member.autocomplete(channel, "move", "action", "")
            await member.slash(channel, "move", action=options[0]["value"])
    finally:
        await env.shutdown()
        await bot.store.close()
    assert len(caplog.records) > 50
    leaked = [r for r in caplog.records if token in r.getMessage() or token in str(r.args)]
    assert not leaked
