"""Discord's size limits, and the one way outgoing text is fitted to them.

Why one place: real Discord answers 400 to a message, embed, button or menu whose text is one
character too long (the player then sees "The application did not respond"), and a cut made
mid-word reads badly. Every outgoing text that may be long goes through ``fit``; a player's input
quoted back goes through ``excerpt``. Values and custom ids are never cut (a cut value is another
action): they must fit by construction, which ``fits_exactly`` asserts.
"""

from __future__ import annotations

import discord

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

ELLIPSIS = "…"
EXCERPT = 40  # how much of a player's input an error message quotes back


def fit(text: str, limit: int) -> str:
    """``text`` if it fits, else cut at the last word boundary before ``limit`` with "…" (a
    single word longer than the limit is cut inside it)."""
    if len(text) <= limit:
        return text
    room = text[: limit - len(ELLIPSIS)]
    cut = room.rstrip()
    if not text[len(room)].isspace():  # the cut fell inside a word: drop that word
        head, space, _ = cut.rpartition(" ")
        cut = head.rstrip() if space and head.strip() else cut
    return cut.rstrip(" ,;:—-") + ELLIPSIS


def fit_tail(text: str, limit: int) -> str:
    """The end of ``text`` when it is too long (the newest lines of a log), "…" first, starting
    at a line (or word) boundary."""
    if len(text) <= limit:
        return text
    room = text[len(text) - (limit - len(ELLIPSIS)) :]
    for sep in ("\n", " "):
        head, found, tail = room.partition(sep)
        if found and tail.strip() and head:
            return ELLIPSIS + tail
    return ELLIPSIS + room


def excerpt(text: str, limit: int = EXCERPT) -> str:
    """A short quote of what a player typed, on one line, for an error message."""
    return fit(" ".join(text.split()), limit)


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
