"""The rating computation alone: sides, ranks, teams, bots, draws, and recomputing."""

from __future__ import annotations

import random

import pytest

from tabletop.rating_math import (
    Finish,
    Placing,
    Ratings,
    bot_entity,
    compute,
    entity_bot,
    entity_user,
    user_entity,
)

A, B, C, D, E, F = (user_entity(n) for n in range(1, 7))
NORMAL, RANDOM = bot_entity("normal"), bot_entity("random")


def game(order: int, *seats: tuple[str, int | None, bool]) -> Finish:
    return Finish(order, tuple(Placing(who, team, won) for who, team, won in seats))


def duel(order: int, winner: str, loser: str) -> Finish:
    return game(order, (winner, None, True), (loser, None, False))


def rating(ratings: Ratings, entity: str) -> float:
    found = ratings.standing(entity)
    assert found is not None
    return found.rating


def test_entities_name_a_user_or_a_bot_level() -> None:
    assert entity_user(user_entity(42)) == 42 and entity_bot(user_entity(42)) is None
    assert entity_bot(NORMAL) == "normal" and entity_user(NORMAL) is None


def test_a_win_raises_the_winner_above_the_loser() -> None:
    ratings = compute([duel(1, A, B)])
    a, b = ratings.standing(A), ratings.standing(B)
    assert a is not None and b is not None
    assert a.mu > 25 > b.mu and a.rating > b.rating
    assert (a.played, a.won, b.played, b.won) == (1, 1, 1, 0)
    assert [s.entity for s in ratings.table()] == [A, B]


def test_beating_a_strong_player_counts_more_than_beating_a_weak_one() -> None:
    history = [duel(n, B, C) for n in range(1, 6)]  # B strong, C weak
    strong = compute([*history, duel(6, A, B)])
    weak = compute([*history, duel(6, A, C)])
    assert rating(strong, A) > rating(weak, A)


@pytest.mark.parametrize("seats", [2, 3, 4, 5, 6])
def test_free_for_all_of_2_to_6_players(seats: int) -> None:
    """The winner goes up, every loser goes down by the same (they were equal and placed equal)."""
    players = [A, B, C, D, E, F][:seats]
    ratings = compute([game(1, *((p, None, p == C or (seats == 2 and p == B)) for p in players))])
    winner = C if seats > 2 else B
    losers = [p for p in players if p != winner]
    assert rating(ratings, winner) > max(rating(ratings, p) for p in losers)
    assert len({round(rating(ratings, p), 9) for p in losers}) == 1
    assert ratings.table()[0].entity == winner


def test_a_team_wins_together_and_each_member_is_rated() -> None:
    ratings = compute([game(1, (A, 0, True), (B, 1, False), (C, 0, True), (D, 1, False))])
    assert rating(ratings, A) == pytest.approx(rating(ratings, C))
    assert rating(ratings, B) == pytest.approx(rating(ratings, D))
    assert rating(ratings, A) > rating(ratings, B)
    assert [ratings.standing(p).won for p in (A, B, C, D)] == [1, 0, 1, 0]  # type: ignore[union-attr]


def test_beating_a_team_with_a_strong_member_counts_more() -> None:
    history = [duel(n, B, E) for n in range(1, 6)]
    strong = compute([*history, game(6, (A, 0, True), (B, 1, False), (C, 0, True), (D, 1, False))])
    weak = compute([*history, game(6, (A, 0, True), (F, 1, False), (C, 0, True), (D, 1, False))])
    assert rating(strong, A) > rating(weak, A)


def test_a_bot_level_is_one_rated_entity_and_beating_it_counts() -> None:
    ratings = compute([duel(n, NORMAL, RANDOM) for n in range(1, 5)] + [duel(5, A, NORMAL)])
    beat_random = compute([duel(n, NORMAL, RANDOM) for n in range(1, 5)] + [duel(5, A, RANDOM)])
    assert rating(ratings, A) > rating(beat_random, A)
    normal = ratings.standing(NORMAL)
    assert normal is not None and (normal.played, normal.won) == (5, 4)


def test_the_same_bot_level_in_two_seats_is_one_entity() -> None:
    ratings = compute([game(1, (A, None, True), (NORMAL, None, False), (NORMAL, None, False))])
    normal = ratings.standing(NORMAL)
    assert normal is not None and (normal.played, normal.won) == (2, 0)
    assert len(ratings.table()) == 2 and normal.mu < 25


def test_no_winner_is_a_draw_between_equals() -> None:
    """Heroes' neutral Gods win: nobody at the table won, so the sides drew."""
    ratings = compute([game(1, (A, 0, False), (B, 1, False), (C, 0, False), (D, 1, False))])
    for p in (A, B, C, D):
        standing = ratings.standing(p)
        assert standing is not None and standing.mu == pytest.approx(25)
        assert standing.sigma < 25 / 3 and standing.won == 0


def test_a_draw_costs_the_stronger_player_and_helps_the_weaker() -> None:
    history = [duel(n, A, C) for n in range(1, 4)] + [duel(n, D, B) for n in range(4, 7)]
    before = compute(history)
    after = compute([*history, game(7, (A, None, False), (B, None, False))])
    assert after.standing(A).mu < before.standing(A).mu  # type: ignore[union-attr]
    assert after.standing(B).mu > before.standing(B).mu  # type: ignore[union-attr]


def test_shared_first_place_ties_the_winners() -> None:
    ratings = compute([game(1, (A, None, True), (B, None, True), (C, None, False))])
    assert rating(ratings, A) == pytest.approx(rating(ratings, B))
    assert rating(ratings, B) > rating(ratings, C)


def test_one_side_alone_is_counted_but_not_rated() -> None:
    ratings = compute([game(1, (A, 0, True), (B, 0, True))])
    a = ratings.standing(A)
    assert a is not None and (a.played, a.won, a.mu) == (1, 1, 25)


def test_games_must_come_in_finish_order() -> None:
    ratings = compute([duel(2, A, B)])
    with pytest.raises(ValueError, match="not after"):
        ratings.add(duel(2, A, B))


def random_history(seed: int, count: int) -> list[Finish]:
    rng = random.Random(seed)
    pool = [A, B, C, D, E, F, NORMAL, RANDOM]
    finishes = []
    for order in range(1, count + 1):
        seats = rng.sample(pool, rng.randint(2, 6))
        teams = rng.random() < 0.3 and len(seats) % 2 == 0
        winners = {0} if teams else {rng.randrange(len(seats))}
        finishes.append(
            game(
                order * 3,
                *(
                    (who, i % 2 if teams else None, (i % 2 if teams else i) in winners)
                    for i, who in enumerate(seats)
                ),
            )
        )
    return finishes


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_recomputing_equals_adding_one_game_at_a_time(seed: int) -> None:
    history = random_history(seed, 60)
    incremental = Ratings()
    snapshots = []
    for finish in history:
        incremental.add(finish)
        snapshots.append(incremental.table())
    assert incremental.table() == compute(history).table()
    assert snapshots[29] == compute(history[:30]).table()
    assert compute(history).table() == compute(list(history)).table()  # deterministic
    assert incremental.games == 60 and incremental.last == history[-1].order
