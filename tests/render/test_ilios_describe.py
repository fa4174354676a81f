"""The ILIOS pictures in words (their alt text, ``render/ilios/describe.py``), checked over whole
bot games of 2, 3 and 4 players on both board sizes, with and without the Troy expansion, at
every step: both texts fit Discord's 1,024 characters, with short names and very long ones; the
table's names who must act and what for (or the result), every player's plunder, every open
square and the owner of every tile that carries a disk; a hand's names every tile held. The
table's words come from the public view alone: hands dealt again leave them unchanged, whichever
view they are read from. Each check is shown to fail on a describer broken on purpose.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Callable, Mapping, Sequence
from functools import cache
from random import Random
from typing import Any

import pytest

from engine.core.grid import column_name, grid, parse_square
from engine.core.said import english
from engine.ilios import GAME
from engine.ilios.state import State
from render import registry
from render.core.describe import ALT_TEXT
from render.ilios import describe

NAMES = ["Ann", "Bob", "Cy", "Di"]
LONG_NAMES = [f"{n} of the Very Long Display Name {i:02}" for i, n in enumerate(NAMES)]
# (seats, size, expansion, seed): every seat count, both sizes, expansion on and off; between
# them set-up, play, the oracle's power, a hand shown to all, plundered squares and the end.
GAMES = (
    (2, 5, False, 1),
    (2, 7, True, 2),
    (3, 5, True, 3),
    (3, 7, False, 4),
    (4, 7, True, 5),
    (4, 5, False, 6),
)
IDS = [f"{s}p-{n}x{n}-{'troy' if e else 'base'}" for s, n, e, _ in GAMES]

Describer = Callable[[Mapping[str, Any], Sequence[str]], str]


@cache
def game_states(seats: int, size: int, expansion: bool, seed: int) -> tuple[State, ...]:
    """Every state of one game, the bots taking turns by seat (as
    tests/engine/test_ilios_view_types.py plays them)."""
    config = {"size": str(size), "expansion": "on" if expansion else "off"}
    rng = Random(seed)
    bots = sorted(GAME.bots)
    state = GAME.setup(config, seats, seed)
    out = [state]
    while acting := GAME.to_act(state):
        seat = min(acting)
        bot = GAME.bots[bots[(seat + seed) % len(bots)]]
        legal = GAME.legal_actions(state, seat)
        state = GAME.apply(state, seat, bot.choose(GAME.seat_view(state, seat), legal, rng)).state
        out.append(state)
    return tuple(out)


def open_squares(view: Mapping[str, Any]) -> set[str]:
    squares = grid(view["size"])
    return {
        squares.name((c, r))
        for r, cells in enumerate(view["board"])
        for c, cell in enumerate(cells)
        if cell is None
    }


def owned(view: Mapping[str, Any]) -> dict[str, int]:
    """Every square whose tile carries a disk, and the disk's seat."""
    squares = grid(view["size"])
    return {
        squares.name((c, r)): cell["disk"]
        for r, cells in enumerate(view["board"])
        for c, cell in enumerate(cells)
        if cell is not None and cell["tile"] is not None and cell["disk"] is not None
    }


def expand(items: str) -> set[str]:
    """ "A3, C3 to E3 and G3" -> every square it names."""
    out: set[str] = set()
    for item in re.split(r", | and ", items):
        first, _, last = item.partition(" to ")
        a, b = parse_square(first), parse_square(last or first)
        assert a is not None and b is not None, item
        out |= {f"{column_name(c)}{a[1] + 1}" for c in range(a[0], b[0] + 1)}
    return out


def told_open(text: str, size: int) -> set[str]:
    """The open squares the words tell, in either form of the board."""
    out: set[str] = set()
    for rows in re.findall(r"Rows? ([\d, and]+?) (?:is|are) all open\.", text):
        for row in re.findall(r"\d+", rows):
            out |= {f"{column_name(c)}{row}" for c in range(size)}
    for items in re.findall(r"Row \d+: [^.]*?; open ([^.]*)\.", text):
        out |= expand(items)
    for items in re.findall(r"Open squares: ([^.]*)\.", text):
        out |= expand(items)
    return out


def told_owners(text: str, names: Sequence[str]) -> dict[str, int]:
    """The squares the words give an owner, in either form of the board."""
    out: dict[str, int] = {}
    for seat, name in enumerate(names):
        who = re.escape(name)
        for square in re.findall(rf"\b([A-G][1-7]) {who}'s ", text):
            out[square] = seat
        for items in re.findall(rf"(?:^|\. ){who} holds ([^.]*)\.", text):
            out |= dict.fromkeys(re.findall(r"\b[A-G][1-7]\b", items), seat)
    return out


def table_problems(view: Mapping[str, Any], names: Sequence[str], text: str) -> list[str]:
    """What the table's words get wrong for ``view``."""
    out = []
    if not text or len(text) > ALT_TEXT:
        out.append(f"{len(text)} characters")
    outcome = view["outcome"]
    awaited = "The game is over" if outcome else english(view["stage"])
    if awaited not in text:
        out.append(f"does not say what is awaited ({awaited!r})")
    for seat in outcome["winners"] if outcome else view["to_act"]:
        if names[seat] not in text:
            out.append(f"does not name {names[seat]}, who acts or won")
    for seat, score in enumerate(view["scores"]):
        if not re.search(rf"\b{re.escape(names[seat])} {score} \(", text):
            out.append(f"no score {score} for {names[seat]}")
    if told_open(text, view["size"]) != open_squares(view):
        out.append("the open squares told are not the open squares")
    if told_owners(text, names) != owned(view):
        out.append("the tiles' owners told are not the tiles' owners")
    return out


def hand_problems(view: Mapping[str, Any], names: Sequence[str], text: str) -> list[str]:
    """What a hand's words get wrong for the seat view ``view``."""
    out = []
    if not text.startswith("Your hand") or len(text) > ALT_TEXT:
        out.append(f"{len(text)} characters, or not a hand")
    for kind, count in Counter(view["hand"]).items():
        name = view["catalogue"][kind]["name"]
        said = f"{name} ({count} tiles)" if count > 1 else name
        if not re.search(rf"\b{re.escape(said)}", text):
            out.append(f"does not name {said}")
    if view["seat"] in view["to_act"] and not view["outcome"] and "Your turn" not in text:
        out.append("does not say it is this seat's turn")
    return out


def game_problems(
    states: Sequence[State], table: Describer, hand: Describer, names: Sequence[str]
) -> list[str]:
    """Every problem of the words of every step of a game (the first few)."""
    out: list[str] = []
    for n, state in enumerate(states):
        view = GAME.public_view(state)
        mine = names[: view["seats"]]
        out += [f"step {n} table: {p}" for p in table_problems(view, mine, table(view, mine))]
        for seat in range(view["seats"]):
            held = GAME.seat_view(state, seat)
            words = hand(held, mine)
            out += [f"step {n} hand {seat}: {p}" for p in hand_problems(held, mine, words)]
        if len(out) > 5:
            break
    return out


@pytest.mark.parametrize(("seats", "size", "expansion", "seed"), GAMES, ids=IDS)
@pytest.mark.parametrize("names", [NAMES, LONG_NAMES], ids=["names", "long-names"])
def test_every_step_of_whole_games_is_told_in_words(
    seats: int, size: int, expansion: bool, seed: int, names: list[str]
) -> None:
    states = game_states(seats, size, expansion, seed)
    assert not game_problems(states, describe.describe_table, describe.describe_hand, names)


def test_the_games_pass_through_every_case_the_words_tell() -> None:
    """The games above show what must be told: set-up, play, the oracle's power, a hand shown
    to all, horses, plundered squares, the end; the board row by row with its arrows, and by
    owner when that is too long."""
    seen: Counter[str] = Counter()
    for game in GAMES:
        for state in game_states(*game):
            view = GAME.public_view(state)
            text = describe.describe_table(view, NAMES[: view["seats"]])
            seen[view["phase"]] += 1
            seen["oracle"] += "return a tile to the bag" in english(view["stage"])
            seen["shown"] += "hand is shown to all" in text
            seen["horse"] += "jumps " in text
            seen["plundered"] += "plundered by" in text
            seen["rows with arrows"] += "Row " in text and ", points " in text
            seen["by owner"] += " holds " in text
    wanted = {"setup", "play", "over", "oracle", "shown", "horse", "plundered"}
    wanted |= {"rows with arrows", "by owner"}
    assert wanted <= {k for k, v in seen.items() if v}, seen


def redealt(state: State, viewer: int | None, salt: int) -> State:
    return GAME.redeal_hidden(state, viewer, Random(f"{viewer}:{salt}"))


def leaks(states: Sequence[State], table: Describer, hand: Describer) -> tuple[list[str], int]:
    """Where the words change when what their reader cannot see is dealt again: the table's
    words read from the public view and from every seat's view, of the state and of one whose
    hands are dealt again; a hand's words when the others' hands are dealt again. Also how many
    re-deals changed a hand the words must not tell (so proved something)."""
    found, changed = [], 0
    for n, state in enumerate(states[::2]):
        public = GAME.public_view(state)
        seats = public["seats"]
        names = NAMES[:seats]
        words = table(public, names)
        other = redealt(state, None, n)
        if table(GAME.public_view(other), names) != words:
            found.append(f"state {2 * n}: the table's words change with the hands")
        for seat in range(seats):
            theirs = GAME.seat_view(other, seat)
            changed += theirs["hand"] != GAME.seat_view(state, seat)["hand"]
            for view in (GAME.seat_view(state, seat), theirs):
                if table(view, names) != words:
                    found.append(f"state {2 * n}: the table's words tell seat {seat}'s hand")
            mine = hand(GAME.seat_view(state, seat), names)
            if hand(GAME.seat_view(redealt(state, seat, n), seat), names) != mine:
                found.append(f"state {2 * n}: seat {seat}'s hand words tell others' hands")
    return found, changed


@pytest.mark.parametrize(("seats", "size", "expansion", "seed"), GAMES, ids=IDS)
def test_the_words_tell_nothing_their_reader_cannot_see(
    seats: int, size: int, expansion: bool, seed: int
) -> None:
    states = game_states(seats, size, expansion, seed)
    found, changed = leaks(states, describe.describe_table, describe.describe_hand)
    assert not found
    assert changed > 5, "the re-deals moved no hand: the check proves nothing"


def broken_table(view: Mapping[str, Any], names: Sequence[str]) -> str:
    """A describer that tells what it must not: the hand of the view it is given, one score
    fewer, a tile given to the wrong owner, an open square forgotten, and far too many words
    for a long name."""
    words = describe.describe_table(view, names)
    words = re.sub(rf"\b{re.escape(names[-1])} \d+ \(", f"{names[-1]} (", words, count=1)
    words = words.replace(f" {names[0]}'s ", f" {names[1]}'s ", 1)
    words = re.sub(r"; open [A-G]\d(, | and )?", "; open ", words, count=1)
    words = words.replace("Open squares: ", "Open squares: A1, ", 1)
    if len(names[0]) > 20:
        words = f"{words} {words}"
    return f"{words} {' '.join(view.get('hand', []))}".strip()


def broken_hand(view: Mapping[str, Any], names: Sequence[str]) -> str:
    """A describer that forgets the first tile held."""
    words = describe.describe_hand(view, names)
    if not view["hand"]:
        return words
    return words.replace(view["catalogue"][view["hand"][0]]["name"], "a tile")


def test_the_checks_catch_a_broken_describer() -> None:
    states = game_states(4, 7, True, 5)
    problems = " ".join(game_problems(states[20:], broken_table, broken_hand, NAMES))
    assert "no score" in problems
    assert "the open squares told are not" in problems
    assert "the tiles' owners told are not" in problems
    assert "does not name" in problems
    long = " ".join(game_problems(states[20:], broken_table, broken_hand, LONG_NAMES))
    assert "characters" in long
    found, _ = leaks(states, broken_table, broken_hand)
    assert any("tell seat" in f for f in found)


def test_the_registry_sends_these_words(monkeypatch: pytest.MonkeyPatch) -> None:
    """The bot's pictures carry these words, not the words every game shares; a describer
    swapped in is what the registry sends, so the check would see another's words."""
    state = game_states(3, 7, False, 4)[30]
    view, mine = GAME.public_view(state), GAME.seat_view(state, 0)
    names = NAMES[:3]
    assert registry.describe_table(view, names) == describe.describe_table(view, names)
    assert registry.describe_hand(mine, names) == describe.describe_hand(mine, names)
    monkeypatch.setattr(describe, "describe_table", lambda v, n, said, room: "Broken table.")
    monkeypatch.setattr(describe, "describe_hand", lambda v, n, said: "Broken hand.")
    assert registry.describe_table(view, names) == "Broken table."
    assert registry.describe_hand(mine, names) == "Broken hand."


def test_a_turn_a_board_and_a_hand_in_words() -> None:
    """The words read as meant: whose turn, the board by row with arrows in compass words,
    and a hand with its tiles' worth and arrows."""
    state = game_states(4, 7, True, 5)[14]
    view = GAME.public_view(state)
    text = describe.describe_table(view, NAMES)
    assert text.startswith(f"The table. {NAMES[view['to_act'][0]]} acts now: deploy a warrior.")
    assert re.search(r"Row 4: [^.]*\bD4 (free|\w+'s) Troy 16\b", text), text
    assert re.search(r"\b[A-G]\d \w+'s Spearman 4, points (north|east|south|west)\b", text)
    hand = describe.describe_hand(GAME.seat_view(state, 1), NAMES)
    assert hand.startswith("Your hand, Bob. Waiting for ")
    assert "tiles in hand: Oracle, worth 8, points north; Side-jump horse, worth 8, " in hand
    assert "jumps like a chess knight" in hand and "Bag: " in hand


def test_a_name_too_long_for_anything_is_cut_at_a_word() -> None:
    """The last resort: a name longer than Discord's limit leaves the words cut at a word (a
    cut at the first sentence would leave only "The table.")."""
    state = game_states(2, 5, False, 1)[10]
    view = GAME.public_view(state)
    names = ["Ann", "Bob " * 300]
    text = describe.describe_table(view, names)
    assert len(text) <= ALT_TEXT and text.endswith(" Bob…"), text[-40:]
    assert describe.describe_table(view, NAMES[:2]).count(".") > 5
