"""Whose language a message speaks: a reply or a DM, its reader's; a public post, the server's.

The reader's language is the one they chose (``/game language``), else their Discord client's
(the interaction's locale, remembered for the messages sent outside an interaction). A server's
is the one its admins chose, else its Discord community locale.
"""

from __future__ import annotations

import logging
from typing import Any

import discord

from render.core.language import Words, language_of, words
from tabletop.unexpected import log_unexpected

log = logging.getLogger("troy.language")


def _locale(value: object) -> str | None:
    text = str(getattr(value, "value", value) or "")
    return text or None


def _languages(interaction: discord.Interaction) -> Any:
    service = getattr(interaction.client, "service", None)
    return getattr(service, "languages", None)


async def reader_words(interaction: discord.Interaction) -> Words:
    """The words of the person who acted: for what only they read."""
    return await user_words(
        getattr(interaction.client, "service", None),
        interaction.user.id,
        _locale(interaction.locale),
    )


async def user_words(service: Any, user_id: int, locale: str | None = None) -> Words:
    """The words of one person, for a reply or a DM: their chosen language, else ``locale``
    (their interaction's), else the one last seen for them; English when nothing is known."""
    languages = getattr(service, "languages", None)
    if languages is not None:
        try:
            locale = await languages.of_user(user_id, locale)
        except Exception:  # noqa: BLE001 - an answer in Discord's locale is still an answer
            log_unexpected(log, "could not read the language of user %s", user_id)
    return words(language_of(locale))


async def server_words(service: Any, guild_id: int | None, locale: str | None = None) -> Words:
    """The words of a server, for a public post: its admins' choice, else ``locale`` (an
    interaction's ``guild_locale``), else the one last seen there; English when unknown."""
    languages = getattr(service, "languages", None)
    if languages is not None:
        try:
            locale = await languages.of_guild(guild_id, locale)
        except Exception:  # noqa: BLE001 - a post in English is still a post
            log_unexpected(log, "could not read the language of server %s", guild_id)
    return words(language_of(locale))


async def public_words(interaction: discord.Interaction) -> Words:
    """The words of a public post made in answer to ``interaction``: its server's."""
    service = getattr(interaction.client, "service", None)
    return await server_words(service, interaction.guild_id, _locale(interaction.guild_locale))


async def note_locales(interaction: discord.Interaction) -> None:
    """Remember the interaction's locales (written only when they are new). Never raises."""
    languages = _languages(interaction)
    locale = _locale(interaction.locale)
    if languages is None or locale is None:
        return
    try:
        await languages.seen(
            interaction.user.id, locale, interaction.guild_id, _locale(interaction.guild_locale)
        )
    except Exception:  # noqa: BLE001 - a locale not remembered costs only a language
        log_unexpected(log, "could not remember the locale of user %s", interaction.user.id)
