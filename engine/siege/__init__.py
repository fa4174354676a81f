"""Iliad: The Siege of Troy, the two-sided wargame: map, calendar, moves, arrows, battles, duels."""

from engine.siege.game import Siege

GAME = Siege()

__all__ = ["GAME"]
