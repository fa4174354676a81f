"""Teams: the pure seating rules, then the service and the store through the Relay team game."""

from __future__ import annotations

import itertools
import sqlite3
from collections.abc import Iterator
from pathlib import Path

import pytest
from tabletop_race import ALICE, BOB, CAROL, CHANNEL, DAVE, ERIN, GUILD, db_dump
from tabletop_relay import RELAY, RelayGame

from engine import registry
from engine.core.said import english
from tabletop.errors import AlreadyStarted, NotSeated
from tabletop.models import FINISHED, SeatInfo, TeamPlan, Update
from tabletop.seating import (
    NoSuchTeam,
    NoTeams,
    TeamFull,
    arrange,
    check_wish,
    lineup,
    open_teams,
    parse_team,
    plan_for,
    players_said,
    seat_teams,
    start_seats,
    team_winners,
)
from tabletop.service import Service
from tabletop.store import Store
from tabletop.store.migrations import LATEST, MIGRATIONS

FOUR = (0, 1, 0, 1)
SIX = (0, 1, 2, 0, 1, 2)


@pytest.fixture(autouse=True)
def relay_registered() -> Iterator[RelayGame]:
    registry.register(RELAY)
    yield RELAY
    registry.unregister(RELAY.key)


# --- pure rules --------------------------------------------------------------------------------
def test_no_wishes_moves_nobody() -> None:
    assert arrange(FOUR, [None] * 4) == (0, 1, 2, 3)
    assert arrange(SIX, [None] * 6) == (0, 1, 2, 3, 4, 5)
    assert arrange(SIX, [None] * 3) == (0, 1, 2)


def test_wishes_put_partners_opposite() -> None:
    # Alice and Bob want team A, Carol and Dave team B: partners sit at 0/2 and 1/3.
    assert arrange(FOUR, [0, 0, 1, 1]) == (0, 2, 1, 3)
    # Six players, three teams: each pair sits three seats apart.
    seat_of = arrange(SIX, [2, 2, 1, 0, 1, 0])
    assert [SIX[s] for s in seat_of] == [2, 2, 1, 0, 1, 0]
    for a, b in ((0, 1), (2, 4), (3, 5)):
        assert abs(seat_of[a] - seat_of[b]) == 3


def test_players_without_a_wish_fill_the_room_left() -> None:
    # Only Dave chose (team A): he takes seat 0, the others the lowest free seats in join order.
    assert arrange(FOUR, [None, None, None, 0]) == (1, 2, 3, 0)
    assert arrange(SIX, [None, 2, None, None]) == (0, 2, 1, 3)


def test_wishes_that_cannot_be_kept_count_as_none() -> None:
    # Team C was chosen while six were planned; four started. A third wish for team A is late.
    assert arrange(FOUR, [2, None, 1, None]) == (0, 2, 1, 3)
    assert arrange(FOUR, [0, 0, 0, None]) == (0, 2, 1, 3)


def test_every_honourable_choice_is_honoured() -> None:
    """Over every wish list of a 4- and a 6-seat table: a seating is a permutation, and every
    wish is kept unless the team was already full of earlier wishes."""
    for layout in (FOUR, SIX):
        teams = sorted(set(layout))
        options = [None, *teams]
        n = len(layout)
        for wishes in itertools.product(options, repeat=n):
            seat_of = arrange(layout, wishes)
            assert sorted(seat_of) == list(range(n))
            for player, wish in enumerate(wishes):
                earlier = sum(1 for w in wishes[:player] if w == wish)
                if wish is not None and earlier < layout.count(wish):
                    assert layout[seat_of[player]] == wish, (layout, wishes, player)


def test_impossible_choices_are_refused() -> None:
    plan = TeamPlan(4, FOUR)
    check_wish(plan, [0, None, None], 1, 0)  # one place left in team A
    with pytest.raises(TeamFull, match="Team A is full"):
        check_wish(plan, [0, 0, None], 2, 0)
    check_wish(plan, [0, 0, None], 0, 0)  # already in it: choosing again is fine
    with pytest.raises(NoSuchTeam, match="no team 'C'.*Teams: A, B"):
        check_wish(plan, [None], 0, 2)
    assert open_teams(plan, [0, 0, 1], 2) == [1]
    assert open_teams(plan, [0, 0, 1], 0) == [0, 1]


def test_too_many_players_for_the_layout() -> None:
    with pytest.raises(ValueError):
        arrange(FOUR, [None] * 5)


def test_parse_team() -> None:
    typed = ("A", "b", "Team C", " team a ", "any", "")
    assert [parse_team(t) for t in typed] == [0, 1, 2, 0, None, None]
    for bad in ("AB", "1", "é", "team 2"):
        with pytest.raises(ValueError):
            parse_team(bad)


def test_plan_is_the_next_size_with_teams() -> None:
    layouts = {4: FOUR, 6: SIX}
    assert plan_for(layouts.get, range(2, 7), 1) == TeamPlan(4, FOUR)
    assert plan_for(layouts.get, range(2, 7), 4) == TeamPlan(4, FOUR)
    assert plan_for(layouts.get, range(2, 7), 5) == TeamPlan(6, SIX)
    assert plan_for(layouts.get, range(2, 5), 5) is None
    assert plan_for(lambda n: None, range(2, 7), 2) is None


def seats(*teams: int | None) -> list[SeatInfo]:
    names = ["Alice", "Bob", "Carol", "Dave", "Erin", "Finn"]
    return [SeatInfo(i, names[i], user_id=100 + i, team=t) for i, t in enumerate(teams)]


def test_lineup_and_start_seats() -> None:
    lobby = seats(1, None, 1)
    shown = lineup(TeamPlan(4, FOUR), lobby)
    assert {t: [s.name for s in members] for t, members in shown.items()} == {
        0: ["Bob"],
        1: ["Alice", "Carol"],
    }
    final = start_seats([*lobby, SeatInfo(3, "Dave", bot_level="normal")], FOUR)
    assert [(s.name, s.seat, s.team) for s in final] == [
        ("Alice", 1, 1),
        ("Bob", 0, 0),
        ("Carol", 3, 1),
        ("Dave", 2, 0),
    ]
    assert seat_teams(final) == FOUR
    assert english(players_said(final)) == "Team A: Bob and Dave · Team B: Alice and Carol"
    alone = start_seats(lobby, None)  # wishes for a size that was not reached are dropped
    assert [s.team for s in alone] == [None] * 3 and seat_teams(alone) is None
    assert english(players_said(alone)) == "Alice, Bob and Carol"


def test_a_team_wins_together() -> None:
    assert team_winners({2}, FOUR) == {0, 2}
    assert team_winners({1, 4}, SIX) == {1, 4}
    assert team_winners({1}, None) == {1}


# --- through the service -----------------------------------------------------------------------
async def lobby_of_four(service: Service) -> None:
    await service.new_game(CHANNEL, GUILD, ALICE, "Alice", "relay", {})
    for user, name in ((BOB, "Bob"), (CAROL, "Carol"), (DAVE, "Dave")):
        await service.join(CHANNEL, user, name)


async def play_out(service: Service, update: Update) -> Update:
    """Humans play their first legal choice until the game ends."""
    for _ in range(500):
        if update.outcome is not None:
            return update
        seat = update.to_act[0]
        assert seat.user_id is not None
        choices = await service.choices(CHANNEL, seat.user_id)
        update = await service.act(
            CHANNEL, seat.user_id, choices[0].code, expected_version=update.table.version
        )
    raise AssertionError("game did not end")


async def test_lobby_shows_the_planned_teams(service: Service) -> None:
    table = await service.new_game(CHANNEL, GUILD, ALICE, "Alice", "relay", {})
    assert table.team_plan == TeamPlan(4, FOUR)
    for user, name in ((BOB, "Bob"), (CAROL, "Carol"), (DAVE, "Dave"), (ERIN, "Erin")):
        table = await service.join(CHANNEL, user, name)
    assert table.team_plan == TeamPlan(6, SIX)  # five seated: the next size with teams


async def test_choices_are_honoured_and_partners_sit_opposite(
    service: Service, store: Store
) -> None:
    await lobby_of_four(service)
    await service.choose_team(CHANNEL, ALICE, 0)
    await service.choose_team(CHANNEL, BOB, 0)
    table = await service.choose_team(CHANNEL, CAROL, 1)
    assert [s.team for s in table.seats] == [0, 0, 1, None]
    update = await service.start(CHANNEL, ALICE)
    placed = [(s.seat, s.name, s.team) for s in update.table.seats]
    assert placed == [(0, "Alice", 0), (1, "Carol", 1), (2, "Bob", 0), (3, "Dave", 1)]
    # Each hand is the view of its player's new seat, never of the seat they had in the lobby.
    assert {user: hand.seat for user, hand in update.hands.items()} == {
        ALICE: 0,
        CAROL: 1,
        BOB: 2,
        DAVE: 3,
    }
    assert all(hand.view["seat"] == hand.seat for hand in update.hands.values())
    assert [s.user_id for s in update.to_act] == [ALICE]
    _, bob = await service.hand(CHANNEL, BOB)  # read back from the store: Bob's new seat
    assert bob.seat == 2 and bob.view["hand"] == update.hands[BOB].view["hand"]
    assert (
        english(update.events[0]) == "Relay begins: Team A: Alice and Bob · Team B: Carol and Dave."
    )
    row = await store.live_game(CHANNEL)
    assert row is not None and row.snapshot is not None
    assert row.snapshot["teams"] == [0, 1, 0, 1]  # setup received the teams
    assert [s.team for s in row.seats] == [0, 1, 0, 1]
    assert await service.replay_matches(CHANNEL)


async def test_team_errors_change_nothing(service: Service, store: Store) -> None:
    await lobby_of_four(service)
    await service.choose_team(CHANNEL, ALICE, 1)
    await service.choose_team(CHANNEL, BOB, 1)
    before = await db_dump(store)
    with pytest.raises(TeamFull):
        await service.choose_team(CHANNEL, CAROL, 1)
    with pytest.raises(NoSuchTeam):
        await service.choose_team(CHANNEL, CAROL, 2)
    with pytest.raises(NotSeated):
        await service.choose_team(CHANNEL, ERIN, 0)
    assert await db_dump(store) == before
    table = await service.choose_team(CHANNEL, BOB, None)  # "any": Bob frees his place
    assert [s.team for s in table.seats] == [1, None, None, None]
    await service.start(CHANNEL, ALICE)
    with pytest.raises(AlreadyStarted):
        await service.choose_team(CHANNEL, BOB, 0)


async def test_game_without_teams_refuses_a_team(service: Service) -> None:
    table = await service.new_game(CHANNEL, GUILD, ALICE, "Alice", "race", {})
    assert table.team_plan is None
    with pytest.raises(NoTeams, match="Race has no teams"):
        await service.choose_team(CHANNEL, ALICE, 0)


async def test_wishes_are_dropped_when_the_table_plays_alone(service: Service) -> None:
    await service.new_game(CHANNEL, GUILD, ALICE, "Alice", "relay", {})
    await service.join(CHANNEL, BOB, "Bob")
    await service.choose_team(CHANNEL, BOB, 0)  # teams only come with four players
    update = await service.start(CHANNEL, ALICE)
    assert [(s.name, s.team) for s in update.table.seats] == [("Alice", None), ("Bob", None)]
    assert english(update.events[0]) == "Relay begins: Alice and Bob."


async def test_team_outcome_results_and_stats(service: Service, store: Store) -> None:
    await service.new_game(CHANNEL, GUILD, ALICE, "Alice", "relay", {})
    await service.join(CHANNEL, BOB, "Bob")
    await service.add_bot(CHANNEL, ALICE, "random")
    await service.add_bot(CHANNEL, ALICE, "random")
    await service.choose_team(CHANNEL, BOB, 0)
    await service.choose_team(CHANNEL, ALICE, 1)
    update = await play_out(service, await service.start(CHANNEL, ALICE))
    assert update.table.status == FINISHED and update.outcome is not None
    teams = [s.team for s in update.table.seats]
    assert teams == [0, 1, 0, 1]
    totals = update.outcome["team_scores"]
    scores = update.outcome["scores"]
    assert totals == [scores[0] + scores[2], scores[1] + scores[3]]
    row = await store.latest_game(CHANNEL)
    assert row is not None
    results = await store.results(row.id)
    assert [r.team for r in results] == teams
    winning = {teams[w] for w in update.outcome["winners"]}
    assert [r.winner for r in results] == [t in winning for t in teams]
    # Both humans' stats count the game as played in a team, and a win for the winning team.
    for user in (ALICE, BOB):
        stats = await service.stats(user, GUILD)
        me = next(s for s in update.table.seats if s.user_id == user)
        won = int(me.team in winning)
        assert (stats.played, stats.won, stats.team_played, stats.team_won) == (1, won, 1, won)
        assert stats.by_game == {"relay": (1, won)}


async def test_rematch_keeps_the_teams(service: Service) -> None:
    await service.new_game(CHANNEL, GUILD, ALICE, "Alice", "relay", {})
    for user, name in ((BOB, "Bob"), (CAROL, "Carol"), (DAVE, "Dave")):
        await service.join(CHANNEL, user, name)
    await service.choose_team(CHANNEL, ALICE, 0)
    await service.choose_team(CHANNEL, CAROL, 0)
    await play_out(service, await service.start(CHANNEL, ALICE))
    table = await service.rematch(CHANNEL, CAROL, "Carol")
    by_name = {s.name: s.team for s in table.seats}
    assert by_name == {"Carol": 0, "Alice": 0, "Bob": 1, "Dave": 1}
    update = await service.start(CHANNEL, CAROL)
    partners = {s.name for s in update.table.seats if s.team == update.table.seats[0].team}
    assert partners == {"Carol", "Alice"}


async def test_solo_stats_are_not_team_stats(service: Service) -> None:
    await service.new_game(CHANNEL, GUILD, ALICE, "Alice", "race", {})
    await service.join(CHANNEL, BOB, "Bob")
    await play_out(service, await service.start(CHANNEL, ALICE))
    stats = await service.stats(ALICE, GUILD)
    assert stats.played == 1 and (stats.team_played, stats.team_won) == (0, 0)


async def test_a_database_from_before_teams_is_migrated(tmp_path: Path) -> None:
    """Rows written by the schema before teams (2) read back with no team."""
    path = tmp_path / "old.db"
    with sqlite3.connect(path) as db:
        for statement in (*MIGRATIONS[0], *MIGRATIONS[1]):
            db.execute(statement)
        db.execute("PRAGMA user_version=2")
        db.execute(
            "INSERT INTO games (id, channel_id, game_key, status, host_id, seed, created, updated)"
            " VALUES (1, ?, 'relay', 'finished', ?, 1, 'x', 'x')",
            (CHANNEL, ALICE),
        )
        db.execute(
            "INSERT INTO seats (game_id, seat, user_id, name) VALUES (1, 0, ?, 'A')", (ALICE,)
        )
        db.execute("INSERT INTO results VALUES (1, 0, ?, 5, 1)", (ALICE,))
    store = await Store.open(path)
    try:
        assert await store.schema_version() == LATEST >= 3
        row = await store.game(1)
        assert row is not None and [s.team for s in row.seats] == [None]
        assert [r.team for r in await store.results(1)] == [None]
        assert await store.user_results(ALICE) == [("relay", 1, 1, 0, 0)]
    finally:
        await store.close()


async def test_a_choice_follows_its_player_when_someone_leaves(service: Service) -> None:
    await lobby_of_four(service)
    await service.choose_team(CHANNEL, CAROL, 1)
    table = await service.leave(CHANNEL, BOB)
    assert [(s.name, s.team) for s in table.seats] == [
        ("Alice", None),
        ("Carol", 1),
        ("Dave", None),
    ]
