"""How long an animated replay takes, and how big it is, for each game's longest bot games.

For each game, ``normal`` bots play a few seeds; the longest game of each is replayed into its
frames (the tables the channel was shown), every frame drawn and the GIF encoded, as the worker
does for ``/game replay animated:True``. Prints frames, frames drawn per second, the time to
replay, draw and encode, and the GIF's size.

Run: ``.venv/bin/python benchmarks/bench_replay_gif.py [seeds]``. A plain script, not a test.
"""

from __future__ import annotations

import os
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from render import registry  # noqa: E402
from render.core.replay_gif import LIMIT, animate  # noqa: E402
from tabletop.animation import frame_views  # noqa: E402
from tabletop.sample_records import bot_record  # noqa: E402

GAMES = {  # game -> (seats, options)
    "ilios": (4, {"size": "7"}),
    "heroes": (4, {}),
    "iliad": (5, {}),
    "siege": (2, {"scenario": "full"}),
}
NAMES = ("Andromache", "Briseis", "Cassandra", "Diomedes", "Euphorbus")


def main() -> None:
    seeds = int(sys.argv[1]) if len(sys.argv) > 1 else 3
    print(f"load average before: {os.getloadavg()[0]:.2f} (2 cores)")
    print("game    moves  frames  replay s  draw s  frames/s  encode s  total s  MiB   limit")
    for key, (seats, options) in GAMES.items():
        records = [bot_record(key, seed, options, NAMES[:seats]) for seed in range(1, seeds + 1)]
        record = max(records, key=lambda r: len(r["actions"]))
        names = list(NAMES[:seats])
        began = time.perf_counter()
        views = frame_views(record)
        replayed = time.perf_counter()
        pictures = [registry.draw_table(view, names) for view in views]
        drawn = time.perf_counter()
        gif = animate(pictures)
        done = time.perf_counter()
        print(
            f"{key:7} {len(record['actions']):5} {len(views):7}"
            f"  {replayed - began:8.2f}  {drawn - replayed:6.2f}"
            f"  {len(views) / (drawn - replayed):8.1f}  {done - drawn:8.2f}  {done - began:7.2f}"
            f"  {len(gif) / 2**20:4.1f}  {'ok' if len(gif) <= LIMIT else 'OVER'}"
        )
    print(f"load average after: {os.getloadavg()[0]:.2f}")


if __name__ == "__main__":
    main()
