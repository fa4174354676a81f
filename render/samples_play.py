"""Real games played by the bots, for the scripts that picture or time a game (docs/images,
benchmarks/bench_render.py): they all play the same way, so each script only says which moment
of the game it wants."""

from __future__ import annotations

from collections import deque
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Generic, TypeVar

from engine.core import rng_for
from engine.core.game import Game

S = TypeVar("S")
M = TypeVar("M")


@dataclass(frozen=True)
class Moment(Generic[S]):
    """One state of a bot game."""

    played: int  # actions played before it
    state: S
    mover: int | None  # the seat that played the last action; None at the set-up


def bot_game(
    game: Game[S, Any],
    config: Mapping[str, str],
    seats: int,
    seed: int,
    bot: str = "normal",
    limit: int = 3000,
    bots: Sequence[str] = (),
) -> Iterator[Moment[S]]:
    """Every moment of a game where ``bot`` plays every seat (or ``bots``, one per seat in
    turn: seat ``n`` plays ``bots[n % len(bots)]``): the set-up, then the state after each
    action, until the game ends or ``limit`` actions are played. The lowest seat to act acts
    first, and the bots' randomness comes from the seed, so a game always replays alike."""
    state = game.setup(config, seats, seed, game.teams(config, seats))
    yield Moment(0, state, None)
    for n in range(limit):
        to_act = game.to_act(state)
        if not to_act:
            return
        seat = min(to_act)
        playing = bots[seat % len(bots)] if bots else bot
        action = game.bots[playing].choose(
            game.seat_view(state, seat), game.legal_actions(state, seat), rng_for(seed, n, "bot")
        )
        state = game.apply(state, seat, action).state
        yield Moment(n + 1, state, seat)


def busiest(moments: Iterable[M], score: Callable[[M], float]) -> M | None:
    """The first of ``moments`` with the highest score; one scored below 0 is never chosen
    (None when none is)."""
    best, most = None, -1.0
    for moment in moments:
        value = score(moment)
        if value > most:
            best, most = moment, value
    return best


def last(moments: Iterable[M]) -> M:
    """The last of ``moments`` (the end of a game, or where its ``limit`` stopped it)."""
    return deque(moments, maxlen=1)[0]


def a_decision(
    game: Game[S, Any], config: Mapping[str, str], seed: int, pick: int
) -> tuple[S, int] | None:
    """A decision of a 2-seat game of ``normal`` bots: the ``pick``-th (counted round) of its
    moments where a seat acts, as (state, the lowest seat to act); None when that seat has only
    one legal move there."""
    acting = [m for m in bot_game(game, config, 2, seed, limit=400) if game.to_act(m.state)]
    moment = acting[pick % len(acting)]
    seat = min(game.to_act(moment.state))
    if len(game.legal_actions(moment.state, seat)) < 2:
        return None
    return moment.state, seat
