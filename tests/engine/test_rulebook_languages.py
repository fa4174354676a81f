"""The rulebooks in French, German and Spanish: each translation keeps the English book's shape
(the same sections in the same order, tables of the same size, as many paragraphs and list
items), so a topic has the same index in every language; its pages fit Discord; the games' own
words are the glossary's; the how-to-play finds its first turn in every language; a language
without its file reads the English book whole."""

from __future__ import annotations

import csv
import re
from pathlib import Path

import pytest

from engine.core import rulebook
from engine.core.rulebook import (
    FIRST_TURN,
    HOWTO_LIMIT,
    OVERVIEWS,
    PAGE_LIMIT,
    how_to_play,
    rules_file,
)

GAMES = ("ilios", "heroes", "iliad", "siege")
LANGUAGES = tuple(OVERVIEWS)
BOTH = [(game, language) for game in GAMES for language in LANGUAGES]
GLOSSARIES = Path(__file__).resolve().parents[2] / "locales"
ITEM = re.compile(r"\s*(?:[-*+]|[0-9]{1,3}[.)]) ")
EMBED_TITLE, OPTION_TEXT = 256, 100  # Discord's: an embed's title, a select option's label


def sections(path: Path) -> list[list[str]]:
    """The file's lines under each ``##`` heading (the intro first), without the ``#`` title."""
    found: list[list[str]] = [[]]
    for line in path.read_text(encoding="utf-8").splitlines():
        if line.startswith("## "):
            found.append([])
        elif not line.startswith("# "):
            found[-1].append(line)
    return found


def table_shapes(lines: list[str]) -> list[tuple[int, int]]:
    """(columns, lines) of each table, in order."""
    shapes: list[tuple[int, int]] = []
    inside = False
    for line in lines:
        row = line.lstrip().startswith("|")
        if row and inside:
            shapes[-1] = (shapes[-1][0], shapes[-1][1] + 1)
        elif row:
            shapes.append((line.strip().strip("|").count("|") + 1, 1))
        inside = row
    return shapes


@pytest.mark.parametrize(("game", "language"), BOTH)
def test_a_translation_keeps_the_english_books_shape(game: str, language: str) -> None:
    english, translated = sections(rules_file(game)), sections(rules_file(game, language))
    assert len(translated) == len(english), "not the same ## sections"
    for number, (ours, theirs) in enumerate(zip(english, translated, strict=True)):
        where = f"{game}.{language} section {number}"
        assert table_shapes(theirs) == table_shapes(ours), where
        for key in ("items", "paragraphs", "subsections"):
            assert count(key, theirs) == count(key, ours), (where, key)


def count(key: str, lines: list[str]) -> int:
    """A section's list items, ``###`` subsections or paragraphs."""
    if key == "items":
        return sum(bool(ITEM.match(line)) for line in lines)
    if key == "subsections":
        return sum(line.startswith("### ") for line in lines)
    return len([p for p in re.split(r"\n\s*\n", "\n".join(lines)) if p.strip()])


@pytest.mark.parametrize(("game", "language"), BOTH)
def test_a_translated_book_fits_discord_and_shows_no_table_row(game: str, language: str) -> None:
    book = rulebook.rulebook(game, {}, language)
    english = rulebook.rulebook(game, {})
    assert book != english and len(book.topics) == len(english.topics)
    assert book.topics[0].name == OVERVIEWS[language]
    for topic in book.topics:
        assert len(topic.name) <= OPTION_TEXT and len(f"{game} — {topic.name}") <= EMBED_TITLE
        for page in topic.pages:
            assert 0 < len(page) <= PAGE_LIMIT, (game, language, topic.name)
            assert not any(row.lstrip().startswith("|") for row in page.split("\n")), topic.name


def glossary(language: str) -> list[tuple[str, str, str]]:
    with (GLOSSARIES / f"glossary.{language}.csv").open(encoding="utf-8") as source:
        return [(r["english"], r["translation"], r["note"]) for r in csv.DictReader(source)]


def said(english: str, note: str, game: str, text: str) -> bool:
    """Whether a section says the glossary's ``english`` term: a capitalised term (a card, a
    tile, a people) as written; a lower-case one only in its own game's book, in any case."""
    if english[:1].isupper():
        return re.search(rf"\b{re.escape(english)}", text) is not None
    return note.lower() == game and re.search(rf"\b{re.escape(english)}", text, re.I) is not None


def stems(translation: str) -> list[str]:
    """The translation's words cut to a stem, so "disques" or "geplündert" still count."""
    return [w[:-2].lower() if len(w) >= 5 else w.lower() for w in re.split(r"[ -]", translation)]


@pytest.mark.parametrize(("game", "language"), BOTH)
def test_the_games_words_are_the_glossarys(game: str, language: str) -> None:
    english, translated = sections(rules_file(game)), sections(rules_file(game, language))
    checked = 0
    for ours, theirs in zip(english, translated, strict=True):
        source, text = "\n".join(ours), "\n".join(theirs).lower()
        for term, translation, note in glossary(language):
            if said(term, note, game, source):
                missing = [s for s in stems(translation) if s not in text]
                assert not missing, (game, language, term, translation, ours[:2])
                checked += 1
    assert checked >= 5, "too few of the glossary's words were checked"


@pytest.mark.parametrize(("game", "language"), BOTH)
def test_the_how_to_play_finds_its_first_turn_in_every_language(game: str, language: str) -> None:
    english = rulebook.rulebook(game, {})
    book = rulebook.rulebook(game, {}, language)
    turn = rulebook.first_turn(english)
    assert turn is not None and english.topics[turn].name == FIRST_TURN
    text = how_to_play(book, english)
    assert f"**{book.topics[turn].name}**" in text and FIRST_TURN not in text
    assert book.topics[turn].pages[0][:40] in text and len(text) <= HOWTO_LIMIT


ENGLISH_BOOK = "Intro.\n\n## Set-up\n\nDeal.\n\n## Your first turn in Discord\n\nUse /move.\n"
FRENCH_BOOK = "Intro FR.\n\n## Mise en place\n\nDonner.\n\n## Votre premier tour\n\nJouez.\n"


def test_a_language_without_its_file_reads_the_english_book_whole(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    (tmp_path / "toy.md").write_text(ENGLISH_BOOK, encoding="utf-8")
    (tmp_path / "toy.fr.md").write_text(FRENCH_BOOK, encoding="utf-8")
    monkeypatch.setattr(rulebook, "RULES_DIR", tmp_path)
    english = rulebook.rulebook("toy", {})
    french = rulebook.rulebook("toy", {}, "fr")
    assert french.names() == ["aperçu", "Mise en place", "Votre premier tour"]
    assert rulebook.rulebook("toy", {}, "de") == english == rulebook.rulebook("toy", {}, "ja")
    assert how_to_play(french, english) == "Intro FR.\n\n**Votre premier tour**\nJouez."
    assert how_to_play(english) == "Intro.\n\n**Your first turn in Discord**\nUse /move."
    # No file at all: the game's own topics, in every language.
    assert rulebook.rulebook("none", {"a": "b"}, "fr").names() == ["a"]
