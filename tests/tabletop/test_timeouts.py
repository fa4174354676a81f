"""What a table chose for when time runs out (bot, skip, vote), with an injected clock."""

from __future__ import annotations

import pytest

from engine import registry
from engine.core.said import english
from tabletop.errors import BadOption, NotSeated
from tabletop.service import Service
from tabletop.store import Store
from tabletop.timeouts import NotYourVote, VoteClosed, VoteNotice, parse_timeout

ALICE, BOB, CAROL, DAVE = 11, 22, 33, 44
CHANNEL, GUILD = 900, 1
T0 = 1_800_000_000.0
PACE = 600


class Clock:
    def __init__(self) -> None:
        self.now = T0

    def __call__(self) -> float:
        return self.now


def clocked(store: Store, clock: Clock) -> Service:
    service = Service(store, seed_source=lambda: 7)
    service.clock = clock
    return service


async def started(service: Service, game: str, timeout: str, players: int = 2) -> None:
    await service.new_game(CHANNEL, GUILD, ALICE, "Alice", game, {}, pace="10m", timeout=timeout)
    for user, name in [(BOB, "Bob"), (CAROL, "Carol")][: players - 1]:
        await service.join(CHANNEL, user, name)
    await service.start(CHANNEL, ALICE)


async def expire(service: Service, clock: Clock) -> list:  # type: ignore[type-arg]
    clock.now += PACE
    return await service.tick()


def test_timeout_words() -> None:
    assert parse_timeout(None) == "bot" and parse_timeout(" Vote ") == "vote"
    with pytest.raises(BadOption):
        parse_timeout("kick")


async def test_the_choice_is_stored_and_shown(store: Store) -> None:
    service = clocked(store, Clock())
    table = await service.new_game(CHANNEL, GUILD, ALICE, "Alice", "race", {}, timeout="skip")
    assert table.on_timeout == "skip"
    assert (await service.status(CHANNEL)).table.on_timeout == "skip"
    default = await service.new_game(CHANNEL + 1, GUILD, ALICE, "Alice", "race", {})
    assert default.on_timeout == "bot"


async def test_skip_plays_the_skip_action_else_a_bot(store: Store) -> None:
    clock = Clock()
    service = clocked(store, clock)
    await started(service, "skirmish", "skip")
    # The secret discard cannot be skipped: a bot plays it for both, and the line says so.
    [notice] = await expire(service, clock)
    assert notice.kind == "timeout" and "cannot be skipped" in english(notice.text)
    assert notice.update is not None
    assert any("a bot played" in line for line in notice.update.events)
    await service.tick()  # arm the play phase's clock
    # In play, the player to act passes: Skirmish's skip action.
    before = (await service.status(CHANNEL)).table.version
    [notice] = await expire(service, clock)
    assert notice.kind == "timeout" and "is skipped" in english(notice.text)
    assert notice.update is not None and notice.update.table.version == before + 1
    assert any("passes" in line for line in notice.update.events)


async def test_skip_without_a_skip_action_a_bot_plays(store: Store) -> None:
    clock = Clock()
    service = clocked(store, clock)
    await started(service, "race", "skip")
    [notice] = await expire(service, clock)
    assert notice.kind == "timeout" and "a bot played" in english(notice.text)
    assert notice.update is not None and notice.update.table.version == 1


async def _vote_opened(service: Service, clock: Clock) -> VoteNotice:
    await started(service, "race", "vote", players=3)
    [notice] = await expire(service, clock)
    assert isinstance(notice, VoteNotice) and notice.seat == 0 and notice.needed == 2
    assert f"<@{BOB}>" in english(notice.text) and f"<@{CAROL}>" in english(notice.text)
    clock.now += PACE - 1
    assert await service.tick() == []  # the vote has a whole pace, with no second reminder
    return notice


async def test_a_majority_of_the_others_hands_the_seat_to_a_bot(store: Store) -> None:
    clock = Clock()
    service = clocked(store, clock)
    vote = await _vote_opened(service, clock)
    first = await service.vote_remove(CHANNEL, BOB, vote.game_id, vote.version, vote.seat)
    assert (first.votes, first.needed, first.change) == (1, 2, None)
    again = await service.vote_remove(CHANNEL, BOB, vote.game_id, vote.version, vote.seat)
    assert again.votes == 1  # one ballot each
    done = await service.vote_remove(CHANNEL, CAROL, vote.game_id, vote.version, vote.seat)
    assert done.change is not None and "Alice is removed" in english(done.text)
    status = await service.status(CHANNEL)
    seat = status.table.seats[0]
    assert seat.is_bot and seat.user_id is None
    assert status.table.version > vote.version  # the bot played at once


async def test_the_late_player_or_a_stranger_may_not_vote(store: Store) -> None:
    clock = Clock()
    service = clocked(store, clock)
    vote = await _vote_opened(service, clock)
    with pytest.raises(NotYourVote):
        await service.vote_remove(CHANNEL, ALICE, vote.game_id, vote.version, vote.seat)
    with pytest.raises(NotSeated):
        await service.vote_remove(CHANNEL, DAVE, vote.game_id, vote.version, vote.seat)


async def test_the_player_acting_ends_the_vote(store: Store) -> None:
    clock = Clock()
    service = clocked(store, clock)
    vote = await _vote_opened(service, clock)
    row = await service.store.game(vote.game_id)
    assert row is not None and row.snapshot is not None
    game = registry.get("race")
    [action, *_] = game.legal_actions(game.load(row.snapshot), 0)
    await service.act(CHANNEL, ALICE, game.encode(action))
    with pytest.raises(VoteClosed):
        await service.vote_remove(CHANNEL, BOB, vote.game_id, vote.version, vote.seat)


async def test_with_no_other_human_a_bot_plays(store: Store) -> None:
    clock = Clock()
    service = clocked(store, clock)
    await service.new_game(CHANNEL, GUILD, ALICE, "Alice", "race", {}, pace="10m", timeout="vote")
    await service.add_bot(CHANNEL, ALICE, "random")
    await service.start(CHANNEL, ALICE)
    [notice] = await expire(service, clock)
    assert notice.kind == "timeout" and "a bot played" in english(notice.text)


async def test_a_rematch_keeps_the_choice(store: Store) -> None:
    clock = Clock()
    service = clocked(store, clock)
    await started(service, "race", "skip")
    for _ in range(500):
        clock.now += PACE
        if any(n.update and n.update.outcome for n in await service.tick()):
            break
    table = await service.rematch(CHANNEL, BOB, "Bob")
    assert table.on_timeout == "skip"
    assert (await service.table(CHANNEL)).on_timeout == "skip"


async def test_a_vote_that_does_not_pass_in_time_lets_a_bot_play(store: Store) -> None:
    """An open vote must not leave the table waiting forever."""
    clock = Clock()
    service = clocked(store, clock)
    vote = await _vote_opened(service, clock)
    await service.vote_remove(CHANNEL, BOB, vote.game_id, vote.version, vote.seat)  # 1 of 2
    clock.now += 1
    [notice] = await service.tick()
    assert not isinstance(notice, VoteNotice) and "ran out of time" in english(notice.text)
    status = await service.status(CHANNEL)
    assert status.table.version > vote.version  # a bot played Alice's decision
    assert status.table.seats[0].user_id == ALICE  # and Alice keeps her seat
    with pytest.raises(VoteClosed):
        await service.vote_remove(CHANNEL, CAROL, vote.game_id, vote.version, vote.seat)
