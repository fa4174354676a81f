"""The table service over the test game: lobby lifecycle, moves, bots, every error path."""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Coroutine
from typing import Any

import pytest
from tabletop_race import (
    ALICE,
    BOB,
    CAROL,
    CHANNEL,
    DAVE,
    ERIN,
    GUILD,
    RACE,
    SEED,
    db_dump,
    deliver,
)

from engine.core.errors import GameError, IllegalAction, InvalidAction, NotYourTurn
from engine.core.said import english
from tabletop.errors import (
    AlreadySeated,
    AlreadyStarted,
    BadOption,
    GameExists,
    GameOver,
    NoGame,
    NotEnoughPlayers,
    NotHost,
    NotSeated,
    NotStarted,
    StaleAction,
    TableFull,
    UnderWay,
    UnknownBotLevel,
    UnknownGame,
)
from tabletop.models import ABANDONED, FINISHED, LOBBY, PLAYING, Update
from tabletop.service import Service
from tabletop.store import Store


async def two_players(service: Service, **options: str) -> Update:
    """Alice (host, seat 0) and Bob (seat 1), started."""
    await service.new_game(CHANNEL, GUILD, ALICE, "Alice", "race", dict(options))
    await service.join(CHANNEL, BOB, "Bob")
    return await deliver(service, await service.start(CHANNEL, ALICE))


async def play_out(service: Service, channel: int = CHANNEL) -> Update:
    """Humans play their first legal choice until the game ends."""
    update = await service.status(channel)
    for _ in range(500):
        if update.outcome is not None:
            return update
        seat = update.to_act[0]
        assert seat.user_id is not None
        choices = await service.choices(channel, seat.user_id)
        update = await service.act(
            channel, seat.user_id, choices[0].code, expected_version=update.table.version
        )
    raise AssertionError("game did not end")


# --- lobby -----------------------------------------------------------------------------------
async def test_lobby_lifecycle(service: Service) -> None:
    table = await service.new_game(CHANNEL, GUILD, ALICE, "Alice", "race", {"target": "20"})
    assert table.status == LOBBY and table.host_id == ALICE
    assert table.options == {"target": "20", "opening": "no", "cards": "hidden"}
    assert [(s.seat, s.user_id) for s in table.seats] == [(0, ALICE)]
    assert (table.min_seats, table.max_seats, table.title) == (2, 4, "Race")

    table = await service.join(CHANNEL, BOB, "Bob")
    table = await service.add_bot(CHANNEL, BOB, "Normal")
    assert [s.name for s in table.seats] == ["Alice", "Bob", "Bot 1 (normal)"]
    assert table.seats[2].is_bot and table.seats[2].bot_level == "normal"

    table = await service.leave(CHANNEL, ALICE)  # the host leaves: Bob hosts, seats close up
    assert table.host_id == BOB
    assert [(s.seat, s.name) for s in table.seats] == [(0, "Bob"), (1, "Bot 1 (normal)")]
    assert await service.live_count() == 1 and await service.table(CHANNEL) == table

    update = await service.start(CHANNEL, BOB)
    assert update.table.status == PLAYING
    assert [english(e) for e in update.events] == ["Race begins: Bob and Bot 1 (normal)."]
    assert [s.user_id for s in update.to_act] == [BOB]
    assert set(update.hands) == {BOB}
    assert update.public_view is not None and "hand" not in update.public_view
    assert await service.replay_matches(CHANNEL)


async def test_last_human_leaving_abandons(service: Service) -> None:
    await service.new_game(CHANNEL, GUILD, ALICE, "Alice", "race", {})
    await service.add_bot(CHANNEL, ALICE, "random")
    table = await service.leave(CHANNEL, ALICE)
    assert table.status == ABANDONED
    assert await service.live_count() == 0
    with pytest.raises(NoGame):
        await service.table(CHANNEL)
    await service.new_game(CHANNEL, GUILD, BOB, "Bob", "race", {})  # the channel is free again


async def test_abandon_by_host_or_manager(service: Service, store: Store) -> None:
    await service.new_game(CHANNEL, GUILD, ALICE, "Alice", "race", {})
    await service.join(CHANNEL, BOB, "Bob")
    before = await db_dump(store)
    with pytest.raises(NotHost):
        await service.abandon(CHANNEL, BOB, can_manage=False)
    assert await db_dump(store) == before
    table = await service.abandon(CHANNEL, CAROL, can_manage=True)
    assert table.status == ABANDONED
    await service.new_game(CHANNEL, GUILD, BOB, "Bob", "race", {})
    table = await service.abandon(CHANNEL, BOB, can_manage=False)
    assert table.status == ABANDONED


async def test_new_game_errors(service: Service, store: Store) -> None:
    with pytest.raises(UnknownGame, match="race \\(Race\\)"):
        await service.new_game(CHANNEL, GUILD, ALICE, "Alice", "chess", {})
    with pytest.raises(BadOption, match="no option 'colour'"):
        await service.new_game(CHANNEL, GUILD, ALICE, "Alice", "race", {"colour": "red"})
    with pytest.raises(BadOption, match="10, 20, 30"):
        await service.new_game(CHANNEL, GUILD, ALICE, "Alice", "race", {"target": "11"})
    assert await db_dump(store) == {k: [] for k in await db_dump(store)}
    await service.new_game(CHANNEL, GUILD, ALICE, "Alice", "race", {})
    before = await db_dump(store)
    with pytest.raises(GameExists, match="Race"):
        await service.new_game(CHANNEL, GUILD, BOB, "Bob", "race", {})
    assert await db_dump(store) == before
    # A thread is just another channel id.
    await service.new_game(CHANNEL + 1, GUILD, BOB, "Bob", "race", {})


async def test_lobby_errors_change_nothing(service: Service, store: Store) -> None:
    for call in (
        service.join(CHANNEL, BOB, "Bob"),
        service.start(CHANNEL, ALICE),
        service.leave(CHANNEL, ALICE),
        service.add_bot(CHANNEL, ALICE, "random"),
        service.abandon(CHANNEL, ALICE, True),
        service.table(CHANNEL),
        service.act(CHANNEL, ALICE, "play:1"),
        service.choices(CHANNEL, ALICE),
        service.hand(CHANNEL, ALICE),
        service.log(CHANNEL),
    ):
        with pytest.raises(NoGame):
            await call
    await service.new_game(CHANNEL, GUILD, ALICE, "Alice", "race", {})
    before = await db_dump(store)
    cases: list[tuple[type[GameError], Coroutine[Any, Any, object]]] = [
        (AlreadySeated, service.join(CHANNEL, ALICE, "Alice")),
        (NotSeated, service.leave(CHANNEL, BOB)),
        (NotSeated, service.add_bot(CHANNEL, BOB, "random")),
        (UnknownBotLevel, service.add_bot(CHANNEL, ALICE, "godlike")),
        (NotEnoughPlayers, service.start(CHANNEL, ALICE)),
        (NotHost, service.start(CHANNEL, BOB)),
        (NotStarted, service.act(CHANNEL, ALICE, "play:1")),
        (NotStarted, service.hand(CHANNEL, ALICE)),
        (NotSeated, service.act(CHANNEL, BOB, "play:1")),
    ]
    for error, call in cases:
        with pytest.raises(error):
            await call
        assert await db_dump(store) == before, error
    assert await service.choices(CHANNEL, ALICE) == []

    for user, name in ((BOB, "Bob"), (CAROL, "Carol"), (DAVE, "Dave")):
        await service.join(CHANNEL, user, name)
    before = await db_dump(store)
    with pytest.raises(TableFull, match="4 seats"):
        await service.join(CHANNEL, ERIN, "Erin")
    with pytest.raises(TableFull):
        await service.add_bot(CHANNEL, ALICE, "random")
    assert await db_dump(store) == before

    await service.start(CHANNEL, ALICE)
    before = await db_dump(store)
    for error, call in [
        (UnderWay, service.join(CHANNEL, ERIN, "Erin")),
        (AlreadySeated, service.join(CHANNEL, BOB, "Bob")),
        (AlreadyStarted, service.leave(CHANNEL, BOB)),
        (AlreadyStarted, service.add_bot(CHANNEL, ALICE, "random")),
        (AlreadyStarted, service.start(CHANNEL, ALICE)),
        (NotSeated, service.hand(CHANNEL, ERIN)),
    ]:
        with pytest.raises(error):
            await call
        assert await db_dump(store) == before, error


# --- play ------------------------------------------------------------------------------------
async def test_move_errors_change_nothing(service: Service, store: Store) -> None:
    update = await two_players(service)
    version = update.table.version
    assert version == 0
    hand = update.hands[ALICE].view["hand"]
    missing = next(v for v in (1, 2, 3) if v not in hand)
    before = await db_dump(store)
    cases: list[tuple[type[GameError], str, int, int | None]] = [
        (NotYourTurn, "play:1", BOB, None),
        (NotSeated, "play:1", CAROL, None),
        (InvalidAction, "fly:9", ALICE, None),
        (IllegalAction, f"play:{missing}", ALICE, None),
        (StaleAction, f"play:{hand[0]}", ALICE, version + 1),
    ]
    for error, code, user, expected in cases:
        with pytest.raises(error):
            await service.act(CHANNEL, user, code, expected_version=expected)
        assert await db_dump(store) == before, error
    with pytest.raises(NotYourTurn, match="It is not your turn: waiting for Alice."):
        await service.act(CHANNEL, BOB, "play:1")
    assert await service.choices(CHANNEL, BOB) == []
    assert [c.code for c in await service.choices(CHANNEL, ALICE)] == [
        f"play:{v}" for v in sorted(set(hand))
    ]


async def test_a_move_fans_out(service: Service, store: Store) -> None:
    update = await two_players(service)
    card = update.hands[ALICE].view["hand"][0]
    update = await service.act(CHANNEL, ALICE, f"play:{card}", expected_version=0)
    assert update.table.version == 1
    assert update.events == [f"Alice plays {card} (total {card})."]  # names, not "Player 1"
    assert [u for u, h in update.hands.items() if h.events] == [ALICE]
    assert update.hands[ALICE].events[0].startswith("You draw a ")
    assert set(update.hands) == {ALICE, BOB}
    assert update.hands[BOB].view["seat"] == 1
    assert [s.user_id for s in update.to_act] == [BOB]
    assert update.outcome is None
    assert await store.actions(update.table.game_id) == [(1, 0, f"play:{card}")]
    # The private draw is stored, but never in the public log.
    assert [english(line) for line in await service.log(CHANNEL)] == [
        "Race begins: Alice and Bob.",
        english(update.events[0]),
    ]
    status = await service.status(CHANNEL)
    assert status.events == update.events and status.hands == {}
    assert status.public_view == update.public_view
    assert (await service.hand(CHANNEL, BOB))[1].view == update.hands[BOB].view


async def test_whole_game_records_results(service: Service, store: Store) -> None:
    await two_players(service)
    update = await play_out(service)
    assert update.table.status == FINISHED
    assert update.outcome is not None and update.outcome["winners"]
    assert update.to_act == []
    results = await store.results(update.table.game_id)
    assert [(r.seat, r.user_id) for r in results] == [(0, ALICE), (1, BOB)]
    assert [r.score for r in results] == update.outcome["scores"]
    assert {r.seat for r in results if r.winner} == set(update.outcome["winners"])
    assert await service.replay_matches(CHANNEL)
    assert await service.live_count() == 0
    before = await db_dump(store)
    with pytest.raises(GameOver):
        await service.act(CHANNEL, ALICE, "play:1")
    with pytest.raises(NotSeated):
        await service.act(CHANNEL, CAROL, "play:1")
    assert await db_dump(store) == before
    assert await service.choices(CHANNEL, ALICE) == []
    # The channel is free for the next game; a rematch keeps the seats.
    table = await service.rematch(CHANNEL, BOB, "Bob")
    assert table.host_id == BOB and [s.user_id for s in table.seats] == [BOB, ALICE]
    with pytest.raises(GameExists):
        await service.rematch(CHANNEL, BOB, "Bob")


async def test_bots_reply_after_a_human(service: Service, store: Store) -> None:
    await service.new_game(CHANNEL, GUILD, ALICE, "Alice", "race", {"target": "30"})
    await service.add_bot(CHANNEL, ALICE, "normal")
    await service.add_bot(CHANNEL, ALICE, "random")
    update = await deliver(service, await service.start(CHANNEL, ALICE))
    card = update.hands[ALICE].view["hand"][0]
    update = await service.act(CHANNEL, ALICE, f"play:{card}")
    assert update.table.version == 3  # Alice, then both bots, each its own action
    assert [a[1] for a in await store.actions(update.table.game_id)] == [0, 1, 2]
    assert len(update.events) == 3 and update.events[1].startswith("Bot 1 (normal) plays")
    assert [u for u, h in update.hands.items() if h.events] == [ALICE]  # bots' draws go nowhere
    assert [s.seat for s in update.to_act] == [0]
    assert all("draw" not in line for line in update.events)


async def test_bots_only_but_the_host_finish_the_game(service: Service, store: Store) -> None:
    await service.new_game(CHANNEL, GUILD, ALICE, "Alice", "race", {"target": "20"})
    for level in ("normal", "random", "normal"):
        await service.add_bot(CHANNEL, ALICE, level)
    await service.start(CHANNEL, ALICE)
    update = await play_out(service)
    assert update.table.status == FINISHED
    results = await store.results(update.table.game_id)
    assert len(results) == 4 and any(r.winner for r in results)
    assert await service.replay_matches(CHANNEL)
    events = await store.events(update.table.game_id, public_only=False)
    private = [e.text for e in events if e.readers is not None]
    public = await service.log(CHANNEL, limit=10_000)
    assert private and not set(private) & set(public)
    table = await service.rematch(CHANNEL, ALICE, "Alice")
    assert [s.name for s in table.seats] == [
        "Alice",
        "Bot 1 (normal)",
        "Bot 2 (random)",
        "Bot 3 (normal)",
    ]
    assert table.status == LOBBY and table.options == {
        "target": "20",
        "opening": "no",
        "cards": "hidden",
    }


async def test_simultaneous_opening_with_bots(service: Service) -> None:
    await service.new_game(CHANNEL, GUILD, ALICE, "Alice", "race", {"opening": "yes"})
    await service.join(CHANNEL, BOB, "Bob")
    await service.add_bot(CHANNEL, BOB, "random")
    update = await service.start(CHANNEL, ALICE)
    # The bot said ready at once; both humans still must.
    assert update.events[1:] == ["Bot 1 (random) is ready."]
    assert [s.user_id for s in update.to_act] == [ALICE, BOB]
    # Bob's menu came with version 0; the bot's choice moved the table on, but not what Bob may
    # still do, so his menu keeps working.
    assert await service.choices(CHANNEL, BOB, version=0)
    update = await service.act(CHANNEL, BOB, "ready:2", expected_version=0)
    assert [s.user_id for s in update.to_act] == [ALICE]
    # Once Bob has chosen, his version-0 menu is stale.
    with pytest.raises(StaleAction):
        await service.act(CHANNEL, BOB, "ready:1", expected_version=0)
    with pytest.raises(StaleAction):
        await service.choices(CHANNEL, BOB, version=0)
    update = await service.act(CHANNEL, ALICE, "ready:3", expected_version=0)
    assert update.public_view is not None and update.public_view["phase"] == "play"
    assert await service.replay_matches(CHANNEL)


async def test_gathered_moves_apply_once(service: Service, store: Store) -> None:
    update = await two_players(service)
    card = update.hands[ALICE].view["hand"][0]
    results = await asyncio.gather(
        service.act(CHANNEL, ALICE, f"play:{card}", expected_version=0),
        service.act(CHANNEL, ALICE, f"play:{card}", expected_version=0),
        return_exceptions=True,
    )
    assert sum(isinstance(r, Update) for r in results) == 1
    assert sum(isinstance(r, StaleAction) for r in results) == 1
    # Without a version the second is judged on the new state: now it is Bob's turn.
    bob_card = (await service.hand(CHANNEL, BOB))[1].view["hand"][0]
    results = await asyncio.gather(
        service.act(CHANNEL, BOB, f"play:{bob_card}"),
        service.act(CHANNEL, BOB, f"play:{bob_card}"),
        return_exceptions=True,
    )
    assert isinstance(results[0], Update)
    assert isinstance(results[1], NotYourTurn), results[1]
    assert [a[0] for a in await store.actions(update.table.game_id)] == list(
        range(1, len(await store.actions(update.table.game_id)) + 1)
    )


async def test_logging_never_shows_a_hand(
    service: Service, caplog: pytest.LogCaptureFixture
) -> None:
    caplog.set_level(logging.INFO, logger="troy.service")
    update = await two_players(service)
    card = update.hands[ALICE].view["hand"][0]
    update = await service.act(CHANNEL, ALICE, f"play:{card}")
    lines = [r.getMessage() for r in caplog.records if r.name == "troy.service"]
    assert any("lobby=new" in line for line in lines)
    assert any("lobby=join" in line for line in lines)
    assert any("lobby=start" in line for line in lines)
    assert f"table={CHANNEL} game=race seat=0 action={update.events[0]}" in lines
    assert not any("draw" in line or "hand" in line for line in lines)


async def test_messages_are_remembered(service: Service) -> None:
    assert await service.message_id(CHANNEL, "table") is None
    with pytest.raises(NoGame):
        await service.remember_message(CHANNEL, "table", 5)
    await service.new_game(CHANNEL, GUILD, ALICE, "Alice", "race", {})
    await service.remember_message(CHANNEL, "lobby", 7)
    await service.remember_message(CHANNEL, "hand", 8, ALICE)
    await service.remember_message(CHANNEL, "hand", 9, ALICE)
    assert await service.message_id(CHANNEL, "lobby") == 7
    assert await service.message_id(CHANNEL, "hand", ALICE) == 9
    assert await service.message_id(CHANNEL, "hand", BOB) is None
    with pytest.raises(ValueError):
        await service.remember_message(CHANNEL, "banner", 1)


async def test_seeds_are_injectable_and_random_by_default(store: Store) -> None:
    fixed = Service(store, seed_source=lambda: SEED)
    await fixed.new_game(CHANNEL, GUILD, ALICE, "Alice", "race", {})
    row = await store.live_game(CHANNEL)
    assert row is not None and row.seed == SEED
    free = Service(store)
    await free.new_game(CHANNEL + 1, GUILD, ALICE, "Alice", "race", {})
    other = await store.live_game(CHANNEL + 1)
    assert other is not None and 0 <= other.seed < 2**63 and other.seed != SEED
    assert RACE.key == row.game_key
