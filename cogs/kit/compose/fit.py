"""Discord's size limits, and the one way outgoing text is fitted to them.

Why one place: real Discord answers 400 to a message, embed, button or menu whose text is one
character too long (the player then sees "The application did not respond"), and a cut made
mid-word reads badly. Every outgoing text that may be long goes through ``fit``; a player's input
quoted back goes through ``excerpt``. Values and custom ids are never cut (a cut value is another
action): they must fit by construction, which ``fits_exactly`` asserts.
"""

from __future__ import annotations

import discord

from tabletop.fitting import ELLIPSIS, EXCERPT, excerpt, fit, fit_tail

__all__ = ["ELLIPSIS", "EXCERPT", "excerpt", "fit", "fit_tail", "fit_embed", "fits_exactly"]

CONTENT = 2000  # a message's text
EMBED_TITLE = 256
EMBED_DESCRIPTION = 4096
EMBED_FIELDS = 25
FIELD_NAME = 256
FIELD_VALUE = 1024
FOOTER = 2048
EMBED_TOTAL = 6000  # every embed of a message together
EMBEDS = 10
ROWS = 5  # action rows of a message
ROW_BUTTONS = 5
BUTTON_LABEL = 80
SELECT_OPTIONS = 25
OPTION_TEXT = 100  # a select option's label, value and description
PLACEHOLDER = 150
CUSTOM_ID = 100
CHOICES = 25  # autocomplete results
CHOICE_TEXT = 100  # an autocomplete choice's name and value
ATTACHMENTS = 10
ATTACHMENT_BYTES = 10 * 1024 * 1024
COMMAND_NAME = 32
COMMAND_DESCRIPTION = 100
COMMAND_OPTIONS = 25
COMMAND_TOTAL = 4000  # names, descriptions and choices of one command together


def fits_exactly(text: str, limit: int, what: str) -> str:
    """``text`` unchanged; a value or custom id longer than ``limit`` is a bug, never cut."""
    if not 1 <= len(text) <= limit:
        raise ValueError(f"{what} must be 1 to {limit} characters, got {len(text)}: {text[:40]!r}")
    return text


def fit_embed(embed: discord.Embed) -> discord.Embed:
    """The same embed with its title, description, fields and footer fitted (in place), and
    the whole within 6,000 characters; an empty field, which Discord refuses, reads "—"."""
    if embed.title:
        embed.title = fit(embed.title, EMBED_TITLE)
    if embed.description:
        embed.description = fit(embed.description, EMBED_DESCRIPTION)
    for index, field in enumerate(embed.fields):
        embed.set_field_at(
            index,
            name=fit(field.name or "", FIELD_NAME) or "—",
            value=fit(field.value or "", FIELD_VALUE) or "—",
            inline=bool(field.inline),
        )
    if embed.footer.text:
        embed.set_footer(text=fit(embed.footer.text, FOOTER), icon_url=embed.footer.icon_url)
    over = len(embed) - EMBED_TOTAL  # all its texts together: the description gives way
    if over > 0 and embed.description:
        embed.description = fit(embed.description, max(len(embed.description) - over, 1))
    return embed
