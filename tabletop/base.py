"""What every part of the table service shares: the store, the per-channel locks, the cache of
offered moves, and loading a table with its game.

The service is game-agnostic: it talks to a game only through the ``engine.core.game.Game``
protocol, found by key in ``engine.registry``. All state lives in the store, so a fresh service
over the same database carries on every live game after a restart.
"""

from __future__ import annotations

import logging
import secrets
from collections.abc import Callable, Sequence
from typing import Any

from engine import registry
from engine.core.english import listing as join_names
from engine.core.game import Game
from tabletop.errors import NoGame, NotSeated, OtherGame, StaleAction, UnknownGame, Watching
from tabletop.hooks import Hooks
from tabletop.locks import ChannelLocks
from tabletop.models import ABANDONED, LOBBY, SeatInfo, TableInfo, TeamPlan
from tabletop.offers import Offer, OfferCache, OfferKey, offer
from tabletop.seating import plan_for
from tabletop.store import GameRow, Store
from tabletop.thinking import ThinkPool

log = logging.getLogger("troy.service")

AnyGame = Game[Any, Any]
# A safety net against an engine whose bots never finish: far above any real game's length.
MAX_BOT_STEPS = 20_000


def random_seed() -> int:
    return secrets.randbits(63)


def names_of(seats: Sequence[SeatInfo]) -> str:
    """'Alice', 'Alice and Bob', 'Alice, Bob and Carol', as words of a message."""
    return join_names([s.shown for s in seats])


def seat_names(row: GameRow) -> list[str]:
    """Display names by seat, to put in place of the engine's "Player N" in menu labels
    (plain text)."""
    return [s.name for s in row.seats]


def offer_key(row: GameRow, seat: int) -> OfferKey:
    """What a seat's offer is computed from, as the row read now says (any process's write)."""
    return (row.id, row.version, seat, tuple(seat_names(row)))


def shown_names(row: GameRow) -> list[str]:
    """Names by seat as words of a message (``SeatInfo.shown``), for the lines and errors."""
    return [s.shown for s in row.seats]


def game_of(key: str) -> AnyGame:
    try:
        return registry.get(key)
    except KeyError:
        known = sorted(f"{g.key} ({g.title})" for g in registry.all_games())
        raise UnknownGame(key, known) from None


def info(row: GameRow, game: AnyGame) -> TableInfo:
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
        team_plan=team_plan(row, game) if row.status == LOBBY else None,
        pace=row.pace,  # clocks
        on_timeout=row.on_timeout,  # timeout
        hints=row.hints,  # hints
        sides=sides_of(game),
    )


def sides_of(game: AnyGame) -> tuple[str, ...]:
    """The names of a game's sides, team by team, when its teams are sides (the Siege's Greeks
    and Trojans); empty for games whose teams are only letters."""
    return tuple(getattr(game, "sides", ()))


def team_plan(row: GameRow, game: AnyGame) -> TeamPlan | None:
    """The teams this lobby heads for (see ``seating.plan_for``)."""
    return plan_for(lambda n: game.teams(dict(row.options), n), game.seats, len(row.seats))


class ServiceBase:
    """The state the service's parts share; see ``tabletop.service.Service``."""

    def __init__(
        self,
        store: Store,
        *,
        seed_source: Callable[[], int] | None = None,
        max_bot_steps: int = MAX_BOT_STEPS,
        thinkers: ThinkPool | None = None,
    ) -> None:
        """``seed_source``: a callable returning a new game's seed (tests pass a fixed one);
        ``thinkers``: the worker processes of the bots that search (started on first use)."""
        self.store = store
        self.thinkers = thinkers or ThinkPool()
        self._searches_due: list[tuple[int, int]] = []  # thinking tables found by ``resume``
        self._seed_source = seed_source or random_seed
        self._max_bot_steps = max_bot_steps
        self._locks = ChannelLocks()
        self._offers = OfferCache()
        self.hooks = Hooks()  # where the features plug in: see ``tabletop.service.Service``

    async def _check_fresh(self, row: GameRow, seat: int, version: int | None) -> None:
        """A button or menu made at ``version`` is stale only if its seat has acted since then
        (or the version is unknown): during a simultaneous choice, the others' choices move the
        table on without changing what this seat may still do, so its menu keeps working; in a
        turn-based game nobody else can have moved while it was this seat's turn."""
        if version is None or version == row.version:
            return
        if version > row.version or await self.store.acted_since(row.id, seat, version):
            raise StaleAction()

    async def _live(self, channel_id: int, *, snapshot: bool = False) -> tuple[GameRow, AnyGame]:
        row = await self.store.live_game(channel_id, snapshot=snapshot)
        if row is None:
            raise NoGame()
        return row, game_of(row.game_key)

    async def _current(
        self, channel_id: int, *, snapshot: bool = True, game_id: int | None = None
    ) -> tuple[GameRow, AnyGame]:
        """The live game, else a finished one (so late clicks get GameOver, not NoGame).
        ``game_id`` (from a button or menu) must name it, else OtherGame."""
        row = await self.store.latest_game(channel_id, snapshot=snapshot)
        if row is None or (row.status == ABANDONED and game_id is None):
            raise NoGame()
        if game_id is not None and game_id != row.id:
            raise OtherGame()
        return row, game_of(row.game_key)

    @staticmethod
    def _seat(row: GameRow, user_id: int) -> SeatInfo:
        seat = row.seat_of(user_id)
        if seat is None:
            raise NotSeated() if row.status == LOBBY else Watching()
        return seat

    async def _reload(self, row: GameRow) -> GameRow:
        """The table again after a lobby change (without the state: lobbies have none)."""
        fresh = await self.store.game(row.id, snapshot=False)
        assert fresh is not None
        return fresh

    def _offer(self, row: GameRow, game: AnyGame, state: Any, seat: int) -> Offer:
        """The seat's moves at this version with these names, listed once and then served from
        the cache."""
        key = offer_key(row, seat)
        return self._offers.fetch(key, lambda: offer(game, state, seat, key[3]))
