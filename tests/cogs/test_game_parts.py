"""The parts of ``/game`` never hide one another: a method or listener defined by two parts
would leave only one of them working (Python takes the first in the bases' order)."""

from __future__ import annotations

from collections import Counter

from cogs.game import GameCog
from cogs.game.base import GameCogBase


def test_no_two_parts_of_game_define_the_same_name() -> None:
    parts = [c for c in GameCog.__mro__ if issubclass(c, GameCogBase) and c is not GameCogBase]
    assert len(parts) >= 7  # the cog itself and its parts
    names = Counter(
        name
        for part in parts
        for name in vars(part)
        if not name.startswith("__") and name not in ("game",)
    )
    assert [name for name, count in names.items() if count > 1] == []
