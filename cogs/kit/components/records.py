"""``/game log`` in pages, ``/game replay`` of a finished game, and the Rematch button.

Every answer here is for the person who asked (ephemeral): a log or a replay is browsed by one
player at their own pace, and their steps must not flood the channel. The buttons carry what they
need in their custom ids (see ``ids``), so they keep working after a restart; a replay of an
uploaded file carries the file itself on the message, so its buttons read it back from there.
"""

from __future__ import annotations

import io
import re
from collections.abc import Mapping
from typing import Any

import discord
from discord import ui

from cogs.kit.acks import hold, think_privately
from cogs.kit.client import table_bot
from cogs.kit.components import ids
from cogs.kit.components.base import IdItem, button
from cogs.kit.components.coaching import ReviewButton
from cogs.kit.components.items import GameButton
from cogs.kit.compose import images
from cogs.kit.compose.present import seat_names
from cogs.kit.compose.records import REPLAY_GIF, log_embed, replay_embed, replay_files
from cogs.kit.errors import guarded, known_channel
from cogs.kit.language import reader_words
from render.core.language import ENGLISH_WORDS, N_, Words
from tabletop.records import (
    MAX_RECORD_BYTES,
    TOO_LARGE,
    BadRecord,
    LogPage,
    Position,
    parse_record,
    record_bytes,
)

JUMP = 10


def log_view(page: LogPage, said: Words = ENGLISH_WORDS) -> ui.View | None:
    view = ui.View(timeout=None)
    if page.page > 0:
        view.add_item(LogButton(page.game_id, page.page - 1, said("◀ Older")))
    if page.page < page.pages - 1:
        view.add_item(LogButton(page.game_id, page.page + 1, said("Newer ▶")))
    return view if view.children else None


async def show_log(interaction: discord.Interaction, page: LogPage, now: str = "") -> None:
    """A page of the log, to the one who asked alone, in their language."""
    said = await reader_words(interaction)
    view = log_view(page, said)
    kwargs: dict[str, Any] = {"embed": log_embed(page, now, said)}
    if view is not None:
        kwargs["view"] = view
    if interaction.response.is_done():
        await interaction.followup.send(ephemeral=True, **kwargs)
    else:
        await interaction.response.send_message(ephemeral=True, **kwargs)


class LogButton(IdItem[ui.Button[Any]], template=ids.LOG_TEMPLATE):
    """Turns the page of an ephemeral log (the game is named, so it is always that game's)."""

    def __init__(self, game_id: int, page: int, label: str = "Page") -> None:
        super().__init__(button(label, ids.log_id(game_id, page)))
        self.game_id, self.page = game_id, page

    @classmethod
    def args(cls, match: re.Match[str], item: ui.Item[Any]) -> tuple[Any, ...]:
        return (
            int(match["game"]),
            int(match["page"]),
        )

    @guarded
    async def callback(self, interaction: discord.Interaction) -> None:
        await hold(interaction)  # the page is turned once read
        service = table_bot(interaction).service
        channel_id = known_channel(await service.game_channel(self.game_id), interaction)
        page = await service.log_pages(channel_id, self.page, game_id=self.game_id)
        said = await reader_words(interaction)
        await interaction.edit_original_response(
            embed=log_embed(page, said=said), view=log_view(page, said)
        )


class TableLogButton(GameButton, template=ids.TABLE_LOG_TEMPLATE):
    """ "Log" under a table: the newest page of that game's public log (pages back from
    there), and the game's words on its table, for the one who pressed it alone."""

    LABEL = N_("Log")
    EMOJI = "📜"
    STYLE = discord.ButtonStyle.secondary
    id_of = staticmethod(ids.table_log_id)

    @guarded
    async def callback(self, interaction: discord.Interaction) -> None:
        await think_privately(interaction)
        service = table_bot(interaction).service
        channel_id = known_channel(await service.game_channel(self.game_id), interaction)
        page = await service.log_pages(channel_id, game_id=self.game_id)
        await show_log(interaction, page, await table_words(interaction, channel_id, self.game_id))


async def table_words(interaction: discord.Interaction, channel_id: int, game_id: int) -> str:
    """The game's caption of its live table (the Siege's calendar, coming events and last
    dice), when ``game_id`` is still the table's game; else nothing."""
    update = await table_bot(interaction).service.status(channel_id)
    if update.table.game_id != game_id or update.public_view is None or update.outcome:
        return ""
    said = await reader_words(interaction)
    return images.caption(update.public_view, seat_names(update.table, in_words=True), said)


def replay_steps(move: int, total: int) -> list[tuple[str, int]]:
    """The buttons' (label, target move): distinct targets, none the move shown."""
    wanted = [
        ("⏮ Start", 0),
        (f"⏪ −{JUMP}", move - JUMP),
        ("◀ Back", move - 1),
        ("Forward ▶", move + 1),
        (f"+{JUMP} ⏩", move + JUMP),
        ("End ⏭", total),
    ]
    steps: list[tuple[str, int]] = []
    for label, target in wanted:
        if 0 <= target <= total and target != move and target not in {t for _, t in steps}:
            steps.append((label, target))
    return steps


def replay_view(key: int, position: Position) -> ui.View:
    view = ui.View(timeout=None)
    for label, target in replay_steps(position.move, position.total):
        view.add_item(ReplayButton(key, target, label))
    return view


async def show_replay(
    interaction: discord.Interaction, position: Position, record: bytes | None
) -> None:
    """Answer ``/game replay``: a stored game's buttons name it; an uploaded record rides
    along on the message (key 0) so its buttons can replay it again."""
    key = position.game_id if record is None and position.game_id is not None else 0
    said = await reader_words(interaction)
    await interaction.followup.send(
        ephemeral=True,
        embed=replay_embed(position, said),
        files=await replay_files(position, record, said),
        view=replay_view(key, position),
    )


async def show_animation(
    interaction: discord.Interaction, position: Position, record: Mapping[str, Any]
) -> None:
    """Answer ``/game replay animated:True``: the whole game as an animated GIF, for the caller
    alone, with a line while it is drawn (a long game takes seconds)."""
    said = await reader_words(interaction)
    note = await interaction.followup.send(
        said("🎞 Drawing every table of {game}…", game=position.title), ephemeral=True, wait=True
    )
    gif = await images.draw_replay_gif(record, position.names)
    alt = said(
        "{game}, animated: each table of the game from the set-up to the end ({moves} moves).",
        game=position.title,
        moves=position.total,
    )
    await note.edit(
        content=said("🎞 {game}, from the set-up to the end.", game=position.title),
        attachments=[discord.File(io.BytesIO(gif), filename=REPLAY_GIF, description=alt)],
    )


async def read_record(attachment: discord.Attachment) -> dict[str, Any]:
    """An uploaded record, refused before downloading when it is too large to be one."""
    if attachment.size > MAX_RECORD_BYTES:
        raise BadRecord(TOO_LARGE)
    return parse_record(await attachment.read())


async def attached_record(message: discord.Message | None) -> dict[str, Any]:
    """The record a replay message carries (its buttons' key 0)."""
    found = next(
        (a for a in (message.attachments if message else []) if a.filename.endswith(".json")),
        None,
    )
    if found is None:
        gone = N_("the record is no longer on this message; use /game replay file: again.")
        raise BadRecord(gone)
    return await read_record(found)


class ReplayButton(IdItem[ui.Button[Any]], template=ids.REPLAY_TEMPLATE):
    """A step of a replay: the stored game it names, or the record on its message (0)."""

    def __init__(self, game_id: int, move: int, label: str = "Move") -> None:
        super().__init__(button(label, ids.replay_id(game_id, move)))
        self.game_id, self.move = game_id, move

    @classmethod
    def args(cls, match: re.Match[str], item: ui.Item[Any]) -> tuple[Any, ...]:
        return (
            int(match["game"]),
            int(match["move"]),
        )

    @guarded
    async def callback(self, interaction: discord.Interaction) -> None:
        await interaction.response.defer()
        record: bytes | None = None
        if self.game_id:
            position = await table_bot(interaction).service.replay_game(
                self.game_id, interaction.guild_id, self.move
            )
        else:
            data = await attached_record(interaction.message)
            position = await table_bot(interaction).service.replay_record(data, self.move)
            record = record_bytes(data)
        said = await reader_words(interaction)
        await interaction.edit_original_response(
            embed=replay_embed(position, said),
            attachments=await replay_files(position, record, said),
            view=replay_view(self.game_id, position),
        )


class RematchButton(GameButton, template=ids.REMATCH_TEMPLATE):
    """Under the final table: a new lobby with the same seats and options (a new seed)."""

    LABEL = N_("Rematch")
    EMOJI = "🔁"
    STYLE = discord.ButtonStyle.primary
    id_of = staticmethod(ids.rematch_id)

    @guarded
    async def callback(self, interaction: discord.Interaction) -> None:
        bot = table_bot(interaction)
        await think_privately(interaction)  # the new lobby is public, a refusal private
        channel_id = known_channel(await bot.service.game_channel(self.game_id), interaction)
        table = await bot.service.rematch(
            channel_id,
            interaction.user.id,
            interaction.user.display_name,
            game_id=self.game_id,
        )
        await bot.delivery.post_lobby(interaction, table)


class AnimationButton(GameButton, template=ids.ANIMATION_TEMPLATE):
    """ "🎞 Replay" under the final table: the whole game as an animated picture, for the one
    who pressed it alone."""

    LABEL = N_("Replay")
    EMOJI = "🎞"
    STYLE = discord.ButtonStyle.secondary
    id_of = staticmethod(ids.animation_id)

    @guarded
    async def callback(self, interaction: discord.Interaction) -> None:
        await think_privately(interaction)
        service = table_bot(interaction).service
        record = await service.finished_record(self.game_id, interaction.guild_id)
        position = await service.replay_record(record, 0)
        await show_animation(interaction, position, record)


def final_view(game_id: int, said: Words = ENGLISH_WORDS) -> ui.View:
    view = ui.View(timeout=None)
    view.add_item(RematchButton(game_id, said))
    view.add_item(AnimationButton(game_id, said))
    view.add_item(ReviewButton(game_id, said))
    return view


RECORD_ITEMS = (
    LogButton,
    TableLogButton,
    ReplayButton,
    RematchButton,
    AnimationButton,
    ReviewButton,
)
