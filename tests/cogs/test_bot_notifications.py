"""One notification per decision and one live table, through the real bot, in each game.

Two humans play (the first legal move each time) while ``notifications.Recorder`` counts the
bot's messages; one player of one game has closed DMs. A table post's mentions notify at most
once per decision and only someone who must act; a player whose DMs reach them is never
notified by the table (the DM does it), and each decision rings its player exactly once, DMs
and channel together. While the table is the channel's newest message, the next table edits
it, whoever acts next (a chain of one player's moves, or the other player's turn); a message
written in between, or a closed-DM player to ring by a mention, makes the next table a new
post.
"""

from __future__ import annotations

import json
from typing import Any

import pytest
from notifications import Move, Recorder
from simtable import World, close_dms, turns, whose_turn

from tabletop.base import game_of


async def seat_two(world: World, game: str, options: str = "") -> None:
    channel = world.channel
    await world.alice.slash(channel, "game new", game=game, options=options)
    await world.bob.slash(channel, "game join")


def continues_chain(before: Move, move: Move) -> bool:
    """The move's actor had the decision before it and the same players have it after."""
    return bool(move.acting) and move.actor in before.acting and move.acting == before.acting


async def keeps_deciding(world: World, member: Any, code: str) -> bool:
    """Whether ``code`` leaves ``member`` (alone, as now) to act: a chain goes on. Asked of
    the engine on the stored state, without touching the table."""
    row = await world.bot.store.latest_game(world.channel.id)
    assert row is not None and row.snapshot is not None
    game = game_of(row.game_key)
    state = game.load(row.snapshot)
    seat = next(s.seat for s in row.seats if s.user_id == member.id)
    before = game.to_act(state)
    after = game.apply(state, seat, game.decode(state, seat, code)).state
    return before == game.to_act(after) == {seat} and game.outcome(after) is None


async def choose(world: World, member: Any, streak: int) -> str:
    """The first legal move, except: a Siege commander ends the set-up or plan after a few
    pieces (the first piece would go back and forth), and in the Iliad alice passes when she
    may (bob, last in the siege, then plays on alone: a chain)."""

    async def codes_for(typed: str) -> list[str]:
        found = await member.autocomplete(world.channel, "move", "action", typed)
        return [str(o["value"]) for o in found]

    codes = await codes_for("")
    if streak >= 3:
        for word in ("ready", "end", "pass"):
            if word in await codes_for(word):
                return word
    if member is world.alice and "pass" in codes:
        return "pass"
    # The Siege lists its ways to finish first: a commander plans a few pieces before them.
    return next((c for c in codes if c not in ("ready", "end")), codes[0])


async def play(world: World, recorder: Recorder, max_moves: int) -> None:
    """``choose`` each move, until the end or ``max_moves``. Every other move that goes on
    with a chain, a spectator first writes in the channel."""
    chains = 0
    async for member, streak in turns(world, max_moves):
        code = await choose(world, member, streak)
        if await keeps_deciding(world, member, code):
            chains += 1
            if chains % 2 == 0:
                await world.carol.send(world.channel, "nice move!")
        await member.slash(world.channel, "move", action=code)
        await recorder.moved(member)


def check_notifications(recorder: Recorder, humans: list[int], closed: int | None) -> None:
    """The channel's notifications (the DMs: ``check_one_ring_per_decision``)."""
    for user in humans:
        decisions = list(recorder.decisions(user))
        assert decisions, "every player had a decision"
        counts = [recorder.channel_notifications(d, user, tables=True) for d in decisions]
        assert max(counts) <= 1, (user, counts)  # at most once per decision
        if user == closed:  # once the bot knows their DMs fail, each decision mentions them
            assert counts[1:] and all(c == 1 for c in counts[1:]), counts
        else:
            assert sum(counts) == 0, counts  # their DM notifies them
    assert recorder.strays() == []  # no mention notifies someone who need not act


def check_one_ring_per_decision(recorder: Recorder, humans: list[int], closed: int | None) -> None:
    """All messages together: each decision rings its player exactly once — by a new DM when
    their DMs work (a chain edits it in place), else by the channel; a closed-DM player is
    never DMed (the bot tried once, at the join's how-to-play)."""
    for user in humans:
        for decision in recorder.decisions(user):
            dms = recorder.dms(decision, user)
            channel = recorder.channel_notifications(decision, user, tables=False)
            assert dms + channel == 1, (user, dms, channel, [m.actor for m in decision])
        if user == closed:
            assert recorder.dms(recorder.played, user) == 0


def check_live_table(recorder: Recorder, closed: int | None) -> None:
    """The table is edited in place while it is the newest message, whoever acts next; it is
    posted anew when someone wrote below it, or to ring a closed-DM player by a mention."""
    moves = recorder.played
    chain = [n for n in range(1, len(moves)) if continues_chain(moves[n - 1], moves[n])]
    assert [n for n in chain if recorder.table_was_newest(n)], "a chain, the table newest"
    assert [n for n in chain if not recorder.table_was_newest(n)], "a chat line in a chain"
    turns = 0  # edits that hand the decision to someone else
    for n in range(1, len(moves)):
        move = moves[n]
        if not move.acting:
            continue  # the end: the final table is its own post
        rung = closed in move.acting and closed not in moves[n - 1].acting
        if recorder.table_was_newest(n) and not rung:
            assert (move.table_posts, move.table_edits) == (0, 1), n
            turns += move.acting != moves[n - 1].acting
        else:  # a chat line (or a nudge) is the newest message, or a mention must ring
            assert (move.table_posts, move.table_edits) == (1, 0), n
    assert turns, "the table was edited as the turn passed to another player"


async def run_game(
    world: World,
    game: str,
    options: str,
    *,
    max_moves: int,
    closed_dms: bool = False,
    chains: bool = True,
) -> dict[str, Any]:
    humans = [world.alice.id, world.bob.id]
    closed = None
    if closed_dms:
        close_dms(world, world.bob)
        closed = world.bob.id
    await seat_two(world, game, options)
    recorder = Recorder(world)
    try:
        await world.alice.slash(world.channel, "game start")
        await recorder.moved(None)
        await play(world, recorder, max_moves)
        figures = recorder.summary(humans)
        print(game, json.dumps(figures))  # the figures of the report (pytest -s shows them)
        check_notifications(recorder, humans, closed)
        check_one_ring_per_decision(recorder, humans, closed)
        if chains:
            check_live_table(recorder, closed)
    finally:
        recorder.close()
    return figures


async def test_ilios(world: World) -> None:
    await run_game(world, "ilios", "size=7", max_moves=10)  # the set-up has two chains


async def test_heroes(world: World) -> None:
    await run_game(world, "heroes", "", max_moves=12, closed_dms=True)  # traits chain


async def test_iliad(world: World) -> None:
    await run_game(world, "iliad", "", max_moves=30)  # bob alone in the siege


async def test_siege(world: World) -> None:
    await run_game(world, "siege", "scenario=day1", max_moves=12)  # piece by piece


@pytest.mark.slow
@pytest.mark.parametrize(
    ("game", "options"),
    [("ilios", "size=7"), ("heroes", ""), ("iliad", ""), ("siege", "scenario=day1")],
)
async def test_whole_games_for_the_figures(world: World, game: str, options: str) -> None:
    """A whole game of each, for the figures (``-m slow -s``), notifying as in a short one."""
    figures = await run_game(world, game, options, max_moves=2000, chains=False)
    assert figures["moves"] > 0


async def test_a_failed_edit_posts_a_new_table(world: World) -> None:
    """Discord refuses the edit (the message was deleted): the table is posted instead."""
    await seat_two(world, "ilios", "size=7")
    recorder = Recorder(world)
    try:
        await world.alice.slash(world.channel, "game start")
        await recorder.moved(None)
        world.env.inject_error(
            "PATCH", f"/channels/{world.channel.id}/messages/*", status=404, code=10008
        )
        member = await whose_turn(world)
        code = await choose(world, member, 0)
        assert await keeps_deciding(world, member, code)  # the set-up: a chain
        await member.slash(world.channel, "move", action=code)
        move = await recorder.moved(member)
        assert (move.table_posts, move.table_edits) == (1, 0)
    finally:
        recorder.close()
