"""The only place a table changes.

Every public method takes a channel id (a channel or a thread holds at most one live game) and
the acting Discord user id, locks that channel, and returns plain data (``TableInfo``/``Update``).
Errors are ``GameError`` subclasses with a sentence for the player, and change nothing.

The service is game-agnostic: it talks to a game only through the ``engine.core.game.Game``
protocol, found by key in ``engine.registry``. All state lives in the store, so a fresh service
over the same database carries on every live game after a restart.
"""

from __future__ import annotations

import asyncio
import json
import logging
import secrets
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace
from typing import Any

from cogs.tabletop.errors import (
    AlreadySeated,
    AlreadyStarted,
    BadOption,
    GameExists,
    GameOver,
    NoGame,
    NotEnoughPlayers,
    NotHost,
    NotSeated,
    NotStarted,
    StaleAction,
    TableFull,
    UnknownBotLevel,
    UnknownGame,
    VersionConflict,
)
from cogs.tabletop.models import (
    ABANDONED,
    FINISHED,
    LOBBY,
    PLAYING,
    Choice,
    Hand,
    PlayerStats,
    SeatInfo,
    TableInfo,
    Update,
)
from cogs.tabletop.store import ChannelTaken, EventRow, GameRow, ResultRow, Store
from engine import registry
from engine.core.errors import GameError, NotYourTurn
from engine.core.game import Game
from engine.core.rng import rng_for
from engine.core.seats import with_names
from engine.core.types import Audience, Event, Outcome, Step

log = logging.getLogger("troy.service")

MESSAGE_KINDS = ("table", "lobby", "hand")
# A safety net against an engine whose bots never finish: far above any real game's length.
MAX_BOT_STEPS = 20_000
# Without an expected version, a move that lost a race with another process is re-evaluated on
# the new state this many times before giving up.
CONFLICT_RETRIES = 3

AnyGame = Game[Any, Any]


def _random_seed() -> int:
    return secrets.randbits(63)


def _names(seats: Sequence[SeatInfo]) -> str:
    """'Alice', 'Alice and Bob', 'Alice, Bob and Carol'."""
    names = [s.name for s in seats]
    if len(names) <= 1:
        return "".join(names)
    return f"{', '.join(names[:-1])} and {names[-1]}"


def _normalise(data: Any) -> Any:
    """What JSON would store (tuples become lists, int keys strings), for comparing snapshots."""
    return json.loads(json.dumps(data, sort_keys=True))


def _game(key: str) -> AnyGame:
    try:
        return registry.get(key)
    except KeyError:
        known = sorted(f"{g.key} ({g.title})" for g in registry.all_games())
        raise UnknownGame(key, known) from None


def _info(row: GameRow, game: AnyGame) -> TableInfo:
    return TableInfo(
        game_id=row.id,
        channel_id=row.channel_id,
        guild_id=row.guild_id,
        game_key=row.game_key,
        title=game.title,
        status=row.status,
        host_id=row.host_id,
        options=dict(row.options),
        seats=row.seats,
        version=row.version,
        min_seats=min(game.seats),
        max_seats=max(game.seats),
    )


def _validate_options(game: AnyGame, options: dict[str, str]) -> dict[str, str]:
    """Every option of the game, filled with its default, each value one of its choices."""
    by_name = {o.name: o for o in game.options}
    for name in options:
        if name not in by_name:
            known = ", ".join(by_name) if by_name else "none"
            raise BadOption(f"{game.title} has no option {name!r}. Options: {known}.")
    chosen: dict[str, str] = {}
    for option in game.options:
        value = str(options.get(option.name, option.default))
        if value not in option.choices:
            raise BadOption(
                f"Option {option.name!r} of {game.title} must be one of "
                f"{', '.join(option.choices)} (not {value!r})."
            )
        chosen[option.name] = value
    return chosen


def _seat_names(row: GameRow) -> list[str]:
    """Display names by seat, to put in place of the engine's "Player N"."""
    return [s.name for s in row.seats]


def _named_outcome(outcome: Outcome | None, row: GameRow) -> dict[str, Any] | None:
    if outcome is None:
        return None
    data = outcome.to_dict()
    data["summary"] = with_names(outcome.summary, _seat_names(row))
    return data


@dataclass
class _Run:
    """What one service call changed, gathered into an ``Update`` at the end."""

    row: GameRow
    game: AnyGame
    state: Any
    lines: list[tuple[Audience, str]] = field(default_factory=list)

    def add(self, events: Sequence[Event]) -> None:
        self.lines.extend((e.audience, e.text) for e in events)

    def to_act(self) -> frozenset[int]:
        return self.game.to_act(self.state) if self.state is not None else frozenset()

    def update(self, row: GameRow, *, everyone: bool = False) -> Update:
        """The Update of this run; ``everyone``: every human's hand is sent (the start)."""
        game, state = self.game, self.state
        public = [t for a, t in self.lines if a is None]
        if state is None:
            return Update(_info(row, game), None, public, {}, [], [], None)
        outcome: Outcome | None = game.outcome(state)
        acting = self.to_act()
        hands: dict[int, Hand] = {}
        for s in row.seats:
            if s.user_id is None:
                continue
            mine = tuple(
                t for a, t in self.lines if a is not None and Event(t, a).visible_to(s.seat)
            )
            legal = game.legal_actions(state, s.seat) if s.seat in acting else ()
            choices = tuple(Choice(game.encode(a), game.describe(a)) for a in legal)
            send = outcome is None and (everyone or bool(mine) or s.seat in acting)
            hands[s.user_id] = Hand(
                s.user_id, s.seat, game.seat_view(state, s.seat), choices, mine, send
            )
        public_choices: list[Choice] = []
        if len(acting) == 1:
            (seat,) = acting
            human = row.seats[seat].user_id if seat < len(row.seats) else None
            legal = list(game.legal_actions(state, seat)) if human is not None else []
            if 0 < len(legal) <= 5 and all(game.offer_publicly(state, seat, a) for a in legal):
                public_choices = [Choice(game.encode(a), game.describe(a)) for a in legal]
        return Update(
            table=_info(row, game),
            public_view=game.public_view(state),
            events=public,
            hands=hands,
            public_choices=public_choices,
            to_act=[row.seats[s] for s in sorted(acting) if s < len(row.seats)],
            outcome=_named_outcome(outcome, row),
        )


class Service:
    def __init__(
        self,
        store: Store,
        *,
        seed_source: Callable[[], int] | None = None,
        max_bot_steps: int = MAX_BOT_STEPS,
    ) -> None:
        """``seed_source``: a callable returning a new game's seed (tests pass a fixed one)."""
        self.store = store
        self._seed_source = seed_source or _random_seed
        self._max_bot_steps = max_bot_steps
        self._locks: dict[int, asyncio.Lock] = {}

    def _lock(self, channel_id: int) -> asyncio.Lock:
        return self._locks.setdefault(channel_id, asyncio.Lock())

    # --- loading -------------------------------------------------------------------------
    async def _live(self, channel_id: int) -> tuple[GameRow, AnyGame]:
        row = await self.store.live_game(channel_id)
        if row is None:
            raise NoGame()
        return row, _game(row.game_key)

    async def _current(self, channel_id: int) -> tuple[GameRow, AnyGame]:
        """The live game, else a finished one (so late clicks get GameOver, not NoGame)."""
        row = await self.store.latest_game(channel_id)
        if row is None or row.status == ABANDONED:
            raise NoGame()
        return row, _game(row.game_key)

    @staticmethod
    def _seat(row: GameRow, user_id: int) -> SeatInfo:
        seat = row.seat_of(user_id)
        if seat is None:
            raise NotSeated()
        return seat

    async def _reload(self, row: GameRow) -> GameRow:
        fresh = await self.store.game(row.id)
        assert fresh is not None
        return fresh

    # --- lobby -----------------------------------------------------------------------------
    async def new_game(
        self,
        channel_id: int,
        guild_id: int | None,
        user_id: int,
        name: str,
        game_key: str,
        options: dict[str, str],
    ) -> TableInfo:
        """Open a lobby with the caller seated as host. GameExists if a live game is here."""
        game = _game(game_key)
        chosen = _validate_options(game, dict(options or {}))
        async with self._lock(channel_id):
            existing = await self.store.live_game(channel_id)
            if existing is not None:
                raise GameExists(_game(existing.game_key).title)
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
                raise GameExists(_game(other.game_key).title if other else game.title) from None
            log.info(
                "table=%s game=%s lobby=new host=%s options=%s",
                channel_id,
                game.key,
                user_id,
                chosen,
            )
            return _info(row, game)

    async def join(self, channel_id: int, user_id: int, name: str) -> TableInfo:
        async with self._lock(channel_id):
            row, game = await self._live(channel_id)
            if row.seat_of(user_id) is not None:
                raise AlreadySeated()
            if row.status != LOBBY:
                raise AlreadyStarted()
            if len(row.seats) >= max(game.seats):
                raise TableFull(max(game.seats))
            seat = await self.store.add_seat(
                row.id, name=name, user_id=user_id, bot_level=None, max_seats=max(game.seats)
            )
            log.info(
                "table=%s game=%s lobby=join user=%s seat=%s", channel_id, game.key, user_id, seat
            )
            return _info(await self._reload(row), game)

    async def leave(self, channel_id: int, user_id: int) -> TableInfo:
        """In the lobby only. When the host leaves, the next human becomes host; the last one
        leaving abandons the table."""
        async with self._lock(channel_id):
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
            return _info(await self._reload(row), game)

    async def add_bot(self, channel_id: int, user_id: int, level: str) -> TableInfo:
        """Any seated player may add a bot (a level of ``GAME.bots``, e.g. "random", "normal")."""
        async with self._lock(channel_id):
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
            return _info(await self._reload(row), game)

    async def start(self, channel_id: int, user_id: int) -> Update:
        """Host only. Sets the game up, lets bot seats play until a human must act, commits."""
        async with self._lock(channel_id):
            row, game = await self._live(channel_id)
            if row.host_id != user_id:
                raise NotHost("start the game")
            if row.status != LOBBY:
                raise AlreadyStarted()
            if len(row.seats) < min(game.seats):
                raise NotEnoughPlayers(min(game.seats), len(row.seats))
            state = game.setup(dict(row.options), len(row.seats), row.seed)
            line = f"{game.title} begins: {_names(row.seats)}."
            await self.store.start_game(
                row.id, seats=len(row.seats), snapshot=game.dump(state), events=[(None, line)]
            )
            log.info(
                "table=%s game=%s lobby=start by=%s seats=%s",
                channel_id,
                game.key,
                user_id,
                len(row.seats),
            )
            row = await self._reload(row)
            run = _Run(row, game, state, [(None, line)])
            row = await self._finish_or_bots(run, row)
            return run.update(row, everyone=True)

    async def abandon(self, channel_id: int, user_id: int, can_manage: bool) -> TableInfo:
        """Host, or anyone with Manage Channels (``can_manage``)."""
        async with self._lock(channel_id):
            row, game = await self._live(channel_id)
            if row.host_id != user_id and not can_manage:
                raise NotHost("abandon the game")
            await self.store.abandon(row.id)
            log.info(
                "table=%s game=%s lobby=abandon by=%s status_was=%s",
                channel_id,
                game.key,
                user_id,
                row.status,
            )
            return _info(await self._reload(row), game)

    async def rematch(self, channel_id: int, user_id: int, name: str) -> TableInfo:
        """A new lobby after a finished game here: same game and options, the same humans and
        bots seated in the same order, the caller as host (they must have played)."""
        async with self._lock(channel_id):
            live = await self.store.live_game(channel_id)
            if live is not None:
                raise GameExists(_game(live.game_key).title)
            row, game = await self._current(channel_id)
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
            return _info(await self._reload(new), game)

    # --- play --------------------------------------------------------------------------------
    async def act(
        self, channel_id: int, user_id: int, code: str, expected_version: int | None = None
    ) -> Update:
        """Apply one action of the caller's seat, commit it, then let bot seats move (each
        committed too) until a human must act or the game ends. ``expected_version`` (from a
        button) must match the current version, else StaleAction."""
        async with self._lock(channel_id):
            for attempt in range(CONFLICT_RETRIES):
                try:
                    return await self._act(channel_id, user_id, code, expected_version)
                except VersionConflict:
                    # Another process moved first. A button's move is stale; a typed move is
                    # judged again on the new state.
                    if expected_version is not None or attempt == CONFLICT_RETRIES - 1:
                        raise
                    log.info("table=%s conflict; re-evaluating the move", channel_id)
            raise AssertionError("unreachable")

    async def _act(
        self, channel_id: int, user_id: int, code: str, expected_version: int | None
    ) -> Update:
        row, game = await self._current(channel_id)
        me = self._seat(row, user_id)
        if row.status == LOBBY:
            raise NotStarted()
        if row.status != PLAYING or row.snapshot is None:
            raise GameOver()
        state = game.load(row.snapshot)
        if not game.to_act(state):
            raise GameOver()
        if expected_version is not None and expected_version != row.version:
            raise StaleAction()
        to_act = game.to_act(state)
        run = _Run(row, game, state)
        if me.seat not in to_act and any(row.seats[s].is_bot for s in to_act):
            # Only after a crash between a human's move and the bots' replies: catch up (the
            # bots' lines then lead this update).
            row = await self._finish_or_bots(run, row)
            if row.status != PLAYING:
                raise GameOver()
            state = run.state
            to_act = game.to_act(state)
        if me.seat not in to_act:
            waiting = [row.seats[s] for s in sorted(to_act) if s < len(row.seats)]
            raise NotYourTurn(f"It is not your turn: waiting for {_names(waiting)}.")
        try:
            action = game.decode(state, me.seat, code)
            step = game.apply(state, me.seat, action)
        except GameError as error:
            raise type(error)(with_names(str(error), _seat_names(row))) from error
        row = await self._commit(run, row, me.seat, action, step)
        row = await self._finish_or_bots(run, row)
        return run.update(row)

    async def _commit(
        self, run: _Run, row: GameRow, seat: int, action: Any, step: Step[Any]
    ) -> GameRow:
        """Store one applied action (and the finish, if it ended the game) in one transaction;
        on success the run moves on to the new state."""
        game = run.game
        new_state = step.state
        outcome = game.outcome(new_state)
        finished = outcome is not None or not game.to_act(new_state)
        results = None
        if finished:
            scores = tuple(outcome.scores) if outcome is not None else ()
            winners = outcome.winners if outcome is not None else frozenset()
            results = [
                ResultRow(
                    s.seat,
                    s.user_id,
                    int(scores[s.seat]) if s.seat < len(scores) else 0,
                    s.seat in winners,
                )
                for s in row.seats
            ]
        code = game.encode(action)
        names = _seat_names(row)
        step = replace(
            step, events=tuple(replace(e, text=with_names(e.text, names)) for e in step.events)
        )
        version = await self.store.record_action(
            row.id,
            expected_version=row.version,
            seat=seat,
            code=code,
            events=[(e.audience, e.text) for e in step.events],
            snapshot=game.dump(new_state),
            results=results,
        )
        public = [e.text for e in step.events if e.audience is None]
        log.info(
            "table=%s game=%s seat=%s action=%s",
            row.channel_id,
            game.key,
            seat,
            " / ".join(public) if public else code,
        )
        if finished:
            log.info(
                "table=%s game=%s finished: %s",
                row.channel_id,
                game.key,
                outcome.summary if outcome is not None else "no outcome",
            )
        run.state = new_state
        run.add(step.events)
        status = FINISHED if finished else row.status
        return replace(row, version=version, status=status)

    async def _finish_or_bots(self, run: _Run, row: GameRow) -> GameRow:
        """Let bot seats move, one committed action at a time, until a human must act or the
        game ends. A bot sees only its seat view and the legal actions."""
        game = run.game
        for _ in range(self._max_bot_steps):
            if row.status != PLAYING:
                return row
            to_act = game.to_act(run.state)
            bots = [s for s in sorted(to_act) if s < len(row.seats) and row.seats[s].is_bot]
            if not bots:
                return row
            seat = bots[0]
            legal = list(game.legal_actions(run.state, seat))
            if not legal:
                log.error(
                    "table=%s game=%s seat=%s bot has no legal action",
                    row.channel_id,
                    game.key,
                    seat,
                )
                return row
            rng = rng_for(row.seed, row.version, "bot")
            # In a thread: a strong bot may think for a while, and the event loop must not
            # stall (the engine is pure, so this is safe).
            step, action = await asyncio.to_thread(
                self._bot_step, game, run.state, row, seat, legal, rng
            )
            try:
                row = await self._commit(run, row, seat, action, step)
            except VersionConflict:
                log.warning(
                    "table=%s bot move lost a race; the other process carries on", row.channel_id
                )
                return await self._reload(row)
        log.error(
            "table=%s game=%s bots did not stop after %s moves",
            row.channel_id,
            game.key,
            self._max_bot_steps,
        )
        return row

    @staticmethod
    def _bot_step(
        game: AnyGame, state: Any, row: GameRow, seat: int, legal: list[Any], rng: Any
    ) -> tuple[Step[Any], Any]:
        """The bot's choice applied; a misbehaving bot falls back to a random legal action so
        that a table never stalls on a bot bug."""
        level = row.seats[seat].bot_level or ""
        bot = game.bots.get(level) or next(iter(game.bots.values()), None)
        try:
            if bot is None:
                raise LookupError(f"{game.key} has no bots")
            action = bot.choose(game.seat_view(state, seat), legal, rng)
            return game.apply(state, seat, action), action
        except Exception:
            log.exception(
                "table=%s game=%s seat=%s bot %r failed; playing a random move",
                row.channel_id,
                game.key,
                seat,
                level,
            )
            action = rng.choice(legal)
            return game.apply(state, seat, action), action

    async def resume(self) -> list[Update]:
        """At start-up: let bots move wherever they are due (a crash can fall between a human's
        move and the bots' replies). Returns an update for each table that moved."""
        updates = []
        for row in await self.store.live_games():
            if row.status != PLAYING or row.snapshot is None:
                continue
            async with self._lock(row.channel_id):
                fresh = await self.store.game(row.id)
                if fresh is None or fresh.status != PLAYING or fresh.snapshot is None:
                    continue
                game = _game(fresh.game_key)
                run = _Run(fresh, game, game.load(fresh.snapshot))
                after = await self._finish_or_bots(run, fresh)
                if after.version != fresh.version:
                    updates.append(run.update(after))
        return updates

    async def choices(self, channel_id: int, user_id: int) -> list[Choice]:
        """The caller's legal actions now (empty when it is not their turn, in the lobby and
        after the end); NoGame / NotSeated otherwise."""
        row, game = await self._current(channel_id)
        me = self._seat(row, user_id)
        if row.status != PLAYING or row.snapshot is None:
            return []
        state = game.load(row.snapshot)
        if me.seat not in game.to_act(state):
            return []
        return [
            Choice(game.encode(a), game.describe(a)) for a in game.legal_actions(state, me.seat)
        ]

    async def seat_view(self, channel_id: int, user_id: int) -> dict[str, Any]:
        """The caller's seat view (their hand); NotSeated/NotStarted otherwise."""
        row, game = await self._current(channel_id)
        me = self._seat(row, user_id)
        if row.snapshot is None:
            raise NotStarted()
        return game.seat_view(game.load(row.snapshot), me.seat)

    async def public_update(self, channel_id: int) -> Update:
        """The current public view of the table (for /game status and restarts), with the
        public lines of the last action."""
        row, game = await self._current(channel_id)
        state = game.load(row.snapshot) if row.snapshot is not None else None
        lines: list[EventRow] = []
        if row.version > 0:
            lines = await self.store.events(row.id, since_seq=row.version - 1)
        run = _Run(row, game, state, [(None, e.text) for e in lines])
        update = run.update(row)
        update.hands = {}
        return update

    async def table(self, channel_id: int) -> TableInfo:
        """The live table here; NoGame otherwise."""
        row, game = await self._live(channel_id)
        return _info(row, game)

    async def log(self, channel_id: int, limit: int = 20) -> list[str]:
        """The last public event lines of the live (or most recent) game here."""
        row = await self.store.latest_game(channel_id)
        if row is None:
            raise NoGame()
        return [e.text for e in await self.store.events(row.id, limit=max(0, limit))]

    async def live_tables(self) -> list[TableInfo]:
        """Every lobby and game in play, for start-up."""
        tables = []
        for row in await self.store.live_games():
            try:
                tables.append(_info(row, _game(row.game_key)))
            except UnknownGame:
                log.error("table=%s game=%s is no longer installed", row.channel_id, row.game_key)
        return tables

    async def replay_matches(self, channel_id: int) -> bool:
        """Replaying setup + every logged action gives exactly the stored snapshot."""
        row = await self.store.latest_game(channel_id)
        if row is None:
            raise NoGame()
        game = _game(row.game_key)
        actions = await self.store.actions(row.id)
        if row.snapshot is None:
            return not actions
        if [seq for seq, _, _ in actions] != list(range(1, row.version + 1)):
            return False
        try:
            state = game.setup(dict(row.options), len(row.seats), row.seed)
            for _, seat, code in actions:
                state = game.apply(state, seat, game.decode(state, seat, code)).state
        except GameError as exc:
            log.warning("table=%s replay failed: %s", channel_id, exc)
            return False
        return _normalise(game.dump(state)) == _normalise(row.snapshot)

    async def stats(self, user_id: int, guild_id: int | None = None) -> PlayerStats:
        """Finished games and wins of a player, overall and per game (bots are not counted)."""
        rows = await self.store.user_results(user_id, guild_id)
        return PlayerStats(
            user_id=user_id,
            played=sum(p for _, p, _ in rows),
            won=sum(w for _, _, w in rows),
            by_game={key: (played, won) for key, played, won in rows},
        )

    # --- messages ----------------------------------------------------------------------------
    async def remember_message(
        self, channel_id: int, kind: str, message_id: int, user_id: int | None = None
    ) -> None:
        """Record which Discord message shows the table ("table", "lobby") or a hand ("hand")."""
        if kind not in MESSAGE_KINDS:
            raise ValueError(f"message kind must be one of {MESSAGE_KINDS}, not {kind!r}")
        row = await self.store.latest_game(channel_id)
        if row is None:
            raise NoGame()
        await self.store.set_message(row.id, channel_id, kind, message_id, user_id)

    async def message_id(
        self, channel_id: int, kind: str, user_id: int | None = None
    ) -> int | None:
        """The remembered message id, or None (no game here, or never posted)."""
        row = await self.store.latest_game(channel_id)
        if row is None:
            return None
        return await self.store.get_message(row.id, kind, user_id)
