"""Help that teaches, and spectators, through the real bot: rules pages with buttons, topic
autocomplete, a sample table picture, the first-time how-to-play DM (once; closed DMs lose
nothing), /game watch and its DM at the end, and one public table for players and spectators."""

from __future__ import annotations

from typing import Any

from simtable import World, buttons, components, dms, last_public, said, start_game, whose_turn

from cogs.kit.components import ids
from engine.core.rulebook import how_to_play
from tabletop.helpdesk import rules_of
from tabletop.models import FINISHED

HOWTO = "How to play"
ENDED = "you watch has ended"


def close_dms_once(world: World, member: Any) -> None:
    """The next DM to ``member`` is refused (403 / 50007: DMs closed), later ones go through."""
    world.env.inject_error(
        "POST",
        f"/channels/{member.user.dm_channel.id}/messages",
        status=403,
        code=50007,
        message="Cannot send messages to this user",
        times=1,
    )


def titled(world: World, member: Any, words: str) -> list[Any]:
    """The bot's DMs to ``member`` whose embed title contains ``words``."""
    return [m for m in dms(world, member) if m.embeds and words in (m.embeds[0].title or "")]


async def play_to_the_end(world: World) -> None:
    for _ in range(100):
        member = await whose_turn(world)
        if member is None:
            break
        options = await member.autocomplete(world.channel, "move", "action", "")
        await member.slash(world.channel, "move", action=options[0]["value"])
    assert (await world.bot.service.status(world.channel.id)).table.status == FINISHED


async def skirmish_for_two(world: World) -> None:
    await world.alice.slash(world.channel, "game new", game="skirmish")
    await world.bob.slash(world.channel, "game join")
    assert (await world.alice.slash(world.channel, "game start")).ephemeral


# --- rules ---------------------------------------------------------------------------------------
async def test_rules_pages_turn_with_buttons(world: World) -> None:
    book = rules_of("ilios")
    index = next(i for i, t in enumerate(book.topics) if len(t.pages) >= 3)
    topic = book.topics[index]
    result = await world.carol.slash(
        world.channel, "game rules", game="ilios", topic=topic.name.upper()
    )
    page = result.response
    assert result.ephemeral and page.embeds[0].description == topic.pages[0]
    assert page.embeds[0].footer.text.startswith(f"Page 1/{len(topic.pages)}")
    assert [c["custom_id"] for c in buttons(page)] == [ids.rules_id("ilios", index, 1)]

    turned = await world.carol.click(page, label="Next ▶")
    shown = turned.response or page
    assert shown.embeds[0].description == topic.pages[1]
    assert [c["label"] for c in buttons(shown)] == ["◀ Previous", "Next ▶"]
    back = await world.carol.click(shown, label="◀ Previous")
    assert (back.response or shown).embeds[0].description == topic.pages[0]


async def test_a_short_topic_has_no_page_buttons_and_unknown_topics_are_listed(
    world: World,
) -> None:
    result = await world.carol.slash(world.channel, "game rules", game="heroes", topic="a turn")
    assert result.response.embeds[0].title.endswith("A turn") and not buttons(result.response)
    wrong = await world.carol.slash(world.channel, "game rules", game="heroes", topic="chess")
    assert wrong.ephemeral and "no rules topic" in said(wrong) and "A turn" in said(wrong)


async def test_topic_autocomplete_lists_the_headings_of_the_rules_file(world: World) -> None:
    every = await world.carol.autocomplete(world.channel, "game rules", "topic", "", game="heroes")
    assert [c["value"] for c in every] == rules_of("heroes").names()
    typed = await world.carol.autocomplete(
        world.channel, "game rules", "topic", "TURN", game="heroes"
    )
    assert [c["value"] for c in typed] == ["Your first turn in Discord", "A turn"]
    # Without a game option, the game at the table in this channel.
    await world.alice.slash(world.channel, "game new", game="ilios")
    here = await world.carol.autocomplete(world.channel, "game rules", "topic", "troy")
    assert [c["value"] for c in here] == ["Troy expansion"]


async def test_the_overview_shows_a_sample_table(world: World) -> None:
    for key in ("ilios", "heroes", "skirmish"):
        result = await world.carol.slash(world.channel, "game rules", game=key)
        page = result.response
        assert page.embeds[0].title.endswith("overview"), key
        assert [a.filename for a in page.attachments] == ["rules.png"], key
        assert page.embeds[0].image.url is None  # full width beside the embed, not in it
        other = await world.carol.slash(world.channel, "game rules", game=key, topic="overview")
        assert other.response.attachments  # and again (a File is uploaded once: a fresh one)
    words = await world.carol.slash(world.channel, "game rules", game="ilios", topic="set-up")
    assert not words.response.attachments


# --- the first time at a game --------------------------------------------------------------------
async def test_how_to_play_is_sent_once_per_user_and_game(world: World) -> None:
    await world.alice.slash(world.channel, "game new", game="ilios")
    sent = titled(world, world.alice, HOWTO)
    assert len(sent) == 1 and sent[0].embeds[0].title == "How to play ILIOS"
    assert sent[0].embeds[0].description == how_to_play(rules_of("ilios"))
    assert sent[0].embeds[0].description.startswith(rules_of("ilios").topics[0].pages[0])
    lobby = world.channel.history()[0]
    await world.bob.click(lobby, label="Join")  # the lobby's button teaches too
    assert len(titled(world, world.bob, HOWTO)) == 1
    await world.bob.slash(world.channel, "game leave")
    await world.bob.slash(world.channel, "game join")
    await world.alice.slash(world.channel, "game abandon")
    await world.alice.slash(world.channel, "game new", game="ilios")
    assert len(titled(world, world.alice, HOWTO)) == 1 and len(titled(world, world.bob, HOWTO)) == 1
    await world.alice.slash(world.channel, "game abandon")
    await world.alice.slash(world.channel, "game new", game="heroes")  # a new game: taught
    assert [m.embeds[0].title for m in titled(world, world.alice, HOWTO)] == [
        "How to play ILIOS",
        "How to play Iliad: Heroes of Troy",
    ]


async def test_closed_dms_give_no_error_and_lose_nothing(world: World) -> None:
    await world.alice.slash(world.channel, "game new", game="ilios")
    close_dms_once(world, world.carol)
    joined = await world.carol.slash(world.channel, "game join")
    assert joined.ephemeral and "You're seated" in said(joined)
    assert titled(world, world.carol, HOWTO) == []
    assert await world.bot.service.howto_due(world.carol.id, "ilios")  # not marked as sent
    await world.carol.slash(world.channel, "game leave")
    await world.carol.slash(world.channel, "game join")  # this game DMs her no more
    assert titled(world, world.carol, HOWTO) == []
    await world.alice.slash(world.channel, "game abandon")
    await world.alice.slash(world.channel, "game new", game="ilios")
    await world.carol.slash(world.channel, "game join")  # DMs open again: it arrives now
    assert len(titled(world, world.carol, HOWTO)) == 1


# --- spectators ----------------------------------------------------------------------------------
async def test_watch_on_gets_one_dm_at_the_end_and_off_stops_it(world: World) -> None:
    on = await world.carol.slash(world.channel, "game watch", switch="on")
    assert on.ephemeral and "I'll DM you" in said(on)
    await skirmish_for_two(world)
    await play_to_the_end(world)
    ended = titled(world, world.carol, ENDED)
    assert len(ended) == 1 and ended[0].embeds[0].title == "A game of Skirmish you watch has ended"
    assert f"<#{world.channel.id}>" in ended[0].embeds[0].description
    assert "🏆" in ended[0].embeds[0].description
    assert titled(world, world.alice, ENDED) == []  # off by default
    # Asking for the final table again announces nothing new to watchers.
    await world.carol.slash(world.channel, "game status")
    assert len(titled(world, world.carol, ENDED)) == 1

    off = await world.carol.slash(world.channel, "game watch", switch="off")
    assert off.ephemeral and "no longer" in said(off)
    await world.alice.slash(world.channel, "game rematch")
    await world.bob.slash(world.channel, "game join")
    await world.alice.slash(world.channel, "game start")
    await play_to_the_end(world)
    assert len(titled(world, world.carol, ENDED)) == 1


def public(world: World, viewer: Any) -> list[tuple[Any, ...]]:
    """What ``viewer`` sees in the channel that is not an answer to them alone."""
    return [
        (
            m.id,
            m.content,
            [e.to_dict() for e in m.embeds],
            [a.filename for a in m.attachments],
            components(m),
        )
        for m in world.channel.history(viewer=viewer)
        if not m.flags.ephemeral
    ]


async def test_a_spectator_sees_the_same_public_table_as_the_players(world: World) -> None:
    await start_game(world)
    for _ in range(3):
        member = await whose_turn(world)
        options = await member.autocomplete(world.channel, "move", "action", "")
        await member.slash(world.channel, "move", action=options[0]["value"])
    seen = public(world, world.carol)
    assert seen and any(m[3] for m in seen)  # the table images are there
    assert seen == public(world, world.alice) == public(world, world.bob)
    await world.carol.slash(world.channel, "game status")
    theirs = last_public(world)
    await world.alice.slash(world.channel, "game status")
    mine = last_public(world)
    assert theirs.id != mine.id and not theirs.flags.ephemeral
    assert [e.to_dict() for e in theirs.embeds] == [e.to_dict() for e in mine.embeds]
    assert components(theirs) == components(mine)


def test_rules_page_ids_round_trip_and_fit() -> None:
    made = ids.rules_id("skirmish", 12, 345)
    assert ids.parse_rules(made) == ids.RulesId("skirmish", 12, 345)
    assert len(ids.rules_id("k" * 32, 999, 999)) <= ids.MAX_CUSTOM_ID
    for bad in ("tt:p:Ilios:0:0", "tt:p:ilios:-1:0", "tt:p:ilios:0:1000", "tt:p:ilios:0"):
        assert ids.parse_rules(bad) is None
