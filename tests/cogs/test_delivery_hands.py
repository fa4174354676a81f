"""Hands of one player never arrive out of order: a hand overtaken while it was being drawn is
dropped (the newer hand carries its lines), and the rest still go out and are marked."""

from __future__ import annotations

import asyncio
from types import SimpleNamespace
from typing import Any

import pytest

from cogs.kit.compose.messages import Message
from cogs.kit.delivery import delivery as delivery_mod
from cogs.kit.delivery.delivery import Delivery
from tabletop.models import PLAYING, Hand, SeatInfo, Shown, TableInfo, Update

USER = 42


class FakeUser:
    """A user and their DM channel at once (the delivery only sends there)."""

    def __init__(self) -> None:
        self.received: list[str] = []
        self.dm_channel = self

    async def send(self, **kwargs: Any) -> SimpleNamespace:
        self.received.append(kwargs["content"])
        return SimpleNamespace(id=len(self.received))

    def get_partial_message(self, message_id: int) -> SimpleNamespace:
        async def edit(**kwargs: Any) -> None:
            self.received[message_id - 1] = kwargs["content"]

        return SimpleNamespace(edit=edit)


class FakeService:
    def __init__(self) -> None:
        self.marked: list[tuple[int, list[Any]]] = []
        self.dms: dict[int, int] = {}  # user -> the hand DM the ledgers remembered

    async def announced(self, game_id: int, version: int, targets: set[Any], shown: Shown) -> None:
        self.marked.append((version, sorted(targets)))
        self.dms.update(shown.hands)

    async def closed_dms(self, game_id: int) -> dict[int, bool]:
        return {}

    async def hand_dm(self, game_id: int, user_id: int) -> int | None:
        return self.dms.get(user_id)


class FakeClient:
    def __init__(self) -> None:
        self.service = FakeService()
        self.user = FakeUser()

    def get_user(self, user_id: int) -> FakeUser:
        return self.user


def update(version: int) -> Update:
    seats = (SeatInfo(0, "alice", user_id=USER),)
    table = TableInfo(1, 10, None, "ilios", "ILIOS", PLAYING, USER, {}, seats, version, 2, 4)
    hand = Hand(USER, 0, {"version": version}, (), (f"news {version}",), send=True)
    return Update(table, None, [], {USER: hand}, [], [], None, announce_table=False)


async def test_an_overtaken_hand_is_dropped(monkeypatch: pytest.MonkeyPatch) -> None:
    async def slow_for_old(table: TableInfo, hand: Hand, *, in_dm: bool, **_: Any) -> Message:
        await asyncio.sleep(0.05 if hand.view["version"] == 1 else 0)
        return Message(content=f"hand at {hand.view['version']}")

    monkeypatch.setattr(delivery_mod.messages, "hand_message", slow_for_old)
    client = FakeClient()
    delivery = Delivery(client)  # type: ignore[arg-type]
    await asyncio.gather(delivery.announce(update(1)), delivery.announce(update(2)))
    assert client.user.received == ["hand at 2"]
    assert sorted(client.service.marked) == [(1, [USER]), (2, [USER])]
    assert client.service.dms == {USER: 1}, "the new DM is remembered with its mark"
    await delivery.announce(update(3))
    assert client.user.received == ["hand at 3"], "a hand that asks nothing edits the last DM"
    assert sorted(client.service.marked)[-1] == (3, [USER])
