"""After a Discord error the table comes back within seconds: each request is bounded (a 5xx or
a hang fails fast instead of waiting out discord.py's own retries), the retry starts quickly
and shows the newest table, a post that went through but answered late is not posted again,
and the "✅ Saved" never waits on a table or a hand (nor they on it)."""

from __future__ import annotations

import asyncio
from typing import Any

import discord
import pytest
from simtable import World, dms, said, start_game, version, whose_turn
from test_bot_delivery import (
    a_move,
    a_word_below,
    fail_channel_posts,
    heal,
    move_number,
    tables,
)

from cogs.kit.delivery.bounded import REQUEST_TIMEOUT

SOON = 5.0  # seconds (virtual) within which the table is back once Discord answers again


def hang_table_posts(
    world: World, monkeypatch: pytest.MonkeyPatch, *, reached: bool, times: int = 1
) -> list[int]:
    """The next ``times`` table posts never answer (a lost request); ``reached``: Discord
    posted them all the same. Returns the list of hung posts, one entry each."""
    hung: list[int] = []
    send = discord.TextChannel.send
    never = asyncio.Event()

    async def slow_send(channel: Any, *args: Any, **kwargs: Any) -> Any:
        if not (kwargs.get("files") and len(hung) < times):
            return await send(channel, *args, **kwargs)
        hung.append(1)
        if reached:
            await send(channel, *args, **kwargs)
        await world.env.external_wait(never.wait(), reason="a table post that never answers")
        raise AssertionError("unreachable")

    monkeypatch.setattr(discord.TextChannel, "send", slow_send)
    return hung


async def test_a_refused_table_is_posted_within_seconds(world: World) -> None:
    await start_game(world)
    posted = len(tables(world))
    await a_word_below(world)
    world.env.inject_error("POST", f"/channels/{world.channel.id}/messages", status=500)
    await a_move(world)  # its table is refused once, then Discord answers again
    await world.env.advance_time(SOON)
    assert len(tables(world)) == posted + 1
    assert move_number(tables(world)[-1]) == await version(world)
    assert not await world.bot.service.pending_updates()


async def test_after_an_outage_the_newest_table_is_posted_once_within_seconds(
    world: World,
) -> None:
    await start_game(world)
    posted = len(tables(world))
    await a_word_below(world)
    fail_channel_posts(world, world.channel.id)
    await a_move(world)
    await world.env.advance_time(20)  # still down: retried in vain
    await a_move(world)
    await world.env.advance_time(10)
    assert len(tables(world)) == posted
    heal(world)
    await world.env.advance_time(SOON)
    new = tables(world)[posted:]
    assert [move_number(m) for m in new] == [await version(world)]  # the newest, once


async def test_a_table_post_that_hangs_is_retried_within_seconds(
    world: World, monkeypatch: pytest.MonkeyPatch
) -> None:
    await start_game(world)
    posted = len(tables(world))
    await a_word_below(world)
    hung = hang_table_posts(world, monkeypatch, reached=False)
    _, result = await a_move(world)
    assert "✅ Saved" in said(result)  # at once, whatever the table does
    assert hung and len(tables(world)) == posted
    await world.env.advance_time(REQUEST_TIMEOUT + SOON)
    assert [move_number(m) for m in tables(world)[posted:]] == [await version(world)]
    assert not await world.bot.service.pending_updates()


async def test_a_post_that_answered_late_is_not_posted_again(
    world: World, monkeypatch: pytest.MonkeyPatch
) -> None:
    await start_game(world)
    posted = len(tables(world))
    await a_word_below(world)
    hung = hang_table_posts(world, monkeypatch, reached=True)
    await a_move(world)  # posted, but Discord never says so
    assert hung and len(tables(world)) == posted + 1
    await world.env.advance_time(REQUEST_TIMEOUT + SOON)
    assert len(tables(world)) == posted + 1, "the same table was posted twice"
    assert not await world.bot.service.pending_updates()
    await a_move(world)  # the queue goes on: the next table is shown (edited in or posted)
    await world.env.settle()
    shown = [move_number(m) for m in tables(world)[posted:]]
    assert shown[-1] == await version(world) and len(set(shown)) == len(shown)


async def test_a_confirmation_that_hangs_delays_neither_the_table_nor_the_hands(
    world: World, monkeypatch: pytest.MonkeyPatch
) -> None:
    await start_game(world)
    posted = len(tables(world))
    send = discord.Webhook.send
    never = asyncio.Event()

    async def slow_send(webhook: Any, content: Any = None, *args: Any, **kwargs: Any) -> Any:
        if isinstance(content, str) and content.startswith("✅"):
            await world.env.external_wait(never.wait(), reason="a followup that never answers")
        return await send(webhook, content, *args, **kwargs)

    monkeypatch.setattr(discord.Webhook, "send", slow_send)
    await a_word_below(world)
    mover, result = await a_move(world)
    assert len(tables(world)) == posted + 1  # without waiting for the confirmation
    assert move_number(tables(world)[-1]) == await version(world)
    turn = await whose_turn(world)
    assert f"(move {await version(world)})" in dms(world, turn)[-1].content
    await world.env.advance_time(2 * REQUEST_TIMEOUT)
    assert "✅ Saved" in said(result), said(result)  # the deferred answer says it instead
