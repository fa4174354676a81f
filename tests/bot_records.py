"""Finished games of ``normal`` bots written as records, for the tests that read records."""

from __future__ import annotations

from typing import Any

from engine.core import rng_for
from engine.core.lazy import LazyView
from engine.registry import get as game_named
from tabletop.records import RECORD_FORMAT, RECORD_VERSION

NAMES = ("Andromache", "Briseis", "Cassandra", "Diomedes", "Euphorbus", "Phoenix")


def bot_record(key: str, seats: int, seed: int, options: dict[str, str]) -> dict[str, Any]:
    """A finished game of ``normal`` bots at every seat, as ``record_of`` writes a record."""
    game = game_named(key)
    teams = game.teams(options, seats)
    state = game.setup(options, seats, seed, teams=teams)
    actions: list[list[Any]] = []
    while to_act := game.to_act(state):
        seat = min(to_act)
        view = LazyView(lambda: game.seat_view(state, seat))  # noqa: B023 - read at once
        legal = game.legal_actions(state, seat)
        action = game.bots["normal"].choose(view, legal, rng_for(seed, len(actions), "bot"))
        actions.append([seat, game.encode(action)])
        state = game.apply(state, seat, action).state
    return {
        "format": RECORD_FORMAT,
        "version": RECORD_VERSION,
        "game": key,
        "game_id": 7,
        "seed": seed,
        "options": options,
        "seats": [
            {"seat": n, "name": NAMES[n], "team": None if teams is None else teams[n], "bot": None}
            for n in range(seats)
        ],
        "actions": actions,
    }
