"""``/game rules`` and its buttons: the page buttons and the menu that jumps to any topic; they
carry the game, topic and page in their custom ids, so they work after a restart."""

from __future__ import annotations

import io
import re
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import discord
from discord import ui

from cogs.kit.components import ids
from cogs.kit.components.base import IdItem, button
from cogs.kit.compose.fit import (
    EMBED_TITLE,
    FOOTER,
    PLACEHOLDER,
    fit,
    fit_embed,
)
from cogs.kit.compose.present import COLOUR
from cogs.kit.errors import BadInput, guarded
from cogs.kit.language import reader_words
from engine import registry
from engine.core.rulebook import Rulebook
from render.core.language import ENGLISH_WORDS, Words
from tabletop.helpdesk import rules_of

if TYPE_CHECKING:
    pass

from cogs.kit.compose.help import (
    PICTURE_NAME,
    TOPIC_PLACEHOLDER,
    find_topic,
    picture,
    shows_picture,
    topic_options,
)


@dataclass
class RulesPage:
    """One page of a topic, ready to send or to edit in place. The picture rides as a plain
    attachment, outside the embed: inside one Discord shrinks it too small to read."""

    embed: discord.Embed
    view: ui.View | None
    image: bytes | None
    alt: str = ""  # the picture in words

    def files(self) -> list[discord.File]:
        if not self.image:
            return []
        return [discord.File(io.BytesIO(self.image), PICTURE_NAME, description=self.alt or None)]


async def rules_page(
    game_key: str, topic: int, page: int, said: Words = ENGLISH_WORDS
) -> RulesPage:
    """Page ``page`` of topic number ``topic`` (both clamped to what exists), in the reader's
    language (``said``)."""
    book: Rulebook = rules_of(game_key, said.language)
    topic = max(0, min(topic, len(book.topics) - 1))
    chosen = book.topics[topic]
    page = max(0, min(page, len(chosen.pages) - 1))
    title = registry.get(game_key).title
    embed = discord.Embed(
        title=fit(f"{title} — {chosen.name}", EMBED_TITLE),
        description=chosen.pages[page],
        colour=COLOUR,
    )
    numbers = {"page": said.number(page + 1), "pages": said.number(len(chosen.pages))}
    if len(book.topics) > 1:
        footer = said("Page {page}/{pages} · Other topics: the menu below", **numbers)
    else:
        footer = said("Page {page}/{pages}", **numbers)
    embed.set_footer(text=fit(footer, FOOTER))
    drawn = await picture(game_key, said) if page == 0 and shows_picture(game_key, topic) else None
    view = ui.View(timeout=None)
    if page > 0:
        view.add_item(RulesPageButton(game_key, topic, page - 1, said("◀ Previous")))
    if page + 1 < len(chosen.pages):
        view.add_item(RulesPageButton(game_key, topic, page + 1, said("Next ▶")))
    if len(book.topics) > 1:
        options = topic_options(book, topic)
        view.add_item(RulesTopicSelect(game_key, options, said(TOPIC_PLACEHOLDER)))
    image, alt = drawn if drawn is not None else (None, "")
    return RulesPage(fit_embed(embed), view if view.children else None, image, alt)


async def send_rules(interaction: discord.Interaction, game_key: str, topic: str | None) -> None:
    """``/game rules``: the topic's first page, for the asker alone, in their language."""
    said = await reader_words(interaction)
    shown = await rules_page(game_key, find_topic(game_key, topic, said), 0, said)
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
        said = await reader_words(interaction)
        shown = await rules_page(self.game_key, self.topic, self.page, said)
        await interaction.response.edit_message(
            embed=shown.embed, view=shown.view, attachments=shown.files()
        )


class RulesTopicSelect(IdItem[ui.Select[Any]], template=ids.RULES_TOPIC_TEMPLATE):
    """The topic menu under a rules page: opens the chosen topic's first page in place (the id
    holds the game, the option's value the topic), so it works after a restart too."""

    def __init__(
        self,
        game_key: str,
        options: list[discord.SelectOption] | None = None,
        placeholder: str = TOPIC_PLACEHOLDER,
    ) -> None:
        super().__init__(
            ui.Select(
                custom_id=ids.rules_topic_id(game_key),
                options=options or [discord.SelectOption(label="overview", value="0")],
                placeholder=fit(placeholder, PLACEHOLDER),
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
        shown = await rules_page(self.game_key, int(value), 0, await reader_words(interaction))
        await interaction.response.edit_message(
            embed=shown.embed, view=shown.view, attachments=shown.files()
        )


HELPDESK_ITEMS = (RulesPageButton, RulesTopicSelect)
