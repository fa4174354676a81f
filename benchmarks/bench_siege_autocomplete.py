"""How fast ``/move`` and ``/siege`` answer a keystroke when a side has thousands of legal moves.

The real bot runs inside simcord's in-memory Discord (no network). A short-scenario game is
played through the service to the Greek move with the most legal moves that spreading every
piece across the plain finds (about 1,400 on day 1); then each autocomplete is timed end to
end, from the keystroke to the choices (simcord, the service's cached list, the cog). Also:
the first keystroke after a new version (the list is made and described again), and a
synthetic list of 5,000 moves put in the service's cache, for a margin. Run:
``.venv/bin/python benchmarks/bench_siege_autocomplete.py [repeats]``. A plain script, not a test.
"""

from __future__ import annotations

import asyncio
import random
import statistics
import sys
import tempfile
import time
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

from simcord import Env

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bot import Settings, create_bot  # noqa: E402
from engine.siege import GAME  # noqa: E402
from engine.siege.board import BOARD  # noqa: E402
from engine.siege.pieces import SIDE_PIECES  # noqa: E402
from engine.siege.words import describe  # noqa: E402
from tabletop.models import Choice  # noqa: E402
from tabletop.offers import Offer  # noqa: E402

GUILD = 1_000_000_000_000_000_001
SEED = 1
OPTIONS = {"scenario": "day1"}
LIMIT_MS = 50.0
SYNTHETIC = 5_000


def busiest_line(seed: int) -> tuple[list[tuple[int, str]], int]:
    """The actions (seat, code) from the start to the Greek move with the most legal moves when
    every piece is sent to a random square each half hour, and that number."""
    rng = random.Random(seed)
    state = GAME.setup(OPTIONS, 2, seed, teams=(0, 1))
    line: list[tuple[int, str]] = []
    best: tuple[int, int] = (0, 0)
    while GAME.to_act(state) and len(line) < 3_000:
        seat = min(GAME.to_act(state))
        legal = [GAME.encode(a) for a in GAME.legal_actions(state, seat)]
        view = GAME.public_view(state)
        if view["phase"] == "move" and seat == 0 and len(legal) > best[0]:
            best = (len(legal), len(line))
        planned = {p["piece"] for p in view["plans"]}
        moves = [c for c in legal if c.startswith("move:") and c.split(":")[1] not in planned]
        code = rng.choice(moves) if view["phase"] == "move" and moves else None
        code = code or next((c for c in ("end", "ready", "recover:done") if c in legal), legal[0])
        state = GAME.apply(state, seat, GAME.decode(state, seat, code)).state
        line.append((seat, code))
    return line[: best[1]], best[0]


def summary(name: str, ms: list[float]) -> str:
    ms = sorted(ms)
    p95 = ms[int(0.95 * (len(ms) - 1))]
    verdict = "ok" if p95 <= LIMIT_MS else f"OVER {LIMIT_MS:.0f} ms"
    return (
        f"  {name:<44} median {statistics.median(ms):5.1f} ms  p95 {p95:5.1f} ms  "
        f"max {ms[-1]:5.1f} ms  {verdict}"
    )


async def timed(ask: Callable[[], Awaitable[Any]], repeats: int) -> list[float]:
    await ask()  # warm: the list of this version is cached after the first keystroke
    out = []
    for _ in range(repeats):
        start = time.perf_counter()
        await ask()
        out.append(1000 * (time.perf_counter() - start))
    return out


async def main() -> None:
    repeats = int(sys.argv[1]) if len(sys.argv) > 1 else 50
    line, most = busiest_line(SEED)
    folder = Path(tempfile.mkdtemp())
    settings = Settings(database_path=str(folder / "bench.db"), dev_guild_id=GUILD, shard_count=1)
    bot = create_bot(settings, seed_source=lambda: SEED)
    env = Env(bot)
    guild = env.create_guild("Bench", id=GUILD)
    channel = guild.create_text_channel("troy")
    alice = guild.add_member(env.create_user("alice"))
    bob = guild.add_member(env.create_user("bob"))
    seats = (alice, bob)
    await env.start()
    try:
        await alice.slash(channel, "game new", game="siege", options="scenario=day1")
        await bob.slash(channel, "game join")
        await alice.slash(channel, "game start")
        for seat, code in line:
            await bot.service.act(channel.id, seats[seat].id, code)
        legal = await bot.service.choices(channel.id, alice.id)
        piece = max(
            {c.code.split(":")[1] for c in legal if c.code.startswith("move:")},
            key=lambda p: sum(c.code.startswith(f"move:{p}:") for c in legal),
        )
        print(f"Siege autocomplete, {len(legal)} legal moves for the Greeks (found {most}):")

        def ask(command: str, option: str, typed: str, **others: str) -> Callable[[], Any]:
            return lambda: alice.autocomplete(channel, command, option, typed, **others)

        cases = {
            "/move action (nothing typed)": ask("move", "action", ""),
            "/move action 'move ajax i1'": ask("move", "action", "move ajax i1"),
            "/move action (no match: scans all)": ask("move", "action", "zzz"),
            "/siege move piece (nothing typed)": ask("siege move", "piece", ""),
            f"/siege move to (piece {piece})": ask("siege move", "to", "", piece=piece),
            f"/siege move to 'm' (piece {piece})": ask("siege move", "to", "m", piece=piece),
            "/siege shoot archer": ask("siege shoot", "archer", ""),
        }
        for name, call in cases.items():
            print(summary(name, await timed(call, repeats)))

        # The first keystroke after each new version lists and describes the moves again.
        cold: list[float] = []
        moves = [c.code for c in legal if c.code.startswith("move:")]
        for code in moves[: min(repeats, 30)]:
            await bot.service.act(channel.id, alice.id, code)
            start = time.perf_counter()
            await ask("siege move", "piece", "")()
            cold.append(1000 * (time.perf_counter() - start))
            await bot.service.act(channel.id, alice.id, f"unplan:{code.split(':')[1]}")
        print(summary("/siege move piece, first keystroke of a version", cold))

        # A margin: 5,000 moves put in the service's cache for the current version.
        table = await bot.service.table(channel.id)
        squares = [BOARD.name(sq) for sq in sorted(BOARD.land)]
        codes = [f"move:{p}:{sq}" for p in SIDE_PIECES["greek"] for sq in squares][:SYNTHETIC]
        fake = tuple(Choice(c, describe(c)) for c in codes)
        names = tuple(s.name for s in table.seats)
        bot.service._offers._entries[(table.game_id, table.version, 0, names)] = Offer(fake, ())
        print(f"Synthetic list of {len(fake)} moves:")
        synthetic = {
            "/move action 'move ajax i1'": ask("move", "action", "move ajax i1"),
            "/move action (no match: scans all)": ask("move", "action", "zzz"),
            "/siege move piece (nothing typed)": ask("siege move", "piece", ""),
            "/siege move to 'x' (piece ajax)": ask("siege move", "to", "x", piece="ajax"),
        }
        for name, call in synthetic.items():
            print(summary(name, await timed(call, repeats)))
    finally:
        await env.shutdown()
        await bot.store.close()


if __name__ == "__main__":
    asyncio.run(main())
