"""A restart mid-game: a new bot process over the same database carries on, and the buttons and
menus of old messages still work — or say they are from an earlier position."""

from __future__ import annotations

from simtable import World, components, dms, is_table, last_public, said, start_game, whose_turn


async def test_restart_then_old_menus(world: World) -> None:
    await start_game(world)
    turn = await whose_turn(world)
    current = dms(world, turn)[-1]
    select = next(c for c in components(current) if c["type"] == 3)
    old_table = world.channel.last_message

    await world.restart()
    assert world.bot is not world.bots[0]

    status = await world.carol.slash(world.channel, "game status")
    assert status.acknowledged and is_table(last_public(world))

    # "My hand" on the pre-restart table still answers privately.
    pressed = await world.alice.click(old_table, label="My hand")
    assert pressed.ephemeral and "Your hand" in said(pressed)

    # Still the current position: the menu of the DM sent before the restart plays the move.
    # The move puts that DM right (its menu goes); here Discord refuses that edit, as it may,
    # so the old menu stays to be pressed again.
    dm = turn.user.dm_channel.id
    world.env.inject_error("PATCH", f"/channels/{dm}/messages/*", status=500, times=None)
    value = select["options"][0]["value"]
    result = await turn.user.select(current, [value], custom_id=select["custom_id"])
    assert "✅" in said(result), said(result)

    # The same menu again is now from an earlier position.
    result = await turn.user.select(current, [value], custom_id=select["custom_id"])
    assert result.ephemeral and "earlier position" in said(result)
    world.env.backend.faults.clear()

    # The table before the move (the status table was written below it) lost its buttons.
    old_now = next(m for m in world.channel.history() if m.id == old_table.id)
    assert not components(old_now) and is_table(world.channel.last_message)
    assert await world.bot.service.replay_matches(world.channel.id)
