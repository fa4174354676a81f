"""A whole ILIOS game of two humans and a bot, played only the way players play: autocomplete
to pick, /move, /ilios place and /ilios deploy, DM menus and buttons."""

from __future__ import annotations

from simtable import World, components, dms, is_table, last_public, said, start_game, whose_turn

from tabletop.models import FINISHED


async def play_with_move(world: World, member) -> None:
    options = await member.autocomplete(world.channel, "move", "action", "")
    assert options and len(options) <= 25
    assert all(len(o["name"]) <= 100 and len(o["value"]) <= 100 for o in options)
    result = await member.slash(world.channel, "move", action=options[0]["value"])
    assert result.ephemeral and "✅" in said(result)


async def play_with_ilios_command(world: World, member) -> None:
    ch = world.channel
    squares = await member.autocomplete(ch, "ilios place", "square", "")
    if squares:
        result = await member.slash(ch, "ilios place", square=squares[-1]["value"])
        assert result.ephemeral and "✅" in said(result)
        return
    tiles = await member.autocomplete(ch, "ilios deploy", "tile", "")
    assert tiles, "no placement and no deployment offered"
    tile = tiles[-1]["value"]
    squares = await member.autocomplete(ch, "ilios deploy", "square", "", tile=tile)
    square = squares[0]["value"]
    facings = await member.autocomplete(ch, "ilios deploy", "facing", "", tile=tile, square=square)
    filled = {"facing": facings[0]["value"]} if facings else {}
    result = await member.slash(ch, "ilios deploy", tile=tile, square=square, **filled)
    assert result.ephemeral and "✅" in said(result), said(result)


async def play_from_dm(world: World, member) -> None:
    """Use the menu of the newest DM, narrowing until a whole move is offered."""
    message = dms(world, member)[-1]
    for _ in range(6):
        select = next(c for c in components(message) if c["type"] == 3)
        value = select["options"][0]["value"]
        result = await member.user.select(message, [value], custom_id=select["custom_id"])
        if value.startswith("="):
            assert "✅" in said(result)
            return
        message = dms(world, member)[-1]
    raise AssertionError("the DM menu never offered a whole move")


async def test_whole_game_two_humans_and_a_bot(world: World) -> None:
    await start_game(world)
    ch = world.channel
    assert is_table(ch.last_message)
    assert dms(world, world.alice) and dms(world, world.bob)
    assert any(m.attachments for m in dms(world, world.alice))

    ways = [play_with_move, play_with_ilios_command, play_from_dm]
    for turn in range(200):
        member = await whose_turn(world)
        if member is None:
            break
        await ways[turn % len(ways)](world, member)
        assert is_table(ch.last_message) or "win" in ch.last_message.content
    else:
        raise AssertionError("the game did not end")

    table = (await world.bot.service.status(ch.id)).table
    assert table.status == FINISHED
    last = ch.last_message
    assert "🏆" in last.content or "over" in last.content
    assert "Rematch" in last.content and "/move" not in last.content  # it is over
    assert await world.bot.service.replay_matches(ch.id)

    stats = await world.bob.slash(ch, "game stats")
    assert "1** played" in stats.response.embeds[0].description
    await world.bob.slash(ch, "game rematch")
    rematch = last_public(world)
    assert "lobby" in rematch.embeds[0].title and "alice" in rematch.embeds[0].description


async def test_move_typed_by_hand_in_words_or_code(world: World) -> None:
    await start_game(world)
    turn = await whose_turn(world)
    options = await turn.autocomplete(world.channel, "move", "action", "b2")
    assert options and all("B2" in o["name"] for o in options)
    result = await turn.slash(world.channel, "move", action=options[0]["name"].lower())
    assert "✅" in said(result), said(result)
    turn = await whose_turn(world)
    code = (await turn.autocomplete(world.channel, "move", "action", ""))[0]["value"]
    result = await turn.slash(world.channel, "move", action=code.lower())
    assert "✅" in said(result), said(result)


async def test_each_channel_has_its_own_table(world: World) -> None:
    other = world.guild.create_text_channel("troy-2")
    await world.alice.slash(other, "game new", game="ilios")
    assert "lobby" in last_public(world, other).embeds[0].title
    elsewhere = await world.bob.slash(world.channel, "game join")
    assert elsewhere.ephemeral and "no game" in said(elsewhere).lower()
    joined = await world.bob.slash(other, "game join")
    assert joined.ephemeral and "seated" in said(joined)


def test_tile_typed_by_its_printed_name() -> None:
    from cogs.ilios import normal_tile

    kinds = {"shield", "axeman", "horse_side"}
    names = {"shield": "Shield-bearer (2)", "axeman": "Axeman (3)", "horse_side": "Side-jump horse"}
    assert normal_tile("Shield-bearer", kinds, names) == "shield"
    assert normal_tile("axeman (3)", kinds, names) == "axeman"
    assert normal_tile("horse_side", kinds, names) == "horse_side"
    assert normal_tile("Dragon", kinds, names) == "dragon"
