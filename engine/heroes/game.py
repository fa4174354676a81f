"""The Heroes of Troy Game object: the protocol the service, the cogs and the tests talk to."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from engine.core.base import BaseGame, Parts
from engine.core.english import N_
from engine.core.errors import InvalidAction
from engine.core.game import Option
from engine.core.types import Event, Outcome
from engine.core.undo import refusal_from_events
from engine.heroes import actions, codes, deal, flow, hard, hidden, invariants, rounds, views, words
from engine.heroes import state as state_mod
from engine.heroes.actions import Move
from engine.heroes.state import State

# Codes that name no card of a hidden hand: safe as buttons under the public table.
_PUBLIC_VERBS = ("sneaky", "warrior", "tough", "pious")


class Heroes(BaseGame[State, str]):
    """Iliad: Heroes of Troy for 2–4 players; with four, two teams of two sitting opposite."""

    key = "heroes"
    title = "Iliad: Heroes of Troy"
    called = "Heroes of Troy"
    parts = Parts(flow, views, hidden, invariants, state_mod, hard)
    seats = range(2, 5)
    # With 2 and 4 players the neutral Gods can win two rounds: then the outcome has no winner
    # (both sides lose). The shared conformance test allows an empty ``winners`` for this flag.
    neutral_can_win = True
    options: tuple[Option, ...] = (
        Option(
            "gods_start",
            "Points the neutral Gods start each round with (2 and 4 players; a harder game).",
            ("0", "2", "4"),
            "0",
            label="Gods' head start",
            words=(("0", "none"), ("2", "2 points"), ("4", "4 points")),
        ),
    )

    def start(self, config: Mapping[str, str], seats: int, seed: int) -> State:
        start = str(config.get("gods_start", "0")).strip()
        if start not in self.options[0].choices:
            raise InvalidAction(
                "The Gods' head start is 0, 2 or 4, not {choice}.", choice=repr(start)
            )
        return deal.start(seats, seed, int(start))

    def teams(self, config: Mapping[str, str], seats: int) -> tuple[int, ...] | None:
        return deal.TEAMS if seats == 4 else None

    def skip_action(self, state: State, seat: int) -> str | None:
        """The King's pass is the only decision that may be skipped."""
        return "king:pass" if "king:pass" in flow.legal(state, seat) else None

    def outcome(self, state: State) -> Outcome | None:
        return rounds.outcome(state)

    def fields(self, code: str) -> Move:
        return actions.read(code)

    def decode(self, state: State, seat: int, code: str) -> str:
        return codes.parse(state, code)

    def describe(self, action: str) -> str:
        return words.describe(action)

    def shown(self, action: str) -> bool:
        """The answers to a trait of a card played face up that pick a player or a faction
        (never one naming a card): whom they may pick is public, as is the trait itself."""
        parts = action.split(":")
        if parts[0] in _PUBLIC_VERBS:
            return True
        return parts[0] in ("king", "charm") and (parts[1].isdigit() or parts[1] == "pass")

    def can_undo(
        self, before: State, after: State, seat: int, events: Sequence[Event]
    ) -> str | None:
        """Playing, passing or a secret discard may be taken back; a draw, a trait, a new deal
        or anything revealed not."""
        if before.draw != after.draw:
            return N_("a card was drawn")
        if before.round != after.round:
            return N_("the round is over and new hands were dealt")
        if any(e.kind == "trait" for e in events):
            # Traits look at, steal or give hidden cards: too much may have been seen.
            return N_("a trait was used")
        return refusal_from_events(events, seat)

    def worth_posting(self, before: State, after: State) -> bool:
        """A new table when a card reaches the pile, a score changes or the round moves on;
        not for a draw, a look at a hand or a secret discard."""
        return (
            before.pile[:1] != after.pile[:1]
            or before.scores != after.scores
            or before.round != after.round
            or before.phase != after.phase
        )

    def rules(self) -> Mapping[str, str]:
        from engine.heroes.rules_text import TOPICS

        return TOPICS
