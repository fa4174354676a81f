"""Render times and PNG sizes of the ILIOS table and hand pictures.

Run: ``.venv/bin/python benchmarks/bench_render.py [renders]``. A plain script, not a test: the
figures go in the README. Uses real views from bot games when engine/ilios is importable, else
the hand-built sample views.
"""

from __future__ import annotations

import statistics
import sys
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from render.registry import draw_hand, draw_table  # noqa: E402

NAMES = ["Alice", "Bartholomew", "Cassandra", "Diomedes"]


def engine_views(seats: int, size: int, expansion: bool) -> tuple[dict[str, Any], dict[str, Any]]:
    """Public and seat-0 views of a real game half way through, played by bots."""
    from engine.core import rng_for
    from engine.ilios import GAME

    seed = 7
    state = GAME.setup({"size": str(size), "expansion": "on" if expansion else "off"}, seats, seed)
    moves = size * size // 2
    for n in range(moves):
        to_act = GAME.to_act(state)
        if not to_act:
            break
        seat = min(to_act)
        action = GAME.bots["normal"].choose(
            GAME.seat_view(state, seat), GAME.legal_actions(state, seat), rng_for(seed, n, "bot")
        )
        state = GAME.apply(state, seat, action).state
    return GAME.public_view(state), GAME.seat_view(state, 0)


def sample_views(seats: int, size: int, expansion: bool) -> tuple[dict[str, Any], dict[str, Any]]:
    from render.ilios.samples import sample_seat_view, sample_view

    kw = {"seats": seats, "size": size, "expansion": expansion, "fill": 0.5}
    return sample_view(**kw), sample_seat_view(**kw)


def timed(
    fn: Callable[[dict[str, Any], Sequence[str]], bytes], view: dict[str, Any], count: int
) -> tuple[float, float, int]:
    """Mean and worst milliseconds per render, and the PNG size in bytes."""
    times = []
    data = b""
    for _ in range(count):
        start = time.perf_counter()
        data = fn(view, NAMES)
        times.append((time.perf_counter() - start) * 1000)
    return statistics.mean(times), max(times), len(data)


def main() -> None:
    count = int(sys.argv[1]) if len(sys.argv) > 1 else 50
    try:
        import engine.ilios  # noqa: F401

        source, make = "engine bot games", engine_views
    except ImportError:
        source, make = "hand-built sample views", sample_views
    print(f"ILIOS pictures, {count} renders each, from {source}")
    print(
        f"{'picture':8} {'board':>5} {'seats':>5} {'exp':>4} {'mean ms':>8} {'max ms':>7} "
        f"{'PNG KB':>7}"
    )
    for size, seats, expansion in ((7, 3, False), (7, 4, True), (5, 2, False)):
        public, seat = make(seats, size, expansion)
        for name, fn, view in (("table", draw_table, public), ("hand", draw_hand, seat)):
            mean, worst, size_b = timed(fn, view, count)
            print(
                f"{name:8} {size:>3}x{size} {seats:>5} {'on' if expansion else 'off':>4} "
                f"{mean:8.1f} {worst:7.1f} {size_b / 1024:7.1f}"
            )


if __name__ == "__main__":
    main()
