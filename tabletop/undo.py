"""Undo: a player takes back their own last action, when it used no luck, revealed
nothing (the game's ``can_undo`` and the core's ``undo_refusal``) and nobody has acted since.

The action log stays append-only: an undo is itself a logged action with the reserved code
``UNDO_CODE`` (seat: who took back), and the snapshot goes back to the position before the
undone action. ``live_actions`` drops every undone action with its undo row, so replaying setup +
the live actions still gives the snapshot (``replay_matches``), and records hold live actions only.
Only the latest action can be taken back, so two undos in a row are refused.
"""

from __future__ import annotations

import asyncio
from collections.abc import Sequence
from dataclasses import replace
from typing import Any

from engine.core.english import N_
from engine.core.said import is_said, say
from engine.core.seats import with_names
from engine.core.types import Event, Step
from engine.core.undo import undo_refusal
from tabletop.audience import readers_mask
from tabletop.base import AnyGame, log, shown_names
from tabletop.errors import GameOver, NotStarted, TableError
from tabletop.fanout import step_marks
from tabletop.models import LOBBY, PLAYING, Update
from tabletop.play import PlayMixin
from tabletop.run import Run
from tabletop.seating import seat_teams
from tabletop.store import GameRow
from tabletop.undo_log import UNDO_CODE, Action, live_actions


class CannotUndo(TableError):
    """``why`` is a message id (the games mark theirs) or a said line."""

    def __init__(self, why: str) -> None:
        super().__init__("You cannot take that back: {why}.", why=why if is_said(why) else say(why))


def _replayed(game: AnyGame, row: GameRow, actions: Sequence[Action]) -> Any:
    """The state after setup + ``actions`` (pure; run in a thread for long games)."""
    state = game.setup(dict(row.options), len(row.seats), row.seed, teams=seat_teams(row.seats))
    for _, seat, code in actions:
        state = game.apply(state, seat, game.decode(state, seat, code)).state
    return state


def _last_step(
    game: AnyGame, row: GameRow, actions: Sequence[Action]
) -> tuple[Any, Any, Step[Any]]:
    """(state before the last live action, that action, its step)."""
    before = _replayed(game, row, actions[:-1])
    _, seat, code = actions[-1]
    action = game.decode(before, seat, code)
    return before, action, game.apply(before, seat, action)


class UndoMixin(PlayMixin):
    async def undo(self, channel_id: int, user_id: int) -> Update:
        """Take back the caller's own last action, or CannotUndo saying why not. The table (and
        the caller's hand) is announced again."""
        async with self._locks.hold(channel_id):
            row, game = await self._current(channel_id)
            me = self._seat(row, user_id)
            if row.status == LOBBY:
                raise NotStarted()
            if row.status != PLAYING or row.snapshot is None:
                raise GameOver()
            logged = await self.store.actions(row.id)
            if not logged:
                raise CannotUndo(N_("nothing has been played yet"))
            last_seat, last_code = logged[-1][1], logged[-1][2]
            if last_code == UNDO_CODE:
                raise CannotUndo(N_("the last action was already taken back (one step only)"))
            if last_seat != me.seat:
                other = row.seats[last_seat].shown if last_seat < len(row.seats) else "someone"
                mine = any(s == me.seat and c != UNDO_CODE for _, s, c in logged)
                if mine:
                    raise CannotUndo(say("{who} has acted since", who=other))
                raise CannotUndo(say("the last action is {who}'s", who=other))
            live = live_actions(logged)
            before, action, step = await asyncio.to_thread(_last_step, game, row, live)
            # The game's own rules, then the core's check that nothing hidden was shown; asked
            # here only, when a player asks, never after every move.
            seats = len(row.seats)
            reason = await asyncio.to_thread(
                undo_refusal, game, before, me.seat, action, step, seats
            )
            if reason is not None:
                raise CannotUndo(with_names(reason, shown_names(row)))
            return await self._commit_undo(row, game, me.seat, before, step, action)

    async def _commit_undo(
        self, row: GameRow, game: AnyGame, seat: int, before: Any, step: Step[Any], action: Any
    ) -> Update:
        name = row.seats[seat].shown
        events = [
            Event(say("{player} takes back their last action.", player=name)),
            Event(say("You took back: {move}.", move=game.describe(action)), audience=seat),
        ]
        marks = step_marks(
            row.seats,
            seat,
            game.to_act(step.state),
            game.to_act(before),
            events,
            post=True,
            finished=False,
        )
        version, pending = await self.store.record_action(
            row.id,
            expected_version=row.version,
            seat=seat,
            code=UNDO_CODE,
            events=[(e.audience, e.text) for e in events],
            snapshot=game.dump(before),
            outbox=marks,
            bots_due=self._bots_due(row, game, before),
        )
        log.info("table=%s game=%s seat=%s undo", row.channel_id, game.key, seat)
        run = Run(
            replace(row, version=version),
            game,
            before,
            known_after=row.version,
            lines=[(version, readers_mask(e.audience), e.text) for e in events],
            pending=pending,
            saved_line=events[0].text,
        )
        await self._bots_after_a_saved_move(run)  # never stall, should a bot be due again
        return await self._update(run)
