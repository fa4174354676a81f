"""A press the bot cannot read is answered, privately, in plain words: a forged or mistyped id,
an id of the right shape for a game the bot does not have, a menu of no known kind. discord.py
drops what no handler takes, and Discord would then show "This interaction failed"."""

from __future__ import annotations

import logging
import random
import string
from typing import Any

import discord
import pytest
from discord import ui
from simtable import World, private, public_messages, replies, said, start_game, version

from cogs.kit.components import ids, items

BUTTON = "This button belongs to a message the bot no longer knows."
MENU = "This menu belongs to a message the bot no longer knows."
NO_GAME = 987_654_321


async def forged(world: World, item: ui.Item[Any]) -> Any:
    """A message carrying ``item`` as a modified client could present one; its view is not
    kept by the bot, so only the bot's own handlers may take a press."""
    view = ui.View(timeout=None)
    view.add_item(item)
    channel = world.bot.get_channel(world.channel.id)
    assert isinstance(channel, discord.TextChannel)
    sent = await channel.send("forged", view=view)
    view.stop()  # forget it: the press must reach no stored view
    return next(m for m in world.channel.history() if m.id == sent.id)


def seen(world: World) -> list[tuple[int, str, list[Any]]]:
    """What the channel shows everyone, edits included."""
    return [
        (m.id, m.content or "", [e.to_dict() for e in m.embeds]) for m in public_messages(world)
    ]


def random_ids(count: int) -> list[str]:
    """Strings no template of the bot reads (none starts with its ``tt:`` prefix)."""
    rng = random.Random(20261203)
    alphabet = string.ascii_letters + string.digits + string.punctuation + " é"
    out = ["".join(rng.choice(alphabet) for _ in range(rng.randint(1, 100))) for _ in range(count)]
    return [x for x in out if not x.startswith("tt:")]


GARBLED = [
    "tt:",
    "tt:l:join:",
    "tt:l:dance:1",
    "tt:l:join:12a",
    "tt:h:" + "9" * 13,
    "tt:m:1:2:",
    "tt:m:x:2:code",
    "tt:s:1:2:x",
    "tt:zz:1",
]
UNKNOWN_GAME = [
    ids.lobby_id("join", NO_GAME),
    ids.lobby_id("start", NO_GAME),
    ids.hand_id(NO_GAME),
    ids.dm_again_id(NO_GAME),
    ids.move_id(NO_GAME, 3, "pass"),
    ids.log_id(NO_GAME, 0),
    ids.rematch_id(NO_GAME),
    ids.vote_id(NO_GAME, 3, 1),
]


async def pressed_privately(world: World, member: Any, message: Any, expect: str) -> None:
    before, at = seen(world), await version(world)
    if message.components[0].children[0].type == discord.ComponentType.button:
        result = await member.click(message, label="Press")
    else:
        result = await member.select(message, ["any"])
    assert result.acknowledged, message.components
    answer = "\n".join(m.content or "" for m in replies(result) if m.ephemeral)
    assert private(result) and answer == expect, (message.components, said(result))
    assert seen(world) == before and await version(world) == at


@pytest.mark.parametrize("kind", ["random", "garbled", "unknown game"])
async def test_a_button_the_bot_cannot_read_is_answered_privately(
    world: World, kind: str, caplog: pytest.LogCaptureFixture
) -> None:
    await start_game(world)
    custom_ids = {"random": random_ids(12), "garbled": GARBLED, "unknown game": UNKNOWN_GAME}
    for custom_id in custom_ids[kind]:
        message = await forged(world, ui.Button[Any](label="Press", custom_id=custom_id))
        await pressed_privately(world, world.alice, message, BUTTON)
    assert not [r for r in caplog.records if r.exc_info is not None]


@pytest.mark.parametrize(
    "custom_id",
    ["nope", "tt:t:", ids.team_id(NO_GAME), ids.select_id(NO_GAME, 1, 0), "tt:s:1:1:12"],
)
async def test_a_menu_the_bot_cannot_read_is_answered_privately(
    world: World, custom_id: str
) -> None:
    await start_game(world)
    menu = ui.Select[Any](
        custom_id=custom_id, options=[discord.SelectOption(label="Any", value="any")]
    )
    message = await forged(world, menu)
    await pressed_privately(world, world.bob, message, MENU)


async def test_an_id_matching_a_template_yet_unreadable_is_answered(
    world: World, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    """The template matches but the item cannot be built from it (our bug): the presser is told
    all the same, and the error is logged."""
    await start_game(world)
    table = await world.bot.service.table(world.channel.id)

    def broken(self: Any, game_id: int) -> None:
        raise ValueError("cannot build")

    monkeypatch.setattr(items.HandButton, "__init__", broken)
    message = await forged(
        world, ui.Button[Any](label="Press", custom_id=ids.hand_id(table.game_id))
    )
    with caplog.at_level(logging.ERROR):
        await pressed_privately(world, world.alice, message, BUTTON)
    assert any(r.exc_info is not None for r in caplog.records)


async def test_the_bot_s_own_buttons_get_no_second_answer(world: World) -> None:
    """A press a handler takes is answered by it alone."""
    result = await world.alice.slash(world.channel, "game new", game="ilios")
    assert result.acknowledged
    card = public_messages(world)[-1]
    joined = await world.bob.click(card, label="Join")
    assert joined.acknowledged and not joined.followups
    assert "bob" in public_messages(world)[-1].embeds[0].description
