"""How much a whole game writes in the channel and in the DMs: new table posts with a picture
per round of play, posts and edits per human move, and DMs sent.

Whole games of each game through the real bot in simcord's in-memory Discord: two humans and a
``normal`` bot, the humans playing as players do, by ``/move`` and by the menus of their hand
DMs in turn (a seeded random legal move; a player who has made several moves in a row ends the
step when they may, as a Siege commander ends a plan). Nobody else writes in the channel.

A round of play: from one action until every seat (the bot's too) has acted at least once
since; in the Siege, a game-hour. Each human move's requests (the bot's replies included) are
counted in the round the game is in after it. Run:
``.venv/bin/python benchmarks/bench_posts.py [seeds [game …]]``. A plain script, not a test.
"""

from __future__ import annotations

import asyncio
import random
import re
import statistics
import sys
import tempfile
from pathlib import Path
from typing import Any

from simcord import Env

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bot import Settings, create_bot  # noqa: E402
from tabletop.base import game_of  # noqa: E402

GUILD = 1_000_000_000_000_000_001
GAMES = {"ilios": "size=5", "heroes": "", "iliad": "", "siege": "scenario=day1"}
MAX_MOVES = 1500
ENDS = ("ready", "end", "pass")


def components(message: Any) -> list[dict[str, Any]]:
    out: list[dict[str, Any]] = []
    for row in message.components or []:
        row = row if isinstance(row, dict) else row.to_dict()
        out += row.get("components", [])
    return out


async def from_dm(member: Any, dms: Any, rng: random.Random) -> bool:
    """Play a move from the newest hand DM's menus, narrowing until a whole move; False when
    the DM offers none (then ``/move`` plays)."""
    mine = [m for m in dms.history() if m.author.id != member.id]
    if not mine:
        return False
    message = mine[-1]
    for _ in range(8):
        items = components(message)
        buttons = [c for c in items if c["type"] == 2 and ":m:" in str(c.get("custom_id"))]
        if buttons:
            await member.user.click(message, custom_id=rng.choice(buttons)["custom_id"])
            return True
        selects = [c for c in items if c["type"] == 3]
        if not selects:
            return False
        select = selects[0]
        options = select["options"]
        count = max(1, int(select.get("min_values", 1)))
        values = [o["value"] for o in rng.sample(options, min(count, len(options)))]
        await member.user.select(message, values, custom_id=select["custom_id"])
        if not values[0].startswith(">"):
            return True
        message = next((m for m in dms.history() if m.id == message.id), None)
        if message is None:
            return False
    return False


def round_of(actions: list[tuple[int, int, str]], seats: int) -> int:
    """The round the last action is in: a round ends once every seat has acted since it began."""
    done, acted = 0, set()
    for _, seat, _ in actions[:-1]:
        acted.add(seat)
        if len(acted) >= seats:
            done, acted = done + 1, set()
    return done


async def play(key: str, options: str, seed: int) -> dict[str, Any]:
    folder = Path(tempfile.mkdtemp())
    settings = Settings(database_path=str(folder / "bench.db"), dev_guild_id=GUILD, shard_count=1)
    bot = create_bot(settings, seed_source=lambda: seed)
    env = Env(bot)
    guild = env.create_guild("Bench", id=GUILD)
    channel = guild.create_text_channel("troy")
    alice = guild.add_member(env.create_user("alice"))
    bob = guild.add_member(env.create_user("bob"))
    members = {alice.id: alice, bob.id: bob}
    rng = random.Random(seed)
    await env.start()
    try:
        await alice.slash(channel, "game new", game=key, options=options)
        await bob.slash(channel, "game join")
        await alice.slash(channel, "game bot", level="normal")
        await alice.slash(channel, "game start")
        await env.settle()
        dm_of = {m.user.dm_channel.id: uid for uid, m in members.items()}
        game = game_of(key)
        per_round: dict[Any, int] = {}
        totals = {"moves": 0, "posts": 0, "pictured": 0, "edits": 0, "dms": 0}
        seen = 0
        last: int | None = None
        streak = 0
        for turn in range(MAX_MOVES):
            update = await bot.service.status(channel.id)
            humans = [s.user_id for s in update.to_act if s.user_id is not None]
            if update.outcome is not None or not humans:
                break
            member = members[humans[0]]
            streak = streak + 1 if member.id == last else 0
            last = member.id
            codes = [c.code for c in await bot.service.choices(channel.id, member.id)]
            ending = [c for c in codes if c in ENDS] if streak >= 3 else []
            played = False
            if not ending and turn % 2 == 1:
                played = await from_dm(member, member.user.dm_channel, rng)
            if not played:
                code = ending[0] if ending else rng.choice(codes)
                await member.slash(channel, "move", action=code)
            await bot.delivery.tables.drained()
            await env.settle()
            totals["moves"] += 1
            row = await bot.store.latest_game(channel.id)
            if key == "siege" and row is not None and row.snapshot is not None:
                state = game.load(row.snapshot)
                where: Any = (state.day, state.hour)
            else:
                where = round_of(await bot.store.actions(update.table.game_id), 3)
            log = env.http_requests[seen:]
            seen = len(env.http_requests)
            for entry in log:
                target = re.match(r"/channels/(\d+)/messages(/\d+)?$", entry.path)
                if target is None or entry.method not in ("POST", "PATCH"):
                    continue
                place, edit = int(target.group(1)), target.group(2) is not None
                if place == channel.id and not edit:
                    totals["posts"] += 1
                elif place == channel.id:
                    totals["edits"] += 1
                elif place in dm_of and not edit:
                    totals["dms"] += 1
            pictured = sum(
                1
                for entry in log
                if entry.method == "POST"
                and entry.path == f"/channels/{channel.id}/messages"
                and _has_picture(entry)
            )
            totals["pictured"] += pictured
            per_round[where] = per_round.get(where, 0) + pictured
        counts = list(per_round.values())
        return {**totals, "rounds": len(per_round), "per_round": counts}
    finally:
        await env.shutdown()
        await bot.store.close()


def _has_picture(entry: Any) -> bool:
    """A post that uploads a picture (its JSON lists the attachments it sends)."""
    body = entry.json if isinstance(entry.json, dict) else {}
    return any(str(a.get("filename", "")).endswith(".png") for a in body.get("attachments") or [])


async def main() -> None:
    seeds = int(sys.argv[1]) if len(sys.argv) > 1 else 3
    keys = sys.argv[2:] or list(GAMES)
    print(
        "game    | games | human moves | rounds | pictured posts per round (mean, max)"
        " | table posts per human move | edits per human move | DMs sent per game"
    )
    for key in keys:
        runs = [await play(key, GAMES[key], seed) for seed in range(1, seeds + 1)]
        moves = sum(r["moves"] for r in runs)
        rounds = sum(r["rounds"] for r in runs)
        per_round = [c for r in runs for c in r["per_round"]]
        print(
            f"{key:7} | {len(runs):5} | {moves:11} | {rounds:6} | "
            f"{sum(per_round) / max(1, rounds):.2f}, {max(per_round, default=0)}"
            f"{'':27} | {sum(r['posts'] for r in runs) / max(1, moves):26.2f} | "
            f"{sum(r['edits'] for r in runs) / max(1, moves):20.2f} | "
            f"{statistics.mean(r['dms'] for r in runs):.0f}"
        )


if __name__ == "__main__":
    asyncio.run(main())
