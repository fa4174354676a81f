"""The Troy expansion played through the DM components only (buttons when few moves, narrowing
menus otherwise), picking at random with a fixed seed so horses get deployed too."""

from __future__ import annotations

from random import Random
from typing import Any

from simtable import World, components, dms, said, start_game, whose_turn

from tabletop.models import FINISHED


async def act_from_dm(world: World, member: Any, rng: Random) -> str:
    """Press the first move button of the newest DM, or narrow its menus down to a move."""
    message = dms(world, member)[-1]
    for _ in range(6):
        found = components(message)
        buttons = [c for c in found if c["type"] == 2]
        if buttons:
            button = rng.choice(buttons)
            result = await member.user.click(message, custom_id=button["custom_id"])
            assert "✅" in said(result), said(result)
            return button["custom_id"]
        select = next(c for c in found if c["type"] == 3)
        value = rng.choice([o["value"] for o in select["options"] if o["value"] != ">"])
        result = await member.user.select(message, [value], custom_id=select["custom_id"])
        if value.startswith("="):
            assert "✅" in said(result), said(result)
            return value
        message = dms(world, member)[-1]
    raise AssertionError("no move reached from the DM")


async def test_expansion_game_from_dms_only(world: World) -> None:
    await start_game(world, options="size=5 expansion=on")
    played: list[str] = []
    rng = Random(7)
    for _ in range(200):
        member = await whose_turn(world)
        if member is None:
            break
        played.append(await act_from_dm(world, member, rng))
    table = (await world.bot.service.status(world.channel.id)).table
    assert table.status == FINISHED
    assert await world.bot.service.replay_matches(world.channel.id)
    assert any("deploy:" in p for p in played)
