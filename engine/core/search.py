"""The ``hard`` level: information-set Monte Carlo tree search, once, for every game.

Single-observer ISMCTS (Cowling, Powley & Whitehouse 2012), open loop: each iteration draws a
complete position with the game's ``sample_position`` (consistent with the seat's view, never the
real hidden cards), walks a tree of the seat's own moves by UCB1 with availability counts (a move
is judged only among the determinizations where it was legal), lets every other seat play its
``normal`` bot, plays out to the end (or to a cut-off judged by a heuristic) and backs up whether
the seat's side won. Chance comes from the drawn position's re-dealt seed and the engine's rng;
another seat's secret choice already made is hidden in the view, so each draw re-deals it.
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from random import Random
from typing import Any

from engine.core.calibration import RAW, Calibration
from engine.core.game import Bot, Game
from engine.core.lazy import LazyView
from engine.core.said import unheard
from engine.core.types import Seat

Evaluate = Callable[[Any, Seat], float]  # (state, seat) -> estimated chance seat wins, 0..1


@dataclass(frozen=True)
class Budget:
    """How long a decision searches: ``seconds`` of wall clock, or a fixed count of
    ``iterations`` (the same decision whatever else the machine does: deterministic given the
    rng), then stopped early only if ``cap`` seconds run out first (a machine too busy). However
    busy the machine, ``floor`` iterations are always done (enough to judge each candidate once),
    unless ``ceiling`` seconds have gone by: past it, one iteration is enough (a decision is
    never kept waiting, however dear its iterations on a crowded machine)."""

    seconds: float = 1.0
    iterations: int | None = None
    cap: float | None = None
    floor: int = 1
    ceiling: float | None = None

    def deadline(self, now: float) -> float:
        if self.iterations is None:
            return now + self.seconds
        return math.inf if self.cap is None else now + self.cap


@dataclass(frozen=True)
class Choice:
    action: Any
    code: str  # game.encode(action)
    visits: int
    win_chance: float  # estimated chance that ``seat`` (its team) wins, 0..1
    error: float  # the standard error of ``win_chance``: how far its play-outs' noise reaches


@dataclass(frozen=True)
class Advice:
    ranked: tuple[Choice, ...]  # best first, at least one


@dataclass(frozen=True)
class Settings:
    """How the search plays: UCB1's exploration constant, the play-out bot, and an optional
    cut-off (``depth`` plies after the tree, then ``evaluate`` instead of playing on), and how many
    of the seat's own moves the tree may hold (``tree_depth``; 1: a flat search of the first move,
    for games whose candidate moves are dear to list). ``whole_rounds``: the cut-off waits until
    the searching seat is to move again, so every rival has answered its last move whatever the
    number of seats (what it holds is judged after they could take it)."""

    exploration: float = 0.7
    policy: str = "normal"
    depth: int | None = None
    evaluate: Evaluate | None = None
    tree_depth: int | None = None
    whole_rounds: bool = False


@dataclass
class _Node:
    """Statistics of one of the seat's own moves, reached by its path of own moves."""

    action: Any = None
    visits: int = 0
    wins: float = 0.0
    squares: float = 0.0  # the sum of the values' squares, for their spread
    available: int = 0
    children: dict[str, _Node] = field(default_factory=dict)

    def ucb(self, c: float) -> float:
        return self.wins / self.visits + c * math.sqrt(math.log(self.available) / self.visits)

    def error(self) -> float:
        """The standard error of the mean value, from the values' own spread: a cut-off judged by
        an evaluation varies far less than a won-or-lost play-out. Two pseudo-values of a coin
        toss at the smoothed mean (Agresti-Coull's one win and one loss) keep a move tried a
        few times from looking sure."""
        n = self.visits
        mean = self.wins / n
        smoothed = (self.wins + 1) / (n + 2)
        spread = max(self.squares - n * mean * mean, 0.0) + 2 * smoothed * (1 - smoothed)
        return math.sqrt(spread / (n + 1) / n)


def sample(game: Game[Any, Any], state: Any, seat: Seat, rng: Random) -> Any:
    """A position drawn from ``seat``'s view by the game's ``sample_position`` hook."""
    hook = getattr(game, "sample_position", None)
    if hook is None:
        raise TypeError(f"{game.key} has no sample_position, so it cannot be searched")
    return hook(state, seat, rng)


def candidates(game: Game[Any, Any], state: Any, seat: Seat, rng: Random) -> Sequence[Any]:
    """The moves worth searching: the game's ``candidate_moves`` hook, else every legal one."""
    hook = getattr(game, "candidate_moves", None)
    return game.legal_actions(state, seat) if hook is None else hook(state, seat, rng)


def win_value(game: Game[Any, Any], state: Any, seat: Seat) -> float:
    """1 when ``seat`` is among the winners (a team wins together, a shared win counts), else 0."""
    done = game.outcome(state)
    return 1.0 if done is not None and seat in done.winners else 0.0


class _Search:
    def __init__(
        self, game: Game[Any, Any], seat: Seat, rng: Random, settings: Settings, root: _Node
    ) -> None:
        self.game, self.seat, self.rng, self.settings, self.root = game, seat, rng, settings, root
        policy: Bot | None = game.bots.get(settings.policy)
        if policy is None:
            raise TypeError(f"{game.key} has no {settings.policy!r} bot for play-outs")
        self.policy = policy

    def bot_move(self, state: Any, actor: Seat) -> Any:
        legal = self.game.legal_actions(state, actor)
        view = LazyView(lambda: self.game.seat_view(state, actor))
        return self.policy.choose(view, legal, self.rng)

    def actor(self, state: Any) -> Seat | None:
        """Who moves next: the searching seat first when it is among several choosing at once
        (its choice cannot depend on theirs: they are hidden from it)."""
        acting = self.game.to_act(state)
        if not acting:
            return None
        return self.seat if self.seat in acting else min(acting)

    def select(self, node: _Node, state: Any, moves: Sequence[Any]) -> tuple[_Node, bool]:
        """The child to follow among ``moves`` (those legal in this draw), and whether it is new."""
        fresh: list[tuple[str, Any]] = []
        seen: list[_Node] = []
        for move in moves:
            code = self.game.encode(move)
            child = node.children.get(code)
            if child is None:
                fresh.append((code, move))
            else:
                child.available += 1
                seen.append(child)
        if fresh:
            code, move = fresh[0]
            child = _Node(move, available=1)
            node.children[code] = child
            return child, True
        c = self.settings.exploration
        return max(seen, key=lambda n: n.ucb(c)), False

    def iterate(self, start: Any, root_moves: Sequence[Any]) -> None:
        state, node, path, expanded = start, self.root, [self.root], False
        limit = self.settings.tree_depth
        while not expanded and (limit is None or len(path) <= limit):
            who = self.actor(state)
            if who is None:
                break
            if who != self.seat:
                state = self.game.apply(state, who, self.bot_move(state, who)).state
                continue
            moves = root_moves if node is self.root else candidates(self.game, state, who, self.rng)
            node, expanded = self.select(node, state, moves)
            path.append(node)
            state = self.game.apply(state, who, node.action).state
        value = self.playout(state)
        for visited in path:
            visited.visits += 1
            visited.wins += value
            visited.squares += value * value

    def playout(self, state: Any) -> float:
        depth, evaluate = self.settings.depth, self.settings.evaluate
        whole_rounds = self.settings.whole_rounds
        plies = 0
        while (who := self.actor(state)) is not None:
            deep = depth is not None and plies >= depth
            if evaluate is not None and deep and (not whole_rounds or who == self.seat):
                return evaluate(state, self.seat)
            state = self.game.apply(state, who, self.bot_move(state, who)).state
            plies += 1
        return win_value(self.game, state, self.seat)


def advise(
    game: Game[Any, Any],
    state: Any,
    seat: Seat,
    rng: Random,
    budget: Budget,
    settings: Settings | None = None,
    include: str | None = None,
) -> Advice:
    """The seat's moves ranked by the search, most visited first. Everything the search looks at
    is drawn from ``seat``'s view with ``rng``; ``state`` itself is only handed to the sampler.
    ``include``: a move's code searched even when the game's candidates leave it out (a review
    judges the move that was played). The budget's clock starts here, so listing the candidate
    moves (dear in some games) is part of the decision's time."""
    started = time.perf_counter()
    deadline = budget.deadline(started)
    last_call = math.inf if budget.ceiling is None else started + budget.ceiling
    search = _Search(game, seat, rng, settings or Settings(), _Node())
    first = sample(game, state, seat, rng)
    root_moves = list(candidates(game, first, seat, rng))
    if not root_moves:
        raise ValueError(f"seat {seat} has no move to search")
    if include is not None and all(game.encode(m) != include for m in root_moves):
        root_moves.append(game.decode(first, seat, include))
    # The play-out bot's own move is tried first and wins ties: search must earn a change.
    usual = game.encode(search.bot_move(first, seat))
    root_moves.sort(key=lambda move: game.encode(move) != usual)
    done = 0
    position = first
    with unheard():  # the play-outs' words: nobody reads them
        while True:
            if len(root_moves) == 1 and done:
                break
            search.iterate(position, root_moves)
            done += 1
            if budget.iterations is not None and done >= budget.iterations:
                break
            now = time.perf_counter()
            if (done >= budget.floor and now >= deadline) or now >= last_call:
                break
            position = sample(game, state, seat, rng)
    order = {game.encode(move): i for i, move in enumerate(root_moves)}
    children = sorted(
        search.root.children.items(),
        key=lambda kv: (-kv[1].visits, -kv[1].wins / kv[1].visits, order.get(kv[0], 0)),
    )
    return Advice(
        tuple(
            Choice(n.action, code, n.visits, n.wins / n.visits, n.error()) for code, n in children
        )
    )


@dataclass(frozen=True)
class Margin:
    """How far one move is ahead of another, played out from the same drawn positions with the
    same dice: the mean of their differences and its standard error (None: too few draws)."""

    mean: float
    error: float | None


FEWEST_DRAWS = 10  # below this many differences their spread is no measure of the noise


def margins(
    game: Game[Any, Any],
    state: Any,
    seat: Seat,
    moves: Sequence[Any],
    rng: Random,
    settings: Settings,
    draws: int,
    seconds: float,
) -> tuple[Margin, ...]:
    """``moves[0]`` against each later move, on common random numbers: every draw is one
    position drawn from the seat's view and one seed for the play-outs' dice, shared by all the
    moves, so the luck of the deal and of the dice, which the moves' own estimates carry whole,
    mostly cancels in their difference. At most ``draws`` draws, none begun after ``seconds``;
    none at all for a single move, which has nothing to be set beside."""
    deadline = time.perf_counter() + seconds
    differences: list[list[float]] = [[] for _ in moves[1:]]
    with unheard():
        for _ in range(draws if differences else 0):
            if time.perf_counter() >= deadline:
                break
            position = sample(game, state, seat, Random(rng.getrandbits(64)))
            dice = rng.getrandbits(64)
            values = [
                _Search(game, seat, Random(dice), settings, _Node()).playout(
                    game.apply(position, seat, move).state
                )
                for move in moves
            ]
            for kept, value in zip(differences, values[1:], strict=True):
                kept.append(values[0] - value)
    return tuple(_margin(kept) for kept in differences)


def _margin(differences: Sequence[float]) -> Margin:
    n = len(differences)
    mean = sum(differences) / n if n else 0.0
    if n < FEWEST_DRAWS:
        return Margin(mean, None)
    spread = sum((d - mean) ** 2 for d in differences) / (n - 1)
    return Margin(mean, math.sqrt(spread / n))


class SearchBot:
    """The ``hard`` level: ``advise`` within its budget, then its top move."""

    def __init__(
        self,
        budget: Budget | None = None,
        settings: Settings | None = None,
        calibration: Calibration = RAW,
        hint_draws: int = 0,
    ) -> None:
        """``calibration``: how the game turns the search's estimates into the chances a
        hint or a review shows (measured over whole games); the search's choice never uses it.
        ``hint_draws``: how many common draws a hint sets the best move beside the runners-up
        on (``margins``), in a game where that keeps the named move the same when asked again;
        0: a hint tells its moves apart by the search's own errors alone."""
        self.budget = budget or Budget()
        self.settings = settings or Settings()
        self.calibration = calibration
        self.hint_draws = hint_draws

    def choose_at(
        self, game: Game[Any, Any], state: Any, seat: Seat, legal: Sequence[Any], rng: Random
    ) -> Any:
        if len(legal) == 1:
            return legal[0]
        best = advise(game, state, seat, rng, self.budget, self.settings).ranked[0]
        return game.decode(state, seat, best.code)

    def choose(self, view: Mapping[str, Any], legal: Sequence[Any], rng: Random) -> Any:
        """Without the state a search has nothing to draw from: a plain bot's fallback."""
        return legal[rng.randrange(len(legal))]
