"""The languages the bot speaks, and the words of each.

English is written in the code; every other language has one gettext catalogue,
``locales/<language>.po`` (its source, read with Babel and compiled in memory at start), with the
game terms of its glossary (``locales/glossary.<language>.csv``). A message missing from a
catalogue falls back to its English, whole. ``Words`` is one language's words: what composes a
message or draws a picture takes one and says everything through it, so a message and its picture
speak the language of whoever reads them.
"""

from __future__ import annotations

import gettext
import io
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from babel.lists import format_list
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po
from babel.numbers import format_decimal

from engine.core.english import N_
from engine.core.english import listing as english_listing
from engine.core.said import is_said, spoken, value_in
from render.core.bounded import memo

__all__ = ["ENGLISH", "ENGLISH_WORDS", "LANGUAGES", "N_", "Words", "language_of", "words"]

ENGLISH = "en"
TERM = "term"  # the catalogues' context of a game's words (its glossary)
# The languages shipped, each in its own words (what the language menu offers).
LANGUAGES: dict[str, str] = {"en": "English", "fr": "Français", "de": "Deutsch", "es": "Español"}
LOCALES = Path(__file__).resolve().parents[2] / "locales"


def language_of(locale: object) -> str:
    """Our language for a Discord locale ("fr", "es-ES", "es-419", "en-GB"…); English when
    we do not speak it."""
    code = str(getattr(locale, "value", locale) or "").lower().replace("_", "-")
    base = code.split("-", 1)[0]
    return base if base in LANGUAGES else ENGLISH


@memo("language catalogues", entries=len(LANGUAGES))
def _translations(language: str) -> gettext.NullTranslations:
    source = LOCALES / f"{language}.po"
    if language == ENGLISH or not source.exists():
        return gettext.NullTranslations()
    with source.open("rb") as po:
        catalogue = read_po(po, locale=language)
    compiled = io.BytesIO()
    write_mo(compiled, catalogue)
    compiled.seek(0)
    return gettext.GNUTranslations(compiled)


@dataclass(frozen=True)
class Words:
    """One language's words. ``words("…{n}…", n=3)``: the message in this language, its
    placeholders filled after translation (so a translation may move them)."""

    language: str

    @property
    def _catalogue(self) -> gettext.NullTranslations:
        return _translations(self.language)

    def __call__(self, message: str, /, **args: Any) -> str:
        return self._fill(self._catalogue.gettext(message), args)

    def plural(self, singular: str, plural: str, count: int, /, **args: Any) -> str:
        """The form for ``count`` (the language's own plural rules); ``{count}`` is filled."""
        text = self._catalogue.ngettext(singular, plural, count)
        return self._fill(text, {"count": self.number(count), **args})

    def in_context(self, context: str, message: str, /, **args: Any) -> str:
        """A message whose words depend on where it is shown (a command's name, a button)."""
        return self._fill(self._catalogue.pgettext(context, message), args)

    def has(self, context: str | None, message: str) -> bool:
        """Whether this language translates ``message`` (else it falls back to English)."""
        if self.language == ENGLISH:
            return True
        key = message if context is None else f"{context}\x04{message}"
        catalogue = getattr(self._catalogue, "_catalog", {})
        return key in catalogue

    def term(self, word: str) -> str:
        """A game's word (a tile, a card) from this language's glossary."""
        return self._catalogue.pgettext(TERM, word)

    def line(self, text: str) -> str:
        """A line the games said (``engine.core.said``) in this language; other text as it is.
        Menus and logs speak the same lines again and again: each is spoken once per language."""
        return _spoken_line(self.language, text) if is_said(text) else text

    def listing(self, items: Sequence[str]) -> str:
        """ "A, B and C" as this language joins a list (English without the serial comma, as
        the engine's own words do)."""
        if self.language == ENGLISH or len(items) < 2:
            return english_listing(items)
        return format_list(list(items), locale=self.language)

    def number(self, value: float) -> str:
        if isinstance(value, int) and 0 <= value < 1000:
            return str(value)  # written alike in every language we speak; Babel is slow
        return format_decimal(value, locale=self.language)

    def _fill(self, text: str, args: dict[str, Any]) -> str:
        """``text`` with ``args`` put in; a said line among them is spoken in this language."""
        if not args:
            return text
        return text.format(**{k: value_in(v, self) for k, v in args.items()})


@memo("spoken lines", entries=20_000)
def _spoken_line(language: str, text: str) -> str:
    return spoken(text, words(language))


def words(language: str) -> Words:
    return Words(language if language in LANGUAGES else ENGLISH)


ENGLISH_WORDS = Words(ENGLISH)
