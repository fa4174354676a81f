"""Turn clocks and lobby expiry with an injected clock: time is advanced, never waited for."""

from __future__ import annotations

from pathlib import Path

import pytest

from engine import registry
from engine.core.said import english
from tabletop.clocks import LOBBY_LIFETIME, duration_text, parse_pace
from tabletop.errors import BadOption
from tabletop.models import ABANDONED, PLAYING
from tabletop.service import Service
from tabletop.store import Store

ALICE, BOB = 11, 22
CHANNEL, GUILD = 900, 1
T0 = 1_800_000_000.0


class Clock:
    """A clock the test moves by hand."""

    def __init__(self) -> None:
        self.now = T0

    def __call__(self) -> float:
        return self.now


def clocked(store: Store, clock: Clock) -> Service:
    service = Service(store, seed_source=lambda: 7)
    service.clock = clock
    return service


async def started(service: Service, pace: str = "10m") -> None:
    await service.new_game(CHANNEL, GUILD, ALICE, "Alice", "race", {}, pace=pace)
    await service.join(CHANNEL, BOB, "Bob")
    await service.start(CHANNEL, ALICE)


async def test_pace_words_and_errors() -> None:
    race = registry.get("race")
    assert parse_pace(race, None) == parse_pace(race, "live") == 300
    assert parse_pace(race, "async") == 24 * 3600
    assert (parse_pace(race, "10m"), parse_pace(race, " 12H ")) == (600, 12 * 3600)
    for bad in ("0m", "soon", "10s", "-5m"):
        with pytest.raises(BadOption):
            parse_pace(race, bad)


async def test_deadline_reminder_once_then_a_bot_plays(store: Store) -> None:
    clock = Clock()
    service = clocked(store, clock)
    await started(service)
    table = (await service.status(CHANNEL)).table
    assert table.pace == 600 and await service.pace_of(table.game_id) == 600
    assert await service.tick() == []  # armed at the start: nothing due yet

    clock.now = T0 + 299
    assert await service.tick() == []
    clock.now = T0 + 300  # half time: Alice (seat 0) is reminded, once
    await service.set_notify(ALICE, True)
    [notice] = await service.tick()
    assert (notice.kind, notice.mention, notice.dm) == ("remind", (ALICE,), (ALICE,))
    assert f"<@{ALICE}>" in english(notice.text) and "about 5 min left" in english(notice.text)
    clock.now = T0 + 500
    assert await service.tick() == []

    clock.now = T0 + 600  # time is up: a bot plays Alice's decision, announced
    [notice] = await service.tick()
    assert notice.kind == "timeout" and notice.update is not None
    update = notice.update
    assert update.table.version == 1 and [s.user_id for s in update.to_act] == [BOB]
    assert any("Alice ran out of time" in english(line) for line in update.events)
    assert await service.tick() == []  # Bob's clock starts now, from T0 + 600
    clock.now = T0 + 600 + 480  # a late tick (the bot was down): the time really left
    [notice] = await service.tick()
    assert (notice.kind, notice.mention, notice.dm) == ("remind", (BOB,), ())
    assert "about 2 min left" in english(notice.text), english(notice.text)


def test_durations_in_words() -> None:
    assert [duration_text(s) for s in (20, 300, 5400, 24 * 3600, 12 * 3600 + 600)] == [
        "less than a minute",
        "5 min",
        "1 h 30 min",
        "24 h",
        "12 h",
    ]


async def test_a_move_restarts_the_clock(store: Store) -> None:
    clock = Clock()
    service = clocked(store, clock)
    await started(service)
    clock.now = T0 + 550
    choices = await service.choices(CHANNEL, ALICE)
    await service.act(CHANNEL, ALICE, choices[0].code)
    clock.now = T0 + 600  # Alice's deadline, but she moved: Bob has until T0 + 1150
    assert await service.tick() == []
    clock.now = T0 + 1150
    [notice] = await service.tick()
    assert notice.kind == "timeout" and notice.update is not None
    assert notice.update.table.status == PLAYING


async def test_a_restart_keeps_the_clock(tmp_path: Path) -> None:
    clock = Clock()
    path = tmp_path / "troy.db"
    first = await Store.open(path)
    await started(clocked(first, clock))
    await first.close()

    clock.now = T0 + 3000  # down for a while: the old deadline (T0 + 600) still holds
    again = await Store.open(path)
    try:
        service = clocked(again, clock)
        [notice] = await service.tick()
        assert notice.kind == "timeout"
    finally:
        await again.close()


async def test_a_lobby_nobody_starts_is_closed(store: Store) -> None:
    clock = Clock()
    service = clocked(store, clock)
    table = await service.new_game(CHANNEL, GUILD, ALICE, "Alice", "race", {})
    clock.now = T0 + LOBBY_LIFETIME - 1
    assert await service.tick() == []
    clock.now = T0 + LOBBY_LIFETIME
    [notice] = await service.tick()
    assert notice.kind == "expired" and notice.channel_id == CHANNEL
    assert notice.lobby is not None and notice.lobby.status == ABANDONED
    assert "closed" in english(notice.text)
    row = await store.game(table.game_id)
    assert row is not None and row.status == ABANDONED
    assert await service.tick() == []
    await service.new_game(CHANNEL, GUILD, BOB, "Bob", "race", {})  # the channel is free


async def test_a_lobby_without_a_clock_gets_one(store: Store) -> None:
    """A lobby opened before the clocks existed (or by a rematch) expires a lifetime later."""
    clock = Clock()
    service = clocked(store, clock)
    table = await service.new_game(CHANNEL, GUILD, ALICE, "Alice", "race", {})
    await store.execute_admin("DELETE FROM clocks")
    clock.now = T0 + 100
    assert await service.tick() == []
    clock.now = T0 + 100 + LOBBY_LIFETIME
    [notice] = await service.tick()
    assert notice.kind == "expired" and notice.game_id == table.game_id


async def test_an_abandoned_table_is_never_due(store: Store) -> None:
    clock = Clock()
    service = clocked(store, clock)
    await service.new_game(CHANNEL, GUILD, ALICE, "Alice", "race", {})
    await service.add_bot(CHANNEL, ALICE, "random")
    await service.start(CHANNEL, ALICE)
    update = await service.status(CHANNEL)
    assert update.to_act[0].user_id == ALICE
    await service.abandon(CHANNEL, ALICE, False)
    clock.now = T0 + 10 * 24 * 3600
    assert await service.tick() == []


async def test_simultaneous_choices_time_out_together(store: Store) -> None:
    clock = Clock()
    service = clocked(store, clock)
    await service.new_game(CHANNEL, GUILD, ALICE, "Alice", "race", {"opening": "yes"}, pace="2m")
    await service.join(CHANNEL, BOB, "Bob")
    await service.start(CHANNEL, ALICE)
    clock.now = T0 + 60
    [notice] = await service.tick()
    assert notice.kind == "remind" and set(notice.mention) == {ALICE, BOB}
    clock.now = T0 + 120
    [notice] = await service.tick()
    assert notice.update is not None and "Alice and Bob ran out of time" in english(notice.text)


@pytest.mark.parametrize("key", sorted(g.key for g in registry.all_games()))
async def test_every_game_can_be_played_to_the_end_by_timeouts(store: Store, key: str) -> None:
    """Nobody ever moves: each deadline a bot plays, and the game still ends."""
    clock = Clock()
    service = clocked(store, clock)
    game = registry.get(key)
    users = [100 + n for n in range(min(game.seats))]
    await service.new_game(CHANNEL, GUILD, users[0], "P0", key, {}, pace="1m")
    for n, user in enumerate(users[1:], start=1):
        await service.join(CHANNEL, user, f"P{n}")
    await service.start(CHANNEL, users[0])
    for _ in range(3000):
        clock.now += 60
        notices = await service.tick()
        if any(n.update is not None and n.update.outcome is not None for n in notices):
            break
    else:
        raise AssertionError(f"{key} did not end by timeouts")
    assert await service.tick() == []


async def test_a_rematch_keeps_the_pace(store: Store) -> None:
    clock = Clock()
    service = clocked(store, clock)
    await started(service, pace="3h")
    for _ in range(500):
        clock.now += 3 * 3600
        if any(n.update and n.update.outcome for n in await service.tick()):
            break
    table = await service.rematch(CHANNEL, BOB, "Bob")
    assert table.pace == 3 * 3600
    assert (await service.table(CHANNEL)).pace == 3 * 3600
