"""The rules as Discord shows them: a page of a game's rulebook as an embed with its sample
picture, and the menu of its topics. Every text comes from the rulebook (``engine.core.rulebook``,
i.e. ``docs/rules/<game>.md``); nothing here sends."""

from __future__ import annotations

import asyncio
from typing import TYPE_CHECKING

import discord

from cogs.kit.autocomplete import MAX_CHOICES, as_choice
from cogs.kit.compose import images
from cogs.kit.compose.fit import (
    OPTION_TEXT,
    SELECT_OPTIONS,
    excerpt,
    fit,
)
from cogs.kit.errors import BadInput
from engine import registry
from engine.core.rulebook import OVERVIEW, Rulebook
from render.core.describe import fit_alt
from render.core.language import ENGLISH_WORDS, LANGUAGES, N_, Words
from tabletop.helpdesk import rules_of, sample_table

if TYPE_CHECKING:
    pass


PICTURE_TOPICS = frozenset({OVERVIEW, "board"})  # by their English names


PICTURE_NAME = "rules.png"


TOPIC_PLACEHOLDER = N_("Jump to another topic…")


_pictures: dict[tuple[str, str], tuple[bytes, str] | None] = {}  # (game, language) -> picture


def topic_choices(game_key: str, typed: str, said: Words) -> list[discord.app_commands.Choice[str]]:
    """Autocomplete for ``topic``: the topics (in the reader's language) whose name contains
    what is typed."""
    typed = typed.strip().lower()
    names = rules_of(game_key, said.language).names()
    return [as_choice(name, name) for name in names if typed in name.lower()][:MAX_CHOICES]


def find_topic(game_key: str, typed: str | None, said: Words) -> int:
    """The topic's index, or BadInput listing the topics. A name is looked up in the reader's
    language first, then in every other one: the books share their sections' order, so a topic
    named in English (or picked before a change of language) is the same topic."""
    book = rules_of(game_key, said.language)
    languages = [said.language, *(other for other in LANGUAGES if other != said.language)]
    found = (rules_of(game_key, language).find(typed) for language in languages)
    index = next((i for i in found if i is not None and i < len(book.topics)), None)
    if index is None:
        title = registry.get(game_key).title
        if not book.topics:
            raise BadInput("I have no rules text for {game} yet.", game=title)
        raise BadInput(
            "{game} has no rules topic “{typed}”. Topics: {topics}.",
            game=title,
            typed=excerpt(typed or ""),
            topics=", ".join(book.names()),
        )
    return index


def shows_picture(game_key: str, topic: int) -> bool:
    """Whether a topic's first page comes with the sample table: the overview and the board,
    known by their English names (the same index in every language)."""
    english = rules_of(game_key).topics
    return topic < len(english) and english[topic].name in PICTURE_TOPICS


async def picture(game_key: str, said: Words = ENGLISH_WORDS) -> tuple[bytes, str] | None:
    """A sample table drawn by the game's own renderer, and what it shows in words, both in
    ``said``'s language (None for a game with no pictures)."""
    key = (game_key, said.language)
    if key not in _pictures:
        _pictures[key] = None
        if registry.ENTRIES[game_key].render is not None:
            # Bot moves then a drawing: off the event loop, like every picture.
            view, names = await asyncio.to_thread(sample_table, game_key)
            image = await images.draw_table(view, names, said=said)
            if image is not None:
                words = images.describe("table", view, names, said)
                alt = said("A sample table of the game. {words}", words=words)
                _pictures[key] = (image, fit_alt(alt))
    return _pictures[key]


def topic_options(book: Rulebook, current: int) -> list[discord.SelectOption]:
    """The topic menu's options: every topic (at most 25 around the current one, which is
    marked), valued by its index in the rulebook."""
    first = max(0, min(current - SELECT_OPTIONS // 2, len(book.topics) - SELECT_OPTIONS))
    shown = range(first, min(first + SELECT_OPTIONS, len(book.topics)))
    return [
        discord.SelectOption(
            label=fit(book.topics[i].name, OPTION_TEXT),
            value=str(i),
            default=i == current,
        )
        for i in shown
    ]
