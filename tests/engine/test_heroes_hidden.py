"""What Heroes hides: redeal_hidden keeps what a viewer knows, buttons name no hidden card,
and a state survives dump and load mid-trait."""

from __future__ import annotations

import json
from random import Random

from engine.heroes import GAME
from engine.heroes.positions import position
from engine.heroes.state import State


def king_choice() -> State:
    state = position([["agamemnon", "ajax"], ["hector", "paris", "helen", "favor"], ["zeus"]])
    state = GAME.apply(state, 0, "play:agamemnon:king").state
    return GAME.apply(state, 0, "king:1").state


def test_the_king_keeps_the_cards_he_saw_and_others_see_nothing_change() -> None:
    state = king_choice()
    assert state.pending is not None
    seen = state.pending.cards
    for seed in range(20):
        mine = GAME.redeal_hidden(state, 0, Random(seed))
        assert set(seen) <= set(mine.hands[1]) and mine.hands[0] == state.hands[0]
        assert GAME.seat_view(mine, 0) == GAME.seat_view(state, 0)
        theirs = GAME.redeal_hidden(state, 2, Random(seed))
        assert theirs.pending is not None and set(theirs.pending.cards) <= set(theirs.hands[1])
        assert GAME.public_view(theirs) == GAME.public_view(state)
    changed = {GAME.redeal_hidden(state, 2, Random(s)).hands[1] for s in range(20)}
    assert len(changed) > 1


def test_a_charismatic_look_keeps_the_whole_hand_for_the_looker() -> None:
    state = position([["nestor", "ajax"], ["hector", "paris"], ["zeus", "hera"]])
    state = GAME.apply(state, 0, "play:nestor:charismatic").state
    state = GAME.apply(state, 0, "charm:2").state
    for seed in range(10):
        assert GAME.redeal_hidden(state, 0, Random(seed)).hands[2] == ("zeus", "hera")


def test_the_opening_discard_of_others_is_dealt_again() -> None:
    state = GAME.setup({}, 3, 2)
    state = GAME.apply(state, 1, GAME.legal_actions(state, 1)[0]).state
    other = GAME.redeal_hidden(state, 0, Random(1))
    assert other.discards[1] != state.discards[1] or other.hands[2] != state.hands[2]
    assert GAME.seat_view(other, 0) == GAME.seat_view(state, 0)
    mine = GAME.redeal_hidden(state, 1, Random(1))
    assert mine.discards[1] == state.discards[1]


def test_buttons_under_the_table_never_name_a_card() -> None:
    state = king_choice()
    assert len(GAME.legal_actions(state, 0)) > 1 and GAME.public_choices(state, 0) == ["king:pass"]
    fresh = position([["ajax", "nestor"], ["hector"]])
    assert GAME.legal_actions(fresh, 0) and GAME.public_choices(fresh, 0) == []
    sneaky = GAME.apply(position([["odysseus", "ajax"], ["hector"]]), 0, "play:odysseus:sneaky")
    assert set(GAME.public_choices(sneaky.state, 0)) == {"sneaky:trojan", "sneaky:god"}


def test_dump_and_load_mid_trait() -> None:
    state = king_choice()
    again = GAME.load(json.loads(json.dumps(GAME.dump(state))))
    assert again == state
    assert GAME.legal_actions(again, 0) == GAME.legal_actions(state, 0)
