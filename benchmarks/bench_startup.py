"""Start-up with many live games: open the store, the service, resume due bots, find the unsent
announcements, count the live tables.

It builds a temporary database of 10,000 live tables (9,000 ILIOS games in play at various
points, each with three seats and a few event lines, and 1,000 lobbies; 20 tables have unsent
announcements and 20 have a bot due), then measures a *fresh* process doing what the bot does
at start-up: time, SQL statements run, and peak memory. Run:
``.venv/bin/python benchmarks/bench_startup.py [tables]``. A plain script, not a test.
"""

from __future__ import annotations

import asyncio
import json
import random
import resource
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

TABLES = 10_000
PENDING = 20
BOTS_DUE = 20
TEMPLATES = 50


def _snapshots() -> list[str]:
    """Mid-game ILIOS snapshots (random moves from a fresh set-up), as the store keeps them."""
    from engine.ilios import GAME

    out = []
    for seed in range(TEMPLATES):
        rng = random.Random(seed)
        state = GAME.setup({"size": "7", "expansion": "off"}, 3, seed)
        for _ in range(rng.randint(0, 40)):
            seats = sorted(GAME.to_act(state))
            if not seats:
                break
            seat = seats[0]
            state = GAME.apply(state, seat, rng.choice(list(GAME.legal_actions(state, seat)))).state
        if GAME.to_act(state) == frozenset({0}):
            out.append(json.dumps(GAME.dump(state)))
    return out


async def build(path: Path, tables: int) -> None:
    """The database: migrated by the real store, then filled in bulk."""
    from tabletop.store import Store

    store = await Store.open(path)
    await store.close()
    import sqlite3

    snapshots = _snapshots()
    db = sqlite3.connect(path)
    now = "2026-11-30T10:00:00.000+00:00"
    games, seats, events, outbox = [], [], [], []
    for n in range(1, tables + 1):
        lobby = n % 10 == 0
        due = not lobby and n % (tables // BOTS_DUE) == 1
        snapshot = None if lobby else snapshots[n % len(snapshots)]
        status = "lobby" if lobby else "playing"
        games.append(
            (
                n,
                10_000 + n,
                1,
                "ilios",
                '{"expansion": "off", "size": "7"}',
                status,
                100 + n,
                n,
                0 if lobby else 10,
                snapshot,
                now,
                now,
                int(due),
            )
        )
        users = [None, 200 + n, 300 + n] if due else [100 + n, 200 + n, None]
        for seat, user in enumerate(users):
            seats.append(
                (
                    n,
                    seat,
                    user,
                    f"P{seat}" if user else "Bot 1 (normal)",
                    None if user else "normal",
                )
            )
        if not lobby:
            events += [
                (n, 0, 0, None, "ILIOS begins."),
                (n, 10, 0, None, "P1 raids C2."),
                (n, 10, 1, 1, "You draw a disk."),
            ]
        if not lobby and n % (tables // PENDING) == 2:
            outbox += [(n, 0, 9, 10, 1), (n, 100 + n, 9, 10, 0)]
    db.executemany(
        "INSERT INTO games (id, channel_id, guild_id, game_key, options, status,"
        " host_id, seed, version, snapshot, created, updated, bots_due)"
        " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
        games,
    )
    db.executemany(
        "INSERT INTO seats (game_id, seat, user_id, name, bot_level) VALUES (?, ?, ?, ?, ?)", seats
    )
    db.executemany(
        "INSERT INTO events (game_id, seq, idx, readers, text) VALUES (?, ?, ?, ?, ?)", events
    )
    db.executemany(
        "INSERT INTO outbox (game_id, target, since, version, post) VALUES (?, ?, ?, ?, ?)", outbox
    )
    db.commit()
    db.close()


async def measure(path: str) -> None:
    """What the bot does at start-up, in this (fresh) process; prints one JSON line."""
    started = time.perf_counter()
    from tabletop.service import Service
    from tabletop.store import Store

    imported = time.perf_counter()
    store = await Store.open(path)
    statements = 0

    def count(_: str) -> None:
        nonlocal statements
        statements += 1

    await store.connection.set_trace_callback(count)
    service = Service(store)
    moved = await service.resume()
    pending = await service.pending_updates()
    live = await service.live_count()
    ready = time.perf_counter()
    await store.close()
    peak_kb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    print(
        json.dumps(
            {
                "imports_s": round(imported - started, 3),
                "ready_s": round(ready - imported, 3),
                "statements": statements,
                "live": live,
                "bots_moved": moved,
                "pending_updates": len(pending),
                "peak_rss_mb": round(peak_kb / 1024, 1),
            }
        )
    )


def main() -> None:
    if len(sys.argv) > 2 and sys.argv[1] == "--measure":
        asyncio.run(measure(sys.argv[2]))
        return
    if len(sys.argv) > 3 and sys.argv[1] == "--build":
        asyncio.run(build(Path(sys.argv[2]), int(sys.argv[3])))
        return
    tables = int(sys.argv[1]) if len(sys.argv) > 1 else TABLES
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "startup.db"
        t = time.perf_counter()
        # Built and measured in child processes: Linux carries a parent's peak memory into a
        # forked child's ru_maxrss, so this parent stays small.
        subprocess.run([sys.executable, __file__, "--build", str(path), str(tables)], check=True)
        print(
            f"built {tables} live tables in {time.perf_counter() - t:.1f} s "
            f"({path.stat().st_size / 2**20:.1f} MB)"
        )
        for run in range(3):
            copy = Path(folder) / f"run{run}.db"  # each run starts from the same database
            shutil.copyfile(path, copy)
            t = time.perf_counter()
            out = subprocess.run(
                [sys.executable, __file__, "--measure", str(copy)],
                check=True,
                capture_output=True,
                text=True,
                cwd=ROOT,
            ).stdout
            wall = time.perf_counter() - t
            print(f"run {run + 1}: process {wall:.2f} s in all; {out.strip()}")


if __name__ == "__main__":
    main()
