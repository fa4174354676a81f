"""Regenerate the README pictures from a real 3-player 7×7 game played by bots.

Run: ``.venv/bin/python docs/images/make_ilios_images.py``. A plain script: the same seed and
moves always give the same pictures.
"""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from engine.ilios import GAME  # noqa: E402
from render.registry import draw_hand, draw_table  # noqa: E402
from render.samples_play import bot_game, last  # noqa: E402

SEED = 3
MOVES = 34
NAMES = ["Andromache", "Hector", "Cassandra"]


def main() -> None:
    state = last(bot_game(GAME, {"size": "7", "expansion": "off"}, 3, SEED, limit=MOVES)).state
    out = Path(__file__).resolve().parent
    table = draw_table(GAME.public_view(state), NAMES)
    hand = draw_hand(GAME.seat_view(state, min(GAME.to_act(state))), NAMES)
    (out / "ilios-table.png").write_bytes(table)
    (out / "ilios-hand.png").write_bytes(hand)
    print(f"ilios-table.png {len(table)} bytes, ilios-hand.png {len(hand)} bytes")


if __name__ == "__main__":
    main()
