"""The web view under load: 1,000 open streams over 200 tables on one process while moves arrive.

One process (this one) plays the bot's part and serves the web view beside it, as ``bot.py``
does with ``WEB_PORT``: a SQLite store, the table service, 200 ILIOS tables (a human and a
random bot each, first played on by 0 to ``--spread`` moves, unmeasured, so that every stage of
a game is there and a move's cost hardly drifts as the games go on), and the web application
on a local port, reading through a connection of its own (``web.server.reader_of``). A second
process plays the
watchers: 1,000 server-sent-event streams (5 per table) from 125 loopback addresses (8 each,
the per-address bound), each fetching the new picture after every update as the page does.

Moves arrive at a steady rate on random tables, in turns: with no web view at all (the
baseline), then with the 1,000 streams open, and so on (``--rounds`` with them, each between two
without: the load of a shared machine drifts, and both sides see the same stretches of it). A
move is what the bot does for ``/move``: the
service's ``act`` (the human's commit, the bot's reply and its commit) and drawing the table
picture in a thread, as the delivery does. Reported:

- commit→update: for every (stream, move), from just before ``act`` was called (so the time
  includes both commits and is an upper bound) to the moment that stream received a state of
  the version ``act`` returned, or a later one; p50, p95, max;
- the move's time, p50 and p95, without and with the streams: until ``act`` returned (the
  answer, "✅ Saved", comes then) and until its picture was drawn too; pooled over each side's
  stretches, then each stretch with the streams against the two without on either side
  (paired: what the drift of a shared machine does to a pooled figure shows there);
- this process's CPU per move (every thread) without and with the streams: what serving costs
  the bot, whatever else the machine does; the watchers' CPU per round;
- memory per stream: the serving process's resident memory with the streams open, less before
  they opened, over their number;
- the machine's load average (other work on the machine counts in every figure).

With ``--apart`` the web view runs as ``scripts/web`` does, in a process of its own over the
same database file (it learns of commits by polling it), and the memory is that process's.
``--web-nice 10`` runs it that much lower than the bot (``WEB_NICE``); ``--web-nice 0,10``
gives the rounds each priority in turn and reports each one's rounds apart as well.

The watchers stand in for browsers on other machines, so their process runs at the lowest
priority (``--watchers-nice``, 19 by default): they take what the server leaves.

Run: ``.venv/bin/python benchmarks/web_streams.py [--streams 1000] [--tables 200]
[--rate 10] [--seconds 30] [--rounds 3] [--spread 20] [--apart [--web-nice 0,10]]
[--no-pictures]``. A plain
script, not a test; the figures go in the README.
"""

from __future__ import annotations

import argparse
import asyncio
import gc
import json
import os
import random
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any, NamedTuple, Protocol

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import aiohttp  # noqa: E402
from aiohttp import web  # noqa: E402

from cogs.kit.compose import drawn_tables, images  # noqa: E402
from tabletop.errors import TableError  # noqa: E402
from tabletop.service import Service  # noqa: E402
from tabletop.store import Store  # noqa: E402
from web.app import create_app, view_of  # noqa: E402
from web.links import Links  # noqa: E402
from web.server import reader_of  # noqa: E402

SECRET = "a benchmark secret, long enough"
# The watchers stand in for 1,000 browsers on other machines: on this one they take only what
# the server leaves (at the same priority they would take a core from the bot it measures).
WATCHERS_NICE = 19
PER_ADDRESS = 8
ALICE = 1


def rss_mb(pid: int | None = None) -> float:
    """A process's resident memory in MB (Linux; this one's by default)."""
    with open(f"/proc/{pid or 'self'}/status") as status:
        for line in status:
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    return 0.0


def paired(stretches: list[list[float]]) -> list[float]:
    """How much higher each odd stretch's p95 is (the web view open) than the mean of the two
    stretches beside it (closed), in %: on a shared machine whose load drifts, a stretch is
    compared with its neighbours, not with the whole run."""
    p95 = [percentile(times, 0.95) for times in stretches]
    return [
        round((p95[i] / ((p95[i - 1] + p95[i + 1]) / 2) - 1) * 100, 1)
        for i in range(1, len(p95) - 1, 2)
    ]


def children_cpu() -> float:
    """CPU seconds (user and system) of this process's children that have ended."""
    used = resource.getrusage(resource.RUSAGE_CHILDREN)
    return used.ru_utime + used.ru_stime


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
class Moved(NamedTuple):
    """One move: its table, the version it reached, when it began (wall clock), how long until
    ``act`` returned (the commits: when ``/move`` answers "✅ Saved") and until its picture was
    drawn too."""

    game_id: int
    version: int
    started: float
    answer: float
    whole: float


async def tables(service: Service, count: int) -> list[int]:
    """``count`` ILIOS tables of Alice and a random bot, started; their channels."""
    channels = []
    for channel in range(1, count + 1):
        await service.new_game(channel, 9, ALICE, "Alice", "ilios", {})
        await service.add_bot(channel, ALICE, "random")
        await service.start(channel, ALICE)
        channels.append(channel)
    return channels


async def spread(service: Service, channels: list[int], most: int) -> None:
    """Play each table on by a random 0..``most`` moves first (unmeasured): tables at every
    stage of their games, so the work a move costs hardly drifts from one stretch to the next
    as the games go on (all tables fresh, every move costs more than the one before)."""
    rng = random.Random(most)
    for channel in channels:
        for _ in range(rng.randint(0, most)):
            if await move(service, channel, draw=False) is None:
                break


async def move(service: Service, channel: int, draw: bool = True) -> Moved | None:
    """Alice's first legal move here and the picture the delivery would draw: (game id,
    version reached, when it began, how long it took), or None when the table is over."""
    started = time.time()
    began = time.perf_counter()
    try:
        choices = await service.choices(channel, ALICE)
        if not choices:
            return None
        update = await service.act(channel, ALICE, choices[0].code)
    except TableError:  # the game is over
        return None
    answered = time.perf_counter() - began
    if draw and update.public_view is not None:
        names = [s.name for s in update.table.seats]
        table = update.table
        await images.draw_table(
            update.public_view, names, version=table.version, game_id=table.game_id
        )
    return Moved(
        update.table.game_id, update.table.version, started, answered, time.perf_counter() - began
    )


async def moves(
    service: Service, channels: list[int], rate: float, seconds: float, seed: int
) -> list[Moved]:
    """Moves at ``rate`` a second on random tables for ``seconds`` (each in its own task, so
    a slow one does not hold the next back; one at a time per table)."""
    rng = random.Random(seed)
    busy: set[int] = set()
    done: list[Moved] = []
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


class Stretch(NamedTuple):
    """The moves of one stretch, and this process's CPU seconds (every thread) meanwhile."""

    moves: list[Moved]
    cpu: float


async def stretch(
    args: argparse.Namespace, service: Service, channels: list[int], seed: int
) -> Stretch:
    """One stretch of moves (``moves``), with the CPU this process spent on it."""
    began = time.process_time()
    made = await moves(service, channels, args.rate, args.seconds, seed=seed)
    return Stretch(made, time.process_time() - began)


class Watched(NamedTuple):
    """One round with the web view: the moves, every state the watchers received, and the
    serving process's figures."""

    stretch: Stretch
    received: list[tuple[str, int, float]]
    rss_before: float
    rss_with: float
    streams: int
    polls: int
    builds: int
    offered: int
    made: int  # pictures made ready for the web: drawn there or taken from the bot
    reused: int  # of them, the bot's own
    watchers_cpu: float  # the watchers' process's CPU seconds, all its life


class Server(Protocol):
    """The web view being measured: in this process beside the bot, or in its own."""

    async def start(self) -> int: ...  # the port it listens on

    def rss(self) -> float: ...  # the serving process's resident memory, MB

    async def stats(self) -> dict[str, int]: ...  # open streams, polls, builds, states offered

    async def stop(self) -> None: ...


class InProcess:
    """The web view in the bot's own process (``WEB_PORT`` in the bot's ``.env``)."""

    def __init__(self, args: argparse.Namespace, store: Store) -> None:
        self.args, self.store = args, store
        self.reader: Store | None = None
        self.runner: web.AppRunner | None = None

    async def start(self) -> int:
        self.reader = await reader_of(self.store) if self.args.own_reader else None
        app = create_app(
            self.reader or self.store,
            Links(SECRET, "http://127.0.0.1"),
            max_streams=self.args.streams,
            max_per_address=PER_ADDRESS,
            draw_processes=self.args.draw_processes,
            drawn=None if self.args.no_reuse else drawn_tables.shelve(),
        )
        self.runner = web.AppRunner(app, access_log=None, shutdown_timeout=1)
        await self.runner.setup()
        site = web.TCPSite(self.runner, "0.0.0.0", 0)
        await site.start()
        port: int = self.runner.addresses[0][1]
        return port

    def rss(self) -> float:
        gc.collect()
        return rss_mb()

    async def stats(self) -> dict[str, int]:
        assert self.runner is not None
        view = view_of(self.runner.app)
        return hub_stats(view.hub.open_streams, view.hub.stats) | {
            "pictures_made": view.pictures.drawn,
            "pictures_reused": view.pictures.reused,
        }

    async def stop(self) -> None:
        if self.runner is not None:
            await self.runner.cleanup()
        if self.reader is not None:
            await self.reader.close()


def hub_stats(streams: int, stats: Any) -> dict[str, int]:
    return {
        "streams": streams,
        "polls": stats.polls,
        "builds": stats.builds,
        "offered": stats.offered,
    }


class Apart:
    """The web view in a process of its own over the same database (``scripts/web``): it
    learns of each commit by polling the file."""

    def __init__(self, args: argparse.Namespace, path: Path, nice: int = 0) -> None:
        self.args, self.path, self.nice = args, path, nice
        self.process: asyncio.subprocess.Process | None = None

    async def start(self) -> int:
        self.process = await asyncio.create_subprocess_exec(
            sys.executable,
            __file__,
            "--serve",
            str(self.path),
            "--streams",
            str(self.args.streams),
            "--draw-processes",
            str(self.args.draw_processes),
            "--web-nice",
            str(self.nice),
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
        )
        assert self.process.stdout is not None
        return int((await asyncio.wait_for(self.process.stdout.readline(), 60)).strip())

    def rss(self) -> float:
        assert self.process is not None
        return rss_mb(self.process.pid)

    async def stats(self) -> dict[str, int]:
        assert self.process is not None and self.process.stdin and self.process.stdout
        self.process.stdin.write(b"stats\n")
        await self.process.stdin.drain()
        found: dict[str, int] = json.loads(await self.process.stdout.readline())
        return found

    async def stop(self) -> None:
        assert self.process is not None and self.process.stdin is not None
        self.process.stdin.close()
        await self.process.wait()


async def serve_alone(args: argparse.Namespace) -> None:
    """The ``--serve`` process: the web view over the database file, its port printed; a line
    on stdin asks for its figures, the end of stdin stops it."""
    store = await Store.open(args.serve, owner="web")
    app = create_app(
        store,
        Links(SECRET, "http://127.0.0.1"),
        max_streams=args.streams,
        max_per_address=PER_ADDRESS,
        draw_processes=args.draw_processes,
    )
    runner = web.AppRunner(app, access_log=None, shutdown_timeout=1)
    await runner.setup()
    site = web.TCPSite(runner, "0.0.0.0", 0)
    await site.start()
    print(runner.addresses[0][1], flush=True)
    loop = asyncio.get_running_loop()
    while await loop.run_in_executor(None, sys.stdin.readline):
        hub = view_of(app).hub
        print(json.dumps(hub_stats(hub.open_streams, hub.stats)), flush=True)
    await runner.cleanup()
    await store.close()


async def with_web_view(
    args: argparse.Namespace,
    server: Server,
    service: Service,
    channels: list[int],
    game_ids: list[int],
    seed: int,
) -> Watched:
    """The web view started with the watchers' streams open, moves while they watch, then all
    of it stopped."""
    port = await server.start()
    before = server.rss()
    links = Links(SECRET, "http://127.0.0.1")
    tokens = [links.token(g) for g in game_ids]  # a finished table stays watched
    watcher = await asyncio.create_subprocess_exec(
        sys.executable,
        __file__,
        "--watch",
        f"http://127.0.0.1:{port}",
        "--streams",
        str(args.streams),
        "--watchers-nice",
        str(args.watchers_nice),
        *(["--no-pictures"] if args.no_pictures else []),
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        env={**os.environ, "TROY_TOKENS": json.dumps(tokens)},
    )
    assert watcher.stdout is not None and watcher.stdin is not None
    children_before = children_cpu()
    ready = await asyncio.wait_for(watcher.stdout.readline(), 300)
    assert ready.strip() == b"ready", ready
    with_streams = server.rss()
    open_streams = (await server.stats())["streams"]
    loaded = await stretch(args, service, channels, seed)
    await asyncio.sleep(2)  # the last updates' way out
    watcher.stdin.close()
    out = await watcher.stdout.read()
    await watcher.wait()
    watchers_cpu = children_cpu() - children_before
    received: list[tuple[str, int, float]] = json.loads(out.decode().strip().splitlines()[-1])
    stats = await server.stats()
    await server.stop()
    return Watched(
        loaded,
        received,
        before,
        with_streams,
        open_streams,
        stats["polls"],
        stats["builds"],
        stats["offered"],
        stats.get("pictures_made", 0),
        stats.get("pictures_reused", 0),
        watchers_cpu,
    )


async def serve_and_measure(args: argparse.Namespace) -> dict[str, Any]:
    load_before = [round(x, 2) for x in os.getloadavg()]
    folder = Path(tempfile.mkdtemp(prefix="troy-web-bench-"))
    path = folder / "bench.db"
    store = await Store.open(path)
    service = Service(store, seed_source=lambda: 20261205)
    links = Links(SECRET, "http://127.0.0.1")
    channels = await tables(service, args.tables)
    game_ids = [(await service.table(c)).game_id for c in channels]
    await spread(service, channels, args.spread)

    # Rounds without and with the web view in turn, starting and ending without it: the load
    # of a shared machine drifts, and so both sides see the same stretches of it.
    stretches = [await stretch(args, service, channels, seed=0)]
    rounds: list[Watched] = []
    for n in range(args.rounds):
        nice = args.web_nice[n % len(args.web_nice)]
        server: Server = Apart(args, path, nice) if args.apart else InProcess(args, store)
        rounds.append(
            await with_web_view(args, server, service, channels, game_ids, seed=2 * n + 1)
        )
        stretches += [rounds[-1].stretch, await stretch(args, service, channels, 2 * n + 2)]
    await store.close()
    baseline = [m for s in stretches[::2] for m in s.moves]
    loaded = [m for s in stretches[1::2] for m in s.moves]
    phases = [s.moves for s in stretches]
    open_streams = rounds[0].streams
    before = statistics.median(r.rss_before for r in rounds)
    with_streams_rss = statistics.median(r.rss_with for r in rounds)
    tokens = [links.token(g) for g in game_ids]
    streams_of: dict[str, int] = {}
    for n in range(args.streams):
        streams_of[tokens[n % len(tokens)]] = streams_of.get(tokens[n % len(tokens)], 0) + 1
    token_of = dict(zip(game_ids, tokens, strict=True))
    latencies, missed = updates(rounds, token_of, streams_of)
    base_times = [m.whole for m in baseline]
    load_times = [m.whole for m in loaded]
    base_answers = [m.answer for m in baseline]
    load_answers = [m.answer for m in loaded]
    return {
        "tables": args.tables,
        "streams": open_streams,
        "moves_per_second": args.rate,
        "seconds": args.seconds,
        "pictures": not args.no_pictures,
        "rounds": args.rounds,
        "moves_baseline": len(baseline),
        "moves_with_streams": len(loaded),
        "updates_measured": len(latencies),
        "updates_missed": missed,
        "commit_to_update_p50_ms": round(statistics.median(latencies) * 1000, 1),
        "commit_to_update_p95_ms": round(percentile(latencies, 0.95) * 1000, 1),
        "commit_to_update_max_ms": round(max(latencies) * 1000, 1),
        "answer_p50_ms_without": round(statistics.median(base_answers) * 1000, 1),
        "answer_p95_ms_without": round(percentile(base_answers, 0.95) * 1000, 1),
        "answer_p50_ms_with": round(statistics.median(load_answers) * 1000, 1),
        "answer_p95_ms_with": round(percentile(load_answers, 0.95) * 1000, 1),
        "move_p50_ms_without": round(statistics.median(base_times) * 1000, 1),
        "move_p95_ms_without": round(percentile(base_times, 0.95) * 1000, 1),
        "move_p50_ms_with": round(statistics.median(load_times) * 1000, 1),
        "move_p95_ms_with": round(percentile(load_times, 0.95) * 1000, 1),
        # Each stretch in turn (without, with, without, ...): how far the machine drifted.
        "answer_p95_ms_by_stretch": [
            round(percentile([m.answer for m in phase], 0.95) * 1000, 1) for phase in phases
        ],
        "move_p95_ms_by_stretch": [
            round(percentile([m.whole for m in phase], 0.95) * 1000, 1) for phase in phases
        ],
        # Each stretch with the web view against the two without it on either side, in %.
        "answer_p95_change_paired_pct": paired([[m.answer for m in p] for p in phases]),
        "move_p95_change_paired_pct": paired([[m.whole for m in p] for p in phases]),
        "bot_cpu_ms_per_move_without": round(
            sum(s.cpu for s in stretches[::2]) * 1000 / max(1, len(baseline)), 1
        ),
        "bot_cpu_ms_per_move_with": round(
            sum(s.cpu for s in stretches[1::2]) * 1000 / max(1, len(loaded)), 1
        ),
        # the watchers' whole life (streams opening and closing too) over the rounds
        "watchers_cpu_s_per_round": round(sum(r.watchers_cpu for r in rounds) / args.rounds, 1),
        "rss_mb_before_streams": round(before, 1),
        "rss_mb_with_streams": round(with_streams_rss, 1),
        "kb_per_stream": round((with_streams_rss - before) * 1024 / max(1, open_streams), 1),
        "hub_polls": sum(r.polls for r in rounds),
        "hub_builds": sum(r.builds for r in rounds),
        "states_offered": sum(r.offered for r in rounds),
        "web_pictures_made": sum(r.made for r in rounds),
        "web_pictures_reused": sum(r.reused for r in rounds),
        "load_average_before": load_before,
        "load_average": [round(x, 2) for x in os.getloadavg()],
        "watchers_nice": args.watchers_nice,
        "web_nice": args.web_nice if args.apart else None,
        # With several: each niceness's rounds alone (the same run, its rounds in turn).
        "by_web_nice": by_nice(args, stretches, rounds, token_of, streams_of)
        if args.apart and len(args.web_nice) > 1
        else None,
        "web_view": "apart" if args.apart else "in the bot's process",
        "reuses_bot_pictures": not (args.apart or args.no_reuse),
        "cores": os.cpu_count(),
    }


def updates(
    rounds: list[Watched], token_of: dict[int, str], streams_of: dict[str, int]
) -> tuple[list[float], int]:
    """From commit to every stream's update, in seconds, over ``rounds``; and the updates
    missed."""
    latencies: list[float] = []
    missed = 0
    for watched in rounds:
        by_token: dict[str, list[tuple[int, float]]] = {}
        for token, version, at in watched.received:
            by_token.setdefault(token, []).append((version, at))
        for game_id, version, started, *_ in watched.stretch.moves:
            token = token_of[game_id]
            # every stream of the table: its first state at this version or later
            seen = sorted(at for v, at in by_token.get(token, []) if v >= version)
            wanted = streams_of.get(token, 0)
            hits = seen[:wanted]
            missed += wanted - len(hits)
            latencies += [at - started for at in hits]
    return latencies, missed


def by_nice(
    args: argparse.Namespace,
    stretches: list[Stretch],
    rounds: list[Watched],
    token_of: dict[int, str],
    streams_of: dict[str, int],
) -> dict[str, dict[str, Any]]:
    """Each web view niceness's figures from its own rounds: its stretches against their
    neighbours without the web view, the move and answer p95 pooled over them, its updates."""
    move_paired = paired([[m.whole for m in s.moves] for s in stretches])  # one a round
    answer_paired = paired([[m.answer for m in s.moves] for s in stretches])
    found: dict[str, dict[str, Any]] = {}
    for nice in sorted(set(args.web_nice)):
        mine = [n for n in range(len(rounds)) if args.web_nice[n % len(args.web_nice)] == nice]
        with_web = [m for n in mine for m in stretches[2 * n + 1].moves]
        beside = [m for n in mine for i in (2 * n, 2 * n + 2) for m in stretches[i].moves]
        latencies, missed = updates([rounds[n] for n in mine], token_of, streams_of)
        found[str(nice)] = {
            "rounds": len(mine),
            "commit_to_update_p95_ms": round(percentile(latencies, 0.95) * 1000, 1),
            "updates_missed": missed,
            "move_p95_ms_beside_without": round(
                percentile([m.whole for m in beside], 0.95) * 1000, 1
            ),
            "move_p95_ms_with": round(percentile([m.whole for m in with_web], 0.95) * 1000, 1),
            "answer_p95_ms_beside_without": round(
                percentile([m.answer for m in beside], 0.95) * 1000, 1
            ),
            "answer_p95_ms_with": round(percentile([m.answer for m in with_web], 0.95) * 1000, 1),
            "move_p95_change_paired_pct": [move_paired[n] for n in mine],
            "answer_p95_change_paired_pct": [answer_paired[n] for n in mine],
        }
    return found


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--streams", type=int, default=1000)
    parser.add_argument("--tables", type=int, default=200)
    parser.add_argument("--rate", type=float, default=10.0, help="moves a second")
    parser.add_argument("--seconds", type=float, default=30.0)
    parser.add_argument("--no-pictures", action="store_true")
    parser.add_argument(
        "--spread", type=int, default=20, help="play each table on by up to this many moves first"
    )
    parser.add_argument(
        "--no-reuse",
        action="store_true",
        help="the web view beside the bot draws every picture again (as before it took the bot's)",
    )
    parser.add_argument(
        "--rounds", type=int, default=3, help="rounds with the web view, each between two without"
    )
    parser.add_argument(
        "--draw-processes", type=int, default=1, help="the web view's (WEB_DRAW_PROCESSES)"
    )
    parser.add_argument(
        "--watchers-nice",
        type=int,
        default=WATCHERS_NICE,
        help="how much lower the watchers' process runs (0: as high as the server)",
    )
    parser.add_argument(
        "--shared-connection",
        dest="own_reader",
        action="store_false",
        help="the web view reads through the bot's own connection (as before it had its own)",
    )
    parser.add_argument(
        "--web-nice",
        type=lambda text: [int(n) for n in text.split(",")],
        default=[0],
        help="with --apart: how much lower the web view's process runs than the bot (WEB_NICE); "
        "several, comma-separated: the rounds take them in turn",
    )
    parser.add_argument(
        "--apart",
        action="store_true",
        help="the web view in a process of its own over the same file (scripts/web)",
    )
    parser.add_argument("--watch", help=argparse.SUPPRESS)
    parser.add_argument("--serve", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.serve:
        os.nice(args.web_nice[0])
        asyncio.run(serve_alone(args))
        return
    if args.watch:
        os.nice(args.watchers_nice)
        tokens = json.loads(os.environ["TROY_TOKENS"])
        asyncio.run(watch(args.watch, tokens, args.streams, not args.no_pictures))
        return
    print(json.dumps(asyncio.run(serve_and_measure(args)), indent=1))


if __name__ == "__main__":
    main()
