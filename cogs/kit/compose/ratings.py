"""The embeds of ``/game stats`` and ``/game leaderboard``, built from plain service data (no
I/O), so they can be read and tested alone."""

from __future__ import annotations

from collections.abc import Mapping

import discord
from babel.numbers import format_decimal

from cogs.kit.compose.fit import fit_embed
from cogs.kit.compose.present import BOT_LEVELS, COLOUR
from engine import registry
from render.core.language import ENGLISH_WORDS, Words
from tabletop.models import PlayerStats
from tabletop.names import shown
from tabletop.rating_math import Standing, entity_bot, entity_user
from tabletop.ratings import Leaderboard

MEDALS = ("🥇", "🥈", "🥉")


def rating_text(value: float, said: Words = ENGLISH_WORDS) -> str:
    return format_decimal(round(value, 1), format="0.0", locale=said.language)


def entity_name(entity: str, said: Words = ENGLISH_WORDS) -> str:
    """A mention for a human (embeds never ping), "🤖 normal bot" for a bot level."""
    user = entity_user(entity)
    if user is not None:
        return f"<@{user}>"
    level = entity_bot(entity) or "?"
    return said("🤖 {level} bot", level=said(BOT_LEVELS.get(level, level)))


def game_title(key: str) -> str:
    return registry.get(key).title if key in registry.GAMES else key


def stats_embed(
    name: str,
    stats: PlayerStats,
    ratings: Mapping[str, tuple[Standing, int]],
    said: Words = ENGLISH_WORDS,
) -> discord.Embed:
    """Games played and won on this server, overall and per game, with the rating and place
    on each game's leaderboard, in the reader's language."""
    embed = discord.Embed(title=said("{name} — stats", name=shown(name)), colour=COLOUR)
    lines = [
        said(
            "**{won}** won of **{played}** played on this server.",
            won=said.number(stats.won),
            played=said.number(stats.played),
        )
    ]
    if not stats.played:
        embed.description = f"{lines[0]} {said('Finish a game to get a rating.')}"
        return fit_embed(embed)
    if stats.team_played:
        lines.append(
            said(
                "In a team: **{won}** won of **{played}**.",
                won=said.number(stats.team_won),
                played=said.number(stats.team_played),
            )
        )
    embed.description = "\n".join(lines)
    for key, (played, won) in sorted(stats.by_game.items()):
        value = said("{won} won of {played}", won=said.number(won), played=said.number(played))
        if key in ratings:
            standing, place = ratings[key]
            rating = said(
                "Rating **{rating}** (#{place})",
                rating=rating_text(standing.rating, said),
                place=said.number(place),
            )
            value += f"\n{rating}"
        embed.add_field(name=game_title(key), value=value, inline=True)
    embed.set_footer(
        text=said("Rating: OpenSkill μ − 3σ, rises as you beat strong players and bots.")
    )
    return fit_embed(embed)


def leaderboard_embed(board: Leaderboard, said: Words = ENGLISH_WORDS) -> discord.Embed:
    """The best rated players and bots of one game on this server, or a line saying there is
    nobody yet, in the server's language (the board is public)."""
    embed = discord.Embed(title=said("{game} — leaderboard", game=board.title), colour=COLOUR)
    if not board.rows:
        embed.description = said(
            "No finished game of {game} on this server yet: start one with `/game new` and the "
            "winners will show here.",
            game=board.title,
        )
        return fit_embed(embed)
    lines = []
    for place, row in enumerate(board.rows, start=1):
        mark = MEDALS[place - 1] if place <= len(MEDALS) else f"`#{place}`"
        won, played = said.number(row.won), said.number(row.played)
        record = said("{won} won of {played}", won=won, played=played)
        who, rating = entity_name(row.entity, said), rating_text(row.rating, said)
        lines.append(f"{mark} {who} — **{rating}** · {record}")
    embed.description = "\n".join(lines)
    if board.rated > len(board.rows):
        shown_words = said("top {shown} of {rated}", shown=len(board.rows), rated=board.rated)
    else:
        shown_words = said("all")
    games = said.plural("{count} game", "{count} games", board.games)
    embed.set_footer(
        text=said(
            "{games} rated ({shown}). Rating: OpenSkill μ − 3σ; bots are rated per level.",
            games=games,
            shown=shown_words,
        )
    )
    return fit_embed(embed)
