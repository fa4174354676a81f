"""A real ``kill -9`` in the middle of a game: every move the service acknowledged is on disk,
and a new process carries the game on from exactly there."""

from __future__ import annotations

import textwrap
from pathlib import Path

from children import kill, read_line, spawn

from tabletop.service import Service
from tabletop.store import Store

CHANNEL, ALICE, BOB = 500, 1, 2

PLAYER = textwrap.dedent(
    """
    import asyncio, sys
    from tabletop.service import Service
    from tabletop.store import Store

    async def main(path):
        service = Service(await Store.open(path), seed_source=lambda: 99)
        await service.new_game(500, None, 1, "Alice", "ilios", {"size": "7"})
        await service.join(500, 2, "Bob")
        await service.add_bot(500, 1, "normal")
        await service.start(500, 1)
        while True:  # Alice and Bob play on and on; the parent kills us mid-game
            update = await service.status(500)
            user = update.to_act[0].user_id
            choice = (await service.choices(500, user))[0]
            done = await service.act(500, user, choice.code)
            print(done.table.version, flush=True)  # acknowledged: the move is committed

    asyncio.run(main(sys.argv[1]))
    """
)


async def test_kill_9_loses_no_acknowledged_move(tmp_path: Path) -> None:
    path = tmp_path / "troy.db"
    process = spawn(PLAYER, str(path))
    acknowledged = [int(read_line(process)) for _ in range(8)]
    kill(process)

    store = await Store.open(path)
    try:
        service = Service(store)
        table = await service.table(CHANNEL)
        assert table.version >= acknowledged[-1]  # nothing acknowledged was lost
        assert await service.replay_matches(CHANNEL)
        # The game carries on in the new process.
        update = await service.status(CHANNEL)
        user = update.to_act[0].user_id
        assert user in (ALICE, BOB)
        choice = (await service.choices(CHANNEL, user))[0]
        after = await service.act(CHANNEL, user, choice.code)
        assert after.table.version > table.version
    finally:
        await store.close()
