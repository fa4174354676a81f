"""Edges of the table service: stats, layering, seat renumbering, lobby races, catching up."""

from __future__ import annotations

import asyncio
import sqlite3
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from tabletop_race import ALICE, BOB, CAROL, CHANNEL, DAVE, GUILD, RACE, SEED, deliver

from tabletop.errors import (
    AlreadySeated,
    GameOver,
    OtherGame,
    StaleAction,
    TableChanged,
    TableFull,
)
from tabletop.models import PlayerStats, Update
from tabletop.service import Service
from tabletop.store import Store

ROOT = Path(__file__).resolve().parents[2]


def test_tabletop_never_imports_discord() -> None:
    """The service is shared by every cog and by tests without Discord: keep it Discord-free."""
    code = (
        "import sys, tabletop.service, tabletop.store, tabletop.store.migrations\n"
        "bad = sorted(m for m in sys.modules if m.split('.')[0] in ('discord', 'PIL'))\n"
        "assert not bad, bad\n"
    )
    subprocess.run([sys.executable, "-c", code], cwd=ROOT, check=True)


async def finish(service: Service, channel: int = CHANNEL) -> Update:
    update = await service.status(channel)
    while update.outcome is None:
        user = update.to_act[0].user_id
        assert user is not None
        code = (await service.choices(channel, user))[0].code
        update = await service.act(channel, user, code)
    return update


async def test_stats_count_finished_games(service: Service) -> None:
    assert await service.stats(ALICE) == PlayerStats(ALICE)
    for channel in (CHANNEL, CHANNEL + 1):
        await service.new_game(channel, GUILD, ALICE, "Alice", "race", {})
        await service.join(channel, BOB, "Bob")
        await service.start(channel, ALICE)
        await finish(service, channel)
    await service.new_game(CHANNEL, GUILD + 1, ALICE, "Alice", "race", {})
    await service.add_bot(CHANNEL, ALICE, "normal")
    await service.start(CHANNEL, ALICE)
    await finish(service)
    alice, bob = await service.stats(ALICE), await service.stats(BOB)
    assert (alice.played, bob.played) == (3, 2)
    assert alice.by_game["race"][0] == 3
    assert (await service.stats(ALICE, GUILD)).played == 2
    assert alice.won + bob.won >= 2


async def test_leaving_from_the_middle_closes_the_gap(service: Service) -> None:
    await service.new_game(CHANNEL, GUILD, ALICE, "Alice", "race", {})
    await service.join(CHANNEL, BOB, "Bob")
    await service.add_bot(CHANNEL, BOB, "random")
    await service.join(CHANNEL, CAROL, "Carol")
    table = await service.leave(CHANNEL, BOB)
    assert table.host_id == ALICE
    assert [(s.seat, s.name) for s in table.seats] == [
        (0, "Alice"),
        (1, "Bot 1 (random)"),
        (2, "Carol"),
    ]
    table = await service.add_bot(CHANNEL, CAROL, "normal")
    assert table.seats[-1].name == "Bot 2 (normal)"
    update = await service.start(CHANNEL, ALICE)
    assert update.public_view is not None and len(update.public_view["scores"]) == 4
    assert await service.replay_matches(CHANNEL)


async def test_lobby_races_between_processes(tmp_path: Path) -> None:
    """Two processes seating players at once never put two players in one seat."""
    path = tmp_path / "troy.db"
    first, second = await Store.open(path), await Store.open(path)
    try:
        one, two = Service(first, seed_source=lambda: SEED), Service(second)
        await one.new_game(CHANNEL, GUILD, ALICE, "Alice", "race", {})
        results = await asyncio.gather(
            one.join(CHANNEL, BOB, "Bob"),
            two.join(CHANNEL, CAROL, "Carol"),
            one.add_bot(CHANNEL, ALICE, "random"),
            two.join(CHANNEL, BOB, "Bob"),
            return_exceptions=True,
        )
        for result in results:
            assert not isinstance(result, BaseException) or isinstance(
                result, TableChanged | AlreadySeated | TableFull
            ), result
        table = await two.table(CHANNEL)
        assert [s.seat for s in table.seats] == list(range(len(table.seats)))
        users = [s.user_id for s in table.seats if s.user_id is not None]
        assert len(users) == len(set(users))
    finally:
        await first.close()
        await second.close()


async def test_act_catches_up_on_overdue_bots(tmp_path: Path) -> None:
    """After a crash between a human's move and the bots' replies, the next move catches up
    instead of waiting for the bots forever."""
    path = tmp_path / "troy.db"
    store = await Store.open(path)
    crashed = Service(store, seed_source=lambda: SEED, max_bot_steps=0)
    await crashed.new_game(CHANNEL, GUILD, ALICE, "Alice", "race", {"target": "30"})
    await crashed.add_bot(CHANNEL, ALICE, "normal")
    await deliver(crashed, await crashed.start(CHANNEL, ALICE))
    first = await crashed.act(CHANNEL, ALICE, (await crashed.choices(CHANNEL, ALICE))[0].code)
    await deliver(crashed, first)
    hand = (await crashed.hand(CHANNEL, ALICE))[1].view["hand"]
    await store.close()

    store = await Store.open(path)
    try:
        service = Service(store)
        update = await service.act(CHANNEL, ALICE, f"play:{hand[0]}")
        assert update.table.version == 4  # the bot's overdue move, Alice's, the bot's reply
        assert [line.split(" plays")[0] for line in update.events] == [
            "Bot 1 (normal)",
            "Alice",
            "Bot 1 (normal)",
        ]
        assert await service.replay_matches(CHANNEL)
    finally:
        await store.close()
        await store.close()  # closing twice is harmless


@pytest.mark.parametrize("players", [2, 3, 4])
async def test_every_table_size_plays_to_the_end(service: Service, players: int) -> None:
    await service.new_game(CHANNEL, GUILD, ALICE, "Alice", "race", {"opening": "yes"})
    for user, name in [(BOB, "Bob"), (CAROL, "Carol"), (DAVE, "Dave")][: players - 1]:
        await service.join(CHANNEL, user, name)
    await service.start(CHANNEL, ALICE)
    update = await finish(service)
    assert update.outcome is not None and len(update.outcome["scores"]) == players
    assert await service.replay_matches(CHANNEL)


class BrokenBot:
    """A bot with a bug: it raises, so the table must not stall."""

    def choose(self, view: dict[str, object], legal: list[object], rng: object) -> object:
        raise RuntimeError("bot bug")


async def test_a_broken_bot_falls_back_to_a_random_move(
    service: Service, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    monkeypatch.setitem(RACE.bots, "broken", BrokenBot())
    await service.new_game(CHANNEL, GUILD, ALICE, "Alice", "race", {})
    await service.add_bot(CHANNEL, ALICE, "broken")
    await service.start(CHANNEL, ALICE)
    update = await service.act(CHANNEL, ALICE, (await service.choices(CHANNEL, ALICE))[0].code)
    assert update.table.version == 2 and [s.user_id for s in update.to_act] == [ALICE]
    assert "bot 'broken' failed" in caplog.text
    assert await service.replay_matches(CHANNEL)


async def test_many_tables_at_once_share_one_connection(tmp_path: Path) -> None:
    """Moves on different channels interleave on one connection without mixing transactions."""
    store = await Store.open(tmp_path / "troy.db")
    try:
        service = Service(store, seed_source=lambda: SEED)
        channels = [CHANNEL + i for i in range(6)]

        async def one_table(channel: int) -> Update:
            user = ALICE + channel  # a different human per table
            await service.new_game(channel, GUILD, user, "Host", "race", {"target": "20"})
            await service.add_bot(channel, user, "random")
            await service.add_bot(channel, user, "normal")
            await service.start(channel, user)
            return await finish(service, channel)

        updates = await asyncio.gather(*(one_table(c) for c in channels))
        assert all(u.outcome is not None for u in updates)
        for channel in channels:
            assert await service.replay_matches(channel)
        async with store.connection.execute("PRAGMA integrity_check") as cur:
            assert (await cur.fetchone())[0] == "ok"
    finally:
        await store.close()


async def test_a_move_of_an_earlier_game_is_refused(service: Service) -> None:
    await service.new_game(CHANNEL, GUILD, ALICE, "Alice", "race", {})
    await service.join(CHANNEL, BOB, "Bob")
    old = await service.start(CHANNEL, ALICE)
    await service.abandon(CHANNEL, ALICE, can_manage=False)
    with pytest.raises(GameOver):  # the abandoned game's DM menu, while nothing replaced it
        await service.act(CHANNEL, ALICE, "play:1", expected_version=0, game_id=old.table.game_id)
    await service.new_game(CHANNEL, GUILD, ALICE, "Alice", "race", {})
    await service.join(CHANNEL, BOB, "Bob")
    new = await service.start(CHANNEL, ALICE)
    assert new.table.version == old.table.version == 0
    code = new.hands[ALICE].choices[0].code
    with pytest.raises(OtherGame, match="earlier game"):
        await service.act(CHANNEL, ALICE, code, expected_version=0, game_id=old.table.game_id)
    with pytest.raises(OtherGame):
        await service.choices(CHANNEL, ALICE, game_id=old.table.game_id)
    assert await service.game_channel(old.table.game_id) == CHANNEL
    assert await service.game_channel(new.table.game_id + 99) is None
    update = await service.act(CHANNEL, ALICE, code, expected_version=0, game_id=new.table.game_id)
    assert update.table.version == 1
    with pytest.raises(StaleAction):  # Alice acted since version 0: her menu of then is stale
        await service.choices(CHANNEL, ALICE, game_id=new.table.game_id, version=0)


async def test_locks_serialise_one_table_and_are_dropped_after(service: Service) -> None:
    await service.new_game(CHANNEL, GUILD, ALICE, "Alice", "race", {})
    results = await asyncio.gather(
        *(service.join(CHANNEL, user, str(user)) for user in (BOB, CAROL, DAVE, BOB)),
        return_exceptions=True,
    )
    assert sum(isinstance(r, AlreadySeated) for r in results) == 1
    assert [s.seat for s in (await service.table(CHANNEL)).seats] == [0, 1, 2, 3]
    assert len(service._locks) == 0


async def test_a_set_audience_is_stored_as_its_readers(service: Service, store: Store) -> None:
    await service.new_game(CHANNEL, GUILD, ALICE, "Alice", "race", {"opening": "yes"})
    await service.join(CHANNEL, BOB, "Bob")
    await service.join(CHANNEL, CAROL, "Carol")
    update = await service.start(CHANNEL, ALICE)
    for user in (ALICE, CAROL, BOB):
        update = await service.act(CHANNEL, user, "ready:3" if user != CAROL else "ready:1")
    rows = await store.events(update.table.game_id, public_only=False)
    shared = [e.readers for e in rows if e.text.startswith("You share")]
    assert shared == [0b011]  # seats 0 and 1, not seat 2
    assert [e.readers for e in rows if e.text == "You bid 1."] == [0b100]


async def test_a_saved_move_is_confirmed_even_if_the_bots_then_fail(
    service: Service, store: Store, monkeypatch: pytest.MonkeyPatch
) -> None:
    await service.new_game(CHANNEL, GUILD, ALICE, "Alice", "race", {"target": "30"})
    await service.add_bot(CHANNEL, ALICE, "normal")
    update = await service.start(CHANNEL, ALICE)
    code = update.hands[ALICE].choices[0].code
    saving = store.record_action
    calls = 0

    async def fails_the_second_time(*args: Any, **kwargs: Any) -> Any:
        nonlocal calls
        calls += 1
        if calls == 2:  # the bot's reply: the disk is full
            raise sqlite3.OperationalError("database or disk is full")
        return await saving(*args, **kwargs)

    monkeypatch.setattr(store, "record_action", fails_the_second_time)
    update = await service.act(CHANNEL, ALICE, code)
    assert update.table.version == 1 and update.saved_line.startswith("Alice plays")
    assert [s.seat for s in update.to_act] == [1]  # the bot is still due
    monkeypatch.setattr(store, "record_action", saving)
    assert await service.resume() == 1
    assert (await service.table(CHANNEL)).version == 2


async def test_choice_words_name_players_not_seat_numbers(service: Service) -> None:
    """The engine writes "Player 3"; the words offered to a player name the real person."""
    await service.new_game(CHANNEL, GUILD, ALICE, "Alice", "skirmish", {})
    for user, name in ((BOB, "Bob"), (CAROL, "Carol"), (DAVE, "Dave")):
        await service.join(CHANNEL, user, name)
    await service.start(CHANNEL, ALICE)
    for user in (ALICE, BOB, CAROL, DAVE):
        code = next(c.code for c in await service.choices(CHANNEL, user))
        await service.act(CHANNEL, user, code)
    update = await service.status(CHANNEL)
    (seat,) = update.to_act
    assert seat.user_id is not None
    labels = [c.label for c in await service.choices(CHANNEL, seat.user_id)]
    shows = [label for label in labels if label.startswith("Show your hand")]
    partner = next(s for s in update.table.seats if s.team == seat.team and s.seat != seat.seat)
    assert shows == [f"Show your hand to your partner, {partner.name}"]
    assert not any("Player " in label for label in labels)
