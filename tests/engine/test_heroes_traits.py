"""One test per trait (and per choice it involves), with who is told what."""

from __future__ import annotations

import pytest

from engine.core.types import Event
from engine.heroes import GAME
from engine.heroes.positions import position
from engine.heroes.state import State


def step(state: State, seat: int, code: str) -> tuple[State, tuple[Event, ...]]:
    result = GAME.apply(state, seat, GAME.decode(state, seat, code))
    return result.state, result.events


def private(events: tuple[Event, ...]) -> list[Event]:
    return [e for e in events if not e.public]


# --- King -----------------------------------------------------------------------------------
def test_king_sees_two_random_cards_of_an_opponent_alone() -> None:
    state = position([["agamemnon", "ajax"], ["hector", "paris", "favor", "helen"]])
    state, events = step(state, 0, "play:agamemnon:king")
    p = state.pending
    assert p is not None and p.kind == "king_choose" and p.target == 1 and len(p.cards) == 2
    assert set(p.cards) <= set(state.hands[1])
    (shown,) = [e for e in events if e.kind == "private"]
    assert shown.audience == 0 and all(c in shown.data["cards"] for c in p.cards)
    assert GAME.seat_view(state, 0)["shown"]["kind"] == "king"
    assert GAME.seat_view(state, 1)["shown"] is None
    assert "cards" not in (GAME.public_view(state)["pending"] or {})
    legal = GAME.legal_actions(state, 0)
    assert "king:pass" in legal
    assert {f"king:take:{c}" for c in p.cards} <= set(legal)
    assert all(f"king:play:{c}" in legal for c in p.cards if c != "favor")
    assert "king:play:favor" not in legal


def _king_choice(seed: int) -> State:
    state = position([["agamemnon", "ajax"], ["hector", "favor"]], seed=seed)
    return step(state, 0, "play:agamemnon:king")[0]


def test_king_may_play_a_seen_card_which_scores_for_its_faction() -> None:
    state = _king_choice(1)
    state, events = step(state, 0, "king:play:hector")
    (played,) = [e for e in events if e.kind == "play"]
    assert played.public and played.data == {
        "seat": 0,
        "card": "hector",
        "faction": "trojan",
        "points": 1,  # Hector on Agamemnon: Strong
        "extra": True,
    }
    # Seat 1 kept only the Favor, so it is out: Agamemnon 1 for the Greeks; Hector 1, going out
    # 1 and the Favor 2 for the Trojans.
    assert state.results[0].scores == (1, 4, 0)


def test_king_may_steal_a_seen_card_even_a_special_told_to_the_two_only() -> None:
    state = _king_choice(1)
    state, events = step(state, 0, "king:take:favor")
    assert "favor" in state.hands[0] and "favor" not in state.hands[1]
    steal = [e for e in events if e.data.get("card") == "favor"]
    assert steal and all(e.audience == frozenset({0, 1}) for e in steal)


def test_king_may_decline() -> None:
    state = _king_choice(1)
    state, _ = step(state, 0, "king:pass")
    assert state.hands[1] == ("hector", "favor") and state.turn == 1


def test_king_chooses_among_opponents_with_three_players() -> None:
    state = position([["agamemnon", "ajax"], ["hector"], ["zeus", "hera"]])
    state, _ = step(state, 0, "play:agamemnon:king")
    assert state.pending is not None and state.pending.kind == "king_target"
    assert GAME.legal_actions(state, 0) == ["king:1", "king:2"]
    state, _ = step(state, 0, "king:2")
    assert state.pending is not None and set(state.pending.cards) == {"zeus", "hera"}


# --- Wise -----------------------------------------------------------------------------------
def test_wise_draws_then_plays_another_card() -> None:
    state = position([["odysseus", "ajax"], ["hector"]], draw=("nestor",))
    state, events = step(state, 0, "play:odysseus:wise")
    assert "nestor" in state.hands[0]
    drawn = [e for e in events if e.kind == "private"]
    assert drawn and all(e.audience == 0 for e in drawn)
    assert GAME.legal_actions(state, 0) == ["extra:ajax", "extra:nestor"]
    state, _ = step(state, 0, "extra:nestor")
    assert state.pile[:2] == ("nestor", "odysseus")


# --- Strong ---------------------------------------------------------------------------------
def test_strong_draws_then_gives_a_card_to_another_player() -> None:
    state = position([["achilles", "ajax"], ["hector"], ["zeus"]], draw=("favor",))
    state, _ = step(state, 0, "play:achilles:strong")
    assert "favor" in state.hands[0]
    legal = GAME.legal_actions(state, 0)
    assert "give:2:favor" in legal and not any(c.startswith("give:0") for c in legal)
    state, events = step(state, 0, "give:2:favor")
    assert "favor" in state.hands[2] and "favor" not in state.hands[0]
    named = [e for e in events if "Favor" in e.english]
    assert named and all(e.audience == frozenset({0, 2}) for e in named)


# --- Sneaky ---------------------------------------------------------------------------------
def test_sneaky_steals_a_point_from_an_opponent() -> None:
    state = position([["odysseus", "ajax"], ["hector"], ["zeus"]], scores=(0, 3, 1))
    state, _ = step(state, 0, "play:odysseus:sneaky")  # Odysseus on Patroclus: 2
    assert GAME.legal_actions(state, 0) == ["sneaky:trojan", "sneaky:god"]
    state, _ = step(state, 0, "sneaky:trojan")
    assert state.scores == (3, 2, 1)


# --- Tough ----------------------------------------------------------------------------------
def test_tough_you_draw_two_then_put_two_at_the_bottom() -> None:
    state = position([["ajax", "nestor"], ["hector"]], draw=("zeus", "hera"))
    state, _ = step(state, 0, "play:ajax:tough")
    assert {"zeus", "hera"} <= set(state.hands[0])
    assert state.pending is not None and state.pending.kind == "tough_bottom"
    state, _ = step(state, 0, "bottom:nestor:zeus")
    assert state.draw[-2:] == ("nestor", "zeus") and state.hands[0] == ("hera",)


def test_tough_an_ally_may_draw_and_chooses_the_bottom_cards() -> None:
    hands = [["ajax", "nestor"], ["hector"], ["calchas"], ["paris"]]
    state = position(hands, draw=("zeus", "hera"))
    state, _ = step(state, 0, "play:ajax:tough")
    assert GAME.legal_actions(state, 0) == ["tough:0", "tough:2"]
    state, _ = step(state, 0, "tough:2")
    assert GAME.to_act(state) == frozenset({2}) and state.turn == 0
    state, _ = step(state, 2, "bottom:calchas:hera")
    assert state.hands[2] == ("zeus",) and state.turn == 1


# --- Brave ----------------------------------------------------------------------------------
def test_brave_plays_another_card_scoring_one_less() -> None:
    state = position([["patroclus", "odysseus", "ajax"], ["hector"]], pile=("calchas",))
    state, _ = step(state, 0, "play:patroclus:brave")  # faction + sneaky = 2
    state, _ = step(state, 0, "extra:odysseus")  # on Patroclus: 2, one less: 1
    assert state.scores == (3, 0, 0) and state.last is not None and state.last.brave


# --- Battle Expert --------------------------------------------------------------------------
def test_battle_expert_an_opponent_loses_two_points() -> None:
    state = position([["ajax", "nestor"], ["hector"]], scores=(0, 5, 3), pile=("zeus",))
    state, _ = step(state, 0, "play:ajax:battle_expert")  # Strong: 1
    state, _ = step(state, 0, "warrior:god")
    assert state.scores == (1, 5, 1)


# --- Charismatic ----------------------------------------------------------------------------
def test_charismatic_sees_a_hand_takes_a_card_and_that_player_draws() -> None:
    state = position(
        [["nestor", "ajax"], ["hector", "horse"], ["zeus"]], pile=("hecuba",), draw=("hera",)
    )
    state, events = step(state, 0, "play:nestor:charismatic")
    assert GAME.legal_actions(state, 0) == ["charm:1", "charm:2"]
    state, events = step(state, 0, "charm:1")
    seen = [e for e in events if e.kind == "private"]
    assert seen and all(e.audience == 0 for e in seen)
    assert GAME.seat_view(state, 0)["shown"]["cards"][1]["id"] == "horse"
    assert GAME.legal_actions(state, 0) == ["charm:take:hector", "charm:take:horse"]
    state, events = step(state, 0, "charm:take:horse")
    assert "horse" in state.hands[0] and state.hands[1] == ("hector", "hera")
    drew = [e for e in events if e.kind == "private" and "Hera" in e.english]
    assert drew and drew[0].audience == 1


# --- Pious ----------------------------------------------------------------------------------
def test_pious_gains_a_point_someone_draws_and_a_hand_is_seen() -> None:
    state = position([["nestor", "ajax"], ["hector"], ["zeus"]], pile=("achilles",), draw=("hera",))
    state, _ = step(state, 0, "play:nestor:pious")
    assert state.scores == (2, 0, 0)  # Greek faction 1 + Pious' point
    assert GAME.legal_actions(state, 0) == ["pious:draw:0", "pious:draw:1", "pious:draw:2"]
    state, _ = step(state, 0, "pious:draw:2")
    assert state.hands[2] == ("zeus", "hera")
    assert GAME.legal_actions(state, 0) == ["pious:see:1", "pious:see:2"]
    state, events = step(state, 0, "pious:see:2")
    assert GAME.seat_view(state, 0)["shown"]["seat"] == 2
    assert [c["id"] for c in GAME.seat_view(state, 0)["shown"]["cards"]] == ["zeus", "hera"]
    assert all(e.audience == 0 for e in private(events))
    assert state.turn == 1


@pytest.mark.parametrize("trait", ["wise", "strong", "pious"])
def test_what_is_drawn_is_told_to_the_drawer_only(trait: str) -> None:
    card = {"wise": "odysseus", "strong": "achilles", "pious": "nestor"}[trait]
    state = position([[card, "ajax"], ["hector"]], draw=("hera",))
    state, events = step(state, 0, f"play:{card}:{trait}")
    if trait == "pious":
        state, events = step(state, 0, "pious:draw:0")
    named = [e for e in events if "Hera" in e.english]
    assert named and all(e.audience == 0 for e in named)
