"""The Iliad pictures in words (their alt text, ``render/iliad/describe.py``), checked over whole
bot games of 2, 3 and 6 players and a team game, at every step: both texts fit Discord's 1,024
characters; the table's names who must act and what for (or the result), every player's score,
and only cards that lie in the army it names them in; a hand's names every card held and the
seat's own face-down Horse cards. The table's words come from the public view alone: hands,
face-down Horse cards and the piles dealt again leave them unchanged, whichever view they are
read from. Each check is shown to fail on a describer broken on purpose.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Callable, Iterator, Mapping, Sequence
from functools import cache
from random import Random
from typing import Any

import pytest

from engine.core.said import english
from engine.iliad import GAME
from engine.iliad.cards import CATALOGUE, HEROES
from engine.iliad.state import State
from render import registry
from render.core.describe import ALT_TEXT
from render.iliad import describe
from render.iliad.samples import sample_seat_view, sample_view

NAMES = ["Ann", "Bob", "Cy", "Di", "Ed", "Flo"]
LONG_NAMES = [f"{n} of the Very Long Display Name {i:02}" for i, n in enumerate(NAMES)]
TEAM_LETTERS = "ABC"
# (seats, options, the bot of each seat, seed): a duel, three alone, two teams of two and three
# teams of two; between them every phase (siege, discard, reveal, award, over) shows up.
GAMES = [
    (2, {}, ["normal", "random"], 5),
    (2, {}, ["normal", "random"], 7),
    (3, {}, ["random", "normal", "random"], 1),
    (3, {}, ["random", "normal", "random"], 4),
    (4, {"teams": "on"}, ["normal", "random", "random", "normal"], 2),
    (6, {}, ["random"] * 6, 1),
]
IDS = ["2p-5", "2p-7", "3p-1", "3p-4", "4p-teams", "6p"]
MAX_ACTIONS = 3000
# The army cards a table's words may name, as they name them (Hoplites apart: by value).
NAMED = ["Archers", "Chariot", "Elephant", "Ballista", "Catapult", "Harrow", "Trojan Horse"]
NAMED += [h.name for h in HEROES]

Describer = Callable[[Mapping[str, Any], Sequence[str]], str]


@cache
def game_states(seats: int, options: tuple[tuple[str, str], ...], seed: int) -> tuple[State, ...]:
    """Every state of one bot game, set-up to end."""
    config = dict(options)
    bots = next(b for s, c, b, d in GAMES if (s, c, d) == (seats, config, seed))
    state = GAME.setup(config, seats, seed, GAME.teams(config, seats))
    rng = Random(seed)
    out = [state]
    for _ in range(MAX_ACTIONS):
        acting = GAME.to_act(state)
        if not acting:
            return tuple(out)
        seat = min(acting)
        code = GAME.bots[bots[seat]].choose(
            GAME.seat_view(state, seat), GAME.legal_actions(state, seat), rng
        )
        state = GAME.apply(state, seat, code).state
        out.append(state)
    raise AssertionError(f"seed {seed}: no end after {MAX_ACTIONS} actions")


def states_of(seats: int, config: dict[str, str], seed: int) -> tuple[State, ...]:
    return game_states(seats, tuple(sorted(config.items())), seed)


def spoken(n: int) -> str:
    return f"minus {-n}" if n < 0 else str(n)


def army_text(text: str, name: str) -> str | None:
    """The items of ``name``'s army as the table's words list them, None when not in full."""
    found = re.search(rf"(?:^|\. ){re.escape(name)}: army strength \d+[^:]*: (.*?)\.(?: |$)", text)
    return found.group(1) if found else None


def named_cards(items: str) -> Counter[str]:
    """The army cards an army's words name, by card id (a Hoplites by its value)."""
    out: Counter[str] = Counter()
    for run in re.finditer(r"Hoplites (\d(?:, \d)*(?: and \d)?)\b", items):
        out.update(f"h{v}" for v in re.findall(r"\d", run.group(1)))
    ids = {c.name: c.id for c in CATALOGUE.values()}
    for name in NAMED:
        out[ids[name]] += len(re.findall(rf"\b{name}\b", items))
    return +out


def army_cards(army: Mapping[str, Any]) -> Counter[str]:
    """The cards an army of the public view shows, by card id (its Hero, its Elephants and
    Horses included; never the cards face down on a Horse)."""
    out: Counter[str] = Counter()
    for item in army["items"]:
        if item["kind"] in ("elephant", "horse"):
            out[item["kind"]] += 1
        out.update(item["cards"])
        if not item["cards"] and item["kind"] not in ("phalanx", "elephant", "horse"):
            out[item["kind"]] += 1  # a lone card as the samples write it
    if army["hero"]:
        out[army["hero"]] += 1
    return out


def awaited(view: Mapping[str, Any]) -> str:
    """Words the table must hold for what the rules wait for."""
    return {
        "discard": "down to the hand limit",
        "award": "picks a Victory card",
        "reveal": "places the cards revealed",
        "over": "The game is over",
    }.get(view["phase"], english(view["stage"]))


def table_problems(view: Mapping[str, Any], names: Sequence[str], text: str) -> list[str]:
    """What the table's words get wrong for ``view``."""
    out = []
    if not text or len(text) > ALT_TEXT:
        out.append(f"{len(text)} characters")
    if awaited(view) not in text:
        out.append(f"does not say what is awaited ({awaited(view)!r})")
    outcome = view["outcome"]
    for seat in view["to_act"] if outcome is None else outcome["winners"]:
        if names[seat] not in text:
            out.append(f"does not name {names[seat]}, who acts or won")
    for seat, score in enumerate(view["scores"]):
        if not re.search(rf"\b{re.escape(names[seat])} {spoken(score)}\b", text):
            out.append(f"no score {score} for {names[seat]}")
    for team, score in enumerate(view["team_scores"] or []):
        if f"Team {TEAM_LETTERS[team]} {spoken(score)}" not in text:
            out.append(f"no score {score} for team {TEAM_LETTERS[team]}")
    for army in view["armies"]:
        name = names[army["seat"]]
        items = army_text(text, name)
        if items is None:
            continue
        extra = named_cards(items) - army_cards(army)
        if extra:
            out.append(f"names {dict(extra)} in {name}'s army, which holds none")
        tags = {f"#{int(i['id'].split('.')[1]) + 1}" for i in army["items"]}
        missing = {t for t in tags if not re.search(rf"{t}\b", items)}
        if missing:
            out.append(f"{name}'s army told in full without its items {sorted(missing)}")
    return out


def hand_problems(view: Mapping[str, Any], names: Sequence[str], text: str) -> list[str]:
    """What a hand's words get wrong for the seat view ``view``."""
    out = []
    if not text.startswith("Your hand") or len(text) > ALT_TEXT:
        out.append(f"{len(text)} characters, or not a hand")
    for card, count in Counter(view["hand"]).items():
        name = CATALOGUE[card].name
        said = f"{name} ({count} cards)" if count > 1 else name
        if not re.search(rf"\b{re.escape(said)}", text):
            out.append(f"does not name {said}")
    for item, cards in view["horses"].items():
        for card in cards:
            if CATALOGUE[card].name not in text.split("Face down on your", 1)[-1]:
                out.append(f"does not name {card} face down on {item}")
    seat = view["seat"]
    if seat in view["to_act"] and view["phase"] != "discard" and "Your turn" not in text:
        out.append("does not say it is this seat's turn")
    return out


def game_problems(states: Sequence[State], table: Describer, hand: Describer) -> list[str]:
    """Every problem of the words of every step of a game (the first few)."""
    out: list[str] = []
    for n, state in enumerate(states):
        view = GAME.public_view(state)
        names = NAMES[: view["seats"]]
        out += [f"step {n} table: {p}" for p in table_problems(view, names, table(view, names))]
        for seat in range(view["seats"]):
            mine = GAME.seat_view(state, seat)
            words = hand(mine, names)
            out += [f"step {n} hand {seat}: {p}" for p in hand_problems(mine, names, words)]
        if len(out) > 5:
            break
    return out


@pytest.mark.parametrize(("seats", "config", "bots", "seed"), GAMES, ids=IDS)
def test_every_step_of_whole_games_is_told_in_words(
    seats: int, config: dict[str, str], bots: list[str], seed: int
) -> None:
    states = states_of(seats, config, seed)
    assert not game_problems(states, describe.describe_table, describe.describe_hand)


def test_the_games_pass_through_every_phase_and_every_kind_of_item() -> None:
    """The games above show what must be told: every phase, each kind of item, a Horse with
    cards face down, a Hero, an army told in full and one in short."""
    phases, kinds, seen = set(), set(), Counter[str]()
    for seats, config, _, seed in GAMES:
        for state in states_of(seats, config, seed):
            view = GAME.public_view(state)
            phases.add(view["phase"])
            items = [i for a in view["armies"] for i in a["items"]]
            kinds |= {i["kind"] for i in items}
            text = describe.describe_table(view, NAMES[:seats])
            seen["hidden"] += any(i.get("hidden") for i in items)
            seen["hero"] += any(a["hero"] for a in view["armies"])
            seen["short"] += ", in short:" in text
            seen["full"] += any(army_text(text, n) for n in NAMES[:seats])
            seen["named"] += sum(
                sum(named_cards(army_text(text, n) or "").values()) for n in NAMES[:seats]
            )
    assert phases == {"siege", "discard", "reveal", "award", "over"}
    assert kinds == {"phalanx", "archers", "chariot", "elephant", "ballista", "catapult"} | {
        "harrow",
        "horse",
    }
    assert all(seen[k] for k in ("hidden", "hero", "short", "full")), seen
    assert seen["named"] > 1000, "the army parser finds no cards: the army check proves nothing"


def redealt(state: State, viewer: int | None, salt: int) -> State:
    return GAME.redeal_hidden(state, viewer, Random(f"{viewer}:{salt}"))


def leaks(states: Sequence[State], table: Describer, hand: Describer) -> tuple[list[str], int]:
    """Where the words change when what their reader cannot see is dealt again: the table's
    words read from the public view and from every seat's view, a hand's words from its seat's
    view. Also how many re-deals changed a Horse's face-down cards (so proved something)."""
    found, horses = [], 0
    for n, state in enumerate(states[::3]):
        public = GAME.public_view(state)
        seats = public["seats"]
        names = NAMES[:seats]
        words = table(public, names)
        other = redealt(state, None, n)
        for seat in range(seats):
            theirs = GAME.seat_view(other, seat)
            horses += theirs["horses"] != GAME.seat_view(state, seat)["horses"]
            if table(theirs, names) != words:
                found.append(f"state {3 * n}: the table's words change with seat {seat}'s secrets")
            mine = hand(GAME.seat_view(state, seat), names)
            if hand(GAME.seat_view(redealt(state, seat, n), seat), names) != mine:
                found.append(f"state {3 * n}: seat {seat}'s hand words tell others' secrets")
    return found, horses


@pytest.mark.parametrize(("seats", "config", "bots", "seed"), GAMES, ids=IDS)
def test_the_words_tell_nothing_their_reader_cannot_see(
    seats: int, config: dict[str, str], bots: list[str], seed: int
) -> None:
    found, _ = leaks(
        states_of(seats, config, seed), describe.describe_table, describe.describe_hand
    )
    assert not found


def test_the_re_deals_change_face_down_horse_cards() -> None:
    """The no-leak check above moves what it must: cards face down on a Horse, not only hands."""
    changed = sum(
        leaks(states_of(s, c, d), describe.describe_table, describe.describe_hand)[1]
        for s, c, _, d in GAMES
    )
    assert changed > 10


def broken_table(view: Mapping[str, Any], names: Sequence[str]) -> str:
    """A describer that tells what it must not: the hand of the view it is given, a Chariot
    in every army, and one score fewer."""
    words = describe.describe_table(view, names)
    words = words.replace(" in hand: ", " in hand: Chariot #9; ", 1)
    words = re.sub(rf"\b{names[-1]} -?\d+", names[-1], words, count=1)
    return f"{words} {' '.join(view.get('hand', []))}".strip()


def broken_hand(view: Mapping[str, Any], names: Sequence[str]) -> str:
    """A describer that forgets the first card held."""
    words = describe.describe_hand(view, names)
    return words.replace(CATALOGUE[view["hand"][0]].name, "a card") if view["hand"] else words


def test_the_checks_catch_a_broken_describer() -> None:
    states = states_of(3, {}, 1)
    problems = " ".join(game_problems(states, broken_table, broken_hand))
    assert "which holds none" in problems
    assert "no score" in problems
    assert "does not name" in problems
    found, _ = leaks(states, broken_table, broken_hand)
    assert any("table's words change" in f for f in found)


def test_a_busy_table_of_six_with_long_names_fits_and_says_what_it_shortened() -> None:
    view = sample_view(6)
    for names in (NAMES, LONG_NAMES):
        text = describe.describe_table(view, names)
        assert not table_problems(view, names, text), text
        assert ", in short:" in text
    text = describe.describe_table(view, NAMES)
    acting = NAMES[view["to_act"][0]]
    assert army_text(text, acting) is not None, "the army of the player to act is told in full"
    hand = describe.describe_hand(sample_seat_view(3, seats=6), LONG_NAMES)
    assert len(hand) <= ALT_TEXT and "Face down on your Trojan Horse #1: Hoplites 4" in hand


def test_the_registry_sends_these_words() -> None:
    """The bot's pictures carry these words, not the words every game shares."""
    state = states_of(3, {}, 1)[40]
    view, mine = GAME.public_view(state), GAME.seat_view(state, 0)
    assert registry.describe_table(view, NAMES[:3]) == describe.describe_table(view, NAMES[:3])
    assert registry.describe_hand(mine, NAMES[:3]) == describe.describe_hand(mine, NAMES[:3])


def first_words(seats: int, seed: int) -> Iterator[str]:
    for state in states_of(seats, {}, seed)[:2]:
        yield describe.describe_table(GAME.public_view(state), NAMES[:seats])


def test_the_start_says_whose_turn_and_that_no_army_is_down() -> None:
    text = next(first_words(3, 1))
    assert re.match(r"\w+'s turn: place a card, attack or pass \(", text), text
    assert text.count("no cards on the table") == 3
