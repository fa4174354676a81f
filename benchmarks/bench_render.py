"""Render times and PNG sizes of the ILIOS table and hand pictures, and what each PNG setting costs.

Run: ``.venv/bin/python benchmarks/bench_render.py [renders]``. A plain script, not a test: the
figures go in the README. Views come from real games played by the bots.

"cold" is one render with an empty sprite cache (the first picture after a start); "median" and
"p95" are over ``renders`` further renders, as the bot makes them in a running game. "draw" is the
median without the PNG encoding.
"""

from __future__ import annotations

import io
import statistics
import sys
import time
from collections.abc import Callable
from functools import partial
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from PIL import Image  # noqa: E402

from engine.core import rng_for  # noqa: E402
from engine.ilios import GAME  # noqa: E402
from render.core import cache  # noqa: E402
from render.core.png import encode  # noqa: E402
from render.ilios.hand import render_hand  # noqa: E402
from render.ilios.table import render_table  # noqa: E402

NAMES = ["Alice", "Bartholomew", "Cassandra", "Diomedes"]
CASES = ((7, 3, False), (7, 4, True), (5, 2, False))


def views(seats: int, size: int, expansion: bool) -> tuple[dict[str, Any], dict[str, Any]]:
    """Public and seat-0 views of a real game half way through, played by bots."""
    seed = 7
    state = GAME.setup({"size": str(size), "expansion": "on" if expansion else "off"}, seats, seed)
    for n in range(size * size // 2):
        to_act = GAME.to_act(state)
        if not to_act:
            break
        seat = min(to_act)
        action = GAME.bots["normal"].choose(
            GAME.seat_view(state, seat), GAME.legal_actions(state, seat), rng_for(seed, n, "bot")
        )
        state = GAME.apply(state, seat, action).state
    return GAME.public_view(state), GAME.seat_view(state, 0)


def millis(fn: Callable[[], object], count: int) -> list[float]:
    times = []
    for _ in range(count):
        start = time.perf_counter()
        fn()
        times.append((time.perf_counter() - start) * 1000)
    return times


def _encoded(drawn: Callable[[], Image.Image]) -> bytes:
    return encode(drawn())


def p95(times: list[float]) -> float:
    return sorted(times)[min(len(times) - 1, round(len(times) * 0.95))]


def pictures(count: int) -> None:
    print(f"ILIOS pictures: {count} renders each, views from bot games")
    print(
        f"{'picture':8} {'board':>5} {'seats':>5} {'exp':>4} {'cold ms':>8} {'median':>7} "
        f"{'p95':>6} {'draw':>6} {'PNG KB':>7}"
    )
    for size, seats, expansion in CASES:
        public, seat = views(seats, size, expansion)
        for name, render, view in (("table", render_table, public), ("hand", render_hand, seat)):
            cache.clear()
            drawn = partial(render, view, NAMES)
            cold = millis(partial(_encoded, drawn), 1)[0]
            total = millis(partial(_encoded, drawn), count)
            draw = millis(drawn, count)
            kb = len(encode(render(view, NAMES))) / 1024
            print(
                f"{name:8} {size:>3}x{size} {seats:>5} {'on' if expansion else 'off':>4} "
                f"{cold:8.1f} {statistics.median(total):7.1f} {p95(total):6.1f} "
                f"{statistics.median(draw):6.1f} {kb:7.1f}"
            )


def png_settings(count: int) -> None:
    """What the palette and each zlib level cost on the 7×7 four-player table."""
    public, _ = views(4, 7, True)
    rgb = render_table(public, NAMES)
    quantize = millis(
        lambda: rgb.quantize(256, Image.Quantize.FASTOCTREE, dither=Image.Dither.NONE), count
    )
    palette = rgb.quantize(256, Image.Quantize.FASTOCTREE, dither=Image.Dither.NONE)
    print(f"\nPNG of the 7x7 table: palette quantisation {statistics.median(quantize):.1f} ms")
    print(f"{'pixels':8} {'zlib level':>10} {'median ms':>10} {'KB':>7}")
    for label, img in (("palette", palette), ("RGB", rgb)):
        for level in (1, 3, 6, 9):
            out = io.BytesIO()

            def save(img: Image.Image = img, level: int = level, out: io.BytesIO = out) -> None:
                out.seek(0)
                out.truncate()
                img.save(out, format="PNG", compress_level=level)

            times = millis(save, count)
            kb = len(out.getvalue()) / 1024
            print(f"{label:8} {level:>10} {statistics.median(times):10.1f} {kb:7.1f}")


def main() -> None:
    count = int(sys.argv[1]) if len(sys.argv) > 1 else 50
    pictures(count)
    png_settings(max(5, count // 5))


if __name__ == "__main__":
    main()
