"""What one ``/move`` costs the database, and how long the mover waits for its answer.

The real bot runs inside simcord's in-memory Discord on a SQLite file. Alice and Bob play each
game by ``/move`` (the first move autocomplete offers), a ``normal`` bot beside them where the
game seats one, and for every human move this counts, from the interaction to the moment the bot
is idle again (the reply, the bots' answers, the table and the hands sent):

- statements the connection ran, and of them write transactions (``BEGIN``) and reads outside
  any transaction, through SQLite's own trace callback (every statement, ours and the store's);
- the time from the interaction reaching the bot to the "Saved" reply leaving it (the
  ``on_interaction`` event to the end of ``Delivery.confirm``), so simcord's settle and quiet
  windows, which come after, are not counted.

Run: ``.venv/bin/python benchmarks/bench_move_trips.py [moves per game]``. A plain script, not a
test; the figures go in the README.
"""

from __future__ import annotations

import asyncio
import os
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from simcord import Env

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests"))

from bot import Settings, create_bot  # noqa: E402

GUILD = 1_000_000_000_000_000_001
GAMES = {  # game -> (options, a normal bot seated)
    "ilios": ("size=7", True),
    "heroes": ("", True),
    "iliad": ("", True),
    "siege": ("scenario=day2", False),
}


@dataclass
class Counts:
    """What the database ran during one move."""

    statements: int = 0
    writes: int = 0
    reads: int = 0
    in_tx: bool = False

    def see(self, sql: str) -> None:
        word = sql.lstrip().split(None, 1)[0].upper() if sql.strip() else ""
        if word == "PRAGMA":
            return  # the durability switch around a lazy commit, not a trip of its own
        self.statements += 1
        if word == "BEGIN":
            self.writes += 1
            self.in_tx = True
        elif word in ("COMMIT", "ROLLBACK"):
            self.in_tx = False
        elif not self.in_tx and word in ("SELECT", "WITH"):
            self.reads += 1


@dataclass
class Figures:
    statements: list[int] = field(default_factory=list)
    writes: list[int] = field(default_factory=list)
    reads: list[int] = field(default_factory=list)
    answer_ms: list[float] = field(default_factory=list)


def tracer(counts: list[Counts]) -> Callable[[str], None]:
    def trace(sql: str) -> None:
        if counts:
            counts[-1].see(sql)

    return trace


async def one_game(game: str, moves: int, figures: Figures) -> None:
    folder = Path(tempfile.mkdtemp())
    settings = Settings(
        database_path=str(folder / "bench.db"),
        dev_guild_id=GUILD,
        render_processes=int(os.environ.get("RENDER_PROCESSES", "0")),
        shard_count=1,
    )
    bot = create_bot(settings, seed_source=lambda: 7)
    env = Env(bot)
    guild = env.create_guild("Bench", id=GUILD)
    channel = guild.create_text_channel("troy")
    alice = guild.add_member(env.create_user("alice"))
    bob = guild.add_member(env.create_user("bob"))
    members = {alice.id: alice, bob.id: bob}
    counts: list[Counts] = []
    started: dict[int, float] = {}
    answered: list[float] = []

    async def on_interaction(interaction: Any) -> None:
        started[interaction.id] = time.perf_counter()

    await env.start()
    confirm = bot.delivery.confirm

    async def timed_confirm(interaction: Any, update: Any, channel_id: int) -> None:
        await confirm(interaction, update, channel_id)
        if interaction.id in started:
            answered.append(time.perf_counter() - started.pop(interaction.id))

    bot.delivery.confirm = timed_confirm  # type: ignore[method-assign]
    bot.add_listener(on_interaction)
    await bot.store.trace_statements(tracer(counts))
    options, with_bot = GAMES[game]
    try:
        await alice.slash(channel, "game new", game=game, options=options)
        await bob.slash(channel, "game join")
        if with_bot:
            await alice.slash(channel, "game bot", level="normal")
        await alice.slash(channel, "game start")
        for _ in range(moves):
            update = await bot.service.status(channel.id)
            humans = [s.user_id for s in update.to_act if s.user_id is not None]
            if update.outcome is not None or not humans:
                break
            member = members[humans[0]]
            offered = await member.autocomplete(channel, "move", "action", "")
            if not offered:
                break
            counts.append(Counts())
            before = len(answered)
            await member.slash(channel, "move", action=offered[0]["value"])
            done = counts[-1]
            counts.clear()
            figures.statements.append(done.statements)
            figures.writes.append(done.writes)
            figures.reads.append(done.reads)
            if len(answered) > before:
                figures.answer_ms.append(answered[-1] * 1000)
    finally:
        await env.shutdown()
        await bot.store.close()


def pct(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


async def main() -> None:
    moves = int(sys.argv[1]) if len(sys.argv) > 1 else 30
    print(f"load average before: {os.getloadavg()[0]:.2f} (2 cores)")
    print("game    moves  statements  write tx  reads  answer p50 / p95 ms")
    for game in GAMES:
        figures = Figures()
        await one_game(game, moves, figures)
        print(
            f"{game:7} {len(figures.statements):5}"
            f"  {statistics.mean(figures.statements):10.1f}"
            f"  {statistics.mean(figures.writes):8.1f}"
            f"  {statistics.mean(figures.reads):5.1f}"
            f"  {pct(figures.answer_ms, 0.5):6.1f} / {pct(figures.answer_ms, 0.95):6.1f}"
        )
    print(f"load average after: {os.getloadavg()[0]:.2f}")


if __name__ == "__main__":
    asyncio.run(main())
