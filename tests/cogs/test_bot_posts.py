"""Fewer, truer posts in the channel, through the real bot, in each game.

Two humans play a stretch of each game with nobody else writing. A round of play is counted
from a move until every seated player has moved at least once since (two humans: each once).
The channel then gets at most one new table with a picture per round: the live table is
edited in place whoever acts next, and a new one is posted only to ring, by a mention, a
player whose DMs are closed. Each decision still rings its player exactly once. When a new
table is posted, the one before it loses its buttons, after a restart too.
"""

from __future__ import annotations

from typing import Any

import pytest
from notifications import POST, Move, Recorder
from simtable import World, close_dms, components, is_table, turns, whose_turn
from test_bot_notifications import check_notifications, check_one_ring_per_decision, choose


def rounds(moves: list[Move], players: int) -> list[list[Move]]:
    """The moves (the start left out) cut into rounds: each round ends with the move that
    made every one of ``players`` have moved since it began; an unfinished round is kept."""
    out: list[list[Move]] = []
    current: list[Move] = []
    movers: set[int] = set()
    for move in moves[1:]:
        current.append(move)
        if move.actor is not None:
            movers.add(move.actor)
        if len(movers) >= players:
            out.append(current)
            current, movers = [], set()
    return [*out, current] if current else out


def pictured_posts(moves: list[Move]) -> int:
    """New table posts with a picture, the final table left out (the end is its own post)."""
    return sum(
        1
        for m in moves
        for s in m.sent
        if s.kind == POST and s.table and s.image_bytes and m.acting
    )


async def play_quietly(world: World, recorder: Recorder, max_moves: int) -> None:
    """``choose`` each move through ``/move``, nobody writing in between."""
    async for member, streak in turns(world, max_moves):
        code = await choose(world, member, streak)
        await member.slash(world.channel, "move", action=code)
        await recorder.moved(member)


@pytest.mark.parametrize(
    ("game", "options", "closed_dms"),
    [
        ("ilios", "size=7", False),
        ("heroes", "", True),
        ("iliad", "", False),
        ("siege", "scenario=day1", False),
    ],
)
async def test_at_most_one_new_table_per_round(
    world: World, game: str, options: str, closed_dms: bool
) -> None:
    humans = [world.alice.id, world.bob.id]
    closed = None
    if closed_dms:
        close_dms(world, world.bob)
        closed = world.bob.id
    await world.alice.slash(world.channel, "game new", game=game, options=options)
    await world.bob.slash(world.channel, "game join")
    recorder = Recorder(world)
    try:
        await world.alice.slash(world.channel, "game start")
        await recorder.moved(None)
        await play_quietly(world, recorder, 24)
        cut = rounds(recorder.played, len(humans))
        assert len(cut) >= 3, "a few rounds were played"
        per_round = [pictured_posts(r) for r in cut]
        assert max(per_round) <= 1, per_round
        check_notifications(recorder, humans, closed)
        check_one_ring_per_decision(recorder, humans, closed)
    finally:
        recorder.close()


def message(world: World, message_id: int) -> Any:
    return next(m for m in world.channel.history() if m.id == message_id)


async def move(world: World) -> None:
    member = await whose_turn(world)
    options = await member.autocomplete(world.channel, "move", "action", "")
    await member.slash(world.channel, "move", action=options[0]["value"])
    await world.bot.delivery.tables.drained()
    await world.env.settle()


async def test_a_new_table_takes_the_buttons_off_the_one_before(world: World) -> None:
    await world.alice.slash(world.channel, "game new", game="ilios", options="size=5")
    await world.bob.slash(world.channel, "game join")
    await world.alice.slash(world.channel, "game start")
    first = world.channel.last_message
    assert is_table(first)

    await move(world)  # the table was the newest message: edited, still the same one
    assert world.channel.last_message.id == first.id and components(message(world, first.id))

    await world.carol.send(world.channel, "who's winning?")
    await move(world)  # a new table below the chat line; the old one keeps no buttons
    second = world.channel.last_message
    assert second.id != first.id and is_table(second)
    assert not components(message(world, first.id))

    await world.restart()  # the store remembers which table is live
    await world.carol.send(world.channel, "still here")
    await move(world)
    third = world.channel.last_message
    assert third.id != second.id and is_table(third)
    assert not components(message(world, second.id))


async def test_a_refused_clearing_of_the_old_buttons_changes_nothing_else(world: World) -> None:
    """Discord refuses the edit that clears the old table's buttons: logged, and the new
    table stands (its move refused later as out of date, never played twice)."""
    await world.alice.slash(world.channel, "game new", game="ilios", options="size=5")
    await world.bob.slash(world.channel, "game join")
    await world.alice.slash(world.channel, "game start")
    first = world.channel.last_message
    await world.carol.send(world.channel, "go on")
    world.env.inject_error(
        "PATCH", f"/channels/{world.channel.id}/messages/{first.id}", status=500, times=None
    )
    await move(world)
    assert world.channel.last_message.id != first.id and is_table(world.channel.last_message)
    assert not await world.bot.service.pending_updates()
