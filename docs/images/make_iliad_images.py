"""Regenerate the README's Iliad pictures from real 4-player team games played by bots.

Run: ``.venv/bin/python docs/images/make_iliad_images.py``. A plain script: the same seed and
moves always give the same pictures. It pictures the busiest moment of a few Thanatos sieges where a
player who passed holds a Hero and a player has cards face down on a Trojan Horse, so the
table shows many kinds of stack and the hand shows the cards only that player sees.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from engine.iliad import GAME  # noqa: E402
from render.iliad.hand import draw_hand  # noqa: E402
from render.iliad.table import draw_table  # noqa: E402
from render.samples_play import Moment, bot_game, busiest  # noqa: E402

SEEDS = range(1, 31)  # the busiest moment of these games is pictured
BOTS = ("normal", "random")
NAMES = ["Andromache", "Hector", "Cassandra", "Paris"]


def busy(view: dict[str, Any]) -> int:
    """How much the table shows (kinds of items, stacks, cards) in a siege with a Hero taken and
    cards face down on a Horse; else -1."""
    armies = view["armies"]
    hidden = any(i.get("hidden") for a in armies for i in a["items"])
    hero = any(a["hero"] for a in armies)
    if view["phase"] != "siege" or not hidden or not hero:
        return -1
    items = [i for a in armies for i in a["items"]]
    kinds = {i["kind"] for i in items}
    stacks = sum(len(i["cards"]) > 1 for i in items)
    cards = sum(len(i["cards"]) + i.get("hidden", 0) + 1 for i in items)
    return 10 * len(kinds) + 15 * stacks + cards


def best_moment(seed: int, name: str) -> tuple[int, int, Any]:
    """The busiest moment of one game of bot ``name``: its score, the action it came after, the
    state."""

    def score(moment: Moment[Any]) -> int:
        """How busy the table is as the seat to act sees it, before it acts."""
        to_act = GAME.to_act(moment.state)
        return busy(GAME.seat_view(moment.state, min(to_act))) if to_act else -1

    moments = list(bot_game(GAME, {"teams": "on"}, 4, seed, bot=name))
    best = busiest(moments, score) or moments[0]
    return score(best), best.played, best.state


def main() -> None:
    # The normal bot rarely hides cards on a Horse: the random bot's games are looked at too.
    moments = [(*best_moment(seed, name), seed, name) for name in BOTS for seed in SEEDS]
    score, at, best, seed, name = max(moments, key=lambda m: (m[0], -m[3], m[4]))
    if score < 0:
        raise SystemExit("no such moment in these games: try other seeds")
    # The hand of a seat with cards face down on a Horse: what only that player sees.
    seat = next(s for s in range(4) if any(GAME.seat_view(best, s)["horses"].values()))
    out = Path(__file__).resolve().parent
    table = draw_table(GAME.public_view(best), NAMES)
    hand = draw_hand(GAME.seat_view(best, seat), NAMES)
    (out / "iliad-table.png").write_bytes(table)
    (out / "iliad-hand.png").write_bytes(hand)
    print(
        f"{name} bots, seed {seed}, after {at} actions: iliad-table.png {len(table)} bytes, "
        f"iliad-hand.png {len(hand)}"
    )


if __name__ == "__main__":
    main()
