"""Fixtures for the table service tests: the test game registered, a store on each backend
(SQLite in memory, and a fresh database on the test PostgreSQL server), a service over it."""

from __future__ import annotations

from collections.abc import AsyncIterator, Iterator
from pathlib import Path

import pg_server
import pytest
from tabletop_race import RACE, SEED, RaceGame

from engine import registry
from tabletop.service import Service
from tabletop.store import Store

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


@pytest.fixture
async def two(backend: str, tmp_path: Path) -> AsyncIterator[tuple[Store, Store]]:
    """Two stores of two processes (owners "a" and "b"; two connections, or two pools) on one
    database: for the races between processes."""
    target = str(tmp_path / "race.db") if backend == "sqlite" else pg_server.fresh_url()
    a = await Store.open(target, owner="a")
    b = await Store.open(target, owner="b")
    yield a, b
    await a.close()
    await b.close()
