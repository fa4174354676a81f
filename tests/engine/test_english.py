"""The helpers for "a" / "an", counts and lists in generated sentences, and the games' sentences
using them."""

from __future__ import annotations

import pytest

from engine.core.english import article, counted, listing, with_article
from engine.core.errors import InvalidAction
from engine.heroes import GAME as HEROES
from engine.heroes.positions import position
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


def test_a_count_agrees_with_its_noun() -> None:
    assert counted(1, "random card") == "1 random card"
    assert counted(2, "random card") == "2 random cards"
    assert counted(0, "point") == "0 points"
    assert counted(1, "die", "dice") == "1 die" and counted(3, "die", "dice") == "3 dice"
    assert listing([]) == "" and listing(["Hector"]) == "Hector"
    assert listing(["Hector", "Zeus"]) == "Hector and Zeus"
    assert listing(["a", "b", "c"]) == "a, b and c"


def test_the_king_looking_at_a_one_card_hand_says_one_card() -> None:
    state = position([["agamemnon", "ajax"], ["hector"]])
    step = HEROES.apply(state, 0, HEROES.decode(state, 0, "play:agamemnon:king"))
    public = [e.english for e in step.events if e.audience is None]
    assert any("looks at 1 random card of" in text for text in public), public
    assert not any("1 random cards" in text for text in public)
