"""Take-over and hand-back through the bot: /game sub into a bot's seat, /game away (a bot plays
at once) and /game back, the old holder's DM buttons refused, and every refusal."""

from __future__ import annotations

from typing import Any

from simtable import World, components, dms, said, start_game, whose_turn
from test_bot_errors import refused
from test_bot_skirmish import CARD

from tabletop.takeover import AWAY_MARK


async def play_once(world: World, member: Any) -> None:
    options = await member.autocomplete(world.channel, "move", "action", "")
    result = await member.slash(world.channel, "move", action=options[0]["value"])
    assert "✅" in said(result), said(result)


async def play_until(world: World, wanted: Any) -> None:
    """Everyone else plays until it is ``wanted``'s turn."""
    for _ in range(100):
        member = await whose_turn(world)
        assert member is not None, "the game ended first"
        if member.id == wanted.id:
            return
        await play_once(world, member)
    raise AssertionError(f"never {wanted}'s turn")


def public_text(world: World) -> str:
    parts = []
    for message in world.channel.history(viewer=world.mod):
        if not message.flags.ephemeral:
            parts.append(message.content or "")
            for embed in message.embeds:
                parts += [embed.description or "", *(f.value for f in embed.fields)]
    return "\n".join(parts)


async def test_sub_into_a_bot_seat_then_play(world: World) -> None:
    await start_game(world)  # Alice, Bob and a bot (seat 3)
    assert not dms(world, world.carol)
    result = await world.alice.slash(world.channel, "game sub", player=world.carol)
    assert result.ephemeral and "seat 3" in said(result), said(result)
    assert "takes over seat 3" in public_text(world)
    assert any("Your hand in ILIOS" in m.content for m in dms(world, world.carol))
    await play_until(world, world.carol)
    await play_once(world, world.carol)
    table = await world.bot.service.table(world.channel.id)
    assert table.seats[2].user_id == world.carol.id and not table.seats[2].is_bot


async def test_away_bot_moves_then_back_and_play(world: World) -> None:
    await start_game(world, bot=False)
    member = await whose_turn(world)
    other = world.bob if member.id == world.alice.id else world.alice
    old_dm = dms(world, member)[-1]
    before = (await world.bot.service.table(world.channel.id)).version
    result = await member.slash(world.channel, "game away")
    assert result.ephemeral and "/game back" in said(result), said(result)
    table = await world.bot.service.table(world.channel.id)
    assert table.version > before  # the bot played the turn at once
    assert any(s.name.endswith(AWAY_MARK) and s.is_bot for s in table.seats)
    assert "is away" in public_text(world)
    assert (await whose_turn(world)).id == other.id

    # The old DM menu is refused clearly: the seat is no longer theirs.
    select = next(c for c in components(old_dm) if c["type"] == 3)
    value = select["options"][0]["value"]
    pressed = await member.user.select(old_dm, [value], custom_id=select["custom_id"])
    assert pressed.ephemeral and "not playing in this game" in said(pressed), said(pressed)

    await play_once(world, other)  # the bot answers for the away seat
    assert (await whose_turn(world)).id == other.id
    result = await member.slash(world.channel, "game back")
    assert result.ephemeral and "yours again" in said(result), said(result)
    assert "is back" in public_text(world)
    await play_until(world, member)
    await play_once(world, member)


async def test_refusals(world: World) -> None:
    await world.alice.slash(world.channel, "game new", game="ilios")
    await world.alice.slash(world.channel, "game bot", level="normal")
    await refused(world, world.alice, "game away", "has not started")
    await refused(world, world.alice, "game sub", "has not started", player=world.bob)
    await world.alice.slash(world.channel, "game start")
    await refused(world, world.carol, "game away", "not playing in this game")
    await refused(world, world.carol, "game back", "not playing in this game")
    await refused(world, world.alice, "game back", "not away")
    await refused(world, world.alice, "game sub", "already seated", player=world.alice)
    await refused(world, world.bob, "game sub", "only the host", player=world.bob)
    await refused(world, world.alice, "game sub", "only a bot's seat", player=world.bob, seat=1)
    result = await world.mod.slash(world.channel, "game sub", player=world.bob)  # a moderator
    assert "seat 2" in said(result), said(result)
    await refused(world, world.alice, "game sub", "no bot's seat", player=world.carol)


async def test_away_during_a_secret_choice_the_bot_chooses_at_once(world: World) -> None:
    """Skirmish opens with everyone discarding at once, in secret: an away seat's bot makes its
    choice at once and keeps it secret like anyone's."""
    await world.alice.slash(world.channel, "game new", game="skirmish")
    for member in (world.bob, world.carol, world.mod):
        await member.slash(world.channel, "game join")
    await world.alice.slash(world.channel, "game start")
    before = (await world.bot.service.table(world.channel.id)).version
    await world.bob.slash(world.channel, "game away")
    update = await world.bot.service.status(world.channel.id)
    assert update.table.version == before + 1
    assert world.bob.id not in {s.user_id for s in update.to_act}
    assert len(update.to_act) == 3 and all(s.user_id is not None for s in update.to_act)
    assert "has chosen" in public_text(world)
    assert not CARD.search(public_text(world)), "the bot's secret discard leaked"
