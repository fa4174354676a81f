"""The live table's memory in the store: which message shows a game's table and the seats it
asked to act, stored with the announcement's marks, kept across a restart and replaced by the next
post."""

from __future__ import annotations

from tabletop_race import ALICE, BOB, CHANNEL, GUILD

from tabletop.models import Shown
from tabletop.service import Service


async def test_the_live_table_is_remembered_and_replaced(service: Service) -> None:
    table = await service.new_game(CHANNEL, GUILD, ALICE, "Alice", "race", {})
    await service.join(CHANNEL, BOB, "Bob")
    await service.start(CHANNEL, ALICE)
    assert await service.live_table(table.game_id) is None
    await service.announced(table.game_id, 0, ["table"], Shown(table=(555, frozenset({0}))))
    assert await service.live_table(table.game_id) == (555, frozenset({0}))
    await service.announced(table.game_id, 0, ["table"], Shown(table=(777, frozenset({0, 2}))))
    assert await service.live_table(table.game_id) == (777, frozenset({0, 2}))
    # The lobby card is another message of the same game, kept apart.
    await service.remember_message(CHANNEL, "lobby", 111)
    assert await service.message_id(CHANNEL, "lobby") == 111
    assert await service.live_table(table.game_id) == (777, frozenset({0, 2}))
