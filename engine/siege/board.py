"""The plain of Troy as the engine sees it: terrain per square, set-up squares, the wall.

The map is data (``map.txt`` beside this file, a character grid with its legend) so that anyone
can read and change it; this module reads it once and precomputes what movement needs (costs,
neighbour tables) so that listing thousands of moves stays cheap. Squares are ints: the core
grid's row-major index (``A1`` = 0, ``B1`` = 1, ``A2`` = 24).
"""

from __future__ import annotations

import re
from collections import deque
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import Literal, cast

from engine.core.grid import ORTHOGONAL, Grid, grid

from .pieces import GREEK, TROJAN, Side

Square = int
Terrain = Literal[
    "sea", "shore", "ship", "plain", "scamander", "simoeis", "hill", "wall", "gate", "camp",
    "citadel",
]  # fmt: skip
TERRAINS: tuple[Terrain, ...] = (
    "sea", "shore", "ship", "plain", "scamander", "simoeis", "hill", "wall", "gate", "camp",
    "citadel",
)  # fmt: skip

COLS, ROWS = 24, 16
MAP_PATH = Path(__file__).with_name("map.txt")
START_MARKER = "# start squares"
WALL_DAY = 2  # the wall stands from the first hour of day 2
SEA_COST = 99  # never affordable: the sea is closed
_LEGEND = re.compile(r"^#\s{1,4}(\S)\s{2,}([a-z]+)(?:\s{2,}|$)")


@dataclass(frozen=True)
class MapText:
    """The map file as read: legend (character -> terrain word) and the two grids of rows."""

    legend: dict[str, str]
    terrain_rows: tuple[str, ...]
    start_rows: tuple[str, ...]


def read_map(text: str) -> MapText:
    """Split the map file into its legend, terrain grid and start grid (no checks here: the
    tests check the map, ``Board`` refuses a grid it cannot read)."""
    legend: dict[str, str] = {}
    grids: tuple[list[str], list[str]] = ([], [])
    part = 0
    for line in text.splitlines():
        if line.startswith("#"):
            if line.strip().lower() == START_MARKER:
                part = 1
            elif (m := _LEGEND.match(line)) and m[2] in TERRAINS:
                legend[m[1]] = m[2]
        elif line.strip():
            grids[part].append(line)
    return MapText(legend, tuple(grids[0]), tuple(grids[1]))


class Board:
    """Terrain and set-up squares of one map, with the tables movement and control read."""

    def __init__(self, text: str) -> None:
        data = read_map(text)
        rows, starts = data.terrain_rows, data.start_rows
        for grid_rows in (rows, starts):
            if len(grid_rows) != ROWS or any(len(r) != COLS for r in grid_rows):
                raise ValueError("the Siege map must be 24 columns by 16 rows")
        self.grid: Grid = grid(COLS, ROWS)
        self.legend = data.legend
        self.terrain: tuple[Terrain, ...] = tuple(
            cast(Terrain, data.legend[ch]) for row in rows for ch in row
        )
        marks = "".join(starts)
        self.size = COLS * ROWS

        def of(*kinds: str) -> frozenset[Square]:
            return frozenset(sq for sq, t in enumerate(self.terrain) if t in kinds)

        self.sea = of("sea")
        self.land = frozenset(range(self.size)) - self.sea
        self.ships = of("ship")
        self.citadel = of("citadel")
        self.walls = of("wall")
        self.gates = of("gate")
        self.hills = of("hill")
        self.rivers = of("scamander", "simoeis")
        self.greek_marks = frozenset(sq for sq, ch in enumerate(marks) if ch == "G")
        self.trojan_marks = frozenset(sq for sq, ch in enumerate(marks) if ch == "T")
        self.inside_wall: frozenset[Square] = self.greek_marks | self.gates
        self.neighbours4: tuple[tuple[Square, ...], ...] = tuple(
            tuple(
                self.grid.index((c + dc, r + dr))
                for dc, dr in ORTHOGONAL
                if self.grid.contains((c + dc, r + dr))
            )
            for r in range(ROWS)
            for c in range(COLS)
        )
        self.costs: tuple[int, ...] = tuple(
            SEA_COST if t == "sea" else 2 if t == "hill" else 1 for t in self.terrain
        )
        # halts[0]: day 1 (rivers only); halts[1]: from day 2 (rivers and walls)
        self.halts: tuple[tuple[bool, ...], tuple[bool, ...]] = (
            tuple(sq in self.rivers for sq in range(self.size)),
            tuple(sq in self.rivers or sq in self.walls for sq in range(self.size)),
        )
        # Wall edges (day 2+): a wall square and an inside square side by side.
        self.wall_edges: frozenset[tuple[Square, Square]] = frozenset(
            pair
            for w in self.walls
            for n in self.neighbours4[w]
            if n in self.inside_wall
            for pair in ((w, n), (n, w))
        )
        self._starts: dict[tuple[Side, bool], tuple[Square, ...]] = {
            (GREEK, False): self._deepest_first(self.greek_marks, self.trojan_marks),
            (GREEK, True): self._deepest_first(self.inside_wall, self.trojan_marks),
            (TROJAN, False): self._deepest_first(self.trojan_marks, self.greek_marks),
            (TROJAN, True): self._deepest_first(self.trojan_marks, self.greek_marks),
        }

    # ---------------------------------------------------------------- names
    def name(self, sq: Square) -> str:
        return self.grid.names[sq]

    def parse(self, text: str) -> Square | None:
        """A square typed or written (``"f7"``), or None when it is not one of this map's."""
        return self.grid.parse_index(text)

    def col_row(self, sq: Square) -> tuple[int, int]:
        return self.grid.square(sq)

    # ---------------------------------------------------------------- the calendar's map
    @staticmethod
    def wall_stands(day: int) -> bool:
        return day >= WALL_DAY

    def terrain_on(self, sq: Square, day: int) -> Terrain:
        """Terrain as it is that day: before the wall is built its squares are open plain."""
        t = self.terrain[sq]
        return "plain" if t == "wall" and not self.wall_stands(day) else t

    def move_cost(self, sq: Square) -> int:
        return self.costs[sq]

    def stops(self, sq: Square, day: int) -> bool:
        """Does a piece stepping onto ``sq`` have to halt there (rivers; walls from day 2)?"""
        return self.halts[self.wall_stands(day)][sq]

    def start_squares(self, side: Side, day: int) -> tuple[Square, ...]:
        """Where ``side`` sets up and comes back at night, deepest first (day 2+: the Greeks
        anywhere inside the wall)."""
        return self._starts[(side, self.wall_stands(day))]

    def distance(self, sources: Iterable[Square]) -> dict[Square, int]:
        """Squares of land walked from the nearest source (rivers and walls crossed freely)."""
        dist = {sq: 0 for sq in sources}
        todo = deque(dist)
        while todo:
            sq = todo.popleft()
            for n in self.neighbours4[sq]:
                if n in self.land and n not in dist:
                    dist[n] = dist[sq] + 1
                    todo.append(n)
        return dist

    def _deepest_first(
        self, squares: frozenset[Square], enemy: frozenset[Square]
    ) -> tuple[Square, ...]:
        dist = self.distance(enemy)
        return tuple(sorted(squares, key=lambda sq: (-dist.get(sq, 0), sq)))


BOARD = Board(MAP_PATH.read_text(encoding="utf-8"))


def counts_inside_wall(side: Side, sq: Square | None, day: int) -> bool:
    """Inside the standing wall, for the doubling of value-1 pieces: the squares it encloses,
    and for the Greeks the wall squares too (a Greek on the wall defends from it; a Trojan
    there has not got in yet)."""
    if sq is None or not BOARD.wall_stands(day):
        return False
    return sq in BOARD.inside_wall or (side == GREEK and sq in BOARD.walls)
