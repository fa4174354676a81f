"""Regenerate the README pictures of the Siege of Troy from a real game between `normal` bots.

Run: ``.venv/bin/python docs/images/make_siege_images.py``. A plain script: the same seed and
moves always give the same pictures. The game is the short scenario on day 2 (the wall stands);
the pictures show the move with the most plans, fights and shots, the zoomed region round its
first planned move, and the first commander's pieces.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from engine.core import rng_for  # noqa: E402
from engine.siege import GAME  # noqa: E402
from render.siege.hand import draw_hand  # noqa: E402
from render.siege.region import draw_region  # noqa: E402
from render.siege.table import draw_table  # noqa: E402

SEED = 7
SCENARIO = "day2"
NAMES = ["Agamemnon", "Priam"]


def busiest() -> tuple[Any, dict[str, Any]]:
    """The state (and its public view) where the moving side has planned the most."""
    config = {"scenario": SCENARIO}
    state = GAME.setup(config, 2, SEED, GAME.teams(config, 2))
    best, best_view, most = state, GAME.public_view(state), -1
    for n in range(3000):
        to_act = GAME.to_act(state)
        if not to_act:
            break
        seat = min(to_act)
        action = GAME.bots["normal"].choose(
            GAME.seat_view(state, seat), GAME.legal_actions(state, seat), rng_for(SEED, n, "bot")
        )
        state = GAME.apply(state, seat, action).state
        view = GAME.public_view(state)
        busy = len(view["plans"]) + 2 * len(view["attacks"]) + 2 * len(view["shots"])
        if busy > most and view["last_results"]:
            best, best_view, most = state, view, busy
    return best, best_view


def main() -> None:
    state, view = busiest()
    out = Path(__file__).resolve().parent
    around = (view["plans"] or [{"to": "M8"}])[0]["to"]
    seat = min(GAME.to_act(state) or [0])
    pictures = {
        "siege-table.png": draw_table(view, NAMES),
        "siege-region.png": draw_region(view, around, NAMES),
        "siege-hand.png": draw_hand(GAME.seat_view(state, seat), NAMES),
    }
    for name, data in pictures.items():
        (out / name).write_bytes(data)
        print(f"{name} {len(data)} bytes")
    print(f"region around {around}")


if __name__ == "__main__":
    main()
