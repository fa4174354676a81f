"""Seconds from Discord answering again to the newest table being in the channel.

Issue 15's third promise: after a Discord error the table comes back within seconds, not after
discord.py's own 25 s of retries. This plays ILIOS through the real bot in simcord's in-memory
Discord (virtual time, so the figures are the bot's schedule, not this machine's speed) and
measures three cases, each many times:

- ``refused``: one table post answered 500, then Discord answers again at once: the seconds from
  the move to its table being posted;
- ``outage``: every channel post fails for a while after a move (5 to 60 s, varied): the seconds
  from the outage's end to the table being posted;
- ``hang``: one table post never answers: the seconds from the move to its table being posted.

Time goes forward in steps of 0.05 s, so a figure is exact to that step.
Run: ``.venv/bin/python benchmarks/bench_recovery.py [--trials 12]``. A plain script, not a test.
"""

from __future__ import annotations

import argparse
import asyncio
import re
import statistics
import sys
import tempfile
from collections.abc import Awaitable, Callable
from datetime import datetime
from pathlib import Path
from typing import Any

import discord
from simcord import Env

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bot import Settings, create_bot  # noqa: E402

GUILD = 1_000_000_000_000_000_001
STEP = 0.05  # virtual seconds per look
GIVE_UP = 120.0
MOVE_LINE = re.compile(r"^-# .* · Move (\d+) ·", re.MULTILINE)


class Table:
    """One ILIOS table of two humans and a bot in a fresh in-memory Discord."""

    def __init__(self, env: Env, bot: Any, channel: Any, members: dict[int, Any]) -> None:
        self.env, self.bot, self.channel, self.members = env, bot, channel, members

    def shown(self) -> dict[int, datetime]:
        """When each move's table was first in the channel (posted, or edited in), by move."""
        out: dict[int, datetime] = {}
        for message in self.channel.history():
            found = MOVE_LINE.search(message.content or "")
            if found and message.attachments:
                when = message.edited_at or message.created_at
                out.setdefault(int(found.group(1)), when)
        return out

    async def version(self) -> int:
        row = await self.bot.store.live_game(self.channel.id)
        return int(row.version)

    async def move(self) -> None:
        """The human to act plays their first legal move with /move."""
        update = await self.bot.service.status(self.channel.id)
        human = next(s for s in update.to_act if s.user_id is not None)
        member = self.members[human.user_id]
        options = await member.autocomplete(self.channel, "move", "action", "")
        await member.slash(self.channel, "move", action=options[0]["value"])

    async def until_shown(self, version: int, since: datetime) -> float:
        """Virtual seconds from ``since`` to a table of ``version`` in the channel."""
        waited = 0.0
        while version not in self.shown():
            if waited > GIVE_UP:
                raise SystemExit(f"the table of move {version} never came back")
            await self.env.advance_time(STEP)
            waited += STEP
        return (self.shown()[version] - since).total_seconds()


async def with_table(seed: int, body: Callable[[Table], Awaitable[float]]) -> float:
    folder = Path(tempfile.mkdtemp())
    settings = Settings(database_path=str(folder / "bench.db"), dev_guild_id=GUILD, shard_count=1)
    bot = create_bot(settings, seed_source=lambda: seed)
    env = Env(bot, settle_timeout=20.0)
    guild = env.create_guild("Bench", id=GUILD)
    channel = guild.create_text_channel("troy")
    alice = guild.add_member(env.create_user("alice"))
    bob = guild.add_member(env.create_user("bob"))
    await env.start()
    try:
        await alice.slash(channel, "game new", game="ilios", options="size=5")
        await bob.slash(channel, "game join")
        await alice.slash(channel, "game bot", level="normal")
        await alice.slash(channel, "game start")
        await env.settle()
        return await body(Table(env, bot, channel, {alice.id: alice, bob.id: bob}))
    finally:
        await env.shutdown()


async def refused(table: Table, _trial: int) -> float:
    table.env.inject_error("POST", f"/channels/{table.channel.id}/messages", status=500)
    since = table.env.now()
    await table.move()
    return await table.until_shown(await table.version(), since)


async def outage(table: Table, trial: int) -> float:
    table.env.inject_error("POST", f"/channels/{table.channel.id}/messages", status=500, times=None)
    await table.move()
    await table.env.advance_time(5.0 + (trial * 55.0 / 11) % 55.0)
    table.env.backend.faults.clear()
    return await table.until_shown(await table.version(), table.env.now())


async def hang(table: Table, _trial: int) -> float:
    send = discord.TextChannel.send
    never = asyncio.Event()
    hung: list[int] = []

    async def slow_send(channel: Any, *args: Any, **kwargs: Any) -> Any:
        if not kwargs.get("files") or hung:
            return await send(channel, *args, **kwargs)
        hung.append(1)
        await table.env.external_wait(never.wait(), reason="a table post that never answers")
        raise AssertionError("unreachable")

    setattr(discord.TextChannel, "send", slow_send)  # noqa: B010 (a hang for one post)
    try:
        since = table.env.now()
        await table.move()
        return await table.until_shown(await table.version(), since)
    finally:
        setattr(discord.TextChannel, "send", send)  # noqa: B010


CASES: dict[str, Callable[[Table, int], Awaitable[float]]] = {
    "refused": refused,
    "outage": outage,
    "hang": hang,
}


async def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--trials", type=int, default=12)
    parser.add_argument("--case", choices=sorted(CASES), action="append", help="default: all")
    args = parser.parse_args()
    print(f"{args.trials} trials a case, virtual seconds (steps of {STEP} s)")
    print(f"{'case':<9} {'median':>7} {'max':>6}   what is timed")
    what = {
        "refused": "a 500 on the table post, then Discord answers: move to table",
        "outage": "every post fails for 5-60 s: outage's end to table",
        "hang": "a table post never answers: move to table",
    }
    for name in args.case or list(CASES):
        case = CASES[name]
        figures = []
        for trial in range(args.trials):

            async def body(table: Table, trial: int = trial, case: Any = case) -> float:
                return float(await case(table, trial))

            figures.append(await with_table(trial + 1, body))
        print(
            f"{name:<9} {statistics.median(figures):>6.2f}s {max(figures):>5.2f}s   {what[name]}",
            flush=True,
        )


if __name__ == "__main__":
    asyncio.run(main())
