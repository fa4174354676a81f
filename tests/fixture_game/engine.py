"""Skirmish, the test-only game: small, but with everything the real games need from the core
(teams, a deck, a die, a secret simultaneous choice, an event for two seats), so the whole stack
is proved on it before a real game relies on it."""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from random import Random
from typing import Any

from engine.core.errors import InvalidAction
from engine.core.game import Bot, Option
from engine.core.public import legal_kinds
from engine.core.seats import seat_label
from engine.core.types import Event, Outcome, Step
from engine.core.undo import refusal_from_events
from fixture_game import hidden, rules, views
from fixture_game import state as state_mod
from fixture_game.state import State, card_name

_CODE = re.compile(r"(discard|play):([rb][1-8])|pass|show:([0-9])", re.ASCII)

RULES = """\
**Skirmish** (a test game)

16 cards, values 1 to 8 in red and blue; four are dealt to each player.
1. Everyone at once discards one card face down (`discard:r3`); the discards are revealed \
together once all have chosen.
2. In turn, play a card (`play:b7`: score its value plus a die) or `pass`. With four players, \
partners (seats 1 & 3, 2 & 4) may show each other their hand once per round (`show:3`).
After each player played or passed `rounds` times, the best score (or team total) wins.
"""


class Skirmish:
    """The fixture game: 2–4 seats; with four, two teams of partners sitting opposite."""

    key = "skirmish"
    title = "Skirmish"
    seats = range(2, 5)
    options: tuple[Option, ...] = (
        Option("rounds", "How many times each player plays or passes.", ("2", "3"), "2"),
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
            raise InvalidAction(f"Skirmish is played by 2 to 4 players, not {seats}.")
        rounds = str(config.get("rounds", "2")).strip()
        if rounds not in ("2", "3"):
            raise InvalidAction(f"Rounds is 2 or 3, not {rounds!r}.")
        layout = self.teams(config, seats)
        if teams is not None and tuple(teams) != layout:
            raise InvalidAction(f"Skirmish teams are laid out as {layout}, not {tuple(teams)}.")
        return rules.start(seats, int(rounds), seed, layout)

    def teams(self, config: Mapping[str, str], seats: int) -> tuple[int, ...] | None:
        return (0, 1, 0, 1) if seats == 4 else None

    def to_act(self, state: State) -> frozenset[int]:
        return rules.to_act(state)

    def legal_actions(self, state: State, seat: int) -> Sequence[str]:
        return rules.legal(state, seat)

    def skip_action(self, state: State, seat: int) -> str | None:
        return "pass" if "pass" in rules.legal(state, seat) else None

    def apply(self, state: State, seat: int, action: str) -> Step[State]:
        new, events = rules.act(state, seat, action)
        return Step(new, tuple(events))

    def outcome(self, state: State) -> Outcome | None:
        return rules.outcome(state)

    def public_view(self, state: State) -> dict[str, Any]:
        return views.public_view(state)

    def seat_view(self, state: State, seat: int) -> dict[str, Any]:
        return views.seat_view(state, seat)

    def encode(self, action: str) -> str:
        return action

    def decode(self, state: State, seat: int, code: str) -> str:
        text = code.strip().lower()
        match = _CODE.fullmatch(text)
        if match is None:
            raise InvalidAction(
                f"{code.strip()[:40]!r} is not a Skirmish action; try discard:r3, play:b7, pass "
                "or show:<seat>."
            )
        if match[3] is not None and int(match[3]) >= state.seats:
            raise InvalidAction(f"There is no seat {match[3]} at this table.")
        return text

    def describe(self, action: str) -> str:
        verb, _, arg = action.partition(":")
        if verb == "discard":
            return f"Discard the {card_name(arg)} face down"
        if verb == "play":
            return f"Play the {card_name(arg)} and roll a die"
        if verb == "show":
            return f"Show your hand to your partner, {seat_label(int(arg))}"
        return "Pass"

    def public_choices(self, state: State, seat: int) -> Sequence[str]:
        """Only ``pass`` names no card or partner, and whether one may pass is public."""
        return legal_kinds(rules.legal(state, seat), lambda action: action == "pass")

    def can_undo(
        self, before: State, after: State, seat: int, events: Sequence[Event]
    ) -> str | None:
        """A secret discard (not yet revealed) or a pass may be taken back; a play rolls a die,
        the last discard reveals them all, a shown hand cannot be unseen."""
        return refusal_from_events(events, seat)

    def redeal_hidden(self, state: State, viewer: int | None, rng: Random) -> State:
        return hidden.redeal_hidden(state, viewer, rng)

    def sample_position(self, state: State, seat: int, rng: Random) -> State:
        """The re-deal already pools the hidden cards in deck order: it is a fair sample."""
        return hidden.redeal_hidden(state, seat, rng)

    def check_invariants(self, state: State) -> None:
        hidden.check(state)

    def worth_posting(self, before: State, after: State) -> bool:
        return True

    def dump(self, state: State) -> dict[str, Any]:
        return state_mod.dump(state)

    def load(self, data: Mapping[str, Any]) -> State:
        return state_mod.load(data)

    def rules(self) -> Mapping[str, str]:
        return {"overview": RULES}
