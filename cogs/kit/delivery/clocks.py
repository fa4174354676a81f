"""The clocks' Discord side: one background loop that asks the service what is due and says it.

The loop only sends: the service decides (``ClocksMixin.tick``). A reminder mentions the player
in the channel (notifying exactly them), and DMs those who asked (``/game notify on``); a
timeout is announced like any move, the table carrying the line that says what time did (said
once, not also on its own); a vote and an expired lobby get a line.
Tests call ``run_once`` after moving the service's clock instead of waiting.
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING, Any

from cogs.kit.components.vote import vote_view
from cogs.kit.compose.fit import CONTENT, fit
from cogs.kit.compose.messages import Message, notifying
from cogs.kit.delivery.periodic import Periodic
from cogs.kit.language import server_words, user_words
from tabletop.timeouts import VoteNotice  # timeout

if TYPE_CHECKING:
    from cogs.kit.delivery.delivery import Delivery
    from tabletop.clocks import ClockNotice

log = logging.getLogger("troy.clocks")

TICK_SECONDS = 30.0  # how often the loop looks; reminders and timeouts are at most this late


class ClockLoop(Periodic):
    """One task for the whole bot; ``start`` and ``stop`` are idempotent."""

    log = log
    failed = "clock tick failed"

    def __init__(self, delivery: Delivery, interval: float = TICK_SECONDS) -> None:
        super().__init__(interval)
        self.delivery = delivery

    async def run_once(self) -> int:
        """One tick: what is due now, said. Returns how many notices went out."""
        notices = await self.delivery.service.tick()
        for notice in notices:
            await self.tell(notice)
        return len(notices)

    async def tell(self, notice: ClockNotice) -> None:
        if notice.update is None:  # a timeout's line is in the table it announces
            await self._say(notice)
        for user_id in notice.dm:
            said = await user_words(self.delivery.service, user_id)
            channel = f"<#{notice.channel_id}>"
            text = said("⏰ Your turn in {channel}: time runs.", channel=channel)
            await self.delivery.dm(user_id, Message(content=text))
        if notice.lobby is not None:
            await self.delivery.refresh_lobby(notice.lobby)
        if notice.update is not None:
            await self.delivery.announce(notice.update)

    async def _say(self, notice: ClockNotice) -> None:
        """The notice's line, notifying exactly the users it is for (the late player)."""
        try:
            channel = await self.delivery.channel(notice.channel_id)
            extra: dict[str, Any] = {}
            guild = getattr(getattr(channel, "guild", None), "id", None)
            said = await server_words(self.delivery.service, guild)
            if isinstance(notice, VoteNotice):  # timeout: the vote's button
                extra["view"] = vote_view(notice, said)
            await channel.send(
                fit(said.line(notice.text), CONTENT),
                allowed_mentions=notifying(notice.mention),
                **extra,
            )
        except Exception:  # noqa: BLE001 - a deleted channel must not stop the others
            log.warning("could not post a clock notice in channel %s", notice.channel_id)
