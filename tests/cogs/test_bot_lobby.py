"""The lobby through the real bot: /game new, join, leave, bot, start, and the lobby buttons."""

from __future__ import annotations

from simtable import World


async def test_new_game_posts_lobby_with_buttons(world: World) -> None:
    result = await world.alice.slash(world.channel, "game new", game="ilios", options="size=5")
    assert not result.ephemeral
    message = result.response
    assert message is not None
    embed = message.embeds[0]
    assert "ILIOS" in embed.title
    assert "alice" in embed.description
    labels = [c["label"] for row in message.components for c in row["components"]]
    assert labels == ["Join", "Leave", "Add bot", "Start"]
