"""Logs: one readable line per slash command and component (who, what, where), never a hand."""

from __future__ import annotations

import logging

import pytest
from simtable import World, start_game, whose_turn

HAND_TILES = ("Spearman", "Axeman", "Javelin", "Shield-bearer", "Powerful", "Oracle")


async def test_one_line_per_interaction_and_no_hand(
    world: World, caplog: pytest.LogCaptureFixture
) -> None:
    caplog.set_level(logging.INFO, logger="troy")
    await start_game(world)
    turn = await whose_turn(world)
    options = await turn.autocomplete(world.channel, "move", "action", "")
    await turn.slash(world.channel, "move", action=options[0]["value"])
    await world.alice.slash(world.channel, "game hand")

    lines = [r.getMessage() for r in caplog.records if r.name.startswith("troy")]
    assert any("/game start" in line and "alice" in line for line in lines), lines
    assert any("/move" in line and str(world.channel.id) in line for line in lines)
    assert any("action=" in line for line in lines)  # the service's line per applied action
    assert not [line for line in lines if any(tile in line for tile in HAND_TILES)]
    assert not [r for r in caplog.records if r.levelno >= logging.ERROR]


async def test_stats_and_rematch_need_a_finished_game(world: World) -> None:
    result = await world.alice.slash(world.channel, "game stats")
    assert result.ephemeral and "0** played" in result.response.embeds[0].description
    result = await world.alice.slash(world.channel, "game rematch")
    assert result.ephemeral and "no game" in result.response.content.lower()
