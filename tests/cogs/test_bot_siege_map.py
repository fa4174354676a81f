"""The Siege of Troy's table shows the part of the map where the decision is, large enough for a
phone, and a "Whole map" button under it answers the presser alone with the whole map.

Through the real bot in the test Discord: the button is under every Siege table (and under no
other game's), its id names the game and the version and fits Discord's 100 characters, a press
(by a player or an onlooker) answers privately with the whole map drawn from the public view, and
the public table's picture is the public view's close-up with the plans drawn, the same whatever
seat's view it could have been drawn from.
"""

from __future__ import annotations

import io
from typing import Any

from PIL import Image
from simtable import (
    World,
    buttons,
    is_table,
    legal,
    private,
    public_messages,
    replies,
    saved,
    siege_first_move,
    start_game,
)

from cogs.kit.compose.present import seat_names
from render.siege.table import draw_table, table_layout
from render.siege.whole import draw_whole, whole_layout
from tabletop.base import game_of

LABEL = "Whole map"


def newest_table(world: World) -> Any:
    return next(m for m in reversed(public_messages(world)) if is_table(m))


def map_button(message: Any) -> dict[str, Any] | None:
    return next((b for b in buttons(message) if b.get("label") == LABEL), None)


def decoded(png: bytes) -> Image.Image:
    with Image.open(io.BytesIO(png)) as image:
        return image.convert("RGB")


async def picture(message: Any) -> Image.Image:
    assert message.attachments, "no picture"
    return decoded(await message.attachments[0].read())


def whole_of(view: dict[str, Any], names: list[str]) -> bytes:
    return decoded(draw_whole(view, names)).tobytes()


def table_of(view: dict[str, Any], names: list[str]) -> bytes:
    return decoded(draw_table(view, names)).tobytes()


async def public_view(world: World) -> tuple[dict[str, Any], list[str]]:
    update = await world.bot.service.status(world.channel.id)
    assert update.public_view is not None
    return update.public_view, seat_names(update.table)


async def press_map(world: World, member: Any) -> Image.Image:
    """Press "Whole map" under the newest table; the answer is private and holds a picture."""
    table = newest_table(world)
    button = map_button(table)
    assert button is not None
    result = await member.click(table, custom_id=button["custom_id"])
    assert private(result), "the whole map is shown to the presser alone"
    answers = [m for m in replies(result) if m.attachments]
    assert answers, [m.content for m in replies(result)]
    assert "whole map" in (answers[-1].content or "").lower()
    return await picture(answers[-1])


async def test_the_button_is_under_the_siege_table_and_answers_privately_with_the_whole_map(
    world: World,
) -> None:
    await siege_first_move(world)
    table = newest_table(world)
    button = map_button(table)
    assert button is not None, "a Whole map button under the Siege table"
    status = await world.bot.service.status(world.channel.id)
    game_id, version = status.table.game_id, status.table.version
    assert button["custom_id"] == f"tt:w:{game_id}:{version}"
    assert len(button["custom_id"]) <= 100
    shown = await picture(table)
    assert shown.size == (table_layout().width, table_layout().height), "the close-up table"
    view, names = await public_view(world)
    for member in (world.alice, world.carol):  # a player and an onlooker
        whole = await press_map(world, member)
        assert whole.size == (whole_layout().width, whole_layout().height)
        assert whole.tobytes() == whole_of(view, names)


async def test_the_table_draws_the_plans_from_the_public_view_only(world: World) -> None:
    await siege_first_move(world)
    code = next(c for c in await legal(world, world.alice) if c.startswith("move:"))
    _, piece, square = code.split(":")
    saved(await world.alice.slash(world.channel, "siege move", piece=piece, to=square))
    view, names = await public_view(world)
    assert view["plans"], "the plan is in the public view"
    shown = await picture(newest_table(world))
    assert shown.tobytes() == table_of(view, names)
    row = await world.bot.store.latest_game(world.channel.id)
    assert row is not None and row.snapshot is not None
    game = game_of(row.game_key)
    state = game.load(row.snapshot)
    for seat in (0, 1):  # nothing in it depends on whose eyes: no seat's own view shows more
        seat_view = game.seat_view(state, seat)
        same = table_of(seat_view, names)
        assert same == shown.tobytes()
    unplanned = dict(view, plans=[], attacks=[], shots=[])
    assert table_of(unplanned, names) != shown.tobytes()


async def test_no_whole_map_button_under_other_games(world: World) -> None:
    await start_game(world)
    assert map_button(newest_table(world)) is None
