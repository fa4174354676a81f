"""The Discord side of help and spectators: rules pages with page buttons, a menu to jump to any
topic and a sample table, the first-time how-to-play DM, and the DM to a channel's watchers when
its game ends.

Every text comes from the rulebook (``engine.core.rulebook``, i.e. ``docs/rules/<game>.md``);
nothing here knows a game.
"""

from __future__ import annotations

import asyncio
import io
import logging
import re
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import discord
from discord import ui

from cogs.kit.autocomplete import MAX_CHOICES, as_choice
from cogs.kit.components import ids
from cogs.kit.components.base import IdItem, button
from cogs.kit.compose import images
from cogs.kit.compose.fit import (
    EMBED_TITLE,
    FOOTER,
    OPTION_TEXT,
    SELECT_OPTIONS,
    excerpt,
    fit,
    fit_embed,
)
from cogs.kit.compose.messages import Message
from cogs.kit.compose.present import COLOUR, outcome_text
from cogs.kit.errors import BadInput, guarded
from engine import registry
from engine.core.rulebook import OVERVIEW, Rulebook
from tabletop.helpdesk import rules_of, sample_table
from tabletop.models import TableInfo, Update
from tabletop.unexpected import log_unexpected

if TYPE_CHECKING:
    from cogs.kit.delivery.dms import DirectMessages
    from tabletop.service import Service

log = logging.getLogger("troy.helpdesk")

# Topics a picture explains better than words: their first page shows a sample table.
PICTURE_TOPICS = frozenset({OVERVIEW, "board"})
PICTURE_NAME = "rules.png"
TOPIC_PLACEHOLDER = "Jump to another topic…"
_pictures: dict[str, bytes | None] = {}


@dataclass
class RulesPage:
    """One page of a topic, ready to send or to edit in place. The picture rides as a plain
    attachment, outside the embed: inside one Discord shrinks it too small to read."""

    embed: discord.Embed
    view: ui.View | None
    image: bytes | None

    def files(self) -> list[discord.File]:
        return [discord.File(io.BytesIO(self.image), PICTURE_NAME)] if self.image else []


def topic_choices(game_key: str, typed: str) -> list[discord.app_commands.Choice[str]]:
    """Autocomplete for ``topic``: the topics whose name contains what is typed."""
    typed = typed.strip().lower()
    return [as_choice(name, name) for name in rules_of(game_key).names() if typed in name.lower()][
        :MAX_CHOICES
    ]


def find_topic(game_key: str, typed: str | None) -> int:
    """The topic's index, or BadInput listing the topics."""
    book = rules_of(game_key)
    index = book.find(typed)
    if index is None:
        title = registry.get(game_key).title
        if not book.topics:
            raise BadInput(f"I have no rules text for {title} yet.")
        topics = ", ".join(book.names())
        raise BadInput(f"{title} has no rules topic “{excerpt(typed or '')}”. Topics: {topics}.")
    return index


async def picture(game_key: str) -> bytes | None:
    """A sample table drawn by the game's own renderer (None for a game with no pictures)."""
    if game_key not in _pictures:
        if registry.ENTRIES[game_key].render is None:
            _pictures[game_key] = None
        else:
            # Bot moves then a drawing: off the event loop, like every picture.
            view, names = await asyncio.to_thread(sample_table, game_key)
            _pictures[game_key] = await images.draw_table(view, names)
    return _pictures[game_key]


async def rules_page(game_key: str, topic: int, page: int) -> RulesPage:
    """Page ``page`` of topic number ``topic`` (both clamped to what exists)."""
    book: Rulebook = rules_of(game_key)
    topic = max(0, min(topic, len(book.topics) - 1))
    chosen = book.topics[topic]
    page = max(0, min(page, len(chosen.pages) - 1))
    title = registry.get(game_key).title
    embed = discord.Embed(
        title=fit(f"{title} — {chosen.name}", EMBED_TITLE),
        description=chosen.pages[page],
        colour=COLOUR,
    )
    footer = f"Page {page + 1}/{len(chosen.pages)}"
    if len(book.topics) > 1:
        footer += " · Other topics: the menu below"
    embed.set_footer(text=fit(footer, FOOTER))
    image = await picture(game_key) if page == 0 and chosen.name in PICTURE_TOPICS else None
    view = ui.View(timeout=None)
    if page > 0:
        view.add_item(RulesPageButton(game_key, topic, page - 1, "◀ Previous"))
    if page + 1 < len(chosen.pages):
        view.add_item(RulesPageButton(game_key, topic, page + 1, "Next ▶"))
    if len(book.topics) > 1:
        view.add_item(RulesTopicSelect(game_key, topic_options(book, topic)))
    return RulesPage(fit_embed(embed), view if view.children else None, image)


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


async def send_rules(interaction: discord.Interaction, game_key: str, topic: str | None) -> None:
    """``/game rules``: the topic's first page, for the asker alone."""
    shown = await rules_page(game_key, find_topic(game_key, topic), 0)
    kwargs: dict[str, Any] = {"embed": shown.embed, "ephemeral": True, "files": shown.files()}
    if shown.view is not None:
        kwargs["view"] = shown.view
    if interaction.response.is_done():
        await interaction.followup.send(**kwargs)
    else:
        await interaction.response.send_message(**kwargs)


class RulesPageButton(IdItem[ui.Button[Any]], template=ids.RULES_TEMPLATE):
    """Previous / Next under a rules page: turns the page in place (the id holds the page)."""

    def __init__(self, game_key: str, topic: int, page: int, label: str = "Page") -> None:
        super().__init__(button(label, ids.rules_id(game_key, topic, page)))
        self.game_key, self.topic, self.page = game_key, topic, page

    @classmethod
    def args(cls, match: re.Match[str], item: ui.Item[Any]) -> tuple[Any, ...]:
        return (
            match["key"],
            int(match["topic"]),
            int(match["page"]),
        )

    @guarded
    async def callback(self, interaction: discord.Interaction) -> None:
        if self.game_key not in registry.GAMES:
            raise BadInput("That game is no longer here: ask `/game rules` again.")
        shown = await rules_page(self.game_key, self.topic, self.page)
        await interaction.response.edit_message(
            embed=shown.embed, view=shown.view, attachments=shown.files()
        )


class RulesTopicSelect(IdItem[ui.Select[Any]], template=ids.RULES_TOPIC_TEMPLATE):
    """The topic menu under a rules page: opens the chosen topic's first page in place (the id
    holds the game, the option's value the topic), so it works after a restart too."""

    def __init__(self, game_key: str, options: list[discord.SelectOption] | None = None) -> None:
        super().__init__(
            ui.Select(
                custom_id=ids.rules_topic_id(game_key),
                options=options or [discord.SelectOption(label="overview", value="0")],
                placeholder=TOPIC_PLACEHOLDER,
            )
        )
        self.game_key = game_key

    @classmethod
    def args(cls, match: re.Match[str], item: ui.Item[Any]) -> tuple[Any, ...]:
        return (match["key"],)

    @guarded
    async def callback(self, interaction: discord.Interaction) -> None:
        if self.game_key not in registry.GAMES:
            raise BadInput("That game is no longer here: ask `/game rules` again.")
        value = self.item.values[0] if self.item.values else ""
        if not ids.TOPIC_VALUE.fullmatch(value):
            raise BadInput("That is not a topic of these rules: ask `/game rules` again.")
        shown = await rules_page(self.game_key, int(value), 0)
        await interaction.response.edit_message(
            embed=shown.embed, view=shown.view, attachments=shown.files()
        )


HELPDESK_ITEMS = (RulesPageButton, RulesTopicSelect)


# --- the first time at a game --------------------------------------------------------------------
async def teach(dms: DirectMessages, service: Service, user_id: int, table: TableInfo) -> bool:
    """DM a short how-to-play to someone seated at a game they were never taught; remembered
    only once it arrived, so closed DMs lose nothing (the next game tries again). A refusal
    counts as the game's one refused DM: its hands then go to ``/game hand``. Never raises."""
    game_key = table.game_key
    try:
        if user_id in await dms.closed(table.game_id, table.version):
            return False
        text = await service.howto_due(user_id, game_key)
        if text is None:
            return False
        title = registry.get(game_key).title
        embed = discord.Embed(title=f"How to play {title}", description=text, colour=COLOUR)
        embed.set_footer(text="More: /game rules — topics, pages and a picture of the table.")
        if not await dms.send(user_id, Message(embed=embed)):
            await dms.mark_closed(table.game_id, user_id)
            return False
        await service.taught(user_id, game_key)
        return True
    except Exception:  # help must never break a join
        log_unexpected(log, "could not teach %s to user %s", game_key, user_id)
        return False


# --- spectators ----------------------------------------------------------------------------------
async def tell_watchers(dms: DirectMessages, service: Service, update: Update) -> int:
    """DM every watcher of the channel that its game ended (once per game). Never raises."""
    table = update.table
    if update.outcome is None:
        return 0
    try:
        watchers = await service.watchers_to_tell(table.game_id, table.channel_id)
        result = outcome_text(table, update.outcome, update.public_view)
        embed = discord.Embed(
            title=f"A game of {table.title} you watch has ended",
            description=f"In <#{table.channel_id}>: {result}",
            colour=COLOUR,
        )
        embed.set_footer(text="Stop these messages with /game watch off in that channel.")
        told = 0
        for user_id in watchers:
            told += await dms.send(user_id, Message(embed=embed))
        return told
    except Exception:
        log_unexpected(log, "could not tell the watchers of game %s", table.game_id)
        return 0
