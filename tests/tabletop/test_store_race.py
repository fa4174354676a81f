"""Several processes on one database, on each backend: two stores (two connections, or two
pools) race on the same tables, and the database decides: one live game per channel, lobby
changes in turn, each unsent announcement and each due clock claimed by one process only."""

from __future__ import annotations

import asyncio

import pytest
from tabletop_race import ALICE, BOB, GUILD, SEED, lobby, started_tables

from tabletop.errors import TableChanged
from tabletop.service import Service
from tabletop.store import ChannelTaken, Store

CHANNELS = range(7001, 7007)


async def test_one_live_game_per_channel_across_processes(two: tuple[Store, Store]) -> None:
    a, b = two
    tries = [lobby(s, 7001) for _ in range(5) for s in (a, b)]
    outcomes = await asyncio.gather(*tries, return_exceptions=True)
    won = [o for o in outcomes if isinstance(o, int)]
    assert len(won) == 1
    assert all(isinstance(o, ChannelTaken) for o in outcomes if not isinstance(o, int))
    rows = await a.select_admin("SELECT count(*) FROM games WHERE channel_id=7001")
    assert rows == [(1,)]


async def test_racing_joins_fill_a_lobby_once(two: tuple[Store, Store]) -> None:
    a, b = two
    game_id = await lobby(a, 7001)

    async def join(store: Store, user: int) -> int:
        return await store.add_seat(
            game_id, name=f"u{user}", user_id=user, bot_level=None, max_seats=3
        )

    outcomes = await asyncio.gather(
        *(join(s, 500 + i) for i in range(4) for s in (a, b)), return_exceptions=True
    )
    seats = sorted(o for o in outcomes if isinstance(o, int))
    assert seats == [1, 2]
    assert all(isinstance(o, TableChanged) for o in outcomes if not isinstance(o, int))
    row = await b.game(game_id)
    assert row is not None and [s.seat for s in row.seats] == [0, 1, 2]


async def test_a_team_choice_loses_to_the_start(two: tuple[Store, Store]) -> None:
    a, b = two
    service = Service(a, seed_source=lambda: SEED)
    await service.new_game(7001, GUILD, ALICE, "Alice", "race", {})
    await service.join(7001, BOB, "Bob")
    row = await b.live_game(7001)
    assert row is not None
    await service.start(7001, ALICE)
    with pytest.raises(TableChanged):
        await b.set_team(row.id, 1, 0)


async def test_resuming_processes_post_each_announcement_once(two: tuple[Store, Store]) -> None:
    a, b = two
    ids = await started_tables(a, CHANNELS)
    assert await b.tables_to_announce() == []  # a is posting them
    assert [g for g, _ in await a.tables_to_announce()] == ids  # a's own, after a restart
    for _ in range(12):  # each round a race; claims that locked rows piecemeal deadlocked
        await a.execute_admin("UPDATE outbox SET claimed_until=0")  # a died long ago
        got = await asyncio.gather(*(s.tables_to_announce() for _ in range(3) for s in (a, b)))
        by_a = {g for i, found in enumerate(got) if i % 2 == 0 for g, _ in found}
        by_b = {g for i, found in enumerate(got) if i % 2 == 1 for g, _ in found}
        assert not by_a & by_b
        assert sorted(by_a | by_b) == ids


async def test_claims_and_sent_marks_at_once_never_deadlock(two: tuple[Store, Store]) -> None:
    """A process marking a table's rows sent (its targets in any order) while two processes
    claim them: all lock a table's rows in one order, so none waits in a circle."""
    a, b = two
    ids = await started_tables(a, CHANNELS)
    rows = await a.select_admin("SELECT game_id, target FROM outbox ORDER BY game_id, target")
    targets = {g: sorted((t for gg, t in rows if gg == g), reverse=True) for g in ids}
    assert all(len(t) > 1 for t in targets.values())  # a table and its hands: several rows
    for _ in range(40):
        await a.execute_admin("UPDATE outbox SET claimed_until=0")
        # version -1: nothing is deleted, yet each of the table's rows is written (and locked)
        marks = [a.announced(g, -1, targets[g]) for g in ids]
        claims = [s.tables_to_announce() for _ in range(2) for s in (a, b)]
        await asyncio.gather(*marks, *claims)
    assert (
        await a.select_admin("SELECT game_id, target FROM outbox ORDER BY game_id, target") == rows
    )


async def test_due_clocks_are_claimed_by_one_process(two: tuple[Store, Store]) -> None:
    a, b = two
    ids = await started_tables(a, CHANNELS)
    now = 1_800_000_000.0
    got = await asyncio.gather(*(s.clocks_due(now) for _ in range(3) for s in (a, b)))
    by_a = {d.game_id for i, found in enumerate(got) if i % 2 == 0 for d in found}
    by_b = {d.game_id for i, found in enumerate(got) if i % 2 == 1 for d in found}
    assert not by_a & by_b
    assert sorted(by_a | by_b) == ids
    later = now + 3600  # the leases ran out: the other process takes over
    taken = {d.game_id for d in await (b if by_a else a).clocks_due(later)}
    assert taken == set(ids)
