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
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from engine.core import rng_for  # noqa: E402
from engine.core.lazy import LazyView  # noqa: E402
from engine.registry import get as game_named  # noqa: E402
from render import registry  # noqa: E402
from render.core.replay_gif import LIMIT, animate  # noqa: E402
from tabletop.animation import frame_views  # noqa: E402
from tabletop.records import RECORD_FORMAT, RECORD_VERSION  # noqa: E402

GAMES = {  # game -> (seats, options)
    "ilios": (4, {"size": "7"}),
    "heroes": (4, {}),
    "iliad": (5, {}),
    "siege": (2, {"scenario": "full"}),
}
NAMES = ("Andromache", "Briseis", "Cassandra", "Diomedes", "Euphorbus")


def bot_record(key: str, seats: int, seed: int, options: dict[str, str]) -> dict[str, Any]:
    game = game_named(key)
    teams = game.teams(options, seats)
    state = game.setup(options, seats, seed, teams=teams)
    actions: list[list[Any]] = []
    while to_act := game.to_act(state):
        seat = min(to_act)
        view = LazyView(lambda: game.seat_view(state, seat))  # noqa: B023 - read at once
        legal = game.legal_actions(state, seat)
        action = game.bots["normal"].choose(view, legal, rng_for(seed, len(actions), "bot"))
        actions.append([seat, game.encode(action)])
        state = game.apply(state, seat, action).state
    seat_list = [
        {"seat": n, "name": NAMES[n], "team": None if teams is None else teams[n], "bot": None}
        for n in range(seats)
    ]
    return {
        "format": RECORD_FORMAT,
        "version": RECORD_VERSION,
        "game": key,
        "game_id": seed,
        "seed": seed,
        "options": options,
        "seats": seat_list,
        "actions": actions,
    }


def main() -> None:
    seeds = int(sys.argv[1]) if len(sys.argv) > 1 else 3
    print(f"load average before: {os.getloadavg()[0]:.2f} (2 cores)")
    print("game    moves  frames  replay s  draw s  frames/s  encode s  total s  MiB   limit")
    for key, (seats, options) in GAMES.items():
        records = [bot_record(key, seats, seed, options) for seed in range(1, seeds + 1)]
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
