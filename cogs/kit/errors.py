"""One place that turns errors into replies: game errors are the player's fault and are shown as
they are (ephemerally); Discord failing to take an answer (a 5xx, an expired interaction) is
Discord's, a warning; anything else is our fault, logged with its traceback (once per kind a
minute, ``unexpected``), and apologised for.
"""

from __future__ import annotations

import functools
import logging
from collections.abc import Awaitable, Callable
from typing import Any, TypeVar, cast

import discord
from discord import app_commands

from cogs.kit.compose.fit import CONTENT, fit
from cogs.kit.language import reader_words
from engine.core.errors import GameError
from engine.core.said import is_said
from render.core.language import ENGLISH_WORDS, N_, Words
from tabletop.errors import (
    GameExists,
    GameOver,
    NoGame,
    NotEnoughPlayers,
    NotHost,
    NotSeated,
    NotStarted,
    StaleAction,
    Watching,
)
from tabletop.seating import NoSuchTeam, TeamFull
from tabletop.unexpected import log_unexpected

log = logging.getLogger("troy.errors")

APOLOGY = N_("Sorry, something went wrong on my side. It has been logged; please try again.")
MISSING_PERMISSIONS = N_(
    "I'm missing a permission in this channel: I need View Channel, Send Messages, Embed Links "
    "and Attach Files (and Send Messages in Threads for threads). Ask a moderator to add them."
)
DISCORD_TROUBLE = N_("Discord did not take my answer just now; please try again in a moment.")
WRONG_KIND = N_("That button or menu does not match one I sent, so I can't act on it.")
CANNOT_HERE = N_("You can't use this command here.")
# Component types that are menus (string, user, role, mentionable and channel selects).
MENU_TYPES = frozenset({3, 5, 6, 7, 8})

F = TypeVar("F", bound=Callable[..., Awaitable[Any]])


class BadInput(GameError):
    """A command argument the cogs could not understand (a typo in options, an unknown square)."""


# The service says what is wrong with the game; here is how to fix it on Discord. The first
# class of an error's MRO found here wins (OtherGame is a StaleAction).
DISCORD_HINTS: dict[type[Exception], str] = {
    NoGame: N_("Start one in this channel with `/game new`."),
    GameExists: N_("The host can end it with `/game abandon` (or open a thread for another)."),
    Watching: "",
    NotSeated: N_("Take a seat with `/game join` before the game starts."),
    NotStarted: N_("The host starts it with `/game start`."),
    NotHost: N_("(Moderators: the Manage Channels permission.)"),
    NotEnoughPlayers: N_("Ask friends to `/game join`, or add one with `/game bot`."),
    StaleAction: N_("Use the newest table message, the newest DM, or `/move`."),
    GameOver: N_("Start another with `/game rematch` or `/game new`."),
    TeamFull: N_("Pick another team with `/game team`, or “any” to be placed where there is room."),
    NoSuchTeam: N_("`/game team` offers the teams that still have room."),
}


class UnknownComponent(BadInput):
    """A button, menu or form whose id the bot cannot read, or naming a game it does not have."""


def unknown_component(interaction: discord.Interaction) -> str:
    """What the presser of a component the bot does not know reads: a button, a menu or a
    form, in plain words."""
    if interaction.type == discord.InteractionType.modal_submit:
        kind = "form"
    elif _data(interaction).get("component_type") in MENU_TYPES:
        kind = "menu"
    else:
        kind = "button"
    return f"This {kind} belongs to a message the bot no longer knows."


def known_channel(channel_id: int | None, interaction: discord.Interaction) -> int:
    """The channel of the game a component names; refused in plain words when the store has
    no such game (an id of the right shape, forged or from a store since emptied)."""
    if channel_id is None:
        raise UnknownComponent(unknown_component(interaction))
    return channel_id


def not_a_move(title: str, command: str | None) -> str:
    """What a player reads when what they typed is no move of this game at all (the engine's
    refusal lists its codes' grammar, which is not for players): the game and where to play."""
    ways = f"`{command}` or `/move`" if command else "`/move`"
    return f"This channel plays {title}. Use {ways} (its list shows the moves you can make)."


def for_discord(error: GameError, said: Words = ENGLISH_WORDS) -> str:
    """The service's sentence, then the Discord way out of it, in ``said``'s language."""
    if is_said(error.template):
        text = said.line(error.template)
    else:
        text = said(error.template, **error.fields) if error.template else str(error)
    hint = next((DISCORD_HINTS[c] for c in type(error).__mro__ if c in DISCORD_HINTS), None)
    return f"{text} {said(hint)}" if hint else text


def is_missing_permission(error: BaseException) -> bool:
    return isinstance(error, discord.Forbidden) and error.code == 50013


def is_discord_side(error: BaseException) -> bool:
    """Discord's failure, not ours: a server error (5xx), or a 404 (the interaction expired or
    what it answers was deleted meanwhile)."""
    return isinstance(error, discord.HTTPException) and (error.status >= 500 or error.status == 404)


def _data(interaction: discord.Interaction) -> dict[str, Any]:
    return cast("dict[str, Any]", interaction.data or {})


def what_was_used(interaction: discord.Interaction) -> str | None:
    """The command or component in a log line, never its values: a component's id is cut to its
    kind and game (a move's code may be a secret choice). None for other interactions."""
    if interaction.type == discord.InteractionType.application_command:
        return f"/{interaction.command.qualified_name if interaction.command else '?'}"
    if interaction.type == discord.InteractionType.component:
        return "component " + ":".join(str(_data(interaction).get("custom_id", "")).split(":")[:3])
    return None


def describe(interaction: discord.Interaction) -> str:
    """The interaction in a warning or error line: its id, what was used, who, where."""
    return (
        f"interaction {interaction.id} ({what_was_used(interaction) or '?'}) of "
        f"{interaction.user} ({interaction.user.id}) in channel {interaction.channel_id}"
    )


async def reply_private(interaction: discord.Interaction, content: str) -> None:
    """Answer only the person who acted, whether or not the interaction was answered already
    (fitted to a message's length: a refusal may quote what was typed)."""
    content = fit(content, CONTENT)
    try:
        if interaction.response.is_done():
            await interaction.followup.send(content, ephemeral=True)
        else:
            await interaction.response.send_message(content, ephemeral=True)
    except discord.HTTPException:
        log.warning("could not deliver an error reply to %s", interaction.user)


async def handle_error(interaction: discord.Interaction, error: BaseException) -> None:
    """Map an error raised while serving ``interaction`` to an ephemeral reply."""
    if isinstance(error, app_commands.CommandInvokeError | app_commands.TransformerError):
        error = error.__cause__ or error
    said = await reader_words(interaction)
    if isinstance(error, GameError):
        await reply_private(interaction, for_discord(error, said))
    elif isinstance(error, app_commands.CheckFailure):
        await reply_private(interaction, said(CANNOT_HERE))
    elif is_missing_permission(error):
        log.warning("missing permissions in channel %s: %s", interaction.channel_id, error)
        await reply_private(interaction, said(MISSING_PERMISSIONS))
    elif is_discord_side(error):
        assert isinstance(error, discord.HTTPException)
        log.warning("Discord answered %s to %s: %s", error.status, describe(interaction), error)
        if error.status != 404:  # an expired interaction cannot be answered any more
            await reply_private(interaction, said(DISCORD_TROUBLE))
    else:
        log_unexpected(log, "unexpected error for %s", describe(interaction), error=error)
        await reply_private(interaction, said(APOLOGY))


def kind_matches(item: Any, interaction: discord.Interaction) -> bool:
    """The pressed component is of the kind its custom id belongs to (a button's id on a button,
    a menu's on a menu): discord.py builds the item from the id's template alone, so a menu's id
    on a button would reach a menu's callback with no choice in it."""
    inner = getattr(item, "item", None)
    if inner is None:
        return True
    pressed = _data(interaction).get("component_type")
    return bool(pressed == inner.type.value)


def guarded(callback: F) -> F:
    """Wrap a component callback: discord.py only logs errors of DynamicItems, so route them to
    the same handler as slash commands; a press of the wrong kind of component is refused."""

    @functools.wraps(callback)
    async def wrapper(self: Any, interaction: discord.Interaction) -> Any:
        if not kind_matches(self, interaction):
            log.info("refused %s: not a %s", describe(interaction), self.item.type.name)
            await reply_private(interaction, (await reader_words(interaction))(WRONG_KIND))
            return None
        try:
            return await callback(self, interaction)
        except Exception as error:  # noqa: BLE001 - the handler logs what it does not know
            await handle_error(interaction, error)
            return None

    return wrapper  # type: ignore[return-value]


P = TypeVar("P", bound=Callable[..., Awaitable[Any]])


def readable(from_custom_id: P) -> P:
    """Wrap a DynamicItem's ``from_custom_id``: when an id matches the template yet cannot be
    read, discord.py only logs it and the press goes unanswered; the presser is told instead
    (and the error still reaches discord.py's log: a template that matches what we cannot read
    is our bug)."""

    @functools.wraps(from_custom_id)
    async def wrapper(cls: Any, interaction: discord.Interaction, item: Any, match: Any, /) -> Any:
        try:
            return await from_custom_id(cls, interaction, item, match)
        except Exception:
            await reply_private(interaction, unknown_component(interaction))
            raise

    return wrapper  # type: ignore[return-value]
