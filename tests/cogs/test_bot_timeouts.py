"""``timeout: vote`` through the real bot: time runs out (advanced, not waited for), the vote is
posted with a button, the late player's own ballot is refused, and the others' majority hands
the seat to a bot, which plays at once."""

from __future__ import annotations

from typing import Any

from simtable import World, components, last_public, said

from cogs.kit.components import ids

T0 = 1_800_000_000.0


class Clock:
    def __init__(self) -> None:
        self.now = T0

    def __call__(self) -> float:
        return self.now


def posted(world: World) -> list[Any]:
    return [m for m in world.channel.history() if not m.flags.ephemeral]


async def test_a_vote_removes_the_late_player(world: World) -> None:
    clock = Clock()
    world.bot.service.clock = clock
    await world.alice.slash(world.channel, "game new", game="skirmish", pace="10m", timeout="vote")
    fields = {f.name: f.value for f in last_public(world).embeds[0].fields}
    assert "vote" in fields["When time runs out"]
    await world.bob.slash(world.channel, "game join")
    await world.carol.slash(world.channel, "game join")
    await world.alice.slash(world.channel, "game start")
    before = await world.bot.service.status(world.channel.id)
    late = before.table.seats[0]
    members = {m.id: m for m in (world.alice, world.bob, world.carol)}
    others = [m for uid, m in members.items() if uid != late.user_id]

    clock.now = T0 + 600
    assert await world.bot.get_cog("GameCog").clocks.run_once() == 1
    await world.env.settle()
    vote = posted(world)[-1]
    assert "ran out of time" in vote.content and "vote" in vote.content
    [button] = [c for c in components(vote) if c.get("custom_id", "").startswith("tt:v:")]
    assert button["custom_id"] == ids.vote_id(before.table.game_id, before.table.version, 0)

    refused = await members[late.user_id].click(vote, label=button["label"])
    assert "Only the other seated players" in said(refused)
    await others[0].click(vote, label=button["label"])
    await world.restart()  # ballots live in the store: the vote survives a restart
    await others[1].click(vote, label=button["label"])
    await world.env.settle()
    texts = [m.content or "" for m in posted(world)]
    assert any(f"{late.name} is removed" in t for t in texts)
    after = await world.bot.service.status(world.channel.id)
    assert after.table.seats[0].is_bot and after.table.seats[0].user_id is None
    assert after.table.version > before.table.version  # the bot played its decision at once
