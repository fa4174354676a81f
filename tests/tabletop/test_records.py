"""A finished game's record, its replay and its log in pages, at the service level."""

from __future__ import annotations

import json
from typing import Any

import pytest
from tabletop_race import ALICE, BOB, CHANNEL, GUILD, RACE, SEED, deliver

from tabletop.errors import OtherGame
from tabletop.models import FINISHED, Update
from tabletop.records import (
    LOG_PAGE_LINES,
    RECORD_FORMAT,
    BadRecord,
    NoSuchGame,
    NotFinished,
    parse_record,
    record_bytes,
    replay,
)
from tabletop.service import Service


def normal(data: Any) -> Any:
    return json.loads(json.dumps(data, sort_keys=True))


async def played(
    service: Service, *, deliver_last: bool = True, **options: str
) -> tuple[list[Update], int]:
    """Alice, Bob and a bot play Race to the end; every Update (all delivered but, unless
    ``deliver_last``, the last)."""
    table = await service.new_game(CHANNEL, GUILD, ALICE, "Alice", "race", dict(options))
    await service.join(CHANNEL, BOB, "Bob")
    await service.add_bot(CHANNEL, ALICE, "random")
    updates = [await deliver(service, await service.start(CHANNEL, ALICE))]
    for _ in range(300):
        update = updates[-1]
        if update.outcome is not None:
            return updates, table.game_id
        seat = next(s for s in update.to_act if s.user_id is not None)
        assert seat.user_id is not None
        choices = await service.choices(CHANNEL, seat.user_id)
        update = await service.act(CHANNEL, seat.user_id, choices[0].code)
        if update.outcome is None or deliver_last:
            update = await deliver(service, update)
        updates.append(update)
    raise AssertionError("the game did not end")


async def test_the_record_comes_only_with_the_end(service: Service) -> None:
    updates, game_id = await played(service, opening="yes")
    assert all(u.record is None for u in updates[:-1]), "a record before the end reveals all"
    record = updates[-1].record
    assert record is not None and updates[-1].table.status == FINISHED
    actions = await service.store.actions(game_id)
    assert record["format"] == RECORD_FORMAT and record["game"] == "race"
    assert record["seed"] == SEED and record["game_id"] == game_id
    assert record["options"] == {"target": "10", "opening": "yes", "cards": "hidden"}
    assert [s["name"] for s in record["seats"]] == ["Alice", "Bob", "Bot 1 (random)"]
    assert [s["bot"] for s in record["seats"]] == [None, None, "random"]
    assert record["actions"] == [[seat, code] for _, seat, code in actions]
    assert await service.finished_record(game_id, GUILD) == record


async def test_a_final_table_sent_again_after_a_failure_keeps_its_record(
    service: Service,
) -> None:
    updates, game_id = await played(service, deliver_last=False)
    (pending,) = await service.pending_updates()
    assert pending.outcome is not None and pending.record == updates[-1].record
    assert pending.record is not None and pending.record["game_id"] == game_id


async def test_a_game_in_play_has_no_record(service: Service) -> None:
    await service.new_game(CHANNEL, GUILD, ALICE, "Alice", "race", {})
    await service.join(CHANNEL, BOB, "Bob")
    update = await service.start(CHANNEL, ALICE)
    with pytest.raises(NotFinished):
        await service.finished_record(update.table.game_id, GUILD)
    with pytest.raises(NotFinished):
        await service.replay_game(update.table.game_id, GUILD, 0)


async def test_every_position_replays_as_it_was_shown(service: Service) -> None:
    updates, game_id = await played(service, opening="yes")
    shown = {u.table.version: u.public_view for u in updates}
    total = updates[-1].table.version
    for move, view in shown.items():
        position = await service.replay_game(game_id, GUILD, move)
        assert (position.move, position.total) == (move, total)
        assert normal(position.public_view) == normal(view)
        assert (position.outcome is not None) == (move == total)
    assert position.names == ("Alice", "Bob", "Bot 1 (random)")
    # Beyond the ends: the first and last positions.
    assert (await service.replay_game(game_id, GUILD, 10**6)).move == total
    assert (await service.replay_game(game_id, GUILD, -3)).move == 0


async def test_a_file_replays_like_the_stored_game(service: Service) -> None:
    updates, game_id = await played(service)
    record = parse_record(record_bytes(updates[-1].record or {}))
    last = updates[-1].table.version
    from_file = replay(record, last - 1)
    stored = await service.replay_game(game_id, GUILD, last - 1)
    assert from_file == stored
    assert from_file.lines, "the move's public lines go with its position"


async def test_records_that_do_not_replay_are_refused(service: Service) -> None:
    updates, _ = await played(service)
    good = updates[-1].record
    assert good is not None
    bad_records = {
        "is not known here": {**good, "game": "chess"},
        "is not legal there": {**good, "actions": [*good["actions"][:-1], [0, "play:9"]]},
        "stops before the end": {**good, "actions": good["actions"][:-1]},
        "names no seats": {**good, "seats": []},
        "seed or options": {**good, "seed": "x"},
    }
    for why, record in bad_records.items():
        with pytest.raises(BadRecord, match=why):
            replay(record, 0)
    for data, why in [
        (b"\x89PNG", "not JSON"),
        (b"[1, 2]", "not a Troy Tabletop game record"),
        (json.dumps({**good, "version": 99}).encode(), "version 99"),
    ]:
        with pytest.raises(BadRecord, match=why):
            parse_record(data)


async def test_replays_by_id_stay_on_their_server(service: Service) -> None:
    _, game_id = await played(service)
    with pytest.raises(NoSuchGame):
        await service.replay_game(game_id, GUILD + 1, 0)
    with pytest.raises(NoSuchGame):
        await service.replay_game(game_id + 50, GUILD, 0)


async def test_the_log_pages_hold_every_public_line_and_no_secret(service: Service) -> None:
    await played(service, opening="yes", target="30")
    public = await service.log(CHANNEL, limit=100_000)
    assert len(public) > LOG_PAGE_LINES, "the game is long enough to need pages"
    last = await service.log_pages(CHANNEL)
    assert last.page == last.pages - 1 and last.pages > 1
    pages = [await service.log_pages(CHANNEL, n) for n in range(last.pages)]
    assert [line for p in pages for line in p.lines] == public
    assert all(len(p.lines) <= LOG_PAGE_LINES for p in pages)
    # The secret bids were private lines: never in any page.
    private = {e.text for e in await service.store.events(last.game_id, public_only=False)}
    private -= set(public)
    assert private and not private & {line for p in pages for line in p.lines}
    assert (await service.log_pages(CHANNEL, 999)).page == last.pages - 1


async def test_the_rematch_button_names_its_game(service: Service) -> None:
    _, game_id = await played(service)
    with pytest.raises(OtherGame):
        await service.rematch(CHANNEL, BOB, "Bob", game_id=game_id + 1)
    table = await service.rematch(CHANNEL, BOB, "Bob", game_id=game_id)
    assert [s.name for s in table.seats] == ["Bob", "Alice", "Bot 1 (random)"]
    assert table.options == {"target": "10", "opening": "no", "cards": "hidden"}
    assert RACE.key == table.game_key
