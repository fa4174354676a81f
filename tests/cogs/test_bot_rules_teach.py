"""Rules that teach, through the real bot: pages read as paragraphs (the file's hard line breaks
are gone), every game has a "Your first turn in Discord" topic naming only commands the bot
has, a menu under each page jumps to any topic (after a restart too), the overview's picture
is a full-width attachment rather than an embed's image, every page fits Discord, and the
Siege's rules give each piece the movement the engine gives it."""

from __future__ import annotations

import re
from typing import Any

import discord
import limits
from simtable import DEV_GUILD, World, buttons, dms, selects

from cogs.kit.components import ids
from cogs.kit.components.help import RulesTopicSelect, rules_page
from cogs.kit.compose.help import PICTURE_NAME, topic_options
from engine.core.rulebook import OVERVIEW, Rulebook, Topic, rules_file
from engine.siege.pieces import PIECES
from tabletop.helpdesk import rules_of

GAMES = ("ilios", "siege", "heroes", "iliad")
FIRST_TURN = "Your first turn in Discord"  # the topic every game has, by the name players read
# What starts a line of its own in markdown: a list item, a table row, a heading, a quote.
BLOCK = re.compile(r"\s*([-*+] |[0-9]+[.)] |\||#|>)")


async def shown_pages(world: World, key: str, topic: str) -> list[tuple[str, str]]:
    """Every page of a topic as the bot shows it, (title, text): ``/game rules``, then "Next ▶"
    to the end (the message is edited in place, so each page is read when shown)."""
    page = (await world.carol.slash(world.channel, "game rules", game=key, topic=topic)).response
    pages = [(page.embeds[0].title, page.embeds[0].description)]
    while any(b.get("label") == "Next ▶" for b in buttons(page)):
        turned = await world.carol.click(page, label="Next ▶")
        page = turned.response or page
        pages.append((page.embeds[0].title, page.embeds[0].description))
    return pages


def source_sections(key: str) -> dict[str, list[str]]:
    """The rules file's lines under each ``##`` heading (the intro is the overview)."""
    sections: dict[str, list[str]] = {OVERVIEW: []}
    current = OVERVIEW
    for line in rules_file(key).read_text(encoding="utf-8").splitlines():
        if line.startswith("## "):
            current = line[3:].strip()
            sections[current] = []
        elif not line.startswith("# "):
            sections[current].append(line)
    return sections


def hard_breaks(lines: list[str]) -> list[tuple[str, str]]:
    """Each pair of source lines where prose goes on past a line break (same paragraph; the
    second line starts no list item, table row or heading; the first is no table or heading)."""
    pairs = []
    for before, after in zip(lines, lines[1:], strict=False):
        if not before.strip() or not after.strip() or BLOCK.match(after):
            continue
        if before.strip().startswith(("|", "#")):
            continue
        pairs.append((before.strip(), after.strip()))
    return pairs


# --- reflowed paragraphs -------------------------------------------------------------------------
async def test_pages_read_as_paragraphs_not_as_the_files_line_breaks(world: World) -> None:
    checked = 0
    for key in GAMES:
        for name, lines in source_sections(key).items():
            pages = await shown_pages(world, key, name)
            text = "\n\n".join(text for _, text in pages)
            for before, after in hard_breaks(lines):
                assert f"{before}\n{after}" not in text, (key, name, before)
                assert f"{before} {after}" in text, (key, name, before, after)
                checked += 1
            # Lists keep a line per item (tables become lists: see below).
            rows = text.split("\n")
            for line in lines:
                if BLOCK.match(line) and not line.lstrip().startswith(("#", "|")):
                    assert any(r.startswith(line.rstrip()) for r in rows), (key, name, line)
    assert checked > 100  # the files are hard-wrapped at 100 columns: many breaks to mend


def test_a_sample_with_hard_breaks_is_reflowed_keeping_its_blocks() -> None:
    from engine.core.rulebook import parse

    book = parse(
        "Intro that is\nwrapped twice\nin the file.\n\n"
        "- an item that\n  goes on\n- a second item\n\n"
        "| a | b |\n|---|---|\n| 1 | 2 |\n\n"
        "### Sub\nText under\nit.\n"
    )
    assert book.topics[0].pages[0] == (
        "Intro that is wrapped twice in the file.\n\n"
        "- an item that goes on\n- a second item\n\n"
        "- **1**: 2\n\n"
        "### Sub\nText under it."
    )


def test_tables_become_lists_discord_can_show() -> None:
    from engine.core.rulebook import tables_as_lists

    three = "| tile | copies | value |\n|---|---|---|\n| Spearman | 10 | 4 |\n| Oracle | 2 | 8 |"
    assert tables_as_lists(three) == (
        "- **Spearman** — copies: 10 · value: 4\n- **Oracle** — copies: 2 · value: 8"
    )
    paired = "| Greek | traits | God | traits |\n|--|--|--|--|\n| Ajax | Strong | Zeus | King |"
    assert tables_as_lists(paired) == "**Greek**\n- Ajax: Strong\n\n**God**\n- Zeus: King"
    fenced = "```\n| a | b |\n|---|---|\n```"
    assert tables_as_lists(fenced) == fenced


async def test_no_rules_page_shows_a_raw_table_row(world: World) -> None:
    shown = 0
    for key in GAMES:
        for name in source_sections(key):
            for _, text in await shown_pages(world, key, name):
                assert not any(r.lstrip().startswith("|") for r in text.split("\n")), (key, name)
                shown += 1
    assert shown > 20


# --- your first turn in Discord ------------------------------------------------------------------
def command_names(world: World) -> set[str]:
    tree = world.bot.tree
    found = {c.qualified_name for c in tree.walk_commands()}
    return found | {c.qualified_name for c in tree.walk_commands(guild=discord.Object(DEV_GUILD))}


async def test_every_game_has_a_first_turn_in_discord_topic_naming_real_commands(
    world: World,
) -> None:
    known = command_names(world)
    assert {"move", "ilios deploy", "siege move"} <= known
    for key in GAMES:
        assert FIRST_TURN in rules_of(key).names(), key
        pages = await shown_pages(world, key, FIRST_TURN.lower())
        assert pages[0][0].endswith(FIRST_TURN), key
        text = "\n".join(text for _, text in pages)
        named = set(re.findall(r"`/([a-z_]+(?: [a-z_]+)*)`", text))
        assert "move" in named and any(n.startswith(f"{key} ") for n in named), (key, named)
        assert named <= known, (key, named - known)
        assert "Choose your move" in text and "My hand" in text, key  # the DM menu, the button
        assert "this page" not in text


async def test_the_first_how_to_play_dm_says_how_to_take_a_turn(world: World) -> None:
    await world.alice.slash(world.channel, "game new", game="siege")
    taught = [m for m in dms(world, world.alice) if m.embeds and "How to play" in m.embeds[0].title]
    assert len(taught) == 1
    text = taught[0].embeds[0].description
    assert f"**{FIRST_TURN}**" in text and "`/siege move`" in text and "`/siege end`" in text
    assert "this page" not in text


async def test_no_page_says_this_page(world: World) -> None:
    for key in GAMES:
        for topic in rules_of(key).topics:
            assert all("this page" not in page for page in topic.pages), (key, topic.name)


# --- the topic menu ------------------------------------------------------------------------------
async def test_the_topic_menu_jumps_to_every_topic_and_survives_a_restart(world: World) -> None:
    book = rules_of("siege")
    page = (await world.carol.slash(world.channel, "game rules", game="siege")).response
    [menu] = selects(page)
    assert menu["custom_id"] == ids.rules_topic_id("siege")
    assert len(menu["custom_id"]) <= ids.MAX_CUSTOM_ID
    assert [o["label"] for o in menu["options"]] == book.names()
    assert [o.get("default") for o in menu["options"]].index(True) == 0
    for index, topic in enumerate(book.topics):
        value = next(o["value"] for o in menu["options"] if o["label"] == topic.name)
        chosen = await world.carol.select(page, [value], custom_id=menu["custom_id"])
        page = chosen.response or page
        assert page.embeds[0].title.endswith(f"— {topic.name}"), topic.name
        assert page.embeds[0].description == topic.pages[0]
        [menu] = selects(page)
        marked = [o["label"] for o in menu["options"] if o.get("default")]
        assert marked == [topic.name], index
    await world.restart()
    back = await world.carol.select(page, ["0"], custom_id=menu["custom_id"])
    assert (back.response or page).embeds[0].title.endswith(f"— {OVERVIEW}")


async def test_every_game_has_the_menu_and_its_footer_points_at_it(world: World) -> None:
    for key in GAMES:
        page = (await world.carol.slash(world.channel, "game rules", game=key)).response
        [menu] = selects(page)
        assert len(menu["options"]) == len(rules_of(key).topics) <= 25, key
        assert "menu below" in page.embeds[0].footer.text and "," not in page.embeds[0].footer.text


def test_a_long_rulebook_shows_25_topics_around_the_current_one() -> None:
    book = Rulebook(tuple(Topic(f"Topic {i}", ("text",)) for i in range(40)))
    for current in (0, 12, 30, 39):
        options = topic_options(book, current)
        assert len(options) == 25 and str(current) in [o.value for o in options]
        assert [o.label for o in options if o.default] == [f"Topic {current}"]


def test_topic_menu_ids_round_trip_and_route() -> None:
    made = ids.rules_topic_id("k" * 32)
    assert len(made) <= ids.MAX_CUSTOM_ID and ids.parse_rules_topic(made) == "k" * 32
    assert ids.parse_rules_topic("tt:q:Ilios") is None and ids.parse_rules_topic("tt:q:") is None
    template = RulesTopicSelect.__discord_ui_compiled_template__
    assert template.fullmatch(ids.rules_topic_id("siege"))
    assert not template.fullmatch(ids.rules_id("siege", 1, 0))


# --- the overview's picture ----------------------------------------------------------------------
async def test_the_overview_picture_is_an_attachment_not_an_embed_image(world: World) -> None:
    for key in ("skirmish", *GAMES):  # the last, the Iliad, has topics to jump between
        page = (await world.carol.slash(world.channel, "game rules", game=key)).response
        assert [a.filename for a in page.attachments] == [PICTURE_NAME], key
        assert page.embeds[0].image.url is None, key
        assert page.embeds[0].to_dict().get("image") is None, key
    # Jumping away drops the picture; jumping back brings it, still outside the embed.
    [menu] = selects(page)
    away = await world.carol.select(page, ["1"], custom_id=menu["custom_id"])
    page = away.response or page
    assert not page.attachments
    home = await world.carol.select(page, ["0"], custom_id=menu["custom_id"])
    page = home.response or page
    assert [a.filename for a in page.attachments] == [PICTURE_NAME]
    assert page.embeds[0].image.url is None


# --- Discord's limits ----------------------------------------------------------------------------
async def test_every_page_of_every_game_fits_discord() -> None:
    for key in (*GAMES, "skirmish"):
        book = rules_of(key)
        for t, topic in enumerate(book.topics):
            for p in range(len(topic.pages)):
                shown = await rules_page(key, t, p)
                payload: dict[str, Any] = {"embeds": [shown.embed.to_dict()]}
                if shown.view is not None:
                    payload["components"] = shown.view.to_components()
                where = f"{key} {topic.name} page {p + 1}"
                assert limits.message_problems(payload, where) == []
                assert limits.attachment_problems([len(shown.image or b"")], where) == []


# --- the Siege's movement ------------------------------------------------------------------------
WHO = {"heroes": "hero", "hero": "hero", "soldiers": "soldier", "archers": "archer"}


def movement_claims(text: str) -> list[tuple[str, int]]:
    """(kind of piece, squares) for each clause of a sentence about movement that names a kind
    of piece and a number of squares: "soldiers and archers move up to 6" gives both 6."""
    claims = []
    plain = text.replace("*", "")
    for sentence in re.split(r"[.;]\s", plain):
        if not re.search(r"\bmov(e|es|ement)\b", sentence, re.I):
            continue
        for clause in re.split(r",|:", sentence):
            numbers = re.findall(r"(?<![-\w])([0-9]+)(?![-\w])", clause)
            kinds = {WHO[w] for w in re.findall(r"[a-z]+", clause.lower()) if w in WHO}
            if len(numbers) == 1:
                claims += [(kind, int(numbers[0])) for kind in sorted(kinds)]
    return claims


async def test_the_siege_rules_move_each_piece_as_far_as_the_engine(world: World) -> None:
    pieces = list(PIECES.values())
    engine = {
        "soldier": {p.allowance for p in pieces if p.value == 1 and not p.archer},
        "archer": {p.allowance for p in pieces if p.archer},
        "hero": {p.allowance for p in pieces if p.hero},
    }
    assert all(len(v) == 1 for v in engine.values())
    claims = []
    for topic in ("The pieces", "A move", "Settled points"):
        pages = await shown_pages(world, "siege", topic)
        claims += movement_claims("\n".join(text for _, text in pages))
    assert {kind for kind, _ in claims} == {"soldier", "archer", "hero"}, claims
    wrong = [(kind, squares) for kind, squares in claims if {squares} != engine[kind]]
    assert not wrong, f"the rules say {wrong}; the engine: {engine}"
