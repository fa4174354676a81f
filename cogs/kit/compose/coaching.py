"""The words and pictures of ``/game review``: a summary, then the worst moves, each with the
table before it, what was played and what the hard bot would have played, and why in numbers.
One private message: at most 10 embeds and 10 files, each embed fitted to Discord's limits."""

from __future__ import annotations

import discord

from cogs.kit.compose import images
from cogs.kit.compose.fit import fit_embed
from cogs.kit.compose.hints import percent
from render.core.language import ENGLISH_WORDS, N_, Words
from tabletop.coaching import Coaching, Flagged, moment_line

COLOURS = {"blunder": 0xC0392B, "mistake": 0xE67E22, "inaccuracy": 0xF1C40F}
MARKS = {"blunder": "??", "mistake": "?", "inaccuracy": "?!"}  # as chess annotates them
NAMED = {"blunder": N_("a blunder"), "mistake": N_("a mistake"), "inaccuracy": N_("an inaccuracy")}


def _image_name(flagged: Flagged) -> str:
    return f"review-{flagged.move}.png"


def summary_embed(review: Coaching, said: Words = ENGLISH_WORDS) -> discord.Embed:
    """What was judged and found, and the three moments that decided the game."""
    found = _counted(review, said)
    if found:
        verdict = said(
            "The hard bot judged {judged} of your decisions and found {found}.",
            judged=review.judged,
            found=said.listing(found),
        )
    else:
        verdict = said(
            "The hard bot judged {judged} of your decisions and found no move that cost you "
            "10 points of chance or more.",
            judged=review.judged,
        )
    lines = [verdict]
    if review.cut:
        lines.append(said("(It judged your last decisions only, to answer within a minute.)"))
    unpictured = [f for f in review.flagged if f.table is None]
    if unpictured:
        lines += ["", said("Also:")]
        lines += [_one_line(f, said) for f in unpictured]
    embed = discord.Embed(
        title=said(
            "🔎 Your game of {game} (#{number}), reviewed",
            game=review.title,
            number=str(review.game_id),
        ),
        description="\n".join(lines),
        colour=0x2E86C1,
    )
    if review.moments:
        moments = "\n".join(f"• {said.line(moment_line(m))}" for m in review.moments)
        embed.add_field(name=said("The moments that decided the game"), value=moments, inline=False)
    embed.set_footer(
        text=said(
            "Chances are the hard bot's estimates from your view at the time; "
            "a fall of 10, 20 or 30 points is an inaccuracy, a mistake or a blunder."
        )
    )
    return fit_embed(embed)


def _counted(review: Coaching, said: Words) -> list[str]:
    """ "2 blunders", "1 mistake": each severity found, counted in the reader's language."""
    severities = [f.verdict.severity for f in review.flagged]
    blunders, mistakes = severities.count("blunder"), severities.count("mistake")
    inaccuracies = severities.count("inaccuracy")
    found = []
    if blunders:
        found.append(said.plural("{count} blunder", "{count} blunders", blunders))
    if mistakes:
        found.append(said.plural("{count} mistake", "{count} mistakes", mistakes))
    if inaccuracies:
        found.append(said.plural("{count} inaccuracy", "{count} inaccuracies", inaccuracies))
    return found


def _one_line(flagged: Flagged, said: Words) -> str:
    severity = flagged.verdict.severity or "inaccuracy"
    return said(
        "Move {move} {mark}: {played} ({played_chance}); better {best} ({best_chance}).",
        move=flagged.move,
        mark=MARKS[severity],
        played=said.line(flagged.played),
        played_chance=percent(flagged.verdict.played_chance),
        best=said.line(flagged.best),
        best_chance=percent(flagged.verdict.best_chance),
    )


def flagged_embed(flagged: Flagged, said: Words = ENGLISH_WORDS) -> discord.Embed:
    """One costly move: the table before it, the move, the better move, and the numbers."""
    verdict = flagged.verdict
    severity = verdict.severity or "inaccuracy"
    embed = discord.Embed(
        title=said(
            "Move {move} {mark}: {severity} (−{points} points)",
            move=flagged.move,
            mark=MARKS[severity],
            severity=said(NAMED[severity]),
            points=round(100 * verdict.drop),
        ),
        description=said(
            "You played **{played}**: about {played_chance} chance to win after it. "
            "The hard bot would have played **{best}**: about {best_chance}.",
            played=said.line(flagged.played),
            played_chance=percent(verdict.played_chance),
            best=said.line(flagged.best),
            best_chance=percent(verdict.best_chance),
        ),
        colour=COLOURS[severity],
    )
    embed.set_image(url=f"attachment://{_image_name(flagged)}")
    return fit_embed(embed)


async def review_message(
    review: Coaching, said: Words = ENGLISH_WORDS
) -> tuple[list[discord.Embed], list[discord.File]]:
    """The summary and the pictured moves (in the order they were played), with their files."""
    embeds = [summary_embed(review, said)]
    files: list[discord.File] = []
    for flagged in review.flagged:
        if flagged.table is None:
            continue
        view, names = flagged.table, review.names
        image = await images.draw_table(view, names, said=said)
        alt = images.describe("table", view, names, said) if image else ""
        picture = images.as_file(image, _image_name(flagged), alt)
        embed = flagged_embed(flagged, said)
        if picture is None:
            embed.set_image(url=None)
        else:
            files.append(picture)
        embeds.append(embed)
    return embeds, files


def progress_line(done: int, total: int, said: Words = ENGLISH_WORDS) -> str:
    return said.plural(
        "🔎 The hard bot is judging your moves: {done} of {count} decision…",
        "🔎 The hard bot is judging your moves: {done} of {count} decisions…",
        total,
        done=done,
    )
