"""What a table does when time runs out (a column of its clock row), and the ballots of a vote
to hand a late player's seat to a bot (migration 8), so a restart keeps a running vote."""

from __future__ import annotations

from tabletop.store.core import StoreCore


class VotesStore(StoreCore):
    """The time-out choice and the ballots."""

    # --- time-outs -------------------------------------------------------------------------
    async def set_on_timeout(self, game_id: int, choice: str) -> None:
        """The table's choice (its clock row must exist: ``create_clock`` comes first)."""
        async with self._tx() as db:
            await db.execute(
                "UPDATE clocks SET on_timeout = ? WHERE game_id = ?", (choice, game_id)
            )

    async def on_timeout(self, game_id: int) -> str | None:
        """The table's choice, None when it made none."""
        rows = await self._fetchall("SELECT on_timeout FROM clocks WHERE game_id = ?", (game_id,))
        return str(rows[0][0]) if rows and rows[0][0] else None

    # --- votes -----------------------------------------------------------------------------
    async def cast_ballot(self, game_id: int, version: int, seat: int, voter: int) -> int:
        """Store ``voter``'s ballot (once) and return the count for this seat and version
        (voter 0 is the mark of an open vote, and counts)."""
        async with self._tx() as db:
            await db.execute(
                "INSERT INTO timeout_votes (game_id, version, seat, voter)"
                " VALUES (?, ?, ?, ?) ON CONFLICT DO NOTHING",
                (game_id, version, seat, voter),
            )
        rows = await self._fetchall(
            "SELECT COUNT(*) FROM timeout_votes WHERE game_id = ? AND version = ? AND seat = ?",
            (game_id, version, seat),
        )
        return int(rows[0][0])

    async def vote_open(self, game_id: int, version: int, seat: int) -> bool:
        """Whether a vote on ``seat`` at ``version`` was opened (its voter-0 ballot)."""
        rows = await self._fetchall(
            "SELECT 1 FROM timeout_votes WHERE game_id = ? AND version = ? AND seat = ?"
            " AND voter = 0",
            (game_id, version, seat),
        )
        return bool(rows)
