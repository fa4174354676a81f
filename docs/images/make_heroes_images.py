"""Regenerate the README's Heroes of Troy pictures from a real 3-player game played by bots.

Run: ``.venv/bin/python docs/images/make_heroes_images.py``. A plain script: the same seed and
moves always give the same pictures. It stops at the first King's choice after a card that shared
traits with the one beneath, so the table shows marked traits and the hand shows the King's two
cards, which only that player sees.
"""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from engine.heroes import GAME  # noqa: E402
from render.heroes.hand import draw_hand  # noqa: E402
from render.heroes.table import draw_table  # noqa: E402
from render.samples_play import bot_game  # noqa: E402

SEED = 4
NAMES = ["Andromache", "Hector", "Cassandra"]


def main() -> None:
    config = {option.name: option.default for option in GAME.options}
    for moment in bot_game(GAME, config, 3, SEED, limit=400):
        state, n = moment.state, moment.played
        view = GAME.seat_view(state, min(GAME.to_act(state)))
        shown = view.get("shown") or {}
        if shown.get("kind") == "king" and (view.get("matches") or {}).get("traits"):
            break
    else:
        raise SystemExit("no King's choice in this game: try another seed")
    out = Path(__file__).resolve().parent
    table = draw_table(GAME.public_view(state), NAMES)
    hand = draw_hand(view, NAMES)
    (out / "heroes-table.png").write_bytes(table)
    (out / "heroes-hand.png").write_bytes(hand)
    print(f"after {n} actions: heroes-table.png {len(table)} bytes, heroes-hand.png {len(hand)}")


if __name__ == "__main__":
    main()
