"""A table as anyone may watch it: the public view, the names, whose turn, the clock, the
public log, and for a finished game every position again.

This is what the web view serves, so it is built from public information alone: the engine's
``public_view`` (never a seat view, never the snapshot itself), the logged lines every seat may
read, the names and the outcome. A finished game's positions come from its record (which holds
the seed), replayed here so that only each position's public view leaves this module.
"""

from __future__ import annotations

import asyncio
from collections import OrderedDict
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from engine.core.seats import with_names
from engine.core.shared_view import shared_of
from tabletop.base import game_of
from tabletop.errors import UnknownGame
from tabletop.fanout import named_outcome
from tabletop.models import FINISHED, SeatInfo
from tabletop.records import stored_record
from tabletop.seating import seat_teams
from tabletop.store import GameRow, Store
from tabletop.store.watch import TableMark

LOG_LINES = 30  # the newest public lines a page shows
REPLAYS_KEPT = 8  # finished games whose positions stay in memory


@dataclass(frozen=True)
class PublicTable:
    """One version of a table, public parts only."""

    game_id: int
    game_key: str
    title: str
    status: str
    version: int
    names: tuple[str, ...]
    teams: tuple[int | None, ...]
    public_view: Mapping[str, Any] | None  # None in the lobby
    to_act: tuple[int, ...]  # seats that must act now
    stage: str
    outcome: dict[str, Any] | None
    deadline: float | None  # epoch seconds: when the seat to act runs out of time
    lines: tuple[str, ...]  # the newest public lines, oldest first
    moves: int  # actions played (a finished game's positions are 0..moves)
    # What a poll of the table's marks reads while this version stands (None: the reads
    # disagreed, a commit came between them): a watcher that built this need not build again.
    mark: TableMark | None = None


@dataclass(frozen=True)
class PublicPosition:
    """A finished game's public table after ``move`` of its ``total`` actions."""

    move: int
    total: int
    public_view: Mapping[str, Any]
    lines: tuple[str, ...]  # the public lines of the move that led here


class Watch:
    """Reads tables for watchers; never writes."""

    def __init__(self, store: Store) -> None:
        self.store = store
        self._replays: OrderedDict[int, tuple[PublicPosition, ...]] = OrderedDict()
        self._replaying: dict[int, asyncio.Future[tuple[PublicPosition, ...]]] = {}

    async def table(self, game_id: int) -> PublicTable | None:
        """The table now (None: no such game, or a game this code does not know)."""
        row = await self.store.game(game_id)
        if row is None:
            return None
        try:
            game = game_of(row.game_key)
        except UnknownGame:
            return None
        names = tuple(s.name for s in row.seats)
        view = None
        to_act: tuple[int, ...] = ()
        outcome = None
        if row.snapshot is not None:
            state = game.load(row.snapshot)
            view = game.public_view(state)
            to_act = tuple(sorted(game.to_act(state)))
            outcome = named_outcome(game.outcome(state), row.seats)
        marks = await self.store.table_marks([row.id])
        mark = marks.get(row.id)
        same = mark is not None and (mark.version, mark.status) == (row.version, row.status)
        events = await self.store.events(row.id, public_only=True, limit=LOG_LINES)
        return PublicTable(
            game_id=row.id,
            game_key=row.game_key,
            title=game.title,
            status=row.status,
            version=row.version,
            names=names,
            teams=tuple(s.team for s in row.seats),
            public_view=view,
            to_act=to_act,
            stage=str(shared_of(view).get("stage", "")) if view is not None else "",
            outcome=outcome,
            deadline=mark.deadline if mark is not None and to_act else None,
            lines=tuple(e.text for e in events),
            moves=row.version,
            mark=mark if same else None,
        )

    async def positions(self, game_id: int) -> tuple[PublicPosition, ...] | None:
        """Every position of a finished game (None: not finished, or not replayable), replayed
        once in a thread and kept for the last few games asked for."""
        found = self._replays.get(game_id)
        if found is not None:
            self._replays.move_to_end(game_id)
            return found
        row = await self.store.game(game_id, snapshot=False)
        if row is None or row.status != FINISHED:
            return None
        running = self._replaying.get(game_id)
        if running is None:
            running = asyncio.ensure_future(self._replay(row))
            self._replaying[game_id] = running
            running.add_done_callback(lambda _: self._replaying.pop(game_id, None))
        try:
            positions = await asyncio.shield(running)
        except Exception:  # noqa: BLE001 - a record that no longer replays shows no positions
            return None
        self._replays[game_id] = positions
        while len(self._replays) > REPLAYS_KEPT:
            self._replays.popitem(last=False)
        return positions

    async def _replay(self, row: GameRow) -> tuple[PublicPosition, ...]:
        record = await stored_record(self.store, row)
        return await asyncio.to_thread(
            replay_positions,
            row.game_key,
            record["options"],
            row.seats,
            record["seed"],
            [(seat, code) for seat, code in record["actions"]],
        )


def replay_positions(
    game_key: str,
    options: Mapping[str, str],
    seats: Sequence[SeatInfo],
    seed: int,
    actions: Sequence[tuple[int, str]],
) -> tuple[PublicPosition, ...]:
    """Each position's public view and public lines, from the set-up to the end."""
    game = game_of(game_key)
    names = [s.name for s in seats]
    state = game.setup(dict(options), len(seats), seed, teams=seat_teams(seats))
    total = len(actions)
    out = [PublicPosition(0, total, game.public_view(state), ())]
    for number, (seat, code) in enumerate(actions, start=1):
        step = game.apply(state, seat, game.decode(state, seat, code))
        state = step.state
        lines = tuple(with_names(e.text, names) for e in step.events if e.public)
        out.append(PublicPosition(number, total, game.public_view(state), lines))
    return tuple(out)
