"""A hand DM a player moved from tells the truth afterwards, in each game.

Two humans play from their DM menus (narrowing until a whole move is offered), as players do.
After each move the very DM that offered it is read back: it no longer says it is their turn
nor offers the move just made when they now wait (no menus left), and when they must act
again its menus are those of the table's version now. Putting it right is an edit: a player
who now waits is not rung by a new DM.
"""

from __future__ import annotations

from typing import Any

import pytest
from simtable import World, components, dms, said, whose_turn

from cogs.kit.components.ids import parse_move, parse_select


async def move_from_dm(world: World, member: Any) -> int:
    """Play the first whole move of the newest DM's menu; returns that DM's id."""
    message = dms(world, member)[-1]
    offered = message.id
    for _ in range(8):
        moves = [c for c in components(message) if parse_move(str(c.get("custom_id"))) is not None]
        if moves:  # few moves: buttons
            result = await member.user.click(message, custom_id=moves[0]["custom_id"])
            assert "✅ Saved" in said(result), said(result)
            return offered
        select = next((c for c in components(message) if c["type"] == 3), None)
        assert select is not None, (message.content, components(message))
        values = [o["value"] for o in select["options"][: max(1, select.get("min_values", 1))]]
        value = values[0]
        result = await member.user.select(message, values, custom_id=select["custom_id"])
        if value.startswith("=") or select.get("max_values", 1) > 1:  # a move, or cards picked
            assert "✅ Saved" in said(result), said(result)
            return offered
        message = next(m for m in dms(world, member) if m.id == offered)
    raise AssertionError("the DM menu never offered a whole move")


def versions(message: Any) -> list[int]:
    """The versions the message's menus and buttons were offered at."""
    ids = [str(c.get("custom_id", "")) for c in components(message)]
    found = [p.version for p in map(parse_select, ids) if p is not None]
    return found + [p.version for p in map(parse_move, ids) if p is not None]


@pytest.mark.parametrize(
    ("game", "options"),
    [("iliad", ""), ("siege", "scenario=day2"), ("ilios", "size=5"), ("heroes", "")],
)
async def test_the_dm_moved_from_shows_the_hand_after_the_move(
    world: World, game: str, options: str
) -> None:
    channel = world.channel
    await world.alice.slash(channel, "game new", game=game, options=options)
    await world.bob.slash(channel, "game join")
    await world.alice.slash(channel, "game start")
    waited = 0
    for _ in range(8):
        member = await whose_turn(world)
        if member is None:
            break
        before = len(dms(world, member))
        offered = await move_from_dm(world, member)
        await world.bot.delivery.tables.drained()
        await world.env.settle()
        status = await world.bot.service.status(channel.id)
        version = status.table.version
        again = member.id in {s.user_id for s in status.to_act} and not status.outcome
        dm = next(m for m in dms(world, member) if m.id == offered)
        if again:  # a chain: the same DM, edited, offers the moves of now
            assert versions(dms(world, member)[-1]) and set(versions(dms(world, member)[-1])) == {
                version
            }
            continue
        waited += 1
        assert not components(dm), (game, version, dm.content)
        assert "It's your turn" not in (dm.content or ""), (game, dm.content)
        assert len(dms(world, member)) == before, "a new DM rang a player who now waits"
    assert waited, "a player moved from their DM and then waited"


async def test_at_the_end_no_hand_dm_still_asks_for_a_move(world: World) -> None:
    """The last hand DMs of a finished game are edited to the hand as it ended: no menus, no
    call to move, and a word that the game is over; of an abandoned one, the same in words."""
    from test_bot_records import play_to_the_end

    await play_to_the_end(world)
    await world.env.settle()
    players = (world.alice, world.bob)
    for member in players:
        last = dms(world, member)[-1]
        assert not components(last), last.content
        assert "It's your turn" not in (last.content or ""), last.content
        assert "The game is over" in (last.content or ""), last.content
        assert last.attachments, "the hand's picture stays"

    await world.alice.click(
        [m for m in world.channel.history() if not m.flags.ephemeral][-1], label="Rematch"
    )
    await world.bob.slash(world.channel, "game join")
    await world.alice.slash(world.channel, "game start")
    await world.env.settle()
    await world.alice.slash(world.channel, "game abandon")
    await world.env.settle()
    for member in players:
        last = dms(world, member)[-1]
        assert not components(last) and "It's your turn" not in (last.content or "")
        assert "was abandoned" in (last.content or ""), last.content
