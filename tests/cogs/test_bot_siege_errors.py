"""``/siege`` refusals and lists: every mistake is answered to its author alone and changes
nothing (no new version, no public post); every list offers only legal choices, the same as
``/move``'s, narrowed by what is already typed.
"""

from __future__ import annotations

from typing import Any

from simtable import World, legal, private, said, siege_first_move, version

from engine.siege.pieces import PIECES


def public_count(world: World) -> int:
    return sum(1 for m in world.channel.history(viewer=world.carol) if not m.flags.ephemeral)


async def refused(world: World, member: Any, command: str, words: str, **options: str) -> str:
    """Run a command that must be refused: privately, with ``words``, and nothing changes."""
    before, posts = await version(world), public_count(world)
    result = await member.slash(world.channel, command, **options)
    text = said(result)
    assert private(result), text
    assert words.lower() in text.lower(), text
    assert "✅" not in text
    assert await version(world) == before, f"{command} changed the game"
    assert public_count(world) == posts, f"{command} posted in the channel"
    return text


async def test_mistakes_are_private_and_change_nothing(world: World) -> None:
    await siege_first_move(world)
    alice, bob, carol = world.alice, world.bob, world.carol
    codes = await legal(world, alice)
    movers = [c.split(":")[1] for c in codes if c.startswith("move:")]
    mover = next(p for p in movers if not PIECES[p].archer)
    unreachable = "X1"
    assert f"move:{mover}:{unreachable}" not in codes

    await refused(world, bob, "siege move", "not your turn", piece="hector", to="W8")
    await refused(world, bob, "siege end", "not your turn")
    await refused(world, carol, "siege end", "watch it here")  # not seated, mid-game
    await refused(
        world, alice, "siege move", "Achilles abstains from the battle", piece="achilles", to="F7"
    )
    await refused(world, alice, "siege move", "no piece “zeus”", piece="zeus", to="F7")
    await refused(
        world, alice, "siege move", "Hector fights for the Trojans", piece="hector", to="W8"
    )
    await refused(world, alice, "siege move", f"can't reach {unreachable}", piece=mover, to="x1")
    await refused(world, alice, "siege move", "", piece=mover, to="Z99")
    await refused(
        world, alice, "siege shoot", "None of your archers can shoot", archer=mover, target="F7"
    )
    await refused(world, alice, "siege undo", "planned nothing")
    await refused(world, alice, "siege recover", "can't recover", piece="ajax")
    await refused(world, alice, "siege swap", "can't change your set-up", piece=mover, square="B2")
    await refused(world, alice, "siege view", "neither a square", around="Z99")
