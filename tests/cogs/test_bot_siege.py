"""The Siege of Troy through the real bot: two humans play a whole short-scenario game (day 1)
with ``/siege`` alone — set-up swaps, planned moves picked from the autocomplete lists, shots,
plans taken back, ends — and the map is posted once per half hour rolled, never per plan. Then
a full game reaches its night, where ``/siege recover`` brings pieces back.
"""

from __future__ import annotations

import random
import re
from typing import Any

from simtable import World, said

from engine.siege import GAME
from engine.siege.board import BOARD
from tabletop.models import FINISHED


def posted_maps(world: World) -> list[Any]:
    """The table pictures everyone in the channel sees, oldest first."""
    return [
        m
        for m in world.channel.history(viewer=world.carol)
        if not m.flags.ephemeral and any(a.filename == "table.png" for a in m.attachments)
    ]


def saved(result: Any) -> str:
    text = said(result)
    assert "✅ Saved" in text, text
    return text


async def view_now(world: World) -> dict[str, Any]:
    update = await world.bot.service.status(world.channel.id)
    assert update.public_view is not None
    return update.public_view


async def acting(world: World) -> Any:
    """The member who must act now (two humans: Alice the Greeks, Bob the Trojans)."""
    update = await world.bot.service.status(world.channel.id)
    humans = [s for s in update.to_act if s.user_id is not None]
    assert humans, update.to_act
    return world.alice if humans[0].user_id == world.alice.id else world.bob


async def started(world: World, scenario: str, *, bot: str | None = None) -> None:
    channel = world.channel
    await world.alice.slash(channel, "game new", game="siege", options=f"scenario={scenario}")
    if bot:
        assert "Added" in said(await world.alice.slash(channel, "game bot", level=bot))
    else:
        await world.bob.slash(channel, "game join")
    assert "The game is on" in said(await world.alice.slash(channel, "game start"))


async def set_up_by_swaps(world: World) -> None:
    """Alice swaps two pieces through the lists, then both sides say ready with ``/siege end``."""
    channel, ask = world.channel, world.alice.autocomplete
    pieces = await ask(channel, "siege swap", "piece", "")
    assert pieces and all(p["value"] in GAME_PIECES for p in pieces)
    piece = pieces[1]["value"]
    squares = await ask(channel, "siege swap", "square", "", piece=piece)
    target = squares[0]["value"]
    saved(await world.alice.slash(channel, "siege swap", piece=piece, square=target))
    placed = {p["id"]: p["square"] for p in (await view_now(world))["pieces"]}
    assert placed[piece] == target
    for member in (world.alice, world.bob):
        saved(await member.slash(channel, "siege end"))


GAME_PIECES = {p["id"] for p in GAME.public_view(GAME.setup({}, 2, 1))["pieces"]}


async def reachable(world: World, member: Any, piece: str) -> list[str]:
    """The squares ``/move`` offers this piece (the test's own look at the legal list)."""
    prefix = f"move:{piece}:"
    legal = await world.bot.service.choices(world.channel.id, member.id)
    return [c.code.removeprefix(prefix) for c in legal if c.code.startswith(prefix)]


def forward(member: Any, world: World, square: str) -> int:
    """How far towards the enemy: the Greeks (Alice) come from the left, the Trojans from the
    right."""
    col = BOARD.col_row(BOARD.parse(square) or 0)[0]
    return col if member is world.alice else -col


async def plan_a_move(
    world: World, member: Any, rng: random.Random, *, archer: bool = False
) -> str | None:
    """A piece (an archer, if asked and one can move) and a square, each picked from its
    list; None when no piece can move."""
    channel = world.channel
    pieces = await member.autocomplete(channel, "siege move", "piece", "")
    archers = [p for p in pieces if "(archer)" in p["name"]]
    if not pieces or (archer and not archers):
        return None
    piece = rng.choice(archers if archer else pieces)["value"]
    squares = await member.autocomplete(channel, "siege move", "to", "", piece=piece)
    assert squares, f"{piece} was offered with no square"
    to = rng.choice(squares)["value"]
    if rng.random() < 0.7:  # mostly towards the enemy, typed: the list narrows to it
        to = max(await reachable(world, member, piece), key=lambda sq: forward(member, world, sq))
        typed = await member.autocomplete(channel, "siege move", "to", to.lower(), piece=piece)
        assert to in [s["value"] for s in typed]
    maps = len(posted_maps(world))
    saved(await member.slash(channel, "siege move", piece=piece, to=to))
    plans = {p["piece"]: p["to"] for p in (await view_now(world))["plans"]}
    assert plans.get(piece) == to
    assert len(posted_maps(world)) == maps, "a planned move posted a new map"
    return piece


async def shoot_if_possible(world: World, member: Any, *, by_name: bool) -> bool:
    """An archer shoots the first enemy of its list, named by its square or by its name."""
    channel = world.channel
    archers = await member.autocomplete(channel, "siege shoot", "archer", "")
    if not archers:
        return False
    archer = archers[0]["value"]
    targets = await member.autocomplete(channel, "siege shoot", "target", "", archer=archer)
    assert targets
    square, words = targets[0]["value"], targets[0]["name"]
    enemy = words.split(" · ")[2].split(" (")[0]  # "J9 · plain · Paris (4)"
    target = enemy if by_name else square
    saved(await member.slash(channel, "siege shoot", archer=archer, target=target))
    shots = {s["archer"]: s["target"] for s in (await view_now(world))["shots"]}
    assert shots.get(archer) == square
    return True


def values_of(offered: list[dict[str, str]]) -> list[str]:
    return [o["value"] for o in offered]


async def play_half(
    world: World, rng: random.Random, diary: dict[str, int], *, plans: int = 2
) -> None:
    """The side to move plans one to three moves (taking one back now and then), shoots when
    an archer can, and ends."""
    member = await acting(world)
    channel = world.channel
    kinds = [True, *([False] * rng.randint(1, plans))]  # an archer, then a few pieces
    planned = [p for a in kinds if (p := await plan_a_move(world, member, rng, archer=a))]
    diary["plans"] += len(planned)
    if planned and rng.random() < 0.4:
        saved(await member.slash(channel, "siege undo", piece=planned[-1]))
        assert planned[-1] not in {p["piece"] for p in (await view_now(world))["plans"]}
        diary["undos"] += 1
    diary["shots"] += await shoot_if_possible(world, member, by_name=diary["shots"] % 2 == 0)
    saved(await member.slash(channel, "siege end"))


async def test_a_short_scenario_through_siege_commands_with_a_map_every_hour(
    world: World,
) -> None:
    await started(world, "day1")
    duel_hours = {
        e["hour"] for e in (await view_now(world))["calendar"]["events"] if e["kind"] == "duel"
    }
    await set_up_by_swaps(world)
    rng = random.Random(8)
    diary = {"plans": 0, "undos": 0, "shots": 0}
    played: set[int] = set()
    for _ in range(40):
        view = await view_now(world)
        if view["phase"] == "over":
            break
        assert view["phase"] == "move", view["phase"]
        calendar = view["calendar"]
        before = (calendar["day"], calendar["hour"], calendar["moving"])
        await play_half(world, rng, diary)
        after = await view_now(world)
        # Every half hour rolled (and any calendar duel rolled with it) shows a new map: the
        # table is edited in place while it is the channel's newest, else posted anew.
        version = (await world.bot.service.status(world.channel.id)).table.version
        newest = posted_maps(world)[-1].content or ""
        shown = re.search(rf"\bMove {version}\b", newest) or "Game over" in newest
        assert shown, "no new map after a move was rolled"
        assert after["results_when"] is not None
        now = after["calendar"]
        assert (now["day"], now["hour"], now["moving"]) != before
        played.add(before[1])
    else:
        raise AssertionError("the short scenario did not end")
    table = await world.bot.service.status(world.channel.id)
    assert table.table.status == FINISHED and table.outcome is not None
    assert view["winner"] in ("greek", "trojan")
    if view["winner"] == "trojan" and not view["outcome"]["summary"].startswith("Greek"):
        assert played | duel_hours == set(range(1, 9)), (played, duel_hours)
    assert diary["plans"] >= 10 and diary["undos"] >= 1 and diary["shots"] >= 1, diary
    final = posted_maps(world)[-1]
    assert "-# Game over after " in (final.content or ""), "the final map comes with the result"


async def test_the_night_recovery_through_siege_recover(world: World) -> None:
    """Both sides charge all day; at night each side with dead to bring back picks them from
    a list that offers only those that fit what is left, then stops; day 2 begins with them."""
    await started(world, "full")
    channel = world.channel
    for member in (world.alice, world.bob):
        saved(await member.slash(channel, "siege end"))  # ready: the set-up as placed
    rng = random.Random(3)
    diary = {"plans": 0, "undos": 0, "shots": 0}
    for _ in range(40):
        view = await view_now(world)
        if view["phase"] != "move":
            break
        await play_half(world, rng, diary, plans=4)
    assert view["phase"] == "night", view["phase"]
    recovered = []
    while view["phase"] == "night":
        member = await acting(world)
        side = "greek" if member is world.alice else "trojan"
        night = view["night"][side]
        offered = values_of(await member.autocomplete(channel, "siege recover", "piece", ""))
        assert offered[-1] == "done" and offered[:-1] == night["choices"][:24], (offered, night)
        if len(offered) > 1:
            saved(await member.slash(channel, "siege recover", piece=offered[0]))
            recovered.append(offered[0])
            view = await view_now(world)
            if (
                view["phase"] == "night"
                and view["night"][side]["left"]
                and not (view["night"][side]["done"])
            ):
                saved(await member.slash(channel, "siege end"))  # the same as "done"
        else:
            saved(await member.slash(channel, "siege recover", piece="done"))
        view = await view_now(world)
    assert recovered, "nobody had anyone to bring back"
    assert view["phase"] == "setup" and view["calendar"]["day"] == 2
    placed = {p["id"]: p for p in view["pieces"]}
    for piece in recovered:
        assert placed[piece]["square"] is not None and placed[piece]["state"] == "well"
