"""Screenshots of what players see, in the test Discord's preview, at desktop and phone widths.

    .venv/bin/pip install "simcord[preview]"     # the preview's own page (once)
    apt-get install chromium                       # Debian's headless browser (once)
    .venv/bin/python scripts/screenshots.py [--out build/screens] [--only lobby,ilios,...]
        [--language fr]

Plays the scenes below through the real bot inside simcord (the same wiring as the tests) and has
headless Chromium photograph simcord's Discord-like page of each, 1280 and 420 px wide: a lobby,
each game's channel and a player's DMs mid-game and at the end, a rules page, a hint, and a
``hard`` bot thinking. ``--language``: the server and every player use Discord in that language
(each screenshot's name then ends in it). Nothing here talks to Discord; the pictures go to
``--out``, to be looked at before an issue about the channel is called done.
"""

from __future__ import annotations

import argparse
import asyncio
import random
import shutil
import sys
import tempfile
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT), str(ROOT / "tests"), str(ROOT / "tests" / "cogs")]

from simcord import Env  # noqa: E402
from simcord import interactions as simcord_interactions  # noqa: E402
from simtable import DEV_GUILD, make_bot, make_settings  # noqa: E402

from bot import TroyBot  # noqa: E402

WIDTHS = (1280, 420)
HEIGHT = {1280: 1300, 420: 1700}
GAMES = {  # a game's options for a short table
    "ilios": "size=5",
    "heroes": "",
    "iliad": "",
    "siege": "scenario=day2",
}


class Scenes:
    """One simulated server with a channel per scene, and a browser to photograph it."""

    def __init__(
        self, env: Env, bot: TroyBot, guild: Any, out: Path, profile: Path, suffix: str = ""
    ) -> None:
        self.env, self.bot, self.guild, self.out, self.profile = env, bot, guild, out, profile
        self.suffix = suffix
        self.alice = guild.add_member(env.create_user("alice"))
        self.bob = guild.add_member(env.create_user("bob"))
        self.carol = guild.add_member(env.create_user("carol"))
        self.rng = random.Random(1)

    async def shoot(self, name: str, channel: Any, viewer: Any) -> None:
        """``channel`` as ``viewer`` sees it, at each width: ``<name>-<width>.png``."""
        for width in WIDTHS:
            preview = self.env.preview(
                channel,
                viewers=[viewer],
                layout="channel",
                display="fixed",
                width=width,
                height=HEIGHT[width],
            )
            async with preview as page:
                shot = self.out / f"{name}-{width}{self.suffix}.png"
                await chromium(page.url, shot, width, self.profile)
        print(f"  {name}")

    async def move(self, channel: Any, member: Any) -> bool:
        """One legal move of ``member`` through ``/move``; False when they have none."""
        options = await member.autocomplete(channel, "move", "action", "")
        if not options:
            return False
        choice = options[self.rng.randrange(len(options))]
        await member.slash(channel, "move", action=choice["value"])
        return True

    async def play(self, channel: Any, moves: int | None) -> None:
        """Humans move in turn (``moves`` of them, or until the game ends)."""
        for _ in range(moves if moves is not None else 2000):
            update = await self.bot.service.status(channel.id)
            humans = [s.user_id for s in update.to_act if s.user_id is not None]
            if update.outcome is not None or not humans:
                return
            member = next(m for m in (self.alice, self.bob, self.carol) if m.id == humans[0])
            if not await self.move(channel, member):
                return

    async def table(
        self, game: str, *, bot: str | None = "normal", options: str = "", **more: str
    ) -> Any:
        """A lobby in a new channel: Alice hosts, Bob joins, a bot sits unless ``bot`` is None."""
        channel = self.guild.create_text_channel(game)
        await self.alice.slash(
            channel, "game new", game=game, options=options or GAMES[game], **more
        )
        await self.bob.slash(channel, "game join")
        if bot:
            await self.alice.slash(channel, "game bot", level=bot)
        return channel


async def chromium(url: str, path: Path, width: int, profile: Path) -> None:
    """Debian's Chromium, headless, with nothing reaching out to the network."""
    process = await asyncio.create_subprocess_exec(
        shutil.which("chromium") or "chromium",
        "--headless=new",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--hide-scrollbars",
        f"--user-data-dir={profile / str(width)}",
        f"--window-size={width},{HEIGHT[width]}",
        "--virtual-time-budget=15000",
        f"--screenshot={path}",
        url,
        stdout=asyncio.subprocess.DEVNULL,
        stderr=asyncio.subprocess.DEVNULL,
    )
    await process.wait()


async def lobby(s: Scenes) -> None:
    channel = await s.table("heroes", options="gods_start=2")
    await s.shoot("lobby", channel, s.carol)


def game_scene(game: str) -> Callable[[Scenes], Awaitable[None]]:
    async def scene(s: Scenes) -> None:
        channel = await s.table(game, bot=None if game == "siege" else "normal")
        await s.alice.slash(channel, "game start")
        await s.play(channel, 6)
        await s.shoot(f"{game}-channel", channel, s.carol)
        await s.shoot(f"{game}-dm", s.alice.user.dm_channel, s.alice.user)
        await s.play(channel, None)
        await s.shoot(f"{game}-end", channel, s.carol)
        await s.shoot(f"{game}-end-dm", s.alice.user.dm_channel, s.alice.user)

    return scene


async def rules(s: Scenes) -> None:
    channel = s.guild.create_text_channel("rules")
    await s.carol.slash(channel, "game rules", game="siege")
    await s.shoot("rules", channel, s.carol)


async def hint(s: Scenes) -> None:
    channel = await s.table("heroes", hints="on")
    await s.alice.slash(channel, "game start")
    await s.play(channel, 2)
    update = await s.bot.service.status(channel.id)
    asker = next(m for m in (s.alice, s.bob) if m.id in {p.user_id for p in update.to_act})
    await asker.slash(channel, "game hint")
    await s.shoot("hint", channel, asker)


async def thinking(s: Scenes) -> None:
    channel = s.guild.create_text_channel("thinking")
    await s.alice.slash(channel, "game new", game="ilios", options="size=5")
    await s.alice.slash(channel, "game bot", level="hard")
    await s.alice.slash(channel, "game start")
    await s.play(channel, 3)
    await s.shoot("thinking", channel, s.carol)


SCENES: dict[str, Callable[[Scenes], Awaitable[None]]] = {
    "lobby": lobby,
    **{game: game_scene(game) for game in GAMES},
    "rules": rules,
    "hint": hint,
    "thinking": thinking,
}


async def quiet_background_jobs(bot: TroyBot) -> None:
    """Stop the clock loop and the outbox sweep, which have nothing to do in these scenes.

    They sleep on simcord's virtual clock, which nothing here advances, so simcord wakes them at
    the same instant of wall-clock time instead (every 15 s for the sweep, 30 s for the clocks).
    An action begun less than ``settle_timeout`` (5 s) before that instant is answered at once
    but then waits for the wake-up, and has only what is left of its own deadline to settle the
    job: a 5 s pause, or ``TimeoutError: bot did not settle while advancing time`` on a busy
    machine. A test never lives that long, and calls ``run_once`` when it wants a tick. Here the
    virtual clock stands still, so no turn clock runs out, and no process crashes.
    """
    game_cog: Any = bot.get_cog("GameCog")  # the cog that owns both loops
    await game_cog.clocks.stop()
    await game_cog.sweep.stop()


def speak(locale: str) -> None:
    """Every interaction says ``locale`` for its user and its server (simcord's say en-US)."""
    real = simcord_interactions.base_payload

    def localised(*args: Any, **kwargs: Any) -> Any:
        record, payload = real(*args, **kwargs)
        payload["locale"] = locale
        if "guild_locale" in payload:
            payload["guild_locale"] = locale
        return record, payload

    simcord_interactions.base_payload = localised


async def main(out: Path, only: list[str], language: str = "") -> None:
    out.mkdir(parents=True, exist_ok=True)
    if language:
        speak(language)
    with tempfile.TemporaryDirectory() as folder:
        bot = await make_bot(make_settings(Path(folder)))
        env = Env(bot)
        guild = env.create_guild("Troy", id=DEV_GUILD)
        await env.start()
        await quiet_background_jobs(bot)
        suffix = f"-{language}" if language else ""
        scenes = Scenes(env, bot, guild, out, Path(folder) / "chromium", suffix)
        try:
            for name in only or list(SCENES):
                print(name)
                await SCENES[name](scenes)
        finally:
            await env.shutdown()
            await bot.store.close()


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=ROOT / "build" / "screens")
    parser.add_argument("--only", default="", help="scenes, comma-separated: " + ", ".join(SCENES))
    parser.add_argument("--language", default="", help="a Discord locale: fr, de, es-ES…")
    args = parser.parse_args()
    asyncio.run(main(args.out, [n for n in args.only.split(",") if n], args.language))
