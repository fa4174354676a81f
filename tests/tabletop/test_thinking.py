"""Bots that search think in worker processes: the service hands them the state as data and
gets a code back; a crash or an overrun costs the search, never the table's move."""

from __future__ import annotations

import os
from collections.abc import AsyncIterator, Iterator

import pytest
from fixture_game import FIXTURE
from fixture_game.searching import LookaheadBot, register, searching_bots
from tabletop_race import ALICE, CHANNEL, GUILD, SEED

from engine.core.rng import rng_for
from tabletop.models import Update
from tabletop.service import Service
from tabletop.store import Store
from tabletop.thinking import NICENESS, Decision, Overran, ThinkPool


@pytest.fixture(autouse=True)
def skirmish_searching() -> Iterator[None]:
    with searching_bots():
        yield


@pytest.fixture
async def pool() -> AsyncIterator[ThinkPool]:
    thinkers = ThinkPool(1, limit=1.0, initializer=register)
    yield thinkers
    thinkers.shutdown()


async def versus(store: Store, pool: ThinkPool, level: str) -> tuple[Service, Update]:
    """Alice against a ``level`` bot at Skirmish, started; a searching bot has thought."""
    service = Service(store, seed_source=lambda: SEED, thinkers=pool)
    await service.new_game(CHANNEL, GUILD, ALICE, "Alice", "skirmish", {})
    await service.add_bot(CHANNEL, ALICE, level)
    update = await service.start(CHANNEL, ALICE)
    assert update.thinking == (level != "normal")
    if update.thinking:
        thought = await service.think(CHANNEL, update.table.game_id)
        assert thought is not None and not thought.thinking
        update = thought
    return service, update


async def bot_discard(store: Store, game_id: int) -> str | None:
    row = await store.game(game_id)
    assert row is not None and row.snapshot is not None
    return FIXTURE.load(row.snapshot).pending[1]


def expected(bot: object, level: str) -> str:
    """The bot's opening discard, worked out here from the same state and rng."""
    state = FIXTURE.setup({"rounds": "2"}, 2, SEED)
    legal = FIXTURE.legal_actions(state, 1)
    rng = rng_for(SEED, 0, "bot")
    if level == "normal":
        return str(FIXTURE.bots["normal"].choose(FIXTURE.seat_view(state, 1), legal, rng))
    return str(LookaheadBot().choose_at(FIXTURE, state, 1, legal, rng))


async def test_a_searching_bot_decides_in_a_worker_from_the_state(
    store: Store, pool: ThinkPool
) -> None:
    service, update = await versus(store, pool, "hard")
    code = expected(LookaheadBot(), "hard")
    assert f"discard:{await bot_discard(store, update.table.game_id)}" == code
    assert pool.replaced == 0 and pool._executor is not None  # it thought in the pool


async def test_a_worker_crash_is_replaced_and_the_normal_bot_plays(
    store: Store, pool: ThinkPool
) -> None:
    service, update = await versus(store, pool, "crash")
    assert f"discard:{await bot_discard(store, update.table.game_id)}" == expected(None, "normal")
    assert pool.replaced == 2  # the decision was tried once more on a fresh pool
    state = FIXTURE.setup({"rounds": "2"}, 2, SEED)
    job = Decision("skirmish", "hard", FIXTURE.dump(state), 1, rng_for(SEED, 0, "bot"))
    assert await pool.decide(job) == expected(None, "hard")  # the new workers think


async def test_a_decision_over_the_hard_limit_falls_back_to_the_normal_bot(
    store: Store, pool: ThinkPool
) -> None:
    service, update = await versus(store, pool, "slow")
    assert f"discard:{await bot_discard(store, update.table.game_id)}" == expected(None, "normal")
    assert pool.replaced == 1
    state = FIXTURE.setup({"rounds": "2"}, 2, SEED)
    with pytest.raises(Overran):
        await pool.decide(
            Decision("skirmish", "slow", FIXTURE.dump(state), 1, rng_for(SEED, 0, "bot"))
        )


async def test_plain_bots_never_start_the_workers(store: Store, pool: ThinkPool) -> None:
    service, update = await versus(store, pool, "normal")
    assert f"discard:{await bot_discard(store, update.table.game_id)}" == expected(None, "normal")
    assert pool._executor is None


async def test_the_start_announces_the_table_thinking_and_the_bot_moves_after(
    store: Store, pool: ThinkPool
) -> None:
    """The opening is a simultaneous choice: Alice may discard at once, the bot's discard comes
    from ``think`` (nothing to think about once it has chosen)."""
    service = Service(store, seed_source=lambda: SEED, thinkers=pool)
    await service.new_game(CHANNEL, GUILD, ALICE, "Alice", "skirmish", {})
    await service.add_bot(CHANNEL, ALICE, "hard")
    update = await service.start(CHANNEL, ALICE)
    assert update.thinking and update.table.version == 0
    assert [s.seat for s in update.to_act] == [0, 1]
    assert await bot_discard(store, update.table.game_id) is None
    thought = await service.think(CHANNEL, update.table.game_id)
    assert thought is not None and thought.table.version == 1 and not thought.thinking
    assert f"discard:{await bot_discard(store, update.table.game_id)}" == expected(None, "hard")
    assert await service.think(CHANNEL, update.table.game_id) is None


async def test_a_restart_leaves_a_thinking_table_due_for_the_delivery(
    store: Store, pool: ThinkPool
) -> None:
    service = Service(store, seed_source=lambda: SEED, thinkers=pool)
    await service.new_game(CHANNEL, GUILD, ALICE, "Alice", "skirmish", {})
    await service.add_bot(CHANNEL, ALICE, "hard")
    update = await service.start(CHANNEL, ALICE)
    fresh = Service(store, seed_source=lambda: SEED, thinkers=pool)
    assert await fresh.resume() == 0
    assert fresh.searches_due() == [(CHANNEL, update.table.game_id)]
    assert fresh.searches_due() == []
    assert await fresh.think(CHANNEL, update.table.game_id) is not None
    assert await Service(store, thinkers=pool).resume() == 0
    assert [g.id for g in await store.games_with_bots_due()] == []


def _niceness(_: object) -> int:
    """Run in a worker: its scheduling priority (niceness)."""
    return os.getpriority(os.PRIO_PROCESS, 0)


async def test_workers_think_at_the_lowest_priority(pool: ThinkPool) -> None:
    """Other tables' replies come first: a worker yields the cores to the bot's own process."""
    expected = min(19, os.getpriority(os.PRIO_PROCESS, 0) + NICENESS)
    assert NICENESS == 19
    assert await pool.run(_niceness, None) == expected
