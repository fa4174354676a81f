"""A table speaks its server's language and a hand its player's: on a French server, the lobby
card, the table's words and buttons are French, while a German player's hand DM and a Spanish
player's confirmations are in their own languages. A server whose language we do not speak
gets English, whole."""

from __future__ import annotations

import pytest
from simtable import World, components, dms, labels, public_messages, said, whose_turn

from render.core.language import words

FRENCH, GERMAN, SPANISH = words("fr"), words("de"), words("es")
# ILIOS tiles whose names differ in French, German and Spanish.
ENGLISH_TILES = ("Spearman", "Axeman", "Javelin", "Shield-bearer", "Powerful warrior")


def embed_text(message: object) -> str:
    embeds = getattr(message, "embeds", [])
    return " ".join(f"{e.title} {e.description} {e.footer.text}" for e in embeds)


async def test_the_server_and_each_player_read_their_own_language(
    world: World, locales: dict[int, str]
) -> None:
    locales[world.guild.id] = "fr"
    locales[world.alice.id] = "de"
    locales[world.bob.id] = "es-ES"
    await world.alice.slash(world.channel, "game new", game="ilios", options="size=5")
    lobby = public_messages(world)[-1]
    assert FRENCH("{game} — lobby", game="ILIOS") in embed_text(lobby)
    assert labels(lobby)[:2] == [FRENCH("Join"), FRENCH("Leave")] == ["Rejoindre", "Quitter"]

    await world.bob.slash(world.channel, "game join")
    started = await world.alice.slash(world.channel, "game start")
    assert started.ephemeral
    table = public_messages(world)[-1]
    assert FRENCH("My hand") in labels(table) and FRENCH("Log") in labels(table)
    # The game's own words too: the stage and the opening line.
    assert "c’est votre tour : poser une arme de fer." in table.content, table.content
    assert "• ILIOS commence : alice et bob." in table.content, table.content
    assert FRENCH("Move {move}", move=FRENCH.number(0)) == "Coup 0"
    assert "-# Coup 0 · ⏱ 5 min par décision" in table.content, table.content

    german = dms(world, world.alice)[-1].content
    assert german.startswith("**Deine Hand in ILIOS**"), german
    assert "Du bist am Zug (Zug 0): eine Eisenwaffe legen." in german, german
    spanish = dms(world, world.bob)[-1].content
    assert spanish.startswith("**Tu mano en ILIOS**"), spanish

    member = await whose_turn(world)
    offered = await member.autocomplete(world.channel, "move", "action", "")
    answer = said(await member.slash(world.channel, "move", action=offered[0]["value"]))
    expected = {world.alice.id: "✅ Gespeichert", world.bob.id: "✅ Guardado"}[member.id]
    assert answer.startswith(expected), answer


async def test_a_server_in_a_language_we_do_not_speak_reads_english(
    world: World, locales: dict[int, str]
) -> None:
    locales[world.guild.id] = "ja"
    await world.alice.slash(world.channel, "game new", game="ilios", options="size=5")
    lobby = public_messages(world)[-1]
    assert "ILIOS — lobby" in embed_text(lobby)
    assert labels(lobby)[:2] == ["Join", "Leave"]


async def test_the_servers_chosen_language_wins_over_discords(
    world: World, locales: dict[int, str]
) -> None:
    locales[world.guild.id] = "fr"
    await world.bot.service.languages.choose("guild", world.guild.id, "es")
    await world.alice.slash(world.channel, "game new", game="ilios", options="size=5")
    lobby = public_messages(world)[-1]
    assert SPANISH("{game} — lobby", game="ILIOS") in embed_text(lobby)
    assert GERMAN("Join") != SPANISH("Join") == labels(lobby)[0]


@pytest.mark.parametrize("language", ["fr", "de", "es"])
async def test_a_whole_game_in_each_language_fits_discord_and_speaks_it(
    world: World, locales: dict[int, str], language: str
) -> None:
    """A whole ILIOS game on a server and with players of ``language``: everything sent fits
    Discord's limits (the checker runs on every payload; German runs long), no line goes out
    unspoken, and the table and the hands speak the language to the end."""
    said_here = words(language)
    for who in (world.guild.id, world.alice.id, world.bob.id):
        locales[who] = language
    await world.alice.slash(world.channel, "game new", game="ilios", options="size=5")
    await world.bob.slash(world.channel, "game join")
    await world.alice.slash(world.channel, "game start")
    moves = 0
    while (member := await whose_turn(world)) is not None and moves < 200:
        offered = await member.autocomplete(world.channel, "move", "action", "")
        answer = said(await member.slash(world.channel, "move", action=offered[0]["value"]))
        assert answer.startswith(said_here("✅ Saved: {move}", move="").strip()), answer
        moves += 1
    assert member is None, "the game did not end"
    final = public_messages(world)[-1]
    assert said_here("Rematch") in labels(final), labels(final)
    story = [line for line in final.content.split("\n") if line.startswith("📈 ")]
    assert len(story) == 3 and not any(" move " in line for line in story), story
    hand = dms(world, world.bob)[-1].content
    channel = f"<#{world.channel.id}>"
    over = said_here("The game is over: the result is on the table in {channel}.", channel=channel)
    english = words("en")(
        "The game is over: the result is on the table in {channel}.", channel=channel
    )
    assert over in hand and over != english, hand
    held = hand.split("\n")[0]
    assert not any(tile in held for tile in ENGLISH_TILES), held


# Per game: its options for a short game, which move of the list to play (the Siege's first
# ends the move), and a word of its moves in each language that English never uses (its
# autocomplete must speak the caller's language).
OTHER_GAMES = {
    "heroes": ("", -1, {"fr": "Jouer", "de": "spielen", "es": "Jugar"}),
    "iliad": ("", -1, {"fr": "Poser", "de": "legen", "es": "Colocar"}),
    "siege": ("scenario=day4", 0, {"fr": "Finir", "de": "beenden", "es": "Terminar"}),
}


@pytest.mark.parametrize("language", ["fr", "de", "es"])
@pytest.mark.parametrize("game", sorted(OTHER_GAMES))
async def test_the_other_games_play_whole_in_each_language(
    world: World, locales: dict[int, str], language: str, game: str
) -> None:
    """The Heroes of Troy, the Iliad and the Siege of Troy, whole, on a server and with players
    of ``language``: every payload fits Discord and is spoken (the checker runs on each), the
    moves offered by ``/move`` are in the players' language, and the game ends."""
    options, pick, move_word = OTHER_GAMES[game]
    said_here = words(language)
    for who in (world.guild.id, world.alice.id, world.bob.id):
        locales[who] = language
    await world.alice.slash(world.channel, "game new", game=game, options=options)
    await world.bob.slash(world.channel, "game join")
    await world.alice.slash(world.channel, "game start")
    seen: list[str] = []
    moves = 0
    while (member := await whose_turn(world)) is not None and moves < 400:
        offered = await member.autocomplete(world.channel, "move", "action", "")
        seen += [o["name"] for o in offered]
        answer = said(await member.slash(world.channel, "move", action=offered[pick]["value"]))
        assert answer.startswith(said_here("✅ Saved: {move}", move="").strip()), answer
        moves += 1
    assert member is None, f"the game did not end in {moves} moves"
    assert any(move_word[language] in name for name in seen), seen[:10]
    final = public_messages(world)[-1]
    assert said_here("Rematch") in labels(final), labels(final)


async def test_a_move_typed_in_the_players_words_is_understood(
    world: World, locales: dict[int, str]
) -> None:
    """A French player who types a move's French words (not picking it from the list) plays
    it; the English words and the codes still work for everyone."""
    locales[world.alice.id] = locales[world.bob.id] = "fr"
    await world.alice.slash(world.channel, "game new", game="ilios", options="size=5")
    await world.bob.slash(world.channel, "game join")
    await world.alice.slash(world.channel, "game start")
    member = await whose_turn(world)
    offered = await member.autocomplete(world.channel, "move", "action", "")
    typed = offered[0]["name"]
    assert typed.startswith("Poser une arme de fer en "), typed
    answer = said(await member.slash(world.channel, "move", action=typed))
    assert answer.startswith(FRENCH("✅ Saved: {move}", move="").strip()), answer


async def test_the_siege_menus_speak_the_players_language(
    world: World, locales: dict[int, str]
) -> None:
    """The Siege of Troy's DM menus, built by the game's own planner (sections, a piece's
    moves, what each square is), in a Spanish player's language."""
    for who in (world.guild.id, world.alice.id, world.bob.id):
        locales[who] = "es"
    await world.alice.slash(world.channel, "game new", game="siege", options="scenario=day2")
    await world.bob.slash(world.channel, "game join")
    await world.alice.slash(world.channel, "game start")
    for member in (world.alice, world.bob):  # both sides end their set-up
        await member.slash(world.channel, "move", action="ready")
    member = await whose_turn(world)
    assert member is not None
    menus = [c for c in components(dms(world, member)[-1]) if c.get("type") == 3]
    shown = " ".join(
        f"{m.get('placeholder')} " + " ".join(o["label"] for o in m.get("options", []))
        for m in menus
    )
    assert "Terminar el movimiento — tirar los disparos, batallas y duelos" in shown, shown
    assert "Mover una pieza" in shown and "Move a piece" not in shown, shown


async def test_a_commands_error_speaks_its_callers_language(
    world: World, locales: dict[int, str]
) -> None:
    """A mistake in a command's options is explained in the caller's language, with the
    options and commands named as their Discord shows them."""
    locales[world.alice.id] = "de"
    answer = await world.alice.slash(world.channel, "game replay")
    assert answer.ephemeral
    assert "Gib entweder die `id` eines Spiels oder eine Aufzeichnungs-`datei` an" in said(answer)
    locales[world.bob.id] = "fr"
    wrong = await world.bob.slash(world.channel, "game rules", game="ilios", topic="zzz")
    assert "n'a pas de sujet « zzz »" in said(wrong), said(wrong)


async def test_a_refused_move_speaks_its_players_language(
    world: World, locales: dict[int, str]
) -> None:
    """The game's own refusal of a move typed by hand, and the table's "not your turn", in the
    player's language, the game's words from the glossary and the names put in."""
    locales[world.alice.id], locales[world.bob.id] = "de", "fr"
    await world.alice.slash(world.channel, "game new", game="ilios", options="size=5")
    await world.bob.slash(world.channel, "game join")
    await world.alice.slash(world.channel, "game start")
    member = await whose_turn(world)
    other = world.bob if member is world.alice else world.alice
    waiting = said(await other.slash(world.channel, "move", action="waste:A1"))
    if other is world.bob:
        assert f"Ce n'est pas votre tour : on attend {member.name}." in waiting, waiting
    else:
        assert f"Du bist nicht am Zug: Wir warten auf {member.name}." in waiting, waiting
    refused = said(await member.slash(world.channel, "move", action="deploy:javelin:C3:N"))
    if member is world.bob:
        assert "La mise en place n'est pas finie" in refused, refused
    else:
        assert "Der Aufbau ist nicht vorbei" in refused, refused
