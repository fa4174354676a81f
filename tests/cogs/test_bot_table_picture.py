"""One table message shows one version: its words, its buttons and its picture.

Through the real bot, in each game, humans play chains of moves (the same player acting again
and again, or several choosing in turn) while the table is the channel's newest message, so the
bot edits it in place. After every move the newest table is read back from the test Discord:
the move number of its words, the version in its buttons' ids, the version stamped in its
picture's PNG text, and the picture's pixels, compared with a fresh drawing of that version's
public view. A change the game says is not worth a new picture (the King's second step in
Heroes, a Siege commander's set-up swaps) must not leave the previous picture under new words.
"""

from __future__ import annotations

import io
import re
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from typing import Any

from PIL import Image
from simtable import World, components, is_table, public_messages, saved, turns

from cogs.kit.components.ids import parse_move, parse_select
from cogs.kit.compose import images
from cogs.kit.compose.present import seat_names
from render import registry
from tabletop.base import game_of

STAMP = images.VERSION_KEY  # the PNG text key the bot writes in every table picture


@dataclass(frozen=True)
class Edit:
    """A move whose table was edited in place."""

    quiet: bool  # a change the game says is not worth a new picture
    after: Any  # the game's state after it


@dataclass
class Seen:
    """The moves of one game whose table was edited in place."""

    edits: list[Edit] = field(default_factory=list)

    @property
    def quiet(self) -> list[Edit]:
        return [e for e in self.edits if e.quiet]


def move_number(text: str) -> int | None:
    found = re.search(r"^-# (?:.* · )?Move (\d+)\b", text, re.MULTILINE)
    return int(found.group(1)) if found else None


def pixels(png: bytes) -> tuple[tuple[int, int], bytes]:
    with Image.open(io.BytesIO(png)) as image:
        return image.size, image.convert("RGBA").tobytes()


def stamp(png: bytes) -> str | None:
    with Image.open(io.BytesIO(png)) as image:
        image.load()
        return image.text.get(STAMP)  # type: ignore[attr-defined, no-any-return]


async def snapshot(world: World) -> tuple[Any, Any]:
    """The game and its stored state now."""
    row = await world.bot.store.latest_game(world.channel.id)
    assert row is not None and row.snapshot is not None
    game = game_of(row.game_key)
    return game, game.load(row.snapshot)


async def check_newest_table(world: World) -> tuple[int, bool]:
    """The channel's newest message is the table of the version now, in its words, its
    buttons and its picture; returns its id and whether it carries a picture."""
    status = await world.bot.service.status(world.channel.id)
    version = status.table.version
    newest = public_messages(world)[-1]
    assert is_table(newest), newest.content
    text = newest.content or ""
    ids = [c["custom_id"] for c in components(newest)]
    offered = [p.version for p in map(parse_move, ids) if p is not None]
    offered += [p.version for p in map(parse_select, ids) if p is not None]
    assert all(v == version for v in offered), (version, ids)
    pictures = [a for a in newest.attachments if a.filename.endswith(".png")]
    assert len(pictures) <= 1, [a.filename for a in pictures]
    if not pictures:  # a change not worth a picture, posted alone: words and buttons only
        return newest.id, False
    assert move_number(text) == version, (version, text)
    data = await pictures[0].read()
    assert stamp(data) == str(version), (version, stamp(data), text.splitlines()[0])
    assert status.public_view is not None
    drawn = registry.draw_table(status.public_view, seat_names(status.table))
    assert pixels(data) == pixels(drawn), (
        f"the picture is not the table of version {version}: {text.splitlines()[0]}"
    )
    return newest.id, True


Chooser = Callable[[World, Any, list[str], int], Awaitable[str]]


async def play(world: World, choose: Chooser, moves: int) -> Seen:
    """Play ``moves`` moves with ``choose``, checking the newest table after each; count the
    moves whose table was edited in place, and those of them not worth a new picture."""
    seen = Seen()
    live, _ = await check_newest_table(world)
    async for member, streak in turns(world, moves):
        found = await member.autocomplete(world.channel, "move", "action", "")
        codes = [str(o["value"]) for o in found]
        assert codes, "the player to act has moves"
        code = await choose(world, member, codes, streak)
        game, before = await snapshot(world)
        saved(await member.slash(world.channel, "move", action=code))
        await world.bot.delivery.tables.drained()
        await world.env.settle()
        _, after = await snapshot(world)
        message_id, pictured = await check_newest_table(world)
        if message_id == live:
            assert pictured, "a table edited in place shows its board"
            seen.edits.append(Edit(not game.worth_posting(before, after), after))
        live = message_id
    return seen


async def start(world: World, game: str, options: str, members: list[Any]) -> None:
    channel = world.channel
    await world.alice.slash(channel, "game new", game=game, options=options)
    for member in members[1:]:
        await member.slash(channel, "game join")
    await world.alice.slash(channel, "game start")


async def first(world: World, member: Any, codes: list[str], streak: int) -> str:
    """The first legal move, except that a long chain is ended when it may be (a Siege
    commander's swaps and plans, piece by piece, then "ready" or "end")."""
    if streak >= 4:
        for word in ("ready", "end"):
            if word in codes:
                return word
    return next((c for c in codes if c not in ("ready", "end", "pass")), codes[0])


async def kings_first(world: World, member: Any, codes: list[str], streak: int) -> str:
    """Heroes: play a King whenever one may be, choose whose cards to see, then steal."""
    for wanted in (
        lambda c: c.startswith("play:") and c.endswith(":king"),
        lambda c: re.fullmatch(r"king:\d+", c) is not None,  # whose two cards to see
        lambda c: c.startswith("king:take:"),
    ):
        if chosen := next((c for c in codes if wanted(c)), None):
            return chosen
    return codes[0]


async def test_heroes_kings_choice_shows_its_own_picture(world: World) -> None:
    """The reported case: three players, so a King first chooses whose two cards to see (a
    new picture: a card reached the pile), then plays or steals one of them, in the same
    edited table, a change the game does not deem worth a new picture."""
    members = [world.alice, world.bob, world.carol]
    await start(world, "heroes", "", members)
    seen = await play(world, kings_first, 40)
    kings = [e for e in seen.quiet if e.after.pending and e.after.pending.kind == "king_choose"]
    assert kings, "a King's choice among the two cards seen was edited in place"


async def test_siege_set_up_and_plans_show_their_own_picture(world: World) -> None:
    """Each commander swaps pieces on the start squares piece by piece (not worth a new map,
    yet the pieces move), then plans moves: one edited table each."""
    await start(world, "siege", "scenario=day1", [world.alice, world.bob])
    seen = await play(world, first, 14)
    assert len(seen.quiet) >= 2, seen


async def test_ilios_set_up_shows_its_own_picture(world: World) -> None:
    """The set-up: each player places pieces in turn, the table edited while the same
    player places several."""
    await start(world, "ilios", "size=7", [world.alice, world.bob])
    seen = await play(world, first, 10)
    assert seen.edits, seen


async def test_iliad_choices_after_a_card_show_their_own_picture(world: World) -> None:
    """Two players: when one has passed, the other plays on alone, card after card, in one
    edited table."""

    async def alice_passes(world: World, member: Any, codes: list[str], streak: int) -> str:
        if member is world.alice and "pass" in codes:
            return "pass"
        return codes[0]

    await start(world, "iliad", "", [world.alice, world.bob])
    seen = await play(world, alice_passes, 30)
    assert seen.edits, seen


def test_the_stamp_leaves_the_pixels_alone() -> None:
    """The version is spliced into the PNG's text: Pillow reads it back, the pixels are the
    drawing's own, and bytes that are not a PNG are left as they are."""
    from engine.ilios import GAME as ILIOS

    view = dict(ILIOS.public_view(ILIOS.setup({"size": "5"}, 2, 3)))
    drawn = registry.draw_table(view, ["alice", "bob"])
    marked = images.stamped(drawn, 12)
    assert stamp(marked) == "12" and stamp(drawn) is None
    assert pixels(marked) == pixels(drawn)
    with Image.open(io.BytesIO(marked)) as image:
        image.verify()  # every chunk's checksum holds
    assert images.stamped(b"not a picture", 3) == b"not a picture"
