"""``hints:on`` and ``/game hint`` through the bot, at the fixture game: the lobby and the start
say hints are on and the game is not rated; a hint is private, for the seat to act only, and
names one of its legal moves with a chance to win; the finished game is left out of the ratings."""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest
from fixture_game.searching import register, searching_bots
from simtable import World, last_public, private, said, whose_turn

from tabletop.models import FINISHED
from tabletop.thinking import ThinkPool


@pytest.fixture(autouse=True)
def skirmish_searching() -> Iterator[None]:
    with searching_bots():
        yield


# A hint whose best moves are within the search's noise says so instead of ranking them.
NO_MOVE = "💡 No move stands out: **"


async def settled(world: World) -> None:
    await world.bot.delivery.thinking.drained()
    await world.env.settle()


async def test_hints_are_private_for_the_seat_to_act_and_the_game_is_not_rated(
    world: World,
) -> None:
    world.bot.service.thinkers = ThinkPool(1, initializer=register)
    ch = world.channel
    await world.alice.slash(ch, "game new", game="skirmish", hints="on")
    fields = {f.name: f.value for f in last_public(world).embeds[0].fields}
    assert "not rated" in fields["Hints"]
    early = await world.alice.slash(ch, "game hint")
    assert private(early) and "not started" in said(early)
    await world.bob.slash(ch, "game join")
    await world.alice.slash(ch, "game bot", level="hard")
    await world.alice.slash(ch, "game start")
    await settled(world)
    assert any("Hints are on" in m.content for m in ch.history(viewer=world.mod))
    stranger = await world.carol.slash(ch, "game hint")
    assert private(stranger) and "not playing in this game" in said(stranger).lower()

    hinted = 0
    for _ in range(60):
        member = await whose_turn(world)
        if member is None:
            break
        other = world.bob if member is world.alice else world.alice
        status = await world.bot.service.status(ch.id)
        if len(status.to_act) == 1:  # a turn: the other human must wait for theirs
            refused = await other.slash(ch, "game hint")
            assert private(refused) and "not your turn" in said(refused)
        options = await member.autocomplete(ch, "move", "action", "")
        if hinted < 2:
            result = await member.slash(ch, "game hint")
            text = said(result)
            assert private(result) and text.startswith(("💡 The hard bot would play: **", NO_MOVE))
            best = re.search(r"\*\*(.+?)\*\*.* \(about (\d+)% chance to win\)", text)
            assert best is not None, text
            labels = [o["name"] for o in options]
            assert best.group(1) in labels and 0 <= int(best.group(2)) <= 100
            assert len(text) <= 2000
            hinted += 1
        await member.slash(ch, "move", action=options[0]["value"])
        await settled(world)
    assert hinted == 2
    assert (await world.bot.service.status(ch.id)).table.status == FINISHED
    assert "played with hints, so not rated" in ch.last_message.content
    board = await world.alice.slash(ch, "game leaderboard", game="skirmish")
    assert "hard bot" not in (board.response.embeds[0].description or "")
    over = await world.alice.slash(ch, "game hint")
    assert private(over) and "over" in said(over)


async def test_no_hints_at_a_table_without_them(world: World) -> None:
    ch = world.channel
    await world.alice.slash(ch, "game new", game="skirmish")
    await world.bob.slash(ch, "game join")
    await world.alice.slash(ch, "game start")
    member = await whose_turn(world)
    result = await member.slash(ch, "game hint")
    assert private(result) and "Hints are off at this table" in said(result)
