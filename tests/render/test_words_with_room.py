"""A web page has room for every word of a table; Discord's alt text does not. The same
describer serves both: with ``room=None`` it gives its fullest words, which are the alt text
itself whenever that fits, and more than Discord could carry when it does not."""

from __future__ import annotations

import pytest

from engine.registry import get
from render import registry
from render.core.describe import ALT_TEXT
from render.samples_play import bot_game

NAMES = ["Alice", "Bob"]


@pytest.mark.parametrize("key", ["ilios", "heroes", "iliad", "siege"])
def test_a_page_gets_the_fullest_words_and_the_chat_the_fitted_ones(key: str) -> None:
    game = get(key)
    longer = 0
    for number, moment in enumerate(bot_game(game, {}, 2, 11, limit=120)):
        if number % 6:
            continue
        view = game.public_view(moment.state)
        alt = registry.describe_table(view, NAMES)
        full = registry.describe_table(view, NAMES, room=None)
        assert len(alt) <= ALT_TEXT
        if len(full) <= ALT_TEXT:
            assert full == alt, "words that fit are the same words"
        else:
            longer += 1
    if key == "ilios":
        assert longer, "a 7×7 board's rows do not fit Discord's alt text: the page tells more"
