"""Bots that search think in worker processes, so the event loop and other tables never wait.

A searching bot (a ``StateBot``: it has ``choose_at``) spends about a second of CPU per decision;
in a thread it would hold the GIL and stall every reply. Here a decision goes to a small
``ProcessPoolExecutor`` as plain data (the game key, the bot level, ``game.dump(state)``, the seat
and the rng) and comes back as an action code. At most one decision per worker is handed over at
a time (the rest queue here, cheaply), so the hard limit counts thinking, not queueing. The pool
starts on the first decision; a crashed worker is replaced (the decision is tried once more); a
decision over the hard limit raises ``Overran`` and its pool is replaced, so a stuck search never
keeps a worker. The service then lets the ``normal`` bot play (``play._bot_choice``).
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import multiprocessing
import os
from collections.abc import Callable, Mapping
from concurrent.futures import ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from dataclasses import dataclass
from random import Random
from typing import Any, NamedTuple, TypeVar

from engine.core.game import StateBot
from tabletop.orphans import end_with_parent

log = logging.getLogger("troy.thinking")

WORKERS = 2  # the machine's cores; more workers only share them
LIMIT = 5.0  # seconds: far above a search's budget (1 s), so only a stuck search meets it
STARTUP = 60.0  # seconds for new workers to import the games, not counted against a decision
# Workers run at the lowest priority: the event loop's replies come before a bot's thinking (at
# 5, 20 tables thinking pushed other tables' /move p95 to 0.24-0.69 s; at 19, 44-121 ms).
NICENESS = 19

T = TypeVar("T")


def searches(bot: object) -> bool:
    """Whether ``bot`` thinks in a worker (a ``StateBot``) rather than in a thread."""
    return isinstance(bot, StateBot)


class Overran(Exception):
    """A decision took longer than the pool's hard limit."""


@dataclass(frozen=True)
class Decision:
    """One searching bot's decision, as it travels to a worker: plain, picklable data."""

    game_key: str
    level: str
    snapshot: Mapping[str, Any]
    seat: int
    rng: Random


def decide(job: Decision) -> str:
    """In a worker: the bot's choice at the loaded state, as its action code."""
    from engine import registry  # imported in the worker, where the games register

    game = registry.get(job.game_key)
    bot = game.bots[job.level]
    if not isinstance(bot, StateBot):
        raise TypeError(f"{job.game_key} bot {job.level!r} does not search")
    state = game.load(job.snapshot)
    legal = list(game.legal_actions(state, job.seat))
    return game.encode(bot.choose_at(game, state, job.seat, legal, job.rng))


@dataclass(frozen=True)
class Advising:
    """A hint: the search of the game's ``hard`` level for one seat, its top ``top`` moves."""

    game_key: str
    snapshot: Mapping[str, Any]
    seat: int
    rng: Random
    top: int = 3


class Weighed(NamedTuple):
    """One of a hint's moves as it comes back: its code, its chance to win as shown and its
    visits, the search's own estimate of it and that estimate's standard error, and how far the
    best move is ahead of it on common draws (``margins``; the best's own is 0, and ``None``
    where too few draws were made). After the code, the fields of a hint's ``Ranked`` move."""

    code: str
    chance: float
    visits: int
    raw: float
    error: float
    margin: float = 0.0
    margin_error: float | None = None


Ranked = list[Weighed]

# A hint sets its best move beside the others on common draws (as many as the game's hard bot
# says) for at most this long after the search: 40 draws of 3 moves take about 0.1-0.3 s on a
# quiet core in Heroes and the Iliad.
MARGIN_SECONDS = 1.0


def advise(job: Advising) -> Ranked:
    """In a worker: ``search.advise`` with the budget and settings of the game's hard bot, then
    its best move set beside the runners-up on common draws, so a hint can tell them apart."""
    from engine import registry
    from engine.core.calibration import RAW
    from engine.core.search import Budget, Margin, SearchBot, Settings, margins
    from engine.core.search import advise as search_advise

    game = registry.get(job.game_key)
    hard = game.bots.get("hard")
    state = game.load(job.snapshot)
    if isinstance(hard, SearchBot):
        budget, settings, shown, draws = (
            hard.budget,
            hard.settings,
            hard.calibration,
            hard.hint_draws,
        )
    else:
        budget, settings, shown, draws = Budget(), Settings(), RAW, 0
    top = search_advise(game, state, job.seat, job.rng, budget, settings).ranked[: job.top]
    moves = [c.action for c in top]
    ahead = margins(game, state, job.seat, moves, job.rng, settings, draws, MARGIN_SECONDS)
    return [
        Weighed(c.code, shown(c.win_chance), c.visits, c.win_chance, c.error, m.mean, m.error)
        for c, m in zip(top, (Margin(0.0, None), *ahead), strict=True)
    ]


def _ready() -> int:
    """A worker's first job: proves it started (and imported the games)."""
    return os.getpid()


def _start_worker(parent: int, extra: Callable[[], None] | None) -> None:
    """Each worker: its end tied to the bot's (``parent``), a lower priority, the games imported,
    and ``extra`` (tests register their fixture game's bots with it)."""
    end_with_parent(parent)
    with contextlib.suppress(OSError):  # not allowed here: then the normal priority
        os.nice(NICENESS)
    import engine.registry  # noqa: F401 - the games register on import

    if extra is not None:
        extra()


class ThinkPool:
    """A fixed number of worker processes for the searching bots, started on first use."""

    def __init__(
        self,
        workers: int = WORKERS,
        *,
        limit: float = LIMIT,
        initializer: Callable[[], None] | None = None,
    ) -> None:
        """``initializer``: a module-level function each worker runs once at its start."""
        self.workers = max(1, workers)
        self.limit = limit
        self._initializer = initializer
        self._executor: ProcessPoolExecutor | None = None
        self._slots: asyncio.Semaphore | None = None
        self._starting: asyncio.Lock | None = None
        self.replaced = 0  # pools replaced after a crash or an overrun (for the logs and tests)

    async def decide(self, job: Decision) -> str:
        """The action code a searching bot chooses. Raises ``Overran`` past the hard limit,
        and whatever the bot raised."""
        return await self.run(decide, job)

    async def advise(self, job: Advising) -> Ranked:
        """A hint's ranked moves, searched in a worker like a decision."""
        return await self.run(advise, job)

    async def run(self, work: Callable[[Any], T], job: Any) -> T:
        """``work(job)`` in a worker (``work`` must be a module-level function)."""
        if self._slots is None:
            self._slots = asyncio.Semaphore(self.workers)
        async with self._slots:
            for attempt in range(2):
                executor = await self._pool()
                future = asyncio.wrap_future(executor.submit(work, job))
                try:
                    return await asyncio.wait_for(future, self.limit)
                except BrokenProcessPool:
                    log.warning("a thinking worker died; starting new ones")
                    self._replace(executor)
                    if attempt:
                        raise
                except TimeoutError:
                    log.warning("a decision took over %.1f s; its workers are replaced", self.limit)
                    self._replace(executor)
                    raise Overran(f"no decision within {self.limit:.1f} s") from None
            raise AssertionError("unreachable")

    async def warm(self) -> None:
        """Start the workers now rather than at the first decision (benchmarks, tests)."""
        await self._pool()

    async def _pool(self) -> ProcessPoolExecutor:
        """The running pool; a new one is started and waited for (every worker up, the games
        imported) so that a decision's limit never includes the start."""
        if self._starting is None:
            self._starting = asyncio.Lock()
        async with self._starting:
            if self._executor is None:
                executor = ProcessPoolExecutor(
                    max_workers=self.workers,
                    mp_context=multiprocessing.get_context("spawn"),
                    initializer=_start_worker,
                    initargs=(os.getpid(), self._initializer),
                )
                started = [
                    asyncio.wrap_future(executor.submit(_ready)) for _ in range(self.workers)
                ]
                try:
                    await asyncio.wait_for(asyncio.gather(*started), STARTUP)
                except BaseException:
                    self._kill(executor)
                    raise
                self._executor = executor
            return self._executor

    def _replace(self, executor: ProcessPoolExecutor) -> None:
        """Drop ``executor`` (if still current) and kill its processes: the next decision
        starts a fresh pool. Python 3.11 has no public way to stop a busy worker
        (``terminate_workers`` comes in 3.14), hence the private ``_processes``."""
        if self._executor is executor:
            self._executor = None
            self.replaced += 1
        self._kill(executor)

    @staticmethod
    def _kill(executor: ProcessPoolExecutor) -> None:
        processes: dict[int, Any] = getattr(executor, "_processes", None) or {}
        for process in list(processes.values()):
            process.kill()
        executor.shutdown(wait=False, cancel_futures=True)

    def shutdown(self) -> None:
        """Stop the workers (the bot is closing); a later decision would start new ones."""
        if self._executor is not None:
            executor, self._executor = self._executor, None
            executor.shutdown(wait=False, cancel_futures=True)
