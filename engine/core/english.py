"""Small pieces of English for generated sentences, so every game writes them the same way."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Protocol

_VOWEL_SOUNDS = tuple("aeiouAEIOU8")  # "an Archers", "an Oracle", "an 8×8 board"


def article(word: str) -> str:
    """The indefinite article before ``word``: "an" before a vowel sound, else "a"."""
    return "an" if word.startswith(_VOWEL_SOUNDS) else "a"


def with_article(word: str, *, capital: bool = False) -> str:
    """``word`` after its article ("an Archers", "a Chariot"); ``capital`` starts a sentence."""
    first = article(word)
    return f"{first.capitalize() if capital else first} {word}"


def counted(count: int, noun: str, plural: str | None = None) -> str:
    """``count`` and ``noun`` agreeing in number: "1 card", "2 cards", "0 points".
    ``plural`` for nouns that do not just take an "s" ("1 die", "3 dice")."""
    word = noun if count == 1 else (plural or f"{noun}s")
    return f"{count} {word}"


def listing(words: Sequence[str]) -> str:
    """'Alice', 'Alice and Bob', 'Alice, Bob and Carol'."""
    if len(words) <= 1:
        return "".join(words)
    return f"{', '.join(words[:-1])} and {words[-1]}"


class Say(Protocol):
    """A translator of messages: the English message (with ``{placeholders}``) in its reader's
    language, the placeholders filled. The layers above pass one to the words they compose;
    ``english`` is what speaks when none is given."""

    def __call__(self, message: str, /, **args: Any) -> str: ...


def english(message: str, /, **args: Any) -> str:
    """A message in English, its placeholders filled: the translator of the source language."""
    return message.format(**args) if args else message


def N_(message: str) -> str:  # noqa: N802 - gettext's own name for it, which Babel looks for
    """Marks an English message for the catalogue where it is written (a constant), without
    translating it: it is translated where it is shown, in its reader's language."""
    return message
