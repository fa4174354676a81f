"""The latency of one move through the whole bot: slash command -> service -> SQLite commit ->
bot reply -> table image rendered and posted -> hands sent by DM.

It runs the real bot inside simcord's in-memory Discord (no network), two humans and a normal
bot on a 7×7 board, and times each human ``/move`` until the game ends. Run:
``.venv/bin/python benchmarks/bench_bot.py [games] [--postgres]`` (``RENDER_PROCESSES=2`` in the
environment draws in worker processes, as the bot setting does; ``--postgres`` keeps the tables
in a throw-away PostgreSQL server with fsync on, ``tests/pg_server.py``, instead of SQLite). A
plain script, not a test.
"""

from __future__ import annotations

import asyncio
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

from simcord import Env

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests"))

from bot import Settings, create_bot  # noqa: E402

GUILD = 1_000_000_000_000_000_001


async def one_game(seed: int, timings: list[float], database_url: str | None = None) -> None:
    folder = Path(tempfile.mkdtemp())
    settings = Settings(
        database_path=str(folder / "bench.db"),
        database_url=database_url,
        dev_guild_id=GUILD,
        render_processes=int(os.environ.get("RENDER_PROCESSES", "0")),
        shard_count=1,  # simcord runs one shard
    )
    bot = create_bot(settings, seed_source=lambda: seed)
    env = Env(bot)
    guild = env.create_guild("Bench", id=GUILD)
    channel = guild.create_text_channel("troy")
    alice = guild.add_member(env.create_user("alice"))
    bob = guild.add_member(env.create_user("bob"))
    members = {alice.id: alice, bob.id: bob}
    await env.start()
    try:
        await alice.slash(channel, "game new", game="ilios", options="size=7 expansion=off")
        await bob.slash(channel, "game join")
        await alice.slash(channel, "game bot", level="normal")
        await alice.slash(channel, "game start")
        while True:
            update = await bot.service.status(channel.id)
            humans = [s.user_id for s in update.to_act if s.user_id is not None]
            if update.outcome is not None or not humans:
                break
            member = members[humans[0]]
            code = (await bot.service.choices(channel.id, member.id))[0].code
            start = time.perf_counter()
            await member.slash(channel, "move", action=code)
            timings.append(time.perf_counter() - start)
    finally:
        await env.shutdown()
        await bot.store.close()


async def main() -> None:
    numbers = [a for a in sys.argv[1:] if not a.startswith("--")]
    games = int(numbers[0]) if numbers else 3
    server = None
    if "--postgres" in sys.argv:
        import pg_server

        found = pg_server.bindir()
        if found is None:
            sys.exit("PostgreSQL is not installed (apt-get install postgresql)")
        server = pg_server.PgServer(found, durable=True)
    timings: list[float] = []
    try:
        for seed in range(games):
            url = server.create_database() if server is not None else None
            await one_game(seed, timings, url)
    finally:
        if server is not None:
            server.stop()
    ms = sorted(1000 * t for t in timings)
    print(
        f"{len(ms)} moves through the bot ({'PostgreSQL' if server else 'SQLite'}): median"
        f" {statistics.median(ms):.0f} ms, mean {statistics.mean(ms):.0f} ms,"
        f" p95 {ms[int(0.95 * (len(ms) - 1))]:.0f} ms"
    )


if __name__ == "__main__":
    asyncio.run(main())
