"""Nothing a player did is left unannounced: a saved move is confirmed as saved whatever Discord
does; hands never wait on the table post; what failed is retried, and what a stopped process
left unsent goes out at start-up; posts of a table keep their order; an old game's menu is
refused at the next game of the same table."""

from __future__ import annotations

import asyncio
import re
from typing import Any

import discord
import pytest
from simtable import (
    World,
    components,
    dms,
    is_table,
    member_of,
    said,
    start_game,
    version,
    whose_turn,
)

from cogs.kit.delivery.delivery import QUICK_RETRIES


def tables(world: World, channel: Any = None) -> list[Any]:
    """The table messages of the channel, oldest first: the live one (its "My hand" button)
    and the older ones, which lost their buttons (their small print says the move)."""
    return [
        m
        for m in (channel or world.channel).history()
        if is_table(m) or re.search(r"^-# (.* · )?(Move \d+|Game over)", m.content or "", re.M)
    ]


def move_number(message: Any) -> int:
    """The version a table message shows ("Move 12 · …" in its small print)."""
    found = re.search(r"^-# (?:.* · )?Move (\d+)\b", message.content or "", re.MULTILINE)
    assert found, message.content
    return int(found.group(1))


def fail_channel_posts(world: World, channel_id: int | str = "*") -> None:
    """Discord answers 500 to every message post, as after discord.py's own retries."""
    world.env.inject_error("POST", f"/channels/{channel_id}/messages", status=500, times=None)


def heal(world: World) -> None:
    world.env.backend.faults.clear()


async def a_word_below(world: World, channel: Any = None) -> None:
    """Someone writes in the channel: the next table is a new post (not an edit of the live
    one), so a test of posting sees its post."""
    await world.carol.send(channel or world.channel, "good luck!")


async def a_move(world: World, channel: Any = None) -> tuple[Any, Any]:
    """The member whose turn it is plays their first legal move; returns them and the result."""
    channel = channel or world.channel
    member = await whose_turn(world, channel)
    options = await member.autocomplete(channel, "move", "action", "")
    return member, await member.slash(channel, "move", action=options[0]["value"])


async def test_a_saved_move_is_confirmed_when_every_post_fails(world: World) -> None:
    await start_game(world)
    before = await version(world)
    posted = len(tables(world))
    await a_word_below(world)
    fail_channel_posts(world)  # the table and every DM

    _, result = await a_move(world)
    assert "✅ Saved" in said(result) and "Sorry" not in said(result), said(result)
    assert await version(world) > before
    assert len(tables(world)) == posted

    heal(world)
    await world.env.advance_time(max(QUICK_RETRIES) + 1)  # the next retry, at most
    assert len(tables(world)) == posted + 1
    assert move_number(tables(world)[-1]) == await version(world)
    turn = await whose_turn(world)
    newest = dms(world, turn)[-1]
    assert "Your hand" in newest.content and components(newest)
    assert not await world.bot.service.pending_updates()


async def test_hands_do_not_wait_on_a_failed_table_post(world: World) -> None:
    await start_game(world)
    fail_channel_posts(world, world.channel.id)
    await a_move(world)
    turn = await whose_turn(world)
    newest = dms(world, turn)[-1]
    assert "Your hand" in newest.content and "It's your turn" in newest.content
    menu = next(c for c in components(newest) if c["type"] in (2, 3))
    assert f":{await version(world)}:" in menu["custom_id"]
    heal(world)


async def test_a_restart_sends_what_was_committed_but_never_posted(
    world: World, monkeypatch: pytest.MonkeyPatch
) -> None:
    """As after a kill -9 between the commits and the posts, at two tables."""
    second = world.guild.create_text_channel("troy-2")
    for channel in (world.channel, second):
        await start_game(world, channel=channel)
    posted = {c.id: len(tables(world, c)) for c in (world.channel, second)}

    async def killed(*args: object, **kwargs: object) -> bool:
        return False

    monkeypatch.setattr(world.bot.delivery, "announce", killed)
    moved_to = {}
    for channel in (world.channel, second):
        await a_move(world, channel)
        moved_to[channel.id] = (await world.bot.service.status(channel.id)).table.version
    assert {c.id: len(tables(world, c)) for c in (world.channel, second)} == posted
    turns = [await whose_turn(world, c) for c in (world.channel, second)]
    dms_before = {m.id: len(dms(world, m)) for m in turns}

    await world.restart()
    await world.env.settle()
    for channel in (world.channel, second):  # the live table, remembered, is edited
        assert len(tables(world, channel)) == posted[channel.id]
        assert move_number(tables(world, channel)[-1]) == moved_to[channel.id]
    for member in turns:
        assert len(dms(world, member)) > dms_before[member.id]
    assert not await world.bot.service.pending_updates()


async def test_posts_keep_their_order_when_one_hangs(
    world: World, monkeypatch: pytest.MonkeyPatch
) -> None:
    await start_game(world)
    release = asyncio.Event()
    hung: list[int] = []
    send = discord.TextChannel.send

    async def slow_send(channel: Any, *args: Any, **kwargs: Any) -> Any:
        if kwargs.get("files") and not hung:
            hung.append(1)
            await world.env.external_wait(release.wait(), reason="a table post that hangs")
        return await send(channel, *args, **kwargs)

    monkeypatch.setattr(discord.TextChannel, "send", slow_send)
    posted = len(tables(world))
    await a_word_below(world)
    await a_move(world)  # its table post hangs
    await a_move(world)
    await a_move(world)
    assert hung and len(tables(world)) == posted
    release.set()
    await world.env.settle()
    shown = [move_number(m) for m in tables(world)[posted:]]
    assert shown == sorted(shown) and shown[-1] == await version(world)
    assert len(shown) < 3  # the one that waited behind the hanging post was dropped


async def test_a_menu_of_an_abandoned_game_is_refused_in_the_next(world: World) -> None:
    await start_game(world)
    turn = await whose_turn(world)
    old = dms(world, turn)[-1]
    select = next(c for c in components(old) if c["type"] == 3)
    # The end of a game clears its DM menus, as a best effort: here Discord refuses the edit,
    # so the old menu stays pressable and its id must say which game it belongs to.
    dm = turn.user.dm_channel.id
    world.env.inject_error("PATCH", f"/channels/{dm}/messages/*", status=500, times=None)
    await world.alice.slash(world.channel, "game abandon")
    heal(world)
    await start_game(world)  # the same seed: the same position at the same version
    assert await whose_turn(world) is turn
    before = await version(world)

    value = next(o["value"] for o in select["options"] if o["value"].startswith("="))
    result = await turn.user.select(old, [value], custom_id=select["custom_id"])
    assert result.ephemeral and "earlier game" in said(result), said(result)
    assert await version(world) == before


async def test_a_hand_left_unsent_is_sent_after_a_restart_without_a_second_table(
    world: World,
) -> None:
    await start_game(world)
    for member in (world.alice, world.bob):
        fail_channel_posts(world, member.user.dm_channel.id)
    await a_move(world)  # the table goes out; the hands are refused
    heal(world)
    posted = len(world.channel.history())
    pending = await world.bot.service.pending_updates()
    assert pending and not pending[0].announce_table
    waiting = [h.user_id for h in pending[0].hands.values() if h.send]
    assert waiting
    ringing = pending[0].notify  # a new decision: a new DM; the others' DMs are edited
    assert ringing
    before = {uid: len(dms(world, member_of(world, uid))) for uid in waiting}
    shown = {uid: dms(world, member_of(world, uid))[-1].content for uid in waiting}

    await world.restart()
    await world.env.settle()
    assert len(world.channel.history()) == posted  # the table went out: nothing new in public
    assert not await world.bot.service.pending_updates()
    for uid, count in before.items():
        theirs = dms(world, member_of(world, uid))
        assert len(theirs) == count + (uid in ringing)
        assert theirs[-1].content != shown[uid], "the hand of the new version is shown"


async def test_the_saved_line_survives_a_failed_followup(world: World) -> None:
    """When even the "✅" follow-up fails, the deferred answer itself says the move is saved."""
    await start_game(world)
    world.env.inject_error("POST", "/webhooks/*/*", status=500, times=1)
    _, result = await a_move(world)
    assert "✅ Saved" in said(result) and "Sorry" not in said(result), said(result)
