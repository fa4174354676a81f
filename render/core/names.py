"""How every game's pictures name a seat: the player's display name, or the engine's words."""

from __future__ import annotations

import re
from collections.abc import Sequence

from engine.core.said import ENGLISH, Speaker, map_text, spoken
from render.core.bounded import memo
from render.core.text import clean

# Names repeat in every picture of a game: each is cleaned once.
_clean = memo("seat names", entries=4096)(clean)

PLAYER = re.compile(r"\bPlayer (\d+)\b")


def seat_name(names: Sequence[str], seat: int) -> str:
    """Display name of ``seat`` in any script (cleaned of control characters; the fallback
    fonts draw the rest), or the engine's "Player N" when the seat has no name."""
    if 0 <= seat < len(names) and names[seat]:
        return _clean(names[seat])
    return f"Player {seat + 1}"


def named(text: str, names: Sequence[str], speaker: Speaker = ENGLISH) -> str:
    """The engine's words (a said line spoken by ``speaker``) with "Player 2" replaced by
    seat 1's display name, as the table names players everywhere else; a number with no named
    seat is left as written."""

    def name(m: re.Match[str]) -> str:
        seat = int(m.group(1)) - 1
        return seat_name(names, seat) if 0 <= seat < len(names) and names[seat] else m.group(0)

    return spoken(map_text(text, lambda plain: PLAYER.sub(name, plain)), speaker)
