"""The rulebook reader: topics by heading, pages cut between paragraphs, the shipped files."""

from __future__ import annotations

from engine import registry
from engine.core import rulebook
from engine.core.rulebook import OVERVIEW, PAGE_LIMIT, paginate, parse

SAMPLE = """\
# Game — title line, not a topic

Intro paragraph.

## Set-up

Deal three cards.

### A detail

Stays inside Set-up.

## A turn

Play one card.
"""


def test_topics_follow_the_headings_and_the_intro_is_the_overview() -> None:
    book = parse(SAMPLE)
    assert book.names() == [OVERVIEW, "Set-up", "A turn"]
    assert book.topics[0].pages == ("Intro paragraph.",)
    assert "### A detail" in book.topics[1].pages[0] and "Stays inside" in book.topics[1].pages[0]
    assert book.find("a TURN") == 2 and book.find(None) == 0 and book.find("chess") is None


def test_pages_fit_and_lose_nothing() -> None:
    paragraphs = [f"Paragraph {i} " + "word " * (37 * (i % 5 + 1)) for i in range(40)]
    text = "\n\n".join(p.strip() for p in paragraphs)
    pages = paginate(text)
    assert len(pages) > 1 and all(len(p) <= PAGE_LIMIT for p in pages)
    assert "\n\n".join(pages) == text  # cut only between paragraphs, in order


def test_an_overlong_paragraph_is_cut_too() -> None:
    pages = paginate("x" * (PAGE_LIMIT * 2 + 5))
    assert [len(p) for p in pages] == [PAGE_LIMIT, PAGE_LIMIT, 5]


def test_every_game_with_a_rules_file_reads_it() -> None:
    shipped = [g for g in registry.all_games() if rulebook.rules_file(g.key).exists()]
    assert {g.key for g in shipped} >= {"ilios", "heroes"}
    for game in shipped:
        book = rulebook.rulebook(game.key, {})
        text = rulebook.rules_file(game.key).read_text(encoding="utf-8")
        headings = [line[3:].strip() for line in text.splitlines() if line.startswith("## ")]
        assert book.names() == [OVERVIEW, *headings]
        assert all(len(p) <= PAGE_LIMIT for t in book.topics for p in t.pages)
        assert 0 < len(rulebook.how_to_play(book)) <= rulebook.HOWTO_LIMIT


def test_a_game_without_a_file_falls_back_to_its_rules_topics() -> None:
    book = rulebook.rulebook("no-such-game", {"overview": "Short.", "end": "Over."})
    assert book.names() == ["overview", "end"] and rulebook.how_to_play(book) == "Short."
