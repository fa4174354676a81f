"""A coach after the game: which of one seat's moves cost it the most chance of winning.

Pure and picklable, so it runs in the bots' worker processes: the record is replayed position by
position, and at each of the seat's decisions the hard search (a fixed iteration budget, so the
verdict is the same on any machine) compares its best move's estimated chance with the played
move's. Drops of 10, 20 and 30 points are an inaccuracy, a mistake and a blunder, as lichess says.
"""

from __future__ import annotations

import time
from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from typing import Any

from engine.core import rng_for
from engine.core.search import Budget, SearchBot, Settings, advise
from tabletop.base import game_of

SEVERITIES = ((0.3, "blunder"), (0.2, "mistake"), (0.1, "inaccuracy"))
# Search iterations per decision, by game: a fixed count is the same verdict on any machine. A
# siege play-out is dear (about 0.1 s), so it gets fewer.
ITERATIONS = {"iliad": 200, "heroes": 200, "ilios": 200, "siege": 20}
CAP = 4.0  # seconds per decision, under the worker pool's hard limit; only a busy machine


@dataclass(frozen=True)
class Verdict:
    """One judged decision: the record's action index, the played and best moves' chances."""

    index: int
    played: str
    best: str
    played_chance: float
    best_chance: float

    @property
    def drop(self) -> float:
        return max(0.0, self.best_chance - self.played_chance)

    @property
    def severity(self) -> str | None:
        return severity(self.drop)


@dataclass(frozen=True)
class Review:
    """The seat's judged decisions; ``cut`` when some were left unjudged to bound the time."""

    seat: int
    verdicts: tuple[Verdict, ...]
    cut: bool

    @property
    def flagged(self) -> tuple[Verdict, ...]:
        return tuple(v for v in self.verdicts if v.severity is not None)


def severity(drop: float) -> str | None:
    """lichess's marks for a fall in the chance of winning (0..1)."""
    for threshold, name in SEVERITIES:
        if drop >= threshold - 1e-9:
            return name
    return None


@dataclass(frozen=True)
class Reviewing:
    """A review as it travels to a worker: the record, the seat, the budget, the most decisions."""

    record: Mapping[str, Any]
    seat: int
    iterations: int | None = None  # the game's ``ITERATIONS`` when None
    most: int = 40
    seconds: float = 90.0  # the whole review's wall clock; decisions past it go unjudged


def hard_settings(key: str) -> Settings:
    """How the game's hard bot searches, so a review judges as it plays."""
    hard = game_of(key).bots.get("hard")
    return hard.settings if isinstance(hard, SearchBot) else Settings()


@dataclass(frozen=True)
class Judging:
    """One decision as it travels to a worker (``ThinkPool.run(judge, ...)``): plain data."""

    game_key: str
    snapshot: Mapping[str, Any]
    seat: int
    index: int
    played: str
    seed: int
    iterations: int


def replayed(record: Mapping[str, Any]) -> Iterator[tuple[int, int, str, Any]]:
    """Each action of a finished record, in order: its index, its seat, its code and the state
    before it."""
    game = game_of(str(record["game"]))
    seats = len(record["seats"])
    options = dict(record["options"])
    state = game.setup(options, seats, int(record["seed"]), teams=game.teams(options, seats))
    for index, (actor, code) in enumerate(record["actions"]):
        yield index, actor, code, state
        state = game.apply(state, actor, game.decode(state, actor, code)).state


def decisions(
    record: Mapping[str, Any], seat: int, most: int, iterations: int | None = None
) -> tuple[list[Judging], bool]:
    """The seat's last ``most`` real decisions of the record (one legal move is no decision),
    and whether earlier ones were left out. Replaying is cheap; judging is not."""
    key = record["game"]
    game = game_of(key)
    seed = int(record["seed"])
    found = [
        Judging(key, game.dump(state), seat, index, code, seed, iterations or ITERATIONS[key])
        for index, actor, code, state in replayed(record)
        if actor == seat and len(game.legal_actions(state, actor)) > 1
    ]
    return found[-most:], len(found) > most


def judge(job: Judging) -> Verdict | None:
    """In a worker: the hard search's best move against the played one, at a fixed budget. The
    played move is searched even when the game's candidates leave it out; None only if the
    search still never tried it (its budget cut short on a busy machine)."""
    game = game_of(job.game_key)
    state = game.load(job.snapshot)
    budget = Budget(iterations=job.iterations, cap=CAP)
    rng = rng_for(job.seed, job.index, "review")
    ranked = advise(
        game, state, job.seat, rng, budget, hard_settings(job.game_key), include=job.played
    ).ranked
    played = next((c for c in ranked if c.code == job.played), None)
    if played is None:
        return None
    best = ranked[0]
    return Verdict(job.index, job.played, best.code, played.win_chance, best.win_chance)


def review(job: Reviewing) -> Review:
    """Every decision judged here, one after another, within ``seconds``: for benchmarks and
    tests; the service hands ``judge`` jobs to the workers one by one."""
    jobs, cut = decisions(job.record, job.seat, job.most, job.iterations)
    verdicts = []
    deadline = time.perf_counter() + job.seconds
    for one in jobs:
        if time.perf_counter() >= deadline:
            cut = True
            break
        verdict = judge(one)
        if verdict is not None:
            verdicts.append(verdict)
    return Review(job.seat, tuple(verdicts), cut)
