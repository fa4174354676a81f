"""Teams through the real bot, on the fixture game Skirmish (4 seats: teams (0, 1, 0, 1)): the
lobby card shows them, ``/game team`` picks one (autocomplete offers the teams with room), the
start seats partners opposite, the end names the winning team, and ``/game stats`` counts the
team's win for each member."""

from __future__ import annotations

from typing import Any

from simtable import World, components, is_table, private, said

from cogs.kit.compose.present import outcome_text, scores_text, team_scores_text
from engine import registry
from tabletop.models import SeatInfo, TableInfo

TEAM_GAME = "skirmish"


async def lobby_of_four(world: World) -> Any:
    """Alice hosts; Bob and Carol join; one bot. Returns the lobby message."""
    result = await world.alice.slash(world.channel, "game new", game=TEAM_GAME)
    await world.bob.slash(world.channel, "game join")
    await world.carol.slash(world.channel, "game join")
    await world.alice.slash(world.channel, "game bot", level="normal")
    return result.response


def lobby(world: World) -> Any:
    return world.channel.history()[0]


async def test_lobby_shows_teams_and_team_choice(world: World) -> None:
    await lobby_of_four(world)
    card = lobby(world).embeds[0]
    assert card.description.splitlines() == [
        "**Team A**: alice (host, may move), carol (may move)",
        "**Team B**: bob (may move), Bot 1 (normal) (may move)",
    ]
    assert any(f.name == "Teams" and "/game team" in f.value for f in card.fields)

    offered = await world.carol.autocomplete(world.channel, "game team", "team", "")
    assert [o["value"] for o in offered] == ["A", "B", "any"]
    assert offered[0]["name"] == "Team A (2 of 2 places free)"
    offered = await world.carol.autocomplete(world.channel, "game team", "team", "team b")
    assert [o["value"] for o in offered] == ["B"]
    chosen = await world.carol.slash(world.channel, "game team", team="B")
    assert chosen.ephemeral and "Team B" in said(chosen)
    chosen = await world.bob.slash(world.channel, "game team", team="b")
    assert chosen.ephemeral and "Team B" in said(chosen)
    assert lobby(world).embeds[0].description.splitlines() == [
        "**Team A**: alice (host, may move), Bot 1 (normal) (may move)",
        "**Team B**: bob, carol",
    ]
    # Team B is full for Alice: autocomplete no longer offers it, and choosing it is refused.
    offered = await world.alice.autocomplete(world.channel, "game team", "team", "")
    assert [o["value"] for o in offered] == ["A", "any"]
    refused = await world.alice.slash(world.channel, "game team", team="B")
    assert refused.ephemeral and "Team B is full" in said(refused)
    assert "Pick another team with `/game team`" in said(refused)  # the cogs' Discord words
    refused = await world.alice.slash(world.channel, "game team", team="D")
    assert refused.ephemeral and "no team 'D'" in said(refused)
    refused = await world.alice.slash(world.channel, "game team", team="blue")
    assert refused.ephemeral and "not a team" in said(refused)
    refused = await world.mod.slash(world.channel, "game team", team="A")
    assert refused.ephemeral and "not seated" in said(refused)


async def test_start_seats_partners_opposite_and_end_names_the_team(world: World) -> None:
    await lobby_of_four(world)
    await world.alice.slash(world.channel, "game team", team="A")
    await world.bob.slash(world.channel, "game team", team="A")
    await world.alice.slash(world.channel, "game start")
    table = await world.bot.service.status(world.channel.id)
    seating = [(s.name, s.team) for s in table.table.seats]
    assert seating == [("alice", 0), ("carol", 1), ("bob", 0), ("Bot 1 (normal)", 1)]
    first = next(m for m in world.channel.history() if is_table(m))
    assert "Team A: alice and bob · Team B: carol and Bot 1 (normal)" in first.content

    refused = await world.carol.slash(world.channel, "game team", team="A")
    assert refused.ephemeral and "already started" in said(refused)

    update = await play_to_the_end(world)
    won = {update.table.seats[w].team for w in update.outcome["winners"]}
    final = world.channel.history()[-1]
    # The game's own summary names the winning partners: said once, with no "Team scores".
    summary = update.outcome["summary"]
    assert final.content.splitlines()[0] == f"🏆 {summary}" and " won with " in summary
    members = {0: "alice and bob", 1: "carol and Bot 1 (normal)"}
    assert all(members[t] in summary for t in won)
    assert final.content.count(summary) == 1 and "scores" not in final.content

    stats = await world.bob.slash(world.channel, "game stats")
    text = stats.response.embeds[0].description
    expected = int(0 in won)
    assert f"**{expected}** won of **1**" in text
    assert f"In a team: **{expected}** won of **1**" in text


async def play_to_the_end(world: World) -> Any:
    """The humans play their first legal move through ``/move`` until the game ends."""
    service = world.bot.service
    for _ in range(200):
        update = await service.status(world.channel.id)
        if update.outcome is not None:
            return update
        seat = next(s for s in update.to_act if s.user_id is not None)
        member = next(m for m in (world.alice, world.bob, world.carol) if m.id == seat.user_id)
        code = (await service.choices(world.channel.id, member.id))[0].code
        await member.slash(world.channel, "move", action=code)
    raise AssertionError("the game did not end")


def finished_table(teams: tuple[int | None, ...]) -> TableInfo:
    names = ("Alice", "Bob", "Carol", "Dave")
    seats = tuple(SeatInfo(i, names[i], user_id=i + 1, team=t) for i, t in enumerate(teams))
    return TableInfo(1, 1, 1, "skirmish", "Skirmish", "finished", 1, {}, seats, 9, 2, 4)


def test_end_words_for_teams_ties_and_solo_games() -> None:
    four = finished_table((0, 1, 0, 1))
    outcome = {"winners": [1, 3], "scores": [3, 4, 5, 6], "team_scores": [8, 10], "summary": ""}
    assert outcome_text(four, outcome) == "🏆 Team B (Bob and Dave) wins!"
    assert (
        team_scores_text(four, outcome) == "Team A 8 (Alice and Carol) · Team B 10 (Bob and Dave)"
    )
    assert scores_text(four, outcome) == "Alice 3 · Bob 4 · Carol 5 · Dave 6"
    tie = {**outcome, "winners": [0, 1, 2, 3], "summary": "A tie at 9."}
    assert outcome_text(four, tie) == (
        "🏆 Team A (Alice and Carol) and Team B (Bob and Dave) share the win — A tie at 9."
    )
    alone = finished_table((None, None))
    solo = {"winners": [1], "scores": [3, 4], "summary": "Bob wins with 4."}
    assert outcome_text(alone, solo) == "🏆 Bob wins with 4."
    assert scores_text(alone, solo) == "Alice 3 · Bob 4"
    assert team_scores_text(alone, solo) == ""


def team_menu(message: Any) -> dict[str, Any]:
    (menu,) = [c for c in components(message) if c["type"] == 3]
    return menu


async def test_the_lobby_menu_picks_a_team(world: World) -> None:
    await lobby_of_four(world)
    menu = team_menu(lobby(world))
    assert [(o["label"], o["value"]) for o in menu["options"]] == [
        ("Team A", "A"),
        ("Team B", "B"),
        ("Any team", "any"),
    ]
    assert menu["options"][0]["description"] == "2 of 2 places free"

    chosen = await world.bob.select(lobby(world), ["B"], custom_id=menu["custom_id"])
    assert private(chosen) and "You'll play in Team B." in said(chosen)
    # Carol's choice crosses Alice's: Alice's card still offers B, and the service refuses it.
    await world.bot.service.choose_team(world.channel.id, world.carol.id, 1)
    refused = await world.alice.select(lobby(world), ["B"], custom_id=menu["custom_id"])
    assert private(refused) and "Team B is full" in said(refused)
    chosen = await world.carol.select(lobby(world), ["B"], custom_id=menu["custom_id"])
    assert private(chosen) and "You'll play in Team B." in said(chosen)
    card = lobby(world)
    assert card.embeds[0].description.splitlines() == [
        "**Team A**: alice (host, may move), Bot 1 (normal) (may move)",
        "**Team B**: bob, carol",
    ]
    assert [o["value"] for o in team_menu(card)["options"]] == ["A", "any"]  # B is full
    chosen = await world.bob.select(card, ["any"], custom_id=menu["custom_id"])
    assert "placed in a team with room" in said(chosen)
    menu = team_menu(lobby(world))
    assert [o["value"] for o in menu["options"]] == ["A", "B", "any"]
    assert menu["options"][1]["description"] == "1 of 2 places free"

    await world.alice.slash(world.channel, "game start")
    assert [c["type"] for c in components(lobby(world))] == []  # the menu goes with the lobby


async def test_no_team_menu_without_teams(world: World) -> None:
    await world.alice.slash(world.channel, "game new", game="ilios")
    assert [c["type"] for c in components(lobby(world))] == [2, 2, 2, 2]
    refused = await world.alice.slash(world.channel, "game team", team="A")
    assert refused.ephemeral and "has no teams" in said(refused)


def test_a_two_sided_game_names_the_winning_side() -> None:
    """The side's name comes from the game's own public view (the Siege's sides, Heroes'
    factions), not from a list of games in the bot."""
    siege = registry.get("siege")
    view = siege.public_view(siege.setup({}, 2, 7, teams=siege.teams({}, 2)))
    two = finished_table((0, 1))
    won = {"winners": [1], "scores": [0, 1], "summary": "Day 2 ends and Troy still stands."}
    assert (
        outcome_text(two, won, view)
        == "🏆 The Trojans (Bob) win — Day 2 ends and Troy still stands."
    )
    assert outcome_text(two, won) == "🏆 Team B (Bob) wins — Day 2 ends and Troy still stands."
    # A summary that names the winners is the whole line: the result said once.
    named = {**won, "summary": "The Trojans (Bob) win — Troy still stands."}
    assert outcome_text(two, named, view) == "🏆 The Trojans (Bob) win — Troy still stands."
    heroes = registry.get("heroes")
    state = heroes.setup({}, 4, 7, teams=heroes.teams({}, 4))
    view = heroes.public_view(state)
    four = finished_table((0, 1, 0, 1))
    side = "Greeks" if view["factions"][0] == "greek" else "Trojans"
    done = {"winners": [0, 2], "scores": [1, 0, 1, 0], "summary": ""}
    assert outcome_text(four, done, view) == f"🏆 The {side} (Alice and Carol) win!"
