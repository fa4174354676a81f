"""Iliad: Heroes of Troy: play characters on a pile, score shared traits for their faction,
invoke one trait a turn. Exports ``GAME``."""

from engine.heroes.bots import BOTS
from engine.heroes.game import Heroes
from engine.heroes.hard import HARD

GAME = Heroes()
GAME.bots = {**BOTS, "hard": HARD}

__all__ = ["GAME"]
