"""What one replay step costs: every press of a replay button replays the whole game
from its record through the engine, then draws the table. Per registered game, a bot game at
each number of seats: its length, its record's size, and the time of one replay (engine only).

Run: ``.venv/bin/python benchmarks/bench_replay.py``. A plain script, not a test.
"""

from __future__ import annotations

import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from engine.core import rng_for  # noqa: E402
from engine.core.game import Game  # noqa: E402
from engine.core.lazy import LazyView  # noqa: E402
from engine.registry import all_games  # noqa: E402
from tabletop.records import RECORD_FORMAT, RECORD_VERSION, record_bytes, replay  # noqa: E402

REPEATS = 5
SEED = 2026


def bot_record(game: Game[Any, Any], seats: int) -> dict[str, Any]:
    """A finished game's record, played by the strongest bots everywhere."""
    level = "normal" if "normal" in game.bots else next(iter(game.bots))
    teams = game.teams({}, seats)
    state = game.setup({}, seats, SEED, teams=teams)
    actions: list[list[Any]] = []
    while to_act := game.to_act(state):
        seat = min(to_act)
        view = LazyView(lambda: game.seat_view(state, seat))  # noqa: B023
        action = game.bots[level].choose(
            view, game.legal_actions(state, seat), rng_for(SEED, len(actions), "bot")
        )
        actions.append([seat, game.encode(action)])
        state = game.apply(state, seat, action).state
    return {
        "format": RECORD_FORMAT,
        "version": RECORD_VERSION,
        "game": game.key,
        "seed": SEED,
        "options": {o.name: o.default for o in game.options},
        "seats": [
            {"name": f"P{n}", "team": None if teams is None else teams[n], "bot": level}
            for n in range(seats)
        ],
        "actions": actions,
    }


def main() -> None:
    print(f"{'game':10} {'seats':>5} {'actions':>7} {'record':>9} {'one replay':>11}")
    for game in all_games():
        for seats in game.seats:
            record = bot_record(game, seats)
            total = len(record["actions"])
            start = time.perf_counter()
            for _ in range(REPEATS):
                replay(record, total // 2)
            each = (time.perf_counter() - start) / REPEATS
            size = len(record_bytes(record))
            print(f"{game.key:10} {seats:>5} {total:>7} {size:>8}B {each * 1000:>9.1f}ms")


if __name__ == "__main__":
    main()
