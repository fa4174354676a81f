"""Render times and PNG sizes of the ILIOS, Heroes of Troy, Iliad and Siege of Troy pictures,
and what each PNG setting costs.

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
from collections.abc import Callable, Mapping
from functools import partial
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from PIL import Image  # noqa: E402

from engine.heroes import GAME as HEROES  # noqa: E402
from engine.iliad import GAME as ILIAD  # noqa: E402
from engine.ilios import GAME  # noqa: E402
from engine.siege import GAME as SIEGE  # noqa: E402
from render.core import cache  # noqa: E402
from render.core.png import encode  # noqa: E402
from render.heroes.hand import render_hand as heroes_hand  # noqa: E402
from render.heroes.table import render_table as heroes_table  # noqa: E402
from render.iliad.hand import render_hand as iliad_hand  # noqa: E402
from render.iliad.table import render_table as iliad_table  # noqa: E402
from render.ilios.hand import render_hand  # noqa: E402
from render.ilios.table import render_table  # noqa: E402
from render.samples_play import Moment, bot_game, busiest, last  # noqa: E402
from render.siege.hand import render_hand as siege_hand  # noqa: E402
from render.siege.region import render_region as siege_region  # noqa: E402
from render.siege.table import clear_caches as siege_clear  # noqa: E402
from render.siege.table import render_table as siege_table  # noqa: E402

NAMES = ["Alice", "Bartholomew", "Cassandra", "Diomedes", "Eurydice", "Phoenix"]
CASES = ((7, 3, False), (7, 4, True), (5, 2, False))


def views(seats: int, size: int, expansion: bool) -> tuple[Mapping[str, Any], Mapping[str, Any]]:
    """Public and seat-0 views of a real game half way through, played by bots."""
    config = {"size": str(size), "expansion": "on" if expansion else "off"}
    state = last(bot_game(GAME, config, seats, 7, limit=size * size // 2)).state
    return GAME.public_view(state), GAME.seat_view(state, 0)


def millis(
    fn: Callable[[], object], count: int, clock: Callable[[], float] = time.perf_counter
) -> list[float]:
    """Milliseconds per call of ``fn``, ``count`` calls, timed by ``clock`` (wall time)."""
    times = []
    for _ in range(count):
        start = clock()
        fn()
        times.append((clock() - start) * 1000)
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


def heroes_views(seats: int, moves: int) -> tuple[Mapping[str, Any], Mapping[str, Any]]:
    """Public view and the view of the seat to act, ``moves`` actions into a bot game (the
    hand picture of a seat shown a hand, when the game reaches one, since that one is biggest)."""
    config = {option.name: option.default for option in HEROES.options}
    moments = list(bot_game(HEROES, config, seats, 11, bot="random", limit=moves))
    best = None
    for moment in moments[:-1]:  # each has a seat to act
        view = HEROES.seat_view(moment.state, min(HEROES.to_act(moment.state)))
        if view.get("shown") and len(view["shown"].get("cards") or []) > 2:
            best = view
    state = moments[-1].state
    seat = min(HEROES.to_act(state) or [0])
    return HEROES.public_view(state), best or HEROES.seat_view(state, seat)


def heroes_pictures(count: int) -> None:
    print(f"\nHeroes of Troy pictures: {count} renders each, views from random-bot games")
    print(
        f"{'picture':8} {'seats':>5} {'cold ms':>8} {'median':>7} {'p95':>6} {'draw':>6} "
        f"{'PNG KB':>7} {'pixels':>9}"
    )
    for seats in (2, 3, 4):
        public, seat = heroes_views(seats, 40)
        for name, render, view in (("table", heroes_table, public), ("hand", heroes_hand, seat)):
            cache.clear()
            drawn = partial(render, view, NAMES)
            cold = millis(partial(_encoded, drawn), 1)[0]
            total = millis(partial(_encoded, drawn), count)
            draw = millis(drawn, count)
            img = render(view, NAMES)
            kb = len(encode(img)) / 1024
            size = f"{img.width}x{img.height}"
            print(
                f"{name:8} {seats:>5} {cold:8.1f} {statistics.median(total):7.1f} "
                f"{p95(total):6.1f} {statistics.median(draw):6.1f} {kb:7.1f} {size:>9}"
            )


def siege_views() -> dict[str, Mapping[str, Any]]:
    """Views of a short-scenario (day 1) game between `normal` bots: the set-up, the move with
    the most plans (paths, fights and shots drawn over the map) and the end."""
    states = [m.state for m in bot_game(SIEGE, {"scenario": "day1"}, 2, 5)]
    views = [SIEGE.public_view(state) for state in states]
    most = busiest(views[1:], lambda v: len(v["plans"]) + len(v["attacks"]) + len(v["shots"]))
    return {
        "set-up": views[0],
        "busiest move": most or views[0],
        "end": views[-1],
        "seat 0": SIEGE.seat_view(states[-1], 0),
    }


def siege_pictures(count: int) -> None:
    print(f"\nSiege of Troy pictures: {count} renders each, views from a normal-bot game (day 1)")
    print(
        f"{'picture':22} {'cold ms':>8} {'median':>7} {'p95':>6} {'draw':>6} {'PNG KB':>7} "
        f"{'pixels':>9}"
    )
    found = siege_views()
    busiest = found["busiest move"]
    first_plan = (busiest.get("plans") or [{"to": "M8"}])[0]["to"]
    cases: list[tuple[str, Callable[[], Image.Image]]] = [
        (f"map: {name}", partial(siege_table, found[name], NAMES))
        for name in ("set-up", "busiest move", "end")
    ]
    cases.append((f"region around {first_plan}", partial(siege_region, busiest, first_plan)))
    cases.append(("command (seat 0)", partial(siege_hand, found["seat 0"], NAMES)))
    for name, drawn in cases:
        siege_clear()
        cold = millis(partial(_encoded, drawn), 1)[0]
        total = millis(partial(_encoded, drawn), count)
        draw = millis(drawn, count)
        img = drawn()
        kb = len(encode(img)) / 1024
        size = f"{img.width}x{img.height}"
        print(
            f"{name:22} {cold:8.1f} {statistics.median(total):7.1f} {p95(total):6.1f} "
            f"{statistics.median(draw):6.1f} {kb:7.1f} {size:>9}"
        )


def iliad_views(seats: int, teams: str) -> tuple[Mapping[str, Any], Mapping[str, Any]]:
    """Public view and the view of the seat to act at the busiest moment of a bot game (the most
    cards on the table), the biggest picture the game draws."""

    def cards(moment: Moment[Any]) -> int:
        if moment.played == 0 or not ILIAD.to_act(moment.state):
            return -1
        armies = ILIAD.public_view(moment.state)["armies"]
        return sum(len(i["cards"]) + i.get("hidden", 0) + 1 for a in armies for i in a["items"])

    bot = "normal" if "normal" in ILIAD.bots else "random"
    moments = list(bot_game(ILIAD, {"teams": teams}, seats, 5, bot=bot))
    best = (busiest(moments, cards) or moments[0]).state
    seat = min(ILIAD.to_act(best))
    return ILIAD.public_view(best), ILIAD.seat_view(best, seat)


def cpu_millis(fn: Callable[[], object], count: int) -> list[float]:
    """This process's CPU time per call: what a render costs when other work shares the cores
    (wall times then grow with the load, CPU times do not)."""
    return millis(fn, count, time.process_time)


def iliad_pictures(count: int) -> None:
    print(f"\nIliad pictures: {count} renders each, the busiest moment of a bot game")
    print(
        f"{'picture':8} {'seats':>5} {'teams':>5} {'cold ms':>8} {'median':>7} {'p95':>6} "
        f"{'cpu':>6} {'draw':>6} {'PNG KB':>7} {'pixels':>9}"
    )
    for seats, teams in ((2, "off"), (4, "on"), (5, "off"), (6, "off")):
        public, seat = iliad_views(seats, teams)
        for name, render, view in (("table", iliad_table, public), ("hand", iliad_hand, seat)):
            cache.clear()
            drawn = partial(render, view, NAMES)
            cold = millis(partial(_encoded, drawn), 1)[0]
            total = millis(partial(_encoded, drawn), count)
            cpu = cpu_millis(partial(_encoded, drawn), count)
            draw = millis(drawn, count)
            img = render(view, NAMES)
            kb = len(encode(img)) / 1024
            size = f"{img.width}x{img.height}"
            on = "yes" if seats == 6 or teams == "on" else "no"
            print(
                f"{name:8} {seats:>5} {on:>5} {cold:8.1f} {statistics.median(total):7.1f} "
                f"{p95(total):6.1f} {statistics.median(cpu):6.1f} {statistics.median(draw):6.1f} "
                f"{kb:7.1f} {size:>9}"
            )


def iliad_through_a_game() -> None:
    """Every state of a random-bot game pictured in turn, as the bot posts them: each move
    changes an army or two, so the unchanged panels come from the region cache and the rest is
    drawn (the repeated renders above draw nothing new)."""
    print("\nIliad pictures through a whole random-bot game, PNG included (ms)")
    print(f"{'seats':>5} {'teams':>5} {'moves':>5} {'table':>6} {'p95':>6} {'hand':>6} {'p95':>6}")
    for seats, teams in ((2, "off"), (4, "on"), (6, "off")):
        tables: list[float] = []
        hands: list[float] = []
        moves = 0
        for moment in bot_game(ILIAD, {"teams": teams}, seats, 5, bot="random", limit=1000):
            if moment.mover is None:
                continue  # the set-up: the bot posts pictures after moves
            moves = moment.played
            public = ILIAD.public_view(moment.state)
            mine = ILIAD.seat_view(moment.state, moment.mover)
            tables += millis(partial(_encoded, partial(iliad_table, public, NAMES)), 1)
            hands += millis(partial(_encoded, partial(iliad_hand, mine, NAMES)), 1)
        on = "yes" if seats == 6 or teams == "on" else "no"
        print(
            f"{seats:>5} {on:>5} {moves:>5} {statistics.median(tables):6.1f} {p95(tables):6.1f} "
            f"{statistics.median(hands):6.1f} {p95(hands):6.1f}"
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
    heroes_pictures(count)
    siege_pictures(count)
    iliad_pictures(count)
    iliad_through_a_game()
    png_settings(max(5, count // 5))


if __name__ == "__main__":
    main()
