"""The embeds of ``/game stats`` and ``/game leaderboard``, built from plain service data (no
I/O), so they can be read and tested alone."""

from __future__ import annotations

from collections.abc import Mapping

import discord

from cogs.kit.compose.fit import fit_embed
from cogs.kit.compose.present import COLOUR
from engine import registry
from engine.core.english import counted
from tabletop.models import PlayerStats
from tabletop.names import shown
from tabletop.rating_math import Standing, entity_bot, entity_user
from tabletop.ratings import Leaderboard

MEDALS = ("🥇", "🥈", "🥉")


def rating_text(value: float) -> str:
    return f"{value:.1f}"


def entity_name(entity: str) -> str:
    """A mention for a human (embeds never ping), "🤖 normal bot" for a bot level."""
    user = entity_user(entity)
    return f"<@{user}>" if user is not None else f"🤖 {entity_bot(entity)} bot"


def game_title(key: str) -> str:
    return registry.get(key).title if key in registry.GAMES else key


def stats_embed(
    name: str, stats: PlayerStats, ratings: Mapping[str, tuple[Standing, int]]
) -> discord.Embed:
    """Games played and won on this server, overall and per game, with the rating and place
    on each game's leaderboard."""
    embed = discord.Embed(title=f"{shown(name)} — stats", colour=COLOUR)
    lines = [f"**{stats.won}** won of **{stats.played}** played on this server."]
    if not stats.played:
        embed.description = lines[0] + " Finish a game to get a rating."
        return fit_embed(embed)
    if stats.team_played:
        lines.append(f"In a team: **{stats.team_won}** won of **{stats.team_played}**.")
    embed.description = "\n".join(lines)
    for key, (played, won) in sorted(stats.by_game.items()):
        value = f"{won} won of {played}"
        if key in ratings:
            standing, place = ratings[key]
            value += f"\nRating **{rating_text(standing.rating)}** (#{place})"
        embed.add_field(name=game_title(key), value=value, inline=True)
    embed.set_footer(text="Rating: OpenSkill μ − 3σ, rises as you beat strong players and bots.")
    return fit_embed(embed)


def leaderboard_embed(board: Leaderboard) -> discord.Embed:
    """The best rated players and bots of one game on this server, or a line saying there is
    nobody yet."""
    embed = discord.Embed(title=f"{board.title} — leaderboard", colour=COLOUR)
    if not board.rows:
        embed.description = (
            f"No finished game of {board.title} on this server yet: "
            "start one with `/game new` and the winners will show here."
        )
        return fit_embed(embed)
    lines = []
    for place, row in enumerate(board.rows, start=1):
        mark = MEDALS[place - 1] if place <= len(MEDALS) else f"`#{place}`"
        lines.append(
            f"{mark} {entity_name(row.entity)} — **{rating_text(row.rating)}**"
            f" · {row.won} won of {row.played}"
        )
    embed.description = "\n".join(lines)
    shown = f"top {len(board.rows)} of {board.rated}" if board.rated > len(board.rows) else "all"
    embed.set_footer(
        text=f"{counted(board.games, 'game')} rated ({shown}). Rating: OpenSkill μ − 3σ; "
        "bots are rated per level."
    )
    return fit_embed(embed)
