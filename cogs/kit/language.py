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
    locale = _locale(interaction.locale)
    languages = _languages(interaction)
    if languages is not None:
        try:
            locale = await languages.of_user(interaction.user.id, locale)
        except Exception:  # noqa: BLE001 - an answer in Discord's locale is still an answer
            log_unexpected(log, "could not read the language of user %s", interaction.user.id)
    return words(language_of(locale))


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
