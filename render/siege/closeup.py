"""Where the decision is: the window of the map the public table shows large enough to read on a
phone (the whole map is a button away).

Where to look comes from the public view only, by what the side to act is weighing now: its plans
so far (where each planned piece started and ends, the fights they set up, the shots), else the
squares where the last dice fell together with the side's pieces nearest the enemy, else its
front line (the pieces that can move, nearest the enemy first); in the set-up its start squares.
The window keeps its size and is placed to hold as much of that as it can, centred on it.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from engine.siege.board import BOARD
from engine.siege.view_types import PublicView
from render.core.language import ENGLISH_WORDS, N_, Words
from render.siege.mapview import Window
from render.siege.model import (
    Piece,
    Pos,
    by_id,
    ground,
    last_squares,
    read_calendar,
    read_fights,
    read_plans,
    read_shots,
    start_squares,
)
from render.siege.words import acting_side, results_title

COLS = 8  # the table's window: large enough squares for a phone, wide enough to see a front
ROWS = 7
FRONT = 8  # pieces of the side to act counted as its front line
LAST_WEIGHT = 3  # a square where the dice fell counts as much as three pieces of the front
MOVABLE = frozenset({"well"})
WHERE_LAST = N_("Where the last dice fell")


@dataclass(frozen=True)
class Focus:
    """What the close-up shows and why: its heading and its window."""

    title: str
    window: Window
    squares: tuple[Pos, ...]


def last_fight_squares(view: PublicView, pieces: Sequence[Piece]) -> list[Pos]:
    """Where the last dice fell: battles and shots by their squares, duels by the squares of
    their fighters who still stand (a wounded loser has gone back to his start squares)."""
    index = by_id(pieces)
    out = last_squares(view)
    for raw in view["last_results"]:
        if raw["kind"] != "duel":
            continue
        hurt = set(raw["dead"]) | set(raw["wounded"])
        for pid in raw["fighters"]:
            piece = index.get(pid)
            square = piece.square if piece and piece.on_map and pid not in hurt else None
            if square is not None and square not in out:
                out.append(square)
    return out


def planned_fight_squares(view: PublicView, pieces: Sequence[Piece]) -> list[Pos]:
    """The squares of every piece in a fight this move sets up, and the shots' targets."""
    index = by_id(pieces)
    out: list[Pos] = []
    for fight in read_fights(view):
        for pid in (*fight.greek, *fight.trojan):
            piece = index.get(pid)
            if piece and piece.on_map and piece.square is not None and piece.square not in out:
                out.append(piece.square)
    for shot in read_shots(view):
        if shot.target not in out:
            out.append(shot.target)
    return out


def _clamp(start: float, size: int, total: int) -> int:
    return int(min(max(0, round(start)), total - size))


def window_round(squares: Sequence[Pos], cols: int = COLS, rows: int = ROWS) -> Window:
    """The ``cols`` × ``rows`` window holding the most of ``squares`` (the first square's
    neighbourhood on a tie), centred on those it holds, inside the map."""
    return _weighted_window([(s, 1) for s in squares], cols, rows)


def _weighted_window(weighted: Sequence[tuple[Pos, int]], cols: int, rows: int) -> Window:
    """The ``cols`` × ``rows`` window holding the most weight (the heaviest first square's
    neighbourhood on a tie), centred on the squares it holds when that loses none of them."""
    g = ground()
    cols, rows = min(cols, g.cols), min(rows, g.rows)

    def around(centre: tuple[float, float]) -> Window:
        col0 = _clamp(centre[0] - (cols - 1) / 2, cols, g.cols)
        row0 = _clamp(centre[1] - (rows - 1) / 2, rows, g.rows)
        return Window(col0, row0, cols, rows)

    def weight(w: Window) -> int:
        return sum(n for s, n in weighted if w.contains(s))

    best = max((around(sq) for sq, _ in weighted), key=weight)
    held = [s for s, _ in weighted if best.contains(s)]
    xs, ys = [s[0] for s in held], [s[1] for s in held]
    centred = around(((min(xs) + max(xs)) / 2, (min(ys) + max(ys)) / 2))
    return centred if weight(centred) >= weight(best) else best


def front_squares(side: str, pieces: Sequence[Piece], count: int = FRONT) -> list[Pos]:
    """The squares of ``side``'s pieces that can move, nearest an enemy piece first."""
    enemies = [p.square for p in pieces if p.on_map and p.side != side and p.square]
    mine = [
        p.square for p in pieces if p.side == side and p.state in MOVABLE and p.on_map and p.square
    ]

    def distance(sq: Pos) -> int:
        return min((abs(sq[0] - e[0]) + abs(sq[1] - e[1]) for e in enemies), default=0)

    return sorted(mine, key=distance)[:count]


def plan_squares(view: PublicView, pieces: Sequence[Piece]) -> list[Pos]:
    """Where this move's plans start and end, the fights they set up and the shots."""
    out: list[Pos] = []
    for plan in read_plans(view):
        for sq in (plan.path[-1], plan.path[0]):
            if sq not in out:
                out.append(sq)
    index = by_id(pieces)
    for shot in read_shots(view):
        archer = index.get(shot.archer)
        for at in (shot.target, archer.square if archer else None):
            if at is not None and at not in out:
                out.append(at)
    for sq in planned_fight_squares(view, pieces):
        if sq not in out:
            out.append(sq)
    return out


def decision(
    view: PublicView,
    pieces: Sequence[Piece],
    cols: int = COLS,
    rows: int = ROWS,
    said: Words = ENGLISH_WORDS,
) -> Focus:
    """The window the table shows and its heading: where the side to act decides now."""
    phase = view["phase"]
    side = (
        acting_side(view) or read_calendar(view).moving or ("greek" if phase == "setup" else None)
    )
    greek = side == "greek"
    if phase == "setup" and side:
        starts = list(start_squares(side, read_calendar(view).day))
        title = said("The Greek start squares") if greek else said("The Trojan start squares")
        return Focus(title, _weighted_window([(s, 1) for s in starts], cols, rows), tuple(starts))
    if phase == "move" and side and (planned := plan_squares(view, pieces)):
        title = said("The Greeks' plans so far") if greek else said("The Trojans' plans so far")
        ends = {plan.path[-1] for plan in read_plans(view)}
        fights = set(planned_fight_squares(view, pieces))
        weighted = [(s, 1 + (s in ends) + 2 * (s in fights)) for s in planned]
        return Focus(title, _weighted_window(weighted, cols, rows), tuple(planned))
    last = last_fight_squares(view, pieces)
    front = front_squares(side, pieces) if side and phase == "move" else []
    weighted = [(s, LAST_WEIGHT) for s in last] + [(s, 1) for s in front if s not in last]
    if last:
        title = results_title(view, said, WHERE_LAST)
    elif front:
        title = said("The Greeks' front line") if greek else said("The Trojans' front line")
    else:
        citadel = sorted(BOARD.col_row(sq) for sq in BOARD.citadel)
        weighted = [(s, 1) for s in citadel]
        title = said("The citadel of Troy")
    return Focus(title, _weighted_window(weighted, cols, rows), tuple(s for s, _ in weighted))
