"""``/siege`` lists: each option offers only legal choices — the very codes ``/move`` offers —
narrowed by the options already typed and by what is being typed; ``/siege view`` shows a zoomed
map to the asker alone.
"""

from __future__ import annotations

from simtable import World, legal, private, said, siege_first_move


def values(offered: list[dict[str, str]]) -> list[str]:
    return [o["value"] for o in offered]


def public_ids(world: World) -> list[int]:
    return [m.id for m in world.channel.history(viewer=world.alice) if not m.flags.ephemeral]


async def test_move_lists_are_the_legal_moves_narrowed_by_what_is_typed(world: World) -> None:
    await siege_first_move(world)
    channel, ask = world.channel, world.alice.autocomplete
    codes = await legal(world, world.alice)
    movers = list(dict.fromkeys(c.split(":")[1] for c in codes if c.startswith("move:")))
    pieces = values(await ask(channel, "siege move", "piece", ""))
    assert pieces == movers[:25]
    assert values(await ask(channel, "siege move", "piece", "aj")) == [
        p for p in movers if p.startswith("aj")
    ]
    assert values(await ask(channel, "siege move", "piece", "", to="A1")) == movers[:25]

    piece = pieces[0]
    squares = [c.split(":")[2] for c in codes if c.startswith(f"move:{piece}:")]
    assert len(squares) > 25, "a hero reaches more squares than one list shows"
    offered = values(await ask(channel, "siege move", "to", "", piece=piece))
    assert offered == squares[:25]
    column = squares[-1][0]
    in_column = [s for s in squares if s.startswith(column)]
    typed = await ask(channel, "siege move", "to", column.lower(), piece=piece)
    assert values(typed) == in_column[:25]  # "m" means column M, not every "Move …"
    assert all(o["name"].startswith(o["value"]) for o in typed)
    # The piece may be named by its name or by the square it stands on.
    view = (await world.bot.service.status(channel.id)).public_view or {}
    placed = next(p for p in view["pieces"] if p["id"] == piece)
    for named in (placed["name"], placed["square"]):
        assert values(await ask(channel, "siege move", "to", "", piece=named)) == offered
    # Nobody else gets a list: not the side waiting, not a spectator.
    assert await world.bob.autocomplete(channel, "siege move", "piece", "") == []
    assert await world.carol.autocomplete(channel, "siege move", "piece", "") == []


async def test_undo_lists_only_planned_pieces_and_takes_back_the_plan(world: World) -> None:
    await siege_first_move(world)
    channel, alice = world.channel, world.alice
    assert await alice.autocomplete(channel, "siege undo", "piece", "") == []
    codes = [c for c in await legal(world, alice) if c.startswith("move:")]
    first, second = codes[0], next(c for c in codes if c.split(":")[1] != codes[0].split(":")[1])
    for code in (first, second):
        _, piece, to = code.split(":")
        assert "✅ Saved" in said(await alice.slash(channel, "siege move", piece=piece, to=to))
    planned = values(await alice.autocomplete(channel, "siege undo", "piece", ""))
    assert planned == [first.split(":")[1], second.split(":")[1]]
    result = await alice.slash(channel, "siege undo")
    assert private(result) and "Which one?" in said(result)
    assert "✅ Saved" in said(await alice.slash(channel, "siege undo", piece=planned[0]))
    view = (await world.bot.service.status(channel.id)).public_view or {}
    assert [p["piece"] for p in view["plans"]] == [planned[1]]
    assert "✅ Saved" in said(await alice.slash(channel, "siege undo"))  # the only one left
    view = (await world.bot.service.status(channel.id)).public_view or {}
    assert view["plans"] == []


async def test_set_up_lists_and_swaps(world: World) -> None:
    channel, alice = world.channel, world.alice
    await alice.slash(channel, "game new", game="siege", options="scenario=day1")
    await world.bob.slash(channel, "game join")
    await alice.slash(channel, "game start")
    codes = await legal(world, alice)
    assert "ready" in codes
    pieces = values(await alice.autocomplete(channel, "siege swap", "piece", ""))
    squares = values(await alice.autocomplete(channel, "siege swap", "square", "", piece="ajax"))
    swaps = [c.split(":")[2] for c in codes if c.startswith("swap:ajax:")]
    assert pieces and squares == swaps[:25]
    assert await alice.autocomplete(channel, "siege move", "piece", "") == []


async def test_view_around_shows_a_zoomed_map_to_the_asker_alone(world: World) -> None:
    await siege_first_move(world)
    channel = world.channel
    offered = await world.carol.autocomplete(channel, "siege view", "around", "f")
    assert offered and all(o["value"].startswith("F") for o in offered)
    assert values(await world.carol.autocomplete(channel, "siege view", "around", "a1")) == ["A1"]
    before = public_ids(world)
    for around, square in (("f7", "F7"), ("Hector", None)):
        result = await world.carol.slash(channel, "siege view", around=around)  # a spectator
        assert private(result), said(result)
        (reply,) = [m for m in [result.response, *result.followups] if m and m.attachments]
        assert reply.attachments[0].filename.endswith(".png")
        if square:
            assert f"Around {square}" in said(result)
    assert public_ids(world) == before


async def test_view_around_speaks_the_askers_language(
    world: World, locales: dict[int, str]
) -> None:
    """A French spectator's zoom says its square, its pieces and its picture in French."""
    await siege_first_move(world)
    locales[world.carol.id] = "fr"
    offered = await world.carol.autocomplete(world.channel, "siege view", "around", "")
    assert any(" — " in o["name"] for o in offered)
    result = await world.carol.slash(world.channel, "siege view", around="f7")
    assert "Autour de F7 :" in said(result), said(result)
    (reply,) = [m for m in [result.response, *result.followups] if m and m.attachments]
    description = reply.attachments[0].description
    assert description and "autour de F7" in description and " the " not in description, description


async def test_three_players_two_greek_commanders_each_list_their_own_pieces(
    world: World,
) -> None:
    channel = world.channel
    await world.alice.slash(channel, "game new", game="siege", options="scenario=day2")
    for member in (world.bob, world.carol):
        await member.slash(channel, "game join")
    await world.alice.slash(channel, "game start")
    members = {m.id: m for m in (world.alice, world.bob, world.carol)}
    table = await world.bot.service.table(channel.id)
    seat_of = {s.user_id: s.seat for s in table.seats}
    for _ in range(3):  # the set-up, one commander after the other
        (acting,) = (await world.bot.service.status(channel.id)).to_act
        assert "✅ Saved" in said(await members[acting.user_id].slash(channel, "siege end"))
    view = (await world.bot.service.status(channel.id)).public_view or {}
    greeks = view["commanders"]["greek"]
    assert len(greeks) == 2 and view["phase"] == "move"
    commander = {p["id"]: p["commander"] for p in view["pieces"]}
    for seat in greeks:  # the Greeks' move: each commander plans his own pieces, then ends
        (acting,) = (await world.bot.service.status(channel.id)).to_act
        assert acting.seat == seat
        member = members[acting.user_id]
        offered = values(await member.autocomplete(channel, "siege move", "piece", ""))
        assert offered and {commander[p] for p in offered} == {seat}
        other = next(p for p, s in commander.items() if s in greeks and s != seat)
        result = await member.slash(channel, "siege move", piece=other, to="F7")
        other_name = next(s.name for s in table.seats if s.seat == commander[other])
        assert private(result) and f"commanded by {other_name}" in said(result)
        piece = offered[0]
        to = values(await member.autocomplete(channel, "siege move", "to", "", piece=piece))[0]
        assert "✅ Saved" in said(await member.slash(channel, "siege move", piece=piece, to=to))
        assert "✅ Saved" in said(await member.slash(channel, "siege end"))
    (acting,) = (await world.bot.service.status(channel.id)).to_act
    assert seat_of[acting.user_id] in view["commanders"]["trojan"]


async def test_move_with_nothing_typed_offers_ready_then_end_among_the_first(
    world: World,
) -> None:
    """``/move`` stops at Discord's 25 choices: the way to finish the set-up or the move must be
    among the first ones, not lost behind hundreds of moves."""
    channel, alice = world.channel, world.alice
    await alice.slash(channel, "game new", game="siege", options="scenario=day1")
    await world.bob.slash(channel, "game join")
    await alice.slash(channel, "game start")
    setup = values(await alice.autocomplete(channel, "move", "action", ""))
    assert len(setup) == 25 and "ready" in setup[:3], setup[:5]
    assert "✅ Saved" in said(await alice.slash(channel, "siege end"))
    assert "✅ Saved" in said(await world.bob.slash(channel, "siege end"))
    view = (await world.bot.service.status(channel.id)).public_view or {}
    assert view["phase"] == "move"
    planning = values(await alice.autocomplete(channel, "move", "action", ""))
    assert len(planning) == 25 and "end" in planning[:3], planning[:5]
