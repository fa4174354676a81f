"""The outbox's statements, run inside the store's transactions.

A move writes what must be announced (the table post, a human's hand) in the same transaction as
the move itself, so a crash between the commit and the Discord post can never lose it: start-up
finds the unsent rows and announces them. One row per table and per hand: a newer version
supersedes an older unsent one, keeping the older ``since`` so no line is skipped.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from cogs.tabletop.store.db import Tx

TABLE = 0  # the target of the table post; a hand's target is its user id


@dataclass(frozen=True)
class Mark:
    """Something to announce at a version: the table (``TABLE``) or one user's hand."""

    target: int
    post: bool = False  # for the table: a new image is worth posting
    # The seats (bitmask) whose decision starts at this version (the table: all of them; a hand:
    # its own seat), and the seat that acted (its older decision was taken: no need to notify
    # it any more).
    notify: int = 0
    acted: int = 0


@dataclass(frozen=True)
class Pending:
    """An unsent announcement: lines after ``since`` up to ``version`` are news to its target."""

    game_id: int
    target: int
    since: int
    version: int
    post: bool
    notify: int = 0  # seats to notify (a decision started, not yet taken): see ``Mark``


async def write_marks(db: Tx, game_id: int, version: int, marks: Sequence[Mark]) -> None:
    """Record ``marks`` at ``version`` (whose lines are those of seq ``version``). The seats
    to notify gather over unsent versions, less those that acted since."""
    await db.executemany(
        "INSERT INTO outbox (game_id, target, since, version, post, notify)"
        " VALUES (?1, ?2, ?3, ?4, ?5, ?6)"
        " ON CONFLICT (game_id, target) DO UPDATE SET version=excluded.version,"
        " post=max(outbox.post, excluded.post),"
        " notify=(outbox.notify & ~CAST(?7 AS BIGINT)) | excluded.notify",
        [(game_id, m.target, version - 1, version, int(m.post), m.notify, m.acted) for m in marks],
    )


async def drop_hands(db: Tx, game_id: int) -> None:
    """A finished or abandoned game sends no more hands."""
    await db.execute("DELETE FROM outbox WHERE game_id=? AND target<>?", (game_id, TABLE))


async def drop_all(db: Tx, game_id: int) -> None:
    await db.execute("DELETE FROM outbox WHERE game_id=?", (game_id,))


async def pending_of(db: Tx, game_ids: Iterable[int] | None) -> list[Pending]:
    """Every unsent row (of these games only, when given), in one query."""
    sql = "SELECT game_id, target, since, version, post, notify FROM outbox"
    params: list[int] = []
    if game_ids is not None:
        params = sorted(set(game_ids))
        if not params:
            return []
        sql += f" WHERE game_id IN ({', '.join('?' * len(params))})"
    rows = await db.fetch(sql + " ORDER BY game_id, target", params)
    return [Pending(r[0], r[1], r[2], r[3], bool(r[4]), r[5]) for r in rows]


async def mark_announced(db: Tx, game_id: int, version: int, targets: Sequence[int]) -> None:
    """Rows up to ``version`` are sent: gone; a newer row keeps only the lines after it."""
    marks = [(game_id, t, version) for t in targets]
    await db.executemany("DELETE FROM outbox WHERE game_id=? AND target=? AND version<=?", marks)
    await db.executemany(
        "UPDATE outbox SET since=max(since, ?3) WHERE game_id=?1 AND target=?2", marks
    )
