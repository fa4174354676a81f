"""ILIOS's ``hard`` level: the core search over the ``normal`` bot's best few deploys and set-up
squares, play-outs cut short and judged by material (plunder taken, tiles held on the board)."""

from __future__ import annotations

from collections.abc import Sequence
from random import Random

from engine.core.calibration import logistic_curve
from engine.core.logistic import sigmoid
from engine.core.search import Budget, SearchBot, Settings
from engine.ilios import flow
from engine.ilios.actions import Action
from engine.ilios.bots import deploy_scores, setup_rank
from engine.ilios.geometry import parse_index, symmetries
from engine.ilios.rules import scores
from engine.ilios.state import SETUP, State
from engine.ilios.tiles import value

CANDIDATES = 8  # deploys or set-up squares searched: the normal bot's best by its own judgement
HELD_WEIGHT = 0.6  # a tile held on the board is worth part of its value: it may be raided yet
SCALE = 4.0  # plunder points that turn an even game into about a 73 % one


def candidate_moves(state: State, seat: int, rng: Random) -> Sequence[Action]:
    """Hundreds of deploys and dozens of set-up squares are legal; the search weighs the normal
    bot's best few."""
    legal = flow.legal(state, seat)
    if legal and state.phase == SETUP:
        return setup_candidates(state, legal, rng)
    return candidates(state, seat, legal)


def setup_candidates(state: State, legal: Sequence[Action], rng: Random) -> list[Action]:
    """The ``CANDIDATES`` best set-up squares by ``normal``'s own rank, one of each set of squares
    the board's symmetry makes alike (on the empty 7×7 board the first wasteland has ten really
    different squares, not 49); ties drawn with ``rng``."""
    size, board = state.size, state.board
    alike = [
        moved
        for moved in symmetries(size)
        if all(board[moved[i]] == board[i] for i in range(len(board)))
    ]
    seen: set[int] = set()
    ranked: list[tuple[int, float, Action]] = []
    for action in legal:
        index = parse_index(action.square or "", size)
        assert index is not None
        if index in seen:
            continue
        seen.update(moved[index] for moved in alike)
        ranked.append((-setup_rank(board, size, action), rng.random(), action))
    ranked.sort(key=lambda t: (t[0], t[1]))
    return [a for _, _, a in ranked[:CANDIDATES]]


def candidates(state: State, seat: int, legal: Sequence[Action]) -> Sequence[Action]:
    """The ``CANDIDATES`` best deploys by ``normal``'s own score (other decisions: all)."""
    if not legal or legal[0].verb != "deploy":
        return legal
    scores = deploy_scores(list(state.board), state.size, seat, state.disks_left[seat], legal)
    ranked = sorted(range(len(legal)), key=lambda i: (-scores[i], i))
    return [legal[i] for i in ranked[:CANDIDATES]]


def material(state: State) -> list[float]:
    """Per seat: plunder taken plus part of the value of the tiles its disks hold."""
    out = [float(x) for x in scores(state)]
    for cell in state.board:
        if cell is not None and cell[2] is not None and cell[0] not in (None, "wasteland", "troy"):
            out[cell[2]] += HELD_WEIGHT * value(cell[0])
    return out


def evaluate(state: State, seat: int) -> float:
    """The chance ``seat`` wins, judged from its material lead over the best other seat."""
    mine = material(state)
    lead = mine[seat] - max(m for s, m in enumerate(mine) if s != seat)
    return sigmoid(lead / SCALE)


# 150 play-outs a decision, however busy the machine: a busy machine makes a decision slower,
# never weaker. About 0.6 s on a quiet core (where 0.9 s gave about 210; against normal the two
# won alike: 85 % of 60 games at 150, 86 % of 200 at 0.9 s); the cap ends a decision at 1.5 s.
# The chance a hint shows: how often hard went on to win against normal from such a number, over
# 4,899 decisions of 200 games on 7×7 (benchmarks/bench_calibration.py, seeds 9000-9199), as
# Platt's logistic curve of its log-odds: few games pass through the curve's middle, where the
# isotonic steps missed one tenth whichever half they were fitted on, and this curve none.
CALIBRATION = logistic_curve(1.5989, 0.4521)
# A hint tells its moves apart by the search's own errors: set beside the runners-up on 40 common
# draws, a hint named a move at 12 of 100 positions but the same one again at only 6 (a tile's
# worth turns on the rivals' later moves more than on the deal), so no draws are spent on it.
HARD = SearchBot(
    Budget(iterations=150, cap=1.5),
    Settings(exploration=0.5, depth=8, evaluate=evaluate),
    CALIBRATION,
)
