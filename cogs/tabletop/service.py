"""The only place a table changes. (CONTRACT STUB: the service helper fills the bodies in.)

Every public method takes a channel id (a channel or a thread holds at most one live game) and
the acting Discord user id, locks that channel, and returns plain data (``TableInfo``/``Update``).
Errors are ``GameError`` subclasses with a sentence for the player, and change nothing.
"""

from __future__ import annotations

from typing import Any

from cogs.tabletop.models import Choice, TableInfo, Update
from cogs.tabletop.store import Store


class Service:
    def __init__(self, store: Store, *, seed_source: Any = None) -> None:
        """``seed_source``: a callable returning a new game's seed (tests pass a fixed one)."""
        raise NotImplementedError

    # --- lobby -----------------------------------------------------------------------------
    async def new_game(
        self, channel_id: int, guild_id: int | None, user_id: int, name: str,
        game_key: str, options: dict[str, str],
    ) -> TableInfo:
        """Open a lobby with the caller seated as host. GameExists if a live game is here."""
        raise NotImplementedError

    async def join(self, channel_id: int, user_id: int, name: str) -> TableInfo:
        raise NotImplementedError

    async def leave(self, channel_id: int, user_id: int) -> TableInfo:
        """In the lobby only. When the host leaves, the next human becomes host; the last one
        leaving abandons the table."""
        raise NotImplementedError

    async def add_bot(self, channel_id: int, user_id: int, level: str) -> TableInfo:
        """Any seated player may add a bot ("random" or "normal")."""
        raise NotImplementedError

    async def start(self, channel_id: int, user_id: int) -> Update:
        """Host only. Sets the game up, lets bot seats play until a human must act, commits."""
        raise NotImplementedError

    async def abandon(self, channel_id: int, user_id: int, can_manage: bool) -> TableInfo:
        """Host, or anyone with Manage Channels (``can_manage``)."""
        raise NotImplementedError

    # --- play --------------------------------------------------------------------------------
    async def act(
        self, channel_id: int, user_id: int, code: str, expected_version: int | None = None
    ) -> Update:
        """Apply one action of the caller's seat, commit it, then let bot seats move (each
        committed too) until a human must act or the game ends. ``expected_version`` (from a
        button) must match the current version, else StaleAction."""
        raise NotImplementedError

    async def choices(self, channel_id: int, user_id: int) -> list[Choice]:
        """The caller's legal actions now (empty when it is not their turn)."""
        raise NotImplementedError

    async def seat_view(self, channel_id: int, user_id: int) -> dict[str, Any]:
        """The caller's seat view (their hand); NotSeated/NotStarted otherwise."""
        raise NotImplementedError

    async def public_update(self, channel_id: int) -> Update:
        """The current public view of the table (for /game status and restarts)."""
        raise NotImplementedError

    async def table(self, channel_id: int) -> TableInfo:
        """The live table here; NoGame otherwise."""
        raise NotImplementedError

    async def log(self, channel_id: int, limit: int = 20) -> list[str]:
        """The last public event lines of the live (or most recent) game here."""
        raise NotImplementedError

    async def live_tables(self) -> list[TableInfo]:
        """Every lobby and game in play, for start-up."""
        raise NotImplementedError

    async def replay_matches(self, channel_id: int) -> bool:
        """Replaying setup + every logged action gives exactly the stored snapshot."""
        raise NotImplementedError

    # --- messages ----------------------------------------------------------------------------
    async def remember_message(
        self, channel_id: int, kind: str, message_id: int, user_id: int | None = None
    ) -> None:
        """Record which Discord message shows the table ("table", "lobby") or a hand ("hand")."""
        raise NotImplementedError

    async def message_id(self, channel_id: int, kind: str, user_id: int | None = None) -> int | None:
        raise NotImplementedError
