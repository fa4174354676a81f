"""Help that teaches, and spectators: the rulebook of a game, the first-time how-to-play (sent
once per user and game), a sample table to illustrate the rules, and who watches a channel."""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from engine.core import rulebook
from engine.core.lazy import LazyView
from engine.core.rng import rng_for
from engine.core.rulebook import Rulebook
from tabletop.base import AnyGame, ServiceBase, game_of

SAMPLE_SEED = 1
SAMPLE_MOVES = 14  # moves played before the picture: some pieces down, the game still young


def rules_of(game_key: str, language: str = rulebook.ENGLISH) -> Rulebook:
    """The game's rulebook in ``language`` (``docs/rules/<game>.<language>.md``, else the
    English ``docs/rules/<game>.md``, else its ``rules()`` topics)."""
    game = game_of(game_key)
    return rulebook.rulebook(game.key, game.rules(), language)


def _seat_view(game: AnyGame, state: Any, seat: int) -> LazyView:
    return LazyView(lambda: game.seat_view(state, seat))


@lru_cache(maxsize=16)
def sample_table(game_key: str) -> tuple[dict[str, Any], tuple[str, ...]]:
    """A table a few moves into a game, for the rules' picture (a board with pieces on it says
    more than an empty one): fewest seats, default options, fixed seed, the game's own bots."""
    game = game_of(game_key)
    seats = min(game.seats)
    config = {o.name: o.default for o in game.options}
    state = game.setup(config, seats, SAMPLE_SEED, game.teams(config, seats))
    bot = game.bots.get("normal") or next(iter(game.bots.values()), None)
    for step in range(SAMPLE_MOVES if bot else 0):
        to_act = sorted(game.to_act(state))
        if not to_act or bot is None:
            break
        seat = to_act[0]
        legal = list(game.legal_actions(state, seat))
        action = bot.choose(
            _seat_view(game, state, seat), legal, rng_for(SAMPLE_SEED, step, "sample")
        )
        state = game.apply(state, seat, action).state
    names = tuple(f"Player {i + 1}" for i in range(seats))
    return dict(game.public_view(state)), names


class HelpdeskMixin(ServiceBase):
    async def howto_due(
        self, user_id: int, game_key: str, language: str = rulebook.ENGLISH
    ) -> str | None:
        """The how-to-play text in ``language`` when this user was never sent one for this
        game, else None."""
        if await self.store.was_taught(user_id, game_key):
            return None
        book = rules_of(game_key, language)
        return rulebook.how_to_play(book, rules_of(game_key)) or None

    async def taught(self, user_id: int, game_key: str) -> None:
        """Remember the how-to-play reached them (only once it did: closed DMs lose nothing)."""
        await self.store.mark_taught(user_id, game_key)

    async def watch(self, channel_id: int, user_id: int, on: bool) -> None:
        await self.store.set_watching(channel_id, user_id, on)

    async def watching(self, channel_id: int, user_id: int) -> bool:
        return await self.store.is_watching(channel_id, user_id)

    async def watchers_to_tell(self, game_id: int, channel_id: int) -> list[int]:
        """Whom to DM that this game ended: the channel's watchers, once per game."""
        return await self.store.watchers_once(game_id, channel_id)
