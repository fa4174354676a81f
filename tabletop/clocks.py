"""Turn clocks and lobby expiry: a table never waits for ever.

Each table has a pace (seconds per decision). When a version starts waiting on humans its clock
is timed in the store (in the move's own transaction when a move led to it): a reminder at half
time, a deadline at full time, so a restart keeps every clock. ``tick()`` is the one place time
acts: one query finds what is due, then each table is handled under its lock: a reminder once
per version, a time-out (the ``time_out`` hooks: the table's choice, else a bot plays the
waiting seat's decision, announced in the table's lines), a lobby nobody started closed. Time
comes from ``self.clock`` (epoch seconds), which tests replace to advance time.
"""

from __future__ import annotations

import re
import time
from collections.abc import Callable
from dataclasses import replace
from typing import Any

from engine.core.english import Say, english
from engine.core.said import listed, say
from engine.core.types import Event
from tabletop.base import AnyGame, game_of, info, log
from tabletop.errors import BadOption
from tabletop.hooks import Opening
from tabletop.models import ABANDONED, LOBBY, PLAYING, TableInfo, Update
from tabletop.models import ClockNotice as ClockNotice  # what ``tick`` returns, named here too
from tabletop.play import PlayMixin
from tabletop.run import Run
from tabletop.store import GameRow
from tabletop.store.clocks import ClockTiming, Due
from tabletop.store.log import Write
from tabletop.unexpected import log_unexpected

LIVE, ASYNC = "live", "async"
LIVE_PACE = 5 * 60  # seconds per decision at a live table, unless the game says otherwise
ASYNC_PACE = 24 * 3600  # seconds per decision at an async table
LOBBY_LIFETIME = 24 * 3600  # a lobby nobody starts is closed after this
_PACE_RE = re.compile(r"^\s*(\d{1,4})\s*([mh])\s*$")


def default_pace(game: AnyGame, kind: str = LIVE) -> int:
    """A game may set ``live_pace`` / ``async_pace`` (seconds); else the service defaults."""
    if kind == ASYNC:
        return int(getattr(game, "async_pace", ASYNC_PACE))
    return int(getattr(game, "live_pace", LIVE_PACE))


def parse_pace(game: AnyGame, text: str | None) -> int:
    """``live`` / ``async`` (the game's defaults), ``10m`` (live, minutes) or ``12h`` (async,
    hours); empty means live. BadOption otherwise."""
    word = (text or LIVE).strip().lower()
    if word in (LIVE, ASYNC):
        return default_pace(game, word)
    match = _PACE_RE.match(word)
    if match is None or int(match.group(1)) == 0:
        raise BadOption(
            "Pace must be live, async, minutes like 10m or hours like 12h (not {typed}).",
            typed=repr(text),
        )
    return int(match.group(1)) * (60 if match.group(2) == "m" else 3600)


def pace_text(seconds: int, said: Say = english) -> str:
    """'5 min per decision', '24 h per decision'."""
    return said("{time} per decision", time=duration_text(seconds, said))


def duration_text(seconds: float, said: Say = english) -> str:
    """'5 min', '24 h', '1 h 30 min', 'less than a minute': a time in the words of a pace."""
    minutes = round(seconds / 60)
    if minutes < 1:
        return said("less than a minute")
    hours, rest = divmod(minutes, 60)
    if hours and rest and hours < 10:
        return said("{hours} h {minutes} min", hours=hours, minutes=rest)
    if hours:
        return said("{hours} h", hours=round(minutes / 60))
    return said("{minutes} min", minutes=minutes)


class ClocksMixin(PlayMixin):
    """Each table's pace (a ``new_table`` setting), timing each version waiting on humans
    (``commit_writes`` and ``update`` hooks), ``tick``, and the default time-out (a bot plays)."""

    clock: Callable[[], float] = staticmethod(time.time)

    def _check_pace(self, opening: Opening) -> None:
        if opening.before is None:
            parse_pace(opening.game, opening.pace)

    async def _store_pace(self, opening: Opening, table: TableInfo) -> TableInfo:
        """The pace asked for (``parse_pace``); a rematch keeps the finished game's. The lobby
        closes if nobody starts it within ``LOBBY_LIFETIME``."""
        if opening.before is None:
            seconds = parse_pace(opening.game, opening.pace)
        else:
            seconds = opening.before.pace or default_pace(opening.game)
        await self.store.create_clock(table.game_id, seconds, self.clock() + LOBBY_LIFETIME)
        return replace(table, pace=seconds)

    async def pace_of(self, game_id: int) -> int | None:
        return await self.store.clock_pace(game_id)

    async def set_notify(self, user_id: int, on: bool) -> None:
        """``/game notify on|off``: a DM with each reminder, for every table."""
        await self.store.set_clock_dm(user_id, on)

    async def _time_after_update(self, run: Run, update: Update) -> None:
        """After every change: time the version now waiting on humans, unless the move's own
        transaction did (``_clock_writes``)."""
        if run.written_at != run.row.version:
            await self._arm(run.row, run.game, run.state)

    def _clock_writes(self, run: Run, row: GameRow, state: Any) -> list[Write]:
        """The clock of the version a move leads to, written in the move's transaction."""
        return [self._timing(row, run.game, state)]

    def _waiting_humans(self, row: GameRow, game: AnyGame, state: Any) -> list[int]:
        return [
            s for s in sorted(game.to_act(state)) if s < len(row.seats) and not row.seats[s].is_bot
        ]

    async def _arm(self, row: GameRow, game: AnyGame, state: Any) -> None:
        await self.store.time_clock(self._timing(row, game, state))

    def _timing(self, row: GameRow, game: AnyGame, state: Any) -> ClockTiming:
        """The clock of ``row``'s version: timed from now while humans are to act, stopped
        otherwise."""
        pace = row.pace or default_pace(game)
        if row.status != PLAYING or not self._waiting_humans(row, game, state):
            return ClockTiming(row.id, row.version, pace, None)
        return ClockTiming(row.id, row.version, pace, self.clock())

    async def tick(self) -> list[ClockNotice]:
        """Everything due now (one query), each table under its lock. Never raises for one
        table's failure: the others still get their turn."""
        now = self.clock()
        notices: list[ClockNotice] = []
        for due in await self.store.clocks_due(now):
            try:
                notice = await self._handle(due, now)
            except Exception:  # noqa: BLE001 - one broken table must not stop the clocks
                log_unexpected(log, "table=%s clock tick failed", due.channel_id)
                continue
            if notice is not None:
                notices.append(notice)
        return notices

    async def _handle(self, due: Due, now: float) -> ClockNotice | None:
        async with self._locks.hold(due.channel_id):
            row = await self.store.game(due.game_id)
            if row is None or row.status not in (LOBBY, PLAYING):
                return None
            game = game_of(row.game_key)
            if row.status == LOBBY:
                return await self._lobby_due(row, game, due, now)
            if row.snapshot is None:
                return None
            state = game.load(row.snapshot)
            if due.version != row.version:  # no clock yet, or the table moved on
                await self._arm(row, game, state)
                return None
            waiting = self._waiting_humans(row, game, state)
            if not waiting:
                await self._arm(row, game, state)
                return None
            if due.deadline is not None and due.deadline <= now:
                return await self._time_out(row, game, state, waiting)
            return await self._remind(row, waiting, due, now)

    async def _lobby_due(
        self, row: GameRow, game: AnyGame, due: Due, now: float
    ) -> ClockNotice | None:
        if due.lobby_end is None:  # a lobby opened without a pace (a rematch, an old one)
            await self.store.create_clock(row.id, default_pace(game), now + LOBBY_LIFETIME)
            return None
        await self.store.abandon(row.id)
        closed = info(replace(row, status=ABANDONED), game)
        hours = round(LOBBY_LIFETIME / 3600)
        log.info("table=%s game=%s lobby expired", row.channel_id, game.key)
        return ClockNotice(
            "expired",
            row.channel_id,
            row.id,
            say(
                "⌛ The {game} table was closed: nobody started it within {hours} h. "
                "`/game new` opens another.",
                game=game.title,
                hours=hours,
            ),
            lobby=closed,
        )

    async def _remind(self, row: GameRow, waiting: list[int], due: Due, now: float) -> ClockNotice:
        """The half-time reminder, saying the time really left (a tick after a restart may
        come late: then less than half the pace is left)."""
        await self.store.clock_reminded(row.id, row.version)
        users = tuple(u for s in waiting if (u := row.seats[s].user_id) is not None)
        deadline = due.deadline if due.deadline is not None else now + due.pace / 2
        left = duration_text(max(0.0, deadline - now), say)  # said: each reader's words
        mentions = " ".join(f"<@{u}>" for u in users)
        return ClockNotice(
            "remind",
            row.channel_id,
            row.id,
            say(
                "⏰ {players} it is your turn: about {time} left before a bot plays for you.",
                players=mentions,
                time=left,
            ),
            mention=users,
            dm=tuple(await self.store.want_clock_dms(users)),
        )

    async def _time_out(
        self, row: GameRow, game: AnyGame, state: Any, waiting: list[int]
    ) -> ClockNotice | None:
        """What the ``time_out`` hooks do: the first that answers."""
        for hook in self.hooks.time_out:
            notice = await hook(row, game, state, waiting)
            if notice is not None:
                return notice
        return None

    async def _bots_play_late(
        self, row: GameRow, game: AnyGame, state: Any, waiting: list[int]
    ) -> ClockNotice:
        """The default time-out: a bot plays each waiting seat's decision; then bots reply as
        after any move."""
        run = Run(row, game, state, known_after=row.version)
        names = [row.seats[s] for s in waiting]
        for seat in waiting:
            if run.row.status != PLAYING or seat not in game.to_act(run.state):
                continue
            chosen = await self._bot_choice(run, seat, "clock")
            if chosen is None:
                continue
            step, action = chosen
            line = Event(
                say(
                    "⌛ {players} ran out of time: a bot played for them.",
                    players=row.seats[seat].shown,
                )
            )
            await self._commit(run, seat, action, replace(step, events=(line, *step.events)))
        await self._bots_after_a_saved_move(run)
        update = await self._update(run)
        log.info("table=%s game=%s timeout seats=%s", row.channel_id, game.key, waiting)
        return ClockNotice(
            "timeout",
            row.channel_id,
            row.id,
            say(
                "⌛ {players} ran out of time: a bot played for them.",
                players=listed([s.shown for s in names]),
            ),
            update=update,
        )
