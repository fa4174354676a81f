"""What the store hands back: a game with its seats, a logged line, a result; and how a game is
read from the database in one query."""

from __future__ import annotations

import json
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any

from tabletop.models import LIVE_STATUSES, SeatInfo
from tabletop.store.db import Row

LIVE_SQL = "('" + "', '".join(LIVE_STATUSES) + "')"


def utc_now() -> str:
    return datetime.now(UTC).isoformat(timespec="milliseconds")


GAME_COLUMNS = (
    "g.id, g.channel_id, g.guild_id, g.game_key, g.options, g.status, g.host_id, g.seed,"
    " g.version, g.created, g.updated, g.bots_due"
    ", (SELECT c.pace FROM clocks c WHERE c.game_id = g.id) AS pace"  # clocks
    ", (SELECT c.on_timeout FROM clocks c WHERE c.game_id = g.id) AS on_timeout"  # timeout
    ", EXISTS (SELECT 1 FROM hinted h WHERE h.game_id = g.id) AS hints"  # hints
)
# The seats of each game as one JSON array, so a game and its seats are one query.
SEATS_JSON = (
    "(SELECT json_group_array(json_array(s.seat, s.user_id, s.name, s.bot_level, s.team))"
    " FROM (SELECT * FROM seats s WHERE s.game_id = g.id ORDER BY s.seat) s) AS seats"
)


class ChannelTaken(Exception):
    """A live game already holds this channel (the unique index said so)."""


@dataclass(frozen=True)
class GameRow:
    """One ``games`` row with its seats; the snapshot is the engine's ``dump`` (or None)."""

    id: int
    channel_id: int
    guild_id: int | None
    game_key: str
    options: dict[str, str]
    status: str
    host_id: int
    seed: int
    version: int
    snapshot: dict[str, Any] | None
    seats: tuple[SeatInfo, ...]
    created: str
    updated: str
    bots_due: bool = False
    pace: int | None = None  # clocks: seconds per decision (None: no clock yet)
    on_timeout: str | None = None  # timeout: bot, skip or vote
    hints: bool = False  # hints: /game hint allowed, so the game is not rated

    def seat_of(self, user_id: int) -> SeatInfo | None:
        return next((s for s in self.seats if s.user_id == user_id), None)


@dataclass(frozen=True)
class EventRow:
    """One logged line; ``readers`` None is public, else a bitmask of the seats that may read it
    (see ``tabletop.audience``)."""

    seq: int
    readers: int | None
    text: str


@dataclass(frozen=True)
class ResultRow:
    seat: int
    user_id: int | None
    score: int
    winner: bool
    team: int | None = None


def game_row(row: Row) -> GameRow:
    seats = sorted(json.loads(row["seats"]) if row["seats"] else [])
    return GameRow(
        id=row["id"],
        channel_id=row["channel_id"],
        guild_id=row["guild_id"],
        game_key=row["game_key"],
        options=json.loads(row["options"]),
        status=row["status"],
        host_id=row["host_id"],
        seed=row["seed"],
        version=row["version"],
        snapshot=json.loads(row["snapshot"]) if row["snapshot"] else None,
        seats=tuple(
            SeatInfo(seat=n, name=name, user_id=u, bot_level=b, team=t)
            for n, u, name, b, t in seats
        ),
        created=row["created"],
        updated=row["updated"],
        bots_due=bool(row["bots_due"]),
        pace=row["pace"],  # clocks
        on_timeout=row["on_timeout"],  # timeout
        hints=bool(row["hints"]),  # hints
    )
