"""The buttons under the public table are the game's public choices, never the whole hand."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, cast

from fixture_game import FIXTURE

from engine.core.game import Game
from tabletop.offers import MAX_PUBLIC_CHOICES, offer


def playing() -> Any:
    """Skirmish after the opening discards: the first seat plays a card or passes."""
    state = FIXTURE.setup({}, 2, seed=1)
    for seat in (0, 1):
        state = FIXTURE.apply(state, seat, FIXTURE.legal_actions(state, seat)[0]).state
    return state


class Claiming:
    """Skirmish whose ``public_choices`` answers what a test says."""

    def __init__(self, answer: Sequence[str]) -> None:
        self.answer = answer

    def __getattr__(self, name: str) -> Any:
        return getattr(FIXTURE, name)

    def public_choices(self, state: Any, seat: int) -> Sequence[str]:
        return self.answer


def test_only_the_public_choices_are_buttons() -> None:
    state = playing()
    (seat,) = FIXTURE.to_act(state)
    found = offer(FIXTURE, state, seat)
    assert len(found.choices) > 1  # cards of the hand, and a pass
    assert [c.code for c in found.public] == ["pass"]
    assert found.public[0] in found.choices  # the same words as in the player's own list
    assert offer(FIXTURE, state, 1 - seat).public == ()  # not their turn


def test_too_many_or_an_illegal_public_choice_shows_no_button() -> None:
    state = playing()
    (seat,) = FIXTURE.to_act(state)
    legal = [FIXTURE.encode(a) for a in FIXTURE.legal_actions(state, seat)]
    illegal = cast(Game[Any, Any], Claiming(["pass", "discard:r1"]))
    assert offer(illegal, state, seat).public == ()
    many = cast(Game[Any, Any], Claiming(legal * MAX_PUBLIC_CHOICES))
    assert offer(many, state, seat).public == ()
