"""Fixtures for the table service tests: the test game registered, a store on each backend
(SQLite in memory, and a fresh database on the test PostgreSQL server), a service over it."""

from __future__ import annotations

from collections.abc import AsyncIterator, Iterator

import pg_server
import pytest
from tabletop_race import RACE, SEED, RaceGame

from cogs.tabletop.service import Service
from cogs.tabletop.store import Store
from engine import registry

BACKENDS = ("sqlite", "postgres")


@pytest.fixture(autouse=True)
def race_registered() -> Iterator[RaceGame]:
    """Register the test game for one test; the registry goes back to how it was."""
    registry.register(RACE)
    yield RACE
    registry.unregister(RACE.key)


def target_of(backend: str) -> str:
    """Where a store of ``backend`` lives for one test."""
    return ":memory:" if backend == "sqlite" else pg_server.fresh_url()


@pytest.fixture(params=BACKENDS)
def backend(request: pytest.FixtureRequest) -> str:
    return str(request.param)


@pytest.fixture
async def store(backend: str) -> AsyncIterator[Store]:
    s = await Store.open(target_of(backend))
    yield s
    await s.close()


@pytest.fixture
def service(store: Store) -> Service:
    return Service(store, seed_source=lambda: SEED)
