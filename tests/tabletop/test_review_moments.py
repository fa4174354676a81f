"""The three moments that decided a game: the decisive move and the biggest swings."""

from __future__ import annotations

from tabletop.review_moments import turning_points
from tabletop.sample_records import bot_record
from tabletop.story import Series, biggest_swing, decisive_move, score_series


def _series(scores: list[tuple[float, float]], winners: tuple[int, ...]) -> Series:
    return Series("test", "points", ((0,), (1,)), ("", ""), tuple(scores), winners, ("", ""))


def test_the_decisive_move_and_the_two_biggest_swings_in_move_order() -> None:
    scores = [(0, 0), (5, 0), (5, 1), (5, 9), (6, 9), (16, 9), (17, 9)]
    series = _series(scores, (0,))
    assert decisive_move(series) == 5
    assert turning_points(series) == (1, 3, 5)


def test_every_game_has_its_moments_among_its_moves() -> None:
    for key in ("iliad", "heroes", "ilios", "siege"):
        series = score_series(bot_record(key, 3, {}, ["A", "B"]))
        points = turning_points(series)
        assert 0 < len(points) <= 3
        assert all(1 <= p <= series.moves for p in points)
        swing = biggest_swing(series)
        assert swing is None or swing.move in points
