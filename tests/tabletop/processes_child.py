"""A service process for the two-process test (``test_processes.py``): plays its part of the
tables on a shared database and prints what it acknowledges and what it posts, one line each.

Run as ``python -c "import processes_child as c; c.run()" DATABASE NAME PLAN RESUME``: a SQLite path
or a PostgreSQL URL, the process's name (its claims' owner, kept across a restart). ``PLAN`` (JSON)
maps a channel to whom this process moves there: ``"all"`` (every seat), a user id (that player's
moves arrive here, like DMs at shard 0), or ``"race"`` (every move, racing the other process for
it). ``RESUME`` ("own" or "all") names the tables whose unsent announcements it posts first, as a
process does at start-up. Lines: ``ack CHANNEL VERSION SEAT CODE`` once a move is committed, ``post
CHANNEL VERSION`` when an announcement goes out, ``done`` when its tables are over; it then waits
for its stdin to close.
"""

from __future__ import annotations

import asyncio
import json
import sys
from typing import Any

from tabletop_race import RACE, SEED

from engine import registry
from engine.core.errors import NotYourTurn
from tabletop.errors import GameOver, StaleAction
from tabletop.models import Update
from tabletop.service import Service
from tabletop.store import Store


def say(*words: object) -> None:
    print(*words, flush=True)


async def post(service: Service, update: Update) -> None:
    """What the delivery does: post the table (here: say so), then mark it announced."""
    if update.announce_table:
        say("post", update.table.channel_id, update.table.version)
    await service.announced(update.table.game_id, update.table.version, ["table"])


async def play(service: Service, channel: int, who: Any) -> None:
    while True:
        update = await service.status(channel)
        if update.outcome is not None:
            return
        seat = update.to_act[0]
        if who not in ("all", "race") and seat.user_id != who:
            await asyncio.sleep(0.002)  # the other process moves this player
            continue
        assert seat.user_id is not None
        version = update.table.version
        try:
            choices = await service.choices(channel, seat.user_id)
            if not choices:
                continue  # the other process moved since the status: look again
            done = await service.act(
                channel, seat.user_id, choices[0].code, expected_version=version
            )
        except (StaleAction, NotYourTurn, GameOver):
            continue  # the other process moved first: exactly one of us applied it
        say("ack", channel, done.table.version, seat.seat, choices[0].code)
        await post(service, done)


async def main(path: str, name: str, plan: dict[str, Any], resume: str) -> None:
    registry.register(RACE)
    store = await Store.open(path, owner=name)
    service = Service(store, seed_source=lambda: SEED)
    channels = {int(channel): who for channel, who in plan.items()}
    own = [c for c, who in channels.items() if who == "all"] if resume == "own" else channels
    ids = [(await service.table(c)).game_id for c in own]
    for update in await service.pending_updates(ids):
        await post(service, update)
    await asyncio.gather(*(play(service, c, who) for c, who in channels.items()))
    say("done")
    await asyncio.to_thread(sys.stdin.read)  # until the test closes our stdin
    await store.close()


def run() -> None:
    asyncio.run(main(sys.argv[1], sys.argv[2], json.loads(sys.argv[3]), sys.argv[4]))
