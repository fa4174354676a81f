"""What one announcement sent and left showing, gathered while it sends.

The table's post and the hands' DMs of one version go out side by side; each notes here what
went out and which message now shows it. When both are over the delivery writes the whole
ledger in one transaction (``Service.announced``), instead of one write per post and per DM.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from tabletop.models import Shown

TABLE = "table"  # the table's target in the outbox; a hand's is its user id


@dataclass
class Ledger:
    sent: set[int | str] = field(default_factory=set)
    shown: Shown = field(default_factory=Shown)

    def table_shown(self, message_id: int, acting: frozenset[int] | None) -> None:
        """The table went out in ``message_id``, which asks ``acting`` to act (None: the game
        is over, and its table is never edited again)."""
        self.sent.add(TABLE)
        if acting is not None:
            self.shown.table = (message_id, acting)

    def empty(self) -> bool:
        return not (self.sent or self.shown.closed)
