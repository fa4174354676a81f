"""The Iliad Game object: the protocol the service, the cogs and the tests talk to."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from random import Random
from typing import Any

from engine.core.errors import InvalidAction
from engine.core.game import Bot, Option
from engine.core.labelled import Labelled
from engine.core.public import legal_kinds
from engine.core.rng import rng_for
from engine.core.rulebook import rulebook
from engine.core.types import Event, Outcome, Step
from engine.core.undo import refusal_from_events
from engine.iliad import candidates, deal, flow, hidden, invariants, scoring, views, words
from engine.iliad import state as state_mod
from engine.iliad.attacks import HAND_CHARIOT
from engine.iliad.state import DISCARD, OVER, SIEGE, State

TEAMS_4 = (0, 1, 0, 1)  # partners opposite
TEAMS_6 = (0, 1, 2, 0, 1, 2)  # A B C A B C
# Codes that name no card of a hidden hand: safe as buttons under the public table.
_PUBLIC_VERBS = ("pass", "victory", "place")


def _shown(action: str) -> bool:
    """A move of a public kind: one that names no card of the hand."""
    verb = action.split(":")[0]
    return verb in _PUBLIC_VERBS or (verb == "attack" and HAND_CHARIOT not in action)


class Iliad:
    """Iliad (2006) for 2–6 players; teams of two with 4 (option) and always with 6."""

    key = "iliad"
    title = "Iliad"
    seats = range(2, 7)
    options: tuple[Option, ...] = (
        Option(
            "teams",
            "4 players: two teams of two, partners opposite (6 players always play in teams).",
            ("off", "on"),
            "off",
            label="Teams of two at 4 players",
            words=(("off", "no, everyone alone"), ("on", "yes")),
        ),
    )

    def __init__(self) -> None:
        self.bots: Mapping[str, Bot] = {}

    def teams(self, config: Mapping[str, str], seats: int) -> tuple[int, ...] | None:
        if seats == 6:
            return TEAMS_6
        if seats == 4 and str(config.get("teams", "off")).strip().lower() == "on":
            return TEAMS_4
        return None

    def setup(
        self,
        config: Mapping[str, str],
        seats: int,
        seed: int,
        teams: Sequence[int] | None = None,
    ) -> State:
        if seats not in self.seats:
            raise InvalidAction(f"The Iliad is played by 2 to 6 players, not {seats}.")
        choice = str(config.get("teams", "off")).strip().lower()
        if choice not in self.options[0].choices:
            raise InvalidAction(f"The teams option is on or off, not {choice!r}.")
        layout = self.teams(config, seats)
        if teams is not None and layout is not None and tuple(teams) != layout:
            raise InvalidAction(f"Iliad teams are laid out as {layout}, not {tuple(teams)}.")
        state = deal.setup(seats, seed, layout)
        state, _ = deal.begin_siege(state)
        state, _ = flow.advance(state, rng_for(seed, 0, "start"))
        return state

    def to_act(self, state: State) -> frozenset[int]:
        return flow.to_act(state)

    def legal_actions(self, state: State, seat: int) -> Sequence[str]:
        """The legal codes; each carries the public table (no State) so its label can say more."""
        codes = flow.legal(state, seat)
        if not codes:
            return codes
        table = words.table_of(state, seat)
        return [Labelled(code, table) for code in codes]

    def skip_action(self, state: State, seat: int) -> str | None:
        """Skipping a siege turn is a pass; other choices are played by a bot."""
        return "pass" if state.phase == SIEGE and seat in flow.to_act(state) else None

    def apply(self, state: State, seat: int, action: str) -> Step[State]:
        new, events = flow.act(state, seat, action)
        return Step(new, tuple(events))

    def outcome(self, state: State) -> Outcome | None:
        if state.phase != OVER:
            return None
        teams = scoring.team_scores(state)
        return Outcome(
            winners=frozenset(state.winners),
            scores=tuple(scoring.scores(state)),
            summary=state.summary,
            team_scores=tuple(teams) if teams is not None else (),
        )

    def public_view(self, state: State) -> dict[str, Any]:
        return views.public_view(state)

    def seat_view(self, state: State, seat: int) -> dict[str, Any]:
        return views.seat_view(state, seat)

    def encode(self, action: str) -> str:
        return str(action)

    def decode(self, state: State, seat: int, code: str) -> str:
        from engine.iliad import codes

        codes.parse(code)
        return code.strip().lower()

    def describe(self, action: str) -> str:
        return words.label(action)

    def public_choices(self, state: State, seat: int) -> Sequence[str]:
        """Passing, picking a Victory card from the face-up stake, placing a card a Horse
        revealed, attacking with a card on the table: legal from the table alone. Never a card
        from the hand (a Chariot attacking from it included), and never a rule about the hand
        (such as "only when no card can be played": that tells the channel what it holds)."""
        return legal_kinds(self.legal_actions(state, seat), _shown)

    def can_undo(
        self, before: State, after: State, seat: int, events: Sequence[Event]
    ) -> str | None:
        """A placement, an attack or a pass inside a siege may be taken back; not what ends a
        siege, reveals a card, deals or ends the game."""
        if after.phase == OVER:
            return "the game is over"
        if before.siege != after.siege or before.phase != after.phase:
            return "the siege moved on (cards were revealed or dealt)"
        if before.phase == DISCARD:
            return "a discarded card stays discarded"
        return refusal_from_events(events, seat)

    def redeal_hidden(self, state: State, viewer: int | None, rng: Random) -> State:
        return hidden.redeal_hidden(state, viewer, rng)

    def sample_position(self, state: State, seat: int, rng: Random) -> State:
        """For the search: what ``seat`` cannot see, pooled in a fixed order and dealt again."""
        return hidden.sample_position(state, seat, rng)

    def candidate_moves(self, state: State, seat: int, rng: Random) -> Sequence[str]:
        """The normal bot's pick, its next best and a pass: the search's moves in a siege."""
        return candidates.candidate_moves(state, seat, rng)

    def check_invariants(self, state: State) -> None:
        invariants.check(state)

    def worth_posting(self, before: State, after: State) -> bool:
        """Every move changes the table, except a discard to the hand limit while others are
        still discarding."""
        return not (before.phase == DISCARD and after.phase == DISCARD)

    def dump(self, state: State) -> dict[str, Any]:
        return state_mod.dump(state)

    def load(self, data: Mapping[str, Any]) -> State:
        return state_mod.load(data)

    def rules(self) -> Mapping[str, str]:
        """Topics from docs/rules/iliad.md, each page joined (every section fits a message)."""
        book = rulebook(self.key, {})
        return {t.name: "\n\n".join(t.pages) for t in book.topics}
