"""The Siege pictures speak their reader's language: the words drawn on the table, the whole map,
a commander's pieces and the zoomed region, the caption beside the table and the alt text, at
several moments of a real bot game, in French and German (and every language within Discord's
1,024 characters of alt text); and the cached backgrounds never lend one language's words to
another."""

from __future__ import annotations

from functools import cache
from typing import Any

import pytest
from drawn_words import drawn_texts, words_drawn

from engine.siege import GAME
from render import registry
from render.core.language import LANGUAGES, words
from render.samples_play import bot_game
from render.siege.caption import caption
from render.siege.describe import describe_region
from render.siege.region import render_region
from render.siege.table import render_table
from render.siege.whole import render_whole

NAMES = ["Ann", "Bob", "Cy"]

# Words the English pictures draw that no other language should (the title, the banner's hour,
# the sides, the key, the close-up's headings, the hand's title).
ENGLISH_ONLY = (
    "SIEGE OF TROY",
    "Day ",
    "hour ",
    "Greeks",
    "Trojans",
    "lost ",
    "wounded",
    "planned move",
    "archer's target",
    "last dice",
    "Your command",
    "The Greeks'",
    "The Trojans'",
    "Where the last dice fell",
    "Game over",
)
# What each language must draw somewhere on the table: its title and its key.
KNOWN = {
    "fr": ("SIÈGE DE TROIE", "mouvement prévu", "cible d’archer", "derniers dés", "Grecs"),
    "de": ("BELAGERUNG TROJAS", "geplanter Zug", "Ziel des Schützen", "letzte Würfel"),
}


@cache
def moments() -> tuple[Any, ...]:
    """States of a bot game of day 2: the set-up, plans made, after dice fell, and its end."""
    played = list(bot_game(GAME, {"scenario": "day2"}, 3, 5, limit=400))
    picked = [played[1], played[12], played[45], played[-1]]
    assert GAME.public_view(picked[-1].state)["phase"] == "over"
    return tuple(m.state for m in picked)


def public(state: Any) -> dict[str, Any]:
    return dict(GAME.public_view(state))


def joined(texts: list[str]) -> str:
    return "\n".join(texts)


def english_in(texts: list[str]) -> list[str]:
    """The English-only words found in ``texts`` (a player's name is not a word of ours)."""
    text = joined(t for t in texts if t not in NAMES)
    return [w for w in ENGLISH_ONLY if w in text]


@pytest.mark.parametrize("language", ["fr", "de"])
@pytest.mark.parametrize("moment", range(4))
def test_the_table_draws_only_the_readers_words(language: str, moment: int) -> None:
    view = public(moments()[moment])
    said = words(language)
    english = words_drawn(lambda: render_table(view, NAMES))
    other = words_drawn(lambda: render_table(view, NAMES, said))
    assert "SIEGE OF TROY" in english
    assert english_in(other) == []
    for word in KNOWN[language]:
        assert word in joined(other), word
    assert other != english


@pytest.mark.parametrize("language", ["fr", "de"])
def test_the_whole_map_and_the_zoomed_region_speak_too(language: str) -> None:
    view = public(moments()[2])
    said = words(language)
    whole = words_drawn(lambda: render_whole(view, NAMES, said))
    assert english_in(whole) == []
    assert KNOWN[language][0] in whole and KNOWN[language][1] in whole
    # The rivers painted on the ground are named in the reader's words too.
    assert ("Scamandre" if language == "fr" else "Skamander") in whole
    assert "Scamander" not in whole
    region = joined(words_drawn(lambda: render_region(view, "P12", NAMES, said=said)))
    assert "Around" not in region and "Day " not in region
    assert ("Autour de P12" if language == "fr" else "Rund um P12") in region


@pytest.mark.parametrize("moment", range(3))
def test_a_commanders_pieces_speak_the_readers_language(moment: int) -> None:
    view = GAME.seat_view(moments()[moment], 0)
    english = joined(words_drawn(lambda: registry.draw_hand(view, NAMES)))
    french = joined(words_drawn(lambda: registry.draw_hand(view, NAMES, words("fr"))))
    german = joined(words_drawn(lambda: registry.draw_hand(view, NAMES, words("de"))))
    assert "Your command" in english and "Greeks" in english
    assert "Votre commandement" in french and "Grecs" in french
    assert "Dein Kommando" in german and "Griechen" in german
    for drawn in (french, german):
        assert "Your command" not in drawn and "Greeks" not in drawn and " planned" not in drawn
    # The pieces go by the glossary's names: Ulysse in French, Mykener in German.
    assert "Ulysse (7)" in french and "Odysseus (7)" in english
    assert "Mykener 1 (1)" in german and "Mycenaeans 1 (1)" in english


def test_a_sprite_cache_never_lends_english_words_to_french() -> None:
    """English is drawn first and its backgrounds (the key) stay cached; French drawn next in
    the same process still draws its own key."""
    view = public(moments()[1])
    first = registry.draw_table(view, NAMES)
    render_whole(view, NAMES)
    with drawn_texts(fresh=False) as french:
        registry.draw_table(view, NAMES, words("fr"))
        render_whole(view, NAMES, words("fr"))
    assert joined(french).count("mouvement prévu") == 2
    assert "planned move" not in joined(french)
    # And English after French is the English picture again, pixel for pixel.
    assert registry.draw_table(view, NAMES) == first


@pytest.mark.parametrize("moment", range(4))
def test_the_alt_text_speaks_the_readers_language_within_discords_limit(moment: int) -> None:
    view = public(moments()[moment])
    seat = GAME.seat_view(moments()[moment], 1)
    for language in LANGUAGES:
        said = words(language)
        for told in (
            registry.describe_table(view, NAMES, said),
            registry.describe_hand(seat, NAMES, said),
        ):
            assert 0 < len(told) <= 1024, (language, len(told))
    english = registry.describe_table(view, NAMES)
    french = registry.describe_table(view, NAMES, words("fr"))
    german = registry.describe_table(view, NAMES, words("de"))
    assert "Greeks, played by" in english
    # Still the turn and the standing of both sides (their losses), in the reader's words.
    assert "Grecs, joués par" in french and "Troyens, joués par" in french
    assert "points perdus" in french
    assert "Griechen, gespielt von" in german and "Punkte verloren" in german
    for told in (french, german):
        assert "played by" not in told and "The close-up shows" not in told
        assert " on the map" not in told and "points, " not in told
    hand = registry.describe_hand(seat, NAMES, words("fr"))
    assert hand.startswith("Votre commandement, Bob, Troyens")


def test_the_zoomed_region_is_described_in_the_readers_language() -> None:
    view = public(moments()[2])
    french = describe_region(view, "P12", NAMES, said=words("fr"))
    assert "autour de P12" in french and "around" not in french
    assert len(french) <= 1024


@pytest.mark.parametrize("moment", range(4))
def test_the_caption_speaks_the_readers_language(moment: int) -> None:
    view = public(moments()[moment])
    english = caption(view, NAMES)
    french = caption(view, NAMES, said=words("fr"))
    german = registry.caption(view, NAMES, words("de"))
    assert "Losses in points" in english
    assert "Pertes en points" in french and "Verluste in Punkten" in german
    for told in (french, german):
        assert "Losses in points" not in told and " today" not in told
        assert "The wall stands" not in told and "Day " not in told
