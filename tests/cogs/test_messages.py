"""What the messages say, built from an Update alone: a change the game says is not worth a new
picture is one short text with the same buttons; the extensions come from the registry."""

from __future__ import annotations

from dataclasses import replace

from cogs.kit.compose import messages
from engine import registry
from engine.ilios import GAME as ILIOS
from render.core.language import words
from tabletop.models import PLAYING, Choice, SeatInfo, TableInfo, Update


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
    assert ids == ["tt:h:5", "tt:m:5:9:pass", "tt:o:5"]  # "Log" last


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
    assert text.endswith("\n-# Move 9")
    assert [f.filename for f in message.kwargs()["files"]] == ["table.png"]


async def test_a_long_turn_cuts_the_oldest_events_first() -> None:
    update = an_update(post_table=True)
    update.events = [f"event {n}: " + "x" * 300 for n in range(12)]
    text = (await messages.table_message(update, picture=False)).content or ""
    assert "• event 10…\n• event 11…\n" in text and "event 9" not in text
    assert text.startswith("<@12>, it's your turn") and text.endswith(" · 10 more in 📜 Log")


async def test_the_text_above_the_picture_is_four_short_lines() -> None:
    """A phone shows the words above the picture: whose turn, the newest two lines, one line
    of small print; the rest is one press of "Log" away, the how-to-play in /game rules."""
    update = an_update(post_table=True)
    update.table = replace(update.table, pace=300)
    update.events = [f"alice plays card {n} " + "and then some more " * 8 for n in range(7)]
    text = (await messages.table_message(update)).content or ""
    lines = text.splitlines()
    assert len(lines) == 4 and all(len(line) <= 90 for line in lines), lines
    assert lines[0] == "<@12>, it's your turn: place an iron weapon."
    assert lines[1].startswith("• alice plays card 5 ") and lines[1].endswith("…")
    assert lines[2].startswith("• alice plays card 6 ")
    assert lines[3] == "-# Move 9 · ⏱ 5 min per decision · 5 more in 📜 Log"
    assert "/move" not in text and "My hand" not in text


async def test_the_result_is_said_once_with_the_game_s_own_words() -> None:
    """The game's summary (here ILIOS's plunder) is the result line; the last event that says
    it again and a "Final scores" line are left out."""
    finished = an_update(post_table=True)
    summary = "bob wins with 9 plunder."
    finished.outcome = {"winners": [1], "scores": [7, 9], "summary": summary}
    finished.events = ["alice plunders a Horse at C4 (+2).", summary]
    text = (await messages.table_message(finished)).content or ""
    assert text.splitlines() == [
        "🏆 bob wins with 9 plunder.",
        "• alice plunders a Horse at C4 (+2).",
        "-# Game over after 9 moves · 🔁 Rematch: same seats, new game",
    ]


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


async def test_a_finished_table_offers_rematch_replay_review_and_the_log() -> None:
    finished = an_update(post_table=True)
    finished.outcome = {"winners": [0], "scores": [7, 5], "summary": "", "team_scores": [12, 9]}
    message = await messages.table_message(finished)
    assert message.embed is None and message.view is not None
    # The game is over: no move buttons, only Rematch, Replay, Review and the Log.
    assert [getattr(getattr(c, "item", c), "label", "") for c in message.view.children] == [
        "Rematch",
        "Replay",
        "Review",
        "Log",
    ]
    lines = (message.content or "").splitlines()
    assert lines[0] == "🏆 alice won!" and not any("scores" in line for line in lines)


def test_lists_of_players_read_naturally() -> None:
    english, french = words("en"), words("fr")
    assert [
        english.listing(["a"]),
        english.listing(["a", "b"]),
        english.listing(["a", "b", "c"]),
    ] == [
        "a",
        "a and b",
        "a, b and c",
    ]
    assert french.listing(["a", "b", "c"]) == "a, b et c"
    assert english.listing([]) == french.listing([]) == ""


def test_a_hand_names_a_card_s_value_only_when_it_says_more() -> None:
    """Iliad's "Hoplites 1" already says 1 and an Elephant's 0 says nothing: no "(value)";
    a Hero's strength and an ILIOS tile's are read from it; the Siege's words come whole."""
    from cogs.kit.compose.present import hand_text, item_name
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


async def test_a_time_out_stays_above_the_table_whatever_follows_it() -> None:
    """The moves a bot makes after a player ran out of time come after the time-out's line; the
    table still says it (else it shows a move the player never made, without saying why)."""
    late = "⌛ bob ran out of time: a bot played for them."
    lines = [late, "bob deployed a Spearman at C4.", "bob drew a tile.", "alice drew a tile."]
    update = replace(an_update(post_table=True), events=lines)
    content = (await messages.table_message(update)).content or ""
    shown = content.split("\n")
    assert f"• {late}" in shown and "• alice drew a tile." in shown, content
    assert "• bob drew a tile." not in shown and len(shown) <= 4, content
    assert shown.index(f"• {late}") < shown.index("• alice drew a tile."), content
    assert "2 more in 📜 Log" in shown[-1], content
