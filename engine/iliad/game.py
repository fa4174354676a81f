"""The Iliad Game object: the protocol the service, the cogs and the tests talk to."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from engine.core.base import BaseGame, Parts
from engine.core.english import N_
from engine.core.errors import InvalidAction
from engine.core.game import Option
from engine.core.labelled import Labelled
from engine.core.rng import rng_for
from engine.core.rulebook import rulebook
from engine.core.types import Event, Outcome
from engine.core.undo import refusal_from_events
from engine.iliad import candidates, codes, deal, flow, hidden, invariants, scoring, views, words
from engine.iliad import state as state_mod
from engine.iliad.attacks import HAND_CHARIOT
from engine.iliad.state import DISCARD, OVER, SIEGE, State

TEAMS_4 = (0, 1, 0, 1)  # partners opposite
TEAMS_6 = (0, 1, 2, 0, 1, 2)  # A B C A B C
# Codes that name no card of a hidden hand: safe as buttons under the public table.
_PUBLIC_VERBS = ("pass", "victory", "place")


class Iliad(BaseGame[State, str]):
    """Iliad (2006) for 2–6 players; teams of two with 4 (option) and always with 6."""

    key = "iliad"
    title = "Iliad"
    called = "The Iliad"
    parts = Parts(flow, views, hidden, invariants, state_mod, candidates)
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

    def teams(self, config: Mapping[str, str], seats: int) -> tuple[int, ...] | None:
        if seats == 6:
            return TEAMS_6
        if seats == 4 and str(config.get("teams", "off")).strip().lower() == "on":
            return TEAMS_4
        return None

    def start(self, config: Mapping[str, str], seats: int, seed: int) -> State:
        choice = str(config.get("teams", "off")).strip().lower()
        if choice not in self.options[0].choices:
            raise InvalidAction("The teams option is on or off, not {choice}.", choice=repr(choice))
        state = deal.setup(seats, seed, self.teams(config, seats))
        state, _ = deal.begin_siege(state)
        state, _ = flow.advance(state, rng_for(seed, 0, "start"))
        return state

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

    def fields(self, code: str) -> codes.Action:
        return codes.read(code)

    def decode(self, state: State, seat: int, code: str) -> str:
        codes.parse(code)
        return code.strip().lower()

    def describe(self, action: str) -> str:
        return words.label(action)

    def shown(self, action: str) -> bool:
        """Passing, picking a Victory card from the face-up stake, placing a card a Horse
        revealed, attacking with a card on the table: legal from the table alone. Never a card
        from the hand (a Chariot attacking from it included), and never a rule about the hand
        (such as "only when no card can be played": that tells the channel what it holds)."""
        verb = action.split(":")[0]
        return verb in _PUBLIC_VERBS or (verb == "attack" and HAND_CHARIOT not in action)

    def can_undo(
        self, before: State, after: State, seat: int, events: Sequence[Event]
    ) -> str | None:
        """A placement, an attack or a pass inside a siege may be taken back; not what ends a
        siege, reveals a card, deals or ends the game."""
        if after.phase == OVER:
            return N_("the game is over")
        if before.siege != after.siege or before.phase != after.phase:
            return N_("the siege moved on (cards were revealed or dealt)")
        if before.phase == DISCARD:
            return N_("a discarded card stays discarded")
        return refusal_from_events(events, seat)

    def worth_posting(self, before: State, after: State) -> bool:
        """Every move changes the table, except a discard to the hand limit while others are
        still discarding."""
        return not (before.phase == DISCARD and after.phase == DISCARD)

    def rules(self) -> Mapping[str, str]:
        """Topics from docs/rules/iliad.md, each page joined (every section fits a message)."""
        book = rulebook(self.key, {})
        return {t.name: "\n\n".join(t.pages) for t in book.topics}
