"""``scripts/migrate-to-postgres``: a SQLite database made by playing through the service
(finished and rated games, a game in play, a lobby) moves into PostgreSQL identical."""

from __future__ import annotations

from pathlib import Path

import pg_server
from tabletop_race import ALICE, BOB, CAROL, GUILD, SEED

from tabletop.models import FINISHED
from tabletop.service import Service
from tabletop.store import Store
from tabletop.store.copy import copy, differences, main


async def play(service: Service, channel: int, *, moves: int | None = None) -> None:
    """A game of Alice and Bob (Carol joins every other one), played to the end or ``moves``."""
    await service.new_game(channel, GUILD, ALICE, "Alice", "race", {})
    await service.join(channel, BOB, "Bob")
    if channel % 2:
        await service.join(channel, CAROL, "Carol")
    await service.start(channel, ALICE)
    done = 0
    while (await service.store.live_game(channel)) is not None and done != moves:
        update = await service.status(channel)
        user = update.to_act[0].user_id
        assert user is not None
        await service.act(channel, user, (await service.choices(channel, user))[0].code)
        done += 1


async def made_by_the_suite(path: Path) -> list[int]:
    store = await Store.open(path)
    service = Service(store, seed_source=lambda: SEED)
    for channel in range(8001, 8006):
        await play(service, channel)
    await play(service, 8010, moves=2)
    await service.new_game(8011, GUILD, BOB, "Bob", "race", {})
    await service.ratings(GUILD, "race")
    ids = [g for (g,) in await store.select_admin("SELECT id FROM games ORDER BY id")]
    await store.close()
    return ids


async def test_every_table_game_action_result_and_rating_identical(tmp_path: Path) -> None:
    url = pg_server.fresh_url()
    path = tmp_path / "troy.db"
    ids = await made_by_the_suite(path)
    source, target = await Store.open(path), await Store.open(url)
    try:
        counts = await copy(source, target)
        assert counts["games"] == 7 and counts["finishes"] == 5 and counts["actions"] > 10
        assert await differences(source, target) == []
        for game_id in ids:
            assert await target.game(game_id) == await source.game(game_id)
            assert await target.actions(game_id) == await source.actions(game_id)
            both = [await s.events(game_id, public_only=False) for s in (source, target)]
            assert both[0] == both[1]
            assert await target.results(game_id) == await source.results(game_id)
        assert [(await s.game(ids[0])) is not None for s in (source, target)] == [True, True]
        finished = await target.select_admin(
            "SELECT count(*) FROM games WHERE status=?", (FINISHED,)
        )
        assert finished == [(5,)]
        ratings = [
            (await Service(s, seed_source=lambda: SEED).leaderboard(GUILD, "race")).rows
            for s in (source, target)
        ]
        assert ratings[0] == ratings[1] and ratings[0]
        # The copy goes on where the file stopped: a new table gets the next id.
        await play(Service(target, seed_source=lambda: SEED), 8020, moves=1)
        latest = await target.latest_game(8020)
        assert latest is not None and latest.id == max(ids) + 1
    finally:
        await source.close()
        await target.close()


async def test_the_script_refuses_a_database_with_games(tmp_path: Path) -> None:
    url = pg_server.fresh_url()
    path = tmp_path / "troy.db"
    await made_by_the_suite(path)
    assert await main(str(path), url) == 0
    try:
        await main(str(path), url)
    except ValueError as exc:
        assert "already holds games" in str(exc)
    else:
        raise AssertionError("a second copy into the same database must be refused")
