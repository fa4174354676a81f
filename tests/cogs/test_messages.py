"""What the messages say, built from an Update alone: a change the game says is not worth a new
picture is one short text with the same buttons; the extensions come from the registry."""

from __future__ import annotations

from cogs.discord_kit import messages
from cogs.tabletop.models import PLAYING, Choice, SeatInfo, TableInfo, Update
from engine import registry
from engine.ilios import GAME as ILIOS


def an_update(*, post_table: bool) -> Update:
    seats = (SeatInfo(0, "alice", user_id=11), SeatInfo(1, "bob", user_id=12))
    table = TableInfo(
        game_id=5,
        channel_id=50,
        guild_id=None,
        game_key="ilios",
        title="ILIOS",
        status=PLAYING,
        host_id=11,
        options={},
        seats=seats,
        version=9,
        min_seats=2,
        max_seats=4,
    )
    view = dict(ILIOS.public_view(ILIOS.setup({"size": "5"}, 2, 3)))
    return Update(
        table,
        view,
        ["alice moves a Horse to C4."],
        {},
        [Choice("pass", "Pass")],
        [seats[1]],
        None,
        post_table=post_table,
    )


async def test_not_worth_a_picture_is_one_short_text() -> None:
    message = await messages.table_message(an_update(post_table=False))
    assert message.image is None and message.embed is None
    assert (message.content or "").startswith("• alice moves a Horse to C4.\n<@12>, it's your turn")
    assert message.view is not None
    ids = [getattr(item, "custom_id", "") for item in message.view.children]
    assert ids == ["tt:h:5", "tt:m:5:9:pass"]


async def test_mentions_show_everyone_to_act_but_notify_only_whom_they_mean() -> None:
    """The table names whoever must act with a mention; only the users it is told to notify
    are allowed to be notified (nobody by default: their DM tells them)."""
    update = an_update(post_table=False)
    quiet = await messages.table_message(update)
    assert "<@12>, it's your turn" in (quiet.content or "")
    mentions = quiet.kwargs()["allowed_mentions"].to_dict()
    assert mentions == {"parse": [], "users": []}  # roles, everyone and replies: none
    loud = await messages.table_message(update, notify=[12])
    assert loud.kwargs()["allowed_mentions"].to_dict()["users"] == [12]


async def test_worth_a_picture_posts_the_board_as_a_plain_attachment() -> None:
    message = await messages.table_message(an_update(post_table=True))
    assert message.image and message.image.startswith(b"\x89PNG")
    assert message.embed is None  # Discord shows a plain attachment larger than an embed's
    text = message.content or ""
    assert text.startswith("<@12>, it's your turn") and "\n• alice moves a Horse to C4.\n" in text
    assert "\nPlayers: alice · ▶ bob\n-# ILIOS · Move 9 · " in text
    assert [f.filename for f in message.kwargs()["files"]] == ["table.png"]


async def test_a_long_turn_cuts_the_oldest_events_first() -> None:
    update = an_update(post_table=True)
    update.events = [f"event {n}: " + "x" * 300 for n in range(12)]
    text = (await messages.table_message(update, picture=False)).content or ""
    assert len(text) <= 2000 and "event 11:" in text and "event 0:" not in text
    assert text.startswith("<@12>, it's your turn") and "\n-# ILIOS · Move 9 · " in text


def test_each_registered_game_brings_its_own_cog() -> None:
    from types import SimpleNamespace

    from bot import extensions

    assert extensions()[:2] == ["cogs.game", "cogs.admin"] and "cogs.ilios" in extensions()
    registry.register(SimpleNamespace(key="twin"), cog="cogs.ilios")  # type: ignore[arg-type]
    registry.register(SimpleNamespace(key="plain"), cog=None)  # type: ignore[arg-type]
    registry.register(SimpleNamespace(key="new"), cog="cogs.new_game")  # type: ignore[arg-type]
    try:
        assert extensions().count("cogs.ilios") == 1 and extensions()[-1] == "cogs.new_game"
    finally:
        for key in ("twin", "plain", "new"):
            registry.unregister(key)


async def test_a_team_result_shows_the_team_scores() -> None:
    finished = an_update(post_table=True)
    finished.outcome = {"winners": [0], "scores": [7, 5], "summary": "", "team_scores": [12, 9]}
    message = await messages.table_message(finished)
    assert message.embed is None and message.view is not None
    # The game is over: no move buttons, only Rematch (issue 9).
    assert [getattr(getattr(c, "item", c), "label", "") for c in message.view.children] == [
        "Rematch"
    ]
    lines = (message.content or "").splitlines()
    assert "Team scores: Team A 12 · Team B 9" in lines  # letters, as in the lobby
    assert "Final scores: alice 7 · bob 5" in lines
    assert any(line.startswith("🏆 alice won") for line in lines)


def test_lists_of_players_read_naturally() -> None:
    from cogs.discord_kit.present import listing

    assert [listing(["a"]), listing(["a", "b"]), listing(["a", "b", "c"])] == [
        "a",
        "a and b",
        "a, b and c",
    ]
    assert listing([]) == ""


def test_a_hand_names_a_card_s_value_only_when_it_says_more() -> None:
    """Iliad's "Hoplites 1" already says 1 and an Elephant's 0 says nothing: no "(value)";
    a Hero's strength and an ILIOS tile's are read from it; the Siege's words come whole."""
    from cogs.discord_kit.present import hand_text, item_name
    from engine.iliad.views import CATALOGUE as ILIAD
    from engine.ilios.views import catalogue

    iliad = {"catalogue": ILIAD, "hand": ["h1", "elephant", "thanatos2", "ajax", "city3"]}
    table = an_update(post_table=False).table
    text = hand_text(table, iliad, [], your_turn=False, in_dm=True)
    assert "Hoplites 1 · Elephant · Thanatos −2 · Ajax (6) · City 3" in text, text
    ilios = {"catalogue": catalogue(True)}
    assert [item_name(ilios, k) for k in ("spearman", "wasteland", "troy")] == [
        "Spearman (4)",
        "Wasteland",
        "Troy (16)",
    ]
    siege = {"catalogue": {"ajax": {"name": "Ajax (8) at I11"}}}
    assert item_name(siege, "ajax") == "Ajax (8) at I11"
    heroes_card = {"id": "odysseus", "name": "Odysseus", "faction": "greek"}
    assert item_name({"catalogue": {"odysseus": heroes_card}}, heroes_card) == "Odysseus"
