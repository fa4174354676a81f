"""Several seats choosing at once in secret: the Race opening, where every seat bids."""

from __future__ import annotations

import itertools

from tabletop_race import ALICE, BOB, CAROL, CHANNEL, GUILD, SEED, deliver

from engine.core.said import english
from tabletop.models import Update
from tabletop.service import Service
from tabletop.store import Store


async def bidding(service: Service, *users: int, bots: int = 0) -> Update:
    await service.new_game(CHANNEL, GUILD, ALICE, "Alice", "race", {"opening": "yes"})
    for user in users:
        await service.join(CHANNEL, user, f"U{user}")
    for _ in range(bots):
        await service.add_bot(CHANNEL, ALICE, "random")
    return await deliver(service, await service.start(CHANNEL, ALICE))


async def test_every_human_is_asked_at_once_and_bots_bid_at_once(service: Service) -> None:
    update = await bidding(service, BOB, bots=2)
    assert [s.user_id for s in update.to_act] == [ALICE, BOB]  # both bots have bid already
    assert update.events[1:] == ["Bot 1 (random) is ready.", "Bot 2 (random) is ready."]
    assert all(
        h.send and [c.code for c in h.choices] == ["ready:1", "ready:2", "ready:3"]
        for h in update.hands.values()
    )


async def test_a_bid_stays_secret_until_all_have_bid(service: Service, store: Store) -> None:
    await bidding(service, BOB, CAROL)
    update = await service.act(CHANNEL, ALICE, "ready:3")
    assert update.events == ["Alice is ready."]
    assert not update.post_table  # a bid changes nothing on the table yet
    assert update.hands[ALICE].events == ("You bid 3.",) and update.hands[ALICE].send
    # Bob and Carol are still asked, but not DMed again whenever someone else bids.
    assert not update.hands[BOB].send and not update.hands[CAROL].send
    assert update.hands[BOB].choices and update.hands[ALICE].choices == ()
    assert update.hands[BOB].view["my_bid"] is None and update.hands[ALICE].view["my_bid"] == 3
    assert update.public_view is not None and update.public_view["bids"] is None
    assert [english(e.text) for e in await store.events(update.table.game_id)] == [
        "Race begins: Alice, U102 and U103.",
        "Alice is ready.",
    ]
    await deliver(service, update)
    await service.act(CHANNEL, CAROL, "ready:1")
    update = await service.act(CHANNEL, BOB, "ready:3")
    assert "Bids revealed: Alice bid 3, U102 bid 3, U103 bid 1." in update.events
    # The two highest bidders hear it in one event to that pair only.
    assert update.hands[ALICE].events == ("You share the highest bid (3).",)
    assert update.hands[BOB].events == ("You bid 3.", "You share the highest bid (3).")
    assert update.hands[CAROL].events == ("You bid 1.",)
    assert [s.user_id for s in update.to_act] == [ALICE]
    assert update.post_table


async def test_the_order_of_arrival_changes_nothing() -> None:
    bids = {ALICE: "ready:2", BOB: "ready:3", CAROL: "ready:1"}
    finals = []
    for order in itertools.permutations(bids):
        store = await Store.open(":memory:")
        try:
            service = Service(store, seed_source=lambda: SEED)
            await bidding(service, BOB, CAROL)
            for user in order:
                update = await service.act(CHANNEL, user, bids[user])
            assert update.events[-1] == "Bids revealed: Alice bid 2, U102 bid 3, U103 bid 1."
            assert [s.user_id for s in update.to_act] == [BOB]  # the highest bid starts
            row = await store.game(update.table.game_id)
            assert row is not None
            finals.append(row.snapshot)
        finally:
            await store.close()
    assert len(finals) == 6 and all(final == finals[0] for final in finals)
