"""A game's rulebook for ``/game rules``, read from ``docs/rules/<game>.md`` — the one text.

The markdown is split by its ``##`` headings into topics (the text before the first heading is
the "overview"), and each topic into pages that fit a Discord embed, cut between paragraphs.
The file's hard line breaks are only its source's wrapping: each paragraph is reflowed into one
line (lists and headings keep theirs), so Discord wraps it to the reader's width; a table, which
Discord does not draw, becomes a list of its rows in words (``table_as_list``). The
file ships as package data next to ``engine`` (``pyproject.toml``), so an installed bot finds it
at the same relative place as a checkout. A game with no such file falls back to its
``rules()`` topics, so every registered game answers.

A translation is ``docs/rules/<game>.<language>.md``: the same ``##`` sections in the same order,
so a topic has the same index in every language (a menu's or button's topic index, the first
turn's place in the how-to-play). A language without its file reads the English book, whole.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

OVERVIEW = "overview"
ENGLISH = "en"
# The intro's topic name in each translated book (it has no heading of its own to translate).
OVERVIEWS = {"fr": "aperçu", "de": "Überblick", "es": "resumen"}
FIRST_TURN = "Your first turn in Discord"  # every game's topic on how to act through the bot
PAGE_LIMIT = 1800  # characters per page: a screenful, well under the embed's 4096
HOWTO_PART = 1500  # the first-time DM: the overview's first page, no longer than this…
HOWTO_LIMIT = 3200  # …then its first turn in Discord, all of it well under the embed's 4096
# A line that starts a block of its own: a list item, a table row, a heading, a quote.
_BLOCK_START = re.compile(r"\s*(?:[-*+] |[0-9]{1,3}[.)] |#{1,6} |\||>)")
_SENTENCE_END = re.compile(r"[.!?:;][*_)`”’\"']*\s")
RULES_DIR = Path(__file__).resolve().parent.parent.parent / "docs" / "rules"


@dataclass(frozen=True)
class Topic:
    name: str
    pages: tuple[str, ...]


@dataclass(frozen=True)
class Rulebook:
    """The topics of one game's rules, in the order of the file."""

    topics: tuple[Topic, ...]

    def names(self) -> list[str]:
        return [t.name for t in self.topics]

    def find(self, typed: str | None) -> int | None:
        """The index of the topic named ``typed`` (any case); the first topic for nothing."""
        if not typed or not typed.strip():
            return 0 if self.topics else None
        wanted = typed.strip().lower()
        return next((i for i, t in enumerate(self.topics) if t.name.lower() == wanted), None)


def reflow(text: str) -> str:
    """The text with each paragraph's hard-wrapped lines joined into one: a line continues the
    one before unless it starts a block (list item, table row, heading, quote), follows a table
    row or heading, follows a markdown hard break (two spaces or a backslash), or is in a code
    fence. Blank lines (paragraph breaks) stay; a list item's wrapped lines join the item."""
    out: list[str] = []
    joinable = fenced = False
    for raw in text.split("\n"):
        line = raw.rstrip()
        bare = line.strip()
        if bare.startswith("```"):
            fenced = not fenced
            out.append(line)
            joinable = False
        elif fenced:
            out.append(raw)
        elif not bare:
            out.append("")
            joinable = False
        elif joinable and not _BLOCK_START.match(line):
            out[-1] = f"{out[-1]} {bare}"
            joinable = not (raw.endswith("  ") or line.endswith("\\"))
        else:
            out.append(line)
            hard_break = raw.endswith("  ") or line.endswith("\\")
            joinable = not (bare.startswith(("|", "#")) or hard_break)
    return "\n".join(out)


def _cells(row: str) -> list[str]:
    return [cell.strip() for cell in row.strip().strip("|").split("|")]


def _is_rule(row: str) -> bool:
    """The line under a table's header: only pipes, dashes, colons and spaces."""
    return bool(row.strip()) and set(row.strip()) <= set("|-: ")


def table_as_list(header: list[str], rows: list[list[str]]) -> list[str]:
    """A markdown table in the lines Discord shows well. Two columns: ``- **a**: b`` a row.
    Columns that come in pairs under repeated second headings (``Greek | traits | Trojan |
    traits``): one bold heading per pair, then its rows. More columns: each row's first cell,
    then the others named by their headings (``- **Spearman** — copies: 10 · plunder value: 4``)."""
    width = len(header)
    seconds = header[1::2]
    if width >= 4 and width % 2 == 0 and len(set(seconds)) == 1:
        out: list[str] = []
        for col in range(0, width, 2):
            out += ["", f"**{header[col]}**"] if out else [f"**{header[col]}**"]
            out += [f"- {r[col]}: {r[col + 1]}" for r in rows if col + 1 < len(r) and r[col]]
        return out
    if width == 2:
        return [f"- **{r[0]}**: {r[1] if len(r) > 1 else ''}".rstrip() for r in rows]
    return [
        f"- **{r[0]}** — "
        + " · ".join(f"{h}: {c}" for h, c in zip(header[1:], r[1:], strict=False))
        for r in rows
    ]


def tables_as_lists(text: str) -> str:
    """The text with every markdown table (a header row, its rule, then rows) written as a
    list by ``table_as_list``; lines in code fences are left alone."""
    lines = text.split("\n")
    out: list[str] = []
    i, fenced = 0, False
    while i < len(lines):
        line = lines[i]
        if line.strip().startswith("```"):
            fenced = not fenced
        is_table = (
            not fenced
            and line.lstrip().startswith("|")
            and i + 1 < len(lines)
            and _is_rule(lines[i + 1])
        )
        if not is_table:
            out.append(line)
            i += 1
            continue
        header, rows, i = _cells(line), [], i + 2
        while i < len(lines) and lines[i].lstrip().startswith("|"):
            rows.append(_cells(lines[i]))
            i += 1
        out += table_as_list(header, rows)
    return "\n".join(out)


def paginate(text: str, limit: int = PAGE_LIMIT) -> tuple[str, ...]:
    """Pages of at most ``limit`` characters, cut between paragraphs (then lines, then hard)."""
    pages: list[str] = []
    current = ""
    for block in _pieces(text.strip(), limit):
        joined = f"{current}\n\n{block}" if current else block
        if len(joined) <= limit:
            current = joined
        else:
            pages.append(current)
            current = block
    if current:
        pages.append(current)
    return tuple(pages) or ("",)


def _pieces(text: str, limit: int) -> list[str]:
    """Paragraphs no longer than ``limit``: a long one is cut at line ends, else anywhere."""
    out: list[str] = []
    for para in (p.strip() for p in text.split("\n\n")):
        if not para:
            continue
        if len(para) <= limit:
            out.append(para)
            continue
        line_block = ""
        for line in para.split("\n"):
            while len(line) > limit:
                head, line = _cut(line, limit)
                out.append(head)
            if line_block and len(line_block) + 1 + len(line) > limit:
                out.append(line_block)
                line_block = line
            else:
                line_block = f"{line_block}\n{line}" if line_block else line
        if line_block:
            out.append(line_block)
    return out


def _cut(line: str, limit: int) -> tuple[str, str]:
    """A too long line cut at its last sentence end within ``limit``, else at its last space,
    else anywhere: (the head, the rest)."""
    ends = [m.end() for m in _SENTENCE_END.finditer(line, 0, limit + 1)]
    at = ends[-1] if ends else line.rfind(" ", 0, limit + 1) + 1
    if at <= 0:
        at = limit
    return line[:at].rstrip(), line[at:].lstrip()


def parse(markdown: str, overview: str = OVERVIEW) -> Rulebook:
    """Topics from markdown: the intro (without its ``#`` title) is the overview (named
    ``overview``), then one topic per ``##`` heading (its ``###`` subsections stay inside it),
    each reflowed."""
    sections: list[tuple[str, list[str]]] = [(overview, [])]
    for line in markdown.splitlines():
        if line.startswith("## "):
            sections.append((line[3:].strip(), []))
        elif line.startswith("# ") and len(sections) == 1 and not sections[0][1]:
            continue  # the document's title
        else:
            sections[-1][1].append(line)
    topics = [
        Topic(name, paginate(tables_as_lists(reflow("\n".join(lines)))))
        for name, lines in sections
        if "\n".join(lines).strip()
    ]
    return Rulebook(tuple(topics))


def from_topics(topics: Mapping[str, str]) -> Rulebook:
    """The fallback for a game without a rules file: its ``rules()`` topics, paginated."""
    return Rulebook(tuple(Topic(name, paginate(text)) for name, text in topics.items()))


def rules_file(key: str, language: str = ENGLISH) -> Path:
    """The game's rules file in ``language`` (``<key>.md`` for English)."""
    suffix = "" if language == ENGLISH else f".{language}"
    return RULES_DIR / f"{key}{suffix}.md"


@lru_cache(maxsize=64)
def _read(path: Path, overview: str = OVERVIEW) -> Rulebook | None:
    try:
        return parse(path.read_text(encoding="utf-8"), overview)
    except FileNotFoundError:
        return None


def rulebook(key: str, fallback: Mapping[str, str], language: str = ENGLISH) -> Rulebook:
    """The game's rulebook in ``language`` from its translated file, else the English file
    (a whole book rather than a mix of languages), else ``fallback`` (its ``rules()``)."""
    translated = None
    if language != ENGLISH:
        translated = _read(rules_file(key, language), OVERVIEWS.get(language, OVERVIEW))
    return translated or _read(rules_file(key)) or from_topics(fallback)


def first_turn(english: Rulebook) -> int | None:
    """The index of the "Your first turn in Discord" topic, found in the English book by its
    name: a translation keeps the sections' order, so the same index holds in every language."""
    return english.find(FIRST_TURN)


def how_to_play(book: Rulebook, english: Rulebook | None = None) -> str:
    """A short how-to-play: the overview's first page, then (under its heading) the first page
    of the game's first turn in Discord, each trimmed at a paragraph: what the game is about
    and how to take a turn with the bot, in one DM. ``english`` is the English book that finds
    the first turn's topic in a translated ``book`` (the same book when left out)."""
    if not book.topics:
        return ""
    text = _trimmed(book.topics[0].pages[0], HOWTO_PART)
    turn = first_turn(english or book)
    if turn and turn < len(book.topics):  # (topic 0, the overview, is already there)
        heading = f"\n\n**{book.topics[turn].name}**\n"
        room = HOWTO_LIMIT - len(text) - len(heading)
        text += heading + _trimmed(book.topics[turn].pages[0], room)
    return text


def _trimmed(page: str, limit: int) -> str:
    return page if len(page) <= limit else paginate(page, limit)[0]
