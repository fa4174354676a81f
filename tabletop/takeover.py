"""Take-over and hand-back of a started game's seats.

``/game away`` hands your seat to a bot (it keeps its number and team; its name says the bot is
playing) until ``/game back``; ``/game sub`` seats a substitute in a seat a bot plays (a bot
added in the lobby, or an away player's seat: that player then loses the claim to it). Only the
host or a moderator seats a substitute, so nobody can be pushed out of a game by a stranger.

Whoever holds a seat when the game ends is credited with its result: a substitute gets the win
or loss of the seat, a player still away at the end gets nothing (the bot played the finish).

A seat change is not an action: the game's version does not move, so the engine, the action log
and replays are untouched; the change is one store transaction with its public line (so
``/game log`` has it), and the returned ``SeatChange`` says it in the channel and sends the new
human's hand. The old holder's buttons are refused as "not seated", since every move checks the
caller's seat first. The table post is per version: it shows the new name at the next move.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from engine.core.english import N_
from engine.core.said import say
from tabletop.base import AnyGame, log
from tabletop.errors import AlreadySeated, GameOver, NotHost, TableError, Watching
from tabletop.models import FINISHED, LOBBY, SeatInfo, Update
from tabletop.names import shown
from tabletop.play import PlayMixin
from tabletop.records import stored_record
from tabletop.run import Run
from tabletop.store import GameRow
from tabletop.store.outbox_sql import TABLE, Pending

AWAY_MARK = " (away — bot playing)"


@dataclass
class SeatChange:
    """A seat change to show: ``line`` for the channel (the table post is per version, and the
    version does not move), and the Update with the new human's hand and any bot moves."""

    update: Update
    line: str


class NotPlayingYet(TableError):
    def __init__(self) -> None:
        super().__init__(
            "The game has not started: in the lobby, players take a seat with `/game join`."
        )


class NotAway(TableError):
    def __init__(self) -> None:
        super().__init__("You are not away: your seat is yours and you are playing it.")


class NoBotSeat(TableError):
    def __init__(self) -> None:
        super().__init__("Every seat has a human player: there is no bot's seat to take.")


class NoSuchSeat(TableError):
    def __init__(self, number: int, seats: int) -> None:
        super().__init__(
            "There is no seat {number}: the seats are 1 to {seats}.", number=number, seats=seats
        )


class SeatHasHuman(TableError):
    def __init__(self, number: int, name: str) -> None:
        super().__init__(
            "Seat {number} is played by {name}: only a bot's seat can be taken.",
            number=number,
            name=shown(name),
        )


class TargetSeated(AlreadySeated):
    def __init__(self, name: str) -> None:
        TableError.__init__(self, "{name} is already seated at this table.", name=shown(name))


class TargetAway(AlreadySeated):
    def __init__(self, name: str, number: int) -> None:
        TableError.__init__(
            self,
            "{name} is away from seat {number}: they come back with `/game back`.",
            name=shown(name),
            number=number,
        )


def away_name(name: str) -> str:
    return name if name.endswith(AWAY_MARK) else name + AWAY_MARK


def bot_played(row: GameRow, seat: int) -> bool:
    return row.seats[seat].is_bot


class TakeoverMixin(PlayMixin):
    async def sub(
        self,
        channel_id: int,
        user_id: int,
        can_manage: bool,
        target_id: int,
        target_name: str,
        seat_number: int | None = None,
    ) -> SeatChange:
        """The host (or a moderator: ``can_manage``) seats ``target`` in a bot-played seat:
        ``seat_number`` (1-based, as players count), else the first one."""
        async with self._locks.hold(channel_id):
            row, game, state = await self._started(channel_id)
            if row.host_id != user_id and not can_manage:
                raise NotHost(N_("seat a substitute"))
            if row.seat_of(target_id) is not None:
                raise TargetSeated(target_name)
            away = await self.store.away_seat(row.id, target_id)
            if away is not None:
                raise TargetAway(target_name, away + 1)
            seat = self._free_seat(row, seat_number)
            old = row.seats[seat]
            taken = SeatInfo(seat, target_name, user_id=target_id, team=old.team)
            line = say(
                "{player} takes over seat {seat} from {old}.",
                player=taken.shown,
                seat=seat + 1,
                old=old.shown,
            )
            log.info("table=%s seat=%s sub by=%s user=%s", channel_id, seat, user_id, target_id)
            return await self._reseat(row, game, state, taken, None, line, notify=target_id)

    async def away(self, channel_id: int, user_id: int, level: str) -> SeatChange:
        """The caller's seat is played by a ``level`` bot until they come back; the bot moves at
        once if the seat must act."""
        async with self._locks.hold(channel_id):
            row, game, state = await self._started(channel_id)
            me = self._seat(row, user_id)
            bot = SeatInfo(me.seat, away_name(me.name), bot_level=level, team=me.team)
            line = say(
                "{player} is away: a bot plays seat {seat} until they are back.",
                player=me.shown,
                seat=me.seat + 1,
            )
            log.info("table=%s seat=%s away user=%s", channel_id, me.seat, user_id)
            return await self._reseat(row, game, state, bot, user_id, line, notify=None)

    async def back(self, channel_id: int, user_id: int, name: str) -> SeatChange:
        """The caller takes back the seat they left with ``away``."""
        async with self._locks.hold(channel_id):
            row, game, state = await self._started(channel_id)
            seat = await self.store.away_seat(row.id, user_id)
            if seat is None:
                if row.seat_of(user_id) is not None:
                    raise NotAway()
                raise Watching()  # under way: they may watch, or be given a bot's seat
            mine = SeatInfo(seat, name, user_id=user_id, team=row.seats[seat].team)
            line = say(
                "{player} is back and plays seat {seat} again.", player=mine.shown, seat=seat + 1
            )
            log.info("table=%s seat=%s back user=%s", channel_id, seat, user_id)
            return await self._reseat(row, game, state, mine, None, line, notify=user_id)

    async def _started(self, channel_id: int) -> tuple[GameRow, AnyGame, Any]:
        row, game = await self._current(channel_id)
        if row.status == LOBBY:
            raise NotPlayingYet()
        if (
            row.status == FINISHED
            or row.snapshot is None
            or not game.to_act(state := game.load(row.snapshot))
        ):
            raise GameOver()
        return row, game, state

    @staticmethod
    def _free_seat(row: GameRow, number: int | None) -> int:
        if number is None:
            seat = next((s.seat for s in row.seats if s.is_bot), None)
            if seat is None:
                raise NoBotSeat()
            return seat
        if not 1 <= number <= len(row.seats):
            raise NoSuchSeat(number, len(row.seats))
        if not bot_played(row, number - 1):
            raise SeatHasHuman(number, row.seats[number - 1].name)
        return number - 1

    async def _reseat(
        self,
        row: GameRow,
        game: AnyGame,
        state: Any,
        seat: SeatInfo,
        away_user_id: int | None,
        line: str,
        *,
        notify: int | None,
    ) -> SeatChange:
        """Store the seat's new holder, let a bot play if it must act now, and build the
        Update: any bot moves for the table, and ``notify``'s hand."""
        seats = list(row.seats)
        seats[seat.seat] = seat
        changed = replace(row, seats=tuple(seats))
        await self.store.change_seat(
            row.id,
            version=row.version,
            seat=seat,
            away_user_id=away_user_id,
            line=line,
            bots_due=self._bots_due(changed, game, state),
        )
        run = Run(changed, game, state, known_after=row.version)
        await self._bots_after_a_saved_move(run)
        pending = {p.target: p for p in run.pending}
        for target in (TABLE, *([notify] if notify is not None else [])):
            pending.setdefault(
                target, Pending(row.id, target, row.version, run.row.version, post=True)
            )
        update = self._build(run.row, game, run.state, run.lines, list(pending.values()))
        if run.row.status == FINISHED:
            update.record = await stored_record(self.store, run.row)
        return SeatChange(update, line)
