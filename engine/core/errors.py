"""Errors a player can read: every message is shown to them as it is.

A message is written as an English template with named fields (``"The table is full
({maximum} seats)."``, ``maximum=4``): the template is the message's id, so the layers above can
show it in the reader's language and fill in the fields there; ``str(error)`` is the English.
A field may be a game's word (``engine.core.said.term``), a list or a said line, spoken in the
reader's language too; a message built elsewhere as a said line may stand as the template.
"""

from __future__ import annotations

import copy
from collections.abc import Callable

from engine.core.said import ENGLISH, is_said, map_text, spoken, value_in


def _english(template: str, fields: dict[str, object]) -> str:
    if is_said(template):
        return spoken(template, ENGLISH)
    if not fields:
        return template
    return template.format(**{k: value_in(v, ENGLISH) for k, v in fields.items()})


class GameError(ValueError):
    """Base of every rules error; the message is written for the player."""

    def __init__(self, template: str = "", /, **fields: object) -> None:
        self.template = template
        self.fields = fields
        super().__init__(_english(template, fields))

    def retold(self, change: Callable[[str], str]) -> GameError:
        """This error with ``change`` applied to the plain words of its values (players' names
        put in for seat labels); the message, and so its translations, stay."""
        told = copy.copy(self)
        if is_said(self.template):
            told.template = map_text(self.template, change)
        told.fields = {
            k: map_text(v, change) if isinstance(v, str) else v for k, v in self.fields.items()
        }
        told.args = (_english(told.template, told.fields),)
        return told


class InvalidAction(GameError):
    """The action code does not name any action of this game (typo, unknown card, bad square)."""


class IllegalAction(GameError):
    """The action is well formed but the rules forbid it now; the message says why."""


class NotYourTurn(GameError):
    """The seat is not among those who must act now."""
