"""What speaking French costs a ``/move``, beside English in the same run, and what loading the
catalogues costs at start.

The real bot runs inside simcord's in-memory Discord on a SQLite file. For each game, Alice and
Bob play by ``/move`` (the first move autocomplete offers), a ``normal`` bot beside them where the
game seats one; the same game is played once with the server and both players in English and
once in French, alternating game by game and round by round, so both languages share the
machine's load. For every human move it measures:

- the answer: from the interaction reaching the bot to the "Saved" reply leaving it;
- the whole move: the slash command until the bot is idle again (reply, bots' answers, table
  and hands sent, in the reader's language each), simcord's settle window included;
- the autocomplete of ``/move`` (every legal move spoken in the caller's language).

Start-up: a fresh interpreter imports the bot and reads every catalogue (``words(language)``
compiles a ``.po`` in memory once), timed against the import alone.

Run: ``.venv/bin/python benchmarks/bench_languages.py [rounds] [moves per game]``. A plain
script, not a test; the figures go in the README.
"""

from __future__ import annotations

import asyncio
import os
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from simcord import Env
from simcord import interactions as simcord_interactions

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from bot import Settings, create_bot  # noqa: E402

GUILD = 1_000_000_000_000_000_001
GAMES = {  # game -> (options, a normal bot seated)
    "ilios": ("size=7", True),
    "heroes": ("", True),
    "iliad": ("", True),
    "siege": ("scenario=day2", False),
}
LANGUAGES = ("en-US", "fr")
LOCALES: dict[int, str] = {}  # user or guild id -> the locale its interactions carry


def _localised(real: Any) -> Any:
    def payload(*args: Any, **kwargs: Any) -> Any:
        record, data = real(*args, **kwargs)
        if kwargs.get("user_id") in LOCALES:
            data["locale"] = LOCALES[kwargs["user_id"]]
        if kwargs.get("guild_id") in LOCALES and "guild_locale" in data:
            data["guild_locale"] = LOCALES[kwargs["guild_id"]]
        return record, data

    return payload


simcord_interactions.base_payload = _localised(simcord_interactions.base_payload)


@dataclass
class Figures:
    answer_ms: list[float] = field(default_factory=list)
    move_ms: list[float] = field(default_factory=list)
    autocomplete_ms: list[float] = field(default_factory=list)


async def one_game(game: str, locale: str, moves: int, figures: Figures) -> None:
    folder = Path(tempfile.mkdtemp())
    settings = Settings(
        database_path=str(folder / "bench.db"),
        dev_guild_id=GUILD,
        render_processes=int(os.environ.get("RENDER_PROCESSES", "0")),
        shard_count=1,
    )
    bot = create_bot(settings, seed_source=lambda: 7)
    env = Env(bot)
    guild = env.create_guild("Bench", id=GUILD)
    channel = guild.create_text_channel("troy")
    alice = guild.add_member(env.create_user("alice"))
    bob = guild.add_member(env.create_user("bob"))
    for who in (GUILD, alice.id, bob.id):
        LOCALES[who] = locale
    members = {alice.id: alice, bob.id: bob}
    started: dict[int, float] = {}
    answered: list[float] = []

    async def on_interaction(interaction: Any) -> None:
        started[interaction.id] = time.perf_counter()

    await env.start()
    confirm = bot.delivery.confirm

    async def timed_confirm(interaction: Any, update: Any, channel_id: int) -> None:
        await confirm(interaction, update, channel_id)
        if interaction.id in started:
            answered.append(time.perf_counter() - started.pop(interaction.id))

    bot.delivery.confirm = timed_confirm  # type: ignore[method-assign]
    bot.add_listener(on_interaction)
    options, with_bot = GAMES[game]
    try:
        await alice.slash(channel, "game new", game=game, options=options)
        await bob.slash(channel, "game join")
        if with_bot:
            await alice.slash(channel, "game bot", level="normal")
        await alice.slash(channel, "game start")
        for _ in range(moves):
            update = await bot.service.status(channel.id)
            humans = [s.user_id for s in update.to_act if s.user_id is not None]
            if update.outcome is not None or not humans:
                break
            member = members[humans[0]]
            began = time.perf_counter()
            offered = await member.autocomplete(channel, "move", "action", "")
            figures.autocomplete_ms.append((time.perf_counter() - began) * 1000)
            if not offered:
                break
            before = len(answered)
            began = time.perf_counter()
            await member.slash(channel, "move", action=offered[0]["value"])
            figures.move_ms.append((time.perf_counter() - began) * 1000)
            if len(answered) > before:
                figures.answer_ms.append(answered[-1] * 1000)
    finally:
        await env.shutdown()
        await bot.store.close()


def pct(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))] if ordered else float("nan")


def startup_ms(code: str, runs: int = 5) -> float:
    """The median wall time of a fresh interpreter running ``code`` (imports included)."""
    times = []
    for _ in range(runs):
        began = time.perf_counter()
        subprocess.run([sys.executable, "-c", code], cwd=ROOT, check=True)
        times.append((time.perf_counter() - began) * 1000)
    return statistics.median(times)


async def main() -> None:
    rounds = int(sys.argv[1]) if len(sys.argv) > 1 else 3
    moves = int(sys.argv[2]) if len(sys.argv) > 2 else 30
    print(f"load average before: {os.getloadavg()[0]:.2f} (2 cores)")
    figures = {(g, lang): Figures() for g in GAMES for lang in LANGUAGES}
    for n in range(rounds):
        for game in GAMES:
            order = LANGUAGES if n % 2 == 0 else tuple(reversed(LANGUAGES))
            for locale in order:
                await one_game(game, locale, moves, figures[game, locale])
    print("game    language  moves  answer p50 / p95 ms  whole move p50 / p95 ms  autocomplete p95")
    for game in GAMES:
        for locale in LANGUAGES:
            f = figures[game, locale]
            print(
                f"{game:7} {locale:8} {len(f.answer_ms):6}"
                f"  {pct(f.answer_ms, 0.5):7.1f} / {pct(f.answer_ms, 0.95):6.1f}"
                f"  {pct(f.move_ms, 0.5):11.1f} / {pct(f.move_ms, 0.95):6.1f}"
                f"  {pct(f.autocomplete_ms, 0.95):11.1f}"
            )
        english, french = figures[game, "en-US"], figures[game, "fr"]
        ratio = pct(french.answer_ms, 0.95) / pct(english.answer_ms, 0.95)
        whole = pct(french.move_ms, 0.95) / pct(english.move_ms, 0.95)
        print(f"{game:7} French / English p95: answer {ratio:.2f}, whole move {whole:.2f}")
    imports = startup_ms("import bot")
    catalogues = startup_ms(
        "import bot\nfrom render.core.language import LANGUAGES, words\n"
        "for language in LANGUAGES: words(language)('Saved')"
    )
    print(
        f"start-up: import the bot {imports:.0f} ms; with every catalogue read {catalogues:.0f} ms"
    )
    print(f"load average after: {os.getloadavg()[0]:.2f}")


if __name__ == "__main__":
    asyncio.run(main())
