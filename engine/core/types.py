"""Plain values passed between the engine and the layers above it."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any, Generic, TypeVar

from engine.core.said import english

Seat = int
S = TypeVar("S")

# Who may read an event: None is everyone; a seat, or a set of seats (a team, the two sides of
# a trade, the one player shown another's hand).
Audience = Seat | frozenset[Seat] | None


def audience_of(seats: Seat | Iterable[Seat] | None) -> Audience:
    """A normal audience: None stays everyone, one seat stays an int, several become a set."""
    if seats is None or isinstance(seats, int):
        return seats
    group = frozenset(seats)
    return next(iter(group)) if len(group) == 1 else group


@dataclass(frozen=True)
class Event:
    """Something that happened, in words.

    ``audience`` says who may read it (see ``Audience``), so the service routes events without
    reading their text.
    """

    text: str
    audience: Audience = None
    kind: str = "info"
    data: dict[str, Any] = field(default_factory=dict)

    @property
    def public(self) -> bool:
        return self.audience is None

    @property
    def english(self) -> str:
        """Its words in English (a said line spoken; any other text as it is)."""
        return english(self.text)

    def readers(self) -> frozenset[Seat] | None:
        """The seats allowed to read it; None means everyone."""
        if self.audience is None:
            return None
        if isinstance(self.audience, int):
            return frozenset((self.audience,))
        return self.audience

    def visible_to(self, seat: Seat | None) -> bool:
        """May ``seat`` (None: a spectator) read this event?"""
        readers = self.readers()
        return readers is None or (seat is not None and seat in readers)


@dataclass(frozen=True)
class Step(Generic[S]):
    """The result of applying one action: the new state and what happened."""

    state: S
    events: tuple[Event, ...] = ()


@dataclass(frozen=True)
class Outcome:
    """The end of a game: who won (one or several seats: a whole team wins together), the scores
    of every seat, the teams' totals when teams played, and a sentence."""

    winners: frozenset[Seat]
    scores: tuple[int, ...]
    summary: str
    team_scores: tuple[int, ...] = ()

    def to_dict(self) -> dict[str, Any]:
        data: dict[str, Any] = {
            "winners": sorted(self.winners),
            "scores": list(self.scores),
            "summary": self.summary,
        }
        if self.team_scores:
            data["team_scores"] = list(self.team_scores)
        return data
