"""``/game review``: a finished game's review for one of its players, as plain data to show.

The judging is ``tabletop.review`` (the hard search at a fixed budget, in the bots' workers, one
review per table at a time: ``tabletop.review_desk``); here the service finds the game and the
caller's seat, refuses a game still under way (a review would tell a player about the others'
hidden cards), and gathers what a player reads: each flagged move with the table before it, the
played and the better move in words, and the three moments that decided the game.
"""

from __future__ import annotations

import asyncio
from collections.abc import Collection, Mapping, Sequence
from dataclasses import dataclass
from itertools import takewhile
from typing import Any

from engine.core.said import say
from engine.core.seats import with_names
from tabletop.base import ServiceBase, game_of
from tabletop.errors import NoGame, TableError
from tabletop.models import FINISHED
from tabletop.names import shown_all
from tabletop.records import NoSuchGame, replay, stored_record
from tabletop.review import Review, Verdict, replayed
from tabletop.review_desk import Progress, ReviewDesk, ReviewRunning
from tabletop.review_moments import turning_points
from tabletop.store import GameRow
from tabletop.story import score_series

PICTURED = 4  # flagged moves shown with their table (the worst ones); the rest in words


class NotOverYet(TableError):
    def __init__(self) -> None:
        super().__init__(
            "A review is for a finished game: during one it would tell you what only the others "
            "know. Ask again when the game is over."
        )


class NotYourGame(TableError):
    def __init__(self) -> None:
        super().__init__("You did not play in that game: a review judges a player's own moves.")


class ReviewUnderWay(TableError):
    def __init__(self) -> None:
        super().__init__("A review of that game is already running: its answer comes soon.")


@dataclass(frozen=True)
class Flagged:
    """One move that cost the player: the table before it, and the moves in words."""

    verdict: Verdict
    move: int  # 1 is the game's first action
    played: str  # said lines, players' names put in
    best: str
    table: Mapping[str, Any] | None  # the public table before the move, for the worst only


@dataclass(frozen=True)
class Moment:
    move: int
    lines: tuple[str, ...]  # the public lines of that move, players' names put in


@dataclass(frozen=True)
class Coaching:
    """A player's review of one finished game."""

    game_id: int
    title: str
    names: tuple[str, ...]
    seat: int
    judged: int
    cut: bool
    flagged: tuple[Flagged, ...]  # in the order they were played
    moments: tuple[Moment, ...]


def _states_before(record: Mapping[str, Any], indices: Collection[int]) -> dict[int, Any]:
    """The state before each action of ``indices``, the record replayed once."""
    last = max(indices, default=-1)
    return dict(
        takewhile(
            lambda pair: pair[0] <= last,
            ((index, state) for index, _, _, state in replayed(record)),
        )
    )


def _words(game: Any, state: Any, seat: int, code: str, names: Sequence[str]) -> str:
    """The move ``code`` of ``seat`` in ``state``, as the game words it, names put in."""
    return with_names(game.describe(game.decode(state, seat, code)), names)


def coaching(row: GameRow, record: Mapping[str, Any], judged: Review) -> Coaching:
    """What the player reads (pure and slow: it replays the game; run in a thread)."""
    key = str(record["game"])
    names = tuple(str(s["name"]) for s in record["seats"])
    game = game_of(key)
    worst = sorted(judged.flagged, key=lambda v: (-v.drop, v.index))[:PICTURED]
    states = _states_before(record, {v.index for v in judged.flagged})
    shown = shown_all(names)  # in a message: markdown escaped, mentions broken
    flagged = tuple(
        Flagged(
            verdict,
            verdict.index + 1,
            _words(game, states[verdict.index], judged.seat, verdict.played, shown),
            _words(game, states[verdict.index], judged.seat, verdict.best, shown),
            game.public_view(states[verdict.index]) if verdict in worst else None,
        )
        for verdict in judged.flagged
    )
    moments = tuple(
        Moment(move, replay(record, move).lines) for move in turning_points(score_series(record))
    )
    return Coaching(
        row.id,
        game.title,
        names,
        judged.seat,
        len(judged.verdicts),
        judged.cut,
        flagged,
        moments,
    )


class CoachingMixin(ServiceBase):
    """``/game review``: a finished game's moves judged for one of its players."""

    _desk: ReviewDesk | None = None

    @property
    def reviews(self) -> ReviewDesk:
        """The review desk over the bots' workers (one review per table at a time)."""
        if self._desk is None:
            self._desk = ReviewDesk(self.thinkers)
        return self._desk

    async def _reviewed_row(
        self, channel_id: int, user_id: int, guild_id: int | None, game_id: int | None
    ) -> tuple[GameRow, int]:
        if game_id is None:
            row = await self.store.latest_game(channel_id, snapshot=False)
            if row is None:
                raise NoGame()
        else:
            row = await self.store.game(game_id, snapshot=False)
            if row is None or row.guild_id != guild_id:
                raise NoSuchGame(game_id)
        if row.status != FINISHED:
            raise NotOverYet()
        seat = next((s.seat for s in row.seats if s.user_id == user_id), None)
        if seat is None:
            raise NotYourGame()
        return row, seat

    async def review(
        self,
        channel_id: int,
        user_id: int,
        guild_id: int | None,
        progress: Progress,
        *,
        game_id: int | None = None,
    ) -> Coaching:
        """The caller's moves in a finished game (this channel's latest, or ``game_id`` of this
        server) judged by the hard search; ``progress(done, total)`` now and then."""
        row, seat = await self._reviewed_row(channel_id, user_id, guild_id, game_id)
        record = await stored_record(self.store, row)
        try:
            judged = await self.reviews.review(row.id, record, seat, progress)
        except ReviewRunning:
            raise ReviewUnderWay() from None
        return await asyncio.to_thread(coaching, row, record, judged)


def moment_line(moment: Moment) -> str:
    """A moment as one said line: its move and what happened then."""
    if not moment.lines:
        return say("Move {move}", move=moment.move)
    return say("Move {move}: {what}", move=moment.move, what=moment.lines[0])
