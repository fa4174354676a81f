"""No code word anywhere a player reads: a whole game of each game through the bot (see
``tours.py``), and every message, embed, button, menu, autocomplete entry and picture label of
it is read for the program's own words: ids like "p0.0", option keys and other snake_case
names, "Team A" where the game's sides have names, "(any)", "None", "True", braces, a doubled
full stop, a stray " in #channel" after a sentence's end, "and 1 more", a short answer saying
"first" twice running, a lobby's words mid-game. The answers that must name things are read
too: another game's command names this channel's game; a spectator mid-game is told the game
is under way, and how to get a seat a bot plays.

Commands a player types (inside `backticks`), mentions and links are the exceptions: they are
written for Discord, not read as words.
"""

from __future__ import annotations

import re

import pytest
from simtable import World
from tours import TOURS, Recorder, Seen, game_of, recording, tour

from engine import registry

CODE_WORDS: dict[str, re.Pattern[str]] = {
    "an id": re.compile(r"\bp\d+\.\d+\b"),
    "a snake_case name": re.compile(r"\b[a-z]+(?:_[a-z0-9]+)+\b", re.IGNORECASE),
    "an empty choice": re.compile(r"\(any\)"),
    "a program's value": re.compile(r"\b(?:None|True|False|null)\b"),
    "a brace": re.compile(r"[{}]"),
    "a doubled full stop": re.compile(r"(?<!\.)\.\.(?!\.)"),
    "a count of one left over": re.compile(r"\band 1 more\b"),
    "a lobby's words in a game": re.compile(r"while the table is in the lobby"),
    "a move saved without its words": re.compile(r"Saved: your move"),
}
# A channel named after a sentence's end ("Saved: … lays Archers. in #troy"), read before
# mentions are set aside (the mention is what is stray).
STRAY_CHANNEL = re.compile(r"\.\s+in <#")
# An answer that says "first" in two sentences running ("…abandoned first. Finish it first");
# read in short answers only (the rules' pages say "first" often, and rightly).
FIRST_TWICE = re.compile(r"\bfirst\b[^.!?]*[.!?]\s[^.!?]*\bfirst\b")
SHORT = 300
# Games whose sides have names: their teams are said by side, never by letter.
SIDED = {"siege"}
TEAM_LETTER = re.compile(r"\bTeams? [A-F]\b")
# What Discord shows as something else than words: typed commands, mentions, links.
NOT_WORDS = re.compile(r"`[^`]*`|<[@#!&:a-z]*[^>]*>|https?://\S+")


HORSE = re.compile(r"horse", re.IGNORECASE)
# A program's name inside a rules page's typed command, or a path to the program's files.
RULES_CODE = re.compile(r"\b[a-z]+(?:_[a-z0-9]+)+\b|\w+/\w+\.py\b")


def problems(seen: Seen, game: str) -> list[str]:
    """Every code word in one thing a player reads, with where it was."""
    text = seen.text if seen.where.endswith("picture") else NOT_WORDS.sub(" ", seen.text)
    raw = seen.text
    found = [(what, m.group(0)) for what, rx in CODE_WORDS.items() for m in rx.finditer(text)]
    found += [("a channel after a full stop", m.group(0)) for m in STRAY_CHANNEL.finditer(raw)]
    if len(raw) < SHORT:
        found += [("a sentence saying first twice", m.group(0)) for m in FIRST_TWICE.finditer(raw)]
    if game in SIDED:
        found += [("a team by letter", m.group(0)) for m in TEAM_LETTER.finditer(text)]
    return [f"{seen.where}: {what} {word!r} in {raw[:160]!r}" for what, word in found]


def report(recorder: Recorder, game: str) -> list[str]:
    return list(dict.fromkeys(p for seen in recorder.texts() for p in problems(seen, game)))


@pytest.mark.parametrize("game", sorted(TOURS))
async def test_no_code_words_in_a_whole_game(
    world: World, monkeypatch: pytest.MonkeyPatch, game: str
) -> None:
    recorder = recording(monkeypatch)
    await tour(world, recorder, game)
    assert any(s.where.endswith("picture") for s in recorder.texts()), "no picture was read"
    assert len(recorder.seen) > 100, "the tour read too little to judge"
    found = report(recorder, game_of(game))
    assert not found, f"{len(found)} code words:\n" + "\n".join(found[:60])
    if game == "ilios":  # no expansion: its horses are only named by the option offering them
        horses = [s for s in recorder.texts() if HORSE.search(s.text) and "expansion" not in s.text]
        assert not horses, horses[:5]
    title = registry.get(game_of(game)).title
    assert f"This channel plays {title}" in recorder.answers["other game"], recorder.answers
    for asked in ("join", "hand"):  # a spectator mid-game: told they can watch, and how to play
        assert "under way" in recorder.answers[asked] and "/game sub" in recorder.answers[asked]


async def test_a_lobby_without_teams_says_no_team(
    world: World, monkeypatch: pytest.MonkeyPatch
) -> None:
    """An Iliad table of two to four with teams off, like a Heroes table of three, plays no
    teams: its lobby lists seats, with no team letters and no "any" marks."""
    recorder = recording(monkeypatch)
    ch = world.channel
    for game, options in (("iliad", "teams=off"), ("heroes", "")):
        recorder.game = game
        await world.alice.slash(ch, "game new", game=game, options=options)
        await world.bob.slash(ch, "game join")
        await world.alice.slash(ch, "game bot", level="normal")
        if game == "iliad":
            await world.carol.slash(ch, "game join")
        await world.alice.slash(ch, "game abandon")
    lobby = [s for s in recorder.texts() if "embed" in s.where]
    assert any("1. alice (host)" in s.text for s in lobby), [s.text for s in lobby]
    teamed = [s.text for s in lobby if re.search(r"\bTeam [A-F]\b|\bany\b|Teams play", s.text)]
    assert not teamed, teamed


@pytest.mark.parametrize("game", sorted({game_of(name) for name in TOURS}))
def test_rules_pages_have_no_code_words_even_in_commands(game: str) -> None:
    """A rules page's typed commands are read too (the tour reads only the first page and
    skips commands): they show tile names a player types, never the program's own names."""
    found = [
        f"{topic}: {m.group(0)!r}"
        for topic, text in registry.get(game).rules().items()
        for m in RULES_CODE.finditer(text)
    ]
    assert not found, found
