"""``/ilios deploy`` narrows each option by the parts already typed, whether the tile was picked
from the list or typed by its printed name."""

from __future__ import annotations

from simtable import World, start_game, whose_turn


async def test_squares_and_facings_follow_the_typed_tile(world: World) -> None:
    await start_game(world, options="size=5", bot=False)
    for _ in range(10):  # past the set-up placements
        member = await whose_turn(world)
        tiles = await member.autocomplete(world.channel, "ilios deploy", "tile", "")
        if tiles:
            break
        squares = await member.autocomplete(world.channel, "ilios place", "square", "")
        await member.slash(world.channel, "ilios place", square=squares[0]["value"])
    else:
        raise AssertionError("set-up never ended")

    # A tile whose printed name is not its code (Shield-bearer is "shield") tests the name.
    renamed = [t for t in tiles if t["name"].split(" (")[0].lower() != t["value"]]
    assert renamed, f"the fixed seed should deal such a tile: {tiles}"
    kind, label = renamed[0]["value"], renamed[0]["name"]
    ask = member.autocomplete
    by_kind = await ask(world.channel, "ilios deploy", "square", "", tile=kind)
    by_name = await ask(world.channel, "ilios deploy", "square", "", tile=label.split(" (")[0])
    assert by_kind and by_name == by_kind

    square = by_kind[0]["value"]
    facings = await ask(world.channel, "ilios deploy", "facing", "", tile=kind, square=square)
    legal = await world.bot.service.choices(world.channel.id, member.id)
    prefix = f"deploy:{kind}:{square}:"
    expected = {c.code.removeprefix(prefix) for c in legal if c.code.startswith(prefix)}
    assert {f["value"] for f in facings} == expected
