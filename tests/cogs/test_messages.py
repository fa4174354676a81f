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


async def test_a_short_text_does_not_ping_the_mover_who_goes_on() -> None:
    """A side planning piece after piece must not ping its own commander once per piece; anyone
    else who must act is still pinged."""
    update = an_update(post_table=False)
    acting = update.to_act[0]
    quiet = await messages.table_message(update, mover=acting.user_id)
    assert f"<@{acting.user_id}>" not in (quiet.content or "")
    assert f"**{acting.name}**, it's your turn" in (quiet.content or "")
    other = await messages.table_message(update, mover=999)
    assert f"<@{acting.user_id}>, it's your turn" in (other.content or "")


async def test_worth_a_picture_posts_the_board() -> None:
    message = await messages.table_message(an_update(post_table=True))
    assert message.image and message.image.startswith(b"\x89PNG")
    assert message.embed is not None and "alice moves a Horse to C4." in (
        message.embed.description or ""
    )


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
    assert message.embed is not None and message.view is not None
    # The game is over: no move buttons, only Rematch (issue 9).
    assert [getattr(getattr(c, "item", c), "label", "") for c in message.view.children] == [
        "Rematch"
    ]
    fields = {f.name: f.value for f in message.embed.fields}
    assert fields["Team scores"] == "Team A 12 · Team B 9"  # letters, as in the lobby
    assert fields["Final scores"] == "alice 7 · bob 5"
    assert (message.content or "").startswith("🏆 alice won")


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
