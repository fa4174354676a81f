"""The limits checker can fail: each payload below breaks one of Discord's limits and is caught,
and one good payload of every kind passes. The last test shows the fixture catches what the
real bot sends."""

from __future__ import annotations

import contextlib
from typing import Any

import discord
import limits
import pytest
from simtable import World

OK_BUTTON = {"type": 2, "style": 1, "label": "Join", "custom_id": "troy:join"}
OK_SELECT = {
    "type": 3,
    "custom_id": "troy:menu",
    "placeholder": "Pick a move",
    "options": [{"label": "Pass", "value": "pass", "description": "Do nothing"}],
}


def row(*items: dict[str, Any]) -> dict[str, Any]:
    return {"type": 1, "components": list(items)}


def button(n: int, **changes: Any) -> dict[str, Any]:
    return {**OK_BUTTON, "custom_id": f"troy:b{n}", **changes}


def select(**changes: Any) -> dict[str, Any]:
    return {**OK_SELECT, **changes}


def option(**changes: Any) -> dict[str, Any]:
    return {"label": "Pass", "value": "pass", **changes}


def embed(**changes: Any) -> dict[str, Any]:
    return {"title": "Troy", "description": "The table is set.", **changes}


def field(name: str = "Players", value: str = "alice") -> dict[str, str]:
    return {"name": name, "value": value}


GOOD_MESSAGE = {
    "content": "x" * 2000,
    "embeds": [embed(fields=[field()] * 25, footer={"text": "f" * 2048})],
    "components": [row(*[button(n) for n in range(5)]), row(select())],
}

BROKEN_MESSAGES: dict[str, dict[str, Any]] = {
    "content": {"content": "x" * 2001},
    "embeds": {"embeds": [embed()] * 11},
    "title": {"embeds": [embed(title="t" * 257)]},
    "description": {"embeds": [embed(description="d" * 4097)]},
    "fields": {"embeds": [embed(fields=[field()] * 26)]},
    "name": {"embeds": [embed(fields=[field(name="n" * 257)])]},
    "value": {"embeds": [embed(fields=[field(value="v" * 1025)])]},
    "value is": {"embeds": [embed(fields=[field(value="")])]},
    "footer": {"embeds": [embed(footer={"text": "f" * 2049})]},
    "6000": {"embeds": [embed(description="d" * 4000), embed(description="d" * 2100)]},
    "action rows": {"components": [row(button(n)) for n in range(6)]},
    "components": {"components": [row(*[button(n) for n in range(6)])]},
    "alone": {"components": [row(button(1), select())]},
    "options": {"components": [row(select(options=[option(value=str(n)) for n in range(26)]))]},
    "options (1": {"components": [row(select(options=[]))]},
    "label": {"components": [row(select(options=[option(label="l" * 101)]))]},
    "value ": {"components": [row(select(options=[option(value="v" * 101)]))]},
    "description ": {"components": [row(select(options=[option(description="d" * 101)]))]},
    "placeholder": {"components": [row(select(placeholder="p" * 151))]},
    "label ": {"components": [row(button(1, label="l" * 81))]},
    "custom id": {"components": [row(button(1, custom_id="c" * 101))]},
    "custom id is": {"components": [row(button(1, custom_id=""))]},
    "used twice": {"components": [row(button(1), button(1))]},
}


def test_a_good_message_passes() -> None:
    assert limits.message_problems(GOOD_MESSAGE, "good") == []
    assert limits.request_problems("POST", "/channels/1/messages", GOOD_MESSAGE, [10]) == []


@pytest.mark.parametrize("limit", list(BROKEN_MESSAGES))
def test_each_broken_message_limit_is_caught(limit: str) -> None:
    problems = limits.request_problems("PATCH", "/channels/1/messages/2", BROKEN_MESSAGES[limit])
    assert problems, limit
    assert all(p.startswith("PATCH /channels/1/messages/2") for p in problems)
    assert any(limit.strip() in p for p in problems), problems


def test_interaction_answers_and_followups_are_checked() -> None:
    reply = {"type": 4, "data": {"content": "x" * 2001}}
    edit = {"type": 7, "data": {"components": [row(button(1, label="l" * 81))]}}
    assert limits.request_problems("POST", "/interactions/1/tok/callback", reply)
    assert limits.request_problems("POST", "/interactions/1/tok/callback", edit)
    assert limits.request_problems("POST", "/webhooks/1/tok", {"content": "x" * 2001})
    path = "/webhooks/1/tok/messages/@original"
    assert limits.request_problems("PATCH", path, {"content": "x" * 2001})
    assert not limits.request_problems("POST", "/interactions/1/tok/callback", {"type": 5})


def test_autocomplete_limits() -> None:
    ok = [{"name": "Play the Archers", "value": "play:archers"}] * 25
    assert limits.choice_problems(ok, "ac") == []
    assert limits.choice_problems(ok + ok[:1], "ac")
    assert limits.choice_problems([{"name": "n" * 101, "value": "v"}], "ac")
    assert limits.choice_problems([{"name": "", "value": "v"}], "ac")
    assert limits.choice_problems([{"name": "n", "value": "v" * 101}], "ac")
    body = {"type": 8, "data": {"choices": [{"name": "n" * 101, "value": "v"}]}}
    assert limits.request_problems("POST", "/interactions/1/tok/callback", body)


def test_modal_limits() -> None:
    text = {"type": 4, "custom_id": "why", "label": "Why?", "style": 1}
    ok = {"title": "Report", "custom_id": "troy:report", "components": [row(text)]}
    assert limits.modal_problems(ok, "modal") == []
    assert limits.modal_problems({**ok, "title": "t" * 46}, "modal")
    assert limits.modal_problems({**ok, "components": [row(text)] * 6}, "modal")
    assert limits.modal_problems({**ok, "components": [row({**text, "label": "l" * 46})]}, "m")
    assert limits.request_problems("POST", "/interactions/1/t/callback", {"type": 9, "data": {}})


def test_attachment_limits() -> None:
    assert limits.attachment_problems([10 * limits.MiB] * 10, "files") == []
    assert limits.attachment_problems([1] * 11, "files")
    assert limits.attachment_problems([10 * limits.MiB + 1], "files")
    assert limits.request_problems("POST", "/channels/1/messages", {}, [1] * 11)


def command(**changes: Any) -> dict[str, Any]:
    return {"name": "game", "description": "Play", "type": 1, "options": [], **changes}


def string(name: str, *, required: bool = False, **changes: Any) -> dict[str, Any]:
    return {"type": 3, "name": name, "description": "What", "required": required, **changes}


def test_command_limits() -> None:
    good = command(options=[string("a", required=True, max_length=100), string("b")])
    assert limits.command_problems(good) == []
    assert limits.command_problems(command(name="Game"))
    assert limits.command_problems(command(name="g" * 33))
    assert limits.command_problems(command(description="d" * 101))
    assert limits.command_problems(command(description=""))
    assert limits.command_problems(command(options=[string(f"o{n}") for n in range(26)]))
    assert limits.command_problems(command(options=[string("a"), string("b", required=True)]))
    assert limits.command_problems(command(options=[string("a", max_length=6001)]))
    many = [string(f"o{n}", description="d" * 100, choices=[]) for n in range(20)]
    sub = {"type": 1, "name": "s", "description": "d" * 100, "options": many}
    assert limits.command_problems(command(options=[sub] * 3))  # 6,000+ characters in all
    put = "/applications/1/guilds/2/commands"
    assert limits.request_problems("PUT", put, [command(name="Bad")])
    assert limits.request_problems("PUT", put, [good]) == []


def test_the_report_names_the_call_and_the_limit() -> None:
    problems = limits.request_problems("POST", "/webhooks/1/tok", {"content": "x" * 3000})
    text = limits.report(problems)
    assert "POST /webhooks/1/tok" in text and "3000 characters" in text and "2000" in text


async def test_the_fixture_sees_what_the_bot_sends(
    world: World, within_discord_limits: list[str]
) -> None:
    """A too-long footer really sent by the bot is caught (then forgiven, for this test)."""
    channel = world.bot.get_channel(world.channel.id)
    embed = discord.Embed(title="Troy").set_footer(text="f" * 2049)
    with contextlib.suppress(discord.HTTPException):  # simcord refuses this one too
        await channel.send(embed=embed)  # type: ignore[union-attr]
    assert any("footer is 2049 characters" in p for p in within_discord_limits)
    within_discord_limits.clear()
    # The commands' definitions went through the same check when the bot synced them.
    synced = [r for r in world.env.http_requests if r.method == "PUT" and "/commands" in r.path]
    assert synced and len(synced[0].json) == len(world.bot.tree.get_commands())
    tree = world.bot.tree
    assert [p for c in tree.get_commands() for p in limits.command_problems(c.to_dict(tree))] == []
