"""The store on each backend: the /move latency (the service's ``act``, committed before it
returns) on SQLite and on PostgreSQL, and the start-up of one process (store open, resume, the
unsent announcements, the live count) with 100,000 stored games on PostgreSQL.

PostgreSQL is a throw-away server with fsync on (``tests/pg_server.py``), so a commit is as
durable as SQLite's ``synchronous=FULL``; or pass ``--url postgresql://…`` of an empty database.
Run: ``.venv/bin/python benchmarks/bench_store_backends.py [moves] [games]``. A plain script.
"""

from __future__ import annotations

import asyncio
import json
import random
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests"))
sys.path.insert(0, str(ROOT / "benchmarks"))

MOVES = 400
GAMES = 100_000


async def move_latency(target: str, moves: int) -> dict[str, float]:
    """Two humans play ILIOS games with random legal moves; each ``act`` is timed."""
    from tabletop.service import Service
    from tabletop.store import Store

    store = await Store.open(target)
    service = Service(store, seed_source=lambda: 7)
    rng = random.Random(1)
    times: list[float] = []
    channel = 0
    to_act: list[int] = []
    while len(times) < moves:
        if not to_act:
            channel += 1
            await service.new_game(channel, 1, 11, "A", "ilios", {})
            await service.join(channel, 22, "B")
            update = await service.start(channel, 11)
            to_act = [s.user_id for s in update.to_act if s.user_id]
            continue
        user = to_act[0]
        code = rng.choice(await service.choices(channel, user)).code
        t = time.perf_counter()
        update = await service.act(channel, user, code)
        times.append(time.perf_counter() - t)
        finished = update.table.status != "playing"
        to_act = [] if finished else [s.user_id for s in update.to_act if s.user_id]
    await store.close()
    times.sort()
    return {
        "p50_ms": round(statistics.median(times) * 1000, 2),
        "p95_ms": round(times[int(len(times) * 0.95)] * 1000, 2),
        "moves": len(times),
    }


async def build_postgres(url: str, games: int, folder: Path) -> None:
    """``bench_startup``'s database of live tables, built in SQLite and moved with the copy
    tool (so the benchmark also moves 100,000 games through it)."""
    from tabletop.store import Store
    from tabletop.store.copy import copy

    path = folder / "startup.db"
    subprocess.run(
        [
            sys.executable,
            str(ROOT / "benchmarks" / "bench_startup.py"),
            "--build",
            str(path),
            str(games),
        ],
        check=True,
    )
    source, target = await Store.open(path), await Store.open(url)
    t = time.perf_counter()
    counts = await copy(source, target)
    print(f"copied {counts['games']} games into PostgreSQL in {time.perf_counter() - t:.1f} s")
    await source.close()
    await target.close()


async def startup(url: str) -> None:
    """What the bot does at start-up, in this fresh process; one JSON line."""
    started = time.perf_counter()
    from tabletop.service import Service
    from tabletop.store import Store

    imported = time.perf_counter()
    store = await Store.open(url)
    service = Service(store)
    moved = await service.resume()
    pending = await service.pending_updates()
    live = await service.live_count()
    ready = time.perf_counter()
    await store.close()
    print(
        json.dumps(
            {
                "imports_s": round(imported - started, 3),
                "ready_s": round(ready - imported, 3),
                "live": live,
                "bots_moved": moved,
                "pending_updates": len(pending),
            }
        )
    )


def main() -> None:
    if len(sys.argv) > 2 and sys.argv[1] == "--startup":
        asyncio.run(startup(sys.argv[2]))
        return
    args = [a for a in sys.argv[1:] if not a.startswith("--url=")]
    urls = [a.split("=", 1)[1] for a in sys.argv[1:] if a.startswith("--url=")]
    moves = int(args[0]) if args else MOVES
    games = int(args[1]) if len(args) > 1 else GAMES
    import pg_server

    server = None
    if not urls:
        found = pg_server.bindir()
        if found is None:
            sys.exit("PostgreSQL is not installed (apt-get install postgresql), or pass --url=")
        server = pg_server.PgServer(found, durable=True)
    try:
        with tempfile.TemporaryDirectory() as tmp:
            folder = Path(tmp)
            moves_url = urls[0] if urls else server.create_database("moves")  # type: ignore[union-attr]
            for name, target in (("sqlite", str(folder / "moves.db")), ("postgres", moves_url)):
                print(f"/move on {name}: {json.dumps(asyncio.run(move_latency(target, moves)))}")
            if server is None:
                return
            url = server.create_database("startup")
            asyncio.run(build_postgres(url, games, folder))
            for run in range(3):
                t = time.perf_counter()
                out = subprocess.run(
                    [sys.executable, __file__, "--startup", url],
                    check=True,
                    capture_output=True,
                    text=True,
                    cwd=ROOT,
                ).stdout
                print(
                    f"start-up run {run + 1}: process {time.perf_counter() - t:.2f} s;"
                    f" {out.strip()}"
                )
    finally:
        if server is not None:
            server.stop()


if __name__ == "__main__":
    main()
