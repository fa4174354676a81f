"""Errors a player can read: every message is shown to them as it is."""


class GameError(ValueError):
    """Base of every rules error; the message is written for the player."""


class InvalidAction(GameError):
    """The action code does not name any action of this game (typo, unknown card, bad square)."""


class IllegalAction(GameError):
    """The action is well formed but the rules forbid it now; the message says why."""


class NotYourTurn(GameError):
    """The seat is not among those who must act now."""
