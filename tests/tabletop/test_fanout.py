"""One Update per version: every human's hand, who is sent what, public buttons, images."""

from __future__ import annotations

from typing import Any

import pytest
from tabletop_race import ALICE, BOB, CAROL, CHANNEL, GUILD, RACE, deliver

from engine.core.said import english
from tabletop.models import Update
from tabletop.offers import Offer, OfferCache
from tabletop.service import Service


async def started(service: Service, *users: int, **options: str) -> Update:
    await service.new_game(CHANNEL, GUILD, ALICE, "Alice", "race", dict(options))
    for user in users:
        await service.join(CHANNEL, user, f"User {user}")
    return await service.start(CHANNEL, ALICE)


async def test_start_sends_every_hand_with_its_moves(service: Service) -> None:
    update = await started(service, BOB)
    assert set(update.hands) == {ALICE, BOB}
    assert all(hand.send for hand in update.hands.values())
    alice, bob = update.hands[ALICE], update.hands[BOB]
    assert (alice.seat, bob.seat) == (0, 1)
    assert alice.view["hand"] and alice.view["seat"] == 0 and bob.view["seat"] == 1
    assert [c.code for c in alice.choices] == [f"play:{v}" for v in sorted(set(alice.view["hand"]))]
    assert bob.choices == ()  # not Bob's turn
    assert update.post_table and update.saved_line == ""
    assert [english(e) for e in update.events] == ["Race begins: Alice and User 102."]


async def test_a_move_tells_the_next_player_and_whoever_has_news(service: Service) -> None:
    update = await deliver(service, await started(service, BOB, CAROL))
    card = update.hands[ALICE].view["hand"][0]
    update = await service.act(CHANNEL, ALICE, f"play:{card}", expected_version=0)
    alice, bob, carol = (update.hands[u] for u in (ALICE, BOB, CAROL))
    assert alice.send and alice.events[0].startswith("You draw a ")  # private news
    assert bob.send and bob.events == () and bob.choices  # must act now
    assert not carol.send and carol.events == () and carol.choices == ()
    assert update.saved_line == update.events[0] == f"Alice plays {card} (total {card})."
    assert update.public_choices == []  # cards in hand are secret
    # Nothing is recomputed for autocomplete: the moves come from the cache of this version.
    assert await service.choices(CHANNEL, BOB) == list(bob.choices)


async def test_open_cards_are_offered_under_the_table(service: Service) -> None:
    update = await started(service, BOB, cards="open")
    hand = update.hands[ALICE]
    assert update.public_choices == list(hand.choices) and len(hand.choices) <= 5
    assert update.public_view is not None and "hands" in update.public_view


async def test_events_run_since_the_last_announcement(service: Service) -> None:
    update = await started(service, BOB)  # never announced: the delivery failed
    card = update.hands[ALICE].view["hand"][0]
    update = await service.act(CHANNEL, ALICE, f"play:{card}")
    assert (
        english(update.events[0]) == "Race begins: Alice and User 102."
    )  # still news for the table
    assert update.hands[BOB].send  # the start's hand was never sent either
    await deliver(service, update)
    card = update.hands[BOB].view["hand"][0]
    update = await service.act(CHANNEL, BOB, f"play:{card}")
    assert update.events == [f"User 102 plays {card} (total {card})."]


async def test_status_is_public_and_survives_the_end(service: Service) -> None:
    update = await deliver(service, await started(service, BOB, target="10"))
    while update.outcome is None:
        user = update.to_act[0].user_id
        assert user is not None
        code = (await service.choices(CHANNEL, user))[-1].code
        update = await deliver(service, await service.act(CHANNEL, user, code))
    status = await service.status(CHANNEL)
    assert status.hands == {} and status.outcome == update.outcome
    assert status.public_view == update.public_view and status.events == update.events
    assert not any(hand.send for hand in update.hands.values())  # no DMs after the end


async def test_locks_are_freed_after_use(service: Service) -> None:
    await started(service, BOB)
    await service.status(CHANNEL)
    await service.new_game(CHANNEL + 1, GUILD, BOB, "Bob", "race", {})
    assert len(service._locks) == 0


async def test_autocomplete_never_lists_the_moves_again(
    service: Service, monkeypatch: pytest.MonkeyPatch
) -> None:
    update = await started(service, BOB)
    calls: list[int] = []
    listing = RACE.legal_actions

    def counted(state: Any, seat: int) -> Any:
        calls.append(seat)
        return listing(state, seat)

    monkeypatch.setattr(RACE, "legal_actions", counted)
    for _ in range(20):  # keystrokes
        assert await service.choices(CHANNEL, ALICE) == list(update.hands[ALICE].choices)
    assert calls == []
    card = update.hands[ALICE].view["hand"][0]
    update = await service.act(CHANNEL, ALICE, f"play:{card}")
    calls.clear()
    for _ in range(20):
        assert await service.choices(CHANNEL, BOB) == list(update.hands[BOB].choices)
    assert calls == []
    service._offers = OfferCache()  # a restart: the first keystroke lists them, once
    for _ in range(20):
        await service.choices(CHANNEL, BOB)
    assert calls == [1]


def test_the_cache_stays_small() -> None:
    cache = OfferCache(size=3)
    for version in range(10):
        cache.fetch((1, version, 0, ()), lambda: Offer((), ()))
    assert len(cache) == 3
    assert cache.get((1, 9, 0, ())) is not None and cache.get((1, 0, 0, ())) is None


async def test_my_hand_comes_with_its_table(service: Service) -> None:
    update = await started(service, BOB)
    card = update.hands[ALICE].view["hand"][0]
    update = await service.act(CHANNEL, ALICE, f"play:{card}")
    table, hand = await service.hand(CHANNEL, BOB)
    assert table == update.table and table.version == 1
    assert hand.view == update.hands[BOB].view and hand.choices == update.hands[BOB].choices
    assert (hand.user_id, hand.seat, hand.events, hand.send) == (BOB, 1, (), False)


async def test_notify_names_whose_decision_starts(service: Service) -> None:
    update = await started(service, BOB, CAROL)
    assert update.notify == {ALICE}  # the start: everyone to act
    await deliver(service, update)
    card = update.hands[ALICE].view["hand"][0]
    update = await service.act(CHANNEL, ALICE, f"play:{card}")
    assert update.notify == {BOB}  # the decision passed to Bob; Alice is not told again


async def test_notify_survives_a_restart_less_who_acted_since(service: Service) -> None:
    update = await deliver(service, await started(service, BOB, CAROL))
    card = update.hands[ALICE].view["hand"][0]
    await service.act(CHANNEL, ALICE, f"play:{card}")  # never announced: the post failed
    (resumed,) = await service.pending_updates()
    assert resumed.notify == {BOB}
    code = (await service.choices(CHANNEL, BOB))[0].code
    await service.act(CHANNEL, BOB, code)  # Bob took his decision before any table went out
    (resumed,) = await service.pending_updates()
    assert resumed.notify == {CAROL}


async def test_a_simultaneous_choice_notifies_each_seat_once(service: Service) -> None:
    update = await deliver(service, await started(service, BOB, opening="yes"))
    assert update.notify == {ALICE, BOB}
    code = (await service.choices(CHANNEL, ALICE))[0].code
    update = await service.act(CHANNEL, ALICE, code)
    assert update.notify == set()  # Bob still has the decision he was told of
    assert (await service.status(CHANNEL)).notify == set()  # /game status notifies nobody
