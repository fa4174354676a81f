"""ILIOS: deploy warriors, raid and occupy tiles, surround them to plunder. Exports ``GAME``."""

from engine.ilios.bots import BOTS
from engine.ilios.game import Ilios

GAME = Ilios()
GAME.bots = BOTS

__all__ = ["GAME"]
