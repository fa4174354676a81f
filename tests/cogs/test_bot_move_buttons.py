"""When a player has only a few legal moves, their DM shows them as buttons; a press plays it."""

from __future__ import annotations

from simtable import World, components, dms, said, start_game, version, whose_turn


async def test_few_moves_become_buttons_that_play(world: World) -> None:
    await start_game(world, options="size=5", bot=False)
    for _ in range(60):
        member = await whose_turn(world)
        assert member is not None, "the game ended before anyone had only a few moves"
        message = dms(world, member)[-1]
        buttons = [c for c in components(message) if c["type"] == 2]
        choices = await world.bot.service.choices(world.channel.id, member.id)
        if not buttons:
            assert len(choices) > 5
            await member.slash(world.channel, "move", action=choices[-1].code)
            continue
        assert sorted(b["label"] for b in buttons) == sorted(c.label[:80] for c in choices)
        before = await version(world)
        result = await member.user.click(message, custom_id=buttons[0]["custom_id"])
        assert "✅" in said(result), said(result)
        assert await version(world) == before + 1
        return
    raise AssertionError("no turn with few enough moves for buttons")
