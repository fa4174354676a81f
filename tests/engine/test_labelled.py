"""A legal code with words: equal to its plain code, worded once, and plain again when copied."""

from __future__ import annotations

import copy
import pickle

from engine.core.game import MAX_LABEL
from engine.core.labelled import Labelled, words_of


class Counting:
    """A Wording that counts how often it is asked."""

    def __init__(self) -> None:
        self.asked = 0

    def words_for(self, code: str) -> str:
        self.asked += 1
        return f"words for {code}"


def test_a_labelled_code_is_its_plain_code() -> None:
    code = Labelled("move:ajax:F4", "Move Ajax to F4: attacks Hector (duel)")
    assert code == "move:ajax:F4" and hash(code) == hash("move:ajax:F4")
    assert code in {"move:ajax:F4"} and code.split(":")[1] == "ajax"
    assert words_of(code) == "Move Ajax to F4: attacks Hector (duel)"
    assert words_of("move:ajax:F4") is None


def test_a_wording_is_asked_once_and_only_when_needed() -> None:
    wording = Counting()
    code = Labelled("play:h4", wording)
    assert wording.asked == 0
    assert code.words == "words for play:h4" and code.words == "words for play:h4"
    assert wording.asked == 1


def test_copied_or_pickled_a_code_is_the_plain_string() -> None:
    code = Labelled("pass", Counting())
    for other in (copy.copy(code), copy.deepcopy(code), pickle.loads(pickle.dumps(code))):
        assert other == "pass" and type(other) is str


def test_words_are_cut_to_a_menu_label() -> None:
    assert len(Labelled("x", "y" * 500).words) == MAX_LABEL
