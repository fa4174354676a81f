"""The catalogues: find every message to translate, update each language's catalogue, check them.

    .venv/bin/python scripts/translations.py extract   # locales/troy.pot from the code
    .venv/bin/python scripts/translations.py update    # each locales/<language>.po follows it
    .venv/bin/python scripts/translations.py check     # what is missing or wrong, per language

Messages are found with Babel's extractor where the code says them (``said("…")``, ``N_("…")``,
an error's template) and, for the slash commands, by walking the command tree itself (names,
descriptions, options, choices; each with where it stands as its context). ``check`` is what the
tests run: every message translated, the same ``{placeholders}`` in the translation, command names
as Discord accepts them, and every text within Discord's limits.
"""

from __future__ import annotations

import asyncio
import re
import string
import sys
import tempfile
from collections.abc import Iterator
from pathlib import Path

from babel.messages.catalog import Catalog
from babel.messages.extract import extract_from_file
from babel.messages.pofile import read_po, write_po

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

LOCALES = ROOT / "locales"
TEMPLATE = LOCALES / "troy.pot"
# Where the code says its messages: the words it translates (``said``, a ``Words``), marks for
# later (``N_``), and errors' templates (the first argument of their constructor).
KEYWORDS = {
    "said": None,
    "N_": None,
    "in_context": ((1, "c"), 2),
    "plural": (1, 2),
    "say": None,
    "say_count": (1, 2),
    "BadInput": None,  # a command's error, said in the reader's language where it is shown
    "BadOption": None,
    "NotYourTurn": None,
}
ERROR_KEYWORDS = {**KEYWORDS, "__init__": None}
# The engine says lines (``say``, ``say_count``) and marks words: messages (``N_``) and the
# games' own words (``T_``, the glossary's terms, which take the context ``term``).
# A refused move's error is a template too: the first argument of the errors' constructors.
ENGINE_KEYWORDS = {
    "N_": None,
    "say": None,
    "say_count": (1, 2),
    "InvalidAction": None,
    "IllegalAction": None,
    "NotYourTurn": None,
}
TERM = "term"
SOURCES = ("cogs", "render", "tabletop", "web")
# Where errors are classes whose constructors say their own templates (``super().__init__``).
ERROR_SOURCES = (
    "engine/core/errors.py",
    "tabletop/coaching.py",
    "tabletop/errors.py",
    "tabletop/records.py",
    "tabletop/seating.py",
    "tabletop/takeover.py",
    "tabletop/timeouts.py",
    "tabletop/undo.py",
)
NAME_CONTEXTS = {"command_name", "group_name", "parameter_name"}
LIMITS = {  # Discord's limits by context
    "command_name": 32,
    "group_name": 32,
    "parameter_name": 32,
    "command_description": 100,
    "group_description": 100,
    "parameter_description": 100,
    "choice_name": 100,
}
NAME = re.compile(r"^[-_\w]{1,32}$")
# context, English (singular and plural for a message that counts), where it was found
Message = tuple[str | None, str | tuple[str, str], str]


def _files() -> Iterator[tuple[Path, dict[str, object]]]:
    for folder in SOURCES:
        for path in sorted((ROOT / folder).rglob("*.py")):
            if str(path.relative_to(ROOT)) not in ERROR_SOURCES:
                yield path, KEYWORDS
    for path in sorted((ROOT / "engine").rglob("*.py")):  # the engine only marks its words
        if str(path.relative_to(ROOT)) not in ERROR_SOURCES:
            yield path, ENGINE_KEYWORDS
    for name in ERROR_SOURCES:
        yield ROOT / name, ERROR_KEYWORDS


def code_messages() -> list[Message]:
    """Every message the code says, found by Babel's Python extractor."""
    found: list[Message] = []
    for path, keywords in _files():
        where = str(path.relative_to(ROOT))
        for line, message, _comments, context in extract_from_file(
            "python",
            str(path),
            keywords=keywords,  # type: ignore[arg-type]
        ):
            said = (message[0], message[1]) if isinstance(message, tuple) else message
            if said:
                found.append((context, said, f"{where}:{line}"))
        for line, message, _comments, _context in extract_from_file(
            "python", str(path), keywords={"T_": None}
        ):
            if message:
                found.append((TERM, str(message), f"{where}:{line}"))
    return found


async def _tree_messages() -> list[Message]:
    from bot import Settings, create_bot, extensions
    from cogs.kit.command_words import command_strings

    with tempfile.TemporaryDirectory() as folder:
        settings = Settings(database_path=str(Path(folder) / "words.db"), shard_count=1)
        bot = create_bot(settings, seed_source=lambda: 1)
        for extension in extensions():
            await bot.load_extension(extension)
        return [(context, text, "commands") for context, text in command_strings(bot.tree)]


def command_messages() -> list[Message]:
    """Every string of the slash commands, with where it stands as its context."""
    return asyncio.run(_tree_messages())


def template(messages: list[Message]) -> Catalog:
    catalogue = Catalog(project="Troy Tabletop", fuzzy=False)
    for context, text, where in messages:
        path, _, line = where.partition(":")
        catalogue.add(text, context=context, locations=[(path, int(line) if line else None)])
    return catalogue


def all_messages() -> list[Message]:
    return code_messages() + command_messages()


def read(path: Path, language: str | None = None) -> Catalog:
    with path.open("rb") as source:
        return read_po(source, locale=language)


def write(path: Path, catalogue: Catalog) -> None:
    with path.open("wb") as out:
        write_po(out, catalogue, width=100, sort_output=False, ignore_obsolete=True)


def languages() -> list[str]:
    return sorted(p.stem for p in LOCALES.glob("*.po"))


def placeholders(text: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(text) if name is not None}


def problems(
    language: str, wanted: list[Message] | None = None, catalogue: Catalog | None = None
) -> list[str]:
    """Everything wrong with one language's catalogue: a message missing, untranslated or
    fuzzy, placeholders lost or added, a command name Discord would refuse, a text too long."""
    if catalogue is None:
        catalogue = read(LOCALES / f"{language}.po", language)
    out: list[str] = []
    for context, text, where in wanted if wanted is not None else all_messages():
        english = text if isinstance(text, str) else text[0]
        entry = catalogue.get(english, context=context)
        label = f"{language}: {english!r}" + (f" ({context})" if context else "") + f" [{where}]"
        forms = entry.string if entry is not None else ""
        forms = (forms,) if isinstance(forms, str) else tuple(forms)
        if entry is None or not all(forms):
            out.append(f"{label}: not translated")
            continue
        if entry.fuzzy:
            out.append(f"{label}: fuzzy")
        if isinstance(text, tuple) and len(forms) != catalogue.num_plurals:
            out.append(f"{label}: {len(forms)} plural forms, not {catalogue.num_plurals}")
        wanted_names = placeholders(text if isinstance(text, str) else text[1])
        for said in map(str, forms):
            names = placeholders(said)
            if isinstance(text, tuple):  # a form may say its count in words ("once", "une fois")
                names |= {"count"} & wanted_names
            if names != wanted_names:
                out.append(f"{label}: placeholders {sorted(placeholders(said))}")
        said = str(forms[-1])
        limit = LIMITS.get(context or "")
        if limit is not None and not 1 <= len(said) <= limit:
            out.append(f"{label}: {len(said)} characters (1 to {limit})")
        if context in NAME_CONTEXTS and (said != said.lower() or not NAME.match(said)):
            out.append(f"{label}: {said!r} is no Discord name (lower case, letters, - or _)")
    return out


def main(command: str) -> int:
    if command == "extract":
        write(TEMPLATE, template(all_messages()))
        print(f"wrote {TEMPLATE.relative_to(ROOT)}")
    elif command == "update":
        fresh = read(TEMPLATE)
        for language in languages():
            path = LOCALES / f"{language}.po"
            catalogue = read(path, language)
            catalogue.update(fresh, no_fuzzy_matching=True)
            write(path, catalogue)
            print(f"updated {path.relative_to(ROOT)}")
    elif command == "check":
        messages = all_messages()
        found = [p for language in languages() for p in problems(language, messages)]
        print("\n".join(found) or f"{', '.join(languages())}: complete")
        return 1 if found else 0
    else:
        print(__doc__)
        return 2
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1] if len(sys.argv) > 1 else ""))
