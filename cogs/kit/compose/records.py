"""The words and files of ``/game log`` pages and ``/game replay`` positions, and a
finished game's record file's name; built from the service's plain data, sent by others."""

from __future__ import annotations

import io

import discord

from cogs.kit.compose import images
from cogs.kit.compose.fit import EMBED_DESCRIPTION, FIELD_VALUE, fit, fit_embed
from cogs.kit.compose.present import COLOUR, outcome_text
from render.core.language import ENGLISH_WORDS, Words
from tabletop.models import SeatInfo, TableInfo
from tabletop.records import LogPage, Position

RECORD_NAME = "record.json"
REPLAY_IMAGE = "replay.png"
REPLAY_GIF = "replay.gif"  # a whole game, animated


def record_name(game_id: int) -> str:
    return f"record-{game_id}.json"


def log_embed(page: LogPage, now: str = "", said: Words = ENGLISH_WORDS) -> discord.Embed:
    """A page of the log, in its reader's language; ``now``: the game's words on its table
    (what the picture cannot show), which the table post leaves to this answer to stay short."""
    text = "\n".join(f"• {said.line(line)}" for line in page.lines)
    text = text or said("Nothing has happened yet.")
    title = said("{game} — game log", game=page.title)
    embed = discord.Embed(title=title, description=fit(text, EMBED_DESCRIPTION), colour=COLOUR)
    if now.strip():
        embed.add_field(
            name=said("On the table now"), value=fit(now.strip(), FIELD_VALUE), inline=False
        )
    footer = said(
        "Page {page} of {pages} · public lines only", page=page.page + 1, pages=page.pages
    )
    embed.set_footer(text=footer)
    return fit_embed(embed)


def replay_embed(position: Position, said: Words = ENGLISH_WORDS) -> discord.Embed:
    """One position of a replay, in its reader's language."""
    where = f" #{position.game_id}" if position.game_id is not None else ""
    lines = [f"• {said.line(line)}" for line in position.lines]
    if position.move == 0:
        lines = [said("The table is set.")]
    game = position.title + where
    title = said(
        "{game} — replay, move {move} of {total}",
        game=game,
        move=position.move,
        total=position.total,
    )
    embed = discord.Embed(
        title=title, description=fit("\n".join(lines), EMBED_DESCRIPTION) or "—", colour=COLOUR
    )
    if position.outcome is not None:
        seats = tuple(SeatInfo(n, name) for n, name in enumerate(position.names))
        table = TableInfo(0, 0, None, "", position.title, "", 0, {}, seats, 0, 0, 0)
        result = outcome_text(table, position.outcome, said=said)
        embed.add_field(name=said("Result"), value=result, inline=False)
    embed.set_image(url=f"attachment://{REPLAY_IMAGE}")
    embed.set_footer(text=said("Step with the buttons; /game replay move: jumps to a move"))
    return fit_embed(embed)


async def replay_files(
    position: Position, record: bytes | None, said: Words = ENGLISH_WORDS
) -> list[discord.File]:
    """The position's picture (its words in ``said``'s language) and the record it replays."""
    image = await images.draw_table(position.public_view, position.names, said=said)
    alt = images.describe("table", position.public_view, position.names, said) if image else ""
    files = [f for f in [images.as_file(image, REPLAY_IMAGE, alt)] if f is not None]
    if record is not None:
        files.append(discord.File(io.BytesIO(record), filename=RECORD_NAME))
    return files
