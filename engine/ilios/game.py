"""The ILIOS Game object: the protocol the service, the cogs and the tests talk to."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from random import Random
from typing import Any

from engine.core.errors import InvalidAction
from engine.core.game import Bot, Option
from engine.core.public import legal_kinds
from engine.core.types import Event, Outcome, Step
from engine.core.undo import refusal_from_events
from engine.ilios import actions, flow, hard, hidden, invariants, views
from engine.ilios import state as state_mod
from engine.ilios.actions import Action
from engine.ilios.state import State


class Ilios:
    """ILIOS for 2–4 players on a 7×7 (or short 5×5) board, with the optional Troy expansion."""

    key = "ilios"
    title = "ILIOS"
    seats = range(2, 5)
    options: tuple[Option, ...] = (
        Option(
            "size",
            "Board size: 7 (the usual game) or 5 (a short game).",
            ("7", "5"),
            "7",
            label="Board",
            words=(("7", "7 × 7, the usual game"), ("5", "5 × 5, a short game")),
        ),
        Option(
            "expansion",
            "Troy expansion: Troy, horses and the oracle's power.",
            ("off", "on"),
            "off",
            label="Troy expansion",
            words=(("off", "off"), ("on", "on: Troy, horses and the oracle's power")),
        ),
    )

    def __init__(self) -> None:
        self.bots: Mapping[str, Bot] = {}

    def setup(
        self,
        config: Mapping[str, str],
        seats: int,
        seed: int,
        teams: Sequence[int] | None = None,
    ) -> State:
        if seats not in self.seats:
            raise InvalidAction(f"ILIOS is played by 2 to 4 players, not {seats}.")
        size = str(config.get("size", "7")).strip()
        if size not in ("5", "7"):
            raise InvalidAction(f"The board size must be 5 or 7, not {size}.")
        expansion = str(config.get("expansion", "off")).strip().lower()
        if expansion not in ("on", "off"):
            raise InvalidAction(f"The expansion option is 'on' or 'off', not {expansion!r}.")
        return flow.start(int(size), expansion == "on", seats, seed)

    def teams(self, config: Mapping[str, str], seats: int) -> tuple[int, ...] | None:
        return None  # everyone plays alone

    def to_act(self, state: State) -> frozenset[int]:
        return flow.to_act(state)

    def legal_actions(self, state: State, seat: int) -> Sequence[Action]:
        return flow.legal(state, seat)

    def skip_action(self, state: State, seat: int) -> Action | None:
        return None  # every ILIOS decision places or turns a tile: there is no pass

    def apply(self, state: State, seat: int, action: Action) -> Step[State]:
        new, events = flow.act(state, seat, action)
        return Step(new, tuple(events))

    def outcome(self, state: State) -> Outcome | None:
        return flow.outcome(state)

    def public_view(self, state: State) -> dict[str, Any]:
        return views.public_view(state)

    def seat_view(self, state: State, seat: int) -> dict[str, Any]:
        return views.seat_view(state, seat)

    def encode(self, action: Action) -> str:
        return actions.encode(action)

    def decode(self, state: State, seat: int, code: str) -> Action:
        action = actions.parse(state, seat, code)
        if action.verb == "deploy" and 0 <= seat < state.seats:
            where = actions.Position.of(state, seat)
            action = Action(action.verb, action.kind, action.square, action.facing, where)
        return action

    def describe(self, action: Action) -> str:
        return actions.describe(action)

    def dump(self, state: State) -> dict[str, Any]:
        return state_mod.dump(state)

    def load(self, data: Mapping[str, Any]) -> State:
        return state_mod.load(data)

    def rules(self) -> Mapping[str, str]:
        from engine.ilios.rules_text import TOPICS

        return TOPICS

    def public_choices(self, state: State, seat: int) -> Sequence[Action]:
        """Set-up placements (a wasteland, an iron weapon) are made in plain sight, on squares
        the board shows free; a tile from a hand never is a button."""
        return legal_kinds(self.legal_actions(state, seat), lambda a: a.verb in ("waste", "iron"))

    def redeal_hidden(self, state: State, viewer: int | None, rng: Random) -> State:
        return hidden.redeal_hidden(state, viewer, rng)

    def sample_position(self, state: State, seat: int, rng: Random) -> State:
        """The re-deal pools the hidden tiles in sorted order: a fair draw from the seat's view."""
        return hidden.redeal_hidden(state, seat, rng)

    def candidate_moves(self, state: State, seat: int, rng: Random) -> Sequence[Action]:
        """Hundreds of deploys are legal; the search weighs the normal bot's best few."""
        return hard.candidates(state, seat, flow.legal(state, seat))

    def check_invariants(self, state: State) -> None:
        invariants.check(state)

    def worth_posting(self, before: State, after: State) -> bool:
        return True

    def can_undo(
        self, before: State, after: State, seat: int, events: Sequence[Event]
    ) -> str | None:
        """A placement or move that drew no tile and asked no oracle may be taken back."""
        if before.bag != after.bag:
            return "a tile was drawn from the bag"
        return refusal_from_events(events, seat)

    def events_for(self, events: Sequence[Event], seat: int | None) -> list[Event]:
        """The events a seat (or a spectator, None) may read; a convenience for callers."""
        return [e for e in events if e.visible_to(seat)]
