"""Marking announcements sent while a move of the same table writes its marks: both lock the
table's outbox rows in one order, so neither waits in a circle and PostgreSQL never has to abort
one (a player's move failing, or an announcement staying pending).

The dangerous rows are superseded ones: a newer move's row is not deleted by the mark (its
version is past the one sent), so only a later statement of the mark touches it."""

from __future__ import annotations

import asyncio
import random
from collections.abc import AsyncIterator, Iterable, Sequence
from contextlib import AbstractAsyncContextManager, asynccontextmanager
from typing import Any

import pytest
from tabletop_race import ALICE, BOB, SEED, lobby

from tabletop.store import Store, outbox_sql
from tabletop.store.db import Row, Tx
from tabletop.store.outbox_sql import TABLE, Mark

TARGETS = (TABLE, ALICE, BOB)


async def set_rows(store: Store, game_id: int, rows: Iterable[tuple[int, int, int]]) -> None:
    """The game's outbox is exactly ``rows`` (target, since, version)."""
    async with store._db.tx(durable=False) as db:
        await db.execute("DELETE FROM outbox WHERE game_id=?", (game_id,))
        await db.executemany(
            "INSERT INTO outbox (game_id, target, since, version, post, notify, claimed_by,"
            " claimed_until) VALUES (?, ?, ?, ?, 1, 0, 'a', 0)",
            [(game_id, target, since, version) for target, since, version in rows],
        )


async def rows_of(store: Store, game_id: int) -> list[tuple[Any, ...]]:
    return await store.select_admin(
        "SELECT target, since, version FROM outbox WHERE game_id=? ORDER BY target", (game_id,)
    )


async def move_marks(store: Store, game_id: int, version: int) -> None:
    """What a move writes to the outbox, in a transaction of its own."""
    async with store._db.tx() as db:
        await outbox_sql.write_marks(
            db, game_id, version, [Mark(t, post=True) for t in TARGETS], store.claim()
        )


class PausingTx:
    """A transaction that stops after its first statement until ``go`` is set (``paused`` is
    set then): the mark's locks so far are held while a move runs."""

    def __init__(self, inner: Tx, paused: asyncio.Event, go: asyncio.Event) -> None:
        self._inner = inner
        self._paused = paused
        self._go = go
        self._first = True

    async def _after(self) -> None:
        if self._first:
            self._first = False
            self._paused.set()
            await self._go.wait()

    async def execute(self, sql: str, params: Sequence[Any] = ()) -> int:
        changed = await self._inner.execute(sql, params)
        await self._after()
        return changed

    async def executemany(self, sql: str, rows: Iterable[Sequence[Any]]) -> None:
        await self._inner.executemany(sql, rows)
        await self._after()

    async def fetch(self, sql: str, params: Sequence[Any] = ()) -> list[Row]:
        found = await self._inner.fetch(sql, params)
        await self._after()
        return found


def pause_after_first_statement(
    store: Store, monkeypatch: pytest.MonkeyPatch
) -> tuple[asyncio.Event, asyncio.Event]:
    """Make the store's next transactions pause after their first statement; (paused, go)."""
    paused, go = asyncio.Event(), asyncio.Event()
    real = store._db.tx

    @asynccontextmanager
    async def tx(*, durable: bool = True) -> AsyncIterator[Tx]:
        async with real(durable=durable) as inner:
            yield PausingTx(inner, paused, go)

    def patched(*, durable: bool = True) -> AbstractAsyncContextManager[Tx]:
        return tx(durable=durable)

    monkeypatch.setattr(store._db, "tx", patched)
    return paused, go


async def waiting_for_a_lock(store: Store) -> bool:
    rows = await store.select_admin(
        "SELECT count(*) FROM pg_stat_activity WHERE wait_event_type='Lock'"
        " AND datname=current_database()"
    )
    return bool(rows[0][0])


async def test_a_paused_mark_and_a_move_both_commit(
    two: tuple[Store, Store], backend: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The table's row was superseded by a newer move (version 2), the hands' rows were not:
    the mark of version 1 stops after its first statement, a move writes all three rows (it
    must wait for the mark: it locks the table's row first and the hands' after), and the mark
    goes on. Locking the hands first and the table's row only in the mark's second statement,
    each would wait for the other."""
    if backend != "postgres":
        pytest.skip("SQLite has no row locks: one writer holds the whole database")
    a, b = two
    game_id = await lobby(a, 7101)
    await set_rows(a, game_id, [(TABLE, 0, 2), (ALICE, 0, 1), (BOB, 0, 1)])
    paused, go = pause_after_first_statement(a, monkeypatch)
    mark = asyncio.create_task(a.announced(game_id, 1, list(TARGETS)))
    await asyncio.wait_for(paused.wait(), 5)
    move = asyncio.create_task(move_marks(b, game_id, 3))
    for _ in range(500):  # until the move waits for a row the paused mark holds
        if await waiting_for_a_lock(b) or move.done():
            break
        await asyncio.sleep(0.01)
    go.set()
    outcomes = await asyncio.gather(mark, move, return_exceptions=True)
    assert list(outcomes) == [None, None]
    # The mark came first: the hands' rows of version 1 went and the move wrote them afresh;
    # the table's row keeps only the lines after version 1.
    assert await rows_of(a, game_id) == [(TABLE, 1, 3), (ALICE, 2, 3), (BOB, 2, 3)]


async def test_marks_racing_moves_never_deadlock(two: tuple[Store, Store]) -> None:
    """Rounds of marks and moves of the same tables at once, with each table's row superseded:
    none fails, and what is left is each move's news since the version marked sent."""
    a, b = two
    ids = [await lobby(a, 7201 + i) for i in range(6)]
    shuffle = random.Random(SEED)
    for round_ in range(40):
        sent = 10 * round_ + 5  # the version being marked sent; the table's row is newer
        for game_id in ids:
            hands = [(t, sent - 1, sent) for t in (ALICE, BOB)]
            await set_rows(a, game_id, [(TABLE, sent - 1, sent + 1), *hands])
        calls = [a.announced(g, sent, list(TARGETS)) for g in ids]
        calls += [move_marks(b, g, sent + 2) for g in ids]
        shuffle.shuffle(calls)
        outcomes = await asyncio.gather(*calls, return_exceptions=True)
        assert [o for o in outcomes if o is not None] == []
        for game_id in ids:
            left = await rows_of(a, game_id)
            assert [t for t, _, _ in left] == list(TARGETS)
            assert all(v == sent + 2 and since in (sent, sent + 1) for _, since, v in left)
