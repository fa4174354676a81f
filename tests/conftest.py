"""Shared by every test: the fixture game Skirmish is registered beside the real games, so the
generic engine, service, render and bot tests all run over it too; and each test starts with no
unexpected error remembered, so one test's logged error never silences the next one's."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from fixture_game import FIXTURE

from engine import registry
from tabletop.unexpected import UNEXPECTED

registry.register(FIXTURE, render="fixture_game.render")


@pytest.fixture(autouse=True)
def fresh_unexpected_log() -> Iterator[None]:
    """The once-a-minute memory of unexpected errors is the process's; tests share a process."""
    UNEXPECTED.reset()
    yield
    UNEXPECTED.reset()
