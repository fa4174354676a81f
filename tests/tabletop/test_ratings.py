"""Ratings through the service: per server and game, from the stored results in finish order,
cached and taken up to date by new results, and the same after a restart."""

from __future__ import annotations

import asyncio
import sqlite3
from pathlib import Path

import pytest
from tabletop_race import ALICE, BOB, CAROL, CHANNEL, DAVE, GUILD, SEED

from tabletop import ratings as ratings_module
from tabletop.errors import UnknownGame
from tabletop.models import Update
from tabletop.rating_math import bot_entity, user_entity
from tabletop.service import Service
from tabletop.store import Store
from tabletop.store.migrations import LATEST, MIGRATIONS


async def play_out(service: Service, channel: int) -> Update:
    """Humans play their first legal choice until the game ends."""
    update = await service.status(channel)
    for _ in range(500):
        if update.outcome is not None:
            return update
        user = update.to_act[0].user_id
        assert user is not None
        update = await service.act(channel, user, (await service.choices(channel, user))[0].code)
    raise AssertionError("game did not end")


async def finished_game(
    service: Service, *, guild: int = GUILD, channel: int = CHANNEL, bot: str | None = None
) -> Update:
    await service.new_game(channel, guild, ALICE, "Alice", "race", {})
    if bot is None:
        await service.join(channel, BOB, "Bob")
    else:
        await service.add_bot(channel, ALICE, bot)
    await service.start(channel, ALICE)
    return await play_out(service, channel)


def entities(update: Update) -> dict[str, bool]:
    """Who sat at the finished table, as rated entities, and whether they won."""
    assert update.outcome is not None
    return {
        user_entity(s.user_id) if s.user_id is not None else bot_entity(s.bot_level or ""): (
            s.seat in update.outcome["winners"]
        )
        for s in update.table.seats
    }


async def test_an_empty_leaderboard(service: Service) -> None:
    board = await service.leaderboard(GUILD, "race")
    assert (board.rows, board.rated, board.games, board.title) == ((), 0, 0, "Race")
    assert await service.player_ratings(ALICE, GUILD) == {}


async def test_unknown_game_is_refused(service: Service) -> None:
    with pytest.raises(UnknownGame):
        await service.leaderboard(GUILD, "nope")


async def test_a_finished_game_is_rated(service: Service) -> None:
    seated = entities(await finished_game(service))
    board = await service.leaderboard(GUILD, "race")
    assert board.games == 1 and {row.entity for row in board.rows} == set(seated)
    for row in board.rows:
        assert (row.played, row.won) == (1, int(seated[row.entity]))
    if sum(seated.values()) == 1:
        assert seated[board.rows[0].entity] and board.rows[0].rating > board.rows[1].rating
    mine = await service.player_ratings(ALICE, GUILD)
    standing, place = mine["race"]
    assert standing.entity == user_entity(ALICE) and board.rows[place - 1] == standing


async def test_bots_are_rated_by_level(service: Service) -> None:
    seated = entities(await finished_game(service, bot="normal"))
    board = await service.leaderboard(GUILD, "race")
    assert bot_entity("normal") in {row.entity for row in board.rows} == set(seated)


async def test_each_server_has_its_own_ratings(service: Service) -> None:
    await finished_game(service)
    assert (await service.leaderboard(GUILD + 1, "race")).rows == ()
    await finished_game(service, guild=GUILD + 1, channel=CHANNEL + 1, bot="random")
    other = await service.leaderboard(GUILD + 1, "race")
    assert {row.entity for row in other.rows} == {user_entity(ALICE), bot_entity("random")}
    assert (await service.leaderboard(GUILD, "race")).games == 1


async def test_new_results_reach_the_cache_and_a_restart_recomputes_the_same(
    store: Store,
) -> None:
    service = Service(store, seed_source=lambda: SEED)
    await finished_game(service)
    first = await service.leaderboard(GUILD, "race")
    await finished_game(service, bot="normal")
    cached = await service.leaderboard(GUILD, "race")
    assert cached.games == 2 and cached != first
    assert next(r for r in cached.rows if r.entity == user_entity(ALICE)).played == 2
    fresh = Service(store, seed_source=lambda: SEED)
    assert await fresh.leaderboard(GUILD, "race") == cached
    assert await fresh.player_ratings(ALICE, GUILD) == await service.player_ratings(ALICE, GUILD)


async def test_callers_at_once_add_each_game_once(
    service: Service, monkeypatch: pytest.MonkeyPatch
) -> None:
    await finished_game(service)
    assert (await service.leaderboard(GUILD, "race")).games == 1  # cached
    await finished_game(service, bot="normal")
    boards = await asyncio.gather(*(service.leaderboard(GUILD, "race") for _ in range(3)))
    assert all(board == boards[0] for board in boards) and boards[0].games == 2
    monkeypatch.setattr(ratings_module, "CATCH_UP_IN_THREAD", 0)  # a long catch-up, in a thread
    fresh = Service(service.store, seed_source=lambda: SEED)
    assert await fresh.leaderboard(GUILD, "race") == boards[0]


def old_database(path: Path) -> None:
    """A database of schema 3 (before ratings) with two finished games, a team game with a bot
    that finished second although its id is first, and a duel."""
    with sqlite3.connect(path) as db:
        for statement in (stmt for migration in MIGRATIONS[:3] for stmt in migration):
            db.execute(statement)
        db.execute("PRAGMA user_version=3")
        games = [(1, "2026-01-02"), (2, "2026-01-01")]
        for game_id, updated in games:
            db.execute(
                "INSERT INTO games (id, channel_id, guild_id, game_key, status, host_id, seed,"
                " created, updated) VALUES (?, ?, ?, 'race', 'finished', ?, 1, 'x', ?)",
                (game_id, CHANNEL + game_id, GUILD, ALICE, updated),
            )
        team_game = [(0, ALICE, None, 0, 1), (1, BOB, None, 1, 0), (2, None, "normal", 0, 1)]
        team_game.append((3, DAVE, None, 1, 0))
        for seat, user, level, team, won in team_game:
            db.execute(
                "INSERT INTO seats (game_id, seat, user_id, name, bot_level, team)"
                " VALUES (1, ?, ?, 'x', ?, ?)",
                (seat, user, level, team),
            )
            db.execute("INSERT INTO results VALUES (1, ?, ?, 0, ?, ?)", (seat, user, won, team))
        for seat, user, won in [(0, CAROL, 1), (1, ALICE, 0)]:
            db.execute(
                "INSERT INTO seats (game_id, seat, user_id, name) VALUES (2, ?, ?, 'x')",
                (seat, user),
            )
            db.execute("INSERT INTO results VALUES (2, ?, ?, 0, ?, NULL)", (seat, user, won))


async def test_games_finished_before_ratings_are_rated_in_finish_order(tmp_path: Path) -> None:
    old_database(tmp_path / "old.db")
    store = await Store.open(tmp_path / "old.db")
    try:
        assert await store.schema_version() == LATEST
        rows = await store.finished_seats(GUILD, "race")
        assert [(order, user) for order, user, *_ in rows][:2] == [(1, CAROL), (1, ALICE)]
        assert [level for _, _, level, _, _ in rows if level] == ["normal"]
        board = await Service(store).leaderboard(GUILD, "race")
        places = [row.entity for row in board.rows]
        assert board.games == 2 and len(places) == 5
        assert places.index(bot_entity("normal")) < places.index(user_entity(BOB))
        alice = next(row for row in board.rows if row.entity == user_entity(ALICE))
        assert (alice.played, alice.won) == (2, 1)
        assert await store.finished_seats(GUILD, "race", after=2) == []
    finally:
        await store.close()
