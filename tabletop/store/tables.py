"""Tables and seats: reading games, the lobby (seats, teams, leaving), the start."""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import Any

from engine.core.types import Audience
from tabletop.errors import TableChanged
from tabletop.models import ABANDONED, LOBBY, PLAYING, SeatInfo
from tabletop.store import outbox_sql
from tabletop.store.core import StoreCore
from tabletop.store.db import Tx
from tabletop.store.log import insert_events
from tabletop.store.outbox_sql import Mark, Pending
from tabletop.store.rows import (
    GAME_COLUMNS,
    LIVE_SQL,
    SEATS_JSON,
    ChannelTaken,
    GameRow,
    game_row,
    utc_now,
)

_SHIFT = 1_000_000  # parks renumbered seats out of the way of the primary key


class TablesStore(StoreCore):
    """Games and their seats, up to the start."""

    # --- reading games ---------------------------------------------------------------------
    async def _query_games(
        self, where: str, params: Sequence[Any] = (), *, snapshot: bool = True
    ) -> list[GameRow]:
        """Games with their seats in one query; ``snapshot=False`` skips reading and decoding
        the state (for calls that need only the table)."""
        state = "g.snapshot" if snapshot else "NULL AS snapshot"
        rows = await self._fetchall(
            f"SELECT {GAME_COLUMNS}, {state}, {SEATS_JSON} FROM games g WHERE {where}", params
        )
        return [game_row(row) for row in rows]

    async def game(self, game_id: int, *, snapshot: bool = True) -> GameRow | None:
        games = await self._query_games("id=?", (game_id,), snapshot=snapshot)
        return games[0] if games else None

    async def live_game(self, channel_id: int, *, snapshot: bool = True) -> GameRow | None:
        """The lobby or game in play in this channel, if any."""
        games = await self._query_games(
            f"channel_id=? AND status IN {LIVE_SQL}", (channel_id,), snapshot=snapshot
        )
        return games[0] if games else None

    async def latest_game(self, channel_id: int, *, snapshot: bool = True) -> GameRow | None:
        """The live game here, else the most recent one (finished or abandoned)."""
        games = await self._query_games(
            f"channel_id=? ORDER BY status IN {LIVE_SQL} DESC, id DESC LIMIT 1",
            (channel_id,),
            snapshot=snapshot,
        )
        return games[0] if games else None

    async def live_count(self) -> int:
        """How many lobbies and games in play, without loading any."""
        rows = await self._fetchall(f"SELECT count(*) FROM games WHERE status IN {LIVE_SQL}")
        return int(rows[0][0])

    async def games_with_bots_due(self) -> list[GameRow]:
        """Games in play where a bot must move (a crash fell between a move and the bots')."""
        return await self._query_games(f"bots_due=1 AND status='{PLAYING}' ORDER BY id")

    async def clear_bots_due(self, game_id: int, version: int) -> None:
        async with self._tx() as db:
            await db.execute(
                "UPDATE games SET bots_due=0 WHERE id=? AND version=?", (game_id, version)
            )

    async def channel_of(self, game_id: int) -> int | None:
        rows = await self._fetchall("SELECT channel_id FROM games WHERE id=?", (game_id,))
        return int(rows[0][0]) if rows else None

    # --- lobby writes ----------------------------------------------------------------------
    async def create_game(
        self,
        *,
        channel_id: int,
        guild_id: int | None,
        game_key: str,
        options: dict[str, str],
        host_id: int,
        host_name: str,
        seed: int,
        more_seats: Sequence[SeatInfo] = (),
        host_team: int | None = None,
    ) -> GameRow:
        """A lobby with the host in seat 0 (and ``more_seats`` after, for a rematch; their teams
        and ``host_team`` become the lobby's team choices), in one transaction. ChannelTaken if
        a live game holds the channel."""
        now = utc_now()
        try:
            async with self._tx() as db:
                inserted = await db.fetch(
                    "INSERT INTO games (channel_id, guild_id, game_key, options, status, host_id,"
                    " seed, version, snapshot, created, updated)"
                    " VALUES (?, ?, ?, ?, ?, ?, ?, 0, NULL, ?, ?) RETURNING id",
                    (
                        channel_id,
                        guild_id,
                        game_key,
                        json.dumps(options, sort_keys=True),
                        LOBBY,
                        host_id,
                        seed,
                        now,
                        now,
                    ),
                )
                game_id = int(inserted[0][0])
                await db.execute(
                    "INSERT INTO seats (game_id, seat, user_id, name, bot_level, team)"
                    " VALUES (?, 0, ?, ?, NULL, ?)",
                    (game_id, host_id, host_name, host_team),
                )
                await db.executemany(
                    "INSERT INTO seats (game_id, seat, user_id, name, bot_level, team)"
                    " VALUES (?, ?, ?, ?, ?, ?)",
                    [
                        (game_id, i, s.user_id, s.name, s.bot_level, s.team)
                        for i, s in enumerate(more_seats, start=1)
                    ],
                )
        except self._db.integrity as exc:
            raise ChannelTaken(str(exc)) from exc
        game = await self.game(game_id)
        assert game is not None
        return game

    async def add_seat(
        self,
        game_id: int,
        *,
        name: str,
        user_id: int | None,
        bot_level: str | None,
        max_seats: int,
    ) -> int:
        """Append a seat to a lobby; returns its number. TableChanged when the lobby changed
        under us (another process), so a race never seats two players in one seat."""
        try:
            async with self._tx() as db:
                seat = await self._lock_lobby(db, game_id)
                if seat is None or seat >= max_seats:
                    raise TableChanged()
                await db.execute(
                    "INSERT INTO seats (game_id, seat, user_id, name, bot_level)"
                    " VALUES (?, ?, ?, ?, ?)",
                    (game_id, seat, user_id, name, bot_level),
                )
                await db.execute("UPDATE games SET updated=? WHERE id=?", (utc_now(), game_id))
        except self._db.integrity as exc:
            raise TableChanged() from exc
        return seat

    async def _lock_lobby(self, db: Tx, game_id: int) -> int | None:
        """Hold the game's row until the commit (a row lock on PostgreSQL; SQLite's
        ``BEGIN IMMEDIATE`` holds the whole database already), so that a join, a team choice,
        a leave and the start of one lobby from several processes take turns; then its seat
        count, or None once it is no lobby."""
        rows = await db.fetch(
            "SELECT status FROM games WHERE id=?" + self._db.for_update, (game_id,)
        )
        if not rows or rows[0][0] != LOBBY:
            return None
        counted = await db.fetch("SELECT count(*) FROM seats WHERE game_id=?", (game_id,))
        return int(counted[0][0])

    async def set_team(self, game_id: int, seat: int, team: int | None) -> None:
        """A lobby seat's team choice (None: no choice). TableChanged once the game started."""
        async with self._tx() as db:
            if await self._lock_lobby(db, game_id) is None:
                raise TableChanged()
            cur = await db.execute(
                "UPDATE seats SET team=? WHERE game_id=? AND seat=?"
                " AND (SELECT status FROM games WHERE id=?)=?",
                (team, game_id, seat, game_id, LOBBY),
            )
            if cur != 1:
                raise TableChanged()
            await db.execute("UPDATE games SET updated=? WHERE id=?", (utc_now(), game_id))

    async def remove_seat(
        self, game_id: int, seat: int, *, new_host_id: int | None, abandon: bool
    ) -> None:
        """Remove a lobby seat and close the gap (seats stay 0..n-1); maybe pass the host on,
        or abandon the table when no human is left."""
        async with self._tx() as db:
            if await self._lock_lobby(db, game_id) is None:
                raise TableChanged()
            cur = await db.execute(
                "DELETE FROM seats WHERE game_id=? AND seat=?"
                " AND (SELECT status FROM games WHERE id=?)=?",
                (game_id, seat, game_id, LOBBY),
            )
            if cur != 1:
                raise TableChanged()
            # Two steps, so the primary key never sees two rows with one seat number.
            await db.execute(
                "UPDATE seats SET seat = seat + ? WHERE game_id=? AND seat > ?",
                (_SHIFT, game_id, seat),
            )
            await db.execute(
                "UPDATE seats SET seat = seat - ? WHERE game_id=? AND seat >= ?",
                (_SHIFT + 1, game_id, _SHIFT),
            )
            sets: list[str] = ["updated=?"]
            params: list[Any] = [utc_now()]
            if new_host_id is not None:
                sets.append("host_id=?")
                params.append(new_host_id)
            if abandon:
                sets.append("status=?")
                params.append(ABANDONED)
            await db.execute(f"UPDATE games SET {', '.join(sets)} WHERE id=?", (*params, game_id))

    async def abandon(self, game_id: int) -> None:
        async with self._tx() as db:
            cur = await db.execute(
                f"UPDATE games SET status=?, updated=? WHERE id=? AND status IN {LIVE_SQL}",
                (ABANDONED, utc_now(), game_id),
            )
            if cur != 1:
                raise TableChanged()
            await outbox_sql.drop_all(db, game_id, self._db.for_update)

    async def start_game(
        self,
        game_id: int,
        *,
        seats: int,
        snapshot: dict[str, Any],
        events: Sequence[tuple[Audience, str]] = (),
        outbox: Sequence[Mark] = (),
        bots_due: bool = False,
        seating: Sequence[tuple[int, int, int | None]] = (),
    ) -> list[Pending]:
        """Lobby -> playing with the set-up snapshot at version 0, only if the lobby still has
        exactly the seats the game was set up for; ``outbox`` is what must be announced;
        ``seating``: (lobby seat, final seat, team) of every seat, when the start moves players
        to their teams' seats. Returns the game's unsent announcements."""
        async with self._tx() as db:
            if await self._lock_lobby(db, game_id) is None:
                raise TableChanged()
            cur = await db.execute(
                "UPDATE games SET status=?, snapshot=?, version=0, updated=?, bots_due=?"
                " WHERE id=? AND status=? AND (SELECT count(*) FROM seats WHERE game_id=?)=?",
                (
                    PLAYING,
                    json.dumps(snapshot),
                    utc_now(),
                    int(bots_due),
                    game_id,
                    LOBBY,
                    game_id,
                    seats,
                ),
            )
            if cur != 1:
                raise TableChanged()
            await self._reseat(db, game_id, seating)
            await insert_events(db, game_id, 0, events)
            await outbox_sql.write_marks(db, game_id, 0, outbox, self.claim())
            return await outbox_sql.pending_of(db, [game_id])

    @staticmethod
    async def _reseat(db: Tx, game_id: int, seating: Sequence[tuple[int, int, int | None]]) -> None:
        """Move every seat to its final number and team, in two steps so the primary key never
        sees two rows with one seat number."""
        if not seating:
            return
        await db.executemany(
            "UPDATE seats SET seat=?, team=? WHERE game_id=? AND seat=?",
            [(new + _SHIFT, team, game_id, old) for old, new, team in seating],
        )
        await db.execute(
            "UPDATE seats SET seat = seat - ? WHERE game_id=? AND seat >= ?",
            (_SHIFT, game_id, _SHIFT),
        )
