"""What a whole game asks of Discord and of its players: posts and edits in the channel, DMs
and DM edits per player, how often a player is notified per decision, and the image bytes.

It plays one game of each game through the real bot in simcord's in-memory Discord with two
humans who pick a random legal move (``/move``), and reads every request the bot made. A
notification is a new DM, or a channel message whose allowed mentions let it ring that player;
an edit rings nobody. A decision starts whenever a player must act who did not have to before.
Run: ``.venv/bin/python benchmarks/bench_traffic.py [seed [game …]]``. A plain script, not a test.
"""

from __future__ import annotations

import asyncio
import random
import re
import sys
import tempfile
from collections import Counter
from pathlib import Path
from typing import Any

from simcord import Env
from simcord.http import router

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bot import Settings, create_bot  # noqa: E402

GUILD = 1_000_000_000_000_000_001
GAMES = {  # one short table of each game
    "ilios": "size=5",
    "heroes": "",
    "iliad": "",
    "siege": "scenario=day1",
}
MAX_MOVES = 3000

uploads: list[tuple[str, str, int]] = []  # (method, path, bytes) of every file the bot sent


def _recording(dispatch: Any) -> Any:
    def wrapped(backend: Any, method: str, path: str, **kwargs: Any) -> Any:
        for f in kwargs.get("files") or []:
            uploads.append((method, path, len(f.fp.getvalue())))
        return dispatch(backend, method, path, **kwargs)

    return wrapped


router.dispatch = _recording(router.dispatch)


def rings(entry: Any, user_id: int) -> bool:
    """Whether this request's message may notify ``user_id``: it mentions them and its
    allowed mentions let it (Discord's default, absent, lets every mention ring)."""
    body = entry.json if isinstance(entry.json, dict) else {}
    if f"<@{user_id}>" not in str(body.get("content") or ""):
        return False
    allowed = body.get("allowed_mentions")
    if allowed is None:
        return True
    return "users" in (allowed.get("parse") or []) or str(user_id) in map(
        str, allowed.get("users") or []
    )


async def play(key: str, options: str, seed: int) -> dict[str, Any]:
    folder = Path(tempfile.mkdtemp())
    settings = Settings(database_path=str(folder / "bench.db"), dev_guild_id=GUILD, shard_count=1)
    bot = create_bot(settings, seed_source=lambda: seed)
    env = Env(bot, settle_timeout=20.0)  # a busy machine draws slowly
    guild = env.create_guild("Bench", id=GUILD)
    channel = guild.create_text_channel("troy")
    alice = guild.add_member(env.create_user("alice"))
    bob = guild.add_member(env.create_user("bob"))
    members = {alice.id: alice, bob.id: bob}
    rng = random.Random(seed)
    decisions: Counter[int] = Counter()
    moves = 0
    del uploads[:]
    await env.start()
    try:
        await alice.slash(channel, "game new", game=key, options=options)
        await bob.slash(channel, "game join")
        await alice.slash(channel, "game start")
        start = len(env.http_requests)
        acting: set[int] = set()
        while moves < MAX_MOVES:
            update = await bot.service.status(channel.id)
            now = {s.user_id for s in update.to_act if s.user_id is not None}
            decisions.update(now - acting)
            acting = now
            if update.outcome is not None or not now:
                break
            member = members[sorted(now)[0]]
            choices = await bot.service.choices(channel.id, member.id)
            await member.slash(channel, "move", action=rng.choice(choices).code)
            moves += 1
        await env.settle()
        dm_of = {m.user.dm_channel.id: uid for uid, m in members.items()}
        log = env.http_requests[start:]
        counts: Counter[str] = Counter()
        notified: Counter[int] = Counter()
        for entry in log:
            target = re.match(r"/channels/(\d+)/messages(/\d+)?$", entry.path)
            if target is None:
                continue
            where, edit = int(target.group(1)), target.group(2) is not None
            if entry.method not in ("POST", "PATCH"):
                continue
            if where == channel.id:
                counts["channel edits" if edit else "channel posts"] += 1
                for uid in members:
                    notified[uid] += (not edit) and rings(entry, uid)
            elif where in dm_of:
                counts["DM edits" if edit else "DMs"] += 1
                notified[dm_of[where]] += not edit
        image_bytes = sum(size for _, path, size in uploads if f"/{channel.id}/" in path)
        dm_bytes = sum(size for _, path, size in uploads if any(f"/{d}/" in path for d in dm_of))
        return {
            "moves": moves,
            "decisions": sum(decisions.values()),
            "notified": sum(notified.values()),
            "image_kb": image_bytes // 1024,
            "dm_image_kb_per_player": dm_bytes // 1024 // 2,
            **counts,
        }
    finally:
        await env.shutdown()
        await bot.store.close()


async def main() -> None:
    seed = int(sys.argv[1]) if len(sys.argv) > 1 else 1
    keys = sys.argv[2:] or list(GAMES)
    for key, options in ((k, GAMES[k]) for k in keys):
        r = await play(key, options, seed)
        print(
            f"{key:7} {r['moves']:4} moves | channel: {r.get('channel posts', 0)} posts, "
            f"{r.get('channel edits', 0)} edits ({r.get('channel posts', 0) / r['moves']:.2f}"
            f" posts/move, {r['image_kb']} KB) | DMs per player: {r.get('DMs', 0) / 2:.0f}"
            f" (+{r.get('DM edits', 0) / 2:.0f} edits, {r['dm_image_kb_per_player']} KB) | "
            f"notifications per decision: {r['notified'] / max(1, r['decisions']):.2f}"
            f" ({r['notified']} for {r['decisions']})"
        )


if __name__ == "__main__":
    asyncio.run(main())
