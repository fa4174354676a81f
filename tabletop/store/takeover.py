"""Takeover: a seat handed to a bot with /game away, and passing a seat on."""

from __future__ import annotations

from tabletop.errors import TableChanged
from tabletop.models import PLAYING, SeatInfo
from tabletop.store.core import StoreCore
from tabletop.store.log import insert_events
from tabletop.store.rows import utc_now


class TakeoverStore(StoreCore):
    """Seats changing hands."""

    # --- takeover -------------------------------------------------------------
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
            cur = await db.execute(
                "UPDATE games SET bots_due = max(bots_due, ?), updated=?"
                " WHERE id=? AND version=? AND status=?",
                (int(bots_due), utc_now(), game_id, version, PLAYING),
            )
            if cur != 1:
                raise TableChanged()
            try:
                await db.execute(
                    "UPDATE seats SET user_id=?, name=?, bot_level=?, away_user_id=?"
                    " WHERE game_id=? AND seat=?",
                    (seat.user_id, seat.name, seat.bot_level, away_user_id, game_id, seat.seat),
                )
            except self._db.integrity:  # that user took another seat meanwhile
                raise TableChanged() from None
            await insert_events(db, game_id, version, [(None, line)])
