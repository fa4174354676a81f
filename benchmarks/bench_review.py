"""How long ``/game review`` takes for one seat of a typical two-player game of each game, at the
review's fixed budget (``tabletop.review.ITERATIONS`` per decision, at most ``most`` decisions)."""

from __future__ import annotations

import time

from tabletop.review import Reviewing, review
from tabletop.sample_records import bot_record

GAMES = ("iliad", "heroes", "ilios", "siege")


def main() -> None:
    for key in GAMES:
        record = bot_record(key, 3, {}, ["A", "B"])
        started = time.perf_counter()
        result = review(Reviewing(record, 0))
        took = time.perf_counter() - started
        print(
            f"{key}: {len(record['actions'])} actions, {len(result.verdicts)} judged, "
            f"{len(result.flagged)} flagged, cut={result.cut}, {took:.1f} s"
        )


if __name__ == "__main__":
    main()
