"""Answering Discord in time, before the database.

Discord waits three seconds for the first answer to an interaction. A write may wait longer on
the store (another process holding SQLite's write lock is waited out for up to ten seconds), and
an answer sent after that is refused while the write still commits: the player reads "The
application did not respond" about a lobby opened or a seat taken. So every handler that may
touch the store acknowledges first, as ``/move`` does:

- ``think_privately``: a private "thinking…" that the answer replaces, for answers meant for the
  caller alone, and for answers public only on success (an error must stay private, and a
  deferred answer keeps the privacy chosen now): their public part goes to the channel through
  the delivery (``delivery.post_public``), which then removes the "thinking…";
- ``hold``: a component that answers by editing the message it sits under acknowledges without
  showing anything; its errors still reach the presser alone (``reply_private``).
"""

from __future__ import annotations

import logging

import discord

log = logging.getLogger("troy.delivery")


async def think_privately(interaction: discord.Interaction) -> None:
    """Acknowledge now with a private "thinking…" (unless already answered)."""
    if not interaction.response.is_done():
        await interaction.response.defer(ephemeral=True, thinking=True)


async def hold(interaction: discord.Interaction) -> None:
    """Acknowledge a component now, invisibly: its message is edited once the store answers."""
    if not interaction.response.is_done():
        await interaction.response.defer()


async def clear_thinking(interaction: discord.Interaction) -> None:
    """Remove the private "thinking…" of an answer given elsewhere (a best effort)."""
    try:
        await interaction.delete_original_response()
    except discord.HTTPException:
        log.info("could not remove the private answer of interaction %s", interaction.id)
