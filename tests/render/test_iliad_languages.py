"""The Iliad's table and hand pictures speak their reader's language: the words they draw are
French or German for a French or German reader, at several moments of a real bot game, and a
sprite or region drawn in one language is never pasted into a picture of another."""

from __future__ import annotations

import re
from collections.abc import Iterator
from functools import cache, partial
from typing import Any

import pytest
from drawn_words import words_drawn
from PIL import ImageDraw

from render.core.bounded import caches
from render.core.language import ENGLISH_WORDS, words
from render.iliad.hand import draw_hand
from render.iliad.table import draw_table
from render.samples_play import bot_game

iliad = pytest.importorskip("engine.iliad")
GAME = iliad.GAME
NAMES = ["Ann", "Bo", "Cy", "Di"]

# Words only the English pictures draw (banner, headings, tags, hints, legends).
ENGLISH_ONLY = {
    "At stake",
    "Heroes",
    "army",
    "Your hand",
    "Your turn",
    "Waiting for",
    "at stake:",
    "your army",
    "your points",
    "win)",
    "no cards on the table",
    "hand limit",
    "Victory card",
    "Game over",
    "beats Archers",
    "Phalanx: sum",
    "to act",
    "City",
    "Trireme",
}
# Words the French and German pictures draw instead, somewhere in a game.
KNOWN = {
    "fr": {"table": ["En jeu", "armée", "Siège ", "Victoire"], "hand": ["Votre main", "Siège "]},
    "de": {
        "table": ["Im Spiel", "Armee", "Belagerung ", "Siegkarte"],
        "hand": ["Deine Hand", "Belagerung "],
    },
}


@cache
def moments(seats: int, teams: str) -> tuple[Any, ...]:
    """A third, two thirds and the end of one bot game."""
    states = [m.state for m in bot_game(GAME, {"teams": teams}, seats, 3, bot="normal")]
    return (states[len(states) // 3], states[2 * len(states) // 3], states[-1])


def pictures() -> Iterator[tuple[str, str, Any]]:
    for seats, teams in ((4, "on"), (3, "off")):
        for n, state in enumerate(moments(seats, teams)):
            yield f"{seats}{teams}-{n}", "table", state
            yield f"{seats}{teams}-{n}", "hand", state


def draw(kind: str, state: Any, language: str) -> bytes:
    said = words(language)
    names = NAMES[: len(GAME.public_view(state)["scores"])]
    if kind == "table":
        return draw_table(GAME.public_view(state), names, said=said)
    return draw_hand(GAME.seat_view(state, 0), names, said=said)


ENGLISH_RE = re.compile("|".join(rf"(?<!\w){re.escape(w)}(?!\w)" for w in sorted(ENGLISH_ONLY)))


def english_left(drawn: list[str]) -> list[str]:
    """The drawn texts holding an English-only word (a whole word: "Trireme" is not "Triremen")."""
    return [t for t in drawn if ENGLISH_RE.search(t)]


@pytest.mark.parametrize("language", ["fr", "de"])
def test_pictures_draw_the_readers_words_and_no_english(language: str) -> None:
    seen: dict[str, set[str]] = {"table": set(), "hand": set()}
    for where, kind, state in pictures():
        english = words_drawn(partial(draw, kind, state, "en"))
        drawn = words_drawn(partial(draw, kind, state, language))
        assert english_left(english), f"{where} {kind}: the English list no longer matches"
        assert not english_left(drawn), f"{where} {kind} in {language}: {english_left(drawn)}"
        seen[kind] |= {k for k in KNOWN[language][kind] if any(k in t for t in drawn)}
    for kind, known in KNOWN[language].items():
        assert seen[kind] == set(known), f"{kind}: {set(known) - seen[kind]} never drawn"


def test_card_names_and_hints_come_from_the_glossary() -> None:
    state = moments(4, "on")[0]
    french = " ".join(words_drawn(lambda: draw("hand", state, "fr")))
    german = " ".join(words_drawn(lambda: draw("hand", state, "de")))
    # The hand holds Hoplites at this moment; German names them after its glossary.
    assert "Hopliten" in german and "Hoplites" not in german
    assert "Phalange" in french or "bat " in french or "Char" in french


def test_english_is_unchanged_by_default() -> None:
    for _where, kind, state in pictures():
        assert draw(kind, state, "en") == (
            draw_table(GAME.public_view(state), NAMES[: len(GAME.public_view(state)["scores"])])
            if kind == "table"
            else draw_hand(
                GAME.seat_view(state, 0), NAMES[: len(GAME.public_view(state)["scores"])]
            )
        )
    assert ENGLISH_WORDS.language == "en"


def test_caches_never_paste_one_languages_words_into_another(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """English drawn first warms every sprite and region; the French drawn after must still draw
    its own words, and come out exactly as a French picture drawn cold."""
    for _where, kind, state in list(pictures())[:4]:
        for c in caches():
            c.clear()
        cold = draw(kind, state, "fr")
        for c in caches():
            c.clear()
        draw(kind, state, "en")  # warm
        texts: list[str] = []
        real = ImageDraw.ImageDraw.text

        def spy(
            self: ImageDraw.ImageDraw,
            xy: Any,
            text: Any,
            *a: Any,
            texts: list[str] = texts,
            real: Any = real,
            **k: Any,
        ) -> Any:
            if isinstance(text, str):
                texts.append(text)
            return real(self, xy, text, *a, **k)

        monkeypatch.setattr(ImageDraw.ImageDraw, "text", spy)
        warm = draw(kind, state, "fr")
        monkeypatch.setattr(ImageDraw.ImageDraw, "text", real)
        assert warm == cold, f"{kind}: a French picture drawn after English differs"
        assert not english_left(texts)
        assert any(w in t for t in texts for w in ("Siège", "Votre main", "En jeu"))


ENGLISH_ALT = (" to win", "Siege ", "At stake", "army strength", "Your hand")
KNOWN_ALT = {
    "fr": ("Points, ", " pour gagner", "Siège "),
    "de": ("Punkte, ", " zum Sieg", "Belagerung "),
    "es": ("Puntos, ", " para ganar", "Asedio "),
}


@pytest.mark.parametrize("language", ["en", "fr", "de", "es"])
def test_alt_text_speaks_the_readers_language_within_discords_limit(language: str) -> None:
    from render import registry

    said = words(language)
    for _where, kind, state in pictures():
        names = NAMES[: len(GAME.public_view(state)["scores"])]
        if kind == "table":
            text = registry.describe_table(GAME.public_view(state), names, said)
            scores = GAME.public_view(state)["scores"]
            # Still names every score and the turn (or the result).
            assert all(n in text for n in names)
            assert all(said.number(abs(s)) in text for s in scores)
        else:
            text = registry.describe_hand(GAME.seat_view(state, 0), names, said)
            assert names[0] in text
        assert 0 < len(text) <= 1024
        if language == "en":
            continue
        assert not [w for w in ENGLISH_ALT if w in text], text
        if kind == "table":
            assert all(w in text for w in KNOWN_ALT[language]), text
