"""The only place a table changes, as one object for the cogs.

Every public method takes a channel id (a channel or a thread holds at most one live game) and
the acting Discord user id, locks that channel, and returns plain data (``TableInfo``/``Update``).
Errors are ``GameError`` subclasses with a sentence about the game, and change nothing. The
parts live by job: ``lobby``, ``play``, ``queries``, ``announce`` (the outbox), ``fanout``.
"""

from __future__ import annotations

from tabletop.announce import AnnounceMixin
from tabletop.clocks import ClocksMixin  # clocks
from tabletop.dm_reach import DmReachMixin
from tabletop.helpdesk import HelpdeskMixin  # helpdesk
from tabletop.hints import HintsMixin  # hints
from tabletop.lobby import LobbyMixin
from tabletop.queries import QueriesMixin
from tabletop.ratings import RatingsMixin  # ratings
from tabletop.records import RecordsMixin  # log, record, replay
from tabletop.takeover import TakeoverMixin  # takeover
from tabletop.timeouts import TimeoutMixin  # timeout
from tabletop.undo import UndoMixin  # undo


class Service(
    HintsMixin,  # hints: hints:on at new_game, /game hint (before timeouts)
    TimeoutMixin,  # timeout: bot, skip or vote when time runs out (before clocks)
    ClocksMixin,  # clocks: pace, turn clocks, lobby expiry (must stay first)
    LobbyMixin,
    AnnounceMixin,
    QueriesMixin,
    RatingsMixin,
    HelpdeskMixin,
    RecordsMixin,
    UndoMixin,  # undo
    TakeoverMixin,  # takeover
    DmReachMixin,
):
    """Lobby, play, queries and announcements of every table, over one store."""
