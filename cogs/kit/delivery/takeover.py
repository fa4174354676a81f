"""The Discord words of take-over and hand-back (``/game sub``, ``/game away``, ``/game back``);
the rules are in ``tabletop.takeover``."""

from __future__ import annotations

import logging
from typing import Any

import discord

from cogs.kit.client import Announcer
from cogs.kit.errors import BadInput
from cogs.kit.language import public_words
from render.core.language import ENGLISH_WORDS, Words
from tabletop.models import Update
from tabletop.takeover import SeatChange

log = logging.getLogger("troy.delivery")


async def show(delivery: Announcer, interaction: discord.Interaction, change: SeatChange) -> None:
    """Say the change in the table's channel (the table post shows the new name at its next
    version), then announce the Update: the new human's hand, any bot moves. Never raises."""
    table = change.update.table
    try:
        channel = await delivery.channel(table.channel_id)
        said = await public_words(interaction)
        await channel.send(said.line(change.line), allowed_mentions=discord.AllowedMentions.none())
    except discord.HTTPException:
        log.warning("seat change of channel %s not posted", table.channel_id)
    await delivery.announce(change.update, interaction)


def can_manage(interaction: discord.Interaction) -> bool:
    """A moderator here: the same permission that lets one abandon any game."""
    return bool(interaction.permissions and interaction.permissions.manage_channels)


def check_substitute(player: Any) -> None:
    if getattr(player, "bot", False):
        raise BadInput("A Discord bot cannot take a seat: add a computer player with `/game bot`.")


def seat_number(update: Update, user_id: int) -> int:
    seat = update.table.seat_of(user_id)
    return seat.seat + 1 if seat is not None else 0


def sub_said(update: Update, player: Any, said: Words = ENGLISH_WORDS) -> str:
    return said(
        "{player} now plays seat {seat} of the {game} table; their hand is on its way by DM.",
        player=player.mention,
        seat=seat_number(update, player.id),
        game=update.table.title,
    )


def away_said(update: Update, said: Words = ENGLISH_WORDS) -> str:
    return said(
        "A bot plays your seat at the {game} table until you come back with `/game back`.",
        game=update.table.title,
    )


def back_said(update: Update, user_id: int, said: Words = ENGLISH_WORDS) -> str:
    return said(
        "Welcome back: seat {seat} is yours again; your hand is on its way by DM.",
        seat=seat_number(update, user_id),
    )
