"""Whole Iliad games between bots, for every player count and both team games: after every
action the engine's invariants hold and the public view adds up on its own (every card
somewhere, scores equal to the cards and tiles won); every game ends, and the winners are a
whole side with the most points. A few seeds run always; thousands under ``-m slow``."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from random import Random
from typing import Any

import pytest

from engine.core.lazy import LazyView
from engine.iliad import GAME
from engine.iliad.state import State

# (seats, options): 2–5 players alone, and the two team games.
TABLES = [(2, {}), (3, {}), (4, {}), (5, {}), (4, {"teams": "on"}), (6, {})]
IDS = ["2p", "3p", "4p", "5p", "4p-teams", "6p-teams"]
MAX_ACTIONS = 3000
ARMY_CARDS, VICTORY_CARDS, ORACLE_CARDS = 75, 21, 8
TILE_POINTS = {"agamemnon": 1, "athena": 2, "poseidon": 2}


def army_cards_shown(view: Mapping[str, Any]) -> int:
    """Army cards the public view accounts for: hands, piles and every item on the tables."""
    total = sum(view["hand_sizes"]) + view["deck"] + view["discard"]
    for seat_army in view["armies"]:
        for item in seat_army["items"]:
            total += len(item["cards"]) + item.get("hidden", 0)
            total += item["kind"] in ("elephant", "horse")
    return int(total)


def check_view(view: Mapping[str, Any]) -> None:
    """What a spectator can add up must add up."""
    catalogue = view["catalogue"]
    assert army_cards_shown(view) == ARMY_CARDS
    won = [c for w in view["won"] for c in w]
    victories = [c for c in won if catalogue[c]["type"] != "thanatos"]
    assert len(victories) + len(view["stake"]) + view["victory_left"] == VICTORY_CARDS
    oracles = len(won) - len(victories) + view["oracle_left"] + (view["oracle"] is not None)
    assert oracles <= ORACLE_CARDS
    for seat, cards_won in enumerate(view["won"]):
        tiles = sum(p for t, p in TILE_POINTS.items() if view["tiles"][t] == seat)
        assert view["scores"][seat] == sum(catalogue[c]["value"] for c in cards_won) + tiles
    taken = [a["hero"] for a in view["armies"] if a["hero"] is not None]
    assert sorted(taken + view["heroes_left"]) == sorted(view["heroes"])
    assert len(view["heroes"]) == (0 if view["seats"] == 2 else min(view["seats"], 6))
    limit = view["hand_limit"]
    if view["phase"] != "discard":
        assert max(view["hand_sizes"]) <= limit


def sides(seats: int, teams: Sequence[int] | None) -> list[frozenset[int]]:
    if teams is None:
        return [frozenset({s}) for s in range(seats)]
    return [frozenset(s for s in range(seats) if teams[s] == t) for t in sorted(set(teams))]


def check_end(state: State, seats: int) -> None:
    outcome = GAME.outcome(state)
    assert outcome is not None
    view = GAME.public_view(state)
    all_sides = sides(seats, view["teams"])
    totals = {side: sum(view["scores"][s] for s in side) for side in all_sides}
    winners = frozenset(outcome.winners)
    won_sides = [side for side in all_sides if side <= winners]
    assert won_sides and frozenset().union(*won_sides) == winners, "winners are whole sides"
    best = max(totals.values())
    assert all(totals[side] == best for side in won_sides), (totals, winners)
    if best >= view["target"]:
        # The immediate win: only one side can be over the target.
        assert [side for side in all_sides if totals[side] >= view["target"]] == won_sides


def run(seats: int, config: dict[str, str], seed: int, bots: Sequence[str]) -> int:
    """One game to its end with the checks after every action; the number of actions."""
    state = GAME.setup(config, seats, seed, GAME.teams(config, seats))
    rng = Random(seed)
    for count in range(MAX_ACTIONS):
        acting = GAME.to_act(state)
        if not acting:
            check_end(state, seats)
            return count
        seat = rng.choice(sorted(acting))
        legal = GAME.legal_actions(state, seat)
        assert legal, f"seat {seat} must act but has no legal action"
        view = LazyView(lambda s=state, t=seat: GAME.seat_view(s, t))
        code = GAME.bots[bots[seat]].choose(view, legal, rng)
        state = GAME.apply(state, seat, code).state
        GAME.check_invariants(state)
        check_view(GAME.public_view(state))
    raise AssertionError(f"seed {seed}: no end after {MAX_ACTIONS} actions")


@pytest.mark.parametrize(("seats", "config"), TABLES, ids=IDS)
def test_random_games_keep_the_rules(seats: int, config: dict[str, str]) -> None:
    for seed in range(3):
        run(seats, config, seed, ["random"] * seats)


@pytest.mark.parametrize(("seats", "config"), TABLES, ids=IDS)
def test_normal_games_keep_the_rules(seats: int, config: dict[str, str]) -> None:
    bots = ["normal" if s % 2 == 0 else "random" for s in range(seats)]
    run(seats, config, 11, bots)
    run(seats, config, 12, ["normal"] * seats)


@pytest.mark.slow
@pytest.mark.parametrize(("seats", "config"), TABLES, ids=IDS)
def test_thousands_of_random_games_keep_the_rules(seats: int, config: dict[str, str]) -> None:
    for seed in range(1000):
        run(seats, config, seed, ["random"] * seats)


@pytest.mark.slow
@pytest.mark.parametrize(("seats", "config"), TABLES, ids=IDS)
def test_many_normal_games_keep_the_rules(seats: int, config: dict[str, str]) -> None:
    for seed in range(200):
        bots = ["normal" if (s + seed) % 2 == 0 else "random" for s in range(seats)]
        run(seats, config, seed, bots)
        run(seats, config, 10_000 + seed, ["normal"] * seats)
