"""Each person reads the bot in their own language: their Discord's, or the one they chose with
``/game language``; the commands are listed in every language the bot speaks."""

from __future__ import annotations

import discord
from simtable import World, said

from cogs.kit.errors import for_discord
from render.core.language import words
from tabletop.errors import NoGame

FRENCH, GERMAN = words("fr"), words("de")


def no_game_in(language: str) -> str:
    return for_discord(NoGame(), words(language))


async def test_an_error_speaks_the_language_of_whoever_caused_it(
    world: World, locales: dict[int, str]
) -> None:
    locales[world.bob.id] = "de"
    locales[world.carol.id] = "ja"  # not one we speak: English, whole
    bob = await world.bob.slash(world.channel, "game start")
    assert said(bob) == no_game_in("de") != no_game_in("en")
    alice = await world.alice.slash(world.channel, "game start")
    assert said(alice) == no_game_in("en")
    carol = await world.carol.slash(world.channel, "game start")
    assert said(carol) == no_game_in("en")


async def test_a_chosen_language_wins_and_survives_a_restart(
    world: World, locales: dict[int, str]
) -> None:
    locales[world.alice.id] = "de"
    chosen = await world.alice.slash(world.channel, "game language", language="fr")
    assert said(chosen) == FRENCH("I now speak to you in {language}.", language="Français")
    assert said(await world.alice.slash(world.channel, "game start")) == no_game_in("fr")
    await world.restart()
    assert said(await world.alice.slash(world.channel, "game start")) == no_game_in("fr")
    back = await world.alice.slash(world.channel, "game language", language="auto")
    assert said(back) == GERMAN("I now speak to you in your Discord's language.")
    assert said(await world.alice.slash(world.channel, "game start")) == no_game_in("de")


async def test_only_a_server_manager_chooses_the_server_language(world: World) -> None:
    refused = await world.alice.slash(world.channel, "game language", language="es", scope="guild")
    assert refused.ephemeral and "Manage Server" in said(refused)
    admins = world.guild.create_role("Admins", permissions=discord.Permissions(manage_guild=True))
    dana = world.guild.add_member(world.env.create_user("dana"), roles=[admins])
    done = await dana.slash(world.channel, "game language", language="es", scope="guild")
    assert "Español" in said(done)
    seen = await world.bot.service.languages.of_guild(world.guild.id)
    assert seen == "es"


async def test_the_commands_are_listed_in_every_language(world: World) -> None:
    synced = [r for r in world.env.http_requests if r.method == "PUT" and "/commands" in r.path]
    game = next(c for c in synced[-1].json if c["name"] == "game")
    for locale in ("fr", "de", "es-ES", "es-419"):
        assert locale in game["name_localizations"], locale
        assert locale in game["description_localizations"], locale
        new = next(o for o in game["options"] if o["name"] == "new")
        assert locale in new["name_localizations"], locale
