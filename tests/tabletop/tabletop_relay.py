"""Relay: the Race test game played in teams, for the team tests of the service and the bot.

2 to 6 seats; with 4 seats two teams of two (0, 1, 0, 1), with 6 seats three teams of two
(0, 1, 2, 0, 1, 2): partners sit opposite, as in the Iliad. Play is Race's; when a seat reaches
the target, the team with the highest total wins together. The teams live in the state (as
``setup`` received them), so the outcome needs nothing from outside.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import asdict, dataclass
from typing import Any

from tabletop_race import RaceGame, RaceState

from engine.core import Outcome

LAYOUTS = {4: (0, 1, 0, 1), 6: (0, 1, 2, 0, 1, 2)}


@dataclass(frozen=True)
class RelayState(RaceState):
    teams: tuple[int, ...] | None = None


class RelayGame(RaceGame):
    key = "relay"
    title = "Relay"
    seats = range(2, 7)

    def setup(
        self,
        config: Mapping[str, str],
        seats: int,
        seed: int,
        teams: Sequence[int] | None = None,
    ) -> RelayState:
        race = super().setup(config, seats, seed)
        return RelayState(**asdict(race), teams=tuple(teams) if teams is not None else None)

    def teams(self, config: Mapping[str, str], seats: int) -> tuple[int, ...] | None:
        return LAYOUTS.get(seats)

    def outcome(self, state: RaceState) -> Outcome | None:
        assert isinstance(state, RelayState)
        alone = super().outcome(state)
        if alone is None or state.teams is None:
            return alone
        totals = [0] * (max(state.teams) + 1)
        for seat, score in enumerate(state.scores):
            totals[state.teams[seat]] += score
        best = max(totals)
        won = {t for t, total in enumerate(totals) if total == best}
        winners = frozenset(s for s, t in enumerate(state.teams) if t in won)
        names = " and ".join(f"Player {s + 1}" for s in sorted(winners))
        return Outcome(winners, state.scores, f"{names} win with {best}.", tuple(totals))

    def dump(self, state: RaceState) -> dict[str, Any]:
        assert isinstance(state, RelayState)
        teams = list(state.teams) if state.teams is not None else None
        return {**super().dump(state), "teams": teams}

    def load(self, data: Mapping[str, Any]) -> RelayState:
        race = super().load(data)
        teams = data.get("teams")
        return RelayState(
            **asdict(race),
            teams=tuple(int(t) for t in teams) if teams is not None else None,
        )


RELAY = RelayGame()
