"""Players whose display names are mentions or markdown, through the real bot: nothing the bot
sends notifies anyone it does not mean to (no other user, no role, never everyone), and every
name shows as typed (its markdown escaped, its mentions broken) in every message kind: the lobby,
four games' tables and hands, a clock reminder, a vote, the log, the end of a game, a replay,
stats and the leaderboard.

A name is seated as a Discord nickname; the test Discord computes whom each message pings, and
its request log keeps every payload's allowed mentions.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

import discord
import pytest
from simtable import World

from tabletop.names import shown

T0 = 1_800_000_000.0
MESSAGE_PATHS = re.compile(r"/channels/\d+/messages(/\d+)?$|/interactions/|/webhooks/")


class Clock:
    def __init__(self) -> None:
        self.now = T0

    def __call__(self) -> float:
        return self.now


@dataclass
class Names:
    """The players' nicknames, the ids nobody may notify, and the seated players' ids."""

    by_member: dict[int, str]
    outsider: int  # a member who never sits: a name of "<@outsider>" must not ping them
    role: int  # a mentionable role
    players: frozenset[int]


def seat_names(world: World, kind: str) -> Names:
    """Give alice, bob and carol hostile nicknames (what ``/game join`` reads): mentions of a
    member who never sits and of a mentionable role, or markdown."""
    role = world.guild.create_role("Heroes", mentionable=True).id
    outsider = world.mod.id
    names = {
        "mentions": [f"<@{outsider}>", "@everyone", f"<@&{role}>"],
        "markdown": ["**bold**", "`" * 32, f"<@!{outsider}> @here"],
    }[kind]
    members = (world.alice, world.bob, world.carol)
    for member, nick in zip(members, names, strict=True):
        world.env.backend.edit_member(world.guild.id, member.id, {"nick": nick})
    return Names(
        {m.id: n for m, n in zip(members, names, strict=True)},
        outsider,
        role,
        frozenset(m.id for m in members),
    )


def member_of(world: World, user_id: int | None) -> Any:
    return next(m for m in (world.alice, world.bob, world.carol) if m.id == user_id)


async def play_first_moves(world: World, moves: int) -> None:
    """Each human to act plays their first legal move with ``/move``, ``moves`` times."""
    for _ in range(moves):
        update = await world.bot.service.status(world.channel.id)
        humans = [s for s in update.to_act if s.user_id is not None]
        if update.outcome is not None or not humans:
            return
        member = member_of(world, humans[0].user_id)
        code = (await world.bot.service.choices(world.channel.id, member.id))[0].code
        await member.slash(world.channel, "move", action=code)
    await world.bot.delivery.tables.drained()
    await world.env.settle()


# --- the checks --------------------------------------------------------------------------------
def bot_messages(world: World) -> list[Any]:
    """Every message the bot wrote anywhere: channels, DMs, ephemeral answers."""
    bot_id = world.bot.user.id
    return [
        m
        for channel in world.env.backend.messages.values()
        for m in channel.values()
        if m.author_id == bot_id
    ]


def words(message: Any) -> str:
    """What a message says in parsed text: its content and its embeds (not its buttons' and
    menus' labels, which are plain text)."""
    parts = [message.content or ""]
    for embed in message.embeds or []:
        data = embed if isinstance(embed, dict) else embed.to_dict()
        parts += [str(data.get("title") or ""), str(data.get("description") or "")]
        parts += [f"{f.get('name')} {f.get('value')}" for f in data.get("fields") or []]
    return "\n".join(parts)


def message_payloads(world: World) -> list[dict[str, Any]]:
    """The message part of every message with words the bot sent or edited (interaction
    answers too). An edit of only embeds or buttons carries no allowed mentions (discord.py
    adds the client's default only with words), and pings nobody: embeds never ping, nor
    does an edit."""
    out = []
    for request in world.env.http_requests:
        body = request.json if isinstance(getattr(request, "json", None), dict) else None
        if body is None or request.method not in ("POST", "PATCH"):
            continue
        if not MESSAGE_PATHS.search(request.path):
            continue
        if "/interactions/" in request.path:
            if body.get("type") not in (4, 7):  # a message answer, or an update of one
                continue
            body = body.get("data") or {}
        if body.get("content"):
            out.append(body)
    return out


async def check(world: World, names: Names, *, expect: int) -> None:
    """Nobody unintended notified, and every seated player's name written as it shows."""
    payloads = message_payloads(world)
    assert len(payloads) >= expect
    for body in payloads:
        allowed = body.get("allowed_mentions")
        assert allowed is not None, body
        assert allowed.get("parse") == [], allowed
        assert not allowed.get("roles"), allowed
        assert set(map(int, allowed.get("users") or [])) <= names.players, allowed
    messages = bot_messages(world)
    texts = [words(m) for m in messages]
    for message, text in zip(messages, texts, strict=True):
        assert set(message.ping_user_ids) <= names.players, text
        assert not message.ping_role_ids, text
        assert not message.mention_everyone, text
        for raw in (
            f"<@{names.outsider}>",
            f"<@!{names.outsider}>",
            f"<@&{names.role}>",
            "@everyone",
            "@here",
            "**bold**",
            "``",
        ):
            assert raw not in text, (raw, text)
    everything = "\n".join(texts)
    row = await world.bot.store.latest_game(world.channel.id)
    assert row is not None
    seated = [s for s in row.seats if s.user_id is not None]
    for seat in seated:
        assert shown(names.by_member[seat.user_id or 0]) in everything, seat  # as typed


# --- the games ---------------------------------------------------------------------------------
# (game, options, bots): Heroes with a bot is four seats in two teams (the lobby's teams).
GAMES = [("iliad", "", 0), ("heroes", "", 1), ("ilios", "size=5", 0), ("siege", "scenario=day2", 0)]


@pytest.mark.parametrize("kind", ["mentions", "markdown"])
@pytest.mark.parametrize(("game", "options", "bots"), GAMES)
async def test_a_few_moves_of_each_game(
    world: World, game: str, options: str, bots: int, kind: str
) -> None:
    """The lobby, a few moves (tables, hands, DMs), a seat handed to a bot and taken back or
    over, and the log."""
    names = seat_names(world, kind)
    channel = world.channel
    await world.alice.slash(channel, "game new", game=game, options=options)
    await world.bob.slash(channel, "game join")
    if game != "siege":
        await world.carol.slash(channel, "game join")
    for _ in range(bots):
        await world.alice.slash(channel, "game bot", level="normal")
    await world.alice.slash(channel, "game start")
    await world.carol.slash(channel, "game log")  # its first line names every player
    await play_first_moves(world, 6)
    await world.bob.slash(channel, "game away")
    if game == "siege":  # carol, not seated, takes bob's seat over
        await world.alice.slash(channel, "game sub", player=world.carol)
    else:
        await world.bob.slash(channel, "game back")
    await play_first_moves(world, 2)
    await world.carol.slash(channel, "game log")
    said = "\n".join(words(m) for m in bot_messages(world))
    bob, carol = names.by_member[world.bob.id], names.by_member[world.carol.id]
    assert f"{shown(bob)} is away" in said
    assert (
        f"{shown(carol)} takes over" in said if game == "siege" else f"{shown(bob)} is back" in said
    )
    await check(world, names, expect=10)


@pytest.mark.parametrize("kind", ["mentions", "markdown"])
async def test_clock_vote_end_records_and_ratings(world: World, kind: str) -> None:
    names = seat_names(world, kind)
    clock = Clock()
    world.bot.service.clock = clock
    channel = world.channel
    await world.alice.slash(
        channel, "game new", game="skirmish", pace="10m", timeout="vote", options="rounds=3"
    )
    await world.bob.slash(channel, "game join")
    await world.carol.slash(channel, "game join")
    await world.alice.slash(channel, "game start")
    for now in (T0 + 300, T0 + 600):  # a reminder, then a vote
        clock.now = now
        assert await world.bot.get_cog("GameCog").clocks.run_once() == 1
        await world.env.settle()
    vote = [m for m in world.channel.history() if "vote" in (m.content or "")][0]
    late = (await world.bot.service.status(channel.id)).to_act[0].user_id
    voters = [m for m in (world.alice, world.bob, world.carol) if m.id != late]
    for voter in voters:
        button = next(c for c in vote.components[0].to_dict()["components"])
        await voter.click(vote, custom_id=button["custom_id"])
    await world.bot.delivery.tables.drained()
    await world.env.settle()
    await play_first_moves(world, 200)
    assert (await world.bot.service.status(channel.id)).outcome is not None
    said = "\n".join(words(m) for m in bot_messages(world))
    assert f"{shown(names.by_member[late or 0])} is removed" in said  # the vote passed
    row = await world.bot.store.latest_game(channel.id)
    assert row is not None
    game_id = row.id
    await world.carol.slash(channel, "game log")
    await world.carol.slash(channel, "game replay", id=game_id)
    await world.carol.slash(channel, "game stats", player=world.alice)
    await world.carol.slash(channel, "game leaderboard", game="skirmish")
    await check(world, names, expect=10)


def test_escaping_keeps_plain_names_and_breaks_every_mention() -> None:
    assert shown("Alice") == "Alice" and shown("Mary-Jane (UK)") == "Mary-Jane (UK)"
    for name in ("<@123456789012345678>", "<@!1>", "<@&2>", "@everyone", "@here"):
        assert "@" + "\u200b" in shown(name)
    # Discord's own helpers agree on what needs escaping.
    for name in ("**bold**", "`" * 32, "__a__", "~~s~~", "||x||", "a\\b"):
        assert shown(name) == discord.utils.escape_markdown(name)
    assert shown("# big") == "\\# big" and shown("> quote") == "\\> quote"
