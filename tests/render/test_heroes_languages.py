"""The Heroes pictures speak their reader's language: a bot game's table and hands, drawn in
French and German, draw those languages' words and none of the English-only words the English
pictures draw; their alt text is in the reader's language, fits Discord's 1,024 characters and
still names the scores and whose turn it is; and a card drawn in English is never pasted into a
French picture from the sprite cache."""

from __future__ import annotations

from functools import cache
from typing import Any

import pytest
from drawn_words import drawn_texts, words_drawn

from render import registry
from render.core.describe import ALT_TEXT
from render.core.language import ENGLISH_WORDS, LANGUAGES, Words, words
from render.heroes.hand import render_hand
from render.heroes.table import render_table
from render.samples_play import bot_game

heroes = pytest.importorskip("engine.heroes")
GAME = heroes.GAME
NAMES = ["Ann", "Bo", "Cy"]
SEATS = 3
# Words only the English pictures draw: the banner, the labels, the side column, the legend,
# the rows' words and the cards' trait words.
ENGLISH_ONLY = {
    "table": [
        "HEROES OF TROY",
        "Beneath",
        "Active card",
        "Round ",
        "Draw pile",
        "Play pile",
        "Two round wins take the game.",
        "round wins",
        "Greeks",
        "Trojans",
        "Gods",
        "Sneaky",
        "Pious",
        "Tough",
        " cards",
    ],
    "hand": [
        "HEROES OF TROY",
        "Hand of ",
        "On the pile",
        "draw pile",
        "Greeks",
        "Trojans",
        "Sneaky",
        "Pious",
        "Tough",
    ],
}
# What the same pictures say in French and German instead (each drawn at every moment below).
KNOWN = {
    "fr": {
        "table": ["HÉROS DE TROIE", "Dessous", "Carte active", "Manche ", "Pioche", "Grecs"],
        "hand": ["HÉROS DE TROIE", "Main de ", "Sur la pile", "Manche ", "Grecs", "Troyens"],
    },
    "de": {
        "table": ["HELDEN VON TROJA", "Darunter", "Aktive Karte", "Runde ", "Ziehstapel"],
        "hand": ["HELDEN VON TROJA", "Hand von ", "Auf dem Stapel", "Runde ", "Griechen"],
    },
}
# The trait words of every card (at least one trait is on every card drawn).
TRAITS = {
    "fr": ["Roi", "Sage", "Fort", "Fourbe", "Robuste", "Brave", "Expert", "Charismatique", "Pieux"],
    "de": ["König", "Weise", "Stark", "Listig", "Zäh", "Tapfer", "Kampf", "Charismatisch", "Fromm"],
}


@cache
def moments() -> tuple[Any, ...]:
    """A bot game's states after the deal: early, middle, late and over."""
    config = {option.name: option.default for option in GAME.options}
    states = [m.state for m in bot_game(GAME, config, SEATS, 7, bot="random", limit=400)]
    played = [s for s in states if GAME.public_view(s).get("active")]
    picks = (0, len(played) // 3, 2 * len(played) // 3)
    return (*(played[i] for i in picks), states[-1])


def table_of(state: Any) -> dict[str, Any]:
    return dict(GAME.public_view(state))


def hand_of(state: Any) -> dict[str, Any]:
    return dict(GAME.seat_view(state, 0))


def drawn(picture: str, state: Any, said: Words) -> str:
    if picture == "table":
        texts = words_drawn(lambda: render_table(table_of(state), NAMES, said))
    else:
        texts = words_drawn(lambda: render_hand(hand_of(state), NAMES, said))
    return "\n".join(texts)


@pytest.mark.parametrize("language", ["fr", "de"])
@pytest.mark.parametrize("picture", ["table", "hand"])
def test_the_pictures_draw_the_readers_words_and_no_english_ones(
    language: str, picture: str
) -> None:
    for state in moments():
        english = drawn(picture, state, ENGLISH_WORDS)
        text = drawn(picture, state, words(language))
        assert "HEROES OF TROY" in english  # the English-only words are really drawn in English
        for word in KNOWN[language][picture]:
            assert word in text, (word, text)
        for word in ENGLISH_ONLY[picture]:
            assert word not in text, (word, text)
        if table_of(state).get("active"):
            assert any(t in text for t in TRAITS[language]), text


def test_the_english_pictures_still_draw_their_english_words() -> None:
    state = moments()[1]
    table = drawn("table", state, ENGLISH_WORDS)
    for word in ("HEROES OF TROY", "Beneath", "Active card", "Round ", "Draw pile", "round wins"):
        assert word in table
    hand = drawn("hand", state, ENGLISH_WORDS)
    for word in ("HEROES OF TROY", "Hand of ", "On the pile", "draw pile"):
        assert word in hand


FRENCH_ALT = {"table": ["Carte active", "manche", "Grecs"], "hand": ["Votre main", "Grecs"]}


def test_the_alt_text_speaks_french() -> None:
    for state in moments():
        table = registry.describe_table(table_of(state), NAMES, words("fr"))
        hand = registry.describe_hand(hand_of(state), NAMES, words("fr"))
        for word in FRENCH_ALT["table"]:
            assert word in table, table
        for word in FRENCH_ALT["hand"]:
            assert word in hand, hand
        for english in ("Active card", "Cards in hand", "played by", "Your hand", "round won"):
            assert english not in table and english not in hand, (table, hand)


@pytest.mark.parametrize("language", sorted(LANGUAGES))
def test_the_alt_text_fits_and_names_the_scores_and_the_turn(language: str) -> None:
    said = words(language)
    for state in moments():
        view = table_of(state)
        table = registry.describe_table(view, NAMES, said)
        hand = registry.describe_hand(hand_of(state), NAMES, said)
        assert len(table) <= ALT_TEXT and len(hand) <= ALT_TEXT
        for key in ("greek", "trojan", "god"):  # every faction's score, by its own name
            side = said.term({"greek": "Greeks", "trojan": "Trojans", "god": "Gods"}[key])
            assert f"{side}" in table, table
            assert said.number(view["scores"][key]) in table
        if view.get("outcome"):
            continue  # the result comes first instead
        assert any(name in table.split(".")[0] for name in NAMES), table  # whose turn, first


def test_a_card_drawn_in_english_is_not_pasted_into_a_french_picture() -> None:
    """The cards, the captions and the legend are sprites: drawn once per language, so a French
    picture drawn right after an English one draws its own words."""
    state = moments()[1]
    with drawn_texts() as texts:
        render_table(table_of(state), NAMES, ENGLISH_WORDS)
        render_hand(hand_of(state), NAMES, ENGLISH_WORDS)
        english = len(texts)
        render_table(table_of(state), NAMES, words("fr"))
        render_hand(hand_of(state), NAMES, words("fr"))
        french = "\n".join(texts[english:])
    assert any(t in french for t in TRAITS["fr"]), french
    assert "Dessous" in french and "Carte active" in french  # the caption sprite
    assert "en commun avec la" in french  # the legend sprite
    for english_word in ("Sneaky", "Pious", "Tough", "Strong", "Beneath", "shared with"):
        assert english_word not in french, french
