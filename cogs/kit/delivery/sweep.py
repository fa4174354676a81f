"""The outbox sweep: what a crashed process had claimed is announced by a live one.

A move's announcements are claimed by the process that made it, for the store's lease (60 s);
that process posts them, and its retries renew the claim. When it dies before posting, its
claims run out and nobody would look again until some process restarts. So every live process
looks every ``SWEEP_SECONDS``: the tables whose claims all ran out (at most ``SWEEP_TABLES`` a
sweep, those that ran out first first) are claimed for this process (atomically: two sweeping
processes never both get one) and announced like ``Delivery.resume`` does. A table this process
holds a live claim on, or retries, is left alone. With nothing to take over, a sweep is one
indexed query.
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING

from cogs.kit.delivery.periodic import Periodic

if TYPE_CHECKING:
    from cogs.kit.delivery.delivery import Delivery

log = logging.getLogger("troy.sweep")

SWEEP_SECONDS = 15.0  # how often a live process looks for claims that ran out
SWEEP_TABLES = 50  # tables taken over per sweep at most; the rest wait for the next one


class OutboxSweep(Periodic):
    """One task for the whole bot; ``start`` and ``stop`` are idempotent."""

    log = log
    failed = "the outbox sweep failed"

    def __init__(
        self, delivery: Delivery, interval: float | None = None, limit: int | None = None
    ) -> None:
        super().__init__(SWEEP_SECONDS if interval is None else interval)
        self.delivery = delivery
        self.limit = SWEEP_TABLES if limit is None else limit

    async def run_once(self) -> int:
        """One sweep: the tables taken over, announced. Returns how many."""
        delivery = self.delivery
        updates = await delivery.service.run_out_updates(self.limit, delivery.retrying())
        for update in updates:
            await delivery.announce(update)
        if updates:
            log.info("took over the announcements of %d table(s)", len(updates))
        return len(updates)
