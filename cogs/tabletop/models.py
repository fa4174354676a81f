"""Plain data the service hands to the cogs: who sits where, and what to show after a change.

Nothing here knows Discord: user ids are plain ints, and images are drawn later by the cogs from
``public_view`` and ``seat_views``.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

LOBBY, PLAYING, FINISHED, ABANDONED = "lobby", "playing", "finished", "abandoned"
LIVE_STATUSES = (LOBBY, PLAYING)


@dataclass(frozen=True)
class SeatInfo:
    """One seat: a human (``user_id``) or a bot (``bot_level``)."""

    seat: int
    name: str
    user_id: int | None = None
    bot_level: str | None = None

    @property
    def is_bot(self) -> bool:
        return self.bot_level is not None


@dataclass(frozen=True)
class TableInfo:
    """A table as the store holds it, without the game state."""

    game_id: int
    channel_id: int
    guild_id: int | None
    game_key: str
    title: str
    status: str
    host_id: int
    options: dict[str, str]
    seats: tuple[SeatInfo, ...]
    version: int
    min_seats: int
    max_seats: int

    def seat_of(self, user_id: int) -> SeatInfo | None:
        return next((s for s in self.seats if s.user_id == user_id), None)

    @property
    def is_full(self) -> bool:
        return len(self.seats) >= self.max_seats


@dataclass(frozen=True)
class Choice:
    """A legal action offered to a player: its code and its words."""

    code: str
    label: str


@dataclass
class Update:
    """Everything the cogs need to show after a change, and nothing they must not show.

    ``events`` are public texts (safe for the channel). ``private_events`` and ``seat_views`` are
    keyed by human user id and go only to that user (DM or ephemeral).
    """

    table: TableInfo
    public_view: dict[str, Any] | None
    events: list[str] = field(default_factory=list)
    private_events: dict[int, list[str]] = field(default_factory=dict)
    seat_views: dict[int, dict[str, Any]] = field(default_factory=dict)
    to_act: list[SeatInfo] = field(default_factory=list)
    outcome: dict[str, Any] | None = None


@dataclass(frozen=True)
class PlayerStats:
    """A player's finished games (for ``/game stats``), overall and per game key."""

    user_id: int
    played: int = 0
    won: int = 0
    by_game: dict[str, tuple[int, int]] = field(default_factory=dict)  # key -> (played, won)
