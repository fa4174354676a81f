"""A ``hard`` bot through the bot: ``/game bot level`` offers it where the game has one, the
table says the bot is thinking (with no move buttons) while it searches in a worker, then its
move arrives on its own, in that same table edited in place; the leaderboard rates it apart
from the other levels."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from fixture_game.searching import register, searching_bots
from notifications import EDIT, POST, Recorder
from simtable import World, whose_turn

from tabletop.models import FINISHED
from tabletop.thinking import ThinkPool

THINKING = "thinking…"


@pytest.fixture(autouse=True)
def skirmish_searching() -> Iterator[None]:
    with searching_bots():
        yield


def use_test_workers(world: World) -> None:
    """The bot's workers, with Skirmish's searching bots registered in them too."""
    world.bot.service.thinkers = ThinkPool(1, initializer=register)


async def settled(world: World) -> None:
    """Until every table has thought and every post went out."""
    for _ in range(20):
        await world.bot.delivery.thinking.drained()
        await world.env.settle()
        if not world.bot.delivery.thinking.busy(await game_id(world)):
            return


async def game_id(world: World) -> int:
    return (await world.bot.service.status(world.channel.id)).table.game_id


def table_posts(world: World) -> list[dict[str, Any]]:
    """Every table text the bot sent or edited in #troy, in order (with its components)."""
    sent = []
    for request in world.env.http_requests:
        body = request.json if isinstance(request.json, dict) else {}
        if f"/channels/{world.channel.id}/messages" in request.path and body.get("content"):
            sent.append(body)
    return sent


async def test_bot_levels_follow_the_tables_game(world: World) -> None:
    await world.alice.slash(world.channel, "game new", game="skirmish")
    offered = await world.alice.autocomplete(world.channel, "game bot", "level", "")
    assert [o["value"] for o in offered] == ["random", "normal", "hard", "slow", "crash"]
    assert any("search" in o["name"] for o in offered if o["value"] == "hard")
    assert [
        o["value"] for o in await world.alice.autocomplete(world.channel, "game bot", "level", "h")
    ] == ["hard"]


async def test_a_hard_bot_thinks_then_moves_and_is_rated_as_its_own_player(
    world: World,
) -> None:
    use_test_workers(world)
    ch = world.channel
    await world.alice.slash(ch, "game new", game="skirmish")
    added = await world.alice.slash(ch, "game bot", level="hard")
    assert "hard bot" in added.response.content
    await world.alice.slash(ch, "game bot", level="normal")
    assert (await world.alice.slash(ch, "game start")).ephemeral
    await settled(world)
    for _ in range(40):
        member = await whose_turn(world)
        if member is None:
            break
        options = await member.autocomplete(ch, "move", "action", "")
        result = await member.slash(ch, "move", action=options[0]["value"])
        assert "✅" in result.response.content or "✅" in str(result.followups)
        await settled(world)
    else:
        raise AssertionError("the game did not end")
    assert (await world.bot.service.status(ch.id)).table.status == FINISHED

    posts = table_posts(world)
    heads = [p["content"].split("\n")[0] for p in posts]
    # The start: Alice and the hard bot choose at once; then the bot's own turns.
    assert heads[0].endswith("face down. **Bot 1 (hard)** is thinking…"), heads[0]
    assert "**Bot 1 (hard)** is thinking…" in heads
    for post in posts:
        if THINKING in post["content"].split("\n")[0] and "your turn" not in post["content"]:
            labels = [c.get("label") for row in post["components"] for c in row["components"]]
            assert labels == ["My hand", "Log"]  # nobody may move while the bot thinks

    board = await world.alice.slash(ch, "game leaderboard", game="skirmish")
    rows = board.response.embeds[0].description.splitlines()
    assert sum("🤖 hard bot" in r for r in rows) == 1
    assert sum("🤖 normal bot" in r for r in rows) == 1  # two players, rated apart


async def test_the_thinking_table_is_the_one_edited_with_the_bots_move(world: World) -> None:
    """Nobody writes in the channel: each table saying the bot is thinking is the message
    later edited with its move, not followed by a second table."""
    use_test_workers(world)
    ch = world.channel
    await world.alice.slash(ch, "game new", game="skirmish")
    await world.alice.slash(ch, "game bot", level="hard")
    recorder = Recorder(world)
    try:
        await world.alice.slash(ch, "game start")
        await settled(world)
        for _ in range(40):
            member = await whose_turn(world)
            if member is None:
                break
            options = await member.autocomplete(ch, "move", "action", "")
            await member.slash(ch, "move", action=options[0]["value"])
            await settled(world)
        else:
            raise AssertionError("the game did not end")
    finally:
        recorder.close()
    sent = [s for m in recorder.moves for s in m.sent if s.table and s.kind in (POST, EDIT)]
    thinking = [n for n, s in enumerate(sent) if THINKING in s.text.split("\n")[0]]
    assert thinking, "the bot was shown thinking"
    for n in thinking:
        later = sent[n + 1]
        if n + 1 == len(sent) - 1:
            assert later.kind == POST  # the final table: the end is its own post
            continue
        assert (later.kind, later.message_id) == (EDIT, sent[n].message_id), later.text
    posts = [s for s in sent if s.kind == POST]
    assert len(posts) == 2, [p.text.split("\n")[0] for p in posts]  # the start and the end
