"""The SQLite store: migrations, restarts, the one-live-game rule, racing commits, crashes."""

from __future__ import annotations

import asyncio
import sqlite3
import textwrap
from pathlib import Path

import pytest
from children import kill, read_line, spawn
from tabletop_race import ALICE, BOB, CHANNEL, GUILD, SEED, db_dump

from tabletop.errors import GameExists, NoGame, StaleAction, VersionConflict
from tabletop.models import FINISHED, PLAYING, Shown, Update
from tabletop.service import Service
from tabletop.store import ChannelTaken, Store
from tabletop.store.migrations import LATEST, MIGRATIONS


async def started(service: Service, channel: int = CHANNEL, **options: str) -> Update:
    await service.new_game(channel, GUILD, ALICE, "Alice", "race", dict(options))
    await service.join(channel, BOB, "Bob")
    return await service.start(channel, ALICE)


async def first_move(service: Service, channel: int = CHANNEL) -> tuple[int, str]:
    """(user, code) of a legal move for whoever must act."""
    update = await service.status(channel)
    user = update.to_act[0].user_id
    assert user is not None
    return user, (await service.choices(channel, user))[0].code


async def test_open_migrates_and_sets_pragmas(tmp_path: Path) -> None:
    path = tmp_path / "deep" / "er" / "troy.db"
    store = await Store.open(path)
    try:
        assert path.exists()
        assert await store.schema_version() == LATEST
        async with store.connection.execute("PRAGMA journal_mode") as cur:
            assert (await cur.fetchone())[0] == "wal"
        async with store.connection.execute("PRAGMA foreign_keys") as cur:
            assert (await cur.fetchone())[0] == 1
    finally:
        await store.close()
    again = await Store.open(str(path))  # migrating twice is a no-op
    assert await again.schema_version() == LATEST
    await again.close()


async def test_reopen_keeps_everything(tmp_path: Path) -> None:
    path = tmp_path / "troy.db"
    store = await Store.open(path)
    service = Service(store, seed_source=lambda: SEED)
    await started(service)
    for _ in range(3):
        user, code = await first_move(service)
        await service.act(CHANNEL, user, code)
    await service.remember_message(CHANNEL, "table", 555)
    before = await db_dump(store)
    await store.close()

    store = await Store.open(path)
    try:
        assert await db_dump(store) == before
        service = Service(store, seed_source=lambda: SEED)
        assert await service.live_count() == 1
        assert await service.message_id(CHANNEL, "table") == 555
        assert await service.replay_matches(CHANNEL)
        user, code = await first_move(service)  # the fresh service carries on
        update = await service.act(CHANNEL, user, code)
        assert update.table.version == 4
    finally:
        await store.close()


async def test_one_live_game_per_channel(store: Store, service: Service) -> None:
    await service.new_game(CHANNEL, GUILD, ALICE, "Alice", "race", {})
    with pytest.raises(ChannelTaken):  # the unique index itself, below the service's check
        await store.create_game(
            channel_id=CHANNEL,
            guild_id=GUILD,
            game_key="race",
            options={},
            host_id=BOB,
            host_name="Bob",
            seed=1,
        )
    with pytest.raises(GameExists):
        await service.new_game(CHANNEL, GUILD, BOB, "Bob", "race", {})
    await service.new_game(CHANNEL + 7, GUILD, BOB, "Bob", "race", {})  # a thread
    await service.abandon(CHANNEL, ALICE, can_manage=False)
    await service.new_game(CHANNEL, GUILD, BOB, "Bob", "race", {})  # after abandon
    await service.join(CHANNEL, ALICE, "Alice")
    await service.start(CHANNEL, BOB)
    for _ in range(200):
        if (await store.live_game(CHANNEL)) is None:
            break
        user, code = await first_move(service)
        await service.act(CHANNEL, user, code)
    latest = await store.latest_game(CHANNEL)
    assert latest is not None and latest.status == FINISHED
    await service.new_game(CHANNEL, GUILD, ALICE, "Alice", "race", {})  # after finish
    rows = await store.select_admin(
        "SELECT status FROM games WHERE channel_id=? ORDER BY id", (CHANNEL,)
    )
    assert [r[0] for r in rows] == ["abandoned", "finished", "lobby"]


async def test_versioned_update_refuses_a_stale_move(store: Store, service: Service) -> None:
    update = await started(service)
    row = await store.live_game(CHANNEL)
    assert row is not None and row.snapshot is not None
    await store.record_action(
        row.id, expected_version=0, seat=0, code="x", events=[], snapshot=row.snapshot
    )
    before = await db_dump(store)
    with pytest.raises(VersionConflict):
        await store.record_action(
            row.id,
            expected_version=0,
            seat=0,
            code="y",
            events=[(None, "never")],
            snapshot={"bad": 1},
        )
    assert await db_dump(store) == before
    assert issubclass(VersionConflict, StaleAction)
    assert update.table.game_id == row.id


async def test_actions_are_append_only(store: Store, service: Service) -> None:
    update = await started(service)
    user, code = await first_move(service)
    await service.act(CHANNEL, user, code)
    with pytest.raises(store.integrity_errors, match="append-only"):
        await store.execute_admin("UPDATE actions SET code='z'")
    with pytest.raises(store.integrity_errors, match="append-only"):
        await store.execute_admin("DELETE FROM actions")
    assert len(await store.actions(update.table.game_id)) == 1


async def test_two_connections_race_one_table(tmp_path: Path) -> None:
    """Two processes on one file: every pair of racing moves applies exactly once."""
    path = tmp_path / "troy.db"
    first, second = await Store.open(path), await Store.open(path)
    try:
        one = Service(first, seed_source=lambda: SEED)
        two = Service(second, seed_source=lambda: SEED)
        await started(one)
        applied = 0
        for _ in range(6):
            update = await one.status(CHANNEL)
            if update.outcome is not None:
                break
            user, code = await first_move(one)
            version = update.table.version
            results = await asyncio.gather(
                one.act(CHANNEL, user, code, expected_version=version),
                two.act(CHANNEL, user, code, expected_version=version),
                return_exceptions=True,
            )
            assert sum(isinstance(r, Update) for r in results) == 1, results
            assert sum(isinstance(r, StaleAction) for r in results) == 1, results
            applied += 1
        row = await second.live_game(CHANNEL)
        assert row is not None and row.status == PLAYING and row.version == applied
        seqs = [seq for seq, _, _ in await first.actions(row.id)]
        assert seqs == list(range(1, applied + 1))
        assert await two.replay_matches(CHANNEL)
    finally:
        await first.close()
        await second.close()


async def test_typed_move_losing_a_race_is_judged_again(tmp_path: Path) -> None:
    """Without a version, a move that lost the commit race is re-evaluated on the new state."""
    path = tmp_path / "troy.db"
    first, second = await Store.open(path), await Store.open(path)
    try:
        one = Service(first, seed_source=lambda: SEED)
        two = Service(second, seed_source=lambda: SEED)
        await started(one)
        user, code = await first_move(one)
        results = await asyncio.gather(
            one.act(CHANNEL, user, code), two.act(CHANNEL, user, code), return_exceptions=True
        )
        assert sum(isinstance(r, Update) for r in results) == 1, results
        assert all(isinstance(r, Update | ValueError) for r in results)
        row = await first.live_game(CHANNEL)
        assert row is not None and row.version == 1
    finally:
        await first.close()
        await second.close()


# Two moves acknowledged, then the process is killed in the middle of the third move's
# transaction (after its UPDATE and INSERTs, before its COMMIT).
HALF_WRITER = textwrap.dedent(
    """
    import asyncio, sys
    from tabletop_race import ALICE, BOB, CHANNEL, GUILD, RACE, SEED
    from tabletop.store import outbox_sql
    from tabletop.service import Service
    from tabletop.store import Store
    from engine import registry

    async def hang(*args, **kwargs):
        print("inside", flush=True)
        await asyncio.sleep(3600)

    async def main(path):
        registry.register(RACE)
        service = Service(await Store.open(path), seed_source=lambda: SEED)
        await service.new_game(CHANNEL, GUILD, ALICE, "Alice", "race", {"target": "30"})
        await service.join(CHANNEL, BOB, "Bob")
        update = await service.start(CHANNEL, ALICE)
        for _ in range(3):
            if update.table.version == 2:
                outbox_sql.write_marks = hang
            user = update.to_act[0].user_id
            code = (await service.choices(CHANNEL, user))[0].code
            update = await service.act(CHANNEL, user, code)
            print(update.table.version, flush=True)

    asyncio.run(main(sys.argv[1]))
    """
)


async def test_a_crash_mid_transaction_loses_nothing_and_leaves_no_half(tmp_path: Path) -> None:
    path = tmp_path / "troy.db"
    process = spawn(HALF_WRITER, str(path))
    assert [read_line(process) for _ in range(3)] == ["1", "2", "inside"]
    kill(process)
    store = await Store.open(path)
    try:
        service = Service(store)
        table = await service.table(CHANNEL)
        assert table.version == 2  # both acknowledged moves, and nothing of the third
        dump = await db_dump(store)
        assert [row[1] for row in dump["actions"]] == [1, 2]
        assert max(row[1] for row in dump["events"]) == 2
        assert await service.replay_matches(CHANNEL)
        (pending,) = await service.pending_updates()  # the second move was never posted
        assert pending.table.version == 2
        user, code = await first_move(service)
        assert (await service.act(CHANNEL, user, code)).table.version == 3
    finally:
        await store.close()


async def test_bots_due_after_a_crash_move_on_resume(tmp_path: Path) -> None:
    """A crash after a human's move but before the bots' replies: resume() carries on."""
    path = tmp_path / "troy.db"
    store = await Store.open(path)
    service = Service(store, seed_source=lambda: SEED, max_bot_steps=0)  # bots "crash"
    await service.new_game(CHANNEL, GUILD, ALICE, "Alice", "race", {})
    await service.add_bot(CHANNEL, ALICE, "normal")
    await service.start(CHANNEL, ALICE)
    update = await service.act(CHANNEL, ALICE, (await service.choices(CHANNEL, ALICE))[0].code)
    assert [s.seat for s in update.to_act] == [1]
    await store.close()
    store = await Store.open(path)
    try:
        service = Service(store)
        assert await service.resume() == 1  # one table moved
        updates = await service.pending_updates()
        assert [u.table.version for u in updates] == [2]
        assert [s.user_id for s in updates[0].to_act] == [ALICE]
        assert await service.resume() == 0
        assert await service.replay_matches(CHANNEL)
    finally:
        await store.close()


async def test_no_game_anywhere(service: Service) -> None:
    with pytest.raises(NoGame):
        await service.replay_matches(CHANNEL)
    with pytest.raises(NoGame):
        await service.status(CHANNEL)
    assert await service.live_count() == 0


async def test_migration_2_converts_audiences_and_marks_bots_due(tmp_path: Path) -> None:
    path = tmp_path / "old.db"
    db = sqlite3.connect(path, isolation_level=None)
    for statement in MIGRATIONS[0]:
        db.execute(statement)
    db.execute(
        "INSERT INTO games (id, channel_id, game_key, status, host_id, seed, created, updated)"
        " VALUES (1, 5, 'race', 'playing', 1, 2, 'now', 'now')"
    )
    db.execute(
        "INSERT INTO games (id, channel_id, game_key, status, host_id, seed, created, updated)"
        " VALUES (2, 6, 'race', 'playing', 1, 2, 'now', 'now')"  # humans only: never due
    )
    db.executemany(
        "INSERT INTO seats (game_id, seat, user_id, name, bot_level) VALUES (?, ?, ?, ?, ?)",
        [(1, 0, 1, "A", None), (1, 1, None, "Bot", "normal"), (2, 0, 1, "A", None)],
    )
    db.executemany(
        "INSERT INTO events (game_id, seq, idx, audience, text) VALUES (1, 0, ?, ?, ?)",
        [(0, None, "public"), (1, 0, "to seat 0"), (2, 3, "to seat 3")],
    )
    db.execute("PRAGMA user_version=1")
    db.close()
    store = await Store.open(path)
    try:
        rows = await store.events(1, public_only=False)
        assert [(e.readers, e.text) for e in rows] == [
            (None, "public"),
            (0b1, "to seat 0"),
            (0b1000, "to seat 3"),
        ]
        assert [g.id for g in await store.games_with_bots_due()] == [1]
        assert await store.pending() == []
    finally:
        await store.close()


async def test_bookkeeping_skips_the_fsync_but_moves_keep_it(
    store: Store, service: Service
) -> None:
    if store.backend != "sqlite":
        pytest.skip("PostgreSQL's durable=False is SET LOCAL: it cannot outlive its commit")
    update = await started(service)

    async def synchronous() -> int:
        async with store.connection.execute("PRAGMA synchronous") as cur:
            row = await cur.fetchone()
        assert row is not None
        return int(row[0])

    assert await synchronous() == 2  # FULL
    await service.announced(
        update.table.game_id, 0, ["table"], Shown(table=(5, frozenset()), hands={ALICE: 7})
    )
    await service.remember_message(CHANNEL, "hand", 6, ALICE)
    assert await synchronous() == 2  # back to FULL for the next move


async def test_resume_forgets_a_stale_bot_flag(store: Store, service: Service) -> None:
    update = await started(service)  # a human must act
    await store.execute_admin("UPDATE games SET bots_due=1")
    assert [g.id for g in await store.games_with_bots_due()] == [update.table.game_id]
    assert await service.resume() == 0
    assert await store.games_with_bots_due() == []
    assert (await service.table(CHANNEL)).version == 0


async def test_schema_version_table_on_each_backend(store: Store) -> None:
    assert await store.select_admin("SELECT version FROM schema_version") == [(LATEST,)]
    assert await store.schema_version() == LATEST


async def test_a_file_from_before_schema_version_keeps_working(tmp_path: Path) -> None:
    """A file migrated by older code knew its version only by ``PRAGMA user_version``."""
    path = tmp_path / "old.db"
    old = sqlite3.connect(path)
    for statement in (s for migration in MIGRATIONS for s in migration):
        old.execute(statement)
    old.execute(f"PRAGMA user_version={LATEST}")
    old.execute(
        "INSERT INTO games (channel_id, game_key, status, host_id, seed, created, updated)"
        " VALUES (5, 'race', 'lobby', 1, 2, 'then', 'then')"
    )
    old.commit()
    old.close()
    store = await Store.open(path)
    try:
        assert await store.schema_version() == LATEST
        live = await store.live_game(5)
        assert live is not None and live.game_key == "race"
    finally:
        await store.close()
