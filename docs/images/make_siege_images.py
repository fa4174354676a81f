"""Regenerate the README pictures of the Siege of Troy from a real game between `normal` bots.

Run: ``.venv/bin/python docs/images/make_siege_images.py``. A plain script: the same seed and
moves always give the same pictures. The game is the short scenario on day 2 (the wall stands);
the pictures show the move with the most plans, fights and shots (the table's close-up of where
the decision is, and the whole map the "Whole map" button shows), the zoomed region round its
first planned move, and the first commander's pieces.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from engine.siege import GAME  # noqa: E402
from render.samples_play import bot_game, busiest  # noqa: E402
from render.siege.hand import draw_hand  # noqa: E402
from render.siege.region import draw_region  # noqa: E402
from render.siege.table import draw_table  # noqa: E402
from render.siege.whole import draw_whole  # noqa: E402

SEED = 7
CONFIG = {"scenario": "day2"}
NAMES = ["Agamemnon", "Priam"]


def busiest_move() -> tuple[Any, dict[str, Any]]:
    """The state (and its public view) where the moving side has planned the most."""
    moments = [(m.state, GAME.public_view(m.state)) for m in bot_game(GAME, CONFIG, 2, SEED)]

    def busy(moment: tuple[Any, dict[str, Any]]) -> int:
        view = moment[1]
        if moment is moments[0] or not view["last_results"]:
            return -1
        return len(view["plans"]) + 2 * len(view["attacks"]) + 2 * len(view["shots"])

    return busiest(moments, busy) or moments[0]


def main() -> None:
    state, view = busiest_move()
    out = Path(__file__).resolve().parent
    around = (view["plans"] or [{"to": "M8"}])[0]["to"]
    seat = min(GAME.to_act(state) or [0])
    pictures = {
        "siege-table.png": draw_table(view, NAMES),
        "siege-whole.png": draw_whole(view, NAMES),
        "siege-region.png": draw_region(view, around, NAMES),
        "siege-hand.png": draw_hand(GAME.seat_view(state, seat), NAMES),
    }
    for name, data in pictures.items():
        (out / name).write_bytes(data)
        print(f"{name} {len(data)} bytes")
    print(f"region around {around}")


if __name__ == "__main__":
    main()
