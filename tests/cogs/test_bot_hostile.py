"""What strangers can throw at the bot: hostile
replay files, the same bug hit in a loop, Discord failing to take an answer, and a component id
sent on the wrong kind of component. Each is answered privately and plainly, and none fills the
log with tracebacks."""

from __future__ import annotations

import json
import logging
from typing import Any

import discord
import pytest
from discord import ui
from simtable import World, private, said, start_game, version, whose_turn

from cogs.kit.components import ids
from cogs.kit.errors import WRONG_KIND
from tabletop.records import MAX_RECORD_BYTES, RECORD_FORMAT, RECORD_VERSION


def tracebacks(caplog: pytest.LogCaptureFixture) -> list[logging.LogRecord]:
    return [r for r in caplog.records if r.exc_info is not None or r.levelno >= logging.ERROR]


def record_with(**fields: Any) -> dict[str, Any]:
    """The head of a record (what the reader checks first), with ``fields`` on top."""
    return {"format": RECORD_FORMAT, "version": RECORD_VERSION, "game": "ilios", **fields}


HOSTILE_FILES = {
    "nested": (b"[" * 50_000 + b"]" * 50_000, "nested deeper than a record"),
    "a 5,000-digit integer": (
        b'{"format": "troy-tabletop-record", "version": 1, "seed": ' + b"7" * 5000 + b"}",
        "number far longer",
    ),
    "an unclosed string of escaped quotes": (
        b'"' + b'\\"' * (MAX_RECORD_BYTES // 2 - 1),
        "not a game record",
    ),
    "too big": (
        json.dumps(record_with(pad=" " * MAX_RECORD_BYTES)).encode(),
        f"{MAX_RECORD_BYTES // 1024} KB at most",
    ),
}


@pytest.mark.parametrize("case", list(HOSTILE_FILES))
async def test_hostile_replay_files_are_refused_privately_without_a_traceback(
    world: World, caplog: pytest.LogCaptureFixture, case: str
) -> None:
    data, why = HOSTILE_FILES[case]
    result = await world.alice.slash(world.channel, "game replay", file=("r.json", data))
    assert private(result), said(result)
    assert said(result).startswith("I can't replay this record") and why in said(result)
    assert "Sorry" not in said(result) and "Error" not in said(result)
    assert not tracebacks(caplog), [r.getMessage() for r in tracebacks(caplog)]


class Boom(RuntimeError):
    pass


async def test_the_same_unexpected_error_a_hundred_times_is_logged_once(
    world: World, caplog: pytest.LogCaptureFixture, monkeypatch: pytest.MonkeyPatch
) -> None:
    async def broken(*args: object, **kwargs: object) -> None:
        raise Boom("database on fire")

    monkeypatch.setattr(world.bot.service, "log_pages", broken)
    world.expected_errors = (Boom,)
    await world.alice.slash(world.channel, "game new", game="ilios")
    for _ in range(100):
        result = await world.alice.slash(world.channel, "game log")
        assert private(result) and said(result).startswith("Sorry, something went wrong")
    logged = [r for r in caplog.records if r.name == "troy.errors" and r.levelno >= logging.ERROR]
    assert len(logged) == 1 and logged[0].exc_info is not None


async def test_a_5xx_on_an_interaction_callback_is_a_warning(
    world: World, caplog: pytest.LogCaptureFixture
) -> None:
    world.expected_errors = (discord.HTTPException,)
    world.env.inject_error("POST", "/interactions/*/*/callback", status=503, times=1)
    result = await world.alice.slash(world.channel, "game stats")
    warned = [r for r in caplog.records if r.name == "troy.errors" and r.levelno == logging.WARNING]
    assert warned and "503" in warned[0].getMessage()
    assert (
        str(world.channel.id) in warned[0].getMessage() and "game stats" in warned[0].getMessage()
    )
    assert not tracebacks(caplog)
    assert private(result) and "Discord did not take my answer" in said(result)


async def test_an_expired_interaction_is_a_warning_and_not_answered_again(
    world: World, caplog: pytest.LogCaptureFixture
) -> None:
    world.expected_errors = (discord.NotFound,)
    world.env.inject_error(
        "POST", "/interactions/*/*/callback", status=404, code=10062, message="Unknown interaction"
    )
    await world.alice.slash(world.channel, "game stats")
    warned = [r for r in caplog.records if r.name == "troy.errors" and r.levelno == logging.WARNING]
    assert len(warned) == 1 and "404" in warned[0].getMessage()
    assert not tracebacks(caplog)


async def forged(world: World, item: ui.Item[Any]) -> Any:
    """A message carrying ``item`` (as a modified client could present one), as players see it."""
    view = ui.View(timeout=None)
    view.add_item(item)
    channel = world.bot.get_channel(world.channel.id)
    assert isinstance(channel, discord.TextChannel)
    sent = await channel.send("forged", view=view)
    return next(m for m in world.channel.history() if m.id == sent.id)


async def test_a_menu_id_pressed_as_a_button_is_refused(
    world: World, caplog: pytest.LogCaptureFixture
) -> None:
    await start_game(world)
    table = await world.bot.service.table(world.channel.id)
    button = ui.Button[Any](label="Press", custom_id=ids.select_id(table.game_id, table.version, 0))
    message = await forged(world, button)
    before = await version(world)
    member = await whose_turn(world)
    result = await member.click(message, label="Press")
    assert private(result) and said(result) == WRONG_KIND
    assert await version(world) == before
    assert not tracebacks(caplog)


async def test_a_button_id_chosen_in_a_menu_is_refused(
    world: World, caplog: pytest.LogCaptureFixture
) -> None:
    await start_game(world)
    member = await whose_turn(world)
    table = await world.bot.service.table(world.channel.id)
    code = (await world.bot.service.choices(world.channel.id, member.id))[0].code
    menu = ui.Select[Any](
        custom_id=ids.move_id(table.game_id, table.version, code),
        options=[discord.SelectOption(label="Play", value="play")],
    )
    message = await forged(world, menu)
    result = await member.select(message, ["play"])
    assert private(result) and said(result) == WRONG_KIND
    assert await version(world) == table.version, "the move was played from a menu"
    assert not tracebacks(caplog)


async def test_an_event_handlers_bug_is_logged_once_a_minute(
    world: World, caplog: pytest.LogCaptureFixture
) -> None:
    world.expected_errors = (Boom,)
    for _ in range(20):
        try:
            raise Boom("a handler broke")
        except Boom:
            await world.bot.on_error("on_message")
    logged = [r for r in caplog.records if r.name == "troy" and r.levelno >= logging.ERROR]
    assert len(logged) == 1 and "on_message" in logged[0].getMessage()
    assert logged[0].exc_info is not None
