"""The Iliad views match their TypedDicts (``engine/iliad/view_types.py``): whole bot games of
2 and 3 players and a team game, every public view and every seat view checked at every step,
so the types mypy checks the readers against are the shapes the engine really writes."""

from __future__ import annotations

from random import Random
from typing import Any

import pytest
from typeguard import CollectionCheckStrategy, TypeCheckError, check_type

from engine.heroes import GAME as HEROES
from engine.iliad import GAME
from engine.iliad.view_types import PublicView, SeatView, public_of, seat_of

# (seats, options, the bot of each seat, seeds, the phases those games go through): a duel,
# three alone, two teams of two and three teams of two; the seeds were picked so that every
# phase, and so every kind of ``pending``, shows up.
EVERY_PHASE = {"siege", "discard", "reveal", "award", "over"}
GAMES = [
    (2, {}, ["normal", "random"], (5, 7), EVERY_PHASE),
    (3, {}, ["random", "normal", "random"], (1, 4), EVERY_PHASE - {"award"}),
    (4, {"teams": "on"}, ["normal", "random", "random", "normal"], (1, 2), EVERY_PHASE),
    (6, {}, ["random"] * 6, (1,), EVERY_PHASE),
]
MAX_ACTIONS = 3000


def checked(view: object, kind: Any) -> Any:
    """``view`` checked against ``kind`` all through: every item of every list and dict (typeguard
    looks only at the first one unless told)."""
    return check_type(view, kind, collection_check_strategy=CollectionCheckStrategy.ALL_ITEMS)


def checked_game(seats: int, config: dict[str, str], bots: list[str], seed: int) -> set[str]:
    """Play one game to its end, checking every view on the way; the phases seen."""
    state = GAME.setup(config, seats, seed, GAME.teams(config, seats))
    rng = Random(seed)
    phases: set[str] = set()
    for _ in range(MAX_ACTIONS):
        public = checked(GAME.public_view(state), PublicView)
        phases.add(public["phase"])
        for seat in range(seats):
            checked(GAME.seat_view(state, seat), SeatView)
        acting = GAME.to_act(state)
        if not acting:
            return phases
        seat = min(acting)
        code = GAME.bots[bots[seat]].choose(
            GAME.seat_view(state, seat), GAME.legal_actions(state, seat), rng
        )
        state = GAME.apply(state, seat, code).state
    raise AssertionError(f"seed {seed}: no end after {MAX_ACTIONS} actions")


@pytest.mark.parametrize(
    ("seats", "config", "bots", "seeds", "phases"), GAMES, ids=["2p", "3p", "4p-teams", "6p"]
)
def test_every_view_of_whole_games_has_its_declared_type(
    seats: int, config: dict[str, str], bots: list[str], seeds: tuple[int, ...], phases: set[str]
) -> None:
    seen: set[str] = set()
    for seed in seeds:
        seen |= checked_game(seats, config, bots, seed)
    assert seen == phases


def test_a_view_that_breaks_its_type_is_caught() -> None:
    """The check can fail: a key gone, a value of the wrong type."""
    state = GAME.setup({}, 3, 1, None)
    view = dict(GAME.seat_view(state, 0))
    del view["stage_brief"]
    with pytest.raises(TypeCheckError):
        checked(view, PublicView)
    fine = {"id": "p0.0", "kind": "phalanx", "cards": ["h4"], "value": 4, "fallen": False}
    wrong = fine | {"id": "p0.1", "value": "4"}  # the second item: all items are checked
    armies = [{"seat": s, "items": [fine, wrong], "hero": None, "value": 8} for s in range(3)]
    with pytest.raises(TypeCheckError, match="item 1 of value of key 'items'"):
        checked(GAME.seat_view(state, 0) | {"armies": armies}, SeatView)


def test_only_an_iliad_view_is_read_as_one() -> None:
    state = GAME.setup({}, 3, 1, None)
    assert public_of(GAME.public_view(state))["game"] == "iliad"
    assert seat_of(GAME.seat_view(state, 1))["seat"] == 1
    heroes = HEROES.public_view(HEROES.setup({}, 2, 1, None))
    with pytest.raises(ValueError, match="not an Iliad view"):
        public_of(heroes)
    with pytest.raises(ValueError, match="not an Iliad view"):
        seat_of({})
