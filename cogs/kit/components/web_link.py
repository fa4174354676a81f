"""The "Watch on the web" link button under a table and in ``/game status``: it opens the
table's read-only web page (``web/``). A link button has no custom id and calls back nothing,
so it needs no registration; it shows only when the bot was given a public address
(``WEB_URL``), through ``use`` at start-up, since the kit never imports the web view."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import discord
from discord import ui

from render.core.language import ENGLISH_WORDS, N_, Words

LABEL = N_("Watch on the web")
URL_LIMIT = 512  # Discord's longest button URL

_link: Callable[[int], str] | None = None


def use(link: Callable[[int], str] | None) -> None:
    """From now on, tables link to ``link(game_id)`` (None: no link, the default)."""
    global _link
    _link = link


def with_web_link(view: ui.View, game_id: int, said: Words = ENGLISH_WORDS) -> ui.View:
    """``view`` with the table's web link added, when the bot has a public address."""
    if _link is not None:
        url = _link(game_id)
        if len(url) <= URL_LIMIT:
            item: ui.Button[Any] = ui.Button(
                label=said(LABEL), style=discord.ButtonStyle.link, url=url, emoji="🌐"
            )
            view.add_item(item)
    return view
