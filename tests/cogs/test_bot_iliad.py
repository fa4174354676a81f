"""Iliad through the real bot: three humans play a whole game with ``/iliad play``, ``/iliad
attack``, ``/iliad pass``, ``/move``, the public buttons and the menus in their DMs — one of them
with DMs closed — and a card laid face down on a Trojan Horse is never named in the channel.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from simtable import (
    World,
    buttons,
    click_public,
    close_dms,
    dms,
    private,
    public_messages,
    said,
    saved,
    selects,
    version,
    view_and_codes,
)

from tabletop.models import FINISHED


@dataclass
class Diary:
    """What the test did, to check at the end that every way of moving was used."""

    routes: set[str] = field(default_factory=set)
    acted: dict[tuple[int, int], int] = field(default_factory=dict)  # (siege, seat) -> actions
    horses: int = 0  # cards laid face down, each checked for a leak
    pass_after: int = 3  # a player's actions in a siege before passing: a short game


def players(world: World) -> list[Any]:
    return [world.alice, world.bob, world.carol, world.mod]


async def seated_and_started(
    world: World, *, seats: int = 3, closed: Any = None, options: str = ""
) -> None:
    if closed is not None:
        close_dms(world, closed)
    await world.alice.slash(world.channel, "game new", game="iliad", options=options)
    for member in players(world)[1:seats]:
        await member.slash(world.channel, "game join")
    result = await world.alice.slash(world.channel, "game start")
    assert result.ephemeral, said(result)


# --- the ways to move ---------------------------------------------------------------------------
LEAD_CARDS = ("horse", "h4", "h3", "elephant")  # laid alone first: Horses to fill, stacks to grow


def choose_placing(legal: list[list[str]], horses: set[str]) -> list[str]:
    """Onto a Horse when possible (the leak check needs it), else a Horse, a strong Hoplites
    or an Elephant by itself (so that revealed cards later have somewhere to go), else onto
    anything, else the last card."""
    for parts in legal:
        if len(parts) == 4 and parts[3] in horses:
            return parts
    for card in LEAD_CARDS:
        if [legal[0][0], card] in legal:
            return [legal[0][0], card]
    return next((parts for parts in legal if len(parts) == 4), legal[-1])


async def play_by_command(world: World, member: Any, codes: list[str], diary: Diary) -> None:
    """``/iliad play`` (also the cards revealed from a Horse): the cards offered are exactly
    the legal ones, ``onto`` and ``card`` narrow each other."""
    ask = member.autocomplete
    legal = [c.split(":") for c in codes if c.startswith(("play:", "place:"))]
    cards = await ask(world.channel, "iliad play", "card", "")
    assert {c["value"] for c in cards} == {p[1] for p in legal}
    view, _ = await view_and_codes(world, member)
    horses = {i["id"] for a in view["armies"] for i in a["items"] if i["kind"] == "horse"}
    verb, card, *rest = choose_placing(legal, horses)
    item = rest[-1] if rest else "alone"
    places = await ask(world.channel, "iliad play", "onto", "", card=card)
    wheres = [(p[1], p[3] if len(p) == 4 else "alone") for p in legal]
    ordered = sorted((w for c, w in wheres if c == card), key=lambda w: w != "alone")
    assert [p["value"] for p in places] == ordered
    narrowed = await ask(world.channel, "iliad play", "card", "", onto=item)
    assert {c["value"] for c in narrowed} == {c for c, w in wheres if w == item}
    before = len(await world.bot.service.log(world.channel.id, limit=100_000))
    options = {"card": card} | ({"onto": item} if rest else {})
    saved(await member.slash(world.channel, "iliad play", **options))
    diary.routes.add(f"{verb} {'onto' if rest else 'alone'}")
    if item in horses and verb == "play":
        name = view["catalogue"][card]["name"]
        # The public lines (the table shows the newest, the Log all of them).
        logged = await world.bot.service.log(world.channel.id, limit=100_000)
        news = "\n".join(logged[before:])
        assert "face down" in news and name not in news, news
        diary.horses += 1


async def attack_by_command(world: World, member: Any, codes: list[str], diary: Diary) -> None:
    """``/iliad attack``: weapons, players and their cards narrow each other."""
    ask = member.autocomplete
    legal = [c.split(":") for c in codes if c.startswith("attack:")]
    weapons = await ask(world.channel, "iliad attack", "with", "")
    assert {w["value"] for w in weapons} == {p[2] for p in legal}
    weapon = weapons[0]["value"]
    targets = await ask(world.channel, "iliad attack", "target", "", **{"with": weapon})
    mine_ = [p for p in legal if p[2] == weapon]
    assert {t["value"] for t in targets} == {p[4].split(".")[0][1:] for p in mine_}
    view, _ = await view_and_codes(world, member)
    assert str(view.get("partner")) not in {t["value"] for t in targets}
    seat = targets[-1]["value"]
    victims = await ask(
        world.channel, "iliad attack", "card", "", **{"with": weapon, "target": seat}
    )
    assert {v["value"] for v in victims} == {p[4] for p in mine_ if p[4].startswith(f"p{seat}.")}
    options = {"with": weapon, "target": targets[-1]["name"]}  # a name picked, not a number
    if len(victims) > 1:
        options["card"] = victims[-1]["value"]
        diary.routes.add("attack card")
    saved(await member.slash(world.channel, "iliad attack", **options))
    diary.routes.add("attack")


async def pass_by_command_or_button(
    world: World, member: Any, codes: list[str], diary: Diary
) -> None:
    """A pass reveals nothing: the button under the public table, or ``/iliad pass``."""
    table = public_messages(world)[-1]
    press = next((b for b in buttons(table) if b["custom_id"].endswith(":pass")), None)
    if press is not None and "pass button" not in diary.routes:
        saved(await member.click(table, custom_id=press["custom_id"]))
        diary.routes.add("pass button")
        return
    saved(await member.slash(world.channel, "iliad pass"))
    diary.routes.add("pass command")


async def public_button(world: World, member: Any, codes: list[str], diary: Diary) -> None:
    """A Victory card to pick: a button under the public table (it reveals nothing)."""
    if await click_public(world, member, codes):
        diary.routes.add("public button")
        return
    await by_move(world, member, codes, diary)


async def by_move(world: World, member: Any, codes: list[str], diary: Diary) -> None:
    offered = await member.autocomplete(world.channel, "move", "action", "")
    assert {o["value"] for o in offered} <= set(codes) and offered
    saved(await member.slash(world.channel, "move", action=offered[0]["value"]))
    diary.routes.add("move")


async def by_dm(world: World, member: Any, codes: list[str], diary: Diary) -> None:
    """The newest DM's buttons or menu (a discard names a hidden card: never public)."""
    message = dms(world, member)[-1]
    press = next((b for b in buttons(message) if b["custom_id"].split(":", 4)[-1] in codes), None)
    if press is not None:
        saved(await member.user.click(message, custom_id=press["custom_id"]))
        diary.routes.add("dm button")
        return
    menu = selects(message)[0]
    value = next(o["value"] for o in menu["options"] if o["value"][1:] in codes)
    saved(await member.user.select(message, [value], custom_id=menu["custom_id"]))
    diary.routes.add("dm menu")


async def take_a_turn(
    world: World, member: Any, view: dict[str, Any], codes: list[str], diary: Diary
) -> None:
    """The siege's way to go: a few placements and attacks, then a pass."""
    key = (view["siege"], view["seat"])
    diary.acted[key] = diary.acted.get(key, 0) + 1
    count = diary.acted[key]
    plays = [c for c in codes if c.startswith("play:")]
    hits = [c for c in codes if c.startswith("attack:")]
    if "pass" in codes and (count > diary.pass_after or not (plays or hits)):
        await pass_by_command_or_button(world, member, codes, diary)
    elif hits and (count % 2 == 0 or not plays):
        await attack_by_command(world, member, codes, diary)
    elif plays:
        await play_by_command(world, member, codes, diary)
    else:
        await by_move(world, member, codes, diary)


async def decide(world: World, member: Any, diary: Diary, *, dm_closed: bool) -> None:
    view, codes = await view_and_codes(world, member)
    first = codes[0]
    if first.startswith("discard:"):
        await (by_move if dm_closed else by_dm)(world, member, codes, diary)
    elif first.startswith("victory:"):
        await public_button(world, member, codes, diary)
    elif first.startswith("place:"):
        await play_by_command(world, member, codes, diary)
    else:
        await take_a_turn(world, member, view, codes, diary)


async def play_to_the_end(world: World, diary: Diary, *, dm_closed: Any) -> None:
    for _ in range(600):
        status = await world.bot.service.status(world.channel.id)
        if status.outcome is not None:
            return
        seat = status.to_act[0]
        actor = next(m for m in players(world) if m.id == seat.user_id)
        await decide(world, actor, diary, dm_closed=actor is dm_closed)
    raise AssertionError("the game did not end")


# --- the whole game -----------------------------------------------------------------------------
async def test_a_whole_game_through_commands_buttons_and_dms(world: World) -> None:
    diary = Diary()
    carol = world.carol  # she never accepts DMs: nudged in public, answered privately
    await seated_and_started(world, seats=3, closed=carol)
    [nudge] = [m for m in public_messages(world) if "can't send you direct" in (m.content or "")]
    assert carol.mention in nudge.content

    await play_to_the_end(world, diary, dm_closed=carol)
    told = [m for m in public_messages(world) if "can't send you direct" in (m.content or "")]
    assert len(told) == 1, "told once per game, not every turn"

    final = await world.bot.service.status(world.channel.id)
    assert final.table.status == FINISHED and final.outcome is not None
    last = world.channel.history()[-1]
    assert "🏆" in (last.content or ""), last.content
    assert last.attachments and last.attachments[0].filename == "table.png"
    assert not dms(world, carol)
    hers = [m for m in world.channel.history(viewer=carol) if m.flags.ephemeral]
    assert any("Your hand" in (m.content or "") and m.attachments for m in hers)
    assert dms(world, world.alice) and dms(world, world.bob)
    assert {"play alone", "play onto", "attack", "pass command"} <= diary.routes, diary.routes
    assert {"dm button", "dm menu"} & diary.routes, diary.routes
    assert {"place alone", "place onto"} & diary.routes, "no revealed Horse card placed"
    assert diary.horses, "no card was laid face down on a Horse"
    assert await world.bot.service.replay_matches(world.channel.id)


async def test_four_players_in_two_teams_pick_victory_cards_by_public_buttons(
    world: World,
) -> None:
    """Partners (opposite) are never offered as targets, and the first Victory card of a siege
    with two at stake is picked with a button under the public table."""
    diary = Diary(pass_after=2)
    await seated_and_started(world, seats=4, options="teams=on")
    view, _ = await view_and_codes(world, world.alice)
    assert view["teams"] == [0, 1, 0, 1] and view["partner"] == 2
    spared = 0
    for _ in range(150):
        status = await world.bot.service.status(world.channel.id)
        assert status.outcome is None
        actor = next(m for m in players(world) if m.id == status.to_act[0].user_id)
        view, codes = await view_and_codes(world, actor)
        if any(c.startswith("attack:") for c in codes):
            targets = await actor.autocomplete(world.channel, "iliad attack", "target", "")
            assert targets and str(view["partner"]) not in {t["value"] for t in targets}
            spared += 1
        await decide(world, actor, diary, dm_closed=False)
        if "public button" in diary.routes:
            break
    else:
        raise AssertionError("no Victory card was picked by a public button")
    assert spared, "no attack was possible before the first Victory card"
    news = public_messages(world)[-1]
    assert "🏆" not in (news.content or "")


async def test_mistakes_are_answered_privately_and_change_nothing(world: World) -> None:
    assert await world.alice.autocomplete(world.channel, "iliad play", "card", "") == []
    for command, options in (
        ("iliad pass", {}),
        ("iliad play", {"card": "h4", "onto": "p0.0"}),
        ("iliad attack", {"with": "chariot", "target": "p1.0"}),
    ):
        nothing = await world.alice.slash(world.channel, command, **options)
        assert private(nothing) and "/game new" in said(nothing), (command, said(nothing))
    await seated_and_started(world, seats=3)
    status = await world.bot.service.status(world.channel.id)
    actor = next(m for m in players(world) if m.id == status.to_act[0].user_id)
    idle = next(m for m in players(world)[:3] if m is not actor)
    view, codes = await view_and_codes(world, actor)
    card = next(c.split(":")[1] for c in codes if c.startswith("play:"))
    name = view["catalogue"][card]["name"]
    assert not [c for c in codes if c.startswith("attack:")]  # empty armies: nothing to hit
    mistakes = [
        (idle, "iliad play", {"card": card}, "not your turn"),
        (idle, "iliad pass", {}, "not your turn"),
        (actor, "iliad play", {"card": "Helen"}, "can't place “Helen” now"),
        (actor, "iliad play", {"card": name, "onto": "p2.9"}, f"{name} can't go onto"),
        (actor, "iliad attack", {"with": "chariot", "target": idle.name}, "can't attack now"),
        (actor, "move", {"action": "victory:helen"}, "not at stake"),
    ]
    before, seen = await version(world), len(public_messages(world))
    for member, command, options, words in mistakes:
        answer = await member.slash(world.channel, command, **options)
        assert private(answer) and words in said(answer), (command, options, said(answer))
        assert await version(world) == before and len(public_messages(world)) == seen
    offered = await idle.autocomplete(world.channel, "iliad play", "card", "")
    assert offered == []  # not her turn: nothing to pick
    typed = await actor.autocomplete(world.channel, "iliad play", "card", name[:4])
    assert typed and all(name[:4].lower() in t["name"].lower() for t in typed)
    saved(await actor.slash(world.channel, "iliad play", card=name.lower()))  # words typed
    assert await version(world) == before + 1


async def test_two_players_pass_and_play_on_in_the_same_siege(world: World) -> None:
    """Two players: no oracle and no Heroes; a pass does not end your siege, two passes in a
    row do."""
    await seated_and_started(world, seats=2)
    status = await world.bot.service.status(world.channel.id)
    first = next(m for m in players(world) if m.id == status.to_act[0].user_id)
    second = world.bob if first is world.alice else world.alice
    view, _ = await view_and_codes(world, first)
    assert view["kind"] == "duel" and view["oracle"] is None and view["heroes"] == []
    saved(await first.slash(world.channel, "iliad pass"))
    card = (await second.autocomplete(world.channel, "iliad play", "card", ""))[0]["value"]
    saved(await second.slash(world.channel, "iliad play", card=card))
    again = await first.autocomplete(world.channel, "iliad play", "card", "")
    assert again, "a player who passed may play on in a two-player siege"
    saved(await first.slash(world.channel, "iliad play", card=again[0]["value"]))
    saved(await second.slash(world.channel, "iliad pass"))
    saved(await first.slash(world.channel, "iliad pass"))  # two passes in a row: siege over
    after, _ = await view_and_codes(world, first)
    assert after["siege"] == 2 or after["phase"] != "siege", after["stage"]
