"""What happens when a table's time runs out: the table's choice at ``/game new``.

``bot`` (the default): a bot plays the late seat's decision (``ClocksMixin._bots_play_late``).
``skip``: the game's ``skip_action`` is played where its rules allow a skip; where it returns
None, a bot plays instead, and the line says so. ``vote``: the other seated humans may vote to
remove the late player; a majority of them hands the seat to a bot (``TakeoverMixin._reseat``,
so the bot plays at once). The vote is about one seat at one version: it ends when the player
acts (the version moves on, and older ballots are refused). If nobody else is human, a bot plays.
Ballots live in the store (migration 8), so a restart keeps a running vote.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from engine.core.english import Say, english
from engine.core.said import listed, say, say_count
from engine.core.types import Event
from tabletop.base import AnyGame, log
from tabletop.clocks import ClocksMixin
from tabletop.errors import BadOption, NotSeated, TableError
from tabletop.hooks import Opening
from tabletop.models import PLAYING, ClockNotice, SeatInfo, TableInfo
from tabletop.run import Run
from tabletop.store import GameRow
from tabletop.takeover import SeatChange, TakeoverMixin

BOT, SKIP, VOTE = "bot", "skip", "vote"
TIMEOUTS = (BOT, SKIP, VOTE)
REMOVED_MARK = " (removed — bot playing)"
VOTE_LEVEL = "normal"


def parse_timeout(text: str | None) -> str:
    word = (text or BOT).strip().lower()
    if word not in TIMEOUTS:
        raise BadOption("When time runs out: bot, skip or vote (not {typed}).", typed=repr(text))
    return word


def timeout_text(choice: str, said: Say = english) -> str:
    if choice == BOT:
        return said("a bot plays the decision")
    if choice == SKIP:
        return said("the player is skipped where the rules allow (else a bot plays)")
    if choice == VOTE:
        return said("the others may vote to hand the seat to a bot")
    return choice


class VoteClosed(TableError):
    def __init__(self) -> None:
        super().__init__("This vote is over: the player acted, or the seat changed hands.")


class NotYourVote(TableError):
    def __init__(self) -> None:
        super().__init__("Only the other seated players may vote on a late player.")


@dataclass
class VoteNotice(ClockNotice):
    """A vote opened on a late seat: the Discord side posts it with buttons."""

    version: int = 0
    seat: int = 0
    needed: int = 1


@dataclass
class VoteResult:
    """A ballot counted: ``votes`` of ``needed``; ``change`` when the seat went to a bot."""

    votes: int
    needed: int
    text: str
    change: SeatChange | None = None


def _others(row: GameRow, seat: int) -> list[SeatInfo]:
    return [s for s in row.seats if s.seat != seat and not s.is_bot and s.user_id is not None]


def _needed(row: GameRow, seat: int) -> int:
    return len(_others(row, seat)) // 2 + 1


class TimeoutMixin(ClocksMixin, TakeoverMixin):
    """The ``timeout`` setting of a new table (kept by a rematch), and what it does."""

    def _check_timeout(self, opening: Opening) -> None:
        if opening.before is None:
            parse_timeout(opening.timeout)

    async def _store_timeout(self, opening: Opening, table: TableInfo) -> TableInfo:
        """Stored in the table's clock row, so it comes after the pace."""
        if opening.before is None:
            choice = parse_timeout(opening.timeout)
        else:
            choice = opening.before.on_timeout or BOT
        await self.store.set_on_timeout(table.game_id, choice)
        return replace(table, on_timeout=choice)

    async def _chosen_time_out(
        self, row: GameRow, game: AnyGame, state: Any, waiting: list[int]
    ) -> ClockNotice | None:
        """The table's choice when time runs out: skip, or open a vote; None (a bot plays, the
        clocks' default) for ``bot``, or once a vote has had its time."""
        choice = await self.store.on_timeout(row.id) or BOT
        if choice == SKIP:
            return await self._skip(row, game, state, waiting)
        if choice == VOTE and _others(row, waiting[0]):
            if not await self.store.vote_open(row.id, row.version, waiting[0]):
                return await self._open_vote(row, game, waiting[0])
            # The vote had a whole pace and did not pass: the table must not wait forever.
            log.info("table=%s vote of seat %s ran out", row.channel_id, waiting[0])
        return None

    async def _skip(
        self, row: GameRow, game: AnyGame, state: Any, waiting: list[int]
    ) -> ClockNotice:
        run = Run(row, game, state, known_after=row.version)
        said: list[str] = []
        for seat in waiting:
            if run.row.status != PLAYING or seat not in game.to_act(run.state):
                continue
            name = row.seats[seat].shown
            hook = getattr(game, "skip_action", None)
            action = hook(run.state, seat) if hook is not None else None
            if action is not None:
                step = game.apply(run.state, seat, action)
                text = say("⌛ {player} ran out of time and is skipped.", player=name)
            else:
                chosen = await self._bot_choice(run, seat, "clock")
                if chosen is None:
                    continue
                step, action = chosen
                text = say(
                    "⌛ {player} ran out of time; this decision cannot be skipped: a bot played.",
                    player=name,
                )
            said.append(text)
            await self._commit(run, seat, action, replace(step, events=(Event(text), *step.events)))
        await self._bots_after_a_saved_move(run)
        update = await self._update(run)
        log.info("table=%s game=%s timeout skip seats=%s", row.channel_id, game.key, waiting)
        told = say("{lines}", lines=listed(said, " "))
        return ClockNotice("timeout", row.channel_id, row.id, told, update=update)

    async def _open_vote(self, row: GameRow, game: AnyGame, seat: int) -> ClockNotice:
        """Open a vote (a ballot from voter 0 marks it) that lasts one more pace: if it has not
        passed by then, a bot plays the decision, so a table never waits forever."""
        await self.store.extend_clock(row.id, row.version, self.clock() + (row.pace or 1))
        await self.store.cast_ballot(row.id, row.version, seat, 0)
        late = row.seats[seat]
        needed = _needed(row, seat)
        mentions = " ".join(f"<@{s.user_id}>" for s in _others(row, seat))
        log.info("table=%s game=%s timeout vote seat=%s", row.channel_id, game.key, seat)
        return VoteNotice(
            "vote",
            row.channel_id,
            row.id,
            say_count(
                "⌛ {player} ran out of time. {voters}: vote to hand seat {seat} to a bot ({count} "
                "vote needed). The vote ends if they play; if it has not passed when the time is "
                "up again, a bot plays this decision.",
                "⌛ {player} ran out of time. {voters}: vote to hand seat {seat} to a bot ({count} "
                "votes needed). The vote ends if they play; if it has not passed when the time is "
                "up again, a bot plays this decision.",
                needed,
                player=late.shown,
                voters=mentions,
                seat=seat + 1,
            ),
            mention=tuple(u for s in _others(row, seat) if (u := s.user_id) is not None),
            version=row.version,
            seat=seat,
            needed=needed,
        )

    async def vote_remove(
        self, channel_id: int, user_id: int, game_id: int, version: int, seat: int
    ) -> VoteResult:
        """A ballot from ``user_id`` to remove ``seat``'s late player at ``version``."""
        async with self._locks.hold(channel_id):
            row, game = await self._current(channel_id, game_id=game_id)
            if row.status != PLAYING or row.snapshot is None or row.version != version:
                raise VoteClosed()
            state = game.load(row.snapshot)
            late = row.seats[seat] if seat < len(row.seats) else None
            if (
                late is None
                or late.is_bot
                or seat not in game.to_act(state)
                or not await self.store.vote_open(row.id, version, seat)
            ):
                raise VoteClosed()
            if row.seat_of(user_id) is None:
                raise NotSeated()
            if user_id == late.user_id:
                raise NotYourVote()
            count = await self.store.cast_ballot(row.id, version, seat, user_id) - 1
            needed = _needed(row, seat)
            if count < needed:
                counted_vote = say("Vote counted: {count} of {needed}.", count=count, needed=needed)
                return VoteResult(count, needed, counted_vote)
            bot = SeatInfo(seat, late.name + REMOVED_MARK, bot_level=VOTE_LEVEL, team=late.team)
            bot = self._level_for(game, bot)
            line = say(
                "The table voted: {player} is removed, a bot plays seat {seat}.",
                player=late.shown,
                seat=seat + 1,
            )
            log.info("table=%s seat=%s removed by vote", channel_id, seat)
            change = await self._reseat(row, game, state, bot, None, line, notify=None)
            return VoteResult(count, needed, line, change)

    @staticmethod
    def _level_for(game: AnyGame, bot: SeatInfo) -> SeatInfo:
        if bot.bot_level in game.bots or not game.bots:
            return bot
        return replace(bot, bot_level=next(iter(game.bots)))


__all__ = ["TIMEOUTS", "TimeoutMixin", "VoteNotice", "VoteResult", "parse_timeout"]
