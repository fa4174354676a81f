"""Undo through the service, over the Skirmish fixture game: your own last action comes back
when it used no luck and revealed nothing and nobody has acted since; otherwise a reason."""

from __future__ import annotations

import pytest
from tabletop_race import ALICE, BOB, CHANNEL, GUILD, deliver

from engine.core.said import english
from tabletop.models import Update
from tabletop.service import Service
from tabletop.store import Store
from tabletop.undo import CannotUndo
from tabletop.undo_log import UNDO_CODE, live_actions


async def skirmish(service: Service) -> Update:
    await service.new_game(CHANNEL, GUILD, ALICE, "Alice", "skirmish", {})
    await service.join(CHANNEL, BOB, "Bob")
    return await deliver(service, await service.start(CHANNEL, ALICE))


def hand(update: Update, user: int) -> list[str]:
    return list(update.hands[user].view["hand"])


async def both_discard(service: Service, update: Update) -> Update:
    await service.act(CHANNEL, ALICE, f"discard:{hand(update, ALICE)[0]}")
    last = await service.act(CHANNEL, BOB, f"discard:{hand(update, BOB)[0]}")
    return await deliver(service, last)


async def test_a_secret_discard_is_taken_back(service: Service, store: Store) -> None:
    start = await skirmish(service)
    card = hand(start, ALICE)[0]
    await deliver(service, await service.act(CHANNEL, ALICE, f"discard:{card}"))
    update = await service.undo(CHANNEL, ALICE)
    assert "Alice takes back their last action." in map(english, update.events)
    assert update.post_table  # the table is announced again
    assert update.hands[ALICE].send and card in hand(update, ALICE)
    assert hand(update, ALICE) == hand(start, ALICE)
    assert update.hands[ALICE].view["my_discard"] is None
    assert {s.user_id for s in update.to_act} == {ALICE, BOB}
    assert [c for _, _, c in await store.actions(update.table.game_id)] == [
        f"discard:{card}",
        UNDO_CODE,
    ]
    assert await service.replay_matches(CHANNEL)
    # The game goes on from there, and the replay still matches.
    await deliver(service, update)
    await both_discard(service, update)
    assert await service.replay_matches(CHANNEL)


async def test_twice_in_a_row_is_refused(service: Service) -> None:
    start = await skirmish(service)
    await service.act(CHANNEL, ALICE, f"discard:{hand(start, ALICE)[0]}")
    await service.undo(CHANNEL, ALICE)
    with pytest.raises(CannotUndo, match="already taken back"):
        await service.undo(CHANNEL, ALICE)


async def test_someone_elses_action_is_refused(service: Service) -> None:
    start = await skirmish(service)
    await service.act(CHANNEL, BOB, f"discard:{hand(start, BOB)[0]}")
    with pytest.raises(CannotUndo, match="the last action is Bob's"):
        await service.undo(CHANNEL, ALICE)


async def test_refused_once_another_player_acted(service: Service) -> None:
    start = await skirmish(service)
    await service.act(CHANNEL, ALICE, f"discard:{hand(start, ALICE)[0]}")
    await service.act(CHANNEL, BOB, f"discard:{hand(start, BOB)[0]}")
    with pytest.raises(CannotUndo, match="Bob has acted since"):
        await service.undo(CHANNEL, ALICE)


async def test_refused_after_a_reveal(service: Service) -> None:
    await both_discard(service, await skirmish(service))
    with pytest.raises(CannotUndo, match="something hidden was revealed"):
        await service.undo(CHANNEL, BOB)


async def test_refused_after_a_roll_but_a_pass_comes_back(service: Service) -> None:
    update = await both_discard(service, await skirmish(service))
    mover = update.to_act[0].user_id
    assert mover is not None
    update = await deliver(service, await service.act(CHANNEL, mover, "pass"))
    update = await service.undo(CHANNEL, mover)
    assert [s.user_id for s in update.to_act] == [mover]
    assert await service.replay_matches(CHANNEL)
    card = hand(update, mover)[0]
    await service.act(CHANNEL, mover, f"play:{card}")
    with pytest.raises(CannotUndo, match="a die was rolled"):
        await service.undo(CHANNEL, mover)


async def test_nothing_to_take_back_at_the_start(service: Service) -> None:
    await skirmish(service)
    with pytest.raises(CannotUndo, match="nothing has been played"):
        await service.undo(CHANNEL, ALICE)


async def test_a_draw_is_refused_in_race(service: Service) -> None:
    """Race marks nothing by kind: its own hook sees the hand change."""
    await service.new_game(CHANNEL, GUILD, ALICE, "Alice", "race", {})
    await service.join(CHANNEL, BOB, "Bob")
    update = await service.start(CHANNEL, ALICE)
    mover = update.to_act[0].user_id
    assert mover is not None
    choices = await service.choices(CHANNEL, mover)
    await service.act(CHANNEL, mover, choices[0].code)
    with pytest.raises(CannotUndo, match="a card was drawn"):
        await service.undo(CHANNEL, mover)


async def test_a_finished_game_with_an_undo_keeps_a_replayable_record(service: Service) -> None:
    update = await skirmish(service)
    await service.act(CHANNEL, ALICE, f"discard:{hand(update, ALICE)[0]}")
    await service.undo(CHANNEL, ALICE)
    update = await both_discard(service, update)
    for _ in range(40):
        if update.outcome is not None:
            break
        mover = update.to_act[0].user_id
        assert mover is not None
        update = await deliver(service, await service.act(CHANNEL, mover, "pass"))
    assert update.outcome is not None
    assert await service.replay_matches(CHANNEL)
    record = await service.finished_record(update.table.game_id, GUILD)
    assert all(code != UNDO_CODE for _, code in record["actions"])
    assert len(record["actions"]) == update.table.version - 2  # the undone action and the undo
    final = await service.replay_record(record, len(record["actions"]))
    assert final.outcome is not None


def test_live_actions_drop_each_undone_action() -> None:
    log = [(1, 0, "a"), (2, 1, "b"), (3, 1, UNDO_CODE), (4, 1, "c")]
    assert live_actions(log) == [(1, 0, "a"), (4, 1, "c")]


async def test_the_kings_card_seen_by_the_table_is_not_taken_back(store: Store) -> None:
    """Heroes, the issue's reproduction: 2 players, seed 1, each discards its first option;
    Alice plays Sarpedon for King and plays Aeneas from Bob's hand: everyone saw it."""
    service = Service(store, seed_source=lambda: 1)
    await service.new_game(CHANNEL, GUILD, ALICE, "Alice", "heroes", {})
    await service.join(CHANNEL, BOB, "Bob")
    await service.start(CHANNEL, ALICE)
    for user in (ALICE, BOB):
        await service.act(CHANNEL, user, (await service.choices(CHANNEL, user))[0].code)
    await service.act(CHANNEL, ALICE, "play:sarpedon:king")
    await service.act(CHANNEL, ALICE, "king:play:aeneas")
    with pytest.raises(CannotUndo, match="the others saw something that was hidden from them"):
        await service.undo(CHANNEL, ALICE)
