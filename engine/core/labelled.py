"""A legal action code that carries its own words.

``Game.describe(action)`` gets no state, yet a menu reads far better with words from the
position ("Move Ajax (8) to F4: attacks Hector (duel)", "Put Hoplites 2 on your phalanx p0.0
(worth 4 → 12)"). A game may list ``Labelled`` codes: equal to, hashed and stored as the plain
code, with words given outright or worked out on demand by a ``Wording`` the game built from what
the actor may see. Copied or pickled, a code is the plain string, so nothing of the position
travels further than the legal list.
"""

from __future__ import annotations

from typing import Protocol

from engine.core.game import MAX_LABEL
from engine.core.said import is_said


class Wording(Protocol):
    """Words for the codes of one legal list, from a snapshot that holds nothing hidden (never
    the game state: bots and cogs hold the list)."""

    def words_for(self, code: str) -> str: ...


class Labelled(str):
    """A code with its words (given, or asked of its ``Wording`` once, when first needed)."""

    _words: str | Wording

    def __new__(cls, code: str, words: str | Wording) -> Labelled:
        made = super().__new__(cls, code)
        made._words = words
        return made

    @property
    def words(self) -> str:
        said = self._words
        if not isinstance(said, str):
            said = self._words = said.words_for(str(self))
        return said if is_said(said) else said[:MAX_LABEL]  # a said line is fitted once spoken

    def __reduce__(self) -> tuple[type[str], tuple[str]]:
        """Copied or pickled, a code is the plain string."""
        return str, (str(self),)


def words_of(action: object) -> str | None:
    """The words a listed code carries, or None for a plain code (the game then describes it
    from the code alone)."""
    return action.words if isinstance(action, Labelled) else None
