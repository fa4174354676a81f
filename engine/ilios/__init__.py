"""ILIOS: deploy warriors, raid and occupy tiles, surround them to plunder. Exports ``GAME``."""

from engine.ilios.bots import BOTS
from engine.ilios.game import Ilios
from engine.ilios.hard import HARD

GAME = Ilios()
GAME.bots = {**BOTS, "hard": HARD}

__all__ = ["GAME"]
