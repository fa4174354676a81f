"""The DM menus over whole games, as a player meets them: at every decision of every game, each
legal move is reachable from the DM in at most two selections (a group, then the move; or one
menu picking several cards), none is lost however many there are, and each option says in words
what it does (never a count of the moves behind it). Moves are then played from the DM."""

from __future__ import annotations

import random
import re
from typing import Any

import pytest
from simtable import World, components, dms, legal, said, saved, whose_turn

from cogs.kit.components.ids import ACT, NARROW, parse_move

COUNT_WORDS = re.compile(r"\b\d+ (moves|choices|options)\b")
GAMES = [
    ("heroes", "", 400),
    ("ilios", "", 400),
    ("iliad", "", 400),
    ("siege", "scenario=day2", 4),  # the set-up and the first moves: hundreds of moves each
]


def newest_menu(world: World, member: Any) -> Any:
    return next(m for m in reversed(dms(world, member)) if components(m))


def again(world: World, member: Any, message: Any) -> Any:
    return next(m for m in dms(world, member) if m.id == message.id)


def check_words(option: dict[str, Any]) -> None:
    """Each option within Discord's limits, saying what it does rather than how many follow."""
    assert 1 <= len(option["label"]) <= 100 and len(option["value"]) <= 100
    description = option.get("description") or ""
    assert len(description) <= 100
    assert not COUNT_WORDS.search(option["label"] + " " + description), option


async def explore(world: World, member: Any) -> dict[str, tuple[int, Any]]:
    """Every move the newest DM offers: code -> (selections it takes, how to play it)."""
    message = newest_menu(world, member)
    found: dict[str, tuple[int, Any]] = {}
    for item in components(message):
        move = parse_move(str(item.get("custom_id")))
        if item["type"] == 2 and move is not None:
            found[move.code] = (1, ("click", item["custom_id"]))
    for menu in [c for c in components(message) if c["type"] == 3]:
        count = menu.get("max_values", 1)
        if count > 1:  # one menu choosing several cards: every legal set of them is one step
            assert menu.get("min_values") == count
            kind = menu["custom_id"].split(":")[-1]
            cards = [o["value"] for o in menu["options"]]
            for option in menu["options"]:
                check_words(option)
            for code in await legal(world, member):
                parts = code.split(":")
                if parts[0] == kind and set(parts[1:]) <= set(cards):
                    found[code] = (1, ("pick", menu["custom_id"], parts[1:]))
            continue
        for option in menu["options"]:
            check_words(option)
            value = option["value"]
            if value.startswith(ACT):
                found[value[1:]] = (1, ("select", menu["custom_id"], value))
                continue
            assert value != NARROW, "the way back in the first menus"
            result = await member.user.select(message, [value], custom_id=menu["custom_id"])
            assert not list(result.followups), said(result)  # opening a group only edits the DM
            opened = again(world, member, message)
            inner = [
                c for c in components(opened) if c["type"] == 3 and c.get("max_values", 1) == 1
            ]
            back = None
            for menu2 in inner:
                for option2 in menu2["options"]:
                    check_words(option2)
                    value2 = option2["value"]
                    if value2 == NARROW:
                        back = menu2["custom_id"]
                        continue
                    assert value2.startswith(ACT), "a third selection"
                    found.setdefault(value2[1:], (2, ("open", menu["custom_id"], value, value2)))
            assert back is not None, "no way back to every move"
            await member.user.select(opened, [NARROW], custom_id=back)
            message = again(world, member, message)
    return found


async def play(world: World, member: Any, how: Any) -> None:
    message = newest_menu(world, member)
    if how[0] == "click":
        saved(await member.user.click(message, custom_id=how[1]))
    elif how[0] == "pick":
        saved(await member.user.select(message, how[2], custom_id=how[1]))
    elif how[0] == "select":
        saved(await member.user.select(message, [how[2]], custom_id=how[1]))
    else:
        await member.user.select(message, [how[2]], custom_id=how[1])
        opened = again(world, member, message)
        menu = next(
            c
            for c in components(opened)
            if c["type"] == 3 and any(o["value"] == how[3] for o in c["options"])
        )
        saved(await member.user.select(opened, [how[3]], custom_id=menu["custom_id"]))


@pytest.mark.parametrize(("game", "options", "turns"), GAMES)
async def test_every_move_is_two_selections_away_in_words(
    world: World, game: str, options: str, turns: int
) -> None:
    channel = world.channel
    await world.alice.slash(channel, "game new", game=game, options=options)
    await world.bob.slash(channel, "game join")
    assert (await world.alice.slash(channel, "game start")).ephemeral
    rng = random.Random(game)
    deepest = 0
    for _ in range(turns):
        member = await whose_turn(world)
        if member is None:
            break
        codes = set(await legal(world, member))
        found = await explore(world, member)
        assert set(found) == codes, (sorted(codes - set(found))[:5], sorted(set(found) - codes)[:5])
        deepest = max(deepest, *(steps for steps, _ in found.values()))
        await play(world, member, found[rng.choice(sorted(found))][1])
    else:
        assert game == "siege" or await whose_turn(world) is None, "the game did not end"
    assert deepest <= 2


async def test_heroes_discard_is_one_menu_of_three_cards(world: World) -> None:
    channel = world.channel
    await world.alice.slash(channel, "game new", game="heroes")
    await world.bob.slash(channel, "game join")
    await world.alice.slash(channel, "game start")
    message = newest_menu(world, world.alice)
    menus = [c for c in components(message) if c["type"] == 3]
    assert len(menus) == 1
    menu = menus[0]
    assert menu["min_values"] == menu["max_values"] == 3
    assert "discard" in menu["placeholder"].lower()
    _, hand = await world.bot.service.hand(channel.id, world.alice.id)
    held = [card["id"] for card in hand.view["hand"]]
    assert sorted(o["value"] for o in menu["options"]) == sorted(set(held))
    assert all(" · " in o["label"] for o in menu["options"])  # name, faction, traits
    chosen = [held[2], held[0], held[4]]  # any order
    result = await world.alice.user.select(message, chosen, custom_id=menu["custom_id"])
    saved(result)
    _, after = await world.bot.service.hand(channel.id, world.alice.id)
    left = {card["id"] for card in after.view["hand"]}
    assert not left & set(chosen) and len(left) == len(held) - 3


async def test_heroes_play_menu_says_what_each_card_scores_and_for_whom(world: World) -> None:
    channel = world.channel
    await world.alice.slash(channel, "game new", game="heroes")
    await world.bob.slash(channel, "game join")
    await world.alice.slash(channel, "game start")
    for member in (world.alice, world.bob):
        message = newest_menu(world, member)
        menu = next(c for c in components(message) if c["type"] == 3)
        cards = [o["value"] for o in menu["options"]][:3]
        saved(await member.user.select(message, cards, custom_id=menu["custom_id"]))
    member = await whose_turn(world)
    assert member is not None
    labels = [
        o["label"]
        for c in components(newest_menu(world, member))
        if c["type"] == 3
        for o in c["options"]
        if o["value"].startswith(f"{ACT}play:")
    ]
    assert labels
    pattern = re.compile(r"^Play .+ as .+ — \d+ points? for the (Greeks|Trojans|Gods)$")
    assert all(pattern.match(label) for label in labels), labels


async def test_siege_setup_names_the_ready_entry_and_the_command(world: World) -> None:
    channel = world.channel
    await world.alice.slash(channel, "game new", game="siege", options="scenario=day2")
    await world.bob.slash(channel, "game join")
    await world.alice.slash(channel, "game start")
    message = newest_menu(world, world.alice)
    assert "say ready" not in message.content and "choose Ready" in message.content
    options = [o for c in components(message) if c["type"] == 3 for o in c["options"]]
    ready = next(o for o in options if o["value"] == f"{ACT}ready")
    assert ready["label"].startswith("Ready") and "/siege end" in ready["description"]
    groups = [o for o in options if o["value"].startswith(NARROW)]
    assert groups and all(o["label"].endswith("…") for o in groups)
    # A piece's squares say where they are and what is there.
    result = await world.alice.user.select(
        message,
        [groups[0]["value"]],
        custom_id=next(
            c["custom_id"]
            for c in components(message)
            if c["type"] == 3 and groups[0] in c["options"]
        ),
    )
    assert not list(result.followups)
    opened = again(world, world.alice, message)
    squares = [o for c in components(opened) if c["type"] == 3 for o in c["options"]]
    assert all(
        re.match(r"^Put .+ on [A-X]\d{1,2} · ", o["label"]) for o in squares if o["value"] != NARROW
    ), [o["label"] for o in squares][:5]
