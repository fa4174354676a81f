"""The rules speak their reader's language, through the real bot: a French player's `/game rules`
pages, topic menu, page buttons and autocomplete are French (and a topic named in English still
opens), a German first-time player's how-to-play DM is German, a reader whose language we do not
speak reads English; and each translated book names the commands as that language's Discord
shows them."""

from __future__ import annotations

import re
from typing import Any

import discord
from simtable import DEV_GUILD, World, buttons, dms, selects

from engine import registry
from engine.core.rulebook import FIRST_TURN, OVERVIEW, OVERVIEWS, how_to_play, rules_file
from render.core.language import ENGLISH, LANGUAGES, words
from tabletop.helpdesk import rules_of

GAMES = ("ilios", "heroes", "iliad", "siege")
COMMAND = re.compile(r"`/([^`]+)`")
FRENCH = words("fr")


async def rules(world: World, **options: Any) -> Any:
    return (await world.carol.slash(world.channel, "game rules", **options)).response


async def test_a_french_reader_reads_the_rules_in_french(
    world: World, locales: dict[int, str]
) -> None:
    locales[world.carol.id] = "fr"
    french, english = rules_of("siege", "fr"), rules_of("siege")
    page = await rules(world, game="siege")
    embed = page.embeds[0]
    assert embed.title.endswith(f"— {OVERVIEWS['fr']}") and embed.title != english.names()[0]
    assert embed.description == french.topics[0].pages[0]
    assert embed.footer.text.startswith("Page 1/") and "le menu ci-dessous" in embed.footer.text
    [menu] = selects(page)
    assert [o["label"] for o in menu["options"]] == french.names() != english.names()
    assert menu["placeholder"] == FRENCH("Jump to another topic…") != "Jump to another topic…"
    # The menu opens a topic by its index: the French topic of the same place.
    last = len(french.topics) - 1
    chosen = await world.carol.select(page, [str(last)], custom_id=menu["custom_id"])
    page = chosen.response or page
    assert page.embeds[0].title.endswith(f"— {french.topics[last].name}")
    assert page.embeds[0].description == french.topics[last].pages[0]
    # The page buttons turn French pages, and say so in French.
    assert len(french.topics[last].pages) > 1
    turned = await world.carol.click(page, label=FRENCH("Next ▶"))
    page = turned.response or page
    assert page.embeds[0].description == french.topics[last].pages[1]
    assert FRENCH("◀ Previous") in [b.get("label") for b in buttons(page)]


async def test_a_topic_named_in_english_opens_in_the_readers_language(
    world: World, locales: dict[int, str]
) -> None:
    locales[world.carol.id] = "fr"
    french, english = rules_of("ilios", "fr"), rules_of("ilios")
    index = english.find("Set-up")
    assert index is not None
    page = await rules(world, game="ilios", topic="Set-up")
    assert page.embeds[0].title.endswith(f"— {french.topics[index].name}")
    offered = await world.carol.autocomplete(world.channel, "game rules", "topic", "", game="ilios")
    assert [c["name"] for c in offered] == french.names()


async def test_a_german_first_time_player_is_taught_in_german(
    world: World, locales: dict[int, str]
) -> None:
    locales[world.alice.id] = "de"
    await world.alice.slash(world.channel, "game new", game="siege")
    title = words("de")("How to play {game}", game=registry.get("siege").title)
    assert title.startswith("So spielt man")
    [dm] = [m for m in dms(world, world.alice) if m.embeds and m.embeds[0].title == title]
    book = rules_of("siege", "de")
    assert dm.embeds[0].description == how_to_play(book, rules_of("siege"))
    assert "**Dein erster Zug in Discord**" in dm.embeds[0].description


async def test_a_reader_whose_language_we_do_not_speak_reads_english(
    world: World, locales: dict[int, str]
) -> None:
    locales[world.carol.id] = "ja"
    locales[world.alice.id] = "ja"
    page = await rules(world, game="iliad")
    assert page.embeds[0].title.endswith(f"— {OVERVIEW}")
    assert page.embeds[0].description == rules_of("iliad").topics[0].pages[0]
    assert [o["label"] for o in selects(page)[0]["options"]] == rules_of("iliad").names()
    await world.alice.slash(world.channel, "game new", game="iliad")
    assert any(m.embeds and "How to play" in m.embeds[0].title for m in dms(world, world.alice))


def spoken(tree: discord.app_commands.CommandTree, language: str) -> dict[str, str]:
    """Every command's English path (``siege move``) and the path Discord shows in
    ``language`` (``belagerung zug``), from the catalogue's command and group names."""
    said = words(language)
    commands = [*tree.walk_commands(), *tree.walk_commands(guild=discord.Object(DEV_GUILD))]
    paths: dict[str, str] = {}
    for command in commands:
        parts = command.qualified_name.split()
        groups = [said.in_context("group_name", part) for part in parts[:-1]]
        paths[command.qualified_name] = " ".join(
            [*groups, said.in_context("command_name", parts[-1])]
        )
    return paths


def as_spoken(mention: str, paths: dict[str, str], language: str) -> str:
    """A command mention (``heroes bottom first second``) in ``language``: its command's path,
    then its options' names."""
    words_of = mention.split()
    for cut in range(len(words_of), 0, -1):
        path = " ".join(words_of[:cut])
        if path in paths:
            options = [words(language).in_context("parameter_name", w) for w in words_of[cut:]]
            return " ".join([paths[path], *options])
    raise AssertionError(f"no command /{mention}")


async def test_each_book_names_the_commands_as_its_language_shows_them(world: World) -> None:
    assert set(OVERVIEWS) == set(LANGUAGES) - {ENGLISH}  # every language has its books
    checked = 0
    for language in OVERVIEWS:
        paths = spoken(world.bot.tree, language)
        for game in GAMES:
            english = COMMAND.findall(rules_file(game).read_text(encoding="utf-8"))
            translated = COMMAND.findall(rules_file(game, language).read_text(encoding="utf-8"))
            wanted = {as_spoken(m, paths, language) for m in english}
            assert set(translated) == wanted, (game, language, set(translated) ^ wanted)
            checked += len(wanted)
    assert checked > 50


def test_each_first_turn_names_the_buttons_as_its_reader_sees_them() -> None:
    """The first turn points at the table's button and the DM's menu by the labels the reader's
    Discord shows."""
    for language in OVERVIEWS:
        button = f"**{words(language)('My hand')}**"
        menu = f"**{words(language)('Choose your move')}"
        for game in GAMES:
            english = rules_of(game)
            turn = english.names().index(FIRST_TURN)
            text = "\n".join(rules_of(game, language).topics[turn].pages)
            assert button in text and "**My hand**" not in text, (game, language)
            assert menu in text and "Choose your move" not in text, (game, language)
