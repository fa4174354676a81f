"""Log, record, replay and the Rematch button through the real bot, over Skirmish:
secret simultaneous discards, so the record and the log have something to keep hidden."""

from __future__ import annotations

import io
import json
from typing import Any

from PIL import Image
from simtable import World, components, dms, last_public, private, replies, said

from engine.core.said import english
from tabletop.models import FINISHED, LOBBY


def buttons(message: Any) -> dict[str, str]:
    """Label -> custom id of a message's buttons."""
    return {c.get("label", ""): c["custom_id"] for c in components(message) if c["type"] == 2}


def fresh(world: World, message: Any, viewer: Any) -> Any:
    """A message as it is now (after edits), as ``viewer`` sees it."""
    return next(m for m in world.channel.history(viewer=viewer) if m.id == message.id)


def title(message: Any) -> str:
    return str(message.embeds[0].title)


def json_files(message: Any) -> list[Any]:
    return [a for a in message.attachments if a.filename.endswith(".json")]


async def play_to_the_end(world: World, options: str = "rounds=2") -> int:
    """Alice and Bob play Skirmish to the end by /move; returns the game id."""
    await world.alice.slash(world.channel, "game new", game="skirmish", options=options)
    await world.bob.slash(world.channel, "game join")
    await world.alice.slash(world.channel, "game start")
    for _ in range(40):
        update = await world.bot.service.status(world.channel.id)
        if update.outcome is not None:
            return update.table.game_id
        seat = update.to_act[0]
        member = world.alice if seat.user_id == world.alice.id else world.bob
        offered = await member.autocomplete(world.channel, "move", "action", "")
        result = await member.slash(world.channel, "move", action=offered[0]["value"])
        assert "✅ Saved" in said(result), said(result)
    raise AssertionError("the game did not end")


async def test_the_final_table_carries_the_record_and_a_rematch(world: World) -> None:
    game_id = await play_to_the_end(world)
    posted = [m for m in world.channel.history() if not m.flags.ephemeral]
    final = posted[-1]
    assert "🏆" in (final.content or "")
    assert all(not json_files(m) for m in posted[:-1]), "a record before the end reveals all"
    hands = [m for who in (world.alice, world.bob) for m in dms(world, who)]
    assert hands and all(not json_files(m) for m in hands)
    (attached,) = json_files(final)
    assert attached.filename == f"record-{game_id}.json"
    record = json.loads(await attached.read())
    assert record == await world.bot.service.finished_record(game_id, world.guild.id)
    assert [s["name"] for s in record["seats"]] == ["alice", "bob"]
    assert record["game"] == "skirmish" and record["options"] == {"rounds": "2"}

    # Rematch: Bob presses it; a new lobby with the same seats and options (Bob hosts).
    assert list(buttons(final)) == ["Rematch", "Replay", "Review", "Log"]
    result = await world.bob.click(final, label="Rematch")
    assert "lobby" in title(last_public(world)), said(result)
    table = await world.bot.service.table(world.channel.id)
    assert table.status == LOBBY and table.game_id != game_id
    assert [s.user_id for s in table.seats] == [world.bob.id, world.alice.id]
    assert table.options == {"rounds": "2"} and table.host_id == world.bob.id
    # Pressed again, the old game's button is refused: a lobby is open.
    again = await world.alice.click(final, label="Rematch")
    assert private(again) and "already going on" in said(again)


async def test_replay_by_id_steps_through_the_game(world: World) -> None:
    game_id = await play_to_the_end(world)
    total = (await world.bot.service.status(world.channel.id)).table.version
    result = await world.carol.slash(world.channel, "game replay", id=game_id, move=2)
    assert private(result)
    shown = replies(result)[-1]
    assert title(shown) == f"Skirmish #{game_id} — replay, move 2 of {total}"
    assert [a.filename for a in shown.attachments] == ["replay.png"]
    pictures = {2: await shown.attachments[0].read()}
    for label, move in [("◀ Back", 1), ("⏮ Start", 0), ("End ⏭", total), ("◀ Back", total - 1)]:
        await world.carol.click(fresh(world, shown, world.carol), label=label)
        now = fresh(world, shown, world.carol)
        assert title(now) == f"Skirmish #{game_id} — replay, move {move} of {total}"
        pictures[move] = await now.attachments[0].read()
        assert ("Result" in [f.name for f in now.embeds[0].fields]) == (move == total)
    assert len(set(pictures.values())) == len(pictures), "each position has its own picture"
    # One before the end, "End" would repeat "Forward": only one of them is offered.
    steps = list(buttons(fresh(world, shown, world.carol)))
    assert "Forward ▶" in steps and "End ⏭" not in steps and steps[0] == "⏮ Start"
    assert all(f":{game_id}:" in cid for cid in buttons(shown).values())


async def test_replay_of_an_uploaded_record(world: World) -> None:
    game_id = await play_to_the_end(world)
    final = [m for m in world.channel.history() if not m.flags.ephemeral][-1]
    data = await json_files(final)[0].read()
    result = await world.alice.slash(world.channel, "game replay", file=("mine.json", data), move=3)
    assert private(result)
    shown = replies(result)[-1]
    assert "replay, move 3 of" in title(shown)
    assert sorted(a.filename for a in shown.attachments) == ["record.json", "replay.png"]
    # Its buttons replay the record that rides on the message.
    await world.alice.click(shown, label="Forward ▶")
    now = fresh(world, shown, world.alice)
    assert "replay, move 4 of" in title(now)
    assert sorted(a.filename for a in now.attachments) == ["record.json", "replay.png"]
    by_id = await world.bot.service.replay_game(game_id, world.guild.id, 4)
    assert f"move 4 of {by_id.total}" in title(now)
    # After a restart the buttons still work: everything they need is on the message.
    await world.restart()
    await world.alice.click(now, label="◀ Back")
    assert "replay, move 3 of" in title(fresh(world, shown, world.alice))


async def test_records_that_do_not_replay_are_refused_clearly(world: World) -> None:
    game_id = await play_to_the_end(world)
    final = [m for m in world.channel.history() if not m.flags.ephemeral][-1]
    record = json.loads(await json_files(final)[0].read())
    cases = [
        (b"not json at all", "not a game record"),
        (json.dumps({**record, "game": "chess"}).encode(), "is not known here"),
        (json.dumps({**record, "actions": record["actions"][:-2]}).encode(), "before the end"),
    ]
    for data, why in cases:
        result = await world.alice.slash(world.channel, "game replay", file=("r.json", data))
        assert private(result) and "I can't replay this record" in said(result), said(result)
        assert why in said(result)
    result = await world.alice.slash(world.channel, "game replay", id=game_id + 7)
    assert private(result) and f"no game #{game_id + 7}" in said(result)
    result = await world.alice.slash(world.channel, "game replay")
    assert private(result) and "either" in said(result)


async def test_a_game_in_play_cannot_be_replayed(world: World) -> None:
    await world.alice.slash(world.channel, "game new", game="skirmish")
    await world.bob.slash(world.channel, "game join")
    await world.alice.slash(world.channel, "game start")
    game_id = (await world.bot.service.status(world.channel.id)).table.game_id
    result = await world.carol.slash(world.channel, "game replay", id=game_id)
    assert private(result) and "not finished" in said(result)


async def test_the_log_button_under_a_table_shows_the_whole_log_privately(world: World) -> None:
    """The table shows only its newest lines; its "Log" button gives whoever presses it (a
    spectator too) the newest page of the public log, for them alone, with no secret."""
    await world.alice.slash(world.channel, "game new", game="skirmish", options="rounds=3")
    await world.bob.slash(world.channel, "game join")
    await world.alice.slash(world.channel, "game start")
    for _ in range(4):
        update = await world.bot.service.status(world.channel.id)
        member = world.alice if update.to_act[0].user_id == world.alice.id else world.bob
        offered = await member.autocomplete(world.channel, "move", "action", "")
        await member.slash(world.channel, "move", action=offered[0]["value"])
    table = last_public(world)
    assert "Log" in buttons(table) and len((table.content or "").splitlines()) <= 4
    result = await world.carol.click(table, label="Log")
    assert private(result)
    shown = result.response
    assert title(shown).endswith("— game log")
    every = await world.bot.service.log(world.channel.id, limit=100_000)
    text = str(shown.embeds[0].description)
    assert text.endswith(f"• {english(every[-1])}") and "You discard" not in text
    assert str(shown.embeds[0].footer.text).startswith("Page ")


async def test_the_log_pages_through_the_whole_game(world: World) -> None:
    game_id = await play_to_the_end(world, "rounds=3")
    assert (await world.bot.service.status(world.channel.id)).table.status == FINISHED
    every = await world.bot.service.log(world.channel.id, limit=100_000)
    result = await world.carol.slash(world.channel, "game log")
    assert private(result)
    shown = result.response
    footer = str(shown.embeds[0].footer.text)
    pages = int(footer.split(" of ")[1].split()[0])
    assert pages >= 2 and footer.startswith(f"Page {pages} of {pages}")
    assert list(buttons(shown)) == ["◀ Older"]
    assert all(f":{game_id}:" in cid for cid in buttons(shown).values())
    seen = [str(shown.embeds[0].description)]
    for page in range(pages - 1, 0, -1):
        await world.carol.click(fresh(world, shown, world.carol), label="◀ Older")
        now = fresh(world, shown, world.carol)
        assert str(now.embeds[0].footer.text).startswith(f"Page {page} of {pages}")
        seen.insert(0, str(now.embeds[0].description))
    assert list(buttons(fresh(world, shown, world.carol))) == ["Newer ▶"]
    text = "\n".join(seen)
    assert text == "\n".join(f"• {english(line)}" for line in every)
    assert "You discard" not in text, "a private line reached the log"


async def test_a_finished_game_replays_as_an_animated_picture(world: World) -> None:
    """``/game replay animated:True``: the whole game as a GIF, for the caller alone, one frame
    per table shown, the end held; a game still being played has none."""
    game_id = await play_to_the_end(world)
    result = await world.carol.slash(world.channel, "game replay", id=game_id, animated=True)
    assert private(result)
    shown = fresh(world, replies(result)[-1], world.carol)
    (gif,) = shown.attachments
    assert gif.filename == "replay.gif" and gif.description.startswith("Skirmish, animated")
    with Image.open(io.BytesIO(await gif.read())) as picture:
        assert picture.format == "GIF" and picture.n_frames > 2
        picture.seek(picture.n_frames - 1)
        assert picture.info["duration"] > 1200  # the end is held
    # The same from the final table's "🎞 Replay" button, for whoever presses it.
    final = [m for m in world.channel.history() if not m.flags.ephemeral][-1]
    await world.bob.click(final, label="Replay")
    answer = [m for m in world.channel.history(viewer=world.bob) if m.flags.ephemeral][-1]
    assert [a.filename for a in answer.attachments] == ["replay.gif"]
    await world.alice.slash(world.channel, "game new", game="skirmish")
    await world.bob.slash(world.channel, "game join")
    await world.alice.slash(world.channel, "game start")
    running = (await world.bot.service.status(world.channel.id)).table.game_id
    result = await world.carol.slash(world.channel, "game replay", id=running, animated=True)
    assert private(result) and "not finished" in said(result)
