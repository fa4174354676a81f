"""Ratings per server and game, for ``/game leaderboard`` and ``/game stats``.

They are computed from the stored results in finish order (``rating_math``), and cached per
guild and game: each call reads only the games finished since the cached ones, so a new result
is taken in at the next call and nothing else is read twice. A fresh service (a restart)
recomputes from the store and gets the same numbers.
"""

from __future__ import annotations

import asyncio
import copy
from collections.abc import Sequence
from dataclasses import dataclass
from itertools import groupby

from engine import registry
from tabletop.base import ServiceBase, game_of
from tabletop.rating_math import (
    Finish,
    Placing,
    Ratings,
    Standing,
    bot_entity,
    user_entity,
)

LEADERBOARD_SIZE = 10
# Above this many games to take in at once (~30 ms of work), rate them off the event loop.
CATCH_UP_IN_THREAD = 500


@dataclass(frozen=True)
class Leaderboard:
    """The best ``rows`` of a game on a server, and how many entities are rated there."""

    game_key: str
    title: str
    rows: tuple[Standing, ...]
    rated: int
    games: int


def finishes(rows: Sequence[tuple[int, int | None, str | None, int | None, bool]]) -> list[Finish]:
    """Stored seats (``Store.finished_seats``) grouped into finished games."""
    return [
        Finish(
            order,
            tuple(
                Placing(
                    user_entity(user) if user is not None else bot_entity(level or "unknown"),
                    team,
                    winner,
                )
                for _, user, level, team, winner in seats
            ),
        )
        for order, seats in groupby(rows, key=lambda row: row[0])
    ]


class RatingsMixin(ServiceBase):
    async def ratings(self, guild_id: int | None, game_key: str) -> Ratings:
        """The ratings of a game on a server, brought up to date with the newest results. One
        caller at a time per server and game, so no game is added twice; a long catch-up (the
        first call after a start on a busy server) runs in a thread to keep the bot answering."""
        key = (guild_id, game_key)
        cache: dict[tuple[int | None, str], Ratings] = self.__dict__.setdefault("_ratings", {})
        locks: dict[tuple[int | None, str], asyncio.Lock] = self.__dict__.setdefault(
            "_ratings_locks", {}
        )
        async with locks.setdefault(key, asyncio.Lock()):
            current = cache.get(key) or Ratings()
            new = finishes(await self.store.finished_seats(guild_id, game_key, current.last))
            if len(new) > CATCH_UP_IN_THREAD:
                # On a copy: if this caller is cancelled, the cache stays as it was.
                current = await asyncio.to_thread(lambda: copy.deepcopy(current).extend(new))
            else:
                current.extend(new)
            cache[key] = current
            return current

    async def leaderboard(
        self, guild_id: int | None, game_key: str, size: int = LEADERBOARD_SIZE
    ) -> Leaderboard:
        """The best rated players and bots of a game on this server (UnknownGame for a key no
        game has)."""
        game = game_of(game_key)
        ratings = await self.ratings(guild_id, game.key)
        table = ratings.table()
        return Leaderboard(game.key, game.title, tuple(table[:size]), len(table), ratings.games)

    async def player_ratings(
        self, user_id: int, guild_id: int | None
    ) -> dict[str, tuple[Standing, int]]:
        """Per game key the player has finished here: their standing and place (1 = best)."""
        found: dict[str, tuple[Standing, int]] = {}
        me = user_entity(user_id)
        for game in registry.all_games():
            table = (await self.ratings(guild_id, game.key)).table()
            for place, standing in enumerate(table, start=1):
                if standing.entity == me:
                    found[game.key] = (standing, place)
        return found
