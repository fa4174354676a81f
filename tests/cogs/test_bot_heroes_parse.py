"""How ``/heroes`` reads what a player typed or picked, and narrows a set of cards by the cards
already typed in the other options (no Discord needed)."""

from __future__ import annotations

import pytest

from cogs.heroes import (
    card_key,
    card_sets,
    move,
    moves,
    play_label,
    points_if_played,
    seat_key,
    set_candidates,
    set_code,
    trait_key,
)
from cogs.kit.errors import BadInput
from engine.core.said import english
from render.heroes.samples import sample_seat_view
from tabletop.models import Choice, SeatInfo, TableInfo

ODYSSEUS = {
    "id": "odysseus",
    "name": "Odysseus",
    "faction": "greek",
    "traits": ["king", "wise", "sneaky"],
    "special": False,
}
HECUBA = {
    "id": "hecuba",
    "name": "Hecuba",
    "faction": "trojan",
    "traits": ["wise", "charismatic", "pious"],
    "special": False,
}


def table() -> TableInfo:
    seats = (SeatInfo(0, "Alice", 1), SeatInfo(1, "Bob", 2), SeatInfo(2, "Carol", 3))
    return TableInfo(1, 2, 3, "heroes", "Heroes", "playing", 1, {}, seats, 5, 2, 4)


def test_a_card_is_read_by_id_printed_name_or_picked_label() -> None:
    assert card_key("odysseus") == "odysseus"
    assert card_key("  ODYSSEUS ") == "odysseus"
    assert card_key("Favor of the Gods") == "favor"
    assert card_key("Odysseus · Greek · King, Wise, Sneaky → 2 for the Greeks") == ("odysseus")
    assert card_key("Achilles") == "achilles"
    assert card_key("Achilleus") == "achilleus"  # unknown: left for the game to refuse


def test_battle_expert_is_the_warrior_trait() -> None:
    assert trait_key("Battle Expert") == "warrior"
    assert trait_key("battle_expert") == "warrior"
    assert trait_key("Wise — draw a card, then play another") == "wise"
    assert trait_key("  ") is None and trait_key(None) is None
    assert trait_key("Lucky") == "lucky"


def test_a_player_is_read_by_code_name_or_number() -> None:
    assert seat_key("2", table()) == "2"  # the list's value is the code's 0-based seat
    assert seat_key("bob", table()) == "1"
    assert seat_key("Carol (Trojan)", table()) == "2"
    assert seat_key("Player 1", table()) == "0"
    assert seat_key("Zed", table()) == "Zed"


def test_moves_keep_the_kind_apart_from_the_fields() -> None:
    choices = [
        Choice("king:1", "See two cards of Bob"),
        Choice("king:play:hector", "Play Hector"),
        Choice("king:take:hector", "Take Hector"),
        Choice("king:pass", "Pass"),
    ]
    assert [m.card for m in moves(choices, ("king", "play"))] == ["hector"]
    assert [m.seat for m in moves(choices, ("king", None))] == ["1"]
    assert [move(c).kind for c in choices] == [
        ("king", None),
        ("king", "play"),
        ("king", "take"),
        ("king", "pass"),
    ]


def test_each_card_of_a_set_narrows_by_the_others() -> None:
    hand = ["ajax", "favor", "hector", "zeus"]
    choices = [
        Choice(f"discard:{a}:{b}:{c}", "")
        for i, a in enumerate(hand)
        for j, b in enumerate(hand[i + 1 :], i + 1)
        for c in hand[j + 1 :]
    ]
    legal = card_sets(choices, "discard")
    assert set_candidates(legal, []) == set(hand)
    assert set_candidates(legal, ["zeus"]) == {"ajax", "favor", "hector"}
    assert set_candidates(legal, ["zeus", "ajax"]) == {"favor", "hector"}
    # Typed in any order, the code is the legal one (in the game's order).
    assert set_code("discard", ["zeus", "ajax", "favor"], legal) == "discard:ajax:favor:zeus"
    with pytest.raises(BadInput):
        set_code("discard", ["zeus", "zeus", "ajax"], legal)
    assert set_code("discard", ["zeus", "ajax", "odysseus"], legal) == (
        "discard:zeus:ajax:odysseus"  # not legal: sent as typed, the game says why
    )


def test_the_score_shown_is_the_rulebooks() -> None:
    # Odysseus on Patroclus scores 2 for the Greeks; Hecuba on Patroclus 0 for the Trojans.
    view = sample_seat_view(active="patroclus", beneath="hecuba")
    assert points_if_played(ODYSSEUS, view, brave=False) == 2
    assert points_if_played(HECUBA, view, brave=False) == 0
    assert english(play_label(ODYSSEUS, view, brave=False)).endswith("→ 2 for the Greeks")
    assert english(play_label(HECUBA, view, brave=False)).endswith("→ 0 for the Trojans")
    # Brave's extra card scores one less, never below 0.
    assert points_if_played(ODYSSEUS, view, brave=True) == 1
    assert points_if_played(HECUBA, view, brave=True) == 0


def test_tough_with_a_single_card_puts_that_one_back() -> None:
    legal = card_sets([Choice("bottom:ajax", "Put Ajax at the bottom of the draw pile")], "bottom")
    assert set_candidates(legal, []) == {"ajax"}
    assert set_candidates(legal, ["ajax"]) == set()  # nothing to offer as a second card
    assert set_code("bottom", ["ajax"], legal) == "bottom:ajax"


def test_tough_keeps_the_order_named_and_the_discard_is_a_set() -> None:
    both = [Choice("bottom:ajax:hector", "a"), Choice("bottom:hector:ajax", "b")]
    legal = card_sets(both, "bottom")
    assert set_code("bottom", ["hector", "ajax"], legal) == "bottom:hector:ajax"
    assert set_code("bottom", ["ajax", "hector"], legal) == "bottom:ajax:hector"
    discard = card_sets([Choice("discard:ajax:hector:nestor", "d")], "discard")
    named = ["nestor", "ajax", "hector"]
    assert set_code("discard", named, discard) == "discard:ajax:hector:nestor"
