"""Resident memory over many whole games of all four games, drawn as the bot draws them.

The bot's memory grew with every game it drew (caches without bounds, a malloc arena per drawing
thread); this shows whether it now levels off. Games of ILIOS, Heroes of Troy, the Iliad and the
Siege of Troy (its one-day scenarios) take turns, with 2 to 6 seats and their options varied,
played by the ``normal`` bots. ``--tables`` games are played at once, as a busy bot has many
tables moving; after each action the table is drawn when the game says it is worth posting (and
at the end), and the hand of every seat that must act, all through ``cogs.kit.compose.images``,
the very drawing pool the bot uses. The resident size (``VmRSS``) is recorded every ``--every``
games.

Run: ``.venv/bin/python benchmarks/bench_memory.py [--games 500] [--every 25] [--tables 4]``
(``--games 40`` for a quick check). Like ``scripts/run``, it runs with ``MALLOC_ARENA_MAX=2``
unless the environment sets it (``--arenas 0``: glibc's default, an arena per thread). A plain
script, not a test: the figures go in the README.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import sys
import time
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from cogs.kit.compose import images  # noqa: E402
from engine import registry  # noqa: E402
from render.core import bounded  # noqa: E402
from render.samples_play import bot_game  # noqa: E402

NAMES = ["Alice", "Bartholomew", "Cassandra", "Diomedes", "Eurydice", "Phoenix"]
LIMIT_MB = 200.0


@dataclass(frozen=True)
class Plan:
    """One game to play: which, with how many seats and which options."""

    game: str
    seats: int
    config: Mapping[str, str]
    seed: int


def plan(index: int) -> Plan:
    """The ``index``-th game: the four games in turn, each cycling through its seat counts and
    options so that every picture size is drawn again and again."""
    turn = index // 4
    kind = ("ilios", "heroes", "iliad", "siege")[index % 4]
    if kind == "ilios":
        config = {"size": ("7", "5")[turn % 2], "expansion": ("off", "on")[turn // 2 % 2]}
        return Plan(kind, 2 + turn % 3, config, index)
    if kind == "heroes":
        return Plan(kind, 2 + turn % 3, {"gods_start": ("0", "2")[turn // 3 % 2]}, index)
    if kind == "iliad":
        seats = 2 + turn % 5
        return Plan(kind, seats, {"teams": "on" if seats == 4 and turn % 2 else "off"}, index)
    return Plan(kind, 2, {"scenario": f"day{1 + turn % 4}"}, index)


def resident_mb() -> float:
    """This process's resident size in MB, from ``/proc/self/status``."""
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    raise RuntimeError("no VmRSS in /proc/self/status")


async def play(p: Plan) -> int:
    """One whole game; returns how many pictures it drew."""
    game: Any = registry.get(p.game)
    names = NAMES[: p.seats]
    drawn, before = 0, None
    for moment in bot_game(game, p.config, p.seats, p.seed):
        state = moment.state
        jobs = []
        if before is None or game.worth_posting(before, state) or game.outcome(state):
            jobs.append(images.draw_table(dict(game.public_view(state)), names))
        if game.outcome(state) is None:
            for seat in sorted(game.to_act(state)):
                jobs.append(images.draw_hand(dict(game.seat_view(state, seat)), names))
        pictures = await asyncio.gather(*jobs)
        if any(pic is None for pic in pictures):
            raise RuntimeError(f"a picture of {p} failed to draw")
        drawn += len(pictures)
        before = state
    return drawn


async def run(games: int, every: int, tables: int) -> list[tuple[int, float, float, int]]:
    """Plays ``games`` games, ``tables`` at once; the curve as (games done, MB, seconds,
    pictures drawn)."""
    start = time.perf_counter()
    curve = [(0, resident_mb(), 0.0, 0)]
    queue = iter(range(games))
    done = pictures = 0

    async def worker() -> None:
        nonlocal done, pictures
        for index in queue:
            drawn = await play(plan(index))
            pictures += drawn
            done += 1
            if done % every == 0 or done == games:
                curve.append((done, resident_mb(), time.perf_counter() - start, pictures))
                print(f"{done:5} games {curve[-1][1]:7.1f} MB {curve[-1][2]:7.0f} s", flush=True)

    await asyncio.gather(*(worker() for _ in range(tables)))
    return curve


def verdict(curve: list[tuple[int, float, float, int]]) -> str:
    """Whether the curve levels off below the limit: over the second half of the games it grows
    by under 5 % (and 10 MB) and never reaches ``LIMIT_MB``."""
    peak = max(mb for _, mb, _, _ in curve)
    half = curve[-1][0] / 2
    middle = min((row for row in curve if row[0] >= half), key=lambda row: row[0])[1]
    growth = curve[-1][1] - middle
    flat = growth < min(10.0, 0.05 * middle)
    level = "levels off" if flat else f"still growing (+{growth:.1f} MB over the second half)"
    below = "below" if peak < LIMIT_MB else "not below"
    return f"peak {peak:.1f} MB, {below} {LIMIT_MB:.0f} MB; {level}"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=500)
    parser.add_argument("--every", type=int, default=0, help="default: games / 20")
    parser.add_argument("--tables", type=int, default=4, help="games played at once")
    parser.add_argument("--arenas", type=int, default=2, help="MALLOC_ARENA_MAX; 0: unset")
    args = parser.parse_args()
    if args.arenas and "MALLOC_ARENA_MAX" not in os.environ:
        # glibc reads it only when the process starts: start again with it, as scripts/run does.
        os.environ["MALLOC_ARENA_MAX"] = str(args.arenas)
        os.execv(sys.executable, [sys.executable, *sys.argv])
    every = args.every or max(1, args.games // 20)
    arenas = os.environ.get("MALLOC_ARENA_MAX", "unset")
    print(
        f"{args.games} games, {args.tables} at once, MALLOC_ARENA_MAX={arenas}; "
        f"resident size every {every} games"
    )
    curve = asyncio.run(run(args.games, every, args.tables))
    print(f"{'games':>5} {'MB':>7} {'s':>7} {'pictures':>9}")
    for games, mb, seconds, pictures in curve:
        print(f"{games:5} {mb:7.1f} {seconds:7.0f} {pictures:9}")
    print(verdict(curve))
    print("caches at the end (entries / bound, MB / bound):")
    for u in bounded.usage():
        bound = f"{u.max_bytes / bounded.MB:.0f}" if u.max_bytes else "-"
        held = u.nbytes / bounded.MB
        print(f"  {u.name:28} {u.entries:5} / {u.max_entries:<5} {held:6.1f} / {bound}")


if __name__ == "__main__":
    main()
