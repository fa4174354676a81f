"""Every picture the bot sends says in words what it shows (its alt text, read out by screen
readers): the table who must act and what for, a hand what it holds."""

from __future__ import annotations

from typing import Any

from simtable import World, dms, is_table, public_messages, replies, saved, start_game, whose_turn

from render.core.describe import ALT_TEXT


def pictures(message: Any) -> list[Any]:
    return [a for a in message.attachments if a.filename.endswith(".png")]


async def test_the_table_and_the_hands_describe_their_pictures(world: World) -> None:
    await start_game(world)
    table = [m for m in public_messages(world) if is_table(m)][-1]
    (picture,) = pictures(table)
    member = await whose_turn(world)
    assert picture.description and member.user.name in picture.description, picture.description
    assert "now" in picture.description
    for player in (world.alice, world.bob):
        (hand,) = pictures(dms(world, player)[-1])
        assert hand.description and hand.description.startswith("Your hand"), hand.description
        assert len(hand.description) <= ALT_TEXT


async def test_a_finished_game_describes_its_result(world: World) -> None:
    await start_game(world, bot=False)
    while (member := await whose_turn(world)) is not None:
        offered = await member.autocomplete(world.channel, "move", "action", "")
        saved(await member.slash(world.channel, "move", action=offered[0]["value"]))
    final = [m for m in public_messages(world) if pictures(m)][-1]
    picture, chart = pictures(final)
    assert picture.description and picture.description.startswith("The table. The game is over")
    # The story of the game: its chart (described) and its three lines in the final post.
    assert chart.filename == "story.png"
    assert chart.description.startswith("Every side's score after every move. ")
    told = [line for line in final.content.split("\n") if line.startswith("📈 ")]
    assert len(told) == 3 and all(line.removeprefix("📈 ") in chart.description for line in told)


async def test_the_rules_sample_picture_is_described(world: World) -> None:
    result = await world.alice.slash(world.channel, "game rules", game="ilios")
    (picture,) = [p for message in replies(result) for p in pictures(message)]
    assert picture.description and picture.description.startswith("A sample table")


async def test_descriptions_speak_the_readers_language(
    world: World, locales: dict[int, str]
) -> None:
    """The table's picture is described in the server's language, a hand in its player's."""
    locales[world.guild.id] = "fr"
    locales[world.alice.id] = "de"
    await start_game(world)
    # The table post: the last public message with a picture ("My hand" is French here).
    table = [m for m in public_messages(world) if pictures(m)][-1]
    (picture,) = pictures(table)
    assert picture.description.startswith("La table. "), picture.description
    assert "maintenant" in picture.description and "Butin : " in picture.description
    assert len(picture.description) <= ALT_TEXT
    (hand,) = pictures(dms(world, world.alice)[-1])
    assert hand.description.startswith("Deine Hand"), hand.description
    assert "Beutel: " in hand.description and "Your " not in hand.description
