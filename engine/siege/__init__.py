"""Iliad: The Siege of Troy, the two-sided wargame: map, calendar, moves, arrows, battles, duels."""

from engine.siege.bots import BOTS
from engine.siege.game import Siege

GAME = Siege()
GAME.bots = BOTS

__all__ = ["GAME"]
