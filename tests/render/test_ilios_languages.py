"""The ILIOS pictures speak their reader's language: at several moments of a real bot game, the
words the table and the hand draw and their alt text are French (or German), with none of the
English words the English pictures draw; the alt text stays within Discord's 1,024 characters in
every language and still names the scores and whose turn it is; and a sprite drawn in English is
never reused for French."""

from __future__ import annotations

from functools import cache
from typing import Any

import pytest
from drawn_words import words_drawn

from engine.ilios import GAME
from render import registry
from render.core.describe import ALT_TEXT
from render.core.language import ENGLISH_WORDS, LANGUAGES, Words, words
from render.ilios.hand import render_hand
from render.ilios.table import render_table
from render.samples_play import bot_game

NAMES = ["Ann", "Bob", "Cy"]
FRENCH, GERMAN = words("fr"), words("de")
# Words only the English pictures draw (their labels, banners, notes and tile words).
ENGLISH_ONLY = (
    "plunder",
    "on board",
    "in hand",
    "Bag:",
    "Last move",
    "Your hand",
    "The board now",
    "value ",
    "points ",
    "SPEAR",
    "JAVELIN",
    "SHIELD",
    "looted",
    "WASTE",
    "Winner",
    "Game over",
    " to deploy",
    "No plunder",
)


@cache
def moments() -> tuple[Any, ...]:
    """The state at the start, early, in the middle and at the end of a 3-player game on the
    7×7 board with the Troy expansion (plundered squares, wastelands, a winner)."""
    played = list(bot_game(GAME, {"size": "7", "expansion": "on"}, 3, 5))
    return tuple(m.state for m in (played[0], played[6], played[len(played) // 2], played[-1]))


def public(index: int) -> dict[str, Any]:
    return dict(GAME.public_view(moments()[index]))


def seat(index: int) -> dict[str, Any]:
    return dict(GAME.seat_view(moments()[index], 0))


def drawn(index: int, said: Words) -> str:
    """Every word the table and the hand of seat 0 draw, joined."""
    texts = words_drawn(lambda: render_table(public(index), NAMES, said))
    texts += words_drawn(lambda: render_hand(seat(index), NAMES, said))
    return "\n".join(texts)


def english_in(text: str) -> list[str]:
    return [w for w in ENGLISH_ONLY if w in text]


@pytest.mark.parametrize("index", range(4))
def test_the_english_pictures_draw_the_words_the_others_must_not(index: int) -> None:
    """The list of English-only words is real: the English pictures draw several of them."""
    assert len(english_in(drawn(index, ENGLISH_WORDS))) >= 4


@pytest.mark.parametrize("index", range(4))
@pytest.mark.parametrize(
    ("said", "known"),
    [
        (FRENCH, ("Butin", "en main", "Votre main", "Le plateau actuel", "Sac :")),
        (GERMAN, ("Beute", "auf der Hand", "Deine Hand", "Das Brett jetzt", "Beutel:")),
    ],
    ids=["fr", "de"],
)
def test_the_pictures_draw_the_readers_words(
    index: int, said: Words, known: tuple[str, ...]
) -> None:
    text = drawn(index, said)
    assert english_in(text) == [], text
    found = [w for w in known if w in text]
    assert len(found) >= 3, (found, text)


def test_the_tiles_and_the_banner_speak_french() -> None:
    middle = drawn(2, FRENCH)
    assert {"LANCE", "HACHE", "BOUCLIER"} & set(middle.split("\n")), middle
    assert "pillé" in middle and "FRICHE" in middle, middle
    end = drawn(3, FRENCH)
    assert "Partie terminée" in end and "Vainqueur" in end, end


@pytest.mark.parametrize("index", range(4))
@pytest.mark.parametrize("language", sorted(LANGUAGES))
def test_alt_text_fits_and_names_scores_and_turn(index: int, language: str) -> None:
    said = words(language)
    view = public(index)
    table = registry.describe_table(view, NAMES, said)
    hand = registry.describe_hand(seat(index), NAMES, said)
    assert 0 < len(table) <= ALT_TEXT and 0 < len(hand) <= ALT_TEXT
    outcome = view["outcome"]
    scores = outcome["scores"] if outcome else view["scores"]
    for name, score in zip(NAMES, scores, strict=True):
        assert f"{name} {score}" in table, table
    if outcome:
        assert said("The table. The game is over: {result}.", result="")[:20] in table, table
    else:
        acting = NAMES[min(view["to_act"])]
        assert acting in table.split(".")[1], table


@pytest.mark.parametrize("index", range(4))
def test_alt_text_is_french(index: int) -> None:
    table = registry.describe_table(public(index), NAMES, FRENCH)
    hand = registry.describe_hand(seat(index), NAMES, FRENCH)
    assert table.startswith("La table. "), table
    assert "Butin : " in table and "Plunder" not in table and "Bag:" not in table, table
    assert hand.startswith("Votre main, Ann."), hand
    assert "in hand" not in hand and "Your " not in hand and "worth" not in hand, hand


def test_alt_text_is_german() -> None:
    table = registry.describe_table(public(2), NAMES, GERMAN)
    assert table.startswith("Der Tisch. ") and "Beute: " in table, table
    assert registry.describe_hand(seat(2), NAMES, GERMAN).startswith("Deine Hand, Ann.")


def test_a_sprite_drawn_in_english_is_not_reused_in_french() -> None:
    """Tiles and plundered squares are painted once into sprites: the same table drawn in English
    then in French in one process (the caches emptied only before the English one) must still
    paint the French words on them."""
    view = public(2)
    texts = set(
        words_drawn(
            lambda: (render_table(view, NAMES, ENGLISH_WORDS), render_table(view, NAMES, FRENCH))
        )
    )
    assert {"SPEAR", "AXE", "looted", "WASTE"} <= texts, texts
    assert {"LANCE", "HACHE", "pillé", "FRICHE"} <= texts, texts
