"""Only public information, ever: re-deal everything hidden in a table's state and nothing the
web view serves of it (page, JSON, picture) may change; and a finished game steps through its
positions, each from its public view."""

from __future__ import annotations

import json
from random import Random
from typing import Any

import pytest
from webtable import SECRET, alice_moves, new_table, play_out, web_client

from engine import registry
from tabletop.service import Service
from tabletop.store import Store
from web.links import Links

LINKS = Links(SECRET)
GAMES = ("iliad", "heroes", "ilios", "siege")


async def served(store: Store, game_id: int) -> dict[str, Any]:
    """Everything the web view serves of a table, from a fresh application (no cache)."""
    token = LINKS.token(game_id)
    async with web_client(store) as client:
        page = await (await client.get(f"/t/{token}")).text()
        state = await (await client.get(f"/t/{token}/state.json")).text()
        picture = await (await client.get(f"/t/{token}/table.png")).read()
    return {"page": page, "state": state, "picture": picture}


async def redeal(store: Store, game_id: int, seed: int) -> bool:
    """The stored state with everything no spectator sees dealt again; whether it changed."""
    row = await store.game(game_id)
    assert row is not None and row.snapshot is not None
    game = registry.get(row.game_key)
    state = game.redeal_hidden(game.load(row.snapshot), None, Random(seed))
    again = game.dump(state)
    await store.execute_admin(
        "UPDATE games SET snapshot=? WHERE id=?", (json.dumps(again), game_id)
    )
    return json.dumps(again, sort_keys=True) != json.dumps(row.snapshot, sort_keys=True)


@pytest.mark.parametrize("key", GAMES)
async def test_nothing_served_changes_when_the_hidden_parts_are_dealt_again(
    key: str, service: Service, store: Store
) -> None:
    update = await new_table(service, key)
    for _ in range(3):
        await alice_moves(service)
    game_id = update.table.game_id
    before = await served(store, game_id)
    changed = False
    for seed in range(4):
        changed = await redeal(store, game_id, seed) or changed
        assert await served(store, game_id) == before, f"{key}: a hidden part shows on the web"
    assert changed, f"{key}: the re-deal changed nothing, so the test would prove little"


async def test_a_finished_game_steps_through_every_position(service: Service, store: Store) -> None:
    update = await new_table(service, "ilios")
    final = await play_out(service)
    game_id = update.table.game_id
    token = LINKS.token(game_id)
    async with web_client(store) as client:
        state = await (await client.get(f"/t/{token}/state.json")).json()
        assert state["finished"] and state["moves"] == final.table.version
        total = state["moves"]
        for move in (0, 1, total // 2, total):
            position = await (await client.get(f"/t/{token}/position/{move}.json")).json()
            assert position["move"] == move and position["total"] == total
            picture = await client.get(position["image"])
            assert picture.status == 200 and (await picture.read()).startswith(b"\x89PNG")
        beyond = await client.get(f"/t/{token}/position/{total + 1}.json")
        assert beyond.status == 404
