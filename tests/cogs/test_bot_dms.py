"""One live hand DM per player and game: a player who goes on acting has it edited in place
(an edit rings nobody), a new decision brings a new DM and the older one loses its menus, the
same words are never sent twice in a row, and a word from the player in between means a new DM."""

from __future__ import annotations

import asyncio
from typing import Any

from discord import ui
from simtable import World, components, dms, start_game

from cogs.kit.components.items import HandButton
from cogs.kit.compose.messages import Message


def hand(text: str, game_id: int) -> Message:
    view = ui.View(timeout=None)
    view.add_item(HandButton(game_id))
    return Message(content=text, view=view)


def theirs(world: World, member: Any) -> list[tuple[str, int]]:
    """Each of the bot's DMs to ``member``: its words and how many components it has."""
    return [(m.content or "", len(components(m))) for m in dms(world, member)]


async def test_a_hand_dm_is_edited_while_the_player_goes_on(world: World) -> None:
    await start_game(world)
    table = await world.bot.service.table(world.channel.id)
    live = world.bot.delivery.dms
    game, alice = table.game_id, world.alice.id
    before = len(dms(world, world.alice))

    assert await live.send_hand(game, alice, hand("first", game), notify=True)
    assert theirs(world, world.alice)[before:] == [("first", 1)]
    assert await live.send_hand(game, alice, hand("second", game), notify=False)
    assert theirs(world, world.alice)[before:] == [("second", 1)], "edited, not sent"

    assert await live.send_hand(game, alice, hand("third", game), notify=True)
    assert theirs(world, world.alice)[before:] == [("second", 0), ("third", 1)]
    assert await live.send_hand(game, alice, hand("third", game), notify=True)
    assert theirs(world, world.alice)[before:] == [("second", 0), ("third", 1)], "said twice"

    await world.alice.user.send_dm("hello?")  # the live DM is no longer the newest
    assert await live.send_hand(game, alice, hand("fourth", game), notify=False)
    assert theirs(world, world.alice)[before:] == [("second", 0), ("third", 0), ("fourth", 1)]


async def test_the_end_of_a_game_clears_the_last_menus(world: World) -> None:
    await start_game(world)
    assert [m for m in dms(world, world.alice) if components(m)], "her moves, by DM"
    await world.alice.slash(world.channel, "game abandon")
    for member in (world.alice, world.bob):
        assert not [m for m in dms(world, member) if components(m)], "a dead menu is left"


async def test_two_hands_at_once_make_one_dm(world: World) -> None:
    """Two announcements of the same hand at once (a start and a resume) ring once."""
    await start_game(world)
    table = await world.bot.service.table(world.channel.id)
    live, game = world.bot.delivery.dms, table.game_id
    before = len(dms(world, world.bob))
    same = [
        live.send_hand(game, world.bob.id, hand("discard three", game), notify=True)
        for _ in range(2)
    ]
    assert all(await asyncio.gather(*same))
    assert theirs(world, world.bob)[before:] == [("discard three", 1)]
