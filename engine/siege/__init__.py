"""Iliad: The Siege of Troy, the two-sided wargame: map, calendar, moves, arrows, battles, duels."""

from engine.siege.bots import BOTS
from engine.siege.game import Siege
from engine.siege.hard import HARD

GAME = Siege()
GAME.bots = {**BOTS, "hard": HARD}

__all__ = ["GAME"]
