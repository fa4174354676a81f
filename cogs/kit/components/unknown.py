"""An answer for every component the bot cannot read.

discord.py hands a press to the DynamicItem whose template matches its id, or to a view stored
for its message; anything else (a forged or mistyped id, a menu or form of no known kind) it
drops silently, and Discord then shows "This interaction failed". ``answer_unknown`` runs on
every interaction after that dispatch and answers such a press privately, in plain words.
"""

from __future__ import annotations

import logging
from typing import Any, cast

import discord

from cogs.kit.errors import describe, reply_private, unknown_component

log = logging.getLogger("troy.errors")

COMPONENT_KINDS = (discord.InteractionType.component, discord.InteractionType.modal_submit)


def is_taken(interaction: discord.Interaction) -> bool:
    """Whether discord.py dispatched this component or form to one of the bot's handlers: a
    DynamicItem template matching its id, or a view stored for its message (or for any)."""
    data = cast("dict[str, Any]", interaction.data or {})
    custom_id = str(data.get("custom_id", ""))
    store = interaction.client._connection._view_store
    if interaction.type == discord.InteractionType.modal_submit:
        return custom_id in store._modals
    if any(pattern.fullmatch(custom_id) for pattern in store._dynamic_items):
        return True
    key = (data.get("component_type"), custom_id)
    message_id = interaction.message.id if interaction.message is not None else None
    return any(key in store._views.get(at, {}) for at in {message_id, None})


async def answer_unknown(interaction: discord.Interaction) -> bool:
    """Answer privately a component or form no handler took; True when it did."""
    if interaction.type not in COMPONENT_KINDS or is_taken(interaction):
        return False
    if interaction.response.is_done():
        return False
    log.info("refused %s: no component of the bot has that id", describe(interaction))
    await reply_private(interaction, unknown_component(interaction))
    return True
