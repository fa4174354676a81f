"""The Siege pictures in words (their alt text, ``render/siege/describe.py``), checked over bot
games (the full game to its end, short games of three and four commanders) at every step: both
texts fit Discord's 1,024 characters, even with long player names; the table's names who must
act and what for (or says the game is over), the day and the hour, both sides by name with
their players and losses, and every piece it puts on a square stands there; a commander's names
their side, whether it is their turn and each of their pieces on the map. The table's words come
from the public view alone: a seat view's own keys and the seed (the only secret) leave them
unchanged. Each check is shown to fail on a describer broken on purpose.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from functools import cache
from random import Random
from typing import Any

import pytest

from engine.core import rng_for
from engine.core.grid import square_name
from engine.core.lazy import LazyView
from engine.core.said import english
from engine.siege import GAME
from engine.siege.pieces import SIDES
from engine.siege.state import State
from render import registry
from render.core.describe import ALT_TEXT
from render.siege import describe
from render.siege.model import read_pieces

NAMES = ["Ann", "Bob", "Cy", "Di"]
LONG_NAMES = [f"{n} of the Very Long Display Name {i:02}" for i, n in enumerate(NAMES)]
# (scenario, seats, Greek bot, Trojan bot, seed, most actions): a full game through its night
# to its end, and short games of three and four commanders up to their first battles.
GAMES = [
    ("full", 2, "normal", "normal", 2, 250),
    ("day1", 3, "normal", "random", 5, 80),
    ("day2", 4, "random", "normal", 1, 90),
    ("day4", 2, "random", "random", 3, 60),
]
IDS = [f"{g[0]}-{g[1]}p" for g in GAMES]
SIDE_WORDS = {"greek": "Greeks", "trojan": "Trojans"}
# A square's sentence: "G9, hill: Greek hero Ajax (8), wounded." (its terrain optional).
SQUARE = re.compile(r"(?:^|\. )([A-X]\d{1,2})(?:, [a-z][a-zA-Z ]*)?: ((?:Greek|Trojan) [^.]*)\.")

View = Mapping[str, Any]


@cache
def game_states(
    scenario: str, seats: int, greek: str, trojan: str, seed: int, most: int
) -> tuple[State, ...]:
    """Every state of a bot game (even seats Greek), up to ``most`` actions."""
    state = GAME.setup({"scenario": scenario}, seats, seed)
    out = [state]
    for n in range(most):
        acting = GAME.to_act(state)
        if not acting:
            break
        seat = min(acting)
        bot = GAME.bots[greek if seat % 2 == 0 else trojan]
        view = LazyView(lambda: GAME.seat_view(state, seat))  # noqa: B023 - read at once
        action = bot.choose(view, GAME.legal_actions(state, seat), rng_for(seed, n, "bot"))
        state = GAME.apply(state, seat, action).state
        out.append(state)
    return tuple(out)


def all_states() -> list[State]:
    return [s for game in GAMES for s in game_states(*game)]


def named_here(body: str, view: View) -> set[str]:
    """The ids of the pieces a square's words name ("hero Ajax (8)", "archer Teucer")."""
    found = set()
    for piece in view["pieces"]:
        kind = r"(?:hero|archer|soldier)"
        if re.search(rf"\b{kind} {re.escape(piece['name'])}(?= \(|[,;]|$)", body):
            found.add(piece["id"])
    return found


def table_problems(view: View, names: Sequence[str], text: str) -> list[str]:
    """What the table's words get wrong for the public view ``view``."""
    out = []
    if not text or len(text) > ALT_TEXT:
        out.append(f"{len(text)} characters")
    if view["phase"] == "over":
        winner = SIDE_WORDS[view["winner"]] if view["winner"] else ""
        if not text.startswith(f"The game is over: the {winner} win"):
            out.append("does not open with the result")
    else:
        for seat in view["to_act"]:
            if f"{names[seat]} ({SIDE_WORDS[view['sides'][seat]]})" not in text:
                out.append(f"does not name {names[seat]}, who acts, with their side")
        if english(view["stage"]) not in text:
            out.append("does not say what is awaited")
        cal = view["calendar"]
        if f"Day {cal['day']} " not in text or f"hour {cal['hour']} of 8" not in text:
            out.append("does not tell the day and the hour")
    for side in SIDES:
        players = " and ".join(names[s] for s in view["commanders"][side])
        lost = view["losses"]["total"][side]
        if not re.search(rf"{SIDE_WORDS[side]}, played by [^:]*: .*?lost {lost} points", text):
            out.append(f"no standing of the {SIDE_WORDS[side]} ({players}, lost {lost})")
    if "The close-up shows " not in text:
        out.append("does not tell the close-up")
    where = {p["id"]: p["square"] for p in view["pieces"] if p["state"] != "dead" and p["square"]}
    for square, body in SQUARE.findall(text):
        here = {pid for pid, sq in where.items() if sq == square}
        if named_here(body, view) != here:
            out.append(f"{square}: names {sorted(named_here(body, view))}, holds {sorted(here)}")
    return out


def hand_problems(view: View, names: Sequence[str], text: str) -> list[str]:
    """What a commander's words get wrong for the seat view ``view``."""
    out = []
    side = SIDE_WORDS[view["side"]]
    if not text.startswith(f"Your command, {names[view['seat']]}, {side}") or len(text) > ALT_TEXT:
        out.append(f"{len(text)} characters, or not this seat's command")
    mine = [p for p in view["pieces"] if p["id"] in view["hand"]]
    for piece in mine:
        if not re.search(rf"\b{re.escape(piece['name'])}(?= \(|:)", text):
            out.append(f"does not name {piece['name']}, on the map")
    acts = view["seat"] in view["to_act"]
    if acts != ("Your turn" in text):
        out.append("says it is this seat's turn when it is not, or the other way round")
    return out


def check_game(states: Sequence[State], names: Sequence[str] = NAMES) -> None:
    """Every step's words of a game, table and hands, raising on the first problems."""
    for n, state in enumerate(states):
        view = GAME.public_view(state)
        seats = names[: view["seats"]]
        found = table_problems(view, seats, describe.describe_table(view, seats))
        for seat in range(view["seats"]):
            mine = GAME.seat_view(state, seat)
            found += hand_problems(mine, seats, describe.describe_hand(mine, seats))
        assert not found, f"step {n}: {found[:4]}"


@pytest.mark.parametrize("game", GAMES, ids=IDS)
def test_every_step_of_bot_games_is_told_in_words(game: tuple[Any, ...]) -> None:
    check_game(game_states(*game))


def test_long_player_names_still_fit() -> None:
    for game in GAMES[1:3]:
        check_game(game_states(*game)[::4], LONG_NAMES)


def test_the_games_show_what_must_be_told() -> None:
    """The games above pass through every phase, the last dice, fights set up and a win, and
    their words tell squares of the close-up (the square check proves something)."""
    phases, said = set(), {"squares": 0, "dice": 0, "sets up": 0, "left out": 0}
    for state in all_states():
        view = GAME.public_view(state)
        phases.add(view["phase"])
        text = describe.describe_table(view, NAMES[: view["seats"]])
        said["squares"] += len(SQUARE.findall(text))
        said["dice"] += "The last dice" in text
        said["sets up"] += "This move sets up" in text
        said["left out"] += "farther square" in text
    assert phases == {"setup", "move", "night", "over"}
    assert all(said.values()) and said["squares"] > 1000, said


def secret_kept(view: View) -> dict[str, Any]:
    """A seat view with its own keys changed: another seat, side and command."""
    other = (view["seat"] + 1) % view["seats"]
    ids = [p["id"] for p in view["pieces"]]
    return {**view, "seat": other, "side": view["sides"][other], "command": ids, "hand": ids[:3]}


def check_no_leak(states: Sequence[State]) -> None:
    """The table's words are the same from the public view, from every seat's view (its own
    keys changed or not) and with another seed; a commander's with another seed."""
    for n, state in enumerate(states):
        public = GAME.public_view(state)
        names = NAMES[: public["seats"]]
        words = describe.describe_table(public, names)
        reseeded = GAME.redeal_hidden(state, None, Random(n))
        assert reseeded.seed != state.seed
        assert describe.describe_table(GAME.public_view(reseeded), names) == words, n
        for seat in range(public["seats"]):
            mine = GAME.seat_view(state, seat)
            assert describe.describe_table(mine, names) == words, (n, seat)
            assert describe.describe_table(secret_kept(mine), names) == words, (n, seat)
            again = GAME.seat_view(GAME.redeal_hidden(state, seat, Random(n)), seat)
            assert describe.describe_hand(again, names) == describe.describe_hand(mine, names)


@pytest.mark.parametrize("game", GAMES[1:3], ids=IDS[1:3])
def test_the_words_tell_nothing_their_reader_cannot_see(game: tuple[Any, ...]) -> None:
    check_no_leak(game_states(*game)[::3])


def test_the_registry_sends_these_words() -> None:
    check_registry(game_states(*GAMES[1])[40])


def check_registry(state: State) -> None:
    view, mine = GAME.public_view(state), GAME.seat_view(state, 0)
    names = NAMES[: view["seats"]]
    assert registry.describe_table(view, names) == describe._table_words(view, names)
    assert registry.describe_hand(mine, names) == describe.describe_hand(mine, names)
    assert registry.describe_hand(mine, names).startswith("Your command")


def test_the_zoomed_picture_tells_the_squares_round_its_square() -> None:
    state = game_states(*GAMES[0])[60]
    view = GAME.public_view(state)
    text = describe.describe_region(view, "p9", NAMES[:2])
    assert "The close-up shows L6 to S12, around P9." in text, text
    assert not table_problems(view, NAMES[:2], text)
    told = [sq for sq, _ in SQUARE.findall(text)]
    assert told and all("L" <= sq[0] <= "S" and 6 <= int(sq[1:]) <= 12 for sq in told)
    with pytest.raises(ValueError):
        describe.describe_region(view, "Z99", NAMES[:2])


# --- each check fails on a describer broken on purpose ----------------------------------------

SHORT = game_states(*GAMES[1])[:60]


def wrong_square(square: Any, here: Any, day: int, said: Any) -> str:
    """A square's words one column off."""
    col, row = square
    return f"{square_name(((col + 1) % 24, row))}: Greek {describe.kind_words(here[0])}."


BREAKS = [
    ("turn_sentence", lambda view, names, said: "Someone acts."),
    ("standing_sentences", lambda view, names, said: []),
    ("when_sentence", lambda view, said: "Some day."),
    ("square_sentence", wrong_square),
    ("fit", lambda essential, optional, room=ALT_TEXT: " ".join([*essential, *optional] * 2)),
    ("piece_sentence", lambda piece, plans, shots, said: "A piece."),
    ("ask_sentence", lambda view, names, said: "Your turn."),
]


@pytest.mark.parametrize(("name", "broken"), BREAKS, ids=[b[0] for b in BREAKS])
def test_the_game_check_catches_a_broken_describer(
    monkeypatch: pytest.MonkeyPatch, name: str, broken: Any
) -> None:
    check_game(SHORT)
    monkeypatch.setattr(describe, name, broken)
    with pytest.raises(AssertionError):
        check_game(SHORT)


def test_the_leak_check_catches_a_describer_reading_the_seat(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    states = SHORT[::10]
    check_no_leak(states)
    table = describe._table_words

    def peeking(view: Any, names: Sequence[str], around: str = "", *more: Any) -> str:
        told = table(view, names, around, *more)
        return f"{told} {len(view.get('command', []))}"

    monkeypatch.setattr(describe, "_table_words", peeking)
    with pytest.raises(AssertionError):
        check_no_leak(states)


def test_the_registry_check_catches_a_game_without_its_describer(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    state = game_states(*GAMES[1])[40]
    check_registry(state)
    monkeypatch.delattr(describe, "describe_table")
    with pytest.raises(AssertionError):
        check_registry(state)


def test_the_square_check_reads_what_the_describer_writes() -> None:
    """The square check's pattern finds the describer's squares (it does not pass by finding
    nothing): every piece the opening close-up tells is told on its own square."""
    view = GAME.public_view(game_states(*GAMES[0])[0])
    told = SQUARE.findall(describe.describe_table(view, NAMES[:2]))
    pieces = {square_name(p.square): p for p in read_pieces(view) if p.on_map and p.square}
    assert len(told) >= 5
    for square, body in told:
        assert describe.kind_words(pieces[square]) in body
