"""Every message the bot says, and every string of its commands, is translated in every language
it ships, with the same placeholders, within Discord's limits, and command names Discord accepts
(``scripts/translations.py check``)."""

from __future__ import annotations

import csv

import pytest
from babel.messages.catalog import Catalog
from fixture_game import FIXTURE

from render.core.language import LANGUAGES, LOCALES, Words, language_of
from scripts import translations


@pytest.fixture(scope="module")
def wanted() -> list[translations.Message]:
    """What the shipped bot says: the tests' own fixture game (Skirmish) is not shipped."""
    return [m for m in translations.all_messages() if m[1] != FIXTURE.title]


def test_every_shipped_language_has_a_catalogue() -> None:
    assert sorted(translations.languages()) == sorted(set(LANGUAGES) - {"en"})


@pytest.mark.parametrize("language", sorted(set(LANGUAGES) - {"en"}))
def test_a_catalogue_is_complete_and_sound(
    language: str, wanted: list[translations.Message]
) -> None:
    assert translations.problems(language, wanted) == []


def test_the_check_sees_a_lost_placeholder_a_bad_name_and_a_missing_message() -> None:
    catalogue = Catalog(locale="fr")
    catalogue.add("The table is full ({maximum} seats).", "La table est pleine.")
    catalogue.add("new", "Nouvelle Partie", context="command_name")
    wanted: list[translations.Message] = [
        (None, "The table is full ({maximum} seats).", "here"),
        ("command_name", "new", "commands"),
        (None, "This game is over.", "here"),
    ]
    found = translations.problems("fr", wanted, catalogue)
    assert len(found) == 3, found
    assert "placeholders" in found[0] and "no Discord name" in found[1]
    assert "not translated" in found[2]


def test_discord_locales_map_to_our_languages() -> None:
    assert [language_of(x) for x in ("fr", "es-ES", "es-419", "de", "en-GB", "ja", None)] == [
        "fr", "es", "es", "de", "en", "en", "en",
    ]  # fmt: skip
    assert Words("de")("no such message, kept whole") == "no such message, kept whole"


@pytest.mark.parametrize("language", sorted(set(LANGUAGES) - {"en"}))
def test_the_games_words_follow_the_glossary(language: str) -> None:
    """A game's word (a tile, a card: the catalogue's ``term`` context) is translated as the
    language's glossary says, wherever the glossary names it."""
    glossary = {
        row[0].lower(): row[1].lower()
        for row in csv.reader((LOCALES / f"glossary.{language}.csv").open(encoding="utf-8"))
    }
    catalogue = translations.read(LOCALES / f"{language}.po", language)
    terms = [m for m in catalogue if m.context == "term" and m.id]
    checked = [m for m in terms if str(m.id).lower() in glossary]
    assert len(checked) >= 10, "the glossary names too few of the games' words"
    wrong = [
        (m.id, m.string, glossary[str(m.id).lower()])
        for m in checked
        if str(m.string).lower() != glossary[str(m.id).lower()]
    ]
    assert wrong == []
