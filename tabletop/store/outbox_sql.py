"""The outbox's statements, run inside the store's transactions.

A move writes what must be announced (the table post, a human's hand) in the same transaction as
the move itself, so a crash between the commit and the Discord post can never lose it: start-up
finds the unsent rows and announces them, and so does every live process once a crashed one's
claims have run out (``claim_run_out``). One row per table and per hand: a newer version
supersedes an older unsent one, keeping the older ``since`` so no line is skipped.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from tabletop.store.db import Tx

TABLE = 0  # the target of the table post; a hand's target is its user id
ROWS_PER_TABLE = 7  # the most outbox rows a table has: its post and a hand for each of 6 seats


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


async def write_marks(
    db: Tx, game_id: int, version: int, marks: Sequence[Mark], claim: tuple[str, float]
) -> None:
    """Record ``marks`` at ``version`` (whose lines are those of seq ``version``), claimed by
    the process that will post them (owner, until). The seats to notify gather over unsent
    versions, less those that acted since."""
    owner, until = claim
    await db.executemany(
        "INSERT INTO outbox (game_id, target, since, version, post, notify, claimed_by,"
        " claimed_until) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?8, ?9)"
        " ON CONFLICT (game_id, target) DO UPDATE SET version=excluded.version,"
        " post=max(outbox.post, excluded.post),"
        " notify=(outbox.notify & ~CAST(?7 AS BIGINT)) | excluded.notify,"
        " claimed_by=excluded.claimed_by, claimed_until=excluded.claimed_until",
        [
            (game_id, m.target, version - 1, version, int(m.post), m.notify, m.acted, owner, until)
            for m in sorted(marks, key=lambda m: m.target)  # the one order: see ``in_order``
        ],
    )


def in_order(where: str, lock: str) -> str:
    """A WHERE clause for the outbox rows that ``where`` picks, locking them first in (table,
    target) order (``lock``: the backend's FOR UPDATE). Every writer of a table's rows takes
    them in that one order (a move writes its marks sorted, ``announced`` its targets), so
    two can never each hold a row the other is waiting for."""
    return (
        "(game_id, target) IN (SELECT game_id, target FROM outbox"
        f" WHERE {where} ORDER BY game_id, target{lock})"
    )


async def claim_tables(
    db: Tx,
    owner: str,
    now: float,
    until: float,
    game_ids: Sequence[int] | None,
    *,
    skip_locked: str,
    lock: str,
) -> list[int]:
    """Claim for ``owner`` every table with unsent rows (of ``game_ids``, when given) that no
    other process holds a live claim on, and return them: two processes resuming at once get
    disjoint tables. ``skip_locked`` and ``lock``: the backend's FOR UPDATE clauses.

    The table's own row is locked first (one per game, passing over those another transaction
    holds: a move, or another claim), then its outbox rows in ``in_order``. Locking only the
    outbox rows, two claims could each hold part of a table and wait for the rest. The claim is
    a second statement, so it sees every claim committed before the tables' locks were got.
    """
    only = ""
    params: list[object] = []
    if game_ids is not None:
        only = " AND g.id IN (" + ", ".join("?" * len(game_ids)) + ")"
        params.extend(game_ids)
    rows = await db.fetch(
        "SELECT g.id FROM games g WHERE g.id IN (SELECT game_id FROM outbox)"
        f"{only} ORDER BY g.id{skip_locked}",
        params,
    )
    locked = [int(r[0]) for r in rows]
    return await _claim_locked(
        db, owner, now, until, locked, live="x.claimed_by<>?1 AND x.claimed_until>?3", lock=lock
    )


async def claim_run_out(
    db: Tx,
    owner: str,
    now: float,
    until: float,
    *,
    limit: int,
    busy: Sequence[int] = (),
    skip_locked: str,
    lock: str,
) -> list[int]:
    """Claim for ``owner`` up to ``limit`` tables whose outbox claims have all run out (a
    crashed process's, or this one's own after its retries stopped), the longest run out
    first, and return them: the periodic sweep of every live process. A table with any live
    claim (another process's or this one's: it is being posted) and the ``busy`` ones (this
    process retries them) are left alone.

    One query when nothing has run out (the index on ``claimed_until``). Then, as in
    ``claim_tables``, the tables' own rows are locked first (passing over those another
    transaction holds), and their outbox rows in ``in_order``; the claim is a second statement,
    so it sees every claim committed before the tables' locks were got.
    """
    skip = ""
    if busy:
        skip = " AND game_id NOT IN (" + ", ".join(f"?{i + 4}" for i in range(len(busy))) + ")"
    # The oldest rows that ran out, read in the index's order and no more than ``limit`` tables
    # can have, then one per table: the work is bounded however many ran out.
    rows = await db.fetch(
        "SELECT g.id FROM games g WHERE g.id IN (SELECT o.game_id FROM"
        " (SELECT game_id, claimed_until FROM outbox WHERE claimed_until<=?1"
        " AND game_id NOT IN (SELECT game_id FROM outbox WHERE claimed_until>?1)"
        f"{skip} ORDER BY claimed_until LIMIT ?3) o"
        " GROUP BY o.game_id ORDER BY min(o.claimed_until), o.game_id LIMIT ?2)"
        f" ORDER BY g.id{skip_locked}",
        [now, limit, limit * ROWS_PER_TABLE, *busy],
    )
    locked = [int(r[0]) for r in rows]
    return await _claim_locked(db, owner, now, until, locked, live="x.claimed_until>?3", lock=lock)


async def _claim_locked(
    db: Tx,
    owner: str,
    now: float,
    until: float,
    locked: Sequence[int],
    *,
    live: str,
    lock: str,
) -> list[int]:
    """The claim's second statement, over the tables whose rows the first one locked: their
    outbox rows (in ``in_order``) are claimed for ``owner`` until ``until``, but not those of a
    table where some row ``x`` matches ``live``: a live claim that leaves the table alone (?1 is
    ``owner``, ?3 is ``now``). Returns the tables claimed. Being a statement of its own, it sees
    every claim committed before the tables' locks were got.
    """
    if not locked:
        return []
    marks = ", ".join(f"?{i + 4}" for i in range(len(locked)))
    free = f"game_id IN ({marks}) AND game_id NOT IN (SELECT x.game_id FROM outbox x WHERE {live})"
    rows = await db.fetch(
        f"UPDATE outbox SET claimed_by=?1, claimed_until=?2 WHERE {in_order(free, lock)}"
        " RETURNING game_id",
        [owner, until, now, *locked],
    )
    return sorted({int(r[0]) for r in rows})


async def drop_hands(db: Tx, game_id: int, lock: str) -> None:
    """A finished or abandoned game sends no more hands."""
    await db.execute(
        "DELETE FROM outbox WHERE " + in_order("game_id=? AND target<>?", lock), (game_id, TABLE)
    )


async def drop_all(db: Tx, game_id: int, lock: str) -> None:
    await db.execute("DELETE FROM outbox WHERE " + in_order("game_id=?", lock), (game_id,))


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


async def mark_announced(
    db: Tx, game_id: int, version: int, targets: Sequence[int], *, lock: str
) -> None:
    """Rows up to ``version`` are sent: gone; a newer row keeps only the lines after it.

    All the targets' rows are locked first, in one statement and in ``in_order``'s order
    (``lock``: the backend's FOR UPDATE; SQLite holds the whole database already). The delete
    alone would not do: it skips, without locking, a row a newer move superseded, so that row
    would be locked only by the update, after later targets, and a move writing both would wait
    for the mark while the mark waited for it."""
    ordered = sorted(set(targets))
    if not ordered:
        return
    if lock:
        where = f"game_id=? AND target IN ({', '.join('?' * len(ordered))})"
        await db.fetch(
            f"SELECT target FROM outbox WHERE {where} ORDER BY game_id, target{lock}",
            [game_id, *ordered],
        )
    marks = [(game_id, t, version) for t in ordered]
    await db.executemany("DELETE FROM outbox WHERE game_id=? AND target=? AND version<=?", marks)
    await db.executemany(
        "UPDATE outbox SET since=max(since, ?3) WHERE game_id=?1 AND target=?2", marks
    )
