"""Shared by every test: the fixture game Skirmish is registered beside the real games, so the
generic engine, service, render and bot tests all run over it too."""

from __future__ import annotations

from fixture_game import FIXTURE

from engine import registry

registry.register(FIXTURE, render="fixture_game.render")
