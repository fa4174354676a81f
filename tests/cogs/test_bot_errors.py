"""Every bad input gets an ephemeral sentence and changes nothing: no game, not seated, not your
turn, illegal or unknown moves, not started, already seated, table full, not host, stale menus."""

from __future__ import annotations

from typing import Any

from simtable import World, components, private, replies, said, start_game, whose_turn


async def snapshot(world: World) -> tuple[Any, int]:
    """What a bad input must not change: the table's version and the public channel."""
    try:
        version = (await world.bot.service.status(world.channel.id)).table.version
    except Exception:  # noqa: BLE001 - no game here yet
        version = None
    public = [m for m in world.channel.history() if not m.flags.ephemeral]
    return version, len(public)


async def refused(world: World, member: Any, command: str, expect: str, **options: Any) -> str:
    before = await snapshot(world)
    result = await member.slash(world.channel, command, **options)
    text = said(result)
    assert result.ephemeral, (command, text)
    assert expect.lower() in text.lower(), (command, text)
    assert await snapshot(world) == before, command
    return text


async def test_no_game_here(world: World) -> None:
    for command in ("game start", "game join", "game hand", "game status", "game log"):
        await refused(world, world.alice, command, "no game at this table")
    await refused(world, world.alice, "move", "no game at this table", action="iron:A1")
    await refused(world, world.alice, "ilios place", "no game at this table", square="A1")


async def test_lobby_errors(world: World) -> None:
    await world.alice.slash(world.channel, "game new", game="ilios")
    await refused(world, world.alice, "game join", "already seated")
    await refused(world, world.alice, "move", "not started", action="iron:A1")
    await refused(world, world.alice, "game hand", "not started")
    await refused(world, world.alice, "game start", "at least 2 players")
    await refused(world, world.bob, "game start", "only the host")
    await refused(world, world.bob, "game bot", "not seated")
    await refused(world, world.alice, "game new", "already going on", game="ilios")
    for member in (world.bob, world.carol, world.mod):
        await member.slash(world.channel, "game join")
    await refused(world, world.alice, "game bot", "full")


async def test_bad_options(world: World) -> None:
    await refused(world, world.alice, "game new", "7, 5", game="ilios", options="size=9")
    await refused(world, world.alice, "game new", "no option", game="ilios", options="colour=red")
    await refused(world, world.alice, "game new", "name=value", game="ilios", options="huge")


async def test_move_errors_in_play(world: World) -> None:
    await start_game(world)
    turn = await whose_turn(world)
    other = world.bob if turn is world.alice else world.alice
    await refused(world, other, "move", "not your turn", action="iron:A1")
    await refused(world, world.carol, "move", "not playing in this game", action="iron:A1")
    await refused(world, world.carol, "game hand", "not playing in this game")
    await refused(world, turn, "move", "", action="fly:away")
    await refused(world, turn, "move", "", action="deploy:axeman:C3:N")
    await refused(world, turn, "ilios deploy", "", tile="axeman", square="C3", facing="N")
    await refused(world, turn, "ilios place", "", square="Z9")
    await refused(world, turn, "ilios place", "square", square="A²")
    await refused(world, turn, "move", "", action="waste:B" + "9" * 90)  # Discord stops more
    await refused(world, world.bob, "game abandon", "only the host")
    await refused(world, world.alice, "game join", "already")


async def test_stale_menu_says_so(world: World) -> None:
    """A menu of an earlier position, pressed after a move, is refused privately and changes
    nothing. The menu is the one under ``/game hand``'s private answer: a move edits the hand's
    DM (its menus go), but never an ephemeral answer, so that old menu is still there to press."""
    await start_game(world)
    turn = await whose_turn(world)
    asked = await turn.slash(world.channel, "game hand")
    assert private(asked)
    old = next(m for m in replies(asked) if any(c["type"] == 3 for c in components(m)))
    select = next(c for c in components(old) if c["type"] == 3)
    first = select["options"][0]["value"]
    result = await turn.slash(world.channel, "move", action=first[1:])
    assert "✅" in said(result)
    before = await snapshot(world)
    result = await turn.select(old, [select["options"][1]["value"]], custom_id=select["custom_id"])
    assert private(result) and "earlier position" in said(result), said(result)
    assert await snapshot(world) == before


def test_service_errors_get_their_discord_words() -> None:
    from cogs.kit.errors import for_discord
    from tabletop.errors import NoGame, NotSeated, OtherGame, TableFull

    assert for_discord(NoGame()).endswith("Start one in this channel with `/game new`.")
    assert "/game join" in for_discord(NotSeated())
    other = for_discord(OtherGame())
    assert other.startswith("That move belongs to an earlier game") and "/move" in other
    assert for_discord(TableFull(4)) == str(TableFull(4))  # nothing to add
