"""Results and ratings: finished games per seat, per player, in finish order."""

from __future__ import annotations

from typing import Any

from tabletop.store.core import StoreCore
from tabletop.store.rows import ResultRow


class ResultsStore(StoreCore):
    """Finished games."""

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
            " count(r.team) AS team_played,"
            " sum(CASE WHEN r.team IS NULL THEN 0 ELSE r.winner END) AS team_won"
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

    # --- ratings -----------------------------------------------------------------
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
            " WHERE g.guild_id IS NOT DISTINCT FROM ? AND g.game_key = ? AND f.n > ?"
            " AND NOT EXISTS (SELECT 1 FROM hinted h WHERE h.game_id = g.id)"
            " ORDER BY f.n, r.seat",
            (guild_id, game_key, after),
        )
        return [(r[0], r[1], r[2], r[3], bool(r[4])) for r in rows]

    async def allow_hints(self, game_id: int) -> None:
        """Hints: this game allows ``/game hint``, so it will not be rated."""
        async with self._tx() as db:
            await db.execute(
                "INSERT INTO hinted (game_id) VALUES (?) ON CONFLICT DO NOTHING", (game_id,)
            )

    # --- end ratings -----------------------------------------------------------------------
