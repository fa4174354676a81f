"""The one helper for "a" / "an" in generated sentences, and the games' sentences using it."""

from __future__ import annotations

import pytest

from engine.core.english import article, with_article
from engine.core.errors import InvalidAction
from engine.ilios import GAME as ILIOS
from engine.ilios import actions


def test_an_before_a_vowel_sound_and_a_before_the_rest() -> None:
    assert with_article("Archers") == "an Archers"
    assert with_article("Elephant") == "an Elephant"
    assert with_article("Iron weapon", capital=True) == "An Iron weapon"
    assert with_article("Chariot") == "a Chariot"
    assert with_article("Shield-bearer", capital=True) == "A Shield-bearer"
    assert article("8×8") == "an" and article("7×7") == "a"


def test_ilios_names_a_fixed_tile_with_its_article() -> None:
    state = ILIOS.setup({}, 2, 1)
    with pytest.raises(InvalidAction, match="^An Iron weapon is never in a hand"):
        actions._hand_kind("iron", state, 0)
