"""The table service over the real ILIOS engine: a whole game through the service."""

from __future__ import annotations

import pytest
from tabletop_race import ALICE, BOB, CHANNEL, GUILD, SEED, db_dump

from engine.core.errors import GameError
from tabletop.errors import BadOption, StaleAction
from tabletop.models import FINISHED, Update
from tabletop.service import Service
from tabletop.store import Store


async def play_out(service: Service) -> Update:
    """Humans play their first legal choice (with the version a button carries) to the end."""
    update = await service.status(CHANNEL)
    for _ in range(400):
        if update.outcome is not None:
            return update
        humans = [s for s in update.to_act if s.user_id is not None]
        assert humans, "the service stopped while only bots had to act"
        user = humans[0].user_id
        assert user is not None
        choices = await service.choices(CHANNEL, user)
        assert choices and all(len(c.code) <= 80 and len(c.label) <= 100 for c in choices)
        update = await service.act(
            CHANNEL, user, choices[0].code, expected_version=update.table.version
        )
    raise AssertionError("ILIOS did not end")


async def test_ilios_with_bots_finishes(service: Service, store: Store) -> None:
    table = await service.new_game(CHANNEL, GUILD, ALICE, "Alice", "ilios", {"size": "5"})
    assert table.options == {"size": "5", "expansion": "off"}
    await service.join(CHANNEL, BOB, "Bob")
    await service.add_bot(CHANNEL, ALICE, "normal")
    await service.add_bot(CHANNEL, BOB, "random")
    update = await service.start(CHANNEL, ALICE)
    assert update.public_view is not None and "hand" not in update.public_view
    assert {v["seat"] for v in (h.view for h in update.hands.values())} == {0, 1}
    assert all("hand" in v for v in (h.view for h in update.hands.values()))

    update = await play_out(service)
    assert update.table.status == FINISHED
    results = await store.results(update.table.game_id)
    assert [r.user_id for r in results] == [ALICE, BOB, None, None]
    assert any(r.winner for r in results)
    assert await service.replay_matches(CHANNEL)

    events = await store.events(update.table.game_id, public_only=False)
    private = {e.text for e in events if e.readers is not None}
    public = set(await service.log(CHANNEL, limit=100_000))
    assert not private & public


async def test_ilios_errors_change_nothing(service: Service, store: Store) -> None:
    with pytest.raises(BadOption, match="7, 5"):
        await service.new_game(CHANNEL, GUILD, ALICE, "Alice", "ilios", {"size": "9"})
    await service.new_game(CHANNEL, GUILD, ALICE, "Alice", "ilios", {"expansion": "on"})
    await service.add_bot(CHANNEL, ALICE, "random")
    update = await service.start(CHANNEL, ALICE)
    before = await db_dump(store)
    for code in ("deploy:nothing:Z9:Q", "waste:A1:extra", "", "keep"):
        with pytest.raises(GameError):
            await service.act(CHANNEL, ALICE, code)
        assert await db_dump(store) == before, code
    with pytest.raises(StaleAction):
        await service.act(CHANNEL, ALICE, "keep", expected_version=update.table.version + 5)
    assert await service.replay_matches(CHANNEL)


async def test_ilios_bots_only_but_host(store: Store) -> None:
    service = Service(store, seed_source=lambda: SEED + 1)
    await service.new_game(CHANNEL, GUILD, ALICE, "Alice", "ilios", {"size": "5"})
    for level in ("normal", "normal", "random"):
        await service.add_bot(CHANNEL, ALICE, level)
    await service.start(CHANNEL, ALICE)
    update = await play_out(service)
    assert update.outcome is not None and update.outcome["summary"]
    assert len(await store.results(update.table.game_id)) == 4
    assert await service.replay_matches(CHANNEL)
