"""The outbox sweep's claim, on each backend: what a crashed process had claimed is taken over
by a live one once the claim runs out, never while anyone's claim (its own included) still
holds; at most so many tables a sweep, the longest run out first; two processes sweeping at
once never both get one table; and with nothing run out it is one indexed query."""

from __future__ import annotations

import asyncio
import time
from pathlib import Path

from tabletop_race import started_tables

from tabletop.store import Store

CHANNELS = range(7101, 7107)


async def run_out(store: Store, game_ids: list[int], ago: float = 1.0) -> None:
    """The claims on these tables ran out ``ago`` seconds ago (their process died)."""
    marks = ", ".join("?" * len(game_ids))
    await store.execute_admin(
        f"UPDATE outbox SET claimed_until=? WHERE game_id IN ({marks})",
        [time.time() - ago, *game_ids],
    )


async def owners(store: Store) -> dict[int, set[str]]:
    rows = await store.select_admin("SELECT game_id, claimed_by FROM outbox")
    found: dict[int, set[str]] = {}
    for game_id, owner in rows:
        found.setdefault(int(game_id), set()).add(str(owner))
    return found


async def test_a_live_claim_of_another_process_is_left_alone(two: tuple[Store, Store]) -> None:
    a, b = two
    ids = await started_tables(a, CHANNELS)
    assert await b.claim_run_out(50) == []  # a is posting them
    await run_out(a, ids[:2])  # a died before posting those two
    assert await b.claim_run_out(50) == ids[:2]
    assert await owners(b) == {**{g: {"b"} for g in ids[:2]}, **{g: {"a"} for g in ids[2:]}}
    assert await a.claim_run_out(50) == []  # b holds them now


async def test_a_live_claim_of_our_own_is_left_alone(two: tuple[Store, Store]) -> None:
    a, _ = two
    ids = await started_tables(a, CHANNELS)
    assert await a.claim_run_out(50) == []  # being posted or retried here
    await run_out(a, ids[:1])
    assert await a.claim_run_out(50) == ids[:1]  # our own, run out: its retries had stopped


async def test_a_table_with_any_live_row_is_left_alone(two: tuple[Store, Store]) -> None:
    """One of a table's rows ran out, another is being posted (a newer move's): the sweep
    would post that one a second time."""
    a, b = two
    game_id = (await started_tables(a, CHANNELS))[0]
    await a.execute_admin(
        "UPDATE outbox SET claimed_until=? WHERE game_id=? AND target<>0", [0, game_id]
    )
    assert await b.claim_run_out(50) == []
    assert await a.claim_run_out(50) == []


async def test_the_tables_this_process_retries_are_left_to_the_retry(
    two: tuple[Store, Store],
) -> None:
    a, b = two
    ids = await started_tables(a, CHANNELS)
    await run_out(a, ids)
    assert await b.claim_run_out(50, busy=ids[1:]) == ids[:1]


async def test_at_most_so_many_tables_a_sweep_the_longest_run_out_first(
    two: tuple[Store, Store],
) -> None:
    a, b = two
    ids = await started_tables(a, CHANNELS)
    for age, game_id in enumerate(ids):  # the last table ran out first
        await run_out(a, [game_id], ago=10.0 + age)
    assert await b.claim_run_out(4) == sorted(ids[-4:])
    assert await b.claim_run_out(4) == sorted(ids[:2])  # the next sweep: the rest
    assert await b.claim_run_out(4) == []  # b's own claims hold
    await run_out(b, ids[:2], ago=20.0)  # b died too: a takes over, the oldest first
    await run_out(b, ids[2:], ago=5.0)
    assert await a.claim_run_out(3) == sorted(ids[:2]) + [ids[2]]
    assert await a.claim_run_out(3) == sorted(ids[3:])


async def test_two_sweeping_processes_never_both_get_a_table(two: tuple[Store, Store]) -> None:
    a, b = two
    ids = await started_tables(a, CHANNELS)
    for _ in range(12):  # each round a race
        await run_out(a, ids, ago=100.0)
        got = await asyncio.gather(*(s.claim_run_out(50) for _ in range(3) for s in (a, b)))
        by_a = {g for i, found in enumerate(got) if i % 2 == 0 for g in found}
        by_b = {g for i, found in enumerate(got) if i % 2 == 1 for g in found}
        assert not by_a & by_b
        assert sorted(by_a | by_b) == ids
        assert await owners(a) == {g: {"a" if g in by_a else "b"} for g in ids}


async def test_sweeps_and_resumes_at_once_never_both_get_a_table(
    two: tuple[Store, Store],
) -> None:
    """A process resuming at start-up (``tables_to_announce``) while another sweeps: both
    lock a table's own row first, then its outbox rows in one order."""
    a, b = two
    ids = await started_tables(a, CHANNELS)
    for _ in range(12):
        await run_out(a, ids, ago=100.0)
        sweeps = [b.claim_run_out(50) for _ in range(3)]
        resumes = [a.tables_to_announce() for _ in range(3)]
        got = await asyncio.gather(*sweeps, *resumes)
        by_b = {g for found in got[:3] for g in found}
        by_a = {g for found in got[3:] for g, _ in found}
        assert not by_a & by_b
        assert sorted(by_a | by_b) == ids


async def test_sweeps_and_sent_marks_at_once_never_deadlock(two: tuple[Store, Store]) -> None:
    """A process marking a table's rows sent (its targets in any order) while two sweep: all
    lock a table's rows in one order, so none waits in a circle."""
    a, b = two
    ids = await started_tables(a, CHANNELS)
    rows = await a.select_admin("SELECT game_id, target FROM outbox ORDER BY game_id, target")
    targets = {g: sorted((t for gg, t in rows if gg == g), reverse=True) for g in ids}
    for _ in range(20):
        await run_out(a, ids, ago=100.0)
        marks = [a.announced(g, -1, targets[g]) for g in ids]  # writes each row, deletes none
        sweeps = [s.claim_run_out(50) for _ in range(2) for s in (a, b)]
        await asyncio.gather(*marks, *sweeps)
    assert (
        await a.select_admin("SELECT game_id, target FROM outbox ORDER BY game_id, target") == rows
    )


async def test_with_nothing_run_out_a_sweep_is_one_indexed_query(tmp_path: Path) -> None:
    """The sweep runs every few seconds in every process: with nothing run out it is one
    query, which reads the index on ``claimed_until`` (never every unsent row)."""
    store = await Store.open(str(tmp_path / "plan.db"), owner="a")
    try:
        await started_tables(store, CHANNELS)  # unsent rows, all claimed live
        statements: list[str] = []
        await store.connection.set_trace_callback(statements.append)
        assert await store.claim_run_out(50) == []
        await store.connection.set_trace_callback(None)
        queries = [s for s in statements if s.split()[0] not in ("BEGIN", "COMMIT", "PRAGMA")]
        assert len(queries) == 1, queries
        plan = await store.select_admin("EXPLAIN QUERY PLAN " + queries[0])
        steps = [str(step[-1]) for step in plan]
        assert not [s for s in steps if s.startswith("SCAN outbox")], steps
        assert any("outbox_claimed_until" in s for s in steps), steps
    finally:
        await store.close()
