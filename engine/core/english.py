"""Small pieces of English for generated sentences, so every game writes them the same way."""

from __future__ import annotations

_VOWEL_SOUNDS = tuple("aeiouAEIOU8")  # "an Archers", "an Oracle", "an 8×8 board"


def article(word: str) -> str:
    """The indefinite article before ``word``: "an" before a vowel sound, else "a"."""
    return "an" if word.startswith(_VOWEL_SOUNDS) else "a"


def with_article(word: str, *, capital: bool = False) -> str:
    """``word`` after its article ("an Archers", "a Chariot"); ``capital`` starts a sentence."""
    first = article(word)
    return f"{first.capitalize() if capital else first} {word}"
