"""/game undo through the real bot over Skirmish: your own secret discard comes back and the
table shows it again (the live table, edited in place while it is the channel's newest
message); a refusal says why, privately, and changes nothing."""

from __future__ import annotations

from simtable import World, dms, is_table, private, said


async def skirmish(world: World) -> None:
    await world.alice.slash(world.channel, "game new", game="skirmish", options="rounds=2")
    await world.bob.slash(world.channel, "game join")
    await world.alice.slash(world.channel, "game start")


def tables(world: World) -> list[object]:
    return [m for m in world.channel.history() if is_table(m) and not m.flags.ephemeral]


async def test_undo_takes_back_a_secret_discard_and_shows_the_table_again(world: World) -> None:
    await skirmish(world)
    offered = await world.alice.autocomplete(world.channel, "move", "action", "")
    result = await world.alice.slash(world.channel, "move", action=offered[0]["value"])
    assert "✅ Saved" in said(result)
    before_tables, before_dms = len(tables(world)), len(dms(world, world.alice))

    result = await world.alice.slash(world.channel, "game undo")
    assert private(result) and "takes back" in said(result), said(result)
    # The table is announced again: nobody wrote below it, so it is edited in place.
    assert len(tables(world)) == before_tables
    assert "takes back" in (tables(world)[-1].content or "")
    # And Alice's hand, with her card back: her live DM, edited (she is the one acting, so
    # nothing rings her again).
    assert len(dms(world, world.alice)) == before_dms
    assert "You took back" in (dms(world, world.alice)[-1].content or "")
    # Bob cannot see the card: the channel only says that Alice took an action back.
    public = "\n".join(m.content or "" for m in world.channel.history(viewer=world.bob))
    assert "You took back" not in public
    assert await world.bot.service.replay_matches(world.channel.id)

    version = (await world.bot.service.table(world.channel.id)).version
    again = await world.alice.slash(world.channel, "game undo")
    assert private(again) and "already taken back" in said(again), said(again)
    assert (await world.bot.service.table(world.channel.id)).version == version


async def test_undo_of_someone_elses_action_is_refused_privately(world: World) -> None:
    await skirmish(world)
    offered = await world.bob.autocomplete(world.channel, "move", "action", "")
    await world.bob.slash(world.channel, "move", action=offered[0]["value"])
    result = await world.alice.slash(world.channel, "game undo")
    assert private(result) and "cannot take that back" in said(result), said(result)
    assert "the last action is bob's" in said(result)
