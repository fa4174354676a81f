"""How the engine names seats in event texts, and how the layers above put real names in.

The engine never sees a user name, so its texts say "Player 1"; the service swaps in the seat's
display name before anything is stored or shown.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from engine.core.said import map_text

_LABEL = re.compile(r"\bPlayer (\d+)\b")


def seat_label(seat: int) -> str:
    """The engine's name for a seat in event texts."""
    return f"Player {seat + 1}"


def with_names(text: str, names: Sequence[str]) -> str:
    """``text`` with every seat label replaced by that seat's name (unknown seats stay); in a
    said line, in the values it says (a name is never translated)."""

    def name(match: re.Match[str]) -> str:
        seat = int(match[1]) - 1
        return names[seat] if 0 <= seat < len(names) else match[0]

    return map_text(text, lambda plain: _LABEL.sub(name, plain))
