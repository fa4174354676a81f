"""SQLite persistence through aiosqlite: one connection, WAL, foreign keys, numbered migrations.

The store knows nothing about any game's rules: it keeps tables, seats, the append-only action log,
event lines (with the seats that may read them), the outbox of what is still to announce, message
ids and results. Every write is one ``BEGIN IMMEDIATE`` transaction, and a move only commits if
the game's version is still the one the caller loaded, so two processes (or two connections)
racing on one table can never both apply a move; its announcements commit with it.
"""

from __future__ import annotations

import asyncio
import json
import sqlite3
from collections.abc import AsyncIterator, Iterable, Sequence
from contextlib import asynccontextmanager
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import aiosqlite

from cogs.tabletop import outbox_sql
from cogs.tabletop.audience import readers_mask
from cogs.tabletop.errors import TableChanged, VersionConflict
from cogs.tabletop.migrations import LATEST, MIGRATIONS
from cogs.tabletop.models import ABANDONED, FINISHED, LIVE_STATUSES, LOBBY, PLAYING, SeatInfo
from cogs.tabletop.outbox_sql import Mark, Pending
from engine.core.types import Audience

_SHIFT = 1_000_000  # parks renumbered seats out of the way of the primary key
_LIVE_SQL = "('" + "', '".join(LIVE_STATUSES) + "')"


def _now() -> str:
    return datetime.now(UTC).isoformat(timespec="milliseconds")


_GAME_COLUMNS = (
    "g.id, g.channel_id, g.guild_id, g.game_key, g.options, g.status, g.host_id, g.seed,"
    " g.version, g.created, g.updated, g.bots_due"
    ", (SELECT c.pace FROM clocks c WHERE c.game_id = g.id) AS pace"  # clocks (issue 9)
    ", (SELECT c.on_timeout FROM clocks c WHERE c.game_id = g.id) AS on_timeout"  # timeout
    ", EXISTS (SELECT 1 FROM hinted h WHERE h.game_id = g.id) AS hints"  # hints (issue 17)
)
# The seats of each game as one JSON array, so a game and its seats are one query.
_SEATS_JSON = (
    "(SELECT json_group_array(json_array(s.seat, s.user_id, s.name, s.bot_level, s.team))"
    " FROM (SELECT * FROM seats s WHERE s.game_id = g.id ORDER BY s.seat) s) AS seats"
)


def _game_row(row: sqlite3.Row) -> GameRow:
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
        pace=row["pace"],  # clocks (issue 9)
        on_timeout=row["on_timeout"],  # timeout (issue 9)
        hints=bool(row["hints"]),  # hints (issue 17)
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
    pace: int | None = None  # clocks (issue 9): seconds per decision (None: no clock yet)
    on_timeout: str | None = None  # timeout (issue 9): bot, skip or vote
    hints: bool = False  # hints (issue 17): /game hint allowed, so the game is not rated

    def seat_of(self, user_id: int) -> SeatInfo | None:
        return next((s for s in self.seats if s.user_id == user_id), None)


@dataclass(frozen=True)
class EventRow:
    """One logged line; ``readers`` None is public, else a bitmask of the seats that may read it
    (see ``cogs.tabletop.audience``)."""

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


@dataclass(frozen=True)
class _Done:
    """What a finished statement reports, once its cursor is closed."""

    rowcount: int
    lastrowid: int | None


async def _exec(db: aiosqlite.Connection, sql: str, params: Sequence[Any] = ()) -> _Done:
    """Run one statement and close its cursor at once: a cursor left open keeps its statement
    "in progress" and makes a later COMMIT fail."""
    async with db.execute(sql, params) as cur:
        return _Done(cur.rowcount, cur.lastrowid)


class Store:
    """The database. Methods are atomic: a store-wide lock serialises use of the one connection,
    because interleaved statements of two tasks on one connection would share a transaction."""

    def __init__(self, db: aiosqlite.Connection, path: str) -> None:
        self._db = db
        self.path = path
        self._lock = asyncio.Lock()
        self._closed = False

    @classmethod
    async def open(cls, path: str | Path) -> Store:
        """Open (creating and migrating) the database at ``path``; ":memory:" works for tests."""
        path = str(path)
        if path != ":memory:":
            Path(path).parent.mkdir(parents=True, exist_ok=True)
        # isolation_level=None: we issue BEGIN/COMMIT ourselves, sqlite3 must not add its own.
        db = await aiosqlite.connect(path, isolation_level=None, timeout=10.0)
        try:
            db.row_factory = sqlite3.Row
            await _exec(db, "PRAGMA journal_mode=WAL")
            await _exec(db, "PRAGMA foreign_keys=ON")
            # FULL: a commit that returned survives even a power cut, not only a crash.
            await _exec(db, "PRAGMA synchronous=FULL")
            await _exec(db, "PRAGMA busy_timeout=10000")
            store = cls(db, path)
            await store._migrate()
        except BaseException:
            await db.close()
            raise
        return store

    async def close(self) -> None:
        """Close the connection; closing twice is harmless (shutdown paths may overlap)."""
        async with self._lock:
            if not self._closed:
                self._closed = True
                await self._db.close()

    @property
    def connection(self) -> aiosqlite.Connection:
        """The raw connection, for tests and admin checks (do not write through it)."""
        return self._db

    async def schema_version(self) -> int:
        async with self._lock:
            return await self._user_version()

    async def _user_version(self) -> int:
        async with self._db.execute("PRAGMA user_version") as cur:
            row = await cur.fetchone()
        return int(row[0]) if row else 0

    async def _migrate(self) -> None:
        async with self._lock:
            await _exec(self._db, "BEGIN IMMEDIATE")  # another process may be migrating too
            try:
                current = await self._user_version()
                if current > LATEST:
                    raise RuntimeError(
                        f"database schema {current} is newer than this code ({LATEST})"
                    )
                for number in range(current + 1, LATEST + 1):
                    for statement in MIGRATIONS[number - 1]:
                        await _exec(self._db, statement)
                    await _exec(self._db, f"PRAGMA user_version={number}")
                await _exec(self._db, "COMMIT")
            except BaseException:
                await _exec(self._db, "ROLLBACK")
                raise

    @asynccontextmanager
    async def _tx(self, *, durable: bool = True) -> AsyncIterator[aiosqlite.Connection]:
        """One write transaction, taken with the write lock up front so reads inside it are
        current; rolled back on any error. ``durable=False`` skips the fsync (WAL stays
        consistent; only the last such commits can be lost in a power cut), for bookkeeping
        that is safe to redo: message ids and announcement marks."""
        async with self._lock:
            if not durable:
                await _exec(self._db, "PRAGMA synchronous=NORMAL")
            try:
                await _exec(self._db, "BEGIN IMMEDIATE")
                try:
                    yield self._db
                except BaseException:
                    await _exec(self._db, "ROLLBACK")
                    raise
                await _exec(self._db, "COMMIT")
            finally:
                if not durable:
                    await _exec(self._db, "PRAGMA synchronous=FULL")

    async def _fetchall(self, sql: str, params: Sequence[Any] = ()) -> list[sqlite3.Row]:
        async with self._lock, self._db.execute(sql, params) as cur:
            return list(await cur.fetchall())

    # --- reading games ---------------------------------------------------------------------
    async def _query_games(
        self, where: str, params: Sequence[Any] = (), *, snapshot: bool = True
    ) -> list[GameRow]:
        """Games with their seats in one query; ``snapshot=False`` skips reading and decoding
        the state (for calls that need only the table)."""
        state = "g.snapshot" if snapshot else "NULL AS snapshot"
        rows = await self._fetchall(
            f"SELECT {_GAME_COLUMNS}, {state}, {_SEATS_JSON} FROM games g WHERE {where}", params
        )
        return [_game_row(row) for row in rows]

    async def game(self, game_id: int, *, snapshot: bool = True) -> GameRow | None:
        games = await self._query_games("id=?", (game_id,), snapshot=snapshot)
        return games[0] if games else None

    async def live_game(self, channel_id: int, *, snapshot: bool = True) -> GameRow | None:
        """The lobby or game in play in this channel, if any."""
        games = await self._query_games(
            f"channel_id=? AND status IN {_LIVE_SQL}", (channel_id,), snapshot=snapshot
        )
        return games[0] if games else None

    async def latest_game(self, channel_id: int, *, snapshot: bool = True) -> GameRow | None:
        """The live game here, else the most recent one (finished or abandoned)."""
        games = await self._query_games(
            f"channel_id=? ORDER BY status IN {_LIVE_SQL} DESC, id DESC LIMIT 1",
            (channel_id,),
            snapshot=snapshot,
        )
        return games[0] if games else None

    async def live_count(self) -> int:
        """How many lobbies and games in play, without loading any."""
        rows = await self._fetchall(f"SELECT count(*) FROM games WHERE status IN {_LIVE_SQL}")
        return int(rows[0][0])

    async def games_with_bots_due(self) -> list[GameRow]:
        """Games in play where a bot must move (a crash fell between a move and the bots')."""
        return await self._query_games(f"bots_due=1 AND status='{PLAYING}' ORDER BY id")

    async def clear_bots_due(self, game_id: int, version: int) -> None:
        async with self._tx() as db:
            await _exec(
                db, "UPDATE games SET bots_due=0 WHERE id=? AND version=?", (game_id, version)
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
        now = _now()
        try:
            async with self._tx() as db:
                cur = await _exec(
                    db,
                    "INSERT INTO games (channel_id, guild_id, game_key, options, status, host_id,"
                    " seed, version, snapshot, created, updated)"
                    " VALUES (?, ?, ?, ?, ?, ?, ?, 0, NULL, ?, ?)",
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
                game_id = cur.lastrowid
                await _exec(
                    db,
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
        except sqlite3.IntegrityError as exc:
            raise ChannelTaken(str(exc)) from exc
        game = await self.game(int(game_id or 0))
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
                async with db.execute(
                    "SELECT status, (SELECT count(*) FROM seats WHERE game_id=games.id) AS n"
                    " FROM games WHERE id=?",
                    (game_id,),
                ) as cur:
                    row = await cur.fetchone()
                if row is None or row["status"] != LOBBY or row["n"] >= max_seats:
                    raise TableChanged()
                seat = int(row["n"])
                await _exec(
                    db,
                    "INSERT INTO seats (game_id, seat, user_id, name, bot_level)"
                    " VALUES (?, ?, ?, ?, ?)",
                    (game_id, seat, user_id, name, bot_level),
                )
                await _exec(db, "UPDATE games SET updated=? WHERE id=?", (_now(), game_id))
        except sqlite3.IntegrityError as exc:
            raise TableChanged() from exc
        return seat

    async def set_team(self, game_id: int, seat: int, team: int | None) -> None:
        """A lobby seat's team choice (None: no choice). TableChanged once the game started."""
        async with self._tx() as db:
            cur = await _exec(
                db,
                "UPDATE seats SET team=? WHERE game_id=? AND seat=?"
                " AND (SELECT status FROM games WHERE id=?)=?",
                (team, game_id, seat, game_id, LOBBY),
            )
            if cur.rowcount != 1:
                raise TableChanged()
            await _exec(db, "UPDATE games SET updated=? WHERE id=?", (_now(), game_id))

    async def remove_seat(
        self, game_id: int, seat: int, *, new_host_id: int | None, abandon: bool
    ) -> None:
        """Remove a lobby seat and close the gap (seats stay 0..n-1); maybe pass the host on,
        or abandon the table when no human is left."""
        async with self._tx() as db:
            cur = await _exec(
                db,
                "DELETE FROM seats WHERE game_id=? AND seat=?"
                " AND (SELECT status FROM games WHERE id=?)=?",
                (game_id, seat, game_id, LOBBY),
            )
            if cur.rowcount != 1:
                raise TableChanged()
            # Two steps, so the primary key never sees two rows with one seat number.
            await _exec(
                db,
                "UPDATE seats SET seat = seat + ? WHERE game_id=? AND seat > ?",
                (_SHIFT, game_id, seat),
            )
            await _exec(
                db,
                "UPDATE seats SET seat = seat - ? WHERE game_id=? AND seat >= ?",
                (_SHIFT + 1, game_id, _SHIFT),
            )
            sets: list[str] = ["updated=?"]
            params: list[Any] = [_now()]
            if new_host_id is not None:
                sets.append("host_id=?")
                params.append(new_host_id)
            if abandon:
                sets.append("status=?")
                params.append(ABANDONED)
            await _exec(db, f"UPDATE games SET {', '.join(sets)} WHERE id=?", (*params, game_id))

    async def abandon(self, game_id: int) -> None:
        async with self._tx() as db:
            cur = await _exec(
                db,
                f"UPDATE games SET status=?, updated=? WHERE id=? AND status IN {_LIVE_SQL}",
                (ABANDONED, _now(), game_id),
            )
            if cur.rowcount != 1:
                raise TableChanged()
            await outbox_sql.drop_all(db, game_id)

    async def _insert_events(
        self,
        db: aiosqlite.Connection,
        game_id: int,
        seq: int,
        events: Sequence[tuple[Audience, str]],
    ) -> None:
        async with db.execute(
            "SELECT coalesce(max(idx) + 1, 0) FROM events WHERE game_id=? AND seq=?",
            (game_id, seq),
        ) as cur:
            row = await cur.fetchone()
        start = int(row[0]) if row else 0
        await db.executemany(
            "INSERT INTO events (game_id, seq, idx, readers, text) VALUES (?, ?, ?, ?, ?)",
            [
                (game_id, seq, start + i, readers_mask(audience), text)
                for i, (audience, text) in enumerate(events)
            ],
        )

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
            cur = await _exec(
                db,
                "UPDATE games SET status=?, snapshot=?, version=0, updated=?, bots_due=?"
                " WHERE id=? AND status=? AND (SELECT count(*) FROM seats WHERE game_id=?)=?",
                (
                    PLAYING,
                    json.dumps(snapshot),
                    _now(),
                    int(bots_due),
                    game_id,
                    LOBBY,
                    game_id,
                    seats,
                ),
            )
            if cur.rowcount != 1:
                raise TableChanged()
            await self._reseat(db, game_id, seating)
            await self._insert_events(db, game_id, 0, events)
            await outbox_sql.write_marks(db, game_id, 0, outbox)
            return await outbox_sql.pending_of(db, [game_id])

    @staticmethod
    async def _reseat(
        db: aiosqlite.Connection, game_id: int, seating: Sequence[tuple[int, int, int | None]]
    ) -> None:
        """Move every seat to its final number and team, in two steps so the primary key never
        sees two rows with one seat number."""
        if not seating:
            return
        await db.executemany(
            "UPDATE seats SET seat=?, team=? WHERE game_id=? AND seat=?",
            [(new + _SHIFT, team, game_id, old) for old, new, team in seating],
        )
        await _exec(
            db,
            "UPDATE seats SET seat = seat - ? WHERE game_id=? AND seat >= ?",
            (_SHIFT, game_id, _SHIFT),
        )

    # --- moves -----------------------------------------------------------------------------
    async def record_action(
        self,
        game_id: int,
        *,
        expected_version: int,
        seat: int,
        code: str,
        events: Sequence[tuple[Audience, str]],
        snapshot: dict[str, Any],
        results: Sequence[ResultRow] | None = None,
        outbox: Sequence[Mark] = (),
        bots_due: bool = False,
    ) -> tuple[int, list[Pending]]:
        """One move as one transaction: the versioned snapshot update, the action, its events,
        what must be announced, and (when ``results`` is given) the finish. Returns the new
        version and the game's unsent announcements; VersionConflict if someone else moved
        first (nothing is written then)."""
        version = expected_version + 1
        now = _now()
        async with self._tx() as db:
            status_sql = ", status=?" if results is not None else ""
            params: list[Any] = [json.dumps(snapshot), version, now, int(bots_due)]
            if results is not None:
                params.append(FINISHED)
            cur = await _exec(
                db,
                f"UPDATE games SET snapshot=?, version=?, updated=?, bots_due=?{status_sql}"
                " WHERE id=? AND version=? AND status=?",
                (*params, game_id, expected_version, PLAYING),
            )
            if cur.rowcount != 1:
                raise VersionConflict()
            await _exec(
                db,
                "INSERT INTO actions (game_id, seq, seat, code, created) VALUES (?, ?, ?, ?, ?)",
                (game_id, version, seat, code, now),
            )
            await self._insert_events(db, game_id, version, events)
            await outbox_sql.write_marks(db, game_id, version, outbox)
            if results is not None:
                await outbox_sql.drop_hands(db, game_id)
                await db.executemany(
                    "INSERT INTO results (game_id, seat, user_id, score, winner, team)"
                    " VALUES (?, ?, ?, ?, ?, ?)",
                    [(game_id, r.seat, r.user_id, r.score, int(r.winner), r.team) for r in results],
                )
            pending = await outbox_sql.pending_of(db, [game_id])
        return version, pending

    # --- announcements ----------------------------------------------------------------------
    async def pending(self, game_ids: Iterable[int] | None = None) -> list[Pending]:
        """Every unsent announcement (of these games, when given), found with one query."""
        async with self._lock:
            return await outbox_sql.pending_of(self._db, game_ids)

    async def tables_to_announce(
        self, game_ids: Iterable[int] | None = None
    ) -> list[tuple[int, int]]:
        """(game id, channel id) of every table with an unsent announcement, in one query."""
        sql = "SELECT DISTINCT o.game_id, g.channel_id FROM outbox o JOIN games g ON g.id=o.game_id"
        params: list[int] = []
        if game_ids is not None:
            params = sorted(set(game_ids))
            if not params:
                return []
            sql += f" WHERE o.game_id IN ({', '.join('?' * len(params))})"
        rows = await self._fetchall(sql + " ORDER BY o.game_id", params)
        return [(int(r[0]), int(r[1])) for r in rows]

    async def announced(
        self,
        game_id: int,
        version: int,
        targets: Sequence[int],
        messages: Sequence[tuple[str, int, int | None]] = (),
    ) -> None:
        """Mark ``targets`` sent up to ``version``, and remember the Discord messages
        (kind, message id, user id) that showed them, in one transaction. Not fully synced: a
        mark lost to a power cut only means one announcement is made twice."""
        async with self._tx(durable=False) as db:
            await outbox_sql.mark_announced(db, game_id, version, targets)
            await self._set_messages(db, game_id, messages)

    async def acted_since(self, game_id: int, seat: int, version: int) -> bool:
        """Has ``seat`` made an action after ``version``? (Then its older buttons are stale.)"""
        rows = await self._fetchall(
            "SELECT 1 FROM actions WHERE game_id=? AND seat=? AND seq>? LIMIT 1",
            (game_id, seat, version),
        )
        return bool(rows)

    async def actions(self, game_id: int) -> list[tuple[int, int, str]]:
        """(seq, seat, code) in order."""
        rows = await self._fetchall(
            "SELECT seq, seat, code FROM actions WHERE game_id=? ORDER BY seq", (game_id,)
        )
        return [(r["seq"], r["seat"], r["code"]) for r in rows]

    async def events(
        self,
        game_id: int,
        *,
        since_seq: int | None = None,
        until_seq: int | None = None,
        public_only: bool = True,
        limit: int | None = None,
    ) -> list[EventRow]:
        """Logged lines in order; ``since_seq``/``until_seq`` keep those of actions after /
        up to these; ``limit`` keeps the last ones."""
        where = ["game_id=?"]
        params: list[Any] = [game_id]
        if since_seq is not None:
            where.append("seq > ?")
            params.append(since_seq)
        if until_seq is not None:
            where.append("seq <= ?")
            params.append(until_seq)
        if public_only:
            where.append("readers IS NULL")
        sql = (
            f"SELECT seq, idx, readers, text FROM events WHERE {' AND '.join(where)}"
            " ORDER BY seq DESC, idx DESC"
        )
        if limit is not None:
            sql += " LIMIT ?"
            params.append(limit)
        rows = await self._fetchall(sql, params)
        return [EventRow(r["seq"], r["readers"], r["text"]) for r in reversed(rows)]

    async def results(self, game_id: int) -> list[ResultRow]:
        rows = await self._fetchall(
            "SELECT seat, user_id, score, winner, team FROM results WHERE game_id=? ORDER BY seat",
            (game_id,),
        )
        return [
            ResultRow(r["seat"], r["user_id"], r["score"], bool(r["winner"]), r["team"])
            for r in rows
        ]

    async def user_results(
        self, user_id: int, guild_id: int | None = None
    ) -> list[tuple[str, int, int, int, int]]:
        """(game_key, played, won, played in a team, won in a team) over finished games,
        optionally within one guild."""
        sql = (
            "SELECT g.game_key AS key, count(*) AS played, sum(r.winner) AS won,"
            " count(r.team) AS team_played, sum(r.winner AND r.team IS NOT NULL) AS team_won"
            " FROM results r JOIN games g ON g.id = r.game_id WHERE r.user_id=?"
        )
        params: list[Any] = [user_id]
        if guild_id is not None:
            sql += " AND g.guild_id=?"
            params.append(guild_id)
        rows = await self._fetchall(sql + " GROUP BY g.game_key ORDER BY g.game_key", params)
        return [
            (
                r["key"],
                int(r["played"]),
                int(r["won"] or 0),
                int(r["team_played"]),
                int(r["team_won"] or 0),
            )
            for r in rows
        ]

    # --- ratings (issue 9) -----------------------------------------------------------------
    async def finished_seats(
        self, guild_id: int | None, game_key: str, after: int = 0
    ) -> list[tuple[int, int | None, str | None, int | None, bool]]:
        """(finish order, user id, bot level, team, winner) of every seat of the games of
        ``game_key`` in this guild that finished after ``after``, in finish and seat order;
        a game played with hints on is not rated, so not among them."""
        rows = await self._fetchall(
            "SELECT f.n, r.user_id, s.bot_level, r.team, r.winner FROM finishes f"
            " JOIN games g ON g.id = f.game_id JOIN results r ON r.game_id = f.game_id"
            " LEFT JOIN seats s ON s.game_id = r.game_id AND s.seat = r.seat"
            " WHERE g.guild_id IS ? AND g.game_key = ? AND f.n > ?"
            " AND NOT EXISTS (SELECT 1 FROM hinted h WHERE h.game_id = g.id)"
            " ORDER BY f.n, r.seat",
            (guild_id, game_key, after),
        )
        return [(r[0], r[1], r[2], r[3], bool(r[4])) for r in rows]

    # --- end ratings -----------------------------------------------------------------------

    # --- messages --------------------------------------------------------------------------
    async def set_message(
        self,
        game_id: int,
        channel_id: int | None,  # None: the game's channel (a DM's id needs no channel)
        kind: str,
        message_id: int,
        user_id: int | None,
    ) -> None:
        async with self._tx(durable=False) as db:
            await self._set_messages(db, game_id, [(kind, message_id, user_id)], channel_id)

    @staticmethod
    async def _set_messages(
        db: aiosqlite.Connection,
        game_id: int,
        messages: Sequence[tuple[str, int, int | None]],
        channel_id: int | None = None,
    ) -> None:
        now = _now()
        await db.executemany(
            "INSERT INTO messages (game_id, channel_id, kind, user_id, message_id, updated)"
            " VALUES (?1, coalesce(?2, (SELECT channel_id FROM games WHERE id=?1)), ?3, ?4, ?5, ?6)"
            " ON CONFLICT (game_id, kind, user_id)"
            " DO UPDATE SET message_id=excluded.message_id, updated=excluded.updated",
            [(game_id, channel_id, kind, uid or 0, mid, now) for kind, mid, uid in messages],
        )

    async def get_message(self, game_id: int, kind: str, user_id: int | None) -> int | None:
        rows = await self._fetchall(
            "SELECT message_id FROM messages WHERE game_id=? AND kind=? AND user_id=?",
            (game_id, kind, user_id or 0),
        )
        return int(rows[0]["message_id"]) if rows else None

    async def set_table_message(
        self, game_id: int, channel_id: int, message_id: int, acting: int
    ) -> None:
        """The table message now live for ``game_id`` and the seats (bitmask) it asks to act."""
        async with self._tx(durable=False) as db:
            await _exec(
                db,
                "INSERT INTO messages (game_id, channel_id, kind, user_id, message_id, updated,"
                " acting) VALUES (?, ?, 'table', 0, ?, ?, ?) ON CONFLICT (game_id, kind, user_id)"
                " DO UPDATE SET message_id=excluded.message_id, updated=excluded.updated,"
                " acting=excluded.acting",
                (game_id, channel_id, message_id, _now(), acting),
            )

    async def get_table_message(self, game_id: int) -> tuple[int, int] | None:
        """(message id, seats bitmask it asks to act) of the live table, if one was posted."""
        rows = await self._fetchall(
            "SELECT message_id, acting FROM messages WHERE game_id=? AND kind='table'"
            " AND user_id=0",
            (game_id,),
        )
        return (int(rows[0]["message_id"]), int(rows[0]["acting"] or 0)) if rows else None

    # --- helpdesk (issue 9): begin -------------------------------------------------------------
    async def was_taught(self, user_id: int, game_key: str) -> bool:
        rows = await self._fetchall(
            "SELECT 1 FROM taught WHERE user_id=? AND game_key=?", (user_id, game_key)
        )
        return bool(rows)

    async def mark_taught(self, user_id: int, game_key: str) -> None:
        async with self._tx(durable=False) as db:
            await _exec(db, "INSERT OR IGNORE INTO taught VALUES (?, ?)", (user_id, game_key))

    async def set_watching(self, channel_id: int, user_id: int, on: bool) -> None:
        sql = (
            "INSERT OR IGNORE INTO watchers VALUES (?, ?)"
            if on
            else "DELETE FROM watchers WHERE channel_id=? AND user_id=?"
        )
        async with self._tx() as db:
            await _exec(db, sql, (channel_id, user_id))

    async def is_watching(self, channel_id: int, user_id: int) -> bool:
        rows = await self._fetchall(
            "SELECT 1 FROM watchers WHERE channel_id=? AND user_id=?", (channel_id, user_id)
        )
        return bool(rows)

    async def watchers_once(self, game_id: int, channel_id: int) -> list[int]:
        """The channel's watchers the first time this is asked for ``game_id``, then nobody: a
        resumed or repeated announcement of the end never DMs twice."""
        async with self._tx() as db:
            done = await _exec(db, "INSERT OR IGNORE INTO watch_told VALUES (?)", (game_id,))
            if done.rowcount != 1:
                return []
            async with db.execute(
                "SELECT user_id FROM watchers WHERE channel_id=? ORDER BY user_id", (channel_id,)
            ) as cur:
                return [int(r["user_id"]) for r in await cur.fetchall()]

    # --- helpdesk (issue 9): end ---------------------------------------------------------------

    # --- takeover (issue 9): begin -------------------------------------------------------------
    async def away_seat(self, game_id: int, user_id: int) -> int | None:
        """The seat ``user_id`` handed to a bot with /game away in this game, if any."""
        rows = await self._fetchall(
            "SELECT seat FROM seats WHERE game_id=? AND away_user_id=?", (game_id, user_id)
        )
        return int(rows[0]["seat"]) if rows else None

    async def change_seat(
        self,
        game_id: int,
        *,
        version: int,
        seat: SeatInfo,
        away_user_id: int | None,
        line: str,
        bots_due: bool,
    ) -> None:
        """A started game's seat passes to another holder (a human or a bot), with its public
        line logged at the current version, only if the game is still playing at ``version``
        (else TableChanged). ``bots_due`` marks a bot that must act now, for start-up."""
        async with self._tx() as db:
            cur = await _exec(
                db,
                "UPDATE games SET bots_due = max(bots_due, ?), updated=?"
                " WHERE id=? AND version=? AND status=?",
                (int(bots_due), _now(), game_id, version, PLAYING),
            )
            if cur.rowcount != 1:
                raise TableChanged()
            try:
                await _exec(
                    db,
                    "UPDATE seats SET user_id=?, name=?, bot_level=?, away_user_id=?"
                    " WHERE game_id=? AND seat=?",
                    (seat.user_id, seat.name, seat.bot_level, away_user_id, game_id, seat.seat),
                )
            except sqlite3.IntegrityError:  # that user took another seat meanwhile
                raise TableChanged() from None
            await self._insert_events(db, game_id, version, [(None, line)])

    # --- takeover (issue 9): end ---------------------------------------------------------------
