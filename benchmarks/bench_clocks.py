"""What the turn clocks cost: one tick over many live tables when nothing is due (the loop's
usual case, every 30 s) and when every table times out at once; and a move with its clock armed.

Run: ``.venv/bin/python benchmarks/bench_clocks.py [tables]``. A plain script, not a test. Tables
are two-human ILIOS games in a temporary SQLite file (as the bot runs it).
"""

from __future__ import annotations

import asyncio
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from tabletop.service import Service  # noqa: E402
from tabletop.store import Store  # noqa: E402

T0 = 1_800_000_000.0


async def main(tables: int) -> None:
    now = [T0]
    with tempfile.TemporaryDirectory() as folder:
        store = await Store.open(Path(folder) / "bench.db")
        service = Service(store, seed_source=lambda: 5)
        service.clock = lambda: now[0]
        for n in range(tables):
            await service.new_game(n, 1, 2 * n + 1, "A", "ilios", {}, pace="10m")
            await service.join(n, 2 * n + 2, "B")
            await service.start(n, 2 * n + 1)
        start = time.perf_counter()
        assert await service.tick() == []
        idle = time.perf_counter() - start
        update = await service.status(0)
        user = update.to_act[0].user_id
        assert user is not None
        code = (await service.choices(0, user))[0].code
        start = time.perf_counter()
        await service.act(0, user, code)
        move = time.perf_counter() - start
        now[0] = T0 + 600
        start = time.perf_counter()
        notices = await service.tick()
        due = time.perf_counter() - start
        await store.close()
    print(f"{tables} live tables")
    print(f"  idle tick (nothing due): {idle * 1000:.1f} ms")
    print(f"  one move, clock armed:   {move * 1000:.1f} ms")
    each = due / max(1, len(notices)) * 1000
    print(f"  tick, {len(notices)} timeouts:     {due * 1000:.0f} ms ({each:.1f} ms each)")


if __name__ == "__main__":
    asyncio.run(main(int(sys.argv[1]) if len(sys.argv) > 1 else 500))
