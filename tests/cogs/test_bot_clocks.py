"""Turn clocks and lobby expiry through the real bot: the service's clock is moved by hand and
the loop ticks once (time advanced, never waited for), across a restart too."""

from __future__ import annotations

from typing import Any

import pytest
from simtable import World, dms, last_public, private, said

from tabletop.clocks import LOBBY_LIFETIME
from tabletop.models import ABANDONED, PLAYING

T0 = 1_800_000_000.0


class Clock:
    def __init__(self) -> None:
        self.now = T0

    def __call__(self) -> float:
        return self.now


def posted(world: World) -> list[Any]:
    return [m for m in world.channel.history() if not m.flags.ephemeral]


def set_clock(world: World, clock: Clock) -> None:
    world.bot.service.clock = clock


async def tick(world: World) -> int:
    count = await world.bot.get_cog("GameCog").clocks.run_once()
    await world.env.settle()
    await world.bot.delivery.tables.drained()  # the tables a timeout posts, in the background
    await world.env.settle()
    return count


async def skirmish_started(world: World, clock: Clock) -> None:
    set_clock(world, clock)
    await world.alice.slash(world.channel, "game new", game="skirmish", pace="10m")
    fields = {f.name: f.value for f in last_public(world).embeds[0].fields}
    assert fields["Pace"] == "10 min per decision"
    await world.bob.slash(world.channel, "game join")
    assert (await world.alice.slash(world.channel, "game start")).ephemeral


async def waiting_user(world: World) -> int:
    update = await world.bot.service.status(world.channel.id)
    assert update.to_act and update.to_act[0].user_id is not None
    return update.to_act[0].user_id


async def test_reminder_then_a_bot_plays_and_a_restart_keeps_the_clock(world: World) -> None:
    clock = Clock()
    await skirmish_started(world, clock)
    first = await waiting_user(world)
    member = world.alice if first == world.alice.id else world.bob
    result = await member.slash(world.channel, "game notify", switch="on")
    assert private(result)

    clock.now = T0 + 299
    assert await tick(world) == 0
    clock.now = T0 + 300
    assert await tick(world) == 1
    assert f"<@{first}>" in (posted(world)[-1].content or "")
    assert any("Your turn" in (m.content or "") for m in dms(world, member))
    assert await tick(world) == 0  # once

    await world.restart()  # the clock lives in the store
    set_clock(world, clock)
    clock.now = T0 + 600
    assert await tick(world) == 1
    texts = [m.content or "" for m in posted(world)]
    # Said once: in the table's lines (the newest shown, all in its Log), never in a message
    # of its own.
    assert all("-# Move " in t for t in texts if "ran out of time" in t), texts
    logged = await world.bot.service.log(world.channel.id, limit=100_000)
    late = [line for line in logged if "ran out of time: a bot played" in line]
    assert late and len(late) == len(set(late)), logged
    update = await world.bot.service.status(world.channel.id)
    assert update.table.status == PLAYING and update.table.version >= 1
    assert await tick(world) == 0  # the new version is timed from now
    table = [m for m in posted(world) if "-# Move " in (m.content or "")][-1]
    assert "⏱ 10 min per decision" in (table.content or "")


async def test_a_lobby_nobody_starts_closes_with_a_message(world: World) -> None:
    clock = Clock()
    set_clock(world, clock)
    await world.alice.slash(world.channel, "game new", game="skirmish")
    lobby = last_public(world)
    clock.now = T0 + LOBBY_LIFETIME
    assert await tick(world) == 1
    assert "nobody started it" in (posted(world)[-1].content or "")
    card = next(m for m in world.channel.history() if m.id == lobby.id)
    assert card.embeds[0].description == "This table is closed."
    row = await world.bot.store.latest_game(world.channel.id)
    assert row is not None and row.status == ABANDONED


async def test_a_bad_pace_is_refused(world: World) -> None:
    result = await world.alice.slash(world.channel, "game new", game="skirmish", pace="soon")
    assert private(result)
    assert "Pace must be" in said(result)
    assert await world.bot.store.live_game(world.channel.id) is None


@pytest.mark.background_jobs
async def test_the_background_loop_ticks_when_time_passes(world: World) -> None:
    """No ``run_once`` here: simcord's virtual time wakes the bot's own loop."""
    clock = Clock()
    await skirmish_started(world, clock)
    first = await waiting_user(world)
    clock.now = T0 + 300
    await world.env.advance_time(world.bot.get_cog("GameCog").clocks.interval + 1)
    assert f"<@{first}>" in (posted(world)[-1].content or "")
