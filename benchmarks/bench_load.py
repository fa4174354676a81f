"""Capacity of one bot process: many tables moving at once, at a steady offered rate.

The real bot runs inside simcord's in-memory Discord. ``TABLES`` ILIOS tables (7×7, two humans
each) are set up through the service; then, for each offered rate, a generator issues ``/move``
interactions at that rate (open loop: it does not wait for replies), round-robin over the tables
whose previous move was answered, for ``SECONDS`` seconds. Each move is the first legal move of
whoever must act (found with ``service.choices``, as autocomplete does).

Measured per rate: the rate offered and the rate achieved (moves confirmed per second), the
latency of the reply (interaction to "✅ Saved"), of the whole move (hands sent too) and of the
table post (interaction to the table message sent), as median, p95, p99 and max.

Interactions are emitted without simcord's per-operation settling (which would serialise them),
so this uses simcord internals (``simcord.interactions.base_payload`` and the backend's
``emit``). Run: ``.venv/bin/python benchmarks/bench_load.py [tables] [seconds] [rate ...]``.
A plain script, not a test.
"""

from __future__ import annotations

import asyncio
import os
import statistics
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from simcord import Env
from simcord import interactions as sim_interactions
from simcord.actors import _resolve_visible_command
from simcord.enums import AppCommandType, InteractionType

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bot import Settings, TroyBot, create_bot  # noqa: E402

GUILD = 1_000_000_000_000_000_001


@dataclass
class Table:
    channel: Any
    members: tuple[Any, Any]
    busy: bool = False


@dataclass
class Clock:
    """When each interaction was sent, replied to, finished, and its table posted."""

    sent: dict[int, float] = field(default_factory=dict)
    replied: dict[int, float] = field(default_factory=dict)
    finished: dict[int, float] = field(default_factory=dict)
    posted: list[float] = field(default_factory=list)
    by_version: dict[tuple[int, int], int] = field(default_factory=dict)


def instrument(bot: TroyBot, clocks: list[Clock], tables: dict[int, Table]) -> None:
    """Time the reply, the end of the move and the table post (into ``clocks[-1]``) without
    changing them."""
    delivery = bot.delivery
    confirm, announce, post = delivery.confirm, delivery.announce, delivery._post_table

    async def timed_confirm(interaction: Any, update: Any, channel_id: int) -> None:
        await confirm(interaction, update, channel_id)
        clock = clocks[-1]
        clock.replied[interaction.id] = time.perf_counter()
        key = (update.table.game_id, update.table.version)
        clock.by_version[key] = interaction.id

    async def timed_announce(update: Any, interaction: Any = None) -> bool:
        ok = await announce(update, interaction)
        if interaction is not None:
            clocks[-1].finished[interaction.id] = time.perf_counter()
            table = tables.get(update.table.channel_id)
            if table is not None:
                table.busy = False
        return ok

    async def timed_post(update: Any, interaction: Any = None) -> bool:
        ok = await post(update, interaction)
        clock = clocks[-1]
        sent = clock.by_version.get((update.table.game_id, update.table.version))
        if ok and sent is not None:
            clock.posted.append(time.perf_counter() - clock.sent[sent])
        return ok

    delivery.confirm = timed_confirm  # type: ignore[method-assign]
    delivery.announce = timed_announce  # type: ignore[method-assign]
    delivery.tables._post = timed_post


async def set_up(bot: TroyBot, env: Env, guild: Any, count: int) -> dict[int, Table]:
    tables: dict[int, Table] = {}
    for n in range(count):
        channel = guild.create_text_channel(f"table-{n}")
        a = guild.add_member(env.create_user(f"a{n}"))
        b = guild.add_member(env.create_user(f"b{n}"))
        service = bot.service
        await service.new_game(channel.id, GUILD, a.id, a.name, "ilios", {"size": "7"})
        await service.join(channel.id, b.id, b.name)
        update = await service.start(channel.id, a.id)
        await service.announced(update.table.game_id, update.table.version, ["table", a.id, b.id])
        tables[channel.id] = Table(channel, (a, b))
    return tables


def move_payload(env: Env, member: Any, channel: Any, code: str) -> tuple[Any, dict[str, Any]]:
    root = _resolve_visible_command(member, channel.id, "move", AppCommandType.CHAT_INPUT)
    leaf, nesting = sim_interactions.walk_to_subcommand(root, [])
    options, _ = sim_interactions.build_options(
        member, "move", leaf, {"action": code}, channel_id=channel.id
    )
    data = {
        "id": root["id"],
        "name": root["name"],
        "type": AppCommandType.CHAT_INPUT,
        "options": sim_interactions.nest_options(root, nesting, options),
    }
    return sim_interactions.base_payload(
        env.backend,
        type=InteractionType.APPLICATION_COMMAND,
        channel_id=channel.id,
        guild_id=GUILD,
        user_id=member.id,
        data=data,
    )


async def next_move(bot: TroyBot, table: Table) -> tuple[Any, str] | None:
    for member in table.members:
        choices = await bot.service.choices(table.channel.id, member.id)
        if choices:
            return member, choices[0].code
    return None


async def issue(bot: TroyBot, env: Env, table: Table, clock: Clock) -> None:
    """One player's move: look up their moves (as autocomplete does), then send ``/move``."""
    found = await next_move(bot, table)
    if found is None:
        return  # that game is over: the table stays busy, so it is not offered again
    member, code = found
    record, payload = move_payload(env, member, table.channel, code)
    clock.sent[record.id] = time.perf_counter()
    env.backend.emit("INTERACTION_CREATE", payload)


def percentiles(values: list[float]) -> str:
    if not values:
        return "none"
    ms = sorted(1000 * v for v in values)

    def at(q: float) -> float:
        return ms[min(len(ms) - 1, int(q * len(ms)))]

    return (
        f"median {statistics.median(ms):.0f} ms, p95 {at(0.95):.0f}, p99 {at(0.99):.0f}, "
        f"max {ms[-1]:.0f}"
    )


async def run_rate(
    bot: TroyBot, env: Env, tables: dict[int, Table], clock: Clock, rate: float, seconds: float
) -> None:
    order = list(tables.values())
    cursor = 0
    offered = skipped = 0
    tasks: list[asyncio.Task[None]] = []
    cpu = time.process_time()
    start = time.perf_counter()
    tick = 0
    while (now := time.perf_counter()) - start < seconds:
        due = start + tick / rate
        if now < due:
            await asyncio.sleep(due - now)
        tick += 1
        for _ in range(len(order)):
            table = order[cursor % len(order)]
            cursor += 1
            if not table.busy:
                break
        else:
            skipped += 1
            continue
        table.busy = True
        offered += 1
        tasks.append(asyncio.create_task(issue(bot, env, table, clock)))
    elapsed = time.perf_counter() - start
    await asyncio.gather(*tasks)
    offered = len(clock.sent)
    deadline = time.perf_counter() + 30
    while len(clock.finished) < offered and time.perf_counter() < deadline:
        await asyncio.sleep(0.05)
    await bot.delivery.tables.drained()
    done = time.perf_counter() - start
    busy = (time.process_time() - cpu) / done
    replies = [clock.replied[i] - clock.sent[i] for i in clock.replied if i in clock.sent]
    whole = [clock.finished[i] - clock.sent[i] for i in clock.finished if i in clock.sent]
    in_window = [i for i in clock.replied if clock.replied[i] - start <= elapsed]
    print(
        f"offered {offered / elapsed:5.1f} moves/s ({offered} in {elapsed:.0f} s, "
        f"{skipped} ticks with every table busy); achieved {len(in_window) / elapsed:5.1f} "
        f"moves/s ({len(replies)} confirmed, all done after {done:.1f} s)"
    )
    print(f"  reply (✅ Saved):      {percentiles(replies)}")
    print(f"  whole move (hands):   {percentiles(whole)}")
    print(f"  table posted:         {percentiles(clock.posted)}")
    over = sum(1 for r in replies if r > 1.0)
    print(f"  replies over 1 s: {over}; CPU of the bot's process (all its threads): {busy:.2f} s/s")


async def main() -> None:
    count = int(sys.argv[1]) if len(sys.argv) > 1 else 500
    seconds = float(sys.argv[2]) if len(sys.argv) > 2 else 15.0
    rates = [float(r) for r in sys.argv[3:]] or [10.0, 20.0, 30.0, 40.0]
    folder = Path(tempfile.mkdtemp())
    settings = Settings(
        database_path=str(folder / "load.db"),
        dev_guild_id=GUILD,
        render_processes=int(os.environ.get("RENDER_PROCESSES", "0")),
        shard_count=1,  # simcord runs one shard
    )
    bot = create_bot(settings)
    env = Env(bot, settle_timeout=120)
    guild = env.create_guild("Load", id=GUILD)
    started = time.perf_counter()
    await env.start()
    try:
        tables = await set_up(bot, env, guild, count)
        print(f"{count} tables set up in {time.perf_counter() - started:.1f} s")
        clocks: list[Clock] = []
        instrument(bot, clocks, tables)
        for rate in rates:
            clocks.append(Clock())
            await run_rate(bot, env, tables, clocks[-1], rate, seconds)
    finally:
        await env.shutdown()
        await bot.store.close()


if __name__ == "__main__":
    asyncio.run(main())
