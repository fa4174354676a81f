"""Iliad (2006), the card game: sieges of Troy with armies of Hoplites, Archers, Elephants…"""

from engine.iliad.bots import BOTS
from engine.iliad.game import Iliad
from engine.iliad.hard import HARD

GAME = Iliad()
GAME.bots = {**BOTS, "hard": HARD}

__all__ = ["GAME", "Iliad"]
