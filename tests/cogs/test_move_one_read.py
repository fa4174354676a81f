"""A typed ``/move`` reads its table once, under the service's lock: the words a player typed
become a move inside that one read, not in a read of its own before it."""

from __future__ import annotations

import pytest
from simtable import World, saved, start_game, whose_turn


async def test_a_typed_move_reads_its_table_once_before_its_commit(world: World) -> None:
    if world.bot.store.backend != "sqlite":
        pytest.skip("counts SQLite's statements")
    await start_game(world)
    member = await whose_turn(world)
    offered = await member.autocomplete(world.channel, "move", "action", "")
    said: list[str] = []
    await world.bot.store.trace_statements(said.append)
    try:
        saved(await member.slash(world.channel, "move", action=offered[0]["name"]))
    finally:
        await world.bot.store.trace_statements(None)
    first_commit = next(i for i, sql in enumerate(said) if sql.startswith("BEGIN"))
    reads = [sql for sql in said[:first_commit] if "FROM games" in sql]
    assert len(reads) == 1, reads
