"""A thread holds a game of its own, beside the one in its parent channel."""

from __future__ import annotations

from simcord.builders import ChannelHandle
from simtable import World, is_table, last_public, said, start_game


async def test_thread_holds_its_own_game(world: World) -> None:
    await start_game(world)  # a game in #troy
    raw = world.env.backend.create_thread(world.channel.id, "second table", world.alice.id)
    thread = ChannelHandle(world.env, world.guild, raw)
    await world.env.settle()

    opened = await world.carol.slash(thread, "game new", game="ilios", options="size=5")
    assert "lobby" in last_public(world, thread).embeds[0].title, said(opened)
    await world.bob.slash(thread, "game join")
    started = await world.carol.slash(thread, "game start")
    assert started.ephemeral and "game is on" in said(started).lower(), said(started)
    assert is_table(thread.last_message)

    service = world.bot.service
    in_thread = await service.table(thread.id)
    in_channel = await service.table(world.channel.id)
    assert in_thread.game_id != in_channel.game_id
    assert [s.name for s in in_thread.seats] == ["carol", "bob"]
