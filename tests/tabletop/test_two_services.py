"""Two services (two processes' worth) on one database file: what one caches is keyed by what
it was computed from, so the other's writes are seen at its next call, never hidden by a cache."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path
from types import SimpleNamespace

import pytest
from conftest import target_of
from tabletop_race import ALICE, BOB, CHANNEL, GUILD, SEED
from test_ratings import finished_game

from cogs.kit.delivery.dms import DirectMessages
from tabletop.service import Service
from tabletop.store import Store


@pytest.fixture
async def two(tmp_path: Path, backend: str) -> AsyncIterator[tuple[Service, Service]]:
    """Two services on one database of each backend (two connections, two owners)."""
    target = str(tmp_path / "troy.db") if backend == "sqlite" else target_of(backend)
    stores = [await Store.open(target, owner=name) for name in ("a", "b")]
    yield Service(stores[0], seed_source=lambda: SEED), Service(stores[1], seed_source=lambda: SEED)
    for store in stores:
        await store.close()


async def test_ratings_take_in_the_other_process_results(two: tuple[Service, Service]) -> None:
    a, b = two
    assert (await a.leaderboard(GUILD, "race")).games == 0  # cached in a
    await finished_game(b)
    board = await a.leaderboard(GUILD, "race")
    assert board.games == 1 and board == await b.leaderboard(GUILD, "race")
    await finished_game(b, channel=CHANNEL + 1)
    assert (await a.leaderboard(GUILD, "race")).games == 2


async def test_choices_follow_the_other_process_moves(two: tuple[Service, Service]) -> None:
    a, b = two
    await a.new_game(CHANNEL, GUILD, ALICE, "Alice", "race", {})
    await b.join(CHANNEL, BOB, "Bob")
    await a.start(CHANNEL, ALICE)
    for _ in range(6):  # each lists the mover's moves (cached), the other one moves
        update = await a.status(CHANNEL)
        if update.outcome is not None:
            break
        user = update.to_act[0].user_id
        assert user is not None
        listed = await a.choices(CHANNEL, user)
        assert listed == await b.choices(CHANNEL, user)
        await b.act(CHANNEL, user, listed[0].code, expected_version=update.table.version)
        a, b = b, a
        after = await b.status(CHANNEL)
        assert after.table.version > update.table.version
        if after.outcome is None:
            mover = after.to_act[0].user_id
            assert mover is not None
            assert await b.choices(CHANNEL, mover) == await a.choices(CHANNEL, mover)


async def test_closed_dms_follow_the_other_process(two: tuple[Service, Service]) -> None:
    """Whose DMs are closed is read again at each new version of the table, and the one
    "how to open your DMs" word is decided by the database: one process says it, not both."""
    a, b = two
    table = await a.new_game(CHANNEL, GUILD, ALICE, "Alice", "race", {})
    await b.join(CHANNEL, BOB, "Bob")
    started = (await a.start(CHANNEL, ALICE)).table
    dms_a = DirectMessages(SimpleNamespace(service=a))  # type: ignore[arg-type]
    dms_b = DirectMessages(SimpleNamespace(service=b))  # type: ignore[arg-type]
    version = started.version
    assert await dms_a.closed(table.game_id, version) == {}  # cached in a
    await dms_b.mark_closed(table.game_id, BOB)
    assert BOB in await dms_a.closed(table.game_id, version + 1)
    told = [await dms_a.tell_once(table.game_id, BOB), await dms_b.tell_once(table.game_id, BOB)]
    assert told == [True, False]
    await dms_b.mark_closed(table.game_id, BOB, closed=False)  # "DM me again" in b
    assert BOB not in await dms_a.closed(table.game_id, version + 2)
    assert not dms_a.known_closed(table.game_id, BOB)
