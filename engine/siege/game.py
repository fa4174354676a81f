"""The Siege of Troy Game object: the protocol the service, the cogs and the tests talk to."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from engine.core.base import BaseGame, Parts
from engine.core.english import N_
from engine.core.errors import InvalidAction
from engine.core.game import Option
from engine.core.labelled import words_of
from engine.core.types import Event, Outcome, Step
from engine.core.undo import refusal_from_events
from engine.siege import candidates, codes, flow, hidden, invariants, orders, views, words
from engine.siege import state as state_mod
from engine.siege.state import MOVE, OVER, SCENARIOS, SETUP, State
from engine.siege.victory import outcome_of
from engine.siege.view_types import PublicView, SeatView

RULES_OVERVIEW = (
    "**Iliad: The Siege of Troy** — a two-sided wargame on a map of the plain of Troy. The Greeks "
    "move, then the Trojans respond, eight hours a day for four days. Plan moves "
    "(`move:<piece>:<square>`) and shots (`shoot:<archer>:<square>`), then `end`: arrows, "
    "battles and duels are rolled. Greeks win with 5 pieces inside the citadel; Trojans with 5 "
    "on the ships, or if Troy still stands after the last day. Full rules: docs/rules/siege.md."
)


class Siege(BaseGame[State, str]):
    """Iliad: The Siege of Troy for 2–4 players: Greeks against Trojans, seats alternating."""

    key = "siege"
    title = "Iliad: The Siege of Troy"
    called = "The Siege of Troy"
    seated_as = "Siege sides alternate as"
    parts = Parts(flow, views, hidden, invariants, state_mod, candidates)
    seats = range(2, 5)
    # Its teams are its sides, by these names (team 0 the Greeks): players read them, not letters.
    sides = (N_("Greeks"), N_("Trojans"))
    # Nothing is hidden but the seed (the dice to come): the shared no-leak test knows there is
    # nothing else to re-deal.
    hides_only_the_seed = True
    # Its games are long: the shared conformance test plays each scenario once in the normal run
    # (the seat counts taking turns) and the full sweep under ``slow``.
    light_conformance = True
    options: tuple[Option, ...] = (
        Option(
            "scenario",
            "full: the four days with their nights; day1–day4: one day only, for an evening.",
            SCENARIOS,
            "full",
            label="Scenario",
            words=(
                ("full", "the four days and their nights"),
                *((f"day{n}", f"day {n} only") for n in range(1, 5)),
            ),
        ),
    )

    def start(self, config: Mapping[str, str], seats: int, seed: int) -> State:
        scenario = str(config.get("scenario", "full")).strip().lower()
        if scenario not in SCENARIOS:
            raise InvalidAction(
                "The scenario is full or day1 to day4, not {choice}.", choice=repr(scenario)
            )
        return flow.start(seats, seed, scenario)

    def teams(self, config: Mapping[str, str], seats: int) -> tuple[int, ...] | None:
        return tuple(s % 2 for s in range(seats))

    def skip_action(self, state: State, seat: int) -> str | None:
        if state.phase == SETUP:
            return "ready"
        if state.phase == MOVE:
            return "end"
        return "recover:done" if state.phase != OVER else None

    def apply(self, state: State, seat: int, action: str) -> Step[State]:
        """One code, or a whole move (plans joined by ``;``, then end) applied step by step."""
        act = orders.act if orders.is_whole(action) else flow.act
        new, events = act(state, seat, action)
        return Step(new, tuple(events))

    def outcome(self, state: State) -> Outcome | None:
        return outcome_of(state)

    def public_view(self, state: State) -> PublicView:
        """Typed (``engine.siege.view_types``): code that holds this game itself, not any game,
        reads its views checked."""
        return views.public_view(state)

    def seat_view(self, state: State, seat: int) -> SeatView:
        return views.seat_view(state, seat)

    def fields(self, code: str) -> codes.Action:
        return codes.read(code)

    def decode(self, state: State, seat: int, code: str) -> str:
        listed = state.cache.get(("legal_set", seat))
        if listed is not None and code in listed:
            found: str = listed[code]  # a listed action, with its words
            return found
        return orders.parse(code) if orders.is_whole(code) else codes.parse(code)

    def describe(self, action: str) -> str:
        """Listed moves and shots carry words from the position (whom a move attacks, whom an
        archer aims at); any other code is described from the code alone."""
        if orders.is_whole(action):
            return orders.describe(action)
        said = words_of(action)
        return said if said is not None else words.describe(action)

    def public_choices(self, state: State, seat: int) -> Sequence[str]:
        """Nothing is hidden but the dice's seed: every legal move may be a button."""
        return self.legal_actions(state, seat)

    def can_undo(
        self, before: State, after: State, seat: int, events: Sequence[Event]
    ) -> str | None:
        """Plans and swaps may be taken back; not once dice were rolled or the turn moved on."""
        if (before.phase, before.day, before.hour, before.moving) != (
            after.phase,
            after.day,
            after.hour,
            after.moving,
        ):
            return N_("the move is over")
        return refusal_from_events(events, seat)

    def worth_posting(self, before: State, after: State) -> bool:
        """A new map when results were rolled, a day begins or the game ends; never for a
        planned piece, a shot declared, a swap or a night choice."""
        return (
            before.resolutions != after.resolutions
            or before.day != after.day
            or (before.phase == SETUP and after.phase != SETUP)
            or (after.phase == OVER and before.phase != OVER)
        )

    def rules(self) -> Mapping[str, str]:
        return {"overview": RULES_OVERVIEW}
