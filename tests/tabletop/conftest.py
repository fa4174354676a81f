"""Fixtures for the table service tests: the test game registered, a store, a service."""

from __future__ import annotations

from collections.abc import AsyncIterator, Iterator

import pytest
from tabletop_race import RACE, SEED, RaceGame

from cogs.tabletop.service import Service
from cogs.tabletop.store import Store
from engine import registry


@pytest.fixture(autouse=True)
def race_registered() -> Iterator[RaceGame]:
    """Register the test game for one test; the registry goes back to how it was."""
    registry.register(RACE)
    yield RACE
    registry.unregister(RACE.key)


@pytest.fixture
async def store() -> AsyncIterator[Store]:
    s = await Store.open(":memory:")
    yield s
    await s.close()


@pytest.fixture
def service(store: Store) -> Service:
    return Service(store, seed_source=lambda: SEED)
