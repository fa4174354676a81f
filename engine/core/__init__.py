"""Shared engine pieces: the Game protocol, errors, seeded randomness, grids, decks and hands
(``cards``), dice, lazy views; the registry sits beside it in ``engine.registry``."""

from engine.core.errors import GameError, IllegalAction, InvalidAction, NotYourTurn
from engine.core.game import Bot, Game, Option
from engine.core.rng import rng_for
from engine.core.types import Event, Outcome, Seat, Step

__all__ = [
    "Bot",
    "Event",
    "Game",
    "GameError",
    "IllegalAction",
    "InvalidAction",
    "NotYourTurn",
    "Option",
    "Outcome",
    "Seat",
    "Step",
    "rng_for",
]
