"""One pure function resolves a deploy for the move, its autocomplete words and the bot alike."""

from __future__ import annotations

from random import Random

import pytest
from ilios_positions import cell, position

from engine.core.said import english
from engine.ilios import GAME, rules
from engine.ilios.bots import score_deploy
from engine.ilios.geometry import parse_index
from engine.ilios.state import PLAY, State
from engine.ilios.tiles import KINDS

BLUE, ORANGE = 0, 1


def _deploy_words(state: State, code: str) -> str:
    """What autocomplete offers for ``code``: the description of the matching legal action."""
    (action,) = [a for a in GAME.legal_actions(state, BLUE) if GAME.encode(a) == code]
    assert GAME.describe(GAME.decode(state, BLUE, code)) == GAME.describe(action)
    return english(GAME.describe(action))


def test_with_no_disk_left_a_deploy_is_not_offered_as_a_raid() -> None:
    s = position({"C2": ("javelin", "N", ORANGE)}, [["spearman"], ["javelin"]])
    assert _deploy_words(s, "deploy:spearman:C3:N") == (
        "Deploy Spearman at C3 facing north (raids C2)"
    )
    s.disks_left[BLUE] = 0
    assert _deploy_words(s, "deploy:spearman:C3:N") == "Deploy Spearman at C3 facing north"
    after = GAME.apply(s, BLUE, GAME.decode(s, BLUE, "deploy:spearman:C3:N"))
    assert cell(after.state, "C2") == ("javelin", "N", ORANGE)  # raids nothing indeed
    assert "raided" not in after.events[0].english


def test_with_one_disk_left_only_the_first_arrow_is_offered_as_a_raid() -> None:
    cells = {"C2": ("javelin", "N", ORANGE), "D3": ("iron", None, None)}
    s = position(cells, [["shield"], ["javelin"]])
    s.disks_left[BLUE] = 1
    assert _deploy_words(s, "deploy:shield:C3:N") == (
        "Deploy Shield-bearer at C3 facing north (raids C2)"
    )


def test_the_bot_values_a_raid_only_when_it_has_a_disk_for_it() -> None:
    s = position({"C2": ("javelin", "N", ORANGE)}, [["spearman"], ["javelin"]])
    index = parse_index("C3", s.size)
    assert index is not None
    with_disks = score_deploy(s.board, s.size, BLUE, 5, "spearman", index, "N")
    without = score_deploy(s.board, s.size, BLUE, 0, "spearman", index, "N")
    assert with_disks > without


def test_the_bag_is_drawn_from_the_top_and_old_snapshots_are_shuffled_once() -> None:
    s = position({"C2": ("javelin", "N", ORANGE)}, [["spearman"], ["javelin"]])
    s.bag = ["oracle", "axeman", "shield"]
    after = GAME.apply(s, BLUE, GAME.decode(s, BLUE, "deploy:spearman:C3:N")).state
    assert after.hands[BLUE] == ["oracle"] and after.bag == ["axeman", "shield"]
    old = GAME.dump(GAME.setup({}, 2, seed=4))
    assert GAME.load(old).bag == old["bag"]
    del old["bag_shuffled"]
    old["bag"] = sorted(old["bag"])
    reloaded = GAME.load(old).bag
    assert sorted(reloaded) == old["bag"] and reloaded != old["bag"]


@pytest.mark.parametrize("config", [{}, {"expansion": "on"}, {"size": "5"}])
def test_legal_deploys_found_backwards_equal_checking_every_square(config: dict[str, str]) -> None:
    """``PointedSquares`` works back from the squares worth raiding; it must list exactly the
    deploys that checking every open square, kind and facing with ``pointed_ok`` finds."""
    rng = Random(5)
    state = GAME.setup(config, 3, seed=5)
    checked = 0
    while GAME.to_act(state):
        (seat,) = GAME.to_act(state)
        legal = GAME.legal_actions(state, seat)
        if state.phase == PLAY and seat not in state.revealed:
            brute = [
                (kind, facing, i)
                for kind in KINDS
                if kind in state.hands[seat]
                for facing in rules.facings_for(kind)
                for i, cell in enumerate(state.board)
                if cell is None and rules.pointed_ok(state, seat, kind, i, facing)
            ]
            found = [(a.kind, a.facing, parse_index(a.square or "", state.size)) for a in legal]
            assert found == brute
            assert rules.can_deploy_pointed(state, seat) == bool(brute)
            checked += 1
        state = GAME.apply(state, seat, rng.choice(legal)).state
    assert checked > 5
