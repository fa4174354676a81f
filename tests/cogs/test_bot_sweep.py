"""Several processes on one database: what a crashed process had claimed is taken over by a
live one while it runs. Process A (a table service in a child process) starts a table, whose
announcements it claims, and is killed with SIGKILL before posting; the bot (process B, already
running) leaves A's claim alone while it holds, and posts the table and DMs the hands within
one sweep once it has run out. A table the bot itself retries is left to its retry."""

from __future__ import annotations

import os
import select
import signal
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from simtable import DEV_GUILD, World, dms, is_table
from test_bot_delivery import a_move, fail_channel_posts, heal

from cogs.kit.delivery.delivery import QUICK_RETRIES
from cogs.kit.delivery.sweep import SWEEP_SECONDS

ROOT = Path(__file__).resolve().parents[2]
pytestmark = pytest.mark.background_jobs  # the sweep runs on its own, as in production

LEASE = 1.0  # seconds A's claims hold: the real 60 s would make a slow test
WAIT = 60.0  # seconds; far above what a healthy child needs


@pytest.fixture(autouse=True, params=["sqlite", "postgres"])
def backend(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> str:
    """The bot's database on each backend (``make_settings`` reads this at the bot's start)."""
    monkeypatch.setenv("TROY_TEST_BACKEND", str(request.param))
    return str(request.param)


@pytest.fixture
def crashed(world: World) -> Iterator[subprocess.Popen[str]]:
    """Process A on the bot's database: Alice's ILIOS table in #troy, started, not posted."""
    target = world.settings.database_url or world.settings.database_path
    ids = (world.channel.id, DEV_GUILD, world.alice.id, world.bob.id)
    child = subprocess.Popen(
        [sys.executable, "-c", "import crashed_child as c; c.run()", target, "A", str(LEASE)]
        + [str(i) for i in ids],
        cwd=ROOT,
        env={**os.environ, "PYTHONPATH": f"{ROOT}{os.pathsep}{ROOT / 'tests' / 'cogs'}"},
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
    )
    try:
        assert child.stdout is not None
        ready, _, _ = select.select([child.stdout], [], [], WAIT)
        assert ready, "process A never started its table"
        assert child.stdout.readline().split()[0] == "started"
        yield child
    finally:
        if child.poll() is None:
            child.kill()
        child.wait(WAIT)


def tables(world: World) -> list[object]:
    return [m for m in world.channel.history() if is_table(m)]


def hands(world: World, member: object) -> list[object]:
    return [m for m in dms(world, member) if "Your hand" in (m.content or "")]


async def claims(world: World) -> list[tuple[str, float]]:
    rows = await world.bot.store.select_admin("SELECT claimed_by, claimed_until FROM outbox")
    return [(str(owner), float(until)) for owner, until in rows]


async def test_a_crashed_process_table_is_posted_by_a_live_one(
    world: World, crashed: subprocess.Popen[str]
) -> None:
    held = await claims(world)
    assert held and {owner for owner, _ in held} == {"A"}  # the table and both hands
    assert (
        await world.bot.get_cog("GameCog").sweep.run_once() == 0
    )  # A's claim holds: A may be posting it
    await world.env.advance_time(SWEEP_SECONDS + 1)
    assert not tables(world) and not hands(world, world.alice)

    os.kill(crashed.pid, signal.SIGKILL)  # before posting anything
    assert crashed.wait(WAIT) == -signal.SIGKILL
    time.sleep(max(until for _, until in held) - time.time() + 0.05)  # A's claims run out
    await world.env.advance_time(SWEEP_SECONDS + 1)  # one sweep, at most

    assert len(tables(world)) == 1, "the crashed process's table was never posted"
    assert len(hands(world, world.alice)) == 1 and len(hands(world, world.bob)) == 1
    assert await claims(world) == []  # all sent
    await world.env.advance_time(SWEEP_SECONDS + 1)
    assert len(tables(world)) == 1 and len(hands(world, world.alice)) == 1  # once


async def test_a_table_the_bot_retries_is_left_to_its_retry(
    world: World, crashed: subprocess.Popen[str]
) -> None:
    crashed.kill()
    crashed.wait(WAIT)
    await world.bot.store.execute_admin("UPDATE outbox SET claimed_until=0")  # A is long dead
    fail_channel_posts(world, world.channel.id)
    await world.env.advance_time(SWEEP_SECONDS + 1)  # taken over; Discord refuses the table
    assert not tables(world) and len(hands(world, world.bob)) == 1
    game_id = (await world.bot.service.table(world.channel.id)).game_id
    assert game_id in world.bot.delivery.retrying()
    await world.bot.store.execute_admin("UPDATE outbox SET claimed_until=0")  # backing off
    assert (
        await world.bot.get_cog("GameCog").sweep.run_once() == 0
    )  # the retry here sends it, not the sweep
    heal(world)
    await world.env.advance_time(max(QUICK_RETRIES) + 1)
    assert len(tables(world)) == 1 and await claims(world) == []
    await a_move(world)  # the table goes on from here
    await world.env.settle()
    assert len(tables(world)) >= 1 and await claims(world) == []
