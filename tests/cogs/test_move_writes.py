"""A move costs two write transactions: its commit, and one for everything its announcement
sent and left showing (the table marked and its message remembered, the hands marked and their
DMs remembered), however many posts and DMs that took."""

from __future__ import annotations

import pytest
from simtable import World, dms, is_table, public_messages, saved, start_game, whose_turn

from tabletop.dm_reach import HAND_DM


async def test_a_move_and_its_announcement_are_one_write_each(world: World) -> None:
    if world.bot.store.backend != "sqlite":
        pytest.skip("counts SQLite's statements")
    await start_game(world, bot=False)  # two humans: no bot reply adds its own write
    member = await whose_turn(world)
    offered = await member.autocomplete(world.channel, "move", "action", "")
    said: list[str] = []
    await world.bot.store.trace_statements(said.append)
    try:
        saved(await member.slash(world.channel, "move", action=offered[0]["value"]))
        await world.bot.delivery.tables.drained()
    finally:
        await world.bot.store.trace_statements(None)
    writes = [sql for sql in said if sql.startswith("BEGIN")]
    assert len(writes) == 2, said

    table = await world.bot.service.table(world.channel.id)
    tables = [m for m in public_messages(world) if is_table(m)]
    live = await world.bot.service.live_table(table.game_id)
    assert live is not None and live[0] == tables[-1].id, "the live table is remembered"
    for player in (world.alice, world.bob):
        newest = dms(world, player)[-1]
        stored = await world.bot.store.get_message(table.game_id, HAND_DM, player.id)
        assert stored == newest.id, "each hand DM is remembered"
    assert not await world.bot.service.pending_updates(), "everything sent is marked"
