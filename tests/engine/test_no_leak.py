"""ILIOS views hide what their viewer cannot know: re-deal it and nothing a view shows may change.

For each viewer (a spectator, or a seat) everything hidden from them is shuffled: the seed, the
bag's order, and the tiles in every hand they cannot see, swapped with the bag's. The public view
and that viewer's seat view must stay exactly the same.
"""

from __future__ import annotations

from random import Random

import pytest

from engine.ilios import GAME
from engine.ilios.hidden import redeal_hidden
from engine.ilios.state import State
from engine.ilios.tiles import KINDS

TILE_NAMES = [KINDS[k].name for k in KINDS if k not in ("iron", "wasteland", "troy")]


def sample_states(config: dict[str, str], seats: int, seed: int) -> list[State]:
    rng = Random(seed)
    state = GAME.setup(config, seats, seed)
    out = [state]
    while GAME.to_act(state):
        (seat,) = GAME.to_act(state)
        legal = GAME.legal_actions(state, seat)
        bot = GAME.bots["normal" if seed % 2 else "random"]
        step = GAME.apply(state, seat, bot.choose(GAME.seat_view(state, seat), legal, rng))
        for event in step.events:
            if event.audience is None:
                assert "tile" not in event.data or event.kind not in ("draw", "oracle")
                if event.kind in ("draw", "oracle"):
                    assert not any(n in event.text for n in TILE_NAMES), event.text
        state = step.state
        out.append(state)
    return out


@pytest.mark.parametrize("expansion", ["off", "on"])
@pytest.mark.parametrize("seats", [2, 4])
def test_views_do_not_depend_on_hidden_tiles(expansion: str, seats: int) -> None:
    rng = Random(99)
    changed = 0
    for state in sample_states({"expansion": expansion}, seats, seed=seats)[::3]:
        public = GAME.public_view(state)
        for viewer in [None, *range(seats)]:
            for _ in range(3):
                other = redeal_hidden(state, viewer, rng)
                changed += GAME.dump(other)["hands"] != GAME.dump(state)["hands"]
                assert GAME.public_view(other) == public
                if viewer is not None:
                    assert GAME.seat_view(other, viewer) == GAME.seat_view(state, viewer)
    assert changed > 10, "the re-deal must actually change hidden hands"


def test_views_never_name_the_seed_or_the_bag() -> None:
    state = GAME.setup({"expansion": "on"}, 3, seed=123456789)
    for view in [GAME.public_view(state), GAME.seat_view(state, 0)]:
        assert "123456789" not in repr(view)
        assert isinstance(view["bag"], int)
        assert "seed" not in view
