"""The Heroes of Troy Game object: the protocol the service, the cogs and the tests talk to."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from random import Random
from typing import Any

from engine.core.errors import InvalidAction
from engine.core.game import Bot, Option
from engine.core.public import legal_kinds
from engine.core.types import Event, Outcome, Step
from engine.core.undo import refusal_from_events
from engine.heroes import codes, deal, flow, hard, hidden, invariants, rounds, views, words
from engine.heroes import state as state_mod
from engine.heroes.state import State

# Codes that name no card of a hidden hand: safe as buttons under the public table.
_PUBLIC_VERBS = ("sneaky", "warrior", "tough", "pious")


def _shown(action: str) -> bool:
    """A move of a public kind: a player or a faction picked, never a card named."""
    parts = action.split(":")
    if parts[0] in _PUBLIC_VERBS:
        return True
    return parts[0] in ("king", "charm") and (parts[1].isdigit() or parts[1] == "pass")


class Heroes:
    """Iliad: Heroes of Troy for 2–4 players; with four, two teams of two sitting opposite."""

    key = "heroes"
    title = "Iliad: Heroes of Troy"
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
            raise InvalidAction(f"Heroes of Troy is played by 2 to 4 players, not {seats}.")
        start = str(config.get("gods_start", "0")).strip()
        if start not in self.options[0].choices:
            raise InvalidAction(f"The Gods' head start is 0, 2 or 4, not {start!r}.")
        layout = self.teams(config, seats)
        if teams is not None and tuple(teams) != layout:
            raise InvalidAction(f"Heroes teams are laid out as {layout}, not {tuple(teams)}.")
        return deal.start(seats, seed, int(start))

    def teams(self, config: Mapping[str, str], seats: int) -> tuple[int, ...] | None:
        return deal.TEAMS if seats == 4 else None

    def to_act(self, state: State) -> frozenset[int]:
        return flow.to_act(state)

    def legal_actions(self, state: State, seat: int) -> Sequence[str]:
        return flow.legal(state, seat)

    def skip_action(self, state: State, seat: int) -> str | None:
        """The King's pass is the only decision that may be skipped."""
        return "king:pass" if "king:pass" in flow.legal(state, seat) else None

    def apply(self, state: State, seat: int, action: str) -> Step[State]:
        new, events = flow.act(state, seat, action)
        return Step(new, tuple(events))

    def outcome(self, state: State) -> Outcome | None:
        return rounds.outcome(state)

    def public_view(self, state: State) -> dict[str, Any]:
        return views.public_view(state)

    def seat_view(self, state: State, seat: int) -> dict[str, Any]:
        return views.seat_view(state, seat)

    def encode(self, action: str) -> str:
        return action

    def decode(self, state: State, seat: int, code: str) -> str:
        return codes.parse(state, code)

    def describe(self, action: str) -> str:
        return words.describe(action)

    def public_choices(self, state: State, seat: int) -> Sequence[str]:
        """The answers to a trait of a card played face up that pick a player or a faction
        (never one naming a card): whom they may pick is public, as is the trait itself."""
        return legal_kinds(self.legal_actions(state, seat), _shown)

    def can_undo(
        self, before: State, after: State, seat: int, events: Sequence[Event]
    ) -> str | None:
        """Playing, passing or a secret discard may be taken back; a draw, a trait, a new deal
        or anything revealed not."""
        if before.draw != after.draw:
            return "a card was drawn"
        if before.round != after.round:
            return "the round is over and new hands were dealt"
        if any(e.kind == "trait" for e in events):
            # Traits look at, steal or give hidden cards: too much may have been seen.
            return "a trait was used"
        return refusal_from_events(events, seat)

    def redeal_hidden(self, state: State, viewer: int | None, rng: Random) -> State:
        return hidden.redeal_hidden(state, viewer, rng)

    def sample_position(self, state: State, seat: int, rng: Random) -> State:
        """The re-deal pools the hidden cards in catalogue order and reads nothing else the seat
        cannot see: a fair draw from its view."""
        return hidden.redeal_hidden(state, seat, rng)

    def candidate_moves(self, state: State, seat: int, rng: Random) -> Sequence[str]:
        """The opening discard has up to 220 choices; the search weighs the best few."""
        return hard.candidates(state, seat, flow.legal(state, seat))

    def check_invariants(self, state: State) -> None:
        invariants.check(state)

    def worth_posting(self, before: State, after: State) -> bool:
        """A new table when a card reaches the pile, a score changes or the round moves on;
        not for a draw, a look at a hand or a secret discard."""
        return (
            before.pile[:1] != after.pile[:1]
            or before.scores != after.scores
            or before.round != after.round
            or before.phase != after.phase
        )

    def dump(self, state: State) -> dict[str, Any]:
        return state_mod.dump(state)

    def load(self, data: Mapping[str, Any]) -> State:
        return state_mod.load(data)

    def rules(self) -> Mapping[str, str]:
        from engine.heroes.rules_text import TOPICS

        return TOPICS
