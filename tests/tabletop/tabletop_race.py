"""A tiny test-only game for the table service tests, and shared helpers.

"Race" is deliberately not ILIOS-shaped: a 2-4 seat race to a target score with a hidden hand of
number cards, an optional simultaneous opening ("ready" from every seat at once), private draw
events and seeded randomness. It implements the whole Game protocol so the service can be tested
before (and independently of) the real games.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from random import Random
from typing import Any

from cogs.tabletop.store import Store
from engine.core import (
    Event,
    IllegalAction,
    InvalidAction,
    NotYourTurn,
    Option,
    Outcome,
    Step,
    rng_for,
)

Action = tuple[str, int]  # ("play", value) or ("ready", 0)


@dataclass(frozen=True)
class RaceState:
    seed: int
    version: int
    target: int
    phase: str  # "ready" | "play" | "over"
    turn: int
    scores: tuple[int, ...]
    hands: tuple[tuple[int, ...], ...]
    ready: frozenset[int]


class RandomBot:
    def choose(self, view: Mapping[str, Any], legal: Sequence[Any], rng: Random) -> Any:
        return rng.choice(list(legal))


class GreedyBot:
    """Plays its biggest card; checks it only sees its own hand."""

    def choose(self, view: Mapping[str, Any], legal: Sequence[Any], rng: Random) -> Any:
        assert "hands" not in view and "seed" not in view
        return max(legal, key=lambda a: a[1])


class RaceGame:
    key = "race"
    title = "Race"
    seats = range(2, 5)
    options = (
        Option("target", "Score that wins", ("10", "20", "30"), "10"),
        Option("opening", "Everyone says ready first", ("no", "yes"), "no"),
    )
    bots = {"random": RandomBot(), "normal": GreedyBot()}

    def setup(self, config: Mapping[str, str], seats: int, seed: int) -> RaceState:
        rng = rng_for(seed, 0, "deal")
        hands = tuple(tuple(sorted(rng.randint(1, 3) for _ in range(3))) for _ in range(seats))
        return RaceState(
            seed=seed,
            version=0,
            target=int(config.get("target", "10")),
            phase="ready" if config.get("opening") == "yes" else "play",
            turn=0,
            scores=(0,) * seats,
            hands=hands,
            ready=frozenset(),
        )

    def to_act(self, state: RaceState) -> frozenset[int]:
        if state.phase == "over":
            return frozenset()
        if state.phase == "ready":
            return frozenset(range(len(state.scores))) - state.ready
        return frozenset({state.turn})

    def legal_actions(self, state: RaceState, seat: int) -> Sequence[Action]:
        if seat not in self.to_act(state):
            return []
        if state.phase == "ready":
            return [("ready", 0)]
        return [("play", v) for v in sorted(set(state.hands[seat]))]

    def apply(self, state: RaceState, seat: int, action: Action) -> Step[RaceState]:
        if seat not in self.to_act(state):
            raise NotYourTurn("Not your turn.")
        if action not in self.legal_actions(state, seat):
            raise IllegalAction(f"You cannot {self.describe(action).lower()} now.")
        version = state.version + 1
        if action[0] == "ready":
            ready = state.ready | {seat}
            phase = "play" if len(ready) == len(state.scores) else "ready"
            new = replace(state, version=version, ready=ready, phase=phase)
            return Step(new, (Event(f"Player {seat + 1} is ready."),))
        value = action[1]
        hand = list(state.hands[seat])
        hand.remove(value)
        drawn = rng_for(state.seed, state.version).randint(1, 3)
        hand.append(drawn)
        scores = list(state.scores)
        scores[seat] += value
        hands = list(state.hands)
        hands[seat] = tuple(sorted(hand))
        over = scores[seat] >= state.target
        new = replace(
            state,
            version=version,
            scores=tuple(scores),
            hands=tuple(hands),
            phase="over" if over else "play",
            turn=state.turn if over else (state.turn + 1) % len(scores),
        )
        events = (
            Event(f"Player {seat + 1} plays {value} (total {scores[seat]})."),
            Event(f"You draw a {drawn}.", audience=seat),
        )
        return Step(new, events)

    def outcome(self, state: RaceState) -> Outcome | None:
        if state.phase != "over":
            return None
        best = max(state.scores)
        winners = frozenset(i for i, s in enumerate(state.scores) if s == best)
        return Outcome(winners, state.scores, f"Player {min(winners) + 1} wins with {best}.")

    def public_view(self, state: RaceState) -> dict[str, Any]:
        return {
            "game": "race",
            "phase": state.phase,
            "turn": state.turn,
            "to_act": sorted(self.to_act(state)),
            "scores": list(state.scores),
            "hand_sizes": [len(h) for h in state.hands],
            "target": state.target,
        }

    def seat_view(self, state: RaceState, seat: int) -> dict[str, Any]:
        return {**self.public_view(state), "seat": seat, "hand": list(state.hands[seat])}

    def encode(self, action: Action) -> str:
        return "ready" if action[0] == "ready" else f"play:{action[1]}"

    def decode(self, state: RaceState, seat: int, code: str) -> Action:
        if code == "ready":
            return ("ready", 0)
        kind, _, value = code.partition(":")
        if kind != "play" or value not in ("1", "2", "3"):
            raise InvalidAction(f"{code!r} is not a move of Race (try play:1, play:2, play:3).")
        return ("play", int(value))

    def describe(self, action: Action) -> str:
        return "Ready" if action[0] == "ready" else f"Play {action[1]}"

    def dump(self, state: RaceState) -> dict[str, Any]:
        return {
            "seed": state.seed,
            "version": state.version,
            "target": state.target,
            "phase": state.phase,
            "turn": state.turn,
            "scores": list(state.scores),
            "hands": [list(h) for h in state.hands],
            "ready": sorted(state.ready),
        }

    def load(self, data: Mapping[str, Any]) -> RaceState:
        return RaceState(
            seed=int(data["seed"]),
            version=int(data["version"]),
            target=int(data["target"]),
            phase=str(data["phase"]),
            turn=int(data["turn"]),
            scores=tuple(int(s) for s in data["scores"]),
            hands=tuple(tuple(int(c) for c in h) for h in data["hands"]),
            ready=frozenset(int(s) for s in data["ready"]),
        )

    def rules(self) -> Mapping[str, str]:
        return {"Overview": "Play a card; first to the target wins."}


RACE = RaceGame()
SEED = 20_261_129
ALICE, BOB, CAROL, DAVE, ERIN = 101, 102, 103, 104, 105
CHANNEL, GUILD = 9001, 1


async def db_dump(store: Store) -> dict[str, list[tuple[Any, ...]]]:
    """Every row of every table, to prove that a failed call changed nothing."""
    out: dict[str, list[tuple[Any, ...]]] = {}
    for table in ("games", "seats", "actions", "events", "messages", "results"):
        async with store.connection.execute(f"SELECT * FROM {table} ORDER BY 1, 2") as cur:
            out[table] = [tuple(r) for r in await cur.fetchall()]
    return out
