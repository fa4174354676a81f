"""The generic menus of moves: buttons when few, menus of moves in words, and groups (by code
segments when the game has no planner) opened with one selection when there are more than one
message shows; every custom_id and label within Discord's limits."""

from __future__ import annotations

from typing import Any

import discord

from cogs.kit.components.ids import ACT, NARROW
from cogs.kit.components.items import MoveButton, MoveSelect, moves_view, public_view
from cogs.kit.components.moves import screen
from tabletop.models import Choice

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


def test_many_moves_open_in_a_group_then_show_every_move_in_words() -> None:
    choices = deployments()
    first = screen("", choices)
    options = [o for section in first.sections for o in section.options]
    assert [o.value for o in options] == [
        f"{NARROW}deploy:axeman",
        f"{NARROW}deploy:spearman",
        f"{NARROW}deploy:shield",
    ]
    assert options[0].label == "Deploy Axeman …" and options[0].description is None

    opened = screen("", choices, key="deploy:axeman")
    moves = [o for section in opened.sections for o in section.options]
    assert len(moves) == 65 and moves[0].label == "Deploy Axeman at A1 facing N"
    assert moves[0].value == f"{ACT}deploy:axeman:A1:N" and moves[-1].value == NARROW


def test_more_than_25_moves_spill_into_several_menus() -> None:
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


def test_opened_group_offers_the_way_back_and_fits_discord() -> None:
    view = moves_view(GAME, 12345, deployments(), "deploy:shield")
    assert view is not None
    for menu in selects(view):
        assert len(menu.custom_id) <= 100 and len(menu.item.options) <= 25
        assert all(len(o.label) <= 100 and len(o.value) <= 100 for o in menu.item.options)
    assert selects(view)[-1].item.options[-1].value == NARROW


def test_the_way_back_fits_when_a_group_fills_the_message() -> None:
    choices = [Choice(f"go:{n}:{m}", f"Go {n} {m}") for n in range(2) for m in range(99)]
    view = moves_view(GAME, 1, choices, "go:0")
    assert view is not None
    values = [o.value for menu in selects(view) for o in menu.item.options]
    assert len(values) == 100 and values[-1] == NARROW


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
