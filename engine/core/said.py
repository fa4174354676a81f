"""What the games say, as message ids with arguments, so that every reader reads it in their own
language and a stored game reads in any language later.

The engine speaks no language. A line it says (an event, a move's words) is made by ``say``: an
English message with ``{placeholders}`` (its id in the translators' catalogues) and the values to
put in them. It travels and is stored as text, ``MARK`` then JSON, so every layer that passes
lines along keeps passing strings; only what shows a line reads it (``spoken``), in English here
or in any language through a ``Speaker`` (``render.core.language.Words`` is one). A line stored
before, plain English, reads as it is.

A value may be a game's own word (``term``: a tile, a card, a trait), translated on its own from
the glossary, a list (``listed``: "A, B and C" as the language joins one), or a line itself.
"""

from __future__ import annotations

import json
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass
from functools import lru_cache
from typing import Any, Protocol

from engine.core.english import listing

MARK = "\x1f"  # starts a said line: never typed by a player, never shown
UNSAID = MARK + '{"m": "", "a": {}}'  # every line said where nobody reads: it reads as nothing
_UNHEARD: ContextVar[bool] = ContextVar("unheard", default=False)


@dataclass(frozen=True)
class Term:
    """A word of a game's glossary (a tile, a card, a piece), translated on its own."""

    word: str


@dataclass(frozen=True)
class Listed:
    """Values joined as a list ("A, B and C"), or with ``separator`` between them (" · ")."""

    items: tuple[Any, ...]
    separator: str | None = None


def term(word: str) -> Term:
    return Term(word)


def T_(word: str) -> str:  # noqa: N802 - a marker, as gettext's N_
    """Marks a game's word for the glossary where it is written (a tile's name in its table),
    so the translators' catalogue holds it as a term; it is translated where it is shown."""
    return word


def listed(items: Sequence[Any], separator: str | None = None) -> Listed:
    return Listed(tuple(items), separator)


@lru_cache(maxsize=4096)
def _inner(text: str) -> dict[str, Any] | None:
    """A said line read to be put inside another (menus nest the same lines again and again);
    the result is only ever dumped, never changed."""
    return _read(text)


def _value(value: Any) -> Any:
    if isinstance(value, str) and value.startswith(MARK):
        inner = _inner(value)
        if inner is not None:
            return inner  # a line said inside the line: kept as itself, not as escaped text
    if isinstance(value, Term):
        return {"t": value.word}
    if isinstance(value, Listed):
        joined: dict[str, Any] = {"l": [_value(v) for v in value.items]}
        return joined if value.separator is None else {**joined, "s": value.separator}
    if isinstance(value, bool) or not isinstance(value, (int, float, str)):
        raise TypeError(f"a said value is text, a number, a term or a list, not {value!r}")
    return value


_ENCODE = json.JSONEncoder(ensure_ascii=False).encode  # json.dumps builds one a call
SAID_KEPT = 8192  # lines kept made: a search's play-outs say the same few lines again and again


@contextmanager
def unheard() -> Iterator[None]:
    """Inside, every line said is ``UNSAID``, made for nothing: a search's play-outs play
    thousands of moves whose words nobody reads, and wording them was a tenth of their time.
    Per context (so per thread): a game played beside a search still says its lines."""
    token = _UNHEARD.set(True)
    try:
        yield
    finally:
        _UNHEARD.reset(token)


def say(message: str, /, **args: Any) -> str:
    """The line ``message`` (English, with ``{placeholders}``) with ``args`` in them. A line
    said before with the same texts, whole numbers and terms is the one made then."""
    if _UNHEARD.get():
        return UNSAID
    kept: list[tuple[str, str | int | Term]] = []
    for name, value in args.items():
        kind = type(value)  # exactly: True is no 1, 1.0 reads otherwise than 1
        if kind is not str and kind is not int and kind is not Term:
            return _line(message, args)
        kept.append((name, value))
    return _said(message, tuple(kept))


@lru_cache(maxsize=SAID_KEPT)
def _said(message: str, args: tuple[tuple[str, str | int | Term], ...]) -> str:
    return _line(message, dict(args))


def _line(message: str, args: dict[str, Any]) -> str:
    return MARK + _ENCODE({"m": message, "a": {k: _value(v) for k, v in args.items()}})


def say_count(singular: str, plural: str, count: int, /, **args: Any) -> str:
    """A line that counts: its words depend on ``count`` (``{count}`` in them)."""
    if _UNHEARD.get():
        return UNSAID
    data = {"m": singular, "p": plural, "n": count, "a": {k: _value(v) for k, v in args.items()}}
    return MARK + _ENCODE(data)


def is_said(text: str) -> bool:
    return text.startswith(MARK)


def _read(text: str) -> dict[str, Any] | None:
    if not text.startswith(MARK):
        return None
    try:
        data = json.loads(text[len(MARK) :])
    except ValueError:
        return None
    return data if isinstance(data, dict) and isinstance(data.get("m"), str) else None


class Speaker(Protocol):
    """A language: its words for a message, a counted message, a term, a list and a number."""

    def __call__(self, message: str, /, **args: Any) -> str: ...

    def plural(self, singular: str, plural: str, count: int, /, **args: Any) -> str: ...

    def term(self, word: str) -> str: ...

    def listing(self, items: Sequence[str]) -> str: ...

    def number(self, value: float) -> str: ...


def spoken(text: str, speaker: Speaker) -> str:
    """A line in ``speaker``'s language: a said line translated, any other text as it is."""
    data = _read(text)
    return text if data is None else _spoken_data(data, speaker)


def _spoken_data(data: dict[str, Any], speaker: Speaker) -> str:
    args = {k: _spoken_value(v, speaker) for k, v in dict(data.get("a") or {}).items()}
    if "p" in data:
        count = int(data.get("n") or 0)
        return speaker.plural(data["m"], str(data["p"]), count, **args)
    return speaker(data["m"], **args)


def _spoken_value(value: Any, speaker: Speaker) -> str:
    if isinstance(value, dict) and isinstance(value.get("m"), str):
        return _spoken_data(value, speaker)
    if isinstance(value, dict) and "t" in value:
        return speaker.term(str(value["t"]))
    if isinstance(value, dict) and "l" in value:
        items = [_spoken_value(v, speaker) for v in value["l"]]
        return str(value["s"]).join(items) if "s" in value else speaker.listing(items)
    if isinstance(value, (int, float)):
        return speaker.number(value)
    return spoken(str(value), speaker)  # text, or a line said inside the line


def value_in(value: Any, speaker: Speaker) -> Any:
    """A value to put in a message in ``speaker``'s language: a term, a list or a said line
    spoken; any other value (a number, a name) as it is, for the message's own format."""
    if isinstance(value, (Term, Listed)):
        return _spoken_value(_value(value), speaker)
    if isinstance(value, str) and value.startswith(MARK):
        return spoken(value, speaker)
    return value


def map_text(text: str, change: Any) -> str:
    """``text`` with ``change`` (str -> str) applied to its own words when plain, or to every
    plain text value of a said line (players' names put in, say): the message stays."""
    data = _read(text)
    if data is None:
        return str(change(text))

    def walk(value: Any) -> Any:
        if isinstance(value, str):
            return map_text(value, change) if value.startswith(MARK) else change(value)
        if isinstance(value, dict) and "l" in value:
            return {**value, "l": [walk(v) for v in value["l"]]}
        if isinstance(value, dict) and isinstance(value.get("m"), str):
            return {**value, "a": {k: walk(v) for k, v in dict(value.get("a") or {}).items()}}
        return value

    data["a"] = {k: walk(v) for k, v in dict(data.get("a") or {}).items()}
    return MARK + json.dumps(data, ensure_ascii=False)


class English:
    """The source language: messages as written, lists without the serial comma."""

    def __call__(self, message: str, /, **args: Any) -> str:
        return message.format(**args) if args else message

    def plural(self, singular: str, plural: str, count: int, /, **args: Any) -> str:
        return (singular if count == 1 else plural).format(count=count, **args)

    def term(self, word: str) -> str:
        return word

    def listing(self, items: Sequence[str]) -> str:
        return listing(items)

    def number(self, value: float) -> str:
        return str(value)


ENGLISH = English()


def english(text: str) -> str:
    """A line in English (logs, tests, and whoever reads no other language)."""
    return spoken(text, ENGLISH)
