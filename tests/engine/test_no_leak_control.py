"""Negative control of the no-leak check of the buttons under the public table.

Iliad once offered buttons only when every legal move of the player to act was safe to show:
then the mere presence of buttons told the channel that the hand held no card that could be
placed. That rule, kept here as a deliberately leaky hook, must be caught by the very check the
shared no-leak test runs over every game (``button_leaks``), while the real hook passes it.
"""

from __future__ import annotations

from random import Random
from typing import Any

import pytest
from iliad_positions import item, position
from test_no_leak import BUTTON_POSITIONS_SLOW, button_leaks, many_positions, settings

from engine.iliad import GAME
from engine.iliad.state import GORGON


def every_move_safe(state: Any, seat: int) -> list[str]:
    """The old, leaky rule: all the moves when all of them are public kinds (and few), else
    none; whether buttons appear then depends on what the hand holds."""
    legal = list(GAME.legal_actions(state, seat))
    public = set(GAME.public_choices(state, seat))
    return legal if 0 < len(legal) <= 5 and public.issuperset(legal) else []


def test_the_leaky_rule_is_caught_where_the_hand_holds_nothing_to_place() -> None:
    # In a Gorgon siege a Trojan Horse may not be placed: with it alone in hand, every legal
    # move is public, and the old rule showed buttons that no other hand would have shown.
    armies = {0: [item(0, 0, "archers")], 1: [item(1, 0, "archers")]}
    state = position(3, hands={0: ["horse"]}, armies=armies, kind=GORGON)
    assert not any(code.startswith("play") for code in GAME.legal_actions(state, 0))
    assert every_move_safe(state, 0)
    assert button_leaks(GAME, [state], every_move_safe, Random(1))
    assert not button_leaks(GAME, [state], GAME.public_choices, Random(1))


@pytest.mark.slow
def test_the_leaky_rule_is_caught_over_the_positions_of_the_slow_run() -> None:
    """The slow run's own positions (those its no-leak test checks) catch the old rule."""
    caught = checked = 0
    for seats, config in settings(GAME):
        states = list(many_positions(GAME, seats, config, BUTTON_POSITIONS_SLOW))
        caught += len(button_leaks(GAME, states, every_move_safe, Random(11)))
        checked += len(states)
    print(f"the leaky rule was caught in {caught} of {checked} positions")
    assert caught > 0
