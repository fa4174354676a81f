"""Fixtures for the table service tests: the test game registered, a store, a service."""

from __future__ import annotations

from collections.abc import AsyncIterator, Iterator

import pytest
from tabletop_race import RACE, SEED, RaceGame

from cogs.tabletop.service import Service
from cogs.tabletop.store import Store
from engine import registry


@pytest.fixture(autouse=True)
def race_registered(monkeypatch: pytest.MonkeyPatch) -> Iterator[RaceGame]:
    """Register the test game for one test; the registry goes back to how it was."""
    monkeypatch.setitem(registry.GAMES, RACE.key, RACE)
    yield RACE


@pytest.fixture
async def store() -> AsyncIterator[Store]:
    s = await Store.open(":memory:")
    yield s
    await s.close()


@pytest.fixture
def service(store: Store) -> Service:
    return Service(store, seed_source=lambda: SEED)
