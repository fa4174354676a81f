"""The DMs of help and spectators: the first-time how-to-play to a new player, and the word to a
channel's watchers when its game ends."""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING

import discord

from cogs.kit.compose.fit import EMBED_TITLE, FOOTER, fit
from cogs.kit.compose.messages import Message
from cogs.kit.compose.present import COLOUR, outcome_text
from cogs.kit.language import user_words
from engine import registry
from tabletop.models import TableInfo, Update
from tabletop.unexpected import log_unexpected

if TYPE_CHECKING:
    from cogs.kit.delivery.dms import DirectMessages
    from tabletop.service import Service

log = logging.getLogger("troy.helpdesk")


async def teach(dms: DirectMessages, service: Service, user_id: int, table: TableInfo) -> bool:
    """DM a short how-to-play to someone seated at a game they were never taught; remembered
    only once it arrived, so closed DMs lose nothing (the next game tries again). A refusal
    counts as the game's one refused DM: its hands then go to ``/game hand``. Never raises."""
    game_key = table.game_key
    try:
        if user_id in await dms.closed(table.game_id, table.version):
            return False
        said = await user_words(service, user_id)
        text = await service.howto_due(user_id, game_key, said.language)
        if text is None:
            return False
        title = said("How to play {game}", game=registry.get(game_key).title)
        embed = discord.Embed(title=fit(title, EMBED_TITLE), description=text, colour=COLOUR)
        footer = said("More: /game rules — topics, pages and a picture of the table.")
        embed.set_footer(text=fit(footer, FOOTER))
        if not await dms.send(user_id, Message(embed=embed)):
            await dms.mark_closed(table.game_id, user_id)
            return False
        await service.taught(user_id, game_key)
        return True
    except Exception:  # help must never break a join
        log_unexpected(log, "could not teach %s to user %s", game_key, user_id)
        return False


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
