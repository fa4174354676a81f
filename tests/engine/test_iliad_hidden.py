"""No leak at every Iliad table size: the shared no-leak test runs the fewest and most seats;
this runs the same check (its own functions) at 3, 4 (alone and in teams) and 5 seats."""

from __future__ import annotations

from random import Random

import pytest
from test_no_leak import positions, public_events, with_seed_of, without_seed

from engine.iliad import GAME


@pytest.mark.parametrize(
    ("seats", "config"), [(3, {}), (4, {}), (4, {"teams": "on"}), (5, {})], ids=str
)
def test_views_and_public_events_do_not_depend_on_hidden_things(
    seats: int, config: dict[str, str]
) -> None:
    rng = Random(11)
    changed = compared = 0
    for state in positions(GAME, seats, config, seed=seats * 7)[::5]:
        public = GAME.public_view(state)
        for viewer in [None, *range(seats)]:
            other = GAME.redeal_hidden(state, viewer, rng)
            changed += without_seed(GAME, other) != without_seed(GAME, state)
            assert GAME.public_view(other) == public
            if viewer is not None:
                assert GAME.seat_view(other, viewer) == GAME.seat_view(state, viewer)
            for seat in sorted(GAME.to_act(state)):
                codes = {str(a) for a in GAME.legal_actions(other, seat)}
                common = [a for a in GAME.legal_actions(state, seat) if str(a) in codes]
                action = rng.choice(common)
                mine = GAME.apply(state, seat, action).events
                theirs = GAME.apply(with_seed_of(GAME, other, state), seat, action).events
                assert public_events(theirs) == public_events(mine), str(action)
                compared += 1
    assert changed > 5 and compared > 5


def test_a_face_down_card_is_never_in_a_public_view_or_event() -> None:
    """Every card put on a Horse stays out of the public view and public events until the Horse
    opens or falls (whose events are reveals)."""
    rng = Random(5)
    for seed in range(6):
        state = GAME.setup({}, 4, seed, None)
        while acting := GAME.to_act(state):
            seat = min(acting)
            legal = GAME.legal_actions(state, seat)
            horse = [a for a in legal if ":onto:" in a and "horse" in GAME.describe(a).lower()]
            action = horse[0] if horse and rng.random() < 0.7 else rng.choice(legal)
            step = GAME.apply(state, seat, action)
            if action in horse:
                card = action.split(":")[1]
                name = {"archers": "Archers"}.get(card, f"Hoplites {card[1:]}")
                assert all(name not in e.english for e in step.events if e.public)
            state = step.state
