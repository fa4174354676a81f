"""The lobby: opening a table, seats and bots, the start, abandoning, a rematch.

What a new table stores beside its game and options (its pace, what a time-out does, hints) is
each feature's ``new_table`` setting (see ``hooks``), checked before the table is opened and
stored, in the hooks' order, once it is."""

from __future__ import annotations

from typing import Any

from engine.core.english import N_
from engine.core.game import Game
from engine.core.said import say
from tabletop.base import ServiceBase, game_of, info, log, sides_of, team_plan
from tabletop.errors import (
    AlreadySeated,
    AlreadyStarted,
    BadOption,
    GameExists,
    NoGame,
    NotHost,
    TableFull,
    UnderWay,
    UnknownBotLevel,
)
from tabletop.hooks import Opening
from tabletop.models import FINISHED, LOBBY, TableInfo
from tabletop.seating import NoTeams, check_wish
from tabletop.store import ChannelTaken


def _validate_options(game: Game[Any, Any], options: dict[str, str]) -> dict[str, str]:
    """Every option of the game, filled with its default, each value one of its choices."""
    by_name = {o.name: o for o in game.options}
    for name in options:
        if name not in by_name:
            raise BadOption(
                "{game} has no option {typed}. Options: {known}.",
                game=game.title,
                typed=repr(name),
                known=", ".join(by_name) if by_name else say("none"),
            )
    chosen: dict[str, str] = {}
    for option in game.options:
        value = str(options.get(option.name, option.default))
        if value not in option.choices:
            raise BadOption(
                "Option {option} of {game} must be one of {choices} (not {typed}).",
                option=repr(option.name),
                game=game.title,
                choices=", ".join(option.choices),
                typed=repr(value),
            )
        chosen[option.name] = value
    return chosen


class LobbyMixin(ServiceBase):
    """Every change before the first move, and after the last."""

    async def new_game(
        self,
        channel_id: int,
        guild_id: int | None,
        user_id: int,
        name: str,
        game_key: str,
        options: dict[str, str],
        *,
        pace: str | None = None,
        timeout: str | None = None,
        hints: bool = False,
    ) -> TableInfo:
        """Open a lobby with the caller seated as host. GameExists if a live game is here.
        ``pace`` (``live``, ``async``, ``10m``, ``12h``), ``timeout`` (bot, skip or vote) and
        ``hints`` are the table's settings (BadOption when one is not understood)."""
        game = game_of(game_key)
        opening = Opening(game, pace=pace, timeout=timeout, hints=hints)
        for setting in self.hooks.new_table:
            setting.check(opening)
        chosen = _validate_options(game, dict(options or {}))
        async with self._locks.hold(channel_id):
            existing = await self.store.live_game(channel_id)
            if existing is not None:
                raise GameExists(game_of(existing.game_key).title)
            try:
                row = await self.store.create_game(
                    channel_id=channel_id,
                    guild_id=guild_id,
                    game_key=game.key,
                    options=chosen,
                    host_id=user_id,
                    host_name=name,
                    seed=int(self._seed_source()),
                )
            except ChannelTaken:  # another process opened one at the same moment
                other = await self.store.live_game(channel_id)
                raise GameExists(game_of(other.game_key).title if other else game.title) from None
            log.info(
                "table=%s game=%s lobby=new host=%s options=%s",
                channel_id,
                game.key,
                user_id,
                chosen,
            )
            return await self._settle(opening, info(row, game))

    async def _settle(self, opening: Opening, table: TableInfo) -> TableInfo:
        """Store each ``new_table`` setting of the lobby just opened, in the hooks' order."""
        for setting in self.hooks.new_table:
            table = await setting.store(opening, table)
        return table

    async def join(self, channel_id: int, user_id: int, name: str) -> TableInfo:
        async with self._locks.hold(channel_id):
            row, game = await self._live(channel_id)
            if row.seat_of(user_id) is not None:
                raise AlreadySeated()
            if row.status != LOBBY:
                raise UnderWay()
            if len(row.seats) >= max(game.seats):
                raise TableFull(max(game.seats))
            seat = await self.store.add_seat(
                row.id, name=name, user_id=user_id, bot_level=None, max_seats=max(game.seats)
            )
            log.info(
                "table=%s game=%s lobby=join user=%s seat=%s", channel_id, game.key, user_id, seat
            )
            return info(await self._reload(row), game)

    async def leave(self, channel_id: int, user_id: int) -> TableInfo:
        """In the lobby only. When the host leaves, the next human becomes host; the last one
        leaving abandons the table."""
        async with self._locks.hold(channel_id):
            row, game = await self._live(channel_id)
            me = self._seat(row, user_id)
            if row.status != LOBBY:
                raise AlreadyStarted()
            others = [s for s in row.seats if s.user_id is not None and s.user_id != user_id]
            abandon = not others
            new_host = others[0].user_id if others and row.host_id == user_id else None
            await self.store.remove_seat(row.id, me.seat, new_host_id=new_host, abandon=abandon)
            log.info(
                "table=%s game=%s lobby=leave user=%s seat=%s new_host=%s abandoned=%s",
                channel_id,
                game.key,
                user_id,
                me.seat,
                new_host,
                abandon,
            )
            return info(await self._reload(row), game)

    async def add_bot(self, channel_id: int, user_id: int, level: str) -> TableInfo:
        """Any seated player may add a bot (a level of ``GAME.bots``, e.g. "random", "normal")."""
        async with self._locks.hold(channel_id):
            row, game = await self._live(channel_id)
            self._seat(row, user_id)
            if row.status != LOBBY:
                raise AlreadyStarted()
            level = level.strip().lower()
            if level not in game.bots:
                raise UnknownBotLevel(level, list(game.bots))
            if len(row.seats) >= max(game.seats):
                raise TableFull(max(game.seats))
            number = 1 + sum(1 for s in row.seats if s.is_bot)
            name = f"Bot {number} ({level})"
            seat = await self.store.add_seat(
                row.id, name=name, user_id=None, bot_level=level, max_seats=max(game.seats)
            )
            log.info(
                "table=%s game=%s lobby=bot by=%s seat=%s level=%s",
                channel_id,
                game.key,
                user_id,
                seat,
                level,
            )
            return info(await self._reload(row), game)

    async def choose_team(self, channel_id: int, user_id: int, team: int | None) -> TableInfo:
        """The caller's team for the start (None: wherever there is room). NoTeams, NoSuchTeam
        or TeamFull when it cannot be honoured; AlreadyStarted after the lobby."""
        async with self._locks.hold(channel_id):
            row, game = await self._live(channel_id)
            me = self._seat(row, user_id)
            if row.status != LOBBY:
                raise AlreadyStarted()
            plan = team_plan(row, game)
            if plan is None:
                raise NoTeams(game.title)
            if team is not None:
                check_wish(plan, [s.team for s in row.seats], me.seat, team, sides_of(game))
            await self.store.set_team(row.id, me.seat, team)
            log.info(
                "table=%s game=%s lobby=team user=%s team=%s", channel_id, game.key, user_id, team
            )
            return info(await self._reload(row), game)

    async def abandon(self, channel_id: int, user_id: int, can_manage: bool) -> TableInfo:
        """Host, or anyone with Manage Channels (``can_manage``)."""
        async with self._locks.hold(channel_id):
            row, game = await self._live(channel_id)
            if row.host_id != user_id and not can_manage:
                raise NotHost(N_("abandon the game"))
            await self.store.abandon(row.id)
            log.info(
                "table=%s game=%s lobby=abandon by=%s status_was=%s",
                channel_id,
                game.key,
                user_id,
                row.status,
            )
            return info(await self._reload(row), game)

    async def rematch(
        self, channel_id: int, user_id: int, name: str, *, game_id: int | None = None
    ) -> TableInfo:
        """A new lobby after a finished game here: same game and options, the same humans and
        bots seated in the same order, the caller as host (they must have played), and the
        finished table's settings.
        ``game_id`` (the Rematch button's) must be the table's last game, else OtherGame."""
        async with self._locks.hold(channel_id):
            live = await self.store.live_game(channel_id)
            if live is not None:
                raise GameExists(game_of(live.game_key).title)
            row, game = await self._current(channel_id, snapshot=False, game_id=game_id)
            if row.status != FINISHED:
                raise NoGame()
            self._seat(row, user_id)
            try:
                new = await self.store.create_game(
                    channel_id=channel_id,
                    guild_id=row.guild_id,
                    game_key=row.game_key,
                    options=dict(row.options),
                    host_id=user_id,
                    host_name=name,
                    seed=int(self._seed_source()),
                    more_seats=[s for s in row.seats if s.user_id != user_id],
                    host_team=self._seat(row, user_id).team,
                )
            except ChannelTaken:
                raise GameExists(game.title) from None
            log.info(
                "table=%s game=%s lobby=rematch host=%s of=%s",
                channel_id,
                game.key,
                user_id,
                row.id,
            )
            return await self._settle(
                Opening(game, before=row), info(await self._reload(new), game)
            )
