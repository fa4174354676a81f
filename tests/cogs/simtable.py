"""The simulated server the bot tests play in, and helpers to drive a game through it.

(A uniquely named module: other test folders have their own conftest.)
"""

from __future__ import annotations

import os
from collections.abc import AsyncIterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pg_server
from simcord import Env

from bot import Settings, TroyBot, create_bot

DEV_GUILD = 1_000_000_000_000_000_001
SEED = 20261129


@dataclass
class World:
    """The simulated server: one guild, a #troy channel, three players and a moderator."""

    env: Env
    guild: Any
    channel: Any
    alice: Any
    bob: Any
    carol: Any
    mod: Any
    settings: Settings
    bots: list[TroyBot] = field(default_factory=list)
    expected_errors: tuple[type[BaseException], ...] = ()

    @property
    def bot(self) -> TroyBot:
        return self.bots[-1]

    async def restart(self) -> TroyBot:
        """A fresh bot process over the same database file, in the same simulated Discord."""
        old = self.bot
        new = await make_bot(self.settings)
        self.bots.append(new)
        await self.env.restart_bot(new)
        await old.store.close()
        return new


async def make_bot(settings: Settings) -> TroyBot:
    """The bot as ``bot.py`` builds it: it opens its own store in ``setup_hook``."""
    return create_bot(settings, seed_source=lambda: SEED)


def make_settings(tmp_path: Path) -> Settings:
    """The test bot's settings: a SQLite file in ``tmp_path``, or (``TROY_TEST_BACKEND=postgres``)
    a fresh database on the test PostgreSQL server, one per ``tmp_path`` so a restart finds it;
    one shard (simcord needs a count; Discord would recommend one for a test server)."""
    url = None
    if os.environ.get("TROY_TEST_BACKEND") == "postgres":
        url = _databases.get(tmp_path) or pg_server.fresh_url()
        _databases[tmp_path] = url
    return Settings(
        token=None,
        database_path=str(tmp_path / "troy.db"),
        database_url=url,
        dev_guild_id=DEV_GUILD,
        shard_count=1,
    )


_databases: dict[Path, str] = {}


# --- driving a game -------------------------------------------------------------------------------
def components(message: Any) -> list[dict[str, Any]]:
    """Every component of a message (buttons and selects), flattened."""
    rows = message.components
    out = []
    for row in rows:
        row = row if isinstance(row, dict) else row.to_dict()
        out += row.get("components", [])
    return out


def buttons(message: Any) -> list[dict[str, Any]]:
    return [c for c in components(message) if c["type"] == 2]


def selects(message: Any) -> list[dict[str, Any]]:
    return [c for c in components(message) if c["type"] == 3]


def text_of(message: Any) -> str:
    """Everything a message says: its text, its embeds and its buttons' labels."""
    parts = [message.content or ""]
    for embed in message.embeds:
        parts += [embed.title or "", embed.description or ""]
        parts += [f"{f.name} {f.value}" for f in embed.fields]
    parts += [c.get("label", "") or "" for c in components(message)]
    return "\n".join(parts)


def public_messages(world: World) -> list[Any]:
    """What every member of the channel reads (no one's ephemeral answers)."""
    return [m for m in world.channel.history(viewer=world.mod) if not m.flags.ephemeral]


def close_dms(world: World, member: Any) -> None:
    """Discord answers 403 / 50007 when a user does not accept DMs from the bot."""
    channel = member.user.dm_channel.id
    world.env.inject_error(
        "POST", f"/channels/{channel}/messages", status=403, code=50007, times=None
    )


def last_public(world: World, channel: Any = None) -> Any:
    """The newest message everyone in the channel reads: the lobby card, the table or the news
    a command posted there (its caller's private "thinking…" is gone by then)."""
    shown = (channel or world.channel).history(viewer=world.mod)
    return [m for m in shown if not m.flags.ephemeral][-1]


def labels(message: Any) -> list[str]:
    return [c.get("label", "") for c in components(message) if c.get("type") == 2]


def is_table(message: Any) -> bool:
    return "My hand" in labels(message)


async def start_game(
    world: World, *, options: str = "size=5", bot: bool = True, channel: Any = None
) -> None:
    """Alice hosts, Bob joins, a normal bot sits, Alice starts — all through slash commands
    (in #troy unless another channel is given)."""
    channel = channel or world.channel
    await world.alice.slash(channel, "game new", game="ilios", options=options)
    await world.bob.slash(channel, "game join")
    if bot:
        await world.alice.slash(channel, "game bot", level="normal")
    result = await world.alice.slash(channel, "game start")
    assert result.ephemeral, result


def member_of(world: World, user_id: int | None) -> Any:
    return next(m for m in (world.alice, world.bob, world.carol) if m.id == user_id)


async def whose_turn(world: World, channel: Any = None) -> Any:
    """The member who must act now, or None when the game is over."""
    update = await world.bot.service.status((channel or world.channel).id)
    if update.outcome is not None:
        return None
    humans = [s for s in update.to_act if s.user_id is not None]
    assert humans, "only bots to act, yet the service returned"
    return member_of(world, humans[0].user_id)


async def turns(world: World, max_moves: int) -> AsyncIterator[tuple[Any, int]]:
    """For at most ``max_moves`` moves, until the end: the member who must act now, and their
    streak (how many moves in a row they made just before; 0 when someone else moved last).
    The caller makes each move before asking for the next."""
    streak, last = 0, None
    for _ in range(max_moves):
        member = await whose_turn(world)
        if member is None:
            return
        streak = streak + 1 if member is last else 0
        last = member
        yield member, streak


def dms(world: World, member: Any) -> list[Any]:
    """The bot's messages in that member's DM channel, oldest first."""
    return [m for m in member.user.dm_channel.history() if m.author.id == world.bot.user.id]


async def version(world: World) -> int:
    return (await world.bot.service.table(world.channel.id)).version


async def view_and_codes(world: World, member: Any) -> tuple[dict[str, Any], list[str]]:
    """The member's seat view and legal codes now."""
    _, hand = await world.bot.service.hand(world.channel.id, member.id)
    return hand.view, [c.code for c in hand.choices]


async def legal(world: World, member: Any) -> list[str]:
    """The member's legal codes now."""
    return [c.code for c in await world.bot.service.choices(world.channel.id, member.id)]


async def siege_first_move(world: World) -> None:
    """A Siege of Troy from day 2: Alice (Greeks) and Bob (Trojans) past the set-up, at the
    Greeks' first move."""
    channel = world.channel
    await world.alice.slash(channel, "game new", game="siege", options="scenario=day2")
    await world.bob.slash(channel, "game join")
    await world.alice.slash(channel, "game start")
    for member in (world.alice, world.bob):
        saved(await member.slash(channel, "siege end"))
    assert any(c.startswith("move:") for c in await legal(world, world.alice))


def replies(result: Any) -> list[Any]:
    """What the bot answered to one interaction: the (deferred) response, then the followups."""
    out = [result.response] if result.response is not None else []
    return out + list(result.followups)


def said(result: Any) -> str:
    """All the text the bot answered to one interaction."""
    return "\n".join(m.content or "" for m in replies(result))


def private(result: Any) -> bool:
    """Only the person who acted could see the answer (an ephemeral reply or followups)."""
    followups = list(result.followups)
    return result.ephemeral or (bool(followups) and all(f.ephemeral for f in followups))


def saved(result: Any) -> None:
    """The move was taken: the mover is told it is saved."""
    assert "✅ Saved" in said(result), said(result)


async def click_public(world: World, member: Any, codes: list[str]) -> bool:
    """Press the button under the public table that plays one of ``codes``; False if none."""
    table = public_messages(world)[-1]
    for button in buttons(table):
        if any(button["custom_id"].endswith(":" + code) for code in codes):
            saved(await member.click(table, custom_id=button["custom_id"]))
            return True
    return False
