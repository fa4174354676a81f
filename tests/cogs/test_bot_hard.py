"""Each real game's ``hard`` bot through the bot: it sits at a table with hints on, the table
says it is thinking while it searches in the bot's worker processes, its moves arrive on their
own, and a hint names one of the player's legal moves with a chance to win."""

from __future__ import annotations

import re

import pytest
from simtable import World, private, said, whose_turn

from engine import registry

THINKING = "is thinking…"
GAMES = ("ilios", "heroes", "iliad", "siege")


def thinking_posts(world: World) -> int:
    """The table posts and edits in #troy whose first line says a bot is thinking."""
    count = 0
    for request in world.env.http_requests:
        body = request.json if isinstance(request.json, dict) else {}
        head = str(body.get("content") or "").split("\n")[0]
        if f"/channels/{world.channel.id}/messages" in request.path and THINKING in head:
            count += 1
    return count


async def settled(world: World) -> None:
    await world.bot.delivery.thinking.drained()
    await world.env.settle()


@pytest.mark.parametrize("key", GAMES)
async def test_a_hard_bot_thinks_moves_and_hints(
    world: World, key: str, caplog: pytest.LogCaptureFixture
) -> None:
    if "hard" not in registry.get(key).bots:
        pytest.skip(f"{key} has no hard bot yet")
    ch = world.channel
    await world.alice.slash(ch, "game new", game=key, hints="on")
    offered = await world.alice.autocomplete(ch, "game bot", "level", "")
    assert "hard" in [o["value"] for o in offered]
    await world.alice.slash(ch, "game bot", level="hard")
    await world.alice.slash(ch, "game start")
    await settled(world)
    table = (await world.bot.service.status(ch.id)).table
    hard = next(s.seat for s in table.seats if s.bot_level == "hard")

    async def bot_moved() -> bool:
        return await world.bot.store.acted_since(table.game_id, hard, -1)

    hinted = False
    for _ in range(30):
        if hinted and thinking_posts(world) and await bot_moved():
            break
        member = await whose_turn(world)
        assert member is world.alice, "the game ended before the hard bot was seen thinking"
        options = await member.autocomplete(ch, "move", "action", "")
        if not hinted:
            result = await member.slash(ch, "game hint")
            text = said(result)
            best = re.search(r"\*\*(.+?)\*\*.* \(about (\d+)% chance to win\)", text)
            assert private(result) and best is not None, text
            choices = await world.bot.service.choices(ch.id, member.id)
            assert best.group(1) in [c.label for c in choices]
            hinted = True
        await member.slash(ch, "move", action=options[0]["value"])
        await settled(world)
    assert hinted and thinking_posts(world) > 0
    assert await bot_moved()
    assert world.bot.service.thinkers.replaced == 0  # every decision came from the search
    assert not [r for r in caplog.records if "did not decide" in r.getMessage()]
