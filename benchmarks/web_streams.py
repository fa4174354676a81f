"""The web view under load: 1,000 open streams over 200 tables on one process while moves arrive.

One process (this one) plays the bot's part and serves the web view beside it, as ``bot.py``
does with ``WEB_PORT``: a SQLite store, the table service, 200 ILIOS tables (a human and a
random bot each), and the web application on a local port. A second process plays the
watchers: 1,000 server-sent-event streams (5 per table) from 125 loopback addresses (8 each,
the per-address bound), each fetching the new picture after every update as the page does.

Moves arrive at a steady rate on random tables, twice: first with no web view at all (the
baseline), then with the 1,000 streams open. A move is what the bot does for ``/move``: the
service's ``act`` (the human's commit, the bot's reply and its commit) and drawing the table
picture in a thread, as the delivery does. Reported:

- commit→update: for every (stream, move), from just before ``act`` was called (so the time
  includes both commits and is an upper bound) to the moment that stream received a state of
  the version ``act`` returned, or a later one; p50, p95, max;
- the move's time, p50 and p95, without and with the streams;
- memory per stream: the serving process's resident memory with the streams open, less before
  they opened, over their number;
- the machine's load average (other work on the machine counts in every figure).

Run: ``.venv/bin/python benchmarks/web_streams.py [--streams 1000] [--tables 200]
[--rate 10] [--seconds 30] [--no-pictures]``. A plain script, not a test; the figures go in the
README.
"""

from __future__ import annotations

import argparse
import asyncio
import gc
import json
import os
import random
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import aiohttp  # noqa: E402
from aiohttp import web  # noqa: E402

from render import registry as pictures  # noqa: E402
from tabletop.errors import TableError  # noqa: E402
from tabletop.service import Service  # noqa: E402
from tabletop.store import Store  # noqa: E402
from web.app import create_app, view_of  # noqa: E402
from web.links import Links  # noqa: E402

SECRET = "a benchmark secret, long enough"
PER_ADDRESS = 8
ALICE = 1


def rss_mb() -> float:
    """This process's resident memory in MB (Linux)."""
    with open("/proc/self/status") as status:
        for line in status:
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    return 0.0


def percentile(values: list[float], share: float) -> float:
    if not values:
        return float("nan")
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


# --- the watchers' process -------------------------------------------------------------------
async def watch(base: str, tokens: list[str], streams: int, with_pictures: bool) -> None:
    """Open ``streams`` streams round the tables, say ``ready`` once each has its first state,
    record every state received until stdin closes, then print them as JSON."""
    received: list[tuple[str, int, float]] = []
    first = asyncio.Event()
    opened = 0
    sessions: list[aiohttp.ClientSession] = []
    fetches: set[asyncio.Task[None]] = set()

    async def picture(session: aiohttp.ClientSession, path: str) -> None:
        async with session.get(base + path) as response:
            await response.read()

    async def one(session: aiohttp.ClientSession, token: str) -> None:
        nonlocal opened
        async with session.get(f"{base}/t/{token}/events", timeout=None) as response:
            assert response.status == 200, response.status
            seen_first = False
            async for line in response.content:
                if not line.startswith(b"data: "):
                    continue
                now = time.time()
                state = json.loads(line[6:])
                received.append((token, int(state["version"]), now))
                if not seen_first:
                    seen_first = True
                    opened += 1
                    if opened == streams:
                        first.set()
                elif with_pictures and state.get("image"):
                    task = asyncio.create_task(picture(session, state["image"]))
                    fetches.add(task)
                    task.add_done_callback(fetches.discard)

    tasks = []
    for n in range(streams):
        if n % PER_ADDRESS == 0:
            address = f"127.0.{n // PER_ADDRESS // 250}.{n // PER_ADDRESS % 250 + 1}"
            connector = aiohttp.TCPConnector(limit=0, local_addr=(address, 0))
            sessions.append(aiohttp.ClientSession(connector=connector))
        tasks.append(asyncio.create_task(one(sessions[-1], tokens[n % len(tokens)])))
    await first.wait()
    print("ready", flush=True)
    await asyncio.get_running_loop().run_in_executor(None, sys.stdin.read)
    for task in tasks:
        task.cancel()
    await asyncio.gather(*tasks, return_exceptions=True)
    for session in sessions:
        await session.close()
    print(json.dumps(received), flush=True)


# --- the bot's process -----------------------------------------------------------------------
async def tables(service: Service, count: int) -> list[int]:
    """``count`` ILIOS tables of Alice and a random bot, started; their channels."""
    channels = []
    for channel in range(1, count + 1):
        await service.new_game(channel, 9, ALICE, "Alice", "ilios", {})
        await service.add_bot(channel, ALICE, "random")
        await service.start(channel, ALICE)
        channels.append(channel)
    return channels


async def move(service: Service, channel: int) -> tuple[int, int, float, float] | None:
    """Alice's first legal move here and the picture the delivery would draw: (game id,
    version reached, when it began, how long it took), or None when the table is over."""
    started = time.time()
    began = time.perf_counter()
    choices = await service.choices(channel, ALICE)
    if not choices:
        return None
    try:
        update = await service.act(channel, ALICE, choices[0].code)
    except TableError:
        return None
    if update.public_view is not None:
        names = [s.name for s in update.table.seats]
        await asyncio.to_thread(pictures.draw_table, update.public_view, names)
    return update.table.game_id, update.table.version, started, time.perf_counter() - began


async def moves(
    service: Service, channels: list[int], rate: float, seconds: float, seed: int
) -> list[tuple[int, int, float, float]]:
    """Moves at ``rate`` a second on random tables for ``seconds`` (each in its own task, so
    a slow one does not hold the next back; one at a time per table)."""
    rng = random.Random(seed)
    busy: set[int] = set()
    done: list[tuple[int, int, float, float]] = []
    running: set[asyncio.Task[None]] = set()

    async def one(channel: int) -> None:
        try:
            found = await move(service, channel)
            if found is not None:
                done.append(found)
        finally:
            busy.discard(channel)

    end = time.perf_counter() + seconds
    tick = 1 / rate
    next_at = time.perf_counter()
    while time.perf_counter() < end:
        free = [c for c in channels if c not in busy]
        if free:
            channel = rng.choice(free)
            busy.add(channel)
            task = asyncio.create_task(one(channel))
            running.add(task)
            task.add_done_callback(running.discard)
        next_at += tick
        await asyncio.sleep(max(0.0, next_at - time.perf_counter()))
    await asyncio.gather(*running)
    return done


async def serve_and_measure(args: argparse.Namespace) -> dict[str, Any]:
    folder = Path(tempfile.mkdtemp(prefix="troy-web-bench-"))
    store = await Store.open(folder / "bench.db")
    service = Service(store, seed_source=lambda: 20261205)
    links = Links(SECRET, "http://127.0.0.1")
    channels = await tables(service, args.tables)
    game_ids = [(await service.table(c)).game_id for c in channels]

    baseline = await moves(service, channels, args.rate, args.seconds, seed=1)

    app = create_app(
        store,
        links,
        max_streams=args.streams,
        max_per_address=PER_ADDRESS,
        draw_processes=args.draw_processes,
    )
    runner = web.AppRunner(app, access_log=None, shutdown_timeout=1)
    await runner.setup()
    site = web.TCPSite(runner, "0.0.0.0", 0)
    await site.start()
    port = runner.addresses[0][1]
    gc.collect()
    before = rss_mb()
    tokens = [links.token(g) for g in game_ids]
    watcher = await asyncio.create_subprocess_exec(
        sys.executable,
        __file__,
        "--watch",
        f"http://127.0.0.1:{port}",
        "--streams",
        str(args.streams),
        *(["--no-pictures"] if args.no_pictures else []),
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        env={**os.environ, "TROY_TOKENS": json.dumps(tokens)},
    )
    assert watcher.stdout is not None and watcher.stdin is not None
    ready = await asyncio.wait_for(watcher.stdout.readline(), 300)
    assert ready.strip() == b"ready", ready
    gc.collect()
    with_streams_rss = rss_mb()
    open_streams = view_of(app).hub.open_streams
    loaded = await moves(service, channels, args.rate, args.seconds, seed=2)
    await asyncio.sleep(2)  # the last updates' way out
    watcher.stdin.close()
    out = await watcher.stdout.read()
    await watcher.wait()
    received: list[tuple[str, int, float]] = json.loads(out.decode().strip().splitlines()[-1])
    stats = view_of(app).hub.stats
    await runner.cleanup()
    await store.close()

    by_token: dict[str, list[tuple[int, float]]] = {}
    for token, version, at in received:
        by_token.setdefault(token, []).append((version, at))
    streams_of: dict[str, int] = {}
    for n in range(args.streams):
        streams_of[tokens[n % len(tokens)]] = streams_of.get(tokens[n % len(tokens)], 0) + 1
    token_of = dict(zip(game_ids, tokens, strict=True))
    latencies: list[float] = []
    missed = 0
    for game_id, version, started, _ in loaded:
        token = token_of[game_id]
        # every stream of the table: its first state at this version or later
        seen = sorted(at for v, at in by_token.get(token, []) if v >= version)
        wanted = streams_of.get(token, 0)
        hits = seen[:wanted]
        missed += wanted - len(hits)
        latencies += [at - started for at in hits]
    base_times = [t for *_, t in baseline]
    load_times = [t for *_, t in loaded]
    return {
        "tables": args.tables,
        "streams": open_streams,
        "moves_per_second": args.rate,
        "seconds": args.seconds,
        "pictures": not args.no_pictures,
        "moves_baseline": len(baseline),
        "moves_with_streams": len(loaded),
        "updates_measured": len(latencies),
        "updates_missed": missed,
        "commit_to_update_p50_ms": round(statistics.median(latencies) * 1000, 1),
        "commit_to_update_p95_ms": round(percentile(latencies, 0.95) * 1000, 1),
        "commit_to_update_max_ms": round(max(latencies) * 1000, 1),
        "move_p50_ms_without": round(statistics.median(base_times) * 1000, 1),
        "move_p95_ms_without": round(percentile(base_times, 0.95) * 1000, 1),
        "move_p50_ms_with": round(statistics.median(load_times) * 1000, 1),
        "move_p95_ms_with": round(percentile(load_times, 0.95) * 1000, 1),
        "rss_mb_before_streams": round(before, 1),
        "rss_mb_with_streams": round(with_streams_rss, 1),
        "kb_per_stream": round((with_streams_rss - before) * 1024 / max(1, open_streams), 1),
        "hub_polls": stats.polls,
        "hub_builds": stats.builds,
        "states_offered": stats.offered,
        "load_average": [round(x, 2) for x in os.getloadavg()],
        "cores": os.cpu_count(),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--streams", type=int, default=1000)
    parser.add_argument("--tables", type=int, default=200)
    parser.add_argument("--rate", type=float, default=10.0, help="moves a second")
    parser.add_argument("--seconds", type=float, default=30.0)
    parser.add_argument("--no-pictures", action="store_true")
    parser.add_argument(
        "--draw-processes", type=int, default=1, help="the web view's (WEB_DRAW_PROCESSES)"
    )
    parser.add_argument("--watch", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.watch:
        tokens = json.loads(os.environ["TROY_TOKENS"])
        asyncio.run(watch(args.watch, tokens, args.streams, not args.no_pictures))
        return
    print(json.dumps(asyncio.run(serve_and_measure(args)), indent=1))


if __name__ == "__main__":
    main()
