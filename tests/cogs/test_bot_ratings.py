"""``/game stats`` and ``/game leaderboard`` through the real bot: a game of Skirmish played
with slash commands by two humans and a normal bot, then its ratings shown as embeds."""

from __future__ import annotations

import re
from typing import Any

from simtable import World, whose_turn

from tabletop.rating_math import bot_entity, user_entity

RATING = re.compile(r"— \*\*(-?\d+\.\d)\*\* · (\d) won of 1")


async def play_skirmish(world: World) -> dict[str, Any]:
    """Alice hosts, Bob joins, a normal bot sits; the humans play their first legal move with
    ``/move`` until the end. Returns the outcome."""
    channel = world.channel
    await world.alice.slash(channel, "game new", game="skirmish")
    await world.bob.slash(channel, "game join")
    await world.alice.slash(channel, "game bot", level="normal")
    await world.alice.slash(channel, "game start")
    for _ in range(100):
        member = await whose_turn(world)
        if member is None:
            update = await world.bot.service.status(channel.id)
            assert update.outcome is not None
            return update.outcome
        code = (await world.bot.service.choices(channel.id, member.id))[0].code
        await member.slash(channel, "move", action=code)
    raise AssertionError("the game did not end")


async def test_an_empty_leaderboard_says_so(world: World) -> None:
    result = await world.alice.slash(world.channel, "game leaderboard", game="skirmish")
    embed = result.response.embeds[0]
    assert embed.title == "Skirmish — leaderboard"
    assert "No finished game of Skirmish on this server yet" in embed.description
    result = await world.carol.slash(world.channel, "game stats")
    embed = result.ephemeral and result.response.embeds[0]
    assert "**0** won of **0** played" in embed.description and not embed.fields


async def test_leaderboard_and_stats_after_a_game(world: World) -> None:
    outcome = await play_skirmish(world)
    winners = set(outcome["winners"])
    result = await world.carol.slash(world.channel, "game leaderboard", game="skirmish")
    assert not result.ephemeral  # a leaderboard is for everyone to see
    embed = result.response.embeds[0]
    lines = embed.description.splitlines()
    assert len(lines) == 3 and lines[0].startswith("🥇")
    names = [f"<@{world.alice.id}>", f"<@{world.bob.id}>", "🤖 normal bot"]
    for name in names:
        assert sum(name in line for line in lines) == 1, (name, lines)
    found = [RATING.search(line) for line in lines]
    ratings = [float(m.group(1)) for m in found if m]
    assert len(ratings) == 3 and ratings == sorted(ratings, reverse=True)
    assert "1 game rated" in (embed.footer.text or "")
    (seat,) = winners  # seats: Alice, Bob, the bot; one winner with the fixed seed
    assert names[seat] in lines[0] and "1 won of 1" in lines[0]
    assert all("0 won of 1" in line for line in lines[1:])

    mine = await world.alice.slash(world.channel, "game stats")
    assert mine.ephemeral
    embed = mine.response.embeds[0]
    assert embed.title == "alice — stats"
    assert "played on this server" in embed.description
    (field,) = embed.fields
    assert field.name == "Skirmish" and "Rating **" in field.value
    place = next(i for i, line in enumerate(lines, start=1) if names[0] in line)
    assert f"(#{place})" in field.value
    alice_rating = ratings[place - 1]
    assert f"Rating **{alice_rating:.1f}**" in field.value

    theirs = await world.alice.slash(world.channel, "game stats", player=world.bob)
    embed = theirs.response.embeds[0]
    assert embed.title == "bob — stats"
    assert "1** played" in embed.description


async def test_ratings_survive_a_restart(world: World) -> None:
    await play_skirmish(world)
    guild = world.guild.id
    before = (await world.bot.service.ratings(guild, "skirmish")).table()
    assert {s.entity for s in before} == {
        user_entity(world.alice.id),
        user_entity(world.bob.id),
        bot_entity("normal"),
    }
    await world.restart()
    assert (await world.bot.service.ratings(guild, "skirmish")).table() == before
