"""A player who cannot see the pictures plays a whole game from words alone: whose turn it is
comes from their hand DM's words, what the table and their hand show from the pictures'
descriptions (alt text), their move from the words autocomplete offers. Nothing here looks at a
picture's pixels, a view or the service. Every table they are shown says in words who must act
(by name), and the last one that the game is over."""

from __future__ import annotations

from typing import Any

import pytest
from simtable import World, dms, public_messages, saved

from cogs.kit.delivery.dms import TURN_LINE

GAMES = {  # game -> options, most moves tried (a whole game but the Siege's day)
    "ilios": ("size=5", 200),
    "heroes": ("", 400),
    "iliad": ("", 600),
    "siege": ("scenario=day2", 40),
}


def described(message: Any) -> str | None:
    """The description of a message's picture, None when it has none."""
    for attachment in message.attachments:
        if attachment.filename.endswith(".png"):
            return str(attachment.description or "")
    return None


def newest_table_words(world: World) -> str:
    for message in reversed(public_messages(world)):
        words = described(message)
        if words is not None:
            return words
    raise AssertionError("no table picture in the channel")


def to_move(world: World, members: list[Any]) -> Any:
    """Whose DM says it is their turn (and the words of their hand's picture)."""
    for member in members:
        mine = dms(world, member)
        if mine and TURN_LINE in (mine[-1].content or ""):
            hand = described(mine[-1])
            assert hand, f"{member.user.name}'s hand picture has no words"
            return member
    return None


@pytest.mark.parametrize("game", sorted(GAMES))
async def test_a_whole_game_from_words_alone(world: World, game: str) -> None:
    options, most = GAMES[game]
    await world.alice.slash(world.channel, "game new", game=game, options=options)
    await world.bob.slash(world.channel, "game join")
    await world.alice.slash(world.channel, "game start")
    members = [world.alice, world.bob]
    for _ in range(most):
        table = newest_table_words(world)
        member = to_move(world, members)
        if member is None:
            assert "game is over" in table.lower(), table
            return
        assert member.user.name in table, f"the table's words do not name who acts: {table}"
        offered = await member.autocomplete(world.channel, "move", "action", "")
        assert offered, f"{member.user.name} must move but is offered nothing"
        saved(await member.slash(world.channel, "move", action=offered[0]["value"]))
    assert game == "siege", f"{game} did not end in {most} moves"
