"""The fixture game Skirmish through the real bot: four humans in two teams, a secret choice made
by everyone at once (each kept private until all have chosen, in any order), a hand shown to a
partner only, dice, and a team result — every part a real game will need, over DMs and buttons.
"""

from __future__ import annotations

import re
from typing import Any

from simtable import World, components, dms, said

from tabletop.models import FINISHED

CARD = re.compile(r"\b(red|blue) [1-8]\b")


def public_text(world: World) -> str:
    parts = []
    for message in world.channel.history(viewer=world.carol):
        if message.flags.ephemeral:
            continue
        parts.append(message.content or "")
        for embed in message.embeds:
            parts += [embed.description or "", *(f.value for f in embed.fields)]
    return "\n".join(parts)


def players(world: World) -> list[Any]:
    return [world.alice, world.bob, world.carol, world.mod]


async def seated_and_started(world: World) -> None:
    await world.alice.slash(world.channel, "game new", game="skirmish")
    for member in players(world)[1:]:
        await member.slash(world.channel, "game join")
    result = await world.alice.slash(world.channel, "game start")
    assert result.ephemeral, said(result)


def buttons(message: Any) -> list[dict[str, Any]]:
    return [c for c in components(message) if c["type"] == 2]


async def test_secret_simultaneous_discards_then_team_play(world: World) -> None:
    await seated_and_started(world)
    everyone = players(world)
    for member in everyone:
        newest = dms(world, member)[-1]
        assert "Your hand in Skirmish" in newest.content
        assert [b["label"].split()[0] for b in buttons(newest)] == ["Discard"] * 4

    # Everyone discards at once, in an order that is not the seat order.
    for n, member in enumerate(reversed(everyone)):
        newest = dms(world, member)[-1]
        result = await member.user.click(newest, custom_id=buttons(newest)[0]["custom_id"])
        assert "✅ Saved" in said(result), said(result)
        mine = dms(world, member)[-1].content
        assert "You discard your" in mine and CARD.search(mine)
        if n < 3:
            assert "has chosen" in public_text(world)
            assert not CARD.search(public_text(world)), "a secret discard leaked"
    assert "All have chosen. Discards:" in public_text(world)

    # Play in turn to the end with /move; partners may show each other their hands.
    shown = False
    for _ in range(60):
        update = await world.bot.service.status(world.channel.id)
        if update.outcome is not None:
            break
        (seat,) = update.to_act
        member = next(m for m in everyone if m.id == seat.user_id)
        offered = await member.autocomplete(world.channel, "move", "action", "")
        codes = [o["value"] for o in offered]
        code = next((c for c in codes if c.startswith("show:")), None) if not shown else None
        code = code or next((c for c in codes if c.startswith("play:")), codes[0])
        before = public_text(world)
        result = await member.slash(world.channel, "move", action=code)
        assert "✅ Saved" in said(result), said(result)
        if code.startswith("show:"):
            shown = True
            mate = everyone[int(code.split(":")[1])]
            assert "shows their hand to" in dms(world, mate)[-1].content
            others = [m for m in everyone if m not in (member, mate)]
            assert all("shows their hand to" not in dms(world, m)[-1].content for m in others)
            assert CARD.findall(public_text(world)) == CARD.findall(before)
    else:
        raise AssertionError("the game did not end")
    assert shown
    final = await world.bot.service.status(world.channel.id)
    assert final.table.status == FINISHED and final.outcome is not None
    assert final.outcome.get("team_scores")
    last = world.channel.history()[-1]
    # The result said once, in the game's words (they name the winning partners).
    assert (last.content or "").splitlines()[0] == f"🏆 {final.outcome['summary']}"
    assert "scores" not in (last.content or "")


async def test_bots_choose_in_secret_beside_humans(world: World) -> None:
    await world.alice.slash(world.channel, "game new", game="skirmish", options="rounds=3")
    await world.bob.slash(world.channel, "game join")
    for _ in range(2):
        await world.alice.slash(world.channel, "game bot")
    await world.alice.slash(world.channel, "game start")
    status = await world.bot.service.status(world.channel.id)
    assert {s.user_id for s in status.to_act} == {world.alice.id, world.bob.id}  # bots chose
    assert not CARD.search(public_text(world))
    for member in (world.bob, world.alice):
        newest = dms(world, member)[-1]
        result = await member.user.click(newest, custom_id=buttons(newest)[0]["custom_id"])
        assert "✅ Saved" in said(result), said(result)
    assert "All have chosen. Discards:" in public_text(world)
    for _ in range(60):
        update = await world.bot.service.status(world.channel.id)
        if update.outcome is not None:
            break
        member = world.alice if update.to_act[0].user_id == world.alice.id else world.bob
        offered = await member.autocomplete(world.channel, "move", "action", "")
        result = await member.slash(world.channel, "move", action=offered[-1]["value"])
        assert "✅ Saved" in said(result), said(result)
    else:
        raise AssertionError("the game did not end")
    assert "🏆" in (world.channel.history()[-1].content or "")
