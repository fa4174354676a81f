"""Reviews in the workers: one per table at a time, progress reported, the same verdicts as a
review judged in place."""

from __future__ import annotations

import asyncio

import pytest

from tabletop.review import Reviewing, review
from tabletop.review_desk import ReviewDesk, ReviewRunning
from tabletop.sample_records import bot_record
from tabletop.thinking import ThinkPool


class Ticks:
    """A clock that moves 1 s each time it is read: progress every other decision."""

    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        self.now += 1.0
        return self.now


async def test_review_in_workers_matches_in_place_and_reports_progress() -> None:
    record = bot_record("heroes", 3, {}, ["A", "B"])
    pool = ThinkPool(1)
    desk = ReviewDesk(pool, clock=Ticks())
    seen: list[tuple[int, int]] = []

    async def progress(done: int, total: int) -> None:
        seen.append((done, total))

    try:
        result = await desk.review(1, record, 0, progress, most=6)
    finally:
        pool.shutdown()
    here = review(Reviewing(record, 0, most=6))
    assert result.verdicts == here.verdicts
    assert seen[0] == (0, 6)
    assert 1 < len(seen) < 6
    assert not desk.running(1)


async def test_a_second_review_at_the_same_table_is_refused() -> None:
    record = bot_record("heroes", 3, {}, ["A", "B"])
    pool = ThinkPool(1)
    desk = ReviewDesk(pool)
    gate = asyncio.Event()

    async def held(done: int, total: int) -> None:
        await gate.wait()

    async def quiet(done: int, total: int) -> None:
        return None

    first = asyncio.create_task(desk.review(1, record, 0, held, most=1))
    try:
        await asyncio.sleep(0)
        assert desk.running(1)
        with pytest.raises(ReviewRunning):
            await desk.review(1, record, 1, quiet, most=1)
        gate.set()
        await first
        assert not desk.running(1)
    finally:
        pool.shutdown()
