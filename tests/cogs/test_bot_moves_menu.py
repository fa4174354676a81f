"""The generic menus of moves: buttons when few, select menus that narrow by code segments when
there are more than Discord's 25 options, every custom_id and label within Discord's limits."""

from __future__ import annotations

from typing import Any

import discord

from cogs.discord_kit.ids import ACT, NARROW
from cogs.discord_kit.items import MoveButton, MoveSelect, moves_view, public_view
from cogs.discord_kit.moves import narrow
from cogs.tabletop.models import Choice

GAME = 987_654_321_012


def deployments() -> list[Choice]:
    """Like ILIOS: 3 tiles x 16 squares x 4 facings = 192 moves."""
    out = []
    for tile in ("axeman", "spearman", "shield"):
        for square in (f"{c}{r}" for c in "ABCD" for r in "1234"):
            for facing in "NESW":
                words = f"Deploy {tile.title()} at {square} facing {facing}"
                out.append(Choice(f"deploy:{tile}:{square}:{facing}", words))
    return out


def selects(view: discord.ui.View) -> list[Any]:
    return [item for item in view.children if isinstance(item, MoveSelect)]


def test_few_moves_are_buttons() -> None:
    choices = [Choice("keep", "Keep the tile"), Choice("return:axeman", "Return the Axeman")]
    view = moves_view(GAME, 7, choices)
    assert view is not None
    buttons = [i for i in view.children if isinstance(i, MoveButton)]
    assert [b.item.label for b in buttons] == ["Keep the tile", "Return the Axeman"]
    assert buttons[1].custom_id == f"tt:m:{GAME}:7:return:axeman"


def test_many_moves_narrow_by_segment_until_25_remain() -> None:
    choices = deployments()
    path, options = narrow(choices)
    assert path == ["deploy"]  # a single way forward is followed at once
    assert [o.value for o in options] == [
        f"{NARROW}deploy:axeman",
        f"{NARROW}deploy:spearman",
        f"{NARROW}deploy:shield",
    ]
    assert options[0].label == "Deploy Axeman …" and options[0].description == "64 moves"

    path, options = narrow(choices, ["deploy", "axeman"])
    assert len(options) == 16 and options[0].label == "Deploy Axeman at A1 …"
    path, options = narrow(choices, ["deploy", "axeman", "A1"])
    assert [o.value for o in options][:2] == [
        f"{ACT}deploy:axeman:A1:N",
        f"{ACT}deploy:axeman:A1:E",
    ]


def test_more_than_25_groups_spill_into_several_menus() -> None:
    choices = [
        Choice(f"waste:{c}{r}", f"Place a wasteland at {c}{r}")
        for c in "ABCDEFG"
        for r in "1234567"
    ]
    view = moves_view(GAME, 3, choices)
    assert view is not None
    menus = selects(view)
    assert [len(m.item.options) for m in menus] == [25, 24]
    assert len({m.custom_id for m in menus}) == 2
    for menu in menus:
        assert all(o.value.startswith(ACT) for o in menu.item.options)


def test_narrowed_menu_offers_the_way_back_and_fits_discord() -> None:
    view = moves_view(GAME, 12345, deployments(), ["deploy", "shield"])
    assert view is not None
    for menu in selects(view):
        assert len(menu.custom_id) <= 100 and len(menu.item.options) <= 25
        assert all(len(o.label) <= 100 and len(o.value) <= 100 for o in menu.item.options)
    assert selects(view)[-1].item.options[-1].value == NARROW


def test_the_way_back_fits_when_the_last_menu_is_full() -> None:
    choices = [Choice(f"go:{n}:{m}", f"Go {n} {m}") for n in range(75) for m in range(2)]
    view = moves_view(GAME, 1, choices, ["go"])
    assert view is not None
    values = [o.value for menu in selects(view) for o in menu.item.options]
    assert len(values) == 76 and values[-1] == NARROW


def test_public_table_buttons() -> None:
    view = public_view(GAME, 4, [Choice("iron:A1", "Place an iron weapon at A1")])
    assert [getattr(i.item, "label", None) for i in view.children] == [
        "My hand",
        "Place an iron weapon at A1",
    ]
    crowded = public_view(GAME, 4, deployments())
    assert len(crowded.children) == 1  # too many to show: only "My hand"
    long_code = Choice("x:" + "y" * 90, "Too long for a custom id")  # beyond MAX_CODE
    assert len(public_view(GAME, 4, [long_code]).children) == 1
