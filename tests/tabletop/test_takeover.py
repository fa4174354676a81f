"""Take-over and hand-back: /game sub, /game away, /game back in the service, over Race."""

from __future__ import annotations

import pytest
from tabletop_race import ALICE, BOB, CAROL, CHANNEL, DAVE, GUILD, db_dump, deliver

from engine.core.said import english
from tabletop.errors import AlreadySeated, GameOver, NotHost, NotSeated
from tabletop.models import SeatInfo, Update
from tabletop.service import Service
from tabletop.store import Store
from tabletop.takeover import (
    AWAY_MARK,
    NoBotSeat,
    NoSuchSeat,
    NotAway,
    NotPlayingYet,
    SeatHasHuman,
)


async def alice_and_bot(service: Service) -> Update:
    await service.new_game(CHANNEL, GUILD, ALICE, "Alice", "race", {})
    await service.add_bot(CHANNEL, ALICE, "normal")
    return await deliver(service, await service.start(CHANNEL, ALICE))


async def alice_and_bob(service: Service) -> Update:
    await service.new_game(CHANNEL, GUILD, ALICE, "Alice", "race", {})
    await service.join(CHANNEL, BOB, "Bob")
    return await deliver(service, await service.start(CHANNEL, ALICE))


async def first_move(service: Service, user_id: int) -> Update:
    choices = await service.choices(CHANNEL, user_id)
    return await deliver(service, await service.act(CHANNEL, user_id, choices[0].code))


async def play_out(service: Service, update: Update) -> Update:
    for _ in range(500):
        if update.outcome is not None:
            return update
        (seat,) = [s for s in update.to_act if s.user_id is not None]
        assert seat.user_id is not None
        update = await first_move(service, seat.user_id)
    raise AssertionError("game did not end")


async def test_sub_into_a_bot_seat_then_play_to_the_end(service: Service, store: Store) -> None:
    started = await alice_and_bot(service)
    change = await service.sub(CHANNEL, ALICE, False, CAROL, "Carol")
    update = change.update
    assert update.table.version == started.table.version  # a seat change is not an action
    assert update.table.seats[1].user_id == CAROL and update.table.seats[1].name == "Carol"
    assert english(change.line) == "Carol takes over seat 2 from Bot 1 (normal)."
    assert update.hands[CAROL].send and update.hands[ALICE].send is False
    await deliver(service, update)
    finished = await play_out(service, await service.status(CHANNEL))
    results = await store.results(finished.table.game_id)
    assert [r.user_id for r in results] == [ALICE, CAROL]  # whoever holds the seat at the end
    log = await store.events(finished.table.game_id, since_seq=-1, public_only=True)
    assert any("takes over seat 2" in english(e.text) for e in log)


async def test_away_bot_moves_at_once_then_back_and_play(service: Service, store: Store) -> None:
    started = await alice_and_bob(service)
    assert [s.user_id for s in started.to_act] == [ALICE]
    change = await service.away(CHANNEL, ALICE, "normal")
    assert "Alice is away" in english(change.line)
    update = await deliver(service, change.update)
    seat = update.table.seats[0]
    assert seat.is_bot and seat.user_id is None and seat.name == "Alice" + AWAY_MARK
    assert update.table.version == started.table.version + 1  # the bot played Alice's turn
    assert ALICE not in update.hands and update.hands[BOB].send
    assert [s.user_id for s in update.to_act] == [BOB]
    with pytest.raises(NotSeated):  # her old buttons
        await service.act(CHANNEL, ALICE, "play:1")
    # Bob moves; the bot answers for Alice's seat at once.
    update = await first_move(service, BOB)
    assert update.table.version == started.table.version + 3
    assert [s.user_id for s in update.to_act] == [BOB]

    # A fresh service over the same store (a restart) still knows whose seat it is.
    again = Service(store)
    change = await again.back(CHANNEL, ALICE, "Alice")
    update = await deliver(service, change.update)
    seat = update.table.seats[0]
    assert (seat.user_id, seat.bot_level, seat.name) == (ALICE, None, "Alice")
    assert english(change.line) == "Alice is back and plays seat 1 again."
    assert update.hands[ALICE].send
    update = await first_move(again, BOB)
    assert [s.user_id for s in update.to_act] == [ALICE]  # no bot plays for her any more
    update = await first_move(again, ALICE)
    assert [s.user_id for s in update.to_act] == [BOB]


async def test_away_at_the_end_credits_the_bot(service: Service, store: Store) -> None:
    await alice_and_bob(service)
    await deliver(service, (await service.away(CHANNEL, BOB, "random")).update)
    finished = await play_out(service, await service.status(CHANNEL))
    results = await store.results(finished.table.game_id)
    assert [r.user_id for r in results] == [ALICE, None]
    with pytest.raises(GameOver):
        await service.back(CHANNEL, BOB, "Bob")


async def test_sub_into_an_away_seat_ends_the_claim(service: Service) -> None:
    await alice_and_bob(service)
    await deliver(service, (await service.away(CHANNEL, BOB, "normal")).update)
    with pytest.raises(AlreadySeated, match="away from seat 2"):
        await service.sub(CHANNEL, ALICE, False, BOB, "Bob")
    change = await service.sub(CHANNEL, DAVE, True, CAROL, "Carol", seat_number=2)  # a moderator
    assert change.update.table.seats[1].user_id == CAROL
    with pytest.raises(NotSeated):
        await service.back(CHANNEL, BOB, "Bob")


async def test_errors_change_nothing(service: Service, store: Store) -> None:
    await service.new_game(CHANNEL, GUILD, ALICE, "Alice", "race", {})
    await service.add_bot(CHANNEL, ALICE, "normal")
    for call in (
        service.sub(CHANNEL, ALICE, False, CAROL, "Carol"),
        service.away(CHANNEL, ALICE, "normal"),
        service.back(CHANNEL, ALICE, "Alice"),
    ):
        with pytest.raises(NotPlayingYet):
            await call
    await deliver(service, await service.start(CHANNEL, ALICE))
    before = await db_dump(store)
    cases = [
        (service.away(CHANNEL, DAVE, "normal"), NotSeated),
        (service.back(CHANNEL, DAVE, "Dave"), NotSeated),
        (service.back(CHANNEL, ALICE, "Alice"), NotAway),
        (service.sub(CHANNEL, DAVE, False, CAROL, "Carol"), NotHost),
        (service.sub(CHANNEL, ALICE, False, ALICE, "Alice"), AlreadySeated),
        (service.sub(CHANNEL, ALICE, False, CAROL, "Carol", seat_number=1), SeatHasHuman),
        (service.sub(CHANNEL, ALICE, False, CAROL, "Carol", seat_number=3), NoSuchSeat),
    ]
    for call, error in cases:
        with pytest.raises(error):
            await call
    assert await db_dump(store) == before
    await service.sub(CHANNEL, ALICE, False, CAROL, "Carol")
    with pytest.raises(NoBotSeat):
        await service.sub(CHANNEL, ALICE, False, DAVE, "Dave")


async def test_a_crash_after_away_leaves_the_bot_due_at_start_up(store: Store) -> None:
    """The seat change marks the bot due in its own transaction: if the process stops before
    the bot moves, start-up plays it."""
    service = Service(store)
    started = await alice_and_bob(service)
    away = SeatInfo(0, "Alice" + AWAY_MARK, bot_level="normal")
    await store.change_seat(
        started.table.game_id,
        version=started.table.version,
        seat=away,
        away_user_id=ALICE,
        line="Alice is away.",
        bots_due=True,
    )
    assert await Service(store).resume() == 1
    row = await store.game(started.table.game_id)
    assert row is not None and row.version == started.table.version + 1
