"""The words every picture shares are said in the reader's language: whose turn it is, the
result, a hand."""

from __future__ import annotations

from engine.core.said import say
from render.core.describe import shared_hand, shared_table, turn_words
from render.core.language import ENGLISH_WORDS, words

FRENCH, GERMAN = words("fr"), words("de")


def view(**shared: object) -> dict[str, object]:
    return {"game": "no such game", **shared}


def test_whose_turn_in_english_and_french() -> None:
    acting = view(to_act=[0, 1], stage=say("Choose a card"))
    assert turn_words(acting, ["Ana", "Ben"], ENGLISH_WORDS).startswith("Ana and Ben act now")
    french = turn_words(acting, ["Ana", "Ben"], FRENCH)
    assert french.startswith("Ana et Ben jouent maintenant"), french
    assert shared_table(view(to_act=[1]), ["Ana"], FRENCH) == (
        "La table. Joueur 2 joue maintenant."
    )


def test_a_hand_in_german() -> None:
    assert shared_hand(view(hand=["Zeus"]), [], GERMAN) == "Deine Hand: Zeus."
    assert shared_hand(view(hand=[]), [], GERMAN) == "Deine Hand ist leer."
    assert shared_hand(view(hand=[]), [], ENGLISH_WORDS) == "Your hand is empty."
