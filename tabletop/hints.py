"""Hints: the move the ``hard`` bot would make for a player now, and how sure it is.

A table allows them only when opened with ``hints:on`` (a row in ``hinted``); such a game is
not rated (``Store.finished_seats`` leaves it out). A hint is the search of the game's hard
level from the asking seat's view, run in the bots' worker processes (``thinking``), so the
asking player never slows the table or anyone else; it is private and changes nothing.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, replace

from engine.core.errors import NotYourTurn
from engine.core.rng import rng_for
from tabletop.base import ServiceBase, game_of
from tabletop.errors import GameOver, HintsOff, NoHints, NotStarted
from tabletop.hooks import Opening
from tabletop.models import LOBBY, PLAYING, TableInfo
from tabletop.thinking import Advising, Weighed

TOP = 3  # moves a hint ranks


@dataclass(frozen=True)
class Ranked:
    """One move of a hint: its words, the seat's chance to win as shown (calibrated), and the
    search's own estimate behind it (``raw``: what its play-outs' noise is measured on; a
    calibration that flattens the chances would make every move look alike) with its standard
    error (``error``: from the spread of its play-outs' values), and how far the best move is
    ahead of it on common draws (``margin`` with its ``margin_error``, when measured)."""

    label: str
    win_chance: float
    visits: int
    raw: float | None = None
    error: float | None = None
    margin: float = 0.0
    margin_error: float | None = None

    @classmethod
    def weighed(cls, label: str, move: Weighed) -> Ranked:
        """A move as the worker weighed it, in words."""
        return cls(label, *move[1:])

    @property
    def estimate(self) -> float:
        return self.win_chance if self.raw is None else self.raw


@dataclass(frozen=True)
class Hint:
    """The hard bot's choice for the seat (first) and the runners-up."""

    title: str
    ranked: tuple[Ranked, ...]

    def tied(self) -> tuple[Ranked, ...]:
        """The moves the search cannot tell from its best (the best first): those whose
        estimate is within the noise of its play-outs (about 95 %: two standard errors of the
        difference; a few play-outs say nothing sure). Where the best was set beside a move on
        common draws, their difference there decides; else the errors the search measured;
        without those, each estimate is taken as a share of won-or-lost play-outs, the noisiest
        it can be."""
        best, *others = self.ranked
        return (best, *(r for r in others if _within_noise(best, r)))


NOISE = 1.96  # standard errors: two estimates this close may be the same chance


def _within_noise(best: Ranked, other: Ranked) -> bool:
    if other.margin_error is not None:  # the sharpest measure: both moves on the same draws
        return other.margin <= NOISE * other.margin_error
    if best.error is not None and other.error is not None:
        return best.estimate - other.estimate <= NOISE * math.hypot(best.error, other.error)

    def smoothed(r: Ranked) -> tuple[float, float]:
        """The chance and its variance with one win and one loss added (Agresti–Coull's way):
        a move tried once is not sure to win or lose."""
        n = max(r.visits, 0) + 2
        p = (r.estimate * max(r.visits, 0) + 1) / n
        return p, p * (1 - p) / n

    (p_best, v_best), (p_other, v_other) = smoothed(best), smoothed(other)
    return p_best - p_other <= NOISE * math.sqrt(v_best + v_other)


class HintsMixin(ServiceBase):
    """``hints:on`` at ``/game new`` (a ``new_table`` setting, kept by a rematch) and ``hint``."""

    async def _store_hints(self, opening: Opening, table: TableInfo) -> TableInfo:
        hints = opening.hints if opening.before is None else opening.before.hints
        if not hints:
            return table
        await self.store.allow_hints(table.game_id)
        return replace(table, hints=True)

    async def hint(self, channel_id: int, user_id: int) -> Hint:
        """For the seat to act at a hints-on table: the hard bot's top moves for it now, in
        words. Reads the table without holding it: the search takes a second and changes
        nothing (a move made meanwhile only makes the hint late)."""
        row, game = await self._current(channel_id)
        me = self._seat(row, user_id)
        if row.status == LOBBY:
            raise NotStarted()
        if row.status != PLAYING or row.snapshot is None:
            raise GameOver()
        if not row.hints:
            raise HintsOff()
        if "hard" not in game.bots:
            raise NoHints(game.title)
        state = game.load(row.snapshot)
        if me.seat not in game.to_act(state):
            raise NotYourTurn("A hint is for your own decision: it is not your turn.")
        rng = rng_for(row.seed, row.version, f"hint:{me.seat}")
        ranked = await self.thinkers.advise(Advising(game.key, game.dump(state), me.seat, rng, TOP))
        return Hint(
            game_of(row.game_key).title,
            tuple(
                Ranked.weighed(game.describe(game.decode(state, me.seat, w.code)), w)
                for w in ranked
            ),
        )
