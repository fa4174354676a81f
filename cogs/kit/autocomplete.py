"""Reading what a player typed into a game command's options, and the autocomplete lists.

Shared by the games' own commands (``/heroes``, ``/iliad``, ``/siege``) so that a typed name
is matched, and a list cut to Discord's limits, the same way in every game.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any, cast

import discord
from discord import app_commands

from cogs.kit.compose.fit import CHOICE_TEXT, CHOICES, fit, fits_exactly
from cogs.kit.errors import BadInput
from engine.core.english import N_
from engine.core.said import say
from engine.core.shared_view import shared_of
from tabletop.models import TableInfo

MAX_CHOICES = CHOICES  # Discord shows at most 25 choices

# How much a player may type in a string option: Discord refuses longer input before the bot
# sees it, so no reply can grow with what was typed. Sized from the use:
Picked = app_commands.Range[str, 1, CHOICE_TEXT]  # a card, piece, player, trait, topic or move
# picked from a list (a choice's value or words are at most 100 characters, like these)
Square = app_commands.Range[str, 1, 40]  # a square ("H9"), or the start of a square's label
Word = app_commands.Range[str, None, 20]  # one short word: a pace ("12h"), a team ("B", "any")
OptionsLine = app_commands.Range[str, None, 100]  # "size=5 expansion=on" (the longest is 20)


def squash(text: str) -> str:
    """Letters and digits only, lower case: "Battle Expert", "battle_expert" -> "battleexpert"."""
    return "".join(ch for ch in text.lower() if ch.isalnum())


def typed_option(interaction: discord.Interaction, option: str) -> str | None:
    """What is typed so far in another option of the same command (None when empty)."""
    value = getattr(interaction.namespace, option, None)
    return value if isinstance(value, str) and value else None


def focused_option(interaction: discord.Interaction) -> str | None:
    """The option being typed in: Discord marks it ``focused`` (inside a subcommand's options),
    so one autocomplete callback can serve several options of a command."""
    data = cast("Mapping[str, Any]", interaction.data or {})
    options = list(data.get("options") or ())
    while options:
        option = options.pop()
        if option.get("focused"):
            return str(option["name"])
        options += option.get("options") or ()
    return None


def as_choice(value: str, words: str) -> app_commands.Choice[str]:
    """One autocomplete choice: its words fitted to what Discord shows; its value is what
    the command receives, so it must fit whole (a game's codes are at most 72 characters)."""
    value = fits_exactly(value, CHOICE_TEXT, "an autocomplete value")
    return app_commands.Choice(name=fit(words, CHOICE_TEXT) or value, value=value)


def offer(values: Iterable[tuple[str, str]], current: str) -> list[app_commands.Choice[str]]:
    """The (value, words) pairs matching what is typed (in the value or the words, letters and
    digits only), each value once, at most 25."""
    typed = squash(current)
    seen: dict[str, str] = {}
    for value, words in values:
        if value not in seen and (typed in squash(value) or typed in squash(words)):
            seen[value] = words
    return [as_choice(value, words) for value, words in list(seen.items())[:MAX_CHOICES]]


def not_now(view: Mapping[str, Any], what: str) -> BadInput:
    """Why the caller cannot ``what`` (an English verb phrase, marked ``N_``) now, in the game's
    words for the stage: the error to raise, spoken in its reader's language."""
    stage = str(shared_of(view).get("stage") or "")
    if stage:
        return BadInput(
            N_("You can't {what} now: {stage}. `/move` lists your moves."),
            what=say(what),
            stage=stage,
        )
    return BadInput(N_("You can't {what} now. `/move` lists your moves."), what=say(what))


def seat_named(head: str, table: TableInfo | None) -> int | None:
    """The seat of a player named by what was typed (the start of a label picked from a list):
    a player's name or "Player 2"; None for nobody."""
    wanted = squash(head)
    for seat in table.seats if table else ():
        if squash(seat.name) == wanted:
            return seat.seat
    if wanted.startswith("player") and wanted[6:].isdigit() and int(wanted[6:]) > 0:
        return int(wanted[6:]) - 1
    return None
