"""Siege computer players: they read their seat view and choose among the legal codes.

Both bots are stateless: each call looks at the plans already in the view, so a move always ends
(a planned piece is never planned again, an archer shoots once, then ``end``). ``random`` plans a
random move for a random few of its pieces, shoots, then ends. ``normal`` advances towards its
objective, keeps its heroes out of bad duels, joins battles where the odds are good, shoots with
its archers and keeps a few soldiers back to guard the ships or the citadel.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from random import Random
from typing import Any

from engine.core.game import Bot

from . import strategy
from .board import BOARD, Square
from .control import controllers
from .lines import archer_targets
from .pieces import GREEK, PIECES, SIDE_PIECES, Side, other
from .view_types import SeatView, seat_of

END = "end"
READY = "ready"
RANDOM_STOP = 0.25  # the random bot ends its planning with this chance at each call
RANDOM_SHOT = 0.5  # then shoots (again) with this chance, else ends
GUARDS = 4  # soldiers the normal bot keeps at home
PROGRESS = 0.12  # score of one point of way towards the objective
THRESHOLD = 0.25  # a plan must be worth this much more than staying put
THREAT = 0.3  # weight of the worst duel an enemy hero could force next move
OBJECTIVE_BONUS = 1.0  # standing in the citadel (Greeks) or on a ship (Trojans)
WAKING_ACHILLES = -6.0  # the Trojans leave the sulking Achilles alone
SHOT_HOPE = 0.3  # worth of an enemy in an archer's lines, per point of its value
HOME = 3  # a guard only fights this near (points of way) to its start squares


def _split(legal: Sequence[str]) -> tuple[dict[str, list[str]], dict[str, list[str]], list[str]]:
    """Move and shot codes by piece, and every other code."""
    moves: dict[str, list[str]] = {}
    shots: dict[str, list[str]] = {}
    rest: list[str] = []
    for code in legal:
        verb, _, tail = code.partition(":")
        if verb == "move":
            moves.setdefault(tail.partition(":")[0], []).append(code)
        elif verb == "shoot":
            shots.setdefault(tail.partition(":")[0], []).append(code)
        else:
            rest.append(code)
    return moves, shots, rest


def _planned(view: SeatView) -> tuple[set[str], set[str]]:
    plans = {p["piece"] for p in view["plans"]}
    shots = {s["archer"] for s in view["shots"]}
    return plans, shots


class RandomBot:
    """Plans a random legal move for a random few of its pieces, shoots, then ends.

    It never reads its view (the service hands it a lazy one): the legal list itself says which
    pieces already have a plan (they can be unplanned), so none is planned twice; a shot is
    declared at most now and then (re-declaring only replaces it) before the move ends."""

    def choose(self, view: Mapping[str, Any], legal: Sequence[str], rng: Random) -> str:
        moves, shots, rest = _split(legal)
        if READY in rest:
            return READY
        recover = [c for c in rest if c.startswith("recover:") and c != "recover:done"]
        if "recover:done" in rest:
            if recover and rng.random() > RANDOM_STOP:
                return recover[rng.randrange(len(recover))]
            return "recover:done"
        if END not in rest:
            return legal[rng.randrange(len(legal))]
        planned = {c.partition(":")[2] for c in rest if c.startswith("unplan:")}
        fresh = [pid for pid in moves if pid not in planned]
        if fresh and rng.random() > RANDOM_STOP:
            codes = moves[fresh[rng.randrange(len(fresh))]]
            return codes[rng.randrange(len(codes))]
        if shots and rng.random() < RANDOM_SHOT:
            codes = shots[sorted(shots)[rng.randrange(len(shots))]]
            return codes[rng.randrange(len(codes))]
        return END


@dataclass
class Table:
    """The seat view read once per decision: squares as ints, who stands where, fights so far."""

    side: Side
    day: int
    favoured: Side | None
    squares: dict[str, Square]
    origins: dict[str, Square]
    states: dict[str, str]
    occupied: dict[Square, str]
    duelling: set[str] = field(default_factory=set)
    battles: list[tuple[set[str], set[str]]] = field(default_factory=list)  # (ours, theirs)

    @classmethod
    def read(cls, view: SeatView) -> Table:
        side = view["side"]
        calendar = view["calendar"]
        squares: dict[str, Square] = {}
        origins: dict[str, Square] = {}
        states: dict[str, str] = {}
        for p in view["pieces"]:
            states[p["id"]] = p["state"]
            if p["square"] is not None:
                squares[p["id"]] = BOARD.parse(p["square"]) or 0
                origins[p["id"]] = BOARD.parse(p["origin"] or p["square"]) or 0
        table = cls(
            side, calendar["day"], calendar["favoured"], squares, origins, states,
            {sq: pid for pid, sq in squares.items()},
        )  # fmt: skip
        for fight in view["attacks"]:
            ours, theirs = set(fight[side]), set(fight[other(side)])
            if fight["kind"] == "duel":
                table.duelling |= ours | theirs
            else:
                table.battles.append((ours, theirs))
        return table

    def value(self, pid: str, square: Square | None = None) -> int:
        where = self.squares[pid] if square is None else square
        return strategy.fighting_value(pid, where, self.favoured, self.day)

    def enemies(self) -> dict[str, Square]:
        return {p: sq for p, sq in self.squares.items() if PIECES[p].side != self.side}


@dataclass(frozen=True)
class Style:
    """How boldly a commander plans: the normal bot's weights; the ``hard`` level's candidate
    plans come from a few other styles (bolder, more careful, a little random)."""

    threshold: float = THRESHOLD
    threat: float = THREAT
    guards: int = GUARDS
    noise: float = 0.0  # spread of a random nudge to each move's worth (0: deterministic)


class NormalBot:
    """A greedy commander: each call plans the one move worth most, then shoots, then ends."""

    def __init__(self, style: Style | None = None) -> None:
        self.style = style or Style()

    def choose(self, view: Mapping[str, Any], legal: Sequence[str], rng: Random) -> str:
        moves, shots, rest = _split(legal)
        if READY in rest:
            return READY
        if "recover:done" in rest:
            return self._recover(rest)
        if END not in rest:
            return legal[rng.randrange(len(legal))]
        seen = seat_of(view)  # read only now: the calls above never build a lazy view
        table = Table.read(seen)
        planned, shot = _planned(seen)
        fresh = {p: c for p, c in moves.items() if p not in planned}
        best = self._best_move(table, fresh, rng)
        if best is not None:
            return best
        for archer in sorted(shots):
            if archer not in shot:
                return max(shots[archer], key=lambda c: self._shot_worth(table, c))
        return END

    # ---- night -----------------------------------------------------------------------------
    @staticmethod
    def _recover(rest: Sequence[str]) -> str:
        codes = [c for c in rest if c.startswith("recover:") and c != "recover:done"]
        if not codes:
            return "recover:done"
        return max(codes, key=lambda c: (PIECES[c.split(":")[1]].value, c))

    # ---- moves -----------------------------------------------------------------------------
    def _best_move(self, table: Table, moves: Mapping[str, list[str]], rng: Random) -> str | None:
        guards = self._guards(table, moves)
        enemies = table.enemies()
        candidates: list[tuple[float, str, str, Square]] = []
        for pid, codes in moves.items():
            origin = table.origins[pid]
            scored = sorted(
                ((self._worth(table, pid, origin, code, pid in guards), code) for code in codes),
                reverse=True,
            )[:3]
            for worth, code in scored:
                candidates.append((worth, code, pid, BOARD.parse(code.split(":")[2]) or 0))
        best: tuple[float, str] | None = None
        for worth, code, pid, end in candidates:
            # Only the few best squares of each piece pay for the look at the enemy's heroes.
            danger = strategy.threat(pid, end, enemies, {}) - strategy.threat(
                pid, table.origins[pid], enemies, {}
            )
            total = worth - self.style.threat * danger
            if self.style.noise:
                total += rng.gauss(0.0, self.style.noise)
            if total > self.style.threshold and (best is None or (total, code) > best):
                best = (total, code)
        return None if best is None else best[1]

    def _guards(self, table: Table, moves: Mapping[str, list[str]]) -> set[str]:
        """The last soldiers of the catalogue that can still move stay home."""
        soldiers = [
            p
            for p in reversed(SIDE_PIECES[table.side])
            if p in table.squares and PIECES[p].value == 1 and not PIECES[p].archer
        ]
        return set(soldiers[: self.style.guards]) & set(moves)

    def _worth(self, table: Table, pid: str, origin: Square, code: str, guard: bool) -> float:
        end = BOARD.parse(code.split(":")[2])
        if end is None:
            return -100.0
        side, day = table.side, table.day
        wall = BOARD.wall_stands(day)
        foes = controllers(end, side, table.occupied, day)
        if guard:
            home = strategy.homeward(side, day)
            if home[end] > HOME:
                return -100.0
            worth = PROGRESS * (home[origin] - home[end])
        else:
            worth = PROGRESS * strategy.progress(side, origin, end, wall)
            if end in strategy.objective(side):
                worth += OBJECTIVE_BONUS
        if foes:
            worth += self._fight_worth(table, pid, end, foes)
        if PIECES[pid].archer:
            worth += SHOT_HOPE * (self._aim(table, end) - self._aim(table, origin))
        return worth

    def _fight_worth(self, table: Table, pid: str, end: Square, foes: Sequence[str]) -> float:
        piece = PIECES[pid]
        worth = 0.0
        if (
            "achilles" in foes
            and table.states.get("achilles") == "abstaining"
            and table.side != GREEK
        ):
            worth += WAKING_ACHILLES
        heroes = [f for f in foes if PIECES[f].hero]
        if piece.hero and heroes:
            free = [f for f in heroes if f not in table.duelling]
            if free:
                rival = max(free, key=lambda f: PIECES[f].value)
                worth += strategy.duel_gain(piece.value, PIECES[rival].value)
            foes = [f for f in foes if not PIECES[f].hero]
            if not foes:
                return worth
        ours: set[str] = set()
        theirs: set[str] = set()
        for mine, enemy in table.battles:
            if enemy & set(foes):
                ours |= mine
                theirs |= enemy
        before = strategy.battle_gain(
            (table.value(p) for p in ours), (table.value(p) for p in theirs)
        )
        after = strategy.battle_gain(
            [*(table.value(p) for p in ours), table.value(pid, end)],
            (table.value(p) for p in theirs | set(foes)),
        )
        return worth + after - before

    @staticmethod
    def _aim(table: Table, square: Square) -> float:
        targets = archer_targets(square, table.side, table.occupied)
        return max((PIECES[p].value / 6 for p in targets.values()), default=0.0)

    # ---- shots -----------------------------------------------------------------------------
    @staticmethod
    def _shot_worth(table: Table, code: str) -> tuple[int, int, str]:
        square = BOARD.parse(code.split(":")[2])
        target = table.occupied.get(square) if square is not None else None
        if target is None:
            return (0, 0, code)
        wounded = table.states.get(target) == "wounded"  # a second wound kills
        return (PIECES[target].value + (3 if wounded else 0), int(PIECES[target].hero), code)


BOTS: dict[str, Bot] = {"random": RandomBot(), "normal": NormalBot()}
