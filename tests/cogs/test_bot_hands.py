"""Hands stay private: by DM, ephemerally (/game hand, "My hand"), or — when DMs are closed — as
an ephemeral answer to one's own move or a public nudge that reveals nothing."""

from __future__ import annotations

from typing import Any

from simtable import (
    World,
    close_dms,
    components,
    dms,
    is_table,
    labels,
    replies,
    said,
    start_game,
    whose_turn,
)

HAND_TILES = ("Spearman", "Axeman", "Javelin", "Shield-bearer", "Powerful", "Oracle")


def public_text(world: World) -> str:
    """Everything a spectator can read in the channel (ephemerals of others excluded)."""
    parts = []
    for message in world.channel.history(viewer=world.carol):
        if message.flags.ephemeral:
            continue
        parts.append(message.content or "")
        for embed in message.embeds:
            parts += [embed.title or "", embed.description or "", embed.footer.text or ""]
            parts += [f"{f.name} {f.value}" for f in embed.fields]
        parts += [c.get("label", "") or "" for c in components(message)]
    return "\n".join(parts)


async def test_hand_by_dm_with_picture_and_menu(world: World) -> None:
    await start_game(world)
    for member in (world.alice, world.bob):
        message = dms(world, member)[-1]
        assert "Your hand in ILIOS" in message.content
        assert message.attachments and message.attachments[0].filename == "hand.png"
    turn = await whose_turn(world)
    assert any(c["type"] == 3 for c in components(dms(world, turn)[-1]))


async def test_game_hand_is_ephemeral_and_spectators_see_no_hand(world: World) -> None:
    await start_game(world)
    result = await world.alice.slash(world.channel, "game hand")
    assert result.ephemeral
    answer = replies(result)[0]
    assert "Your hand" in answer.content and answer.attachments
    hand_words = answer.content.split(":", 1)[1]
    assert any(tile in hand_words for tile in HAND_TILES)

    table = world.channel.last_message
    assert is_table(table)
    pressed = await world.carol.click(table, label="My hand")
    assert pressed.ephemeral and "not playing in this game" in said(pressed)
    pressed = await world.bob.click(table, label="My hand")
    assert pressed.ephemeral and "Your hand" in said(pressed)

    # Set-up is all placements: no hand tile may have been named in public yet.
    seen = public_text(world)
    assert not [t for t in HAND_TILES if t in seen], seen
    assert "Your hand" not in seen


def nudges(world: World) -> list[Any]:
    return [m for m in world.channel.history() if "can't send you direct" in (m.content or "")]


def dm_attempts(world: World, member: Any) -> int:
    """Requests the bot made to post in the member's DMs (refused ones included)."""
    path = f"/channels/{member.user.dm_channel.id}/messages"
    return sum(1 for r in world.env.http_requests if r.method == "POST" and r.path == path)


async def test_closed_dms_nudge_in_public_and_answer_own_moves_privately(world: World) -> None:
    close_dms(world, world.bob)
    await start_game(world)
    [nudge] = nudges(world)
    assert world.bob.mention in nudge.content and "/game hand" in nudge.content
    assert "DM me again" in labels(nudge)
    assert not [t for t in HAND_TILES if t in nudge.content]
    assert not dms(world, world.bob)

    for _ in range(40):  # play until Bob's own move brings him news (he draws a tile)
        turn = await whose_turn(world)
        options = await turn.autocomplete(world.channel, "move", "action", "")
        result = await turn.slash(world.channel, "move", action=options[0]["value"])
        mine = [m for m in replies(result) if "Your hand" in (m.content or "")]
        if turn is world.bob and mine:
            assert mine[0].ephemeral and mine[0].attachments
            assert "drew" in mine[0].content
            break
    else:
        raise AssertionError("Bob never drew a tile")
    assert not dms(world, world.bob)
    # Told once; and the bot tried his DMs once in the whole game (the how-to-play at his
    # join), since every refused request counts toward Discord's limit on invalid requests.
    assert len(nudges(world)) == 1
    assert dm_attempts(world, world.bob) == 1


async def test_dm_me_again_tries_once_more_on_request(world: World) -> None:
    close_dms(world, world.bob)
    await start_game(world)
    [nudge] = nudges(world)
    pressed = await world.bob.click(nudge, label="DM me again")
    assert pressed.ephemeral and "still can't" in said(pressed)
    assert dm_attempts(world, world.bob) == 2 and len(nudges(world)) == 1

    world.env.backend.faults.clear()  # Bob opens his DMs
    hand = await world.bob.slash(world.channel, "game hand")
    assert "DM me again" in [c.get("label") for r in replies(hand) for c in components(r)]
    pressed = await world.bob.click(nudge, label="DM me again")
    assert pressed.ephemeral and "Sent" in said(pressed)
    assert dms(world, world.bob)[-1].attachments, "his hand, by DM"
    hand = await world.bob.slash(world.channel, "game hand")
    assert "DM me again" not in [c.get("label") for r in replies(hand) for c in components(r)]


async def test_private_events_never_reach_the_channel(world: World) -> None:
    await start_game(world)
    for _ in range(15):
        turn = await whose_turn(world)
        if turn is None:
            break
        options = await turn.autocomplete(world.channel, "move", "action", "")
        await turn.slash(world.channel, "move", action=options[0]["value"])
    private = [
        line
        for member in (world.alice, world.bob)
        for message in dms(world, member)
        for line in (message.content or "").splitlines()
        if line.startswith("• ")
    ]
    assert private, "no private event was delivered by DM (e.g. a drawn tile)"
    seen = public_text(world)
    assert not [line for line in private if line[2:] in seen]


async def test_events_name_players_not_seat_numbers(world: World) -> None:
    await start_game(world)
    for _ in range(6):
        turn = await whose_turn(world)
        options = await turn.autocomplete(world.channel, "move", "action", "")
        await turn.slash(world.channel, "move", action=options[0]["value"])
    seen = public_text(world)
    assert "Player 1" not in seen and "Player 2" not in seen
    log = await world.carol.slash(world.channel, "game log")
    lines = log.response.embeds[0].description
    assert log.ephemeral and "Player 1" not in lines and "bob" in lines, lines
