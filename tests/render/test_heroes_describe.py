"""The Heroes pictures in words (their alt text, ``render/heroes/describe.py``), checked over whole
bot games of 2, 3 and 4 players at every step: both texts fit Discord's 1,024 characters; the
table's names who must act and what for (or who won), every faction's points and round wins,
the active card and the card beneath; a hand's names every card held, what the rules showed that
seat alone and its secret discard. The table's words come from the public view alone: hands
dealt again leave them unchanged, whichever view they are read from. Each check is shown to fail
on a describer broken on purpose.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping, Sequence
from functools import cache
from random import Random
from typing import Any

from engine.heroes import GAME
from engine.heroes.state import State
from render import registry
from render.core.describe import ALT_TEXT
from render.core.names import named
from render.heroes import describe
from render.heroes.samples import sample_seat_view, sample_view
from render.heroes.style import faction
from render.samples_play import bot_game

NAMES = ["Ann", "Bob", "Cy", "Di"]
LONG_NAMES = [f"{n} of the Very Long Display Name {i:02}" for i, n in enumerate(NAMES)]
GAMES = [(2, 1), (3, 3), (4, 5)]  # (seats, seed): the bots alternate by seat
MAX_ACTIONS = 2000

Describer = Callable[[Mapping[str, Any], Sequence[str]], str]


@cache
def states_of(seats: int, seed: int) -> tuple[State, ...]:
    """Every state of one bot game, set-up to end (the bots taking turns by seat)."""
    config = {option.name: option.default for option in GAME.options}
    bots = [sorted(GAME.bots)[(seat + seed) % len(GAME.bots)] for seat in range(seats)]
    moments = bot_game(GAME, config, seats, seed, limit=MAX_ACTIONS, bots=bots)
    states = tuple(moment.state for moment in moments)
    assert not GAME.to_act(states[-1]), f"seed {seed}: no end after {MAX_ACTIONS} actions"
    return states


def table_problems(view: Mapping[str, Any], names: Sequence[str], text: str) -> list[str]:
    """What the table's words get wrong for ``view``."""
    out = []
    if not text or len(text) > ALT_TEXT:
        out.append(f"{len(text)} characters")
    if view["phase"] == "over":
        if "The game is over" not in text:
            out.append("does not say the game is over")
    elif named(view["stage"], names) not in text:
        out.append(f"does not say what is awaited ({view['stage']!r})")
    for seat in view["to_act"]:
        if names[seat] not in text:
            out.append(f"does not name {names[seat]}, who acts")
    for key, points in view["scores"].items():
        wins = view["round_wins"][key]
        said = rf"{faction(key).plural}, [^:]*: {points} points?, {wins} rounds? won"
        if not re.search(said, text):
            out.append(f"no {points} points and {wins} round wins for {key}")
    for card in (view["active"], view["beneath"]):
        if card is not None and card["name"] not in text:
            out.append(f"does not name {card['name']} on the pile")
    return out


def hand_problems(view: Mapping[str, Any], names: Sequence[str], text: str) -> list[str]:
    """What a hand's words get wrong for the seat view ``view``."""
    out = []
    if not text.startswith(f"Your hand, {names[view['seat']]}") or len(text) > ALT_TEXT:
        out.append(f"{len(text)} characters, or not a hand")
    held = text.split(" in hand: ", 1)[-1] if view["hand"] else ""
    for card in view["hand"]:
        if not re.search(rf"\b{re.escape(card['name'])}\b", held):
            out.append(f"does not name {card['name']} in hand")
    shown = view["shown"]
    for card in shown["cards"] if shown else []:
        if card["name"] not in text.split("Shown to you only", 1)[-1]:
            out.append(f"does not name {card['name']}, shown to this seat")
    for card in view["discard"] or []:
        if view["catalogue"][card]["name"] not in text.split("secret discard", 1)[-1]:
            out.append(f"does not name {card} in the secret discard")
    seat = view["seat"]
    if seat in view["to_act"] and "Your turn" not in text:
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


def test_every_step_of_whole_games_is_told_in_words() -> None:
    for seats, seed in GAMES:
        problems = game_problems(
            states_of(seats, seed), describe.describe_table, describe.describe_hand
        )
        assert not problems, (seats, problems)


def test_the_games_show_what_must_be_told() -> None:
    """The games above pass through the moments the words must tell: the discard, cards shown
    to one seat alone, a secret discard, the end."""
    seen: set[str] = set()
    for seats, seed in GAMES:
        for state in states_of(seats, seed):
            seen.add(GAME.public_view(state)["phase"])
            for seat in range(seats):
                mine = GAME.seat_view(state, seat)
                seen |= {"shown"} if mine["shown"] else set()
                seen |= {"discard"} if mine["discard"] else set()
    assert seen == {"discard", "play", "over", "shown"} | {"discard"}, seen


def test_the_words_tell_nothing_their_reader_cannot_see() -> None:
    """The table's words read from the public view and from every seat's view are the same,
    and stay the same when every hand is dealt again; a hand's words do not change when the
    others' hands are dealt again."""
    found = []
    for seats, seed in GAMES:
        for n, state in enumerate(states_of(seats, seed)[::3]):
            public = GAME.public_view(state)
            names = NAMES[:seats]
            words = describe.describe_table(public, names)
            other = GAME.redeal_hidden(state, None, Random(n))
            for seat in range(seats):
                if describe.describe_table(GAME.seat_view(other, seat), names) != words:
                    found.append(
                        f"{seats} seats, state {3 * n}: the table tells seat {seat}'s hand"
                    )
                mine = describe.describe_hand(GAME.seat_view(state, seat), names)
                again = GAME.redeal_hidden(state, seat, Random(n))
                if describe.describe_hand(GAME.seat_view(again, seat), names) != mine:
                    found.append(f"{seats} seats, state {3 * n}: seat {seat}'s words tell others'")
    assert not found, found[:5]


def broken_table(view: Mapping[str, Any], names: Sequence[str]) -> str:
    """A describer that tells what it must not (the hand of the view it is given) and forgets
    the Gods' points."""
    words = describe.describe_table(view, names)
    words = re.sub(r"(Gods, [^:]*: )\d+", r"\1many", words)
    return f"{words} {' '.join(c['name'] for c in view.get('hand', []))}".strip()


def broken_hand(view: Mapping[str, Any], names: Sequence[str]) -> str:
    """A describer that forgets the last card held."""
    words = describe.describe_hand(view, names)
    hand = view["hand"]
    return words.replace(hand[-1]["name"], "a card") if hand else words


def test_the_checks_catch_a_broken_describer() -> None:
    states = states_of(3, 3)
    problems = " ".join(game_problems(states, broken_table, broken_hand))
    assert "round wins for god" in problems
    assert "does not name" in problems
    public = GAME.public_view(states[10])
    seat = GAME.seat_view(states[10], 0)
    assert broken_table(seat, NAMES[:3]) != broken_table(public, NAMES[:3])


def test_long_names_still_fit_and_say_whose_turn() -> None:
    for view in (sample_view(4), sample_view(3, over=True)):
        for names in (NAMES, LONG_NAMES):
            text = describe.describe_table(view, names[: view["seats"]])
            assert not table_problems(view, names, text), text
    seen = ["paris", "favor", "hector", "helen", "priam", "aeneas", "sarpedon", "hecuba"]
    hand = sample_seat_view(0, shown=("pious", 1, seen), turn=0, seats=4)
    text = describe.describe_hand(hand, LONG_NAMES)
    assert not hand_problems(hand, LONG_NAMES, text), text


def test_the_registry_sends_these_words() -> None:
    """The bot's pictures carry these words, not the words every game shares."""
    state = states_of(3, 3)[40]
    view, mine = GAME.public_view(state), GAME.seat_view(state, 0)
    assert registry.describe_table(view, NAMES[:3]) == describe.describe_table(view, NAMES[:3])
    assert registry.describe_hand(mine, NAMES[:3]) == describe.describe_hand(mine, NAMES[:3])
