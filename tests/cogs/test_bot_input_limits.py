"""Whatever a player types, no answer breaks Discord's limits: every string option of every slash
command refuses 6,000 characters (its ``max_length``), and input as long as it allows, typed into
a game in play, is answered within limits (the limits fixture checks each reply)."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from simcord import OptionError
from simtable import World, siege_first_move, start_game, whose_turn

from cogs.kit.errors import not_a_move

STRING, SUBCOMMAND, GROUP, USER, CHANNEL, ROLE, MENTIONABLE = 3, 1, 2, 6, 7, 8, 9
LONG = 6000


def string_options(world: World) -> Iterator[tuple[str, dict[str, Any], list[dict[str, Any]]]]:
    """(command as typed, one free-text string option, all the options of that command)."""

    def walk(prefix: str, item: dict[str, Any]) -> Iterator[Any]:
        options = item.get("options") or []
        if any(o["type"] in (SUBCOMMAND, GROUP) for o in options):
            for sub in options:
                yield from walk(f"{prefix} {sub['name']}", sub)
            return
        for option in options:
            if option["type"] == STRING and not option.get("choices"):
                yield prefix.strip(), option, options

    for command in world.bot.tree.get_commands():
        yield from walk(command.name, command.to_dict(world.bot.tree))


def others(world: World, options: list[dict[str, Any]], skip: str) -> dict[str, Any]:
    """Plausible values for the command's other required options."""
    out: dict[str, Any] = {}
    for o in options:
        if o["name"] == skip or not o.get("required"):
            continue
        if o.get("choices"):
            out[o["name"]] = o["choices"][0]["value"]
        elif o["type"] in (USER, MENTIONABLE):
            out[o["name"]] = world.bob
        elif o["type"] == STRING:
            out[o["name"]] = "A1"
        else:
            out[o["name"]] = 1
    return out


def words(size: int) -> str:
    """``size`` characters of words, as a player might paste."""
    return ("Ajax the Lesser at F7 " * (size // 10 + 1))[:size]


async def test_every_string_option_has_a_max_length(world: World) -> None:
    found = list(string_options(world))
    assert len(found) >= 25  # /game, /move and the four games' commands
    unbounded = [f"/{c} {o['name']}" for c, o, _ in found if not o.get("max_length")]
    assert not unbounded, unbounded
    for command, option, options in found[:3]:  # Discord itself refuses more
        with pytest.raises(OptionError):
            await world.alice.slash(
                world.channel,
                command,
                **others(world, options, option["name"]),
                **{option["name"]: "x" * LONG},
            )


async def test_the_longest_input_gets_an_answer_within_limits(world: World) -> None:
    """Each game in play in its channel; every string option of its commands, and of ``/game``
    and ``/move``, filled to its ``max_length``. The limits fixture fails the test on any reply
    that breaks a limit; every command answers (a refusal in words is an answer)."""
    await siege_first_move(world)
    channels = {"siege": world.channel}
    for key in ("heroes", "iliad", "ilios"):
        channel = world.guild.create_text_channel(key)
        await world.alice.slash(channel, "game new", game=key)
        await world.bob.slash(channel, "game join")
        if key == "heroes":
            await world.alice.slash(channel, "game bot", level="normal")
        await world.alice.slash(channel, "game start")
        channels[key] = channel
    for command, option, options in string_options(world):
        head = command.split()[0]
        if head == "game" and command != "game rules":
            where = (
                [channels["siege"]]
                if command != "game new"
                else [world.guild.create_text_channel("lobby")]
            )
        else:
            where = [channels[head]] if head in channels else list(channels.values())
        for channel in where:
            typed = words(int(option["max_length"]))
            values = {**others(world, options, option["name"]), option["name"]: typed}
            result = await world.alice.slash(channel, command, **values)
            assert result.response is not None or result.followups, (command, option["name"])


async def test_an_unknown_code_names_the_game_not_the_grammar(world: World) -> None:
    await siege_first_move(world)
    result = await world.alice.slash(world.channel, "move", action="deploy:a1:A1:B")
    text = "\n".join(m.content or "" for m in [result.response, *result.followups] if m)
    assert text == not_a_move("Iliad: The Siege of Troy", "/siege move")
    assert "This channel plays Iliad: The Siege of Troy. Use `/siege move` or `/move`" in text
    assert "<piece>" not in text and "move:" not in text
    channel = world.guild.create_text_channel("ilios")
    await start_game(world, channel=channel)
    turn = await whose_turn(world, channel)
    result = await turn.slash(channel, "move", action="fly:away")
    text = "\n".join(m.content or "" for m in [result.response, *result.followups] if m)
    assert "This channel plays ILIOS" in text and "`/ilios deploy`" in text and "<" not in text
