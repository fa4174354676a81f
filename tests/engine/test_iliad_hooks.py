"""The Iliad's answers to the core's hooks: undo, public buttons, skips, words, rules, re-deals."""

from __future__ import annotations

import json
from random import Random

import pytest
from iliad_positions import item, play, position

from engine.core.errors import InvalidAction
from engine.core.game import MAX_LABEL
from engine.core.said import english
from engine.iliad import GAME
from engine.iliad.state import DISCARD


def undo(state: object, seat: int, code: str) -> str | None:
    step = GAME.apply(state, seat, code)  # type: ignore[arg-type]
    return GAME.can_undo(state, step.state, seat, step.events)  # type: ignore[arg-type]


def test_a_placement_or_a_face_down_card_may_be_taken_back() -> None:
    state = position(3, hands={0: ["h4", "h1"]}, armies={0: [item(0, 0, "horse")]})
    assert undo(state, 0, "play:h4") is None
    assert undo(state, 0, "play:h1:onto:p0.0") is None


def test_what_shows_a_card_or_ends_a_siege_cannot_be_taken_back() -> None:
    state = position(3, hands={0: ["chariot"]}, armies={1: [item(1, 0, "archers")]})
    assert undo(state, 0, "attack:with:hand-chariot:at:p1.0") is not None
    last = position(
        3,
        passed=(1, 2),
        hero_of=(None, "odysseus", "menelaus"),
        heroes_left=("nestor",),
        stake=("city1",),
    )
    assert undo(last, 0, "pass") is not None


def test_public_buttons_never_show_a_card_of_the_hand_nor_depend_on_it() -> None:
    armies = {0: [item(0, 0, "archers")], 1: [item(1, 0, "archers")]}
    state = position(3, hands={0: ["chariot", "h1"]}, armies=armies)
    assert "play:h1" in GAME.legal_actions(state, 0)
    shown = ["attack:with:p0.0:at:p1.0", "pass"]  # no card of the hand, no Chariot from it
    assert GAME.public_choices(state, 0) == shown
    # A hand with no card to place gets the same buttons: their presence tells nothing.
    assert GAME.public_choices(position(3, hands={0: []}, armies=armies), 0) == shown
    assert GAME.public_choices(state, 1) == []  # not their turn
    discarding = position(3, hands={0: ["h1"] * 11}, phase=DISCARD, to_discard=(1, 0, 0))
    assert GAME.legal_actions(discarding, 0) and GAME.public_choices(discarding, 0) == []


def test_a_skipped_turn_is_a_pass_and_a_discard_is_never_skipped() -> None:
    state = position(3)
    assert GAME.skip_action(state, 0) == "pass"
    assert GAME.skip_action(state, 1) is None
    hands = {0: ["h1"] * 11}
    state = play(
        position(
            3,
            hands=hands,
            passed=(1, 2),
            hero_of=(None, "odysseus", "menelaus"),
            heroes_left=("nestor",),
            stake=("city1",),
        ),
        0,
        "pass",
    )
    assert GAME.skip_action(state, 0) is None
    after = play(state, 0, "discard:h1")
    assert not GAME.worth_posting(state, after)


def test_codes_read_in_any_case_and_unknown_ones_are_explained() -> None:
    state = position(3, hands={0: ["h4"]})
    assert GAME.decode(state, 0, " PLAY:H4 ") == "play:h4"
    with pytest.raises(InvalidAction, match="not an Iliad move"):
        GAME.decode(state, 0, "move:h4")
    with pytest.raises(InvalidAction, match="no card"):
        GAME.decode(state, 0, "play:h9")


def test_every_label_is_short_and_says_what_happens() -> None:
    assert english(GAME.describe("play:h3:onto:p0.1")) == "Place Hoplites 3 on #2"
    assert english(GAME.describe("attack:with:hand-chariot:at:p1.0")).startswith("Attack #1")
    assert english(GAME.describe("victory:helen")) == "Take the Victory card Helen"
    for code in ("pass", "discard:archers", "place:h1", "place:h2:onto:p5.12"):
        assert 0 < len(english(GAME.describe(code))) <= MAX_LABEL


def test_labels_of_legal_moves_say_what_the_table_shows() -> None:
    armies = {
        0: [item(0, 0, "phalanx", "h4"), item(0, 1, "horse"), item(0, 2, "elephant", "archers")],
        1: [item(1, 0, "phalanx", "h4", "h3", "h1")],
    }
    state = position(3, hands={0: ["h2", "chariot"]}, armies=armies)
    labels = {str(a): english(GAME.describe(a)) for a in GAME.legal_actions(state, 0)}
    assert labels["play:h2:onto:p0.0"] == "Put Hoplites 2 on your phalanx #1 (worth 4 → 12)"
    assert labels["play:h2:onto:p0.1"] == "Put Hoplites 2 face down on your Trojan Horse #2"
    assert labels["play:h2:onto:p0.2"] == "Put Hoplites 2 on your Elephant #3 (worth 2 → 6)"
    assert labels["attack:with:p0.2:at:p1.0"] == (
        "Attack Player 2's Hoplites 4 of phalanx #1 with the Archers on your Elephant #3"
    )
    assert labels["attack:with:hand-chariot:at:p1.0"] == (
        "Attack Player 2's Hoplites 1 of phalanx #1 with a Chariot from your hand"
    )
    assert labels["pass"] == "Pass and take the Hero Odysseus (3)"
    assert all(len(text) <= MAX_LABEL for text in labels.values())


def test_dump_and_load_round_trip() -> None:
    state = position(3, armies={0: [item(0, 0, "horse", hidden=("h1",))]})
    data = json.loads(json.dumps(GAME.dump(state)))
    assert GAME.dump(GAME.load(data)) == GAME.dump(state)


def test_redeal_keeps_what_the_viewer_sees() -> None:
    armies = {
        0: [item(0, 0, "horse", hidden=("h1", "h2"))],
        1: [item(1, 0, "horse", hidden=("h3",))],
    }
    state = position(3, armies=armies, hands={0: ["chariot"], 1: ["h4", "h4"]})
    other = GAME.redeal_hidden(state, 0, Random(3))
    assert GAME.seat_view(other, 0) == GAME.seat_view(state, 0)
    assert GAME.public_view(other) == GAME.public_view(state)
    assert all(c in ("h1", "h2", "h3", "h4", "archers") for c in other.armies[1][0].hidden)
    GAME.check_invariants(other)


def test_the_rules_come_from_the_rules_file() -> None:
    topics = GAME.rules()
    assert "Interpretations" in topics and "Attacks" in topics and "overview" in topics
    assert all(0 < len(text) <= 4000 for text in topics.values())


def test_set_up_refuses_what_the_game_cannot_seat() -> None:
    with pytest.raises(InvalidAction):
        GAME.setup({}, 7, 1)
    with pytest.raises(InvalidAction):
        GAME.setup({"teams": "maybe"}, 4, 1)


def test_a_copied_code_is_the_plain_string() -> None:
    import copy
    import pickle

    code = GAME.legal_actions(position(3, hands={0: ["h1"]}), 0)[0]
    assert type(copy.deepcopy(code)) is str and pickle.loads(pickle.dumps(code)) == code
    assert type(GAME.encode(code)) is str


def test_a_legal_code_holds_no_state() -> None:
    """Bots and cogs get the legal list: nothing reachable from it may lead to the State (other
    hands, the deck, the seed), only the public table its label needs."""
    import gc

    from engine.iliad.state import State

    armies = {0: [item(0, 0, "horse", hidden=("h4",))], 1: [item(1, 0, "horse", hidden=("h3",))]}
    state = position(3, hands={0: ["h1", "chariot"], 1: ["h2"]}, armies=armies)
    legal = GAME.legal_actions(state, 0)
    seen: set[int] = set()
    todo: list[object] = list(legal)
    while todo:
        obj = todo.pop()
        if id(obj) in seen or isinstance(obj, type):
            continue
        seen.add(id(obj))
        assert not isinstance(obj, State)
        assert obj != ("h3",), "a face-down card of another seat is reachable"
        todo.extend(gc.get_referents(obj))


def test_the_invariants_catch_a_lost_card_and_a_misplaced_tile() -> None:
    from engine.iliad.state import evolve

    state = position(3, hands={0: ["h1"]})
    GAME.check_invariants(state)
    with pytest.raises(AssertionError, match="not conserved"):
        GAME.check_invariants(evolve(state, deck=state.deck[1:]))
    city = next(c for c in state.victory_deck if c.startswith("city"))
    deck = list(state.victory_deck)
    deck.remove(city)
    misplaced = evolve(
        state, victory_deck=tuple(deck), won=((), (city,), ()), tiles=(None, 0, None)
    )
    with pytest.raises(AssertionError, match="leader"):
        GAME.check_invariants(misplaced)
