"""Posts of one table go out in version order; one overtaken while it waited is dropped; tables
do not wait on each other; a failed post does not stop the next."""

from __future__ import annotations

import asyncio

from cogs.kit.delivery.ordering import TableQueue
from tabletop.models import PLAYING, TableInfo, Update


def update(game_id: int, version: int, *, over: bool = False) -> Update:
    table = TableInfo(
        game_id=game_id,
        channel_id=game_id * 10,
        guild_id=None,
        game_key="ilios",
        title="ILIOS",
        status=PLAYING,
        host_id=1,
        options={},
        seats=(),
        version=version,
        min_seats=2,
        max_seats=4,
    )
    outcome = {"winners": []} if over else None
    return Update(table, None, [], {}, [], [], outcome)


async def test_a_hanging_post_is_not_overtaken_and_stale_ones_are_dropped() -> None:
    release = asyncio.Event()
    posted: list[tuple[int, int]] = []

    async def post(u: Update, context: object) -> bool:
        if u.table.version == 1:
            await release.wait()
        posted.append((u.table.game_id, u.table.version))
        return True

    queue = TableQueue(post)
    queue.submit(update(7, 1))
    await asyncio.sleep(0)  # version 1 is now being posted, and hangs
    queue.submit(update(7, 2))
    queue.submit(update(7, 3))  # overtakes 2 while it waits
    queue.submit(update(7, 2))  # late duplicate: older than what waits
    queue.submit(update(8, 5))  # another table does not wait on table 7
    await asyncio.sleep(0.01)
    assert posted == [(8, 5)]
    release.set()
    await queue.drained()
    assert posted == [(8, 5), (7, 1), (7, 3)]
    queue.submit(update(7, 3))  # a retry of what was posted already
    await queue.drained()
    assert posted == [(8, 5), (7, 1), (7, 3)]
    assert queue.posted(7) == 3


async def test_a_failed_post_is_not_counted_as_posted() -> None:
    tries: list[int] = []

    async def post(u: Update, context: object) -> bool:
        tries.append(u.table.version)
        if u.table.version == 1:
            raise RuntimeError("renderer on fire")
        return u.table.version != 2

    queue = TableQueue(post)
    for version in (1, 2):
        queue.submit(update(3, version))
        await queue.drained(3)
    assert queue.posted(3) is None
    queue.submit(update(3, 2))  # the retry of a refused post goes out again
    await queue.drained()
    queue.submit(update(3, 4, over=True))
    await queue.drained()
    assert tries == [1, 2, 2, 4]
    assert queue.posted(3) is None  # a finished game keeps nothing
