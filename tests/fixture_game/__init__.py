"""Skirmish, the fixture game every test can play (registered for all tests by
``tests/conftest.py``). Exports ``FIXTURE``."""

from fixture_game.bots import BOTS
from fixture_game.engine import Skirmish

FIXTURE = Skirmish()
FIXTURE.bots = BOTS

__all__ = ["FIXTURE"]
