"""Errors a player can read: every message is shown to them as it is.

A message is written as an English template with named fields (``"The table is full
({maximum} seats)."``, ``maximum=4``): the template is the message's id, so the layers above can
show it in the reader's language and fill in the fields there; ``str(error)`` is the English.
"""

from __future__ import annotations


class GameError(ValueError):
    """Base of every rules error; the message is written for the player."""

    def __init__(self, template: str = "", /, **fields: object) -> None:
        self.template = template
        self.fields = fields
        super().__init__(template.format(**fields) if fields else template)


class InvalidAction(GameError):
    """The action code does not name any action of this game (typo, unknown card, bad square)."""


class IllegalAction(GameError):
    """The action is well formed but the rules forbid it now; the message says why."""


class NotYourTurn(GameError):
    """The seat is not among those who must act now."""
