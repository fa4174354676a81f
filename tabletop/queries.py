"""Reading a table without changing it: moves for autocomplete, a hand, the status, the log,
stats, and what start-up needs to know."""

from __future__ import annotations

import json
from typing import Any

from engine.core.errors import GameError
from tabletop.base import ServiceBase, game_of, info, log, offer_key
from tabletop.errors import NoGame, NotStarted
from tabletop.fanout import build_update
from tabletop.models import PLAYING, Choice, Hand, PlayerStats, TableInfo, Update
from tabletop.seating import seat_teams
from tabletop.undo_log import live_actions  # undo

MESSAGE_KINDS = ("table", "lobby", "hand")


def _normalise(data: Any) -> Any:
    """What JSON would store (tuples become lists, int keys strings), for comparing snapshots."""
    return json.loads(json.dumps(data, sort_keys=True))


class QueriesMixin(ServiceBase):
    async def choices(
        self,
        channel_id: int,
        user_id: int,
        *,
        game_id: int | None = None,
        version: int | None = None,
    ) -> list[Choice]:
        """The caller's legal actions now (empty when it is not their turn, in the lobby and
        after the end); NoGame / NotSeated otherwise. Served from the cache of this version, so
        autocomplete keystrokes never list the moves again; ``game_id``/``version`` (from a
        menu) must still be current for this seat, else OtherGame / StaleAction."""
        row, game = await self._current(channel_id, snapshot=False, game_id=game_id)
        me = self._seat(row, user_id)
        if row.status != PLAYING:
            return []
        await self._check_fresh(row, me.seat, version)
        found = self._offers.get(offer_key(row, me.seat))
        if found is None:
            full = await self.store.game(row.id)
            if full is None or full.status != PLAYING or full.snapshot is None:
                return []
            found = self._offer(full, game, game.load(full.snapshot), me.seat)
        return list(found.choices)

    async def hand(self, channel_id: int, user_id: int) -> tuple[TableInfo, Hand]:
        """The caller's hand now (for ``/game hand``), with the table it belongs to (one read,
        so a menu under it names the right version); NotSeated / NotStarted otherwise."""
        row, game = await self._current(channel_id)
        me = self._seat(row, user_id)
        if row.snapshot is None:
            raise NotStarted()
        state = game.load(row.snapshot)
        choices = self._offer(row, game, state, me.seat).choices if row.status == PLAYING else ()
        hand = Hand(user_id, me.seat, game.seat_view(state, me.seat), choices, (), send=False)
        return info(row, game), hand

    async def status(self, channel_id: int) -> Update:
        """The public table now with the public lines of the last action (``/game status``);
        after the end, the final table and result. No hands."""
        row, game = await self._current(channel_id)
        state = game.load(row.snapshot) if row.snapshot is not None else None
        events = []
        if row.version > 0:
            events = await self.store.events(row.id, since_seq=row.version - 1)
        return build_update(
            info(row, game),
            game,
            state,
            [(e.seq, e.readers, e.text) for e in events],
            {},
            lambda seat: self._offer(row, game, state, seat),
            with_hands=False,
            announcing=False,
        )

    async def table(self, channel_id: int) -> TableInfo:
        """The live table here; NoGame otherwise."""
        row, game = await self._live(channel_id)
        return info(row, game)

    async def game_channel(self, game_id: int) -> int | None:
        """The channel (or thread) of a game, to route a button or menu to its table."""
        return await self.store.channel_of(game_id)

    async def log(self, channel_id: int, limit: int = 20) -> list[str]:
        """The last public event lines of the live (or most recent) game here."""
        row = await self.store.latest_game(channel_id)
        if row is None:
            raise NoGame()
        return [e.text for e in await self.store.events(row.id, limit=max(0, limit))]

    async def live_count(self) -> int:
        """How many lobbies and games are live, for the start-up log line (loads none)."""
        return await self.store.live_count()

    async def replay_matches(self, channel_id: int) -> bool:
        """Replaying setup + every logged action gives exactly the stored snapshot."""
        row = await self.store.latest_game(channel_id)
        if row is None:
            raise NoGame()
        game = game_of(row.game_key)
        actions = await self.store.actions(row.id)
        if row.snapshot is None:
            return not actions
        if [seq for seq, _, _ in actions] != list(range(1, row.version + 1)):
            return False
        try:
            state = game.setup(
                dict(row.options), len(row.seats), row.seed, teams=seat_teams(row.seats)
            )
            for _, seat, code in live_actions(actions):  # undo
                state = game.apply(state, seat, game.decode(state, seat, code)).state
        except GameError as exc:
            log.warning("table=%s replay failed: %s", channel_id, exc)
            return False
        return bool(_normalise(game.dump(state)) == _normalise(row.snapshot))

    async def stats(self, user_id: int, guild_id: int | None = None) -> PlayerStats:
        """Finished games and wins of a player, overall, in teams (a team's win is a win of each
        member) and per game (bots are not counted)."""
        rows = await self.store.user_results(user_id, guild_id)
        return PlayerStats(
            user_id=user_id,
            played=sum(row[1] for row in rows),
            won=sum(row[2] for row in rows),
            team_played=sum(row[3] for row in rows),
            team_won=sum(row[4] for row in rows),
            by_game={key: (played, won) for key, played, won, _, _ in rows},
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

    async def live_table(self, game_id: int) -> tuple[int, frozenset[int]] | None:
        """The remembered table message of ``game_id`` and the seats it asks to act."""
        found = await self.store.get_table_message(game_id)
        if found is None:
            return None
        message_id, mask = found
        return message_id, frozenset(s for s in range(mask.bit_length()) if mask >> s & 1)
