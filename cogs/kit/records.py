"""``/game log`` in pages, ``/game replay`` of a finished game, and the Rematch button.

Every answer here is for the person who asked (ephemeral): a log or a replay is browsed by one
player at their own pace, and their steps must not flood the channel. The buttons carry what they
need in their custom ids (see ``ids``), so they keep working after a restart; a replay of an
uploaded file carries the file itself on the message, so its buttons read it back from there.
"""

from __future__ import annotations

import io
import re
from typing import Any

import discord
from discord import ui

from cogs.kit.acks import hold, think_privately
from cogs.kit.client import table_bot
from cogs.kit.components import ids
from cogs.kit.components.base import IdItem, button
from cogs.kit.components.items import GameButton
from cogs.kit.compose import images
from cogs.kit.compose.fit import EMBED_DESCRIPTION, FIELD_VALUE, fit, fit_embed
from cogs.kit.compose.present import COLOUR, outcome_text, seat_names
from cogs.kit.errors import guarded, known_channel
from tabletop.models import SeatInfo, TableInfo
from tabletop.records import (
    MAX_RECORD_BYTES,
    TOO_LARGE,
    BadRecord,
    LogPage,
    Position,
    parse_record,
    record_bytes,
)

RECORD_NAME = "record.json"
REPLAY_IMAGE = "replay.png"
JUMP = 10


def record_name(game_id: int) -> str:
    return f"record-{game_id}.json"


# --- the log ---------------------------------------------------------------------------------
def log_embed(page: LogPage, now: str = "") -> discord.Embed:
    """A page of the log; ``now``: the game's words on its table (what the picture cannot
    show), which the table post leaves to this answer to stay short."""
    text = "\n".join(f"• {line}" for line in page.lines) or "Nothing has happened yet."
    embed = discord.Embed(
        title=f"{page.title} — game log", description=fit(text, EMBED_DESCRIPTION), colour=COLOUR
    )
    if now.strip():
        embed.add_field(name="On the table now", value=fit(now.strip(), FIELD_VALUE), inline=False)
    embed.set_footer(text=f"Page {page.page + 1} of {page.pages} · public lines only")
    return fit_embed(embed)


def log_view(page: LogPage) -> ui.View | None:
    view = ui.View(timeout=None)
    if page.page > 0:
        view.add_item(LogButton(page.game_id, page.page - 1, "◀ Older"))
    if page.page < page.pages - 1:
        view.add_item(LogButton(page.game_id, page.page + 1, "Newer ▶"))
    return view if view.children else None


async def show_log(interaction: discord.Interaction, page: LogPage, now: str = "") -> None:
    view = log_view(page)
    kwargs: dict[str, Any] = {"embed": log_embed(page, now)}
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
        await interaction.edit_original_response(embed=log_embed(page), view=log_view(page))


class TableLogButton(GameButton, template=ids.TABLE_LOG_TEMPLATE):
    """ "Log" under a table: the newest page of that game's public log (pages back from
    there), and the game's words on its table, for the one who pressed it alone."""

    LABEL = "Log"
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
    return images.caption(update.public_view, seat_names(update.table, in_words=True))


# --- replays ---------------------------------------------------------------------------------
def replay_embed(position: Position) -> discord.Embed:
    where = f" #{position.game_id}" if position.game_id is not None else ""
    lines = [f"• {line}" for line in position.lines]
    if position.move == 0:
        lines = ["The table is set."]
    embed = discord.Embed(
        title=f"{position.title}{where} — replay, move {position.move} of {position.total}",
        description=fit("\n".join(lines), EMBED_DESCRIPTION) or "—",
        colour=COLOUR,
    )
    if position.outcome is not None:
        seats = tuple(SeatInfo(n, name) for n, name in enumerate(position.names))
        table = TableInfo(0, 0, None, "", position.title, "", 0, {}, seats, 0, 0, 0)
        embed.add_field(name="Result", value=outcome_text(table, position.outcome), inline=False)
    embed.set_image(url=f"attachment://{REPLAY_IMAGE}")
    embed.set_footer(text="Step with the buttons; /game replay move: jumps to a move")
    return fit_embed(embed)


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


async def replay_files(position: Position, record: bytes | None) -> list[discord.File]:
    image = await images.draw_table(position.public_view, position.names)
    files = [f for f in [images.as_file(image, REPLAY_IMAGE)] if f is not None]
    if record is not None:
        files.append(discord.File(io.BytesIO(record), filename=RECORD_NAME))
    return files


async def show_replay(
    interaction: discord.Interaction, position: Position, record: bytes | None
) -> None:
    """Answer ``/game replay``: a stored game's buttons name it; an uploaded record rides
    along on the message (key 0) so its buttons can replay it again."""
    key = position.game_id if record is None and position.game_id is not None else 0
    await interaction.followup.send(
        ephemeral=True,
        embed=replay_embed(position),
        files=await replay_files(position, record),
        view=replay_view(key, position),
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
        raise BadRecord("the record is no longer on this message; use /game replay file: again.")
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
        await interaction.edit_original_response(
            embed=replay_embed(position),
            attachments=await replay_files(position, record),
            view=replay_view(self.game_id, position),
        )


# --- the end of a game -----------------------------------------------------------------------
class RematchButton(GameButton, template=ids.REMATCH_TEMPLATE):
    """Under the final table: a new lobby with the same seats and options (a new seed)."""

    LABEL = "Rematch"
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


def final_view(game_id: int) -> ui.View:
    view = ui.View(timeout=None)
    view.add_item(RematchButton(game_id))
    return view


RECORD_ITEMS = (LogButton, TableLogButton, ReplayButton, RematchButton)
