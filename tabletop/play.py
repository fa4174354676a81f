"""Moves: the start, a player's action, the bots' replies, and resuming after a restart.

A call loads its table once, keeps the state in memory while it applies the move and the bots'
replies (each committed with what it must announce, see ``outbox_sql``), and builds the
``Update`` once at the end, under the table's lock.
"""

from __future__ import annotations

import asyncio
from dataclasses import replace
from typing import Any

from engine.core.english import N_
from engine.core.errors import GameError, NotYourTurn
from engine.core.lazy import LazyView
from engine.core.rng import rng_for
from engine.core.said import english, listed, say
from engine.core.seats import with_names
from engine.core.types import Step
from tabletop.audience import readers_mask
from tabletop.base import (
    AnyGame,
    ServiceBase,
    game_of,
    info,
    log,
    shown_names,
    sides_of,
)
from tabletop.errors import (
    AlreadyStarted,
    GameOver,
    NotEnoughPlayers,
    NotHost,
    NotStarted,
    VersionConflict,
)
from tabletop.fanout import Line, build_update, start_marks, step_marks
from tabletop.models import FINISHED, LOBBY, PLAYING, Update
from tabletop.offers import typed_code
from tabletop.records import stored_record
from tabletop.run import Run
from tabletop.seating import players_said, seat_teams, start_seats, team_winners
from tabletop.store import GameRow, ResultRow
from tabletop.store.outbox_sql import Pending
from tabletop.thinking import Decision, searches
from tabletop.unexpected import log_unexpected

# The start's line at a table that allows hints.
# Without an expected version, a move that lost a race with another process is re-evaluated on
# the new state this many times before giving up.
CONFLICT_RETRIES = 3


def _bot_view(game: AnyGame, state: Any, seat: int) -> LazyView:
    """What a bot sees: its seat view, built only if the bot reads it."""
    return LazyView(lambda: game.seat_view(state, seat))


class PlayMixin(ServiceBase):
    async def start(self, channel_id: int, user_id: int) -> Update:
        """Host only. Sets the game up, lets bot seats play until a human must act, commits;
        every human's hand is to be sent."""
        async with self._locks.hold(channel_id):
            row, game = await self._live(channel_id)
            if row.host_id != user_id:
                raise NotHost(N_("start the game"))
            if row.status != LOBBY:
                raise AlreadyStarted()
            if len(row.seats) < min(game.seats):
                raise NotEnoughPlayers(min(game.seats), len(row.seats))
            teams = game.teams(dict(row.options), len(row.seats))
            final = start_seats(row.seats, teams)
            state = game.setup(dict(row.options), len(row.seats), row.seed, teams=teams)
            players = players_said(final, sides_of(game))
            if row.hints:
                line = say(
                    "{game} begins: {players}. Hints are on (`/game hint`), so this game is not "
                    "rated.",
                    game=game.title,
                    players=players,
                )
            else:
                line = say("{game} begins: {players}.", game=game.title, players=players)
            seating = [(s.seat, f.seat, f.team) for s, f in zip(row.seats, final, strict=True)]
            row = replace(row, seats=tuple(sorted(final, key=lambda s: s.seat)))
            pending = await self.store.start_game(
                row.id,
                seats=len(row.seats),
                snapshot=game.dump(state),
                events=[(None, line)],
                outbox=start_marks(row.seats, game.to_act(state)),
                bots_due=self._bots_due(row, game, state),
                seating=seating,
            )
            log.info(
                "table=%s game=%s lobby=start by=%s seats=%s",
                channel_id,
                game.key,
                user_id,
                len(row.seats),
            )
            row = replace(row, status=PLAYING, version=0)
            run = Run(row, game, state, known_after=-1, lines=[(0, None, line)], pending=pending)
            await self._bots(run)
            return await self._update(run)

    async def act(
        self,
        channel_id: int,
        user_id: int,
        code: str,
        *,
        expected_version: int | None = None,
        game_id: int | None = None,
        typed: bool = False,
    ) -> Update:
        """Apply one action of the caller's seat, commit it, then let bot seats move (each
        committed too) until a human must act or the game ends. ``expected_version`` (from a
        button) is stale once that seat has acted since (StaleAction); ``game_id`` must name the
        table's game, else OtherGame. ``typed``: ``code`` is what a player typed, the words of
        one of their moves or its code, read against their moves in the same read of the
        table."""
        async with self._locks.hold(channel_id):
            for attempt in range(CONFLICT_RETRIES):
                try:
                    return await self._act(
                        channel_id, user_id, code, expected_version, game_id, typed
                    )
                except VersionConflict:
                    # Another process moved first: the move is judged again on the new state
                    # (a button's move only if its seat has not acted since, see _check_fresh).
                    if attempt == CONFLICT_RETRIES - 1:
                        raise
                    log.info("table=%s conflict; re-evaluating the move", channel_id)
            raise AssertionError("unreachable")

    async def _act(
        self,
        channel_id: int,
        user_id: int,
        code: str,
        expected_version: int | None,
        game_id: int | None,
        typed: bool = False,
    ) -> Update:
        row, game = await self._current(channel_id, game_id=game_id)
        me = self._seat(row, user_id)
        if row.status == LOBBY:
            raise NotStarted()
        if row.status != PLAYING or row.snapshot is None:
            raise GameOver()
        state = game.load(row.snapshot)
        if not game.to_act(state):
            raise GameOver()
        await self._check_fresh(row, me.seat, expected_version)
        run = Run(row, game, state, known_after=row.version)
        to_act = game.to_act(state)
        if me.seat not in to_act and any(row.seats[s].is_bot for s in to_act):
            # Only after a crash between a human's move and the bots' replies, or while a bot
            # that searches is thinking (its task holds the lock, so it has moved by now):
            # catch up (the bots' lines then lead this update).
            await self._bots(run, searches=1)
            if run.row.status != PLAYING:
                raise GameOver()
            to_act = game.to_act(run.state)
        if me.seat not in to_act:
            waiting = [row.seats[s] for s in sorted(to_act) if s < len(row.seats)]
            raise NotYourTurn(
                "It is not your turn: waiting for {names}.",
                names=listed([seat.shown for seat in waiting]),
            )
        if typed:
            code = typed_code(self._offer(run.row, game, run.state, me.seat).choices, code)
        try:
            action = game.decode(run.state, me.seat, code)
            step = game.apply(run.state, me.seat, action)
        except GameError as error:
            names = shown_names(row)
            raise error.retold(lambda text: with_names(text, names)) from error
        await self._commit(run, me.seat, action, step, mover=True)
        await self._bots_after_a_saved_move(run)
        return await self._update(run)

    async def _bots_after_a_saved_move(self, run: Run, *, searches: int = 0) -> None:
        """The bots' replies; if they fail, the player's move is still saved and must be
        confirmed as saved: the bots' turn stays due (``bots_due``) for the next call or the
        next start-up."""
        try:
            await self._bots(run, searches=searches)
        except Exception:
            log_unexpected(log, "table=%s bots failed after a saved move", run.row.channel_id)

    def _bots_due(self, row: GameRow, game: AnyGame, state: Any) -> bool:
        return any(s < len(row.seats) and row.seats[s].is_bot for s in game.to_act(state))

    @staticmethod
    def _searching(row: GameRow, game: AnyGame, seat: int) -> bool:
        """Whether ``seat`` is a bot that searches (it thinks in a worker, for a while)."""
        level = row.seats[seat].bot_level
        return level is not None and searches(game.bots.get(level))

    def _thinking(self, row: GameRow, game: AnyGame, state: Any) -> bool:
        """Is a bot that searches due at this state (so the table shows "thinking…")?"""
        return row.status == PLAYING and any(
            s < len(row.seats) and self._searching(row, game, s) for s in game.to_act(state)
        )

    async def think(self, channel_id: int, game_id: int) -> Update | None:
        """The next searched decision of a thinking table (and the plain bots' replies after
        it), committed; None when there was nothing to think about (the game moved on, ended,
        or another process got there first). The delivery calls it after announcing a table
        that is thinking, and again while the next bot to move searches too."""
        async with self._locks.hold(channel_id):
            row = await self.store.game(game_id)
            if row is None or row.status != PLAYING or row.snapshot is None:
                return None
            game = game_of(row.game_key)
            run = Run(row, game, game.load(row.snapshot), known_after=row.version)
            if not self._thinking(row, game, run.state):
                return None
            await self._bots_after_a_saved_move(run, searches=1)
            return None if run.row.version == row.version else await self._update(run)

    def searches_due(self) -> list[tuple[int, int]]:
        """The tables (channel, game) that ``resume`` left thinking, once: the delivery starts
        their thinking after start-up."""
        due, self._searches_due = self._searches_due, []
        return due

    async def _commit(
        self, run: Run, seat: int, action: Any, step: Step[Any], *, mover: bool = False
    ) -> None:
        """Store one applied action with what it must announce (and the finish, if it ended the
        game) in one transaction, with every ``commit_writes`` hook's writes (the clock of the
        version it leads to); on success the run moves on to the new state."""
        game, row = run.game, run.row
        before, after = run.state, step.state
        outcome = game.outcome(after)
        acting = game.to_act(after)
        finished = outcome is not None or not acting
        results = None
        if finished:
            scores = tuple(outcome.scores) if outcome is not None else ()
            winners = team_winners(
                outcome.winners if outcome is not None else (), seat_teams(row.seats)
            )
            results = [
                ResultRow(
                    s.seat,
                    s.user_id,
                    int(scores[s.seat]) if s.seat < len(scores) else 0,
                    s.seat in winners,
                    s.team,
                )
                for s in row.seats
            ]
        names = shown_names(row)
        events = [replace(e, text=with_names(e.text, names)) for e in step.events]
        marks = step_marks(
            row.seats,
            seat,
            game.to_act(before),
            acting,
            events,
            post=game.worth_posting(before, after),
            finished=finished,
        )
        # The row this move leads to, and what the features write with it (see ``hooks``).
        led_to = replace(row, version=row.version + 1, status=FINISHED if finished else row.status)
        also = [write for hook in self.hooks.commit_writes for write in hook(run, led_to, after)]
        version, run.pending = await self.store.record_action(
            row.id,
            expected_version=row.version,
            seat=seat,
            code=game.encode(action),
            events=[(e.audience, e.text) for e in events],
            snapshot=game.dump(after),
            results=results,
            outbox=marks,
            bots_due=not finished and self._bots_due(row, game, after),
            also=also,
        )
        run.written_at = version
        public = [e.text for e in events if e.public]
        log.info(
            "table=%s game=%s seat=%s action=%s",
            row.channel_id,
            game.key,
            seat,
            " / ".join(map(english, public)) if public else game.encode(action),
        )
        if finished:
            log.info(
                "table=%s game=%s finished: %s",
                row.channel_id,
                game.key,
                english(outcome.summary) if outcome is not None else "no outcome",
            )
        if mover:  # what was saved, in words: the public news, else the move itself
            run.saved_line = public[0] if public else with_names(game.describe(action), names)
        run.state = after
        run.lines.extend((version, readers_mask(e.audience), e.text) for e in events)
        run.row = replace(row, version=version, status=FINISHED if finished else row.status)

    async def _bots(self, run: Run, *, searches: int = 0) -> None:
        """Let bot seats move, one committed action at a time, until a human must act, the
        game ends, or a bot that searches is next after ``searches`` searched decisions: that
        one thinks in ``think`` while the table says so ("thinking…"), instead of the reply
        waiting for it. A bot sees only its seat view and the legal actions; several bots due
        at once (a simultaneous choice) each act."""
        game = run.game
        for _ in range(self._max_bot_steps):
            row = run.row
            if row.status != PLAYING:
                return
            bots = [
                s
                for s in sorted(game.to_act(run.state))
                if s < len(row.seats) and row.seats[s].is_bot
            ]
            if not bots:
                return
            plain = [s for s in bots if not self._searching(row, game, s)]
            seat = plain[0] if plain else bots[0]
            if not plain:
                if searches <= 0:
                    return  # bots_due stays set: the table is thinking
                searches -= 1
            chosen = await self._bot_choice(run, seat, "bot")
            if chosen is None:
                log.error(
                    "table=%s game=%s seat=%s bot has no legal action",
                    row.channel_id,
                    game.key,
                    seat,
                )
                return
            step, action = chosen
            try:
                await self._commit(run, seat, action, step)
            except VersionConflict:
                log.warning(
                    "table=%s bot move lost a race; the other process carries on", row.channel_id
                )
                return
        log.error(
            "table=%s game=%s bots did not stop after %s moves",
            run.row.channel_id,
            game.key,
            self._max_bot_steps,
        )

    async def _bot_choice(self, run: Run, seat: int, salt: str) -> tuple[Step[Any], Any] | None:
        """A bot's move for ``seat`` at the run's state (None: it has no legal action). Chosen
        off the event loop: a bot that searches thinks in a worker process (``thinking``), one
        that does not in a thread (the engine is pure, so this is safe). ``salt`` seeds it:
        "bot" for a bot's own turn, "clock" for a decision a bot takes over when time runs out."""
        legal = list(run.game.legal_actions(run.state, seat))
        if not legal:
            return None
        level = run.row.seats[seat].bot_level or ""
        if searches(run.game.bots.get(level)):
            searched = await self._searched(run, seat, level, salt)
            if searched is not None:
                return searched
            level = "normal"  # the search failed or overran: the table must not wait
        rng = rng_for(run.row.seed, run.row.version, salt)
        return await asyncio.to_thread(
            self._bot_step, run.game, run.state, run.row, seat, legal, rng, level
        )

    async def _searched(
        self, run: Run, seat: int, level: str, salt: str
    ) -> tuple[Step[Any], Any] | None:
        """A searching bot's move, chosen in a worker; None (logged) when it failed."""
        game, row = run.game, run.row
        job = Decision(
            game.key, level, game.dump(run.state), seat, rng_for(row.seed, row.version, salt)
        )
        try:
            code = await self.thinkers.decide(job)
            action = game.decode(run.state, seat, code)
            return game.apply(run.state, seat, action), action
        except Exception:
            log_unexpected(
                log,
                "table=%s game=%s seat=%s bot %r did not decide; the normal bot plays",
                row.channel_id,
                game.key,
                seat,
                level,
            )
            return None

    @staticmethod
    def _bot_step(
        game: AnyGame,
        state: Any,
        row: GameRow,
        seat: int,
        legal: list[Any],
        rng: Any,
        level: str,
    ) -> tuple[Step[Any], Any]:
        """The bot's choice applied; a misbehaving bot falls back to a random legal action so
        that a table never stalls on a bot bug."""
        bot = game.bots.get(level) or next(iter(game.bots.values()), None)
        try:
            if bot is None or searches(bot):
                raise LookupError(f"{game.key} has no bot {level!r} that plays in a thread")
            action = bot.choose(_bot_view(game, state, seat), legal, rng)
            return game.apply(state, seat, action), action
        except Exception:
            log_unexpected(
                log,
                "table=%s game=%s seat=%s bot %r failed; playing a random move",
                row.channel_id,
                game.key,
                seat,
                level,
            )
            action = rng.choice(legal)
            return game.apply(state, seat, action), action

    async def _update(self, run: Run) -> Update:
        """The run's Update: lines since each target's last announcement (read from the store
        only when an earlier announcement is still unsent). Every change ends here, so the
        ``update`` hooks run here (the clocks time the version now waiting)."""
        lines = run.lines
        oldest = min((p.since for p in run.pending), default=run.known_after)
        if oldest < run.known_after:
            older = await self.store.events(
                run.row.id, since_seq=oldest, until_seq=run.known_after, public_only=False
            )
            lines = [(e.seq, e.readers, e.text) for e in older] + lines
        update = self._build(run.row, run.game, run.state, lines, run.pending, run.saved_line)
        if run.row.status == FINISHED:  # the record goes with the final table
            update.record = await stored_record(self.store, run.row)
        for hook in self.hooks.update:
            await hook(run, update)
        return update

    def _build(
        self,
        row: GameRow,
        game: AnyGame,
        state: Any,
        lines: list[Line],
        pending: list[Pending],
        saved_line: str = "",
    ) -> Update:
        update = build_update(
            info(row, game),
            game,
            state,
            lines,
            {p.target: p for p in pending},
            lambda seat: self._offer(row, game, state, seat),
            saved_line=saved_line,
        )
        update.thinking = self._thinking(row, game, state)
        return update

    async def resume(self) -> int:
        """At start-up: let bots move wherever they are due (a crash can fall between a human's
        move and the bots' replies), found with one query. Returns how many tables moved; what
        they must announce is then in ``pending_updates()``."""
        moved = 0
        for due in await self.store.games_with_bots_due():
            async with self._locks.hold(due.channel_id):
                row = await self.store.game(due.id)
                if row is None or row.status != PLAYING or row.snapshot is None:
                    continue
                game = game_of(row.game_key)
                run = Run(row, game, game.load(row.snapshot), known_after=row.version)
                await self._bots(run)
                if self._thinking(run.row, game, run.state):
                    self._searches_due.append((row.channel_id, row.id))
                if run.row.version != row.version:
                    moved += 1
                elif not self._thinking(run.row, game, run.state):
                    await self.store.clear_bots_due(row.id, row.version)
        return moved
