"""Other tables' ``/move`` replies while 20 tables have ``hard`` bots thinking at once.

The real bot runs inside simcord's in-memory Discord (as in ``bench_load.py``, whose helpers
this uses). ``OTHERS`` ILIOS tables of two humans take ``/move`` at a steady offered rate; the
reply time (interaction to "✅ Saved") is measured first alone, then while ``HARD`` Iliad tables
(a human against the ``hard`` bot) keep their bots thinking: each of those humans plays as soon
as their bot has moved (through the service and the delivery, as a ``/move`` does), so every
hard table always has a decision queued or searching in the worker processes
(``BOT_PROCESSES``, default 2). Printed: the reply percentiles both ways, the hard decisions made
and their time from the human's move to the bot's (queueing included), and any fallbacks.

Run: ``.venv/bin/python benchmarks/bench_hard_load.py [hard tables] [seconds] [rate]``.
A plain script, not a test.
"""

from __future__ import annotations

import asyncio
import os
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from simcord import Env

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from bench_load import Clock, instrument, percentiles, run_rate, set_up  # noqa: E402

from bot import Settings, TroyBot, create_bot  # noqa: E402

GUILD = 1_000_000_000_000_000_001
OTHERS = 100
HARD_GAME = "iliad"


class HardTables:
    """The tables whose hard bots think: each human moves again as soon as its bot has."""

    def __init__(self, bot: TroyBot, env: Env, guild: Any, count: int) -> None:
        self.bot, self.env, self.guild, self.count = bot, env, guild, count
        self.humans: list[tuple[int, int]] = []  # (channel, user)
        self.decisions: list[float] = []  # seconds from the human's move to the bot's
        self.running = False

    async def open(self, channel_id: int, user_id: int) -> Any:
        service = self.bot.service
        await service.new_game(channel_id, GUILD, user_id, f"h{user_id}", HARD_GAME, {})
        await service.add_bot(channel_id, user_id, "hard")
        return await service.start(channel_id, user_id)

    async def set_up(self) -> None:
        for n in range(self.count):
            channel = self.guild.create_text_channel(f"hard-{n}")
            member = self.guild.add_member(self.env.create_user(f"h{n}"))
            self.humans.append((channel.id, member.id))
            await self.open(channel.id, member.id)

    async def drive(self, channel_id: int, user_id: int) -> None:
        service, delivery = self.bot.service, self.bot.delivery
        while self.running:
            table = (await service.status(channel_id)).table
            await delivery.thinking.drained(table.game_id)  # the bot's move is in
            choices = await service.choices(channel_id, user_id)
            if not choices:
                status = await service.status(channel_id)
                if status.outcome is not None:
                    await delivery.announce(await self.open(channel_id, user_id))
                    continue
                # The bot is still due (a fallback or a lost race): let it think again.
                delivery.thinking.start(channel_id, table.game_id)
                await asyncio.sleep(0.05)
                continue
            started = time.perf_counter()
            update = await service.act(channel_id, user_id, choices[0].code)
            await delivery.announce(update)
            if update.thinking:
                await delivery.thinking.drained(update.table.game_id)
                self.decisions.append(time.perf_counter() - started)

    async def run(self, seconds: float) -> None:
        self.running = True
        drivers = [asyncio.create_task(self.drive(c, u)) for c, u in self.humans]
        await asyncio.sleep(seconds)
        self.running = False
        await asyncio.gather(*drivers)


async def main() -> None:
    hard = int(sys.argv[1]) if len(sys.argv) > 1 else 20
    seconds = float(sys.argv[2]) if len(sys.argv) > 2 else 20.0
    rate = float(sys.argv[3]) if len(sys.argv) > 3 else 10.0
    folder = Path(tempfile.mkdtemp())
    settings = Settings(
        database_path=str(folder / "hard.db"),
        dev_guild_id=GUILD,
        bot_processes=int(os.environ.get("BOT_PROCESSES", "2")),
        render_processes=int(os.environ.get("RENDER_PROCESSES", "0")),
        shard_count=1,  # simcord runs one shard
    )
    bot = create_bot(settings)
    env = Env(bot, settle_timeout=120)
    guild = env.create_guild("Load", id=GUILD)
    await env.start()
    try:
        tables = await set_up(bot, env, guild, OTHERS)
        hard_tables = HardTables(bot, env, guild, hard)
        await hard_tables.set_up()
        clocks: list[Clock] = []
        instrument(bot, clocks, tables)
        print(f"{OTHERS} ILIOS tables at {rate:.0f} /move per second, alone:")
        clocks.append(Clock())
        await run_rate(bot, env, tables, clocks[-1], rate, seconds)
        await bot.service.thinkers.warm()  # started at the first hard decision of the day
        print(f"the same while {hard} {HARD_GAME} tables have hard bots thinking:")
        clocks.append(Clock())
        driving = asyncio.create_task(hard_tables.run(seconds + 5))
        await asyncio.sleep(2)  # every hard table is thinking by now
        await run_rate(bot, env, tables, clocks[-1], rate, seconds)
        await driving
        pool = bot.service.thinkers
        print(
            f"  hard decisions: {len(hard_tables.decisions)} in {seconds + 5:.0f} s "
            f"({settings.bot_processes} worker processes); human move to bot move "
            f"{percentiles(hard_tables.decisions)}; pools replaced {pool.replaced}"
        )
    finally:
        await env.shutdown()
        bot.service.thinkers.shutdown()
        await bot.store.close()


if __name__ == "__main__":
    asyncio.run(main())
