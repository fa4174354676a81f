"""Whole games through the bot, played the ways players play them, recording every word a
player could read on the way.

Why: a code word ("p0.0", "gods_start", "Team A" in a game of Greeks and Trojans) can come from
any of many places (the engine's events, the lobby card, a menu, a picture's label), and only
reading everything the bot shows finds them all. ``Recorder`` wraps simcord's router, so it sees
every message, edit, DM, ephemeral answer, menu and autocomplete list the bot sends (not only
the last state of each message), and Pillow's text drawing, so it sees the words drawn on every
picture. ``tour`` plays one game from its lobby to its end: humans use ``/move`` with
autocomplete, the DM menus, the buttons under the table, another game's command in this
game's channel, ``/game new`` at a table under way, ``/game hand``, ``/game status``,
``/game log`` and ``/game rules``; a spectator asks for a seat and a hand mid-game.
"""

from __future__ import annotations

import random
from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field
from typing import Any

import pytest
from PIL import ImageDraw
from simcord.http import router
from simtable import World, buttons, dms, public_messages, said, selects, whose_turn

from render.core import bounded, cache

# Each tour, by a name that starts with its game's key: its options (the short ones, to keep
# the tours quick), how many bots sit, and a command of another game, tried in this game's
# channel. ILIOS is played with and without the Troy expansion (its horses must show only in
# the one).
TOURS: dict[str, tuple[str, int, tuple[str, dict[str, str]]]] = {
    "ilios": ("size=5", 1, ("heroes play", {"card": "Achilles"})),
    "ilios troy": ("size=5 expansion=on", 1, ("heroes play", {"card": "Achilles"})),
    "heroes": ("gods_start=2", 1, ("ilios place", {"square": "c3"})),
    "iliad": ("teams=off", 1, ("siege end", {})),
    "siege": ("scenario=day2", 0, ("iliad pass", {})),
}


def game_of(name: str) -> str:
    """The game a tour plays (``"ilios troy"`` plays ILIOS)."""
    return name.split()[0]


# Enough human decisions for each tour's game to end (a cap, so a stuck tour still stops).
MOST_MOVES = 400


@dataclass
class Seen:
    """One thing a player reads: where it was shown, and its words."""

    where: str
    text: str


@dataclass
class Recorder:
    """Everything player-readable the bot sent, and every string drawn on a picture."""

    seen: list[Seen] = field(default_factory=list)
    game: str = ""
    answers: dict[str, str] = field(default_factory=dict)  # a few answers, by what was asked

    def add(self, where: str, text: object) -> None:
        if isinstance(text, str) and text.strip():
            self.seen.append(Seen(f"{self.game}: {where}", text))

    def message(self, where: str, body: Mapping[str, Any]) -> None:
        self.add(f"{where} content", body.get("content"))
        for embed in body.get("embeds") or ():
            self.add(f"{where} embed title", embed.get("title"))
            self.add(f"{where} embed", embed.get("description"))
            self.add(f"{where} embed footer", (embed.get("footer") or {}).get("text"))
            self.add(f"{where} embed author", (embed.get("author") or {}).get("name"))
            for f in embed.get("fields") or ():
                self.add(f"{where} embed field name", f.get("name"))
                self.add(f"{where} embed field", f.get("value"))
        for row in body.get("components") or ():
            for item in row.get("components") or ():
                self.add(f"{where} button", item.get("label"))
                self.add(f"{where} menu placeholder", item.get("placeholder"))
                for option in item.get("options") or ():
                    self.add(f"{where} menu option", option.get("label"))
                    self.add(f"{where} menu option description", option.get("description"))

    def request(self, method: str, path: str, body: Any) -> None:
        """One REST call of the bot: the words it shows, if it shows any."""
        if method not in ("POST", "PATCH") or not isinstance(body, Mapping):
            return
        where = f"{method} {path.split('/')[1]}"
        if path.endswith("/callback"):
            data = body.get("data") or {}
            for choice in data.get("choices") or ():
                self.add("autocomplete", choice.get("name"))
            if body.get("type") == 9:  # a modal
                self.add("modal title", data.get("title"))
                for row in data.get("components") or ():
                    for item in row.get("components") or ():
                        self.add("modal label", item.get("label"))
                        self.add("modal placeholder", item.get("placeholder"))
                return
            self.message(where, data)
        elif "/messages" in path or path.startswith("/webhooks/"):
            self.message(where, body)

    def texts(self) -> Iterator[Seen]:
        yield from self.seen


def recording(monkeypatch: pytest.MonkeyPatch) -> Recorder:
    """A recorder of every request the bot makes and every string drawn from now on (the
    renderers' caches are emptied first, so nothing is drawn from an unrecorded sprite)."""
    recorder = Recorder()
    real = router.dispatch

    def dispatch(backend: Any, method: str, path: str, **kwargs: Any) -> Any:
        recorder.request(method, path, kwargs.get("json"))
        return real(backend, method, path, **kwargs)

    drawn = ImageDraw.ImageDraw.text

    def text(self: ImageDraw.ImageDraw, xy: Any, words: Any, *args: Any, **kwargs: Any) -> Any:
        recorder.add("picture", words if isinstance(words, str) else None)
        return drawn(self, xy, words, *args, **kwargs)

    monkeypatch.setattr(router, "dispatch", dispatch)
    monkeypatch.setattr(ImageDraw.ImageDraw, "text", text)
    cache.clear()
    for memo in bounded.caches():
        memo.clear()
    return recorder


async def move_by_button(world: World, member: Any) -> bool:
    """Press a move button under the newest public table, when it offers one."""
    table = public_messages(world)[-1]
    mine = [b for b in buttons(table) if b.get("custom_id", "").startswith("tt:m:")]
    if not mine:
        return False
    result = await member.click(table, custom_id=mine[0]["custom_id"])
    return "✅" in said(result)


async def move_by_dm(world: World, member: Any) -> bool:
    """Narrow the newest DM's menus until a whole move is offered, and take it."""
    mine = dms(world, member)
    if not mine:
        return False
    message = mine[-1]
    for _ in range(8):
        menus = selects(message)
        if not menus:
            return False
        menu = menus[0]
        wanted = max(int(menu.get("min_values", 1) or 1), 1)
        values = [o["value"] for o in menu["options"][:wanted]]
        result = await member.user.select(message, values, custom_id=menu["custom_id"])
        if "✅" in said(result):
            return True
        message = dms(world, member)[-1]
    return False


async def move_by_command(world: World, member: Any, rng: random.Random) -> bool:
    """Pick a move from ``/move``'s autocomplete and play it."""
    offered = await member.autocomplete(world.channel, "move", "action", "")
    if not offered:
        return False
    choice = offered[rng.randrange(len(offered))]
    result = await member.slash(world.channel, "move", action=choice["value"])
    return "✅" in said(result)


async def tour(world: World, recorder: Recorder, name: str) -> None:
    """The tour ``name``: one whole game through the bot, from the lobby to the end (or the cap)."""
    options, bots, (wrong, wrong_args) = TOURS[name]
    recorder.game = name
    game = game_of(name)
    ch = world.channel
    alice, bob, carol = world.alice, world.bob, world.carol
    await carol.slash(ch, "game status")  # no table yet
    await alice.slash(ch, "game new", game=game, options=options)
    await alice.autocomplete(ch, "game new", "options", "", game=game)
    await bob.slash(ch, "game join")
    for _ in range(bots):
        await alice.slash(ch, "game bot", level="normal")
    await carol.slash(ch, "game status")
    await alice.slash(ch, "game rules")
    await alice.slash(ch, "game start")
    recorder.answers["other game"] = said(await alice.slash(ch, wrong, **wrong_args))
    recorder.answers["join"] = said(await carol.slash(ch, "game join"))  # a spectator
    recorder.answers["hand"] = said(await carol.slash(ch, "game hand"))
    await bob.slash(ch, "game new", game=game)  # a table is already going on here
    rng = random.Random(7)
    ways = ("dm", "button", "command")
    for turn in range(MOST_MOVES):
        member = await whose_turn(world)
        if member is None:
            break
        if turn % 7 == 3:
            await member.slash(ch, "game hand")
        if turn % 11 == 5:
            await carol.slash(ch, "game status")
        way = ways[turn % len(ways)]
        moved = way == "dm" and await move_by_dm(world, member)
        moved = moved or (way == "button" and await move_by_button(world, member))
        moved = moved or await move_by_command(world, member, rng)
        assert moved, f"{member.name} could not move in {game} at turn {turn}"
    assert await whose_turn(world) is None, f"{game} did not end in {MOST_MOVES} decisions"
    await alice.slash(ch, "game log")
    await bob.slash(ch, "game status")
    await carol.slash(ch, "game join")
