"""Fixtures for the web view: a SQLite store in a temporary file and a service over it."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest
from webtable import SEED

from tabletop.service import Service
from tabletop.store import Store


@pytest.fixture
async def store(tmp_path: Path) -> AsyncIterator[Store]:
    s = await Store.open(tmp_path / "web.db")
    yield s
    await s.close()


@pytest.fixture
def service(store: Store) -> Service:
    return Service(store, seed_source=lambda: SEED)
