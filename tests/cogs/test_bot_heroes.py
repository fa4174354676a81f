"""Iliad: Heroes of Troy through the real bot: three humans play a whole game with ``/heroes``
(play, discard, give, bottom, take), ``/move``, the public buttons and the menus in their DMs;
every King and Charismatic reveal reaches the acting player alone.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from simtable import (
    World,
    buttons,
    click_public,
    dms,
    public_messages,
    said,
    saved,
    selects,
    text_of,
    view_and_codes,
)

from cogs.heroes import TRAITS
from tabletop.models import FINISHED

# Traits played as soon as the hand allows, so that every command is used; then the ones that
# end a round soonest.
WANTED = ("king", "charismatic", "strong", "tough", "wise", "brave", "pious", "sneaky", "warrior")
QUICK = ("brave", "king", "sneaky", "warrior", "wise", "charismatic", "pious", "strong", "tough")
KING_CHOICES = ("take", "play", "pass")
REVEALS = (
    "king",
    "charismatic",
    "pious",
)  # what shows one player cards of another  # the first King steals, the next plays, then passes


@dataclass
class Diary:
    """What the test did, to check at the end that every way of moving was used."""

    traits: list[str] = field(default_factory=list)
    routes: set[str] = field(default_factory=set)
    reveals: list[str] = field(default_factory=list)  # "king" / "charismatic"
    kings: int = 0


def players(world: World) -> list[Any]:
    return [world.alice, world.bob, world.carol]


def ids_of(message: Any) -> list[str]:
    return [b["custom_id"] for b in buttons(message)]


async def seated_and_started(world: World) -> None:
    await world.alice.slash(world.channel, "game new", game="heroes")
    for member in players(world)[1:]:
        await member.slash(world.channel, "game join")
    result = await world.alice.slash(world.channel, "game start")
    assert result.ephemeral, said(result)


# --- the opening discard, three ways -------------------------------------------------------------
async def discard_by_command(world: World, member: Any) -> list[str]:
    ask = member.autocomplete
    first = (await ask(world.channel, "heroes discard", "first", ""))[0]["value"]
    typing = await ask(world.channel, "heroes discard", "first", first)  # the option typed in
    assert first in [t["value"] for t in typing]  # is not counted as already chosen
    seconds = await ask(world.channel, "heroes discard", "second", "", first=first)
    assert first not in [s["value"] for s in seconds]
    second = seconds[-1]["value"]
    thirds = await ask(world.channel, "heroes discard", "third", "", first=first, second=second)
    assert not {first, second} & {t["value"] for t in thirds}
    third = thirds[0]["value"]
    saved(
        await member.slash(world.channel, "heroes discard", first=first, second=second, third=third)
    )
    return [first, second, third]


async def discard_by_dm_menu(world: World, member: Any) -> list[str]:
    """The DM's one menu choosing three cards: picked in any order, answered in one step."""
    message = dms(world, member)[-1]
    menu = selects(message)[0]
    assert menu["min_values"] == menu["max_values"] == 3
    cards = [o["value"] for o in menu["options"]][-3:][::-1]
    saved(await member.user.select(message, cards, custom_id=menu["custom_id"]))
    return cards


async def discard_by_move(world: World, member: Any) -> list[str]:
    offered = await member.autocomplete(world.channel, "move", "action", "")
    code = offered[0]["value"]
    assert code.startswith("discard:")
    saved(await member.slash(world.channel, "move", action=code))
    return code.split(":")[1:]


async def opening_discards(world: World, diary: Diary) -> None:
    alice, bob, carol = players(world)
    for member in players(world):
        newest = dms(world, member)[-1]
        assert "Your hand in" in newest.content and newest.attachments
        assert selects(newest), "a discard among 100+ sets is one menu choosing three cards"
    catalogue = (await view_and_codes(world, alice))[0]["catalogue"]
    for member, how in ((bob, discard_by_dm_menu), (alice, discard_by_command)):
        before = len(public_messages(world))
        cards = await how(world, member)
        news = "\n".join(text_of(m) for m in public_messages(world)[before:])
        named = [catalogue[c]["name"] for c in cards if catalogue[c]["name"] in news]
        assert not named, f"a secret discard leaked: {named}"
    await discard_by_move(world, carol)
    diary.routes |= {"discard command", "discard menu", "move"}
    view, _ = await view_and_codes(world, alice)
    assert view["phase"] == "play" and view["active"] is not None


# --- a turn --------------------------------------------------------------------------------------
def pick_trait(legal: dict[str, list[str]], diary: Diary) -> tuple[str, str]:
    """(card, trait): a trait not yet used if the hand allows, else one that ends rounds soon."""
    for order in ([t for t in WANTED if t not in diary.traits], list(QUICK)):
        for trait in order:
            for card, traits in legal.items():
                if trait in traits:
                    return card, trait
    raise AssertionError(f"no trait to invoke in {legal}")


async def play_by_command(world: World, member: Any, codes: list[str], diary: Diary) -> None:
    ask = member.autocomplete
    legal: dict[str, list[str]] = {}
    for code in codes:
        _, card, trait = code.split(":")
        legal.setdefault(card, []).append(trait)
    cards = await ask(world.channel, "heroes play", "card", "")
    assert {c["value"] for c in cards} == set(legal)
    assert all("→" in c["name"] and " for " in c["name"] for c in cards)  # what it would score
    card, trait = pick_trait(legal, diary)
    traits = await ask(world.channel, "heroes play", "trait", "", card=card)
    assert [t["value"] for t in traits] == [t for t in TRAITS if t in legal[card]]
    narrowed = await ask(world.channel, "heroes play", "card", "", trait=trait)
    assert {c["value"] for c in narrowed} == {c for c, ts in legal.items() if trait in ts}
    saved(await member.slash(world.channel, "heroes play", card=card, trait=trait))
    diary.traits.append(trait)
    diary.routes.add("play command")


async def extra_by_command(world: World, member: Any, codes: list[str], diary: Diary) -> None:
    cards = await member.autocomplete(world.channel, "heroes play", "card", "")
    assert {c["value"] for c in cards} == {c.split(":")[-1] for c in codes}
    saved(await member.slash(world.channel, "heroes play", card=cards[0]["value"]))
    diary.routes.add("extra card")


async def king_choice(world: World, member: Any, codes: list[str], diary: Diary) -> None:
    """The King's choice among the two cards seen: buttons in the actor's DM only (never under
    the public table), or ``/heroes play`` for the card to play."""
    wanted = KING_CHOICES[min(diary.kings, len(KING_CHOICES) - 1)]
    diary.kings += 1
    message = dms(world, member)[-1]
    ids = [b["custom_id"] for b in buttons(message)]
    assert all(any(i.endswith(":" + code) for i in ids) for code in codes), (codes, ids)
    seen = [c for c in codes if c != "king:pass"]  # passing names no card: it may be public
    assert not any(code in i for m in public_messages(world) for i in ids_of(m) for code in seen)
    playable = [c.split(":")[-1] for c in codes if c.startswith("king:play:")]
    if wanted == "play" and playable:
        cards = await member.autocomplete(world.channel, "heroes play", "card", "")
        assert [c["value"] for c in cards] == playable
        saved(await member.slash(world.channel, "heroes play", card=cards[0]["name"]))
        diary.routes.add("king play command")
        return
    code = next((c for c in codes if c.split(":")[1] == wanted), codes[-1])
    result = await member.user.click(
        message, custom_id=next(i for i in ids if i.endswith(":" + code))
    )
    saved(result)
    diary.routes.add("king button")


async def take_by_command(world: World, member: Any, codes: list[str], diary: Diary) -> None:
    cards = await member.autocomplete(world.channel, "heroes take", "card", "")
    assert {c["value"] for c in cards} == {c.split(":")[-1] for c in codes}
    saved(await member.slash(world.channel, "heroes take", card=cards[-1]["value"]))
    diary.routes.add("take command")


async def give_by_command(world: World, member: Any, codes: list[str], diary: Diary) -> None:
    ask = member.autocomplete
    people = await ask(world.channel, "heroes give", "player", "")
    assert {p["value"] for p in people} == {c.split(":")[1] for c in codes}
    whom = people[0]["value"]
    cards = await ask(world.channel, "heroes give", "card", "", player=people[0]["name"])
    assert {c["value"] for c in cards} == {
        c.split(":")[2] for c in codes if c.split(":")[1] == whom
    }
    saved(await member.slash(world.channel, "heroes give", player=whom, card=cards[0]["value"]))
    diary.routes.add("give command")


async def bottom_by_command(world: World, member: Any, codes: list[str], diary: Diary) -> None:
    ask = member.autocomplete
    first = (await ask(world.channel, "heroes bottom", "first", ""))[0]["value"]
    seconds = await ask(world.channel, "heroes bottom", "second", "", first=first)
    assert first not in {s["value"] for s in seconds} and seconds
    second = seconds[0]["value"]
    saved(await member.slash(world.channel, "heroes bottom", first=second, second=first))
    diary.routes.add("bottom command")


async def target_by_button_or_move(
    world: World, member: Any, codes: list[str], diary: Diary
) -> None:
    """A choice that reveals nothing: the button under the public table when there is one."""
    if await click_public(world, member, codes):
        diary.routes.add("public button")
        return
    offered = await member.autocomplete(world.channel, "move", "action", "")
    assert {o["value"] for o in offered} == set(codes[:25])
    saved(await member.slash(world.channel, "move", action=offered[0]["value"]))
    diary.routes.add("move")


def route(codes: list[str]) -> Any:
    first = codes[0]
    if first.startswith("play:"):
        return play_by_command
    if first.startswith("extra:"):
        return extra_by_command
    if any(c.startswith(("king:take:", "king:play:")) for c in codes):
        return king_choice
    if first.startswith("charm:take:"):
        return take_by_command
    if first.startswith("give:"):
        return give_by_command
    if first.startswith("bottom:"):
        return bottom_by_command
    return target_by_button_or_move


# --- reveals stay with the actor ----------------------------------------------------------------
@dataclass
class Seen:
    """The messages each member and the channel had before an action."""

    dms: dict[int, int]
    public: int


def before(world: World) -> Seen:
    return Seen({m.id: len(dms(world, m)) for m in players(world)}, len(public_messages(world)))


async def check_reveal(
    world: World, actor: Any, seen: Seen, shown_before: Any, diary: Diary
) -> None:
    """When the action showed the actor cards (King, Charismatic), the names and the private
    lines reach the actor's DM alone: not the channel, not the other players' DMs."""
    view, _ = await view_and_codes(world, actor)
    shown = view.get("shown")
    if not shown or shown == shown_before or shown.get("kind") not in REVEALS:
        return
    names = [card["name"] for card in shown["cards"]]
    # A player who goes on acting has their live DM edited in place (no second ring): the
    # newest DM from before the action counts too.
    new_dms = dms(world, actor)[max(0, seen.dms[actor.id] - 1) :]
    assert new_dms, "the reveal was not sent to the actor"
    mine_text = "\n".join(m.content or "" for m in new_dms)
    private = [line for line in mine_text.splitlines() if line.startswith("• ")]
    assert all(n in "\n".join(private) for n in names), (names, private)
    public = "\n".join(text_of(m) for m in public_messages(world)[seen.public :])
    assert not [n for n in names if n in public], f"{names} leaked to the channel:\n{public}"
    target = shown["seat"]
    for other in players(world):
        if other is actor:
            continue
        since = max(0, seen.dms[other.id] - 1)
        theirs = "\n".join(m.content or "" for m in dms(world, other)[since:])
        assert not [line for line in private if line in theirs], "a private line leaked"
        if players(world).index(other) != target:  # a third player knows none of those cards
            assert not [n for n in names if n in theirs], (names, theirs)
    diary.reveals.append(shown["kind"])


# --- the whole game -----------------------------------------------------------------------------
async def test_a_whole_game_through_commands_buttons_and_dms(world: World) -> None:
    diary = Diary()
    await seated_and_started(world)
    early = await world.alice.slash(world.channel, "heroes play", card="odysseus", trait="king")
    assert early.ephemeral and "can't play a card now" in said(early), said(early)
    await opening_discards(world, diary)

    for _ in range(400):
        status = await world.bot.service.status(world.channel.id)
        if status.outcome is not None:
            break
        if (status.public_view or {}).get("phase") == "discard":  # each round is dealt anew
            await opening_discards(world, diary)
            continue
        (seat,) = status.to_act
        actor = next(m for m in players(world) if m.id == seat.user_id)
        view, codes = await view_and_codes(world, actor)
        seen = before(world)
        await route(codes)(world, actor, codes, diary)
        await check_reveal(world, actor, seen, view.get("shown"), diary)
    else:
        raise AssertionError("the game did not end")

    final = await world.bot.service.status(world.channel.id)
    assert final.table.status == FINISHED and final.outcome is not None
    last = world.channel.history()[-1]
    assert "🏆" in (last.content or ""), last.content
    assert last.attachments and last.attachments[0].filename == "table.png"
    assert {"king", "charismatic", "pious"} <= set(diary.reveals), diary.reveals
    assert {
        "take command",
        "give command",
        "bottom command",
        "king button",
        "king play command",
        "play command",
    } <= diary.routes, diary.routes
    assert {"public button", "extra card"} & diary.routes, diary.routes


async def play_alone_with_bots(world: World, member: Any) -> None:
    """The one human plays the first legal move through the DM's buttons and menus (``/move``
    when the menu narrows), the bots the rest, to the end."""
    for _ in range(300):
        status = await world.bot.service.status(world.channel.id)
        if status.outcome is not None:
            return
        assert [s.user_id for s in status.to_act] == [member.id]
        offered = await member.autocomplete(world.channel, "move", "action", "")
        message = dms(world, member)[-1]
        ids = [b["custom_id"] for b in buttons(message)]
        press = next((i for i in ids if i.endswith(":" + offered[0]["value"])), None)
        if press is not None:
            saved(await member.user.click(message, custom_id=press))
        else:
            saved(await member.slash(world.channel, "move", action=offered[0]["value"]))
    raise AssertionError("the game did not end")


async def test_four_players_in_two_teams_with_bots(world: World) -> None:
    await world.alice.slash(world.channel, "game new", game="heroes")
    for _ in range(3):
        await world.alice.slash(world.channel, "game bot", level="normal")
    await world.alice.slash(world.channel, "game start")
    view, _ = await view_and_codes(world, world.alice)
    assert view["teams"] == [0, 1, 0, 1] and view["neutral_gods"]
    assert view["factions"][0] == view["factions"][2] != view["factions"][1]
    await play_alone_with_bots(world, world.alice)
    final = await world.bot.service.status(world.channel.id)
    assert final.table.status == FINISHED and final.outcome is not None
    last = world.channel.history()[-1]
    assert "🏆" in (last.content or ""), last.content
    if final.outcome["winners"]:  # a team won: the end names its side with its members
        assert last.content.startswith(("🏆 The Greeks (", "🏆 The Trojans (")), last.content
    else:  # the neutral Gods won: both teams lose
        assert "Gods" in last.content, last.content


async def test_two_players_against_the_neutral_gods_head_start(world: World) -> None:
    await world.alice.slash(world.channel, "game new", game="heroes", options="gods_start=4")
    await world.alice.slash(world.channel, "game bot", level="random")
    await world.alice.slash(world.channel, "game start")
    view, _ = await view_and_codes(world, world.alice)
    assert view["neutral_gods"] and view["controllers"]["god"] == []
    assert view["gods_start"] == 4 and view["scores"]["god"] == 4
    await play_alone_with_bots(world, world.alice)
    assert "🏆" in (world.channel.history()[-1].content or "")


async def test_heroes_commands_say_what_is_wrong(world: World) -> None:
    nothing = await world.alice.autocomplete(world.channel, "heroes play", "card", "")
    assert nothing == []  # no game here yet
    await seated_and_started(world)
    early = await world.bob.slash(world.channel, "heroes take", card="hector")
    assert early.ephemeral and "can't take a card now" in said(early), said(early)
    diary = Diary()
    await opening_discards(world, diary)

    status = await world.bot.service.status(world.channel.id)
    (seat,) = status.to_act
    actor = next(m for m in players(world) if m.id == seat.user_id)
    idle = next(m for m in players(world) if m is not actor)
    _, codes = await view_and_codes(world, actor)
    by_card: dict[str, list[str]] = {}
    for code in codes:
        by_card.setdefault(code.split(":")[1], []).append(code.split(":")[2])
    card = next(c for c, traits in by_card.items() if len(traits) > 1)

    answer = await actor.slash(world.channel, "heroes play", card=card)
    assert "Which trait do you invoke?" in said(answer), said(answer)
    answer = await actor.slash(world.channel, "heroes play", card="Achilles the Bold")
    assert "no card" in said(answer) or "can't play" in said(answer), said(answer)
    answer = await idle.slash(world.channel, "heroes play", card=card, trait=by_card[card][0])
    assert "not your turn" in said(answer), said(answer)
    assert await idle.autocomplete(world.channel, "heroes play", "card", "") == []
    assert (await world.bot.service.status(world.channel.id)).table.version == status.table.version


async def test_a_kings_choice_survives_a_restart(world: World) -> None:
    """The two cards a King saw are saved with the game: after a restart the DM's buttons of
    that choice still steal the card, and the card is the thief's."""
    await world.alice.slash(world.channel, "game new", game="heroes")
    await world.bob.slash(world.channel, "game join")
    await world.alice.slash(world.channel, "game start")
    for member in (world.alice, world.bob):
        offered = await member.autocomplete(world.channel, "move", "action", "")
        saved(await member.slash(world.channel, "move", action=offered[0]["value"]))
    for _ in range(60):
        status = await world.bot.service.status(world.channel.id)
        (seat,) = status.to_act
        actor = world.alice if seat.user_id == world.alice.id else world.bob
        _, codes = await view_and_codes(world, actor)
        king = next((c for c in codes if c.startswith("play:") and c.endswith(":king")), None)
        saved(await actor.slash(world.channel, "move", action=king or codes[0]))
        if king:
            break
    else:
        raise AssertionError("no King was played")
    # two players: the opponent is chosen for the King
    view, codes = await view_and_codes(world, actor)
    steal = next(c for c in codes if c.startswith("king:take:"))
    message = dms(world, actor)[-1]
    button = next(i for i in ids_of(message) if i.endswith(":" + steal))

    await world.restart()
    saved(await actor.user.click(message, custom_id=button))
    after, _ = await view_and_codes(world, actor)
    card = steal.split(":")[-1]
    assert card in [c["id"] for c in after["hand"]] and card not in [c["id"] for c in view["hand"]]
    assert await world.bot.service.replay_matches(world.channel.id)
