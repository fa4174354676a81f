"""The "🗺 Whole map" button under the Siege of Troy's table: the table's picture shows only the part
of the map where the decision is (large enough for a phone), and this button answers the presser
alone with the whole map, to open and zoom.

A persistent button like the others (``items``): its custom id names the game and the version it
was posted at, so it works after a restart and a press under an earlier game's table is refused.
It always shows the map as it is now, from the public view only.
"""

from __future__ import annotations

import asyncio
import importlib
import re
from collections.abc import Mapping, Sequence
from typing import Any, cast

import discord
from discord import ui

from cogs.kit.acks import think_privately
from cogs.kit.components import ids
from cogs.kit.components.base import IdItem, button
from cogs.kit.compose import present
from cogs.kit.compose.images import as_file, describe
from cogs.kit.errors import BadInput, guarded, known_channel
from cogs.kit.language import reader_words
from engine.core.shared_view import shared_of
from render.core.language import ENGLISH_WORDS, N_, Words
from tabletop.errors import OtherGame

GAMES = frozenset({"siege"})  # the games whose table shows only part of their map
WHOLE_MAP_TEMPLATE = (
    rf"tt:w:(?P<game>[0-9]{{1,{ids.GAME_DIGITS}}}):(?P<version>[0-9]{{1,{ids.VERSION_DIGITS}}})"
)
LABEL = N_("Whole map")


def whole_map_id(game_id: int, version: int) -> str:
    return f"tt:w:{game_id}:{version}"


def draw_whole(view: Mapping[str, Any], names: Sequence[str], said: Words) -> bytes:
    """The whole map (``render.siege.whole``), imported on first use: drawing runs in a thread,
    and the cogs never import a renderer at start-up."""
    whole = importlib.import_module("render.siege.whole")
    image: bytes = whole.draw_whole(dict(view), names, said=said)
    return image


class WholeMapButton(IdItem[ui.Button[Any]], template=WHOLE_MAP_TEMPLATE):
    """ "🗺 Whole map" under the table: the whole map now, shown to the presser alone."""

    def __init__(self, game_id: int, version: int, said: Words = ENGLISH_WORDS) -> None:
        label = said(LABEL)
        super().__init__(button(label, whole_map_id(game_id, version), emoji="🗺"))
        self.game_id, self.version = game_id, version

    @classmethod
    def args(cls, match: re.Match[str], item: ui.Item[Any]) -> tuple[Any, ...]:
        return (
            int(match["game"]),
            int(match["version"]),
        )

    @guarded
    async def callback(self, interaction: discord.Interaction) -> None:
        await think_privately(interaction)
        service = cast(Any, interaction.client).service
        channel_id = known_channel(await service.game_channel(self.game_id), interaction)
        update = await service.status(channel_id)
        if update.table.game_id != self.game_id:
            raise OtherGame()
        view = update.public_view
        if view is None or shared_of(view).get("game") not in GAMES:
            raise BadInput(N_("There is no map here to show."))
        names = present.seat_names(update.table)
        said = await reader_words(interaction)
        image = await asyncio.to_thread(draw_whole, view, names, said)
        file = as_file(image, "whole-map.png", describe("table", view, names, said))
        assert file is not None
        later = update.table.version != self.version
        words = (
            said("The whole map now (the table has moved on since that post).")
            if later
            else said("The whole map now. Open the picture to zoom in.")
        )
        await interaction.followup.send(words, file=file, ephemeral=True)


def with_whole_map(
    view: ui.View, game: str, game_id: int, version: int, said: Words = ENGLISH_WORDS
) -> ui.View:
    """``view`` with the "Whole map" button added when ``game`` draws only part of its map."""
    if game in GAMES:
        view.add_item(WholeMapButton(game_id, version, said))
    return view


WHOLE_MAP_ITEMS = (WholeMapButton,)
