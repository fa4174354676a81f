"""A table service process that starts a game and dies before posting it (``test_bot_sweep``).

Run as ``python -c "import crashed_child as c; c.run()" DATABASE NAME LEASE CHANNEL GUILD HOST
GUEST``: on the shared database (a SQLite path or a PostgreSQL URL), as process ``NAME`` whose
claims hold ``LEASE`` seconds, the host opens an ILIOS table in ``CHANNEL``, the guest joins and
the host starts it: the start's announcements (the table, both hands) are committed, claimed by
this process, and never posted. It prints ``started GAME_ID`` and waits to be killed.
"""

from __future__ import annotations

import asyncio
import sys

from tabletop.service import Service
from tabletop.store import Store


async def main(path: str, name: str, lease: float, ids: list[int]) -> None:
    channel, guild, host, guest = ids
    store = await Store.open(path, owner=name, lease=lease)
    service = Service(store, seed_source=lambda: 20261129)
    await service.new_game(channel, guild, host, "alice", "ilios", {})
    await service.join(channel, guest, "bob")
    update = await service.start(channel, host)
    print("started", update.table.game_id, flush=True)
    await asyncio.to_thread(sys.stdin.read)  # killed before this returns


def run() -> None:
    path, name, lease, *ids = sys.argv[1:]
    asyncio.run(main(path, name, float(lease), [int(i) for i in ids]))
