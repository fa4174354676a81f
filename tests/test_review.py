"""The coach's verdicts: lichess's thresholds, a deterministic fixed budget, and the seat's own
decisions only."""

from __future__ import annotations

import pytest

from tabletop.review import Reviewing, review, severity
from tabletop.sample_records import bot_record


@pytest.mark.parametrize(
    ("drop", "mark"),
    [(0.05, None), (0.1, "inaccuracy"), (0.19, "inaccuracy"), (0.2, "mistake"), (0.3, "blunder")],
)
def test_severity_follows_lichess_thresholds(drop: float, mark: str | None) -> None:
    assert severity(drop) == mark


def test_review_judges_only_the_seats_recent_decisions_and_is_repeatable() -> None:
    record = bot_record("heroes", 3, {}, ["A", "B"])
    job = Reviewing(record, 0, iterations=30, most=4)
    first = review(job)
    assert first == review(job)
    assert first.cut
    assert 0 < len(first.verdicts) <= 4
    seats = {record["actions"][v.index][0] for v in first.verdicts}
    assert seats == {0}
    for verdict in first.verdicts:
        assert verdict.played == record["actions"][verdict.index][1]


def test_a_flagged_move_is_one_the_search_would_not_have_played() -> None:
    record = bot_record("ilios", 3, {}, ["A", "B"])
    result = review(Reviewing(record, 0, iterations=50, most=10))
    assert result.flagged
    for verdict in result.flagged:
        assert verdict.best != verdict.played
        assert verdict.drop >= 0.1 - 1e-9
