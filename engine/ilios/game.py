"""The ILIOS Game object: the protocol the service, the cogs and the tests talk to."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from engine.core.base import BaseGame, Parts
from engine.core.english import N_
from engine.core.errors import InvalidAction
from engine.core.game import Option
from engine.core.types import Event, Outcome
from engine.core.undo import refusal_from_events
from engine.ilios import actions, flow, hard, hidden, invariants, views
from engine.ilios import state as state_mod
from engine.ilios.actions import Action
from engine.ilios.state import State


class Ilios(BaseGame[State, Action]):
    """ILIOS for 2–4 players on a 7×7 (or short 5×5) board, with the optional Troy expansion."""

    key = "ilios"
    title = "ILIOS"
    called = "ILIOS"
    parts = Parts(flow, views, hidden, invariants, state_mod, hard)
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

    def start(self, config: Mapping[str, str], seats: int, seed: int) -> State:
        size = str(config.get("size", "7")).strip()
        if size not in ("5", "7"):
            raise InvalidAction("The board size must be 5 or 7, not {size}.", size=size)
        expansion = str(config.get("expansion", "off")).strip().lower()
        if expansion not in ("on", "off"):
            raise InvalidAction(
                "The expansion option is 'on' or 'off', not {choice}.", choice=repr(expansion)
            )
        return flow.start(int(size), expansion == "on", seats, seed)

    def outcome(self, state: State) -> Outcome | None:
        return flow.outcome(state)

    def encode(self, action: Action) -> str:
        return actions.encode(action)

    def fields(self, code: str) -> Action:
        return actions.read(code)

    def decode(self, state: State, seat: int, code: str) -> Action:
        action = actions.parse(state, seat, code)
        if action.verb == "deploy" and 0 <= seat < state.seats:
            where = actions.Position.of(state, seat)
            action = Action(action.verb, action.kind, action.square, action.facing, where)
        return action

    def describe(self, action: Action) -> str:
        return actions.describe(action)

    def rules(self) -> Mapping[str, str]:
        from engine.ilios.rules_text import TOPICS

        return TOPICS

    def shown(self, action: Action) -> bool:
        """Set-up placements (a wasteland, an iron weapon) are made in plain sight, on squares
        the board shows free; a tile from a hand never is a button."""
        return action.verb in ("waste", "iron")

    def can_undo(
        self, before: State, after: State, seat: int, events: Sequence[Event]
    ) -> str | None:
        """A placement or move that drew no tile and asked no oracle may be taken back."""
        if before.bag != after.bag:
            return N_("a tile was drawn from the bag")
        return refusal_from_events(events, seat)

    def events_for(self, events: Sequence[Event], seat: int | None) -> list[Event]:
        """The events a seat (or a spectator, None) may read; a convenience for callers."""
        return [e for e in events if e.visible_to(seat)]
