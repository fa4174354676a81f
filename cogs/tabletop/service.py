"""The only place a table changes, as one object for the cogs.

Every public method takes a channel id (a channel or a thread holds at most one live game) and
the acting Discord user id, locks that channel, and returns plain data (``TableInfo``/``Update``).
Errors are ``GameError`` subclasses with a sentence about the game, and change nothing. The
parts live by job: ``lobby``, ``play``, ``queries``, ``announce`` (the outbox), ``fanout``.
"""

from __future__ import annotations

from cogs.tabletop.announce import AnnounceMixin
from cogs.tabletop.clocks import ClocksMixin  # clocks (issue 9)
from cogs.tabletop.dm_reach import DmReachMixin
from cogs.tabletop.helpdesk import HelpdeskMixin  # helpdesk (issue 9)
from cogs.tabletop.hints import HintsMixin  # hints (issue 17)
from cogs.tabletop.lobby import LobbyMixin
from cogs.tabletop.queries import QueriesMixin
from cogs.tabletop.ratings import RatingsMixin  # ratings (issue 9)
from cogs.tabletop.records import RecordsMixin  # issue 9: log, record, replay
from cogs.tabletop.takeover import TakeoverMixin  # takeover (issue 9)
from cogs.tabletop.timeouts import TimeoutMixin  # timeout (issue 9)
from cogs.tabletop.undo import UndoMixin  # undo (issue 9)


class Service(
    HintsMixin,  # hints (issue 17): hints:on at new_game, /game hint (before timeouts)
    TimeoutMixin,  # timeout (issue 9): bot, skip or vote when time runs out (before clocks)
    ClocksMixin,  # clocks (issue 9): pace, turn clocks, lobby expiry (must stay first)
    LobbyMixin,
    AnnounceMixin,
    QueriesMixin,
    RatingsMixin,
    HelpdeskMixin,
    RecordsMixin,
    UndoMixin,  # undo (issue 9)
    TakeoverMixin,  # takeover (issue 9)
    DmReachMixin,
):
    """Lobby, play, queries and announcements of every table, over one store."""
