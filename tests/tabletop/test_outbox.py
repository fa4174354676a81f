"""The outbox: what a move must announce is saved with the move, found again after a crash or a
failed post, superseded by newer versions, and gone once announced."""

from __future__ import annotations

import textwrap
from pathlib import Path

from children import kill, read_line, spawn
from tabletop_race import ALICE, BOB, CHANNEL, GUILD, deliver

from tabletop.models import Shown, Update
from tabletop.service import Service
from tabletop.store import Store

# Alice moves (committed, acknowledged), then the post to Discord hangs and we are killed.
MOVER = textwrap.dedent(
    """
    import asyncio, sys
    from tabletop_race import ALICE, BOB, CHANNEL, GUILD, RACE, SEED, deliver
    from tabletop.service import Service
    from tabletop.store import Store
    from engine import registry

    async def main(path):
        registry.register(RACE)
        service = Service(await Store.open(path), seed_source=lambda: SEED)
        await service.new_game(CHANNEL, GUILD, ALICE, "Alice", "race", {})
        await service.join(CHANNEL, BOB, "Bob")
        await deliver(service, await service.start(CHANNEL, ALICE))
        code = (await service.choices(CHANNEL, ALICE))[0].code
        update = await service.act(CHANNEL, ALICE, code)
        print(update.table.version, update.events[0], sep="|", flush=True)
        await asyncio.sleep(3600)  # posting hangs; the parent kills us here

    asyncio.run(main(sys.argv[1]))
    """
)


async def started(service: Service) -> Update:
    await service.new_game(CHANNEL, GUILD, ALICE, "Alice", "race", {"target": "30"})
    await service.join(CHANNEL, BOB, "Bob")
    return await service.start(CHANNEL, ALICE)


async def test_kill_between_commit_and_post_is_announced_at_start_up(tmp_path: Path) -> None:
    path = tmp_path / "troy.db"
    process = spawn(MOVER, str(path))
    version, line = read_line(process).split("|")
    kill(process)

    store = await Store.open(path)
    try:
        service = Service(store)
        (update,) = await service.pending_updates()
        assert update.table.version == int(version) == 1
        assert update.announce_table and update.events == [line]
        assert update.hands[BOB].send and update.hands[BOB].choices  # Bob must act
        assert update.hands[ALICE].send and update.hands[ALICE].events[0].startswith("You draw")
        await service.announced(update.table.game_id, 1, ["table", ALICE, BOB])
        assert await service.pending_updates() == []
    finally:
        await store.close()


async def test_a_newer_version_supersedes_an_unsent_one(service: Service, store: Store) -> None:
    update = await deliver(service, await started(service))
    first = update.hands[ALICE].view["hand"][0]
    update = await service.act(CHANNEL, ALICE, f"play:{first}")  # its post fails
    second = update.hands[BOB].view["hand"][0]
    update = await service.act(CHANNEL, BOB, f"play:{second}")
    rows = await store.pending()
    assert sorted((p.target, p.since, p.version) for p in rows) == [
        (0, 0, 2),  # one row per target: the newest version, news since the last post
        (ALICE, 0, 2),
        (BOB, 0, 2),
    ]
    assert update.events == [
        f"Alice plays {first} (total {first}).",
        f"Bob plays {second} (total {second}).",
    ]
    (pending,) = await service.pending_updates()
    assert pending.events == update.events and pending.table.version == 2
    assert pending.hands == update.hands


async def test_announcing_an_older_version_keeps_the_newer_news(
    service: Service, store: Store
) -> None:
    update = await deliver(service, await started(service))
    card = update.hands[ALICE].view["hand"][0]
    one = await service.act(CHANNEL, ALICE, f"play:{card}")
    card = one.hands[BOB].view["hand"][0]
    two = await service.act(CHANNEL, BOB, f"play:{card}")
    await service.announced(one.table.game_id, 1, ["table"])  # the older post lands late
    (pending,) = await service.pending_updates()
    assert pending.events == two.events[1:]  # only the line of version 2 is still news
    await service.announced(one.table.game_id, 2, ["table", ALICE, BOB])
    assert await service.pending_updates() == []


async def test_only_a_failed_hand_is_retried(service: Service) -> None:
    update = await started(service)
    await service.announced(update.table.game_id, 0, ["table", ALICE])  # Bob's DM failed
    (pending,) = await service.pending_updates()
    assert not pending.announce_table and pending.events == []
    assert pending.hands[BOB].send and not pending.hands[ALICE].send
    assert await service.pending_updates([pending.table.game_id + 1]) == []


async def test_announcing_remembers_what_it_left_in_the_same_breath(service: Service) -> None:
    update = await started(service)
    game_id = update.table.game_id
    shown = Shown(table=(77, frozenset({1})), hands={BOB: 78}, closed={ALICE})
    await service.announced(game_id, 0, ["table", BOB], shown)
    assert await service.live_table(game_id) == (77, frozenset({1}))
    assert await service.message_id(CHANNEL, "hand", BOB) == 78
    assert await service.closed_dms(game_id) == {ALICE: False}
    (pending,) = await service.pending_updates()
    assert [u for u, hand in pending.hands.items() if hand.send] == [ALICE]


async def test_abandoning_drops_what_was_never_announced(service: Service) -> None:
    await started(service)
    await service.abandon(CHANNEL, ALICE, can_manage=False)
    assert await service.pending_updates() == []


async def test_the_end_announces_the_table_only(service: Service) -> None:
    update = await deliver(service, await started(service))
    while update.outcome is None:
        user = update.to_act[0].user_id
        assert user is not None
        update = await service.act(CHANNEL, user, (await service.choices(CHANNEL, user))[-1].code)
    (pending,) = await service.pending_updates()
    assert pending.outcome is not None and pending.announce_table
    assert not any(hand.send for hand in pending.hands.values())
