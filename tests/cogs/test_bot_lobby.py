"""The lobby through the real bot: /game new, join, leave, bot, start, and the lobby buttons."""

from __future__ import annotations

from simtable import World, components, is_table, labels, last_public, private, replies, said


async def test_new_game_posts_lobby_with_buttons(world: World) -> None:
    result = await world.alice.slash(world.channel, "game new", game="ilios", options="size=5")
    assert result.acknowledged and not replies(result)  # the card is for everyone
    message = last_public(world)
    embed = message.embeds[0]
    assert "ILIOS" in embed.title
    assert "alice" in embed.description
    assert labels(message) == ["Join", "Leave", "Add bot", "Start"]


async def test_lobby_buttons(world: World) -> None:
    await world.alice.slash(world.channel, "game new", game="ilios")
    lobby = last_public(world)
    pressed = await world.bob.click(lobby, label="Join")
    assert not pressed.ephemeral
    lobby = world.channel.history()[0]
    assert "bob" in lobby.embeds[0].description

    pressed = await world.bob.click(lobby, label="Join")
    assert private(pressed) and "already seated" in said(pressed)

    await world.bob.click(lobby, label="Add bot")
    lobby = world.channel.history()[0]
    assert "Bot 1 (normal)" in lobby.embeds[0].description  # the level said once

    await world.bob.click(lobby, label="Leave")
    lobby = world.channel.history()[0]
    assert "bob" not in lobby.embeds[0].description

    pressed = await world.carol.click(lobby, label="Start")
    assert private(pressed) and "only the host" in said(pressed).lower()

    await world.alice.click(lobby, label="Start")
    lobby = world.channel.history()[0]
    assert not components(lobby) and "started" in lobby.embeds[0].description
    assert is_table(world.channel.last_message)


async def test_slash_lobby_changes_edit_the_lobby(world: World) -> None:
    await world.alice.slash(world.channel, "game new", game="ilios", options="size=5")
    result = await world.bob.slash(world.channel, "game join")
    assert result.ephemeral and "seated" in said(result)
    result = await world.alice.slash(world.channel, "game bot", level="random")
    assert result.ephemeral
    lobby = world.channel.history()[0]
    assert "bob" in lobby.embeds[0].description and "Bot 1 (random)" in lobby.embeds[0].description
    assert len([m for m in world.channel.history() if not m.flags.ephemeral]) == 1


async def test_options_autocomplete(world: World) -> None:
    offered = await world.alice.autocomplete(world.channel, "game new", "options", "", game="ilios")
    values = [o["value"] for o in offered]
    assert values[0] == "size=7 expansion=off" and "size=5 expansion=on" in values
    offered = await world.alice.autocomplete(
        world.channel, "game new", "options", "size=5", game="ilios"
    )
    assert all("size=5" in o["value"] for o in offered) and offered


async def test_abandon_host_or_manage_channels(world: World) -> None:
    await world.alice.slash(world.channel, "game new", game="ilios")
    await world.bob.slash(world.channel, "game join")
    refused = await world.bob.slash(world.channel, "game abandon")
    assert refused.ephemeral and "only the host" in said(refused).lower()
    done = await world.mod.slash(world.channel, "game abandon")
    assert done.acknowledged and "abandoned" in (last_public(world).content or "")
    gone = await world.alice.slash(world.channel, "game status")
    assert gone.ephemeral and "no game" in said(gone).lower()


async def test_rules_without_a_game_show_ilios(world: World) -> None:
    # Tests register a second game (the fixture game), so the game is named here.
    result = await world.carol.slash(world.channel, "game rules", game="ilios")
    assert result.ephemeral and "ILIOS" in result.response.embeds[0].title
    topics = await world.carol.autocomplete(world.channel, "game rules", "topic", "", game="ilios")
    assert topics and len(topics) <= 25
    pick = topics[-1]["value"]
    result = await world.carol.slash(world.channel, "game rules", topic=pick, game="ilios")
    assert pick in result.response.embeds[0].title
    result = await world.carol.slash(world.channel, "game rules", topic="chess", game="ilios")
    assert result.ephemeral and "no rules topic" in said(result)
