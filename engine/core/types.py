"""Plain values passed between the engine and the layers above it."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Generic, TypeVar

Seat = int
S = TypeVar("S")


@dataclass(frozen=True)
class Event:
    """Something that happened, in words.

    ``audience`` is None for everyone, or the one seat allowed to read it, so the service can
    route events without reading them.
    """

    text: str
    audience: Seat | None = None
    kind: str = "info"
    data: dict[str, Any] = field(default_factory=dict)


@dataclass(frozen=True)
class Step(Generic[S]):
    """The result of applying one action: the new state and what happened."""

    state: S
    events: tuple[Event, ...] = ()


@dataclass(frozen=True)
class Outcome:
    """The end of a game: who won (one or several seats), the scores, and a sentence."""

    winners: frozenset[Seat]
    scores: tuple[int, ...]
    summary: str

    def to_dict(self) -> dict[str, Any]:
        return {
            "winners": sorted(self.winners),
            "scores": list(self.scores),
            "summary": self.summary,
        }
