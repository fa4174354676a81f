"""Plain data the service hands to the cogs: who sits where, and what to show after a change.

Nothing here knows Discord: user ids are plain ints, and images are drawn later by the cogs from
``public_view`` and each ``Hand.view``.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from tabletop.names import shown

LOBBY, PLAYING, FINISHED, ABANDONED = "lobby", "playing", "finished", "abandoned"
LIVE_STATUSES = (LOBBY, PLAYING)


Layout = tuple[int, ...]  # seat i plays in team layout[i]


@dataclass(frozen=True)
class TeamPlan:
    """The team layout a lobby heads for: ``size`` seats, seat i in team ``layout[i]``."""

    size: int
    layout: Layout

    @property
    def teams(self) -> list[int]:
        return sorted(set(self.layout))

    def capacity(self, team: int) -> int:
        return self.layout.count(team)


@dataclass(frozen=True)
class SeatInfo:
    """One seat: a human (``user_id``) or a bot (``bot_level``). ``team``: in the lobby, the
    team the player chose (None: no choice); once started, the seat's team (None: no teams)."""

    seat: int
    name: str
    user_id: int | None = None
    bot_level: str | None = None
    team: int | None = None

    @property
    def is_bot(self) -> bool:
        return self.bot_level is not None

    @property
    def shown(self) -> str:
        """The name as written into a message's words (``names.shown``); pictures and menu
        labels take ``name``."""
        return shown(self.name)


@dataclass(frozen=True)
class TableInfo:
    """A table as the store holds it, without the game state."""

    game_id: int
    channel_id: int
    guild_id: int | None
    game_key: str
    title: str
    status: str
    host_id: int
    options: dict[str, str]
    seats: tuple[SeatInfo, ...]
    version: int
    min_seats: int
    max_seats: int
    team_plan: TeamPlan | None = None  # in the lobby, when the game will play in teams
    pace: int | None = None  # clocks: seconds per decision
    on_timeout: str | None = None  # timeout: bot, skip or vote
    hints: bool = False  # hints: players may ask /game hint; the game is not rated
    sides: tuple[str, ...] = ()  # the names of its teams when they are the game's sides

    def seat_of(self, user_id: int) -> SeatInfo | None:
        return next((s for s in self.seats if s.user_id == user_id), None)

    @property
    def is_full(self) -> bool:
        return len(self.seats) >= self.max_seats


@dataclass(frozen=True)
class Choice:
    """A legal action offered to a player: its code, its words and its fields (``action``: the
    code as the game's grammar reads it, ``engine.core.game.fields_of``), so that no cog splits
    or rebuilds a code. None when built without its game (a test's hand-made choice)."""

    code: str
    label: str  # in English, fitted: what a typed move is matched against, whatever the language
    action: object = field(default=None, compare=False, repr=False)
    said: str = field(default="", compare=False, repr=False)  # the label as said, to speak


@dataclass(frozen=True)
class Hand:
    """What one seated human is sent after a change, only to them (DM or ephemeral)."""

    user_id: int
    seat: int
    view: Mapping[str, Any]  # their seat view at this version
    choices: tuple[Choice, ...]  # their legal actions now (empty when they need not act)
    events: tuple[str, ...]  # private lines for them since the last announcement
    send: bool  # DM it now: news for them, they must act, or the game starts


@dataclass
class Update:
    """Everything the delivery needs for one version of one table, computed once under the lock.

    ``events`` are public lines (safe for the channel); each ``Hand`` goes only to its user, so
    the delivery never calls back into the service to show a change.
    """

    table: TableInfo
    public_view: Mapping[str, Any] | None
    events: list[str]  # public lines since the last announcement
    hands: dict[int, Hand]  # by user id: every seated human
    # The acting human's public choices (game.public_choices, from what the channel may know)
    # when few (≤ 5) and all legal.
    public_choices: list[Choice]
    to_act: list[SeatInfo]
    outcome: dict[str, Any] | None
    # A new table image is worth posting (game.worth_posting over the versions since the last
    # one posted).
    post_table: bool = True
    saved_line: str = ""  # the mover's own first public line, for "✅ Saved: …"
    # The table post is still to send; False when only hands are pending (a retry after the
    # table went out but a DM failed): then post nothing to the channel.
    announce_table: bool = True
    # A finished game's record (seed, options, seats, actions), attached to the final table;
    # None until the game is over, since it reveals everything hidden.
    record: dict[str, Any] | None = None
    # Users for whom this version starts a decision (they must act now and did not have to
    # before): each is notified once, by their DM, or by one channel mention when DMs do not
    # reach them. A player who keeps acting (a chain) is not in it again.
    notify: frozenset[int] = frozenset()
    # A bot that searches must move next: the table says it is thinking, and the delivery
    # asks the service to let it think (``think``) once this is announced.
    thinking: bool = False


@dataclass
class Shown:
    """What one announcement left on Discord that the next one must know: the message now
    showing the table and the seats it asks to act (None: unchanged, or the game is over), the
    DM now showing each player's hand, and the players whose DMs refused the bot. The delivery
    gathers it while it sends and hands it to ``announced``, which stores it with the marks in
    one transaction."""

    table: tuple[int, frozenset[int]] | None = None
    hands: dict[int, int] = field(default_factory=dict)
    closed: set[int] = field(default_factory=set)


@dataclass
class ClockNotice:
    """What a tick of the clocks has to say in a channel. ``kind``: remind, timeout or expired.
    ``mention``: users to mention; ``dm``: of those, who asked for a DM; ``update``: after a
    timeout, the table's change to announce like any move."""

    kind: str
    channel_id: int
    game_id: int
    text: str
    mention: tuple[int, ...] = ()
    dm: tuple[int, ...] = ()
    update: Update | None = None
    lobby: TableInfo | None = None  # an expired lobby, closed: its card is to be edited


@dataclass(frozen=True)
class PlayerStats:
    """A player's finished games (for ``/game stats``), overall and per game key."""

    user_id: int
    played: int = 0
    won: int = 0
    team_played: int = 0  # of ``played``, the games played in a team
    team_won: int = 0
    by_game: dict[str, tuple[int, int]] = field(default_factory=dict)  # key -> (played, won)
