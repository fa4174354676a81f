"""A coach after the game: which of one seat's moves cost it the most chance of winning.

Pure and picklable, so it runs in the bots' worker processes: the record is replayed position by
position, and at each of the seat's decisions the hard search (a fixed iteration budget, so the
verdict is the same on any machine) compares its best move's estimated chance with the played
move's. Drops of 10, 20 and 30 points are an inaccuracy, a mistake and a blunder, as lichess says.
"""

from __future__ import annotations

import time
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from engine.core import rng_for
from engine.core.search import Budget, SearchBot, Settings, advise
from tabletop.base import game_of

SEVERITIES = ((0.3, "blunder"), (0.2, "mistake"), (0.1, "inaccuracy"))
ITERATIONS = 200  # per decision: deterministic and machine-independent
CAP = 3.0  # seconds per decision, only if the machine is far too busy


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
    iterations: int = ITERATIONS
    most: int = 40
    seconds: float = 90.0  # the whole review's wall clock; decisions past it go unjudged


def _settings(key: str) -> Settings:
    hard = game_of(key).bots.get("hard")
    return hard.settings if isinstance(hard, SearchBot) else Settings()


def review(job: Reviewing) -> Review:
    """In a worker: replay the record and judge the seat's last ``most`` real decisions (a
    decision with one legal move is none) within ``seconds``. A played move the search never
    tried is not judged."""
    record = job.record
    game = game_of(record["game"])
    seed = int(record["seed"])
    seats = len(record["seats"])
    options = dict(record["options"])
    state = game.setup(options, seats, seed, teams=game.teams(options, seats))
    settings = _settings(record["game"])
    budget = Budget(iterations=job.iterations, cap=CAP)
    pending: list[tuple[int, Any, str]] = []
    for index, (seat, code) in enumerate(record["actions"]):
        if seat == job.seat and len(game.legal_actions(state, seat)) > 1:
            pending.append((index, state, code))
        state = game.apply(state, seat, game.decode(state, seat, code)).state
    cut = len(pending) > job.most
    verdicts = []
    deadline = time.perf_counter() + job.seconds
    for index, before, code in pending[-job.most :]:
        if time.perf_counter() >= deadline:
            cut = True
            break
        rng = rng_for(seed, index, "review")
        ranked = advise(game, before, job.seat, rng, budget, settings).ranked
        played = next((c for c in ranked if c.code == code), None)
        if played is None:
            continue
        best = ranked[0]
        verdicts.append(Verdict(index, code, best.code, played.win_chance, best.win_chance))
    return Review(job.seat, tuple(verdicts), cut)
