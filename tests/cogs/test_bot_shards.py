"""Shards: one process runs every shard by default; ``SHARD_COUNT`` and ``SHARD_IDS`` give a
process its share. A process hears only its shards' guilds (DMs come to shard 0), and posts
anywhere: a DM move made through the shard-0 process shows up in a guild of another shard."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest
from simcord import Env
from simtable import (
    DEV_GUILD,
    World,
    components,
    is_table,
    make_bot,
    make_settings,
    said,
    start_game,
)

from bot import Settings, TroyBot


def test_shards_from_env() -> None:
    assert Settings.from_env({}).shard_count is None  # Discord's recommended count
    assert Settings.from_env({}).shard_ids is None  # every shard in this process
    two = Settings.from_env({"SHARD_COUNT": "4", "SHARD_IDS": " 0, 2 "})
    assert (two.shard_count, two.shard_ids) == (4, (0, 2))
    assert Settings.from_env({"SHARD_COUNT": "3"}).shard_ids is None


@pytest.mark.parametrize(
    ("count", "ids", "says"),
    [
        ("0", "", "SHARD_COUNT in .env must be a number of shards"),
        ("two", "", "SHARD_COUNT in .env must be a number of shards"),
        ("", "0", "SHARD_IDS in .env needs SHARD_COUNT"),
        ("2", "0;1", "SHARD_IDS in .env must be shard numbers separated by commas"),
        ("2", "0,,1", "SHARD_IDS in .env must be shard numbers separated by commas"),
        ("2", "1,1", "SHARD_IDS in .env must be distinct numbers from 0 to 1"),
        ("2", "2", "SHARD_IDS in .env must be distinct numbers from 0 to 1"),
    ],
)
def test_bad_shards_are_a_clear_error(count: str, ids: str, says: str) -> None:
    with pytest.raises(ValueError, match=says):
        Settings.from_env({"SHARD_COUNT": count, "SHARD_IDS": ids})


def test_the_bot_runs_the_shards_it_is_given(tmp_path: Path) -> None:
    every = TroyBot(Settings(database_path=str(tmp_path / "a.db")))
    assert (every.shard_count, every.shard_ids) == (None, None)
    share = TroyBot(Settings(shard_count=4, shard_ids=(1, 3)))
    assert (share.shard_count, share.shard_ids) == (4, [1, 3])


async def dm_move(member: Any) -> Any:
    """Narrow the menus of the newest DM down to a move, as a player does; the last answer
    (not acknowledged when no process hears DMs)."""
    for _ in range(6):
        message = [m for m in member.user.dm_channel.history() if components(m)][-1]
        select = next(c for c in components(message) if c["type"] == 3)
        value = next(o["value"] for o in select["options"] if o["value"] != ">")
        result = await member.user.select(message, [value], custom_id=select["custom_id"])
        if value.startswith("=") or not result.acknowledged:
            return result
    raise AssertionError("no move reached from the DM")


async def test_events_come_to_the_process_of_their_shard(tmp_path: Path) -> None:
    """#troy's guild is on shard 1 of 2. One process with both shards starts a game; then a
    process with shard 0 alone hears Alice's DM move (not a command in #troy) and posts the
    table in #troy all the same; then a process with shard 1 alone hears #troy, not DMs."""
    settings = replace(make_settings(tmp_path), shard_count=2)
    assert (DEV_GUILD >> 22) % 2 == 1
    env = Env(await make_bot(settings))
    guild = env.create_guild("Troy", id=DEV_GUILD)
    channel = guild.create_text_channel("troy")
    alice = guild.add_member(env.create_user("alice"))
    bob = guild.add_member(env.create_user("bob"))
    await env.start()
    world = World(env, guild, channel, alice, bob, None, None, settings, [env.bot])
    service = lambda: world.bot.service  # noqa: E731 - the newest process's

    async def process(*shards: int) -> None:
        world.bots.append(await make_bot(replace(settings, shard_ids=shards)))
        await env.restart_bot(world.bot)

    def table_text() -> str:
        """The newest table as the channel shows it (edited in place while it is the newest)."""
        return next(m.content for m in reversed(channel.history(viewer=bob)) if is_table(m))

    try:
        await start_game(world, bot=False)
        assert (await service().status(channel.id)).to_act[0].user_id == alice.id
        await process(0)
        assert not (await alice.slash(channel, "game status")).acknowledged, "shard 1's guild"
        before, version = table_text(), (await service().table(channel.id)).version
        moved = await dm_move(alice)
        assert moved.acknowledged and "✅" in said(moved), "a DM comes to shard 0"
        assert (await service().table(channel.id)).version == version + 1
        shown = table_text()
        assert shown != before and f"Move {version + 1}" in shown, "shown in another shard's guild"

        await process(1)
        bob_acts = (await service().status(channel.id)).to_act[0].user_id == bob.id
        assert bob_acts
        assert not (await dm_move(bob)).acknowledged, "no DM comes to shard 1"
        assert (await bob.slash(channel, "game status")).acknowledged, "its own guild"
    finally:
        await env.shutdown()
        for bot in world.bots:
            await bot.store.close()
