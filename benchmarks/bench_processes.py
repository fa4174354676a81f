"""Moves per second held by 1, 2 and 4 service processes on one PostgreSQL database, against
one process on SQLite: 500 ILIOS tables, moves offered at a fixed rate shared out over the
processes (each its own tables), every move committed and its announcement marked, as the bot
does before and after posting. A rate is held when ≥ 95 % of the offered moves are served and
the reply p95 stays under 1 s. The Discord side (drawing, posting) is left out: this measures
what the shared database lets the processes do, which is what several processes change.

Usage: .venv/bin/python benchmarks/bench_processes.py [--seconds 8] [--rates 20,40,...]
(PostgreSQL from Debian's package, through tests/pg_server.py, fsync on.)
"""

from __future__ import annotations

import argparse
import asyncio
import json
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT), str(ROOT / "tests")]

from tabletop.errors import GameOver, StaleAction  # noqa: E402
from tabletop.service import Service  # noqa: E402
from tabletop.store import Store  # noqa: E402

TABLES = 500
ALICE, BOB, GUILD = 11, 12, 1
HELD = 0.95  # share of the offered moves that must be served
MAX_P95 = 1000.0  # ms


async def open_tables(target: str) -> None:
    store = await Store.open(target)
    service = Service(store, seed_source=lambda: 7)
    for channel in range(1, TABLES + 1):
        await service.new_game(channel, GUILD, ALICE, "Alice", "ilios", {"size": "7"})
        await service.join(channel, BOB, "Bob")
        start = await service.start(channel, ALICE)
        await service.announced(start.table.game_id, start.table.version, ["table"])
    await store.close()


# The table's next mover and version, known from the last move's reply (as the bot knows it
# from the table it posted): a /move needs no separate look at the table.
_NEXT: dict[int, tuple[int, int]] = {}


async def move(service: Service, channel: int) -> bool:
    """The player to act makes their first legal move (the choices stand for the autocomplete),
    and the delivery marks the table and both hands sent; False once the game is over."""
    if channel not in _NEXT:
        update = await service.status(channel)
        if update.outcome is not None:
            return False
        user = update.to_act[0].user_id
        assert user is not None
        _NEXT[channel] = (user, update.table.version)
    user, version = _NEXT.pop(channel)
    choices = await service.choices(channel, user)
    try:
        done = await service.act(channel, user, choices[0].code, expected_version=version)
    except (StaleAction, GameOver):
        return True
    await service.announced(done.table.game_id, done.table.version, ["table", ALICE, BOB])
    if done.outcome is not None or not done.to_act:
        return False
    mover = done.to_act[0].user_id
    assert mover is not None
    _NEXT[channel] = (mover, done.table.version)
    return True


async def worker(
    target: str, name: str, rate: float, seconds: float, channels: list[int], start: float
) -> dict[str, Any]:
    """Offer ``rate`` moves a second on ``channels`` (one move at a time per table) from the
    wall-clock ``start``; each reply's time counts from when its move was due."""
    store = await Store.open(target, owner=name)
    service = Service(store)
    free = list(channels)
    latencies: list[float] = []
    missed = 0
    tasks: set[asyncio.Task[None]] = set()

    async def one(channel: int, due: float) -> None:
        goes_on = await move(service, channel)
        latencies.append(1000 * (time.time() - due))
        if goes_on:
            free.append(channel)

    await asyncio.sleep(max(0.0, start - time.time()))
    for k in range(int(rate * seconds)):
        due = start + k / rate
        await asyncio.sleep(max(0.0, due - time.time()))
        if not free:
            missed += 1
            continue
        task = asyncio.create_task(one(free.pop(0), due))
        tasks.add(task)
        task.add_done_callback(tasks.discard)
    ended = start + seconds
    if tasks:
        await asyncio.wait(tasks, timeout=max(0.0, ended + 2 - time.time()))
    for task in list(tasks):  # still waiting 2 s after the end: not served
        task.cancel()
    await asyncio.gather(*tasks, return_exceptions=True)
    await store.close()
    return {
        "offered": int(rate * seconds),
        "missed": missed,
        "latencies": latencies,
    }


def run_processes(target: str, processes: int, rate: float, seconds: float) -> dict[str, Any]:
    """``processes`` OS processes, each a share of the tables and of the rate, started together."""
    start = time.time() + 3.0  # time for every process to open its store
    children = []
    for i in range(processes):
        channels = list(range(i + 1, TABLES + 1, processes))
        args = [
            target,
            f"p{i}",
            str(rate / processes),
            str(seconds),
            json.dumps(channels),
            str(start),
        ]
        children.append(
            subprocess.Popen(
                [sys.executable, __file__, "--worker", *args],
                stdout=subprocess.PIPE,
                text=True,
                cwd=ROOT,
            )
        )
    results = [json.loads(c.communicate(timeout=seconds + 120)[0]) for c in children]
    latencies = sorted(lat for r in results for lat in r["latencies"])
    offered = sum(r["offered"] for r in results)
    served = len(latencies)
    p95 = latencies[int(0.95 * (len(latencies) - 1))] if latencies else float("inf")
    return {
        "rate": rate,
        "served_per_s": served / seconds,
        "held": served >= HELD * offered and p95 < MAX_P95,
        "p95": p95,
        "median": statistics.median(latencies) if latencies else float("inf"),
    }


def measure(label: str, target: str, processes: int, rates: list[float], seconds: float) -> float:
    asyncio.run(open_tables(target))
    best = 0.0
    for rate in rates:
        result = run_processes(target, processes, rate, seconds)
        print(
            f"{label:<22} {rate:5.0f}/s offered: {result['served_per_s']:6.1f}/s served,"
            f" reply median {result['median']:6.0f} ms, p95 {result['p95']:6.0f} ms"
            f" {'held' if result['held'] else 'NOT held'}",
            flush=True,
        )
        if not result["held"]:
            break
        best = rate
    return best


def main() -> None:
    if sys.argv[1:2] == ["--worker"]:
        target, name, rate, seconds, channels, start = sys.argv[2:8]
        result = asyncio.run(
            worker(target, name, float(rate), float(seconds), json.loads(channels), float(start))
        )
        print(json.dumps(result))
        return
    parser = argparse.ArgumentParser()
    parser.add_argument("--seconds", type=float, default=8.0)
    parser.add_argument("--rates", default="100,130,160,190,220,250,280,310,340,370,400,440,480")
    parser.add_argument("--processes", default="1,2,4")
    options = parser.parse_args()
    rates = [float(r) for r in options.rates.split(",")]
    import pg_server

    server = pg_server.PgServer(pg_server.bindir() or Path("/nonexistent"), durable=True)
    try:
        with tempfile.TemporaryDirectory() as folder:
            held = {
                "sqlite 1": measure(
                    "SQLite, 1 process", str(Path(folder) / "b.db"), 1, rates, options.seconds
                )
            }
            for n in (int(p) for p in options.processes.split(",")):
                held[f"pg {n}"] = measure(
                    f"PostgreSQL, {n} process(es)",
                    server.create_database(),
                    n,
                    rates,
                    options.seconds,
                )
    finally:
        server.stop()
    print("held:", ", ".join(f"{k}: {v:.0f}/s" for k, v in held.items()))
    if held.get("pg 1") and held.get("pg 2"):
        print(f"2 processes / 1: {held['pg 2'] / held['pg 1']:.2f}x (goal 1.5x)")
    if held.get("sqlite 1") and held.get("pg 1"):
        print(f"PostgreSQL 1 / SQLite 1: {100 * held['pg 1'] / held['sqlite 1']:.0f} % (goal 80 %)")


if __name__ == "__main__":
    main()
