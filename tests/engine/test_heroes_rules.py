"""Heroes of Troy: the rulebook's examples and one test per rule."""

from __future__ import annotations

from collections import Counter

import pytest

from engine.core.errors import IllegalAction, InvalidAction, NotYourTurn
from engine.core.said import english
from engine.heroes import GAME
from engine.heroes.cards import CARDS, DECK, SPECIALS, TRAITS, points
from engine.heroes.positions import position, with_draw
from engine.heroes.state import DISCARD, OVER, PLAY, State


def act(state: State, seat: int, code: str) -> State:
    return GAME.apply(state, seat, GAME.decode(state, seat, code)).state


def discard_all(state: State) -> State:
    """Everyone discards their first three cards."""
    for seat in range(state.seats):
        state = act(state, seat, GAME.legal_actions(state, seat)[0])
    return state


# --- the cards ------------------------------------------------------------------------------
def test_thirty_characters_ten_per_faction_each_trait_on_ten_and_two_specials() -> None:
    assert len(DECK) == 32 and {"favor", "horse"} == SPECIALS
    factions = Counter(c.faction for c in CARDS.values() if not c.special)
    assert factions == {"greek": 10, "trojan": 10, "god": 10}
    traits = Counter(t for c in CARDS.values() for t in c.traits)
    assert traits == dict.fromkeys(TRAITS, 10)
    assert all(len(c.traits) == 3 for c in CARDS.values() if not c.special)


# --- the rulebook's examples ----------------------------------------------------------------
def test_odysseus_on_patroclus_scores_two_for_the_greeks() -> None:
    assert points("odysseus", "patroclus") == 2
    state = position([["odysseus", "ajax"], ["hector"]], pile=("patroclus",))
    after = act(state, 0, "play:odysseus:sneaky")  # Sneaky waits for a target
    assert after.scores == (2, 0, 0)
    view = GAME.public_view(after)
    assert view["matches"] == {"faction": True, "traits": ["sneaky"]}
    assert view["last_score"]["points"] == 2 and view["last_score"]["faction"] == "greek"


def test_hecuba_on_patroclus_scores_zero_for_the_trojans() -> None:
    assert points("hecuba", "patroclus") == 0
    state = position([["hecuba", "ajax"], ["hector"]], pile=("patroclus",))
    after = act(state, 0, "play:hecuba:pious")
    assert after.scores == (1, 0, 0)  # Pious' own point; Hecuba gave the Trojans nothing
    assert after.last is not None and after.last.faction == "trojan" and after.last.points == 0


def test_a_god_card_scores_for_the_neutral_gods_with_two_players() -> None:
    state = position([["zeus", "ajax"], ["hector"]], pile=("poseidon",))
    after = act(state, 0, "play:zeus:pious")
    assert after.scores == (1, 0, 3)  # faction + King + Strong for the Gods; Pious for Greeks


# --- set-up ---------------------------------------------------------------------------------
@pytest.mark.parametrize(("seats", "dealt", "kept"), [(2, 12, 9), (3, 10, 7), (4, 8, 5)])
def test_deal_discard_three_and_keep(seats: int, dealt: int, kept: int) -> None:
    state = GAME.setup({}, seats, 5)
    assert state.phase == DISCARD and [len(h) for h in state.hands] == [dealt] * seats
    assert GAME.to_act(state) == frozenset(range(seats))
    state = discard_all(state)
    assert state.phase == PLAY and [len(h) for h in state.hands] == [kept] * seats
    assert len(state.pile) == 1 and state.pile[0] not in SPECIALS
    assert len(state.draw) == 32 - kept * seats - 1
    GAME.check_invariants(state)


@pytest.mark.parametrize("seats", [2, 3, 4])
def test_factions_by_player_count_and_the_greeks_play_first(seats: int) -> None:
    seen = set()
    for seed in range(20):
        state = discard_all(GAME.setup({}, seats, seed))
        expected = {2: ["greek", "trojan"], 3: ["god", "greek", "trojan"]}.get(seats)
        if expected:
            assert sorted(state.factions) == expected
        else:
            assert state.factions in (("greek", "trojan") * 2, ("trojan", "greek") * 2)
        assert state.factions[state.turn or 0] == "greek"
        seen.add(state.factions)
    assert len(seen) > 1, "factions are drawn at random"


def test_the_opening_discard_may_include_specials() -> None:
    seed = next(s for s in range(50) if SPECIALS & set(GAME.setup({}, 2, s).hands[0]))
    state = GAME.setup({}, 2, seed)
    special = next(c for c in state.hands[0] if c in SPECIALS)
    chosen = [special, *(c for c in state.hands[0] if c != special)][:3]
    code = GAME.decode(state, 0, "discard:" + ":".join(chosen))
    assert code in GAME.legal_actions(state, 0)
    state = act(state, 0, code)
    assert special not in state.hands[0]
    state = act(state, 1, GAME.legal_actions(state, 1)[0])
    assert special in state.draw or special in (c for h in state.hands for c in h)


# --- a turn ---------------------------------------------------------------------------------
def test_specials_are_never_played() -> None:
    state = position([["favor", "ajax"], ["hector"]])
    assert all(not c.startswith("play:favor") for c in GAME.legal_actions(state, 0))
    with pytest.raises(IllegalAction, match="special"):
        act(state, 0, "play:favor:king")


def test_a_trait_must_be_on_the_card_played() -> None:
    state = position([["ajax", "nestor"], ["hector"]])
    with pytest.raises(IllegalAction, match="no King"):
        act(state, 0, "play:ajax:king")


def test_not_your_turn() -> None:
    state = position([["ajax", "nestor"], ["hector", "paris"]])
    with pytest.raises(NotYourTurn):
        act(state, 1, "play:hector:brave")


def test_scores_never_go_below_zero() -> None:
    state = position([["ajax", "nestor"], ["hector", "paris"]], scores=(0, 1, 0))
    state = act(state, 0, "play:ajax:warrior")
    state = act(state, 0, "warrior:trojan")
    assert state.scores[1] == 0


def test_extra_cards_score_but_use_no_trait() -> None:
    # Wise: draw Nestor, then play it as the extra card; it scores and asks no trait.
    state = position([["odysseus", "ajax"], ["hector"]], pile=("calchas",), draw=("nestor",))
    state = act(state, 0, "play:odysseus:wise")  # 1 faction + wise + sneaky = 3
    assert state.scores == (3, 0, 0) and "nestor" in state.hands[0]
    state = act(state, 0, "extra:nestor")  # Nestor on Odysseus: faction + wise = 2
    assert state.scores == (5, 0, 0) and state.pending is None and state.turn == 1


def test_brave_extra_card_scores_one_less_never_below_zero() -> None:
    state = position([["achilles", "ajax", "paris"], ["hector"]], pile=("patroclus",))
    state = act(state, 0, "play:achilles:brave")  # faction + brave + warrior = 3
    assert state.scores == (3, 0, 0)
    brave = act(state, 0, "extra:ajax")  # Ajax on Achilles: faction+strong+warrior = 3, less 1
    assert brave.scores == (5, 0, 0)
    zero = act(state, 0, "extra:paris")  # Paris on Achilles: brave = 1, less 1 = 0
    assert zero.scores == (3, 0, 0)


def test_with_four_players_a_player_out_is_skipped() -> None:
    state = position(
        [["ajax", "nestor"], ["hector", "paris"], ["favor"], ["helen", "priam"]],
        pile=("zeus",),
        turn=1,
    )
    state = State(**{**state.__dict__, "out": (2,)})
    state = act(state, 1, "play:hector:brave")
    state = act(state, 1, "extra:paris")
    assert state.turn == 3  # seat 2 is out: skipped


# --- rounds ---------------------------------------------------------------------------------
def test_the_round_ends_when_a_player_has_no_character_and_the_first_out_scores_one() -> None:
    state = position([["ajax", "horse"], ["hector", "paris"]], pile=("poseidon",))
    state = act(state, 0, "play:ajax:warrior")  # Ajax on Poseidon: Strong and Tough, 2 points
    state = act(state, 0, "warrior:trojan")
    assert state.round == 2 and state.phase == DISCARD
    (result,) = state.results
    # Ajax on Poseidon: Strong, Tough = 2; out first +1; the Trojan Horse held +2
    assert result.scores == (5, 0, 0) and result.first_out == 0 and result.winner == "greek"
    assert state.round_wins == (1, 0, 0) and state.scores == (0, 0, 0)


def test_a_special_is_not_a_card_in_hand_for_going_out() -> None:
    state = position([["ajax", "favor", "horse"], ["hector", "paris"]], pile=("poseidon",))
    state = act(state, 0, "play:ajax:warrior")
    state = act(state, 0, "warrior:god")
    assert state.results[0].scores == (2 + 1 + 4, 0, 0)


def test_a_player_whose_last_character_is_stolen_is_out() -> None:
    state = position([["agamemnon", "ajax"], ["hector"]], pile=("zeus",), turn=0, seed=3)
    state = act(state, 0, "play:agamemnon:king")  # the only opponent: asked at once to choose
    assert state.pending is not None and state.pending.kind == "king_choose"
    state = act(state, 0, "king:take:hector")
    assert state.round == 2 and state.results[0].first_out == 1


def test_four_players_round_ends_when_both_of_a_team_are_out() -> None:
    hands = [["ajax", "nestor"], ["hector", "paris"], ["favor"], ["helen", "priam"]]
    state = position(hands, pile=("zeus",), turn=0)
    state = act(state, 0, "play:ajax:tough")
    # Tough: seat 0 or its ally 2 draws two; choose seat 0, who puts back two.
    state = act(state, 0, "tough:0")
    drawn = [c for c in state.hands[0] if c not in ("nestor",)]
    state = act(state, 0, "bottom:" + ":".join(drawn[:2]))
    # Seat 2 holds only the Favor: out at the end of this turn, its special shown.
    assert state.out == (2,) and state.round == 1
    assert GAME.public_view(state)["revealed"] == {"2": ["favor"]}
    assert state.turn == 1


def test_four_players_scoring_each_out_one_and_the_first_one_more() -> None:
    hands = [["ajax"], ["hector", "paris"], ["diomedes"], ["helen", "priam"]]
    state = position(hands, pile=("zeus",), turn=2)
    state = State(**{**state.__dict__, "out": (0,)})
    state = act(state, 2, "play:diomedes:warrior")  # Diomedes on Zeus: Pious = 1
    state = act(state, 2, "warrior:trojan")
    result = state.results[0]
    # greeks: 1 (Diomedes) + 1 (seat 0 out) + 1 (first) + 1 (seat 2 out) = 4
    assert result.scores == (4, 0, 0) and result.out == (0, 2)


def test_two_rounds_win_the_game() -> None:
    state = position([["ajax"], ["hector", "paris"]], pile=("poseidon",), round_wins=(1, 0, 0))
    state = act(state, 0, "play:ajax:warrior")
    state = act(state, 0, "warrior:trojan")
    assert state.phase == OVER and GAME.to_act(state) == frozenset()
    outcome = GAME.outcome(state)
    assert outcome is not None and outcome.winners == {0} and outcome.scores == (2, 0)


# --- codes ----------------------------------------------------------------------------------
def test_codes_are_case_insensitive_and_accept_battle_expert() -> None:
    state = position([["ajax", "nestor"], ["hector"]])
    assert GAME.decode(state, 0, "PLAY:Ajax:Battle_Expert") == "play:ajax:warrior"
    assert GAME.decode(state, 0, "discard:zeus:ajax:favor") == "discard:ajax:zeus:favor"
    assert GAME.decode(state, 0, "sneaky:Trojans") == "sneaky:trojan"
    for bad in ("play:bob:king", "play:ajax:flying", "give:7:ajax", "sneaky:romans", "xyz"):
        with pytest.raises(InvalidAction):
            GAME.decode(state, 0, bad)


def test_every_code_fits_and_every_label_is_short() -> None:
    state = position([["hephaestus", "andromache", "agamemnon"], ["hector"]])
    for code in GAME.legal_actions(state, 0):
        assert len(code) <= 72 and len(english(GAME.describe(code))) <= 100


def test_rules_topics_fit_discord() -> None:
    topics = GAME.rules()
    assert {"overview", "setup", "turn", "traits", "rounds"} <= set(topics)
    assert all(0 < len(text) <= 4000 for text in topics.values())


def test_worth_posting_skips_draws_and_looks() -> None:
    state = position([["nestor", "ajax"], ["hector", "paris"]], pile=("hecuba",))
    played = act(state, 0, "play:nestor:charismatic")  # a card on the pile: worth a table
    assert GAME.worth_posting(state, played)
    looked = act(played, 0, "charm:take:hector")
    assert GAME.worth_posting(played, looked) is False


def test_with_draw_keeps_cards_conserved() -> None:
    state = with_draw(position([["ajax", "favor", "horse"], ["hector"]]), ["nestor"])
    GAME.check_invariants(state)
    assert state.draw == ("nestor",)


def test_refusals_say_why() -> None:
    state = position([["odysseus", "ajax"], ["hector"]])
    with pytest.raises(IllegalAction, match="no Hector in your hand"):
        act(state, 0, "play:hector:brave")
    with pytest.raises(IllegalAction, match="Play a character"):
        act(state, 0, "sneaky:trojan")
    waiting = act(state, 0, "play:odysseus:sneaky")
    with pytest.raises(IllegalAction, match="Answer Sneaky first"):
        act(waiting, 0, "play:ajax:tough")
    with pytest.raises(NotYourTurn, match="must answer Sneaky"):
        act(waiting, 1, "play:hector:brave")
    fresh = GAME.setup({}, 2, 1)
    with pytest.raises(IllegalAction, match="discards three cards"):
        act(fresh, 0, "play:ajax:tough")


def test_the_stage_is_a_verb_phrase_without_the_player() -> None:
    assert english(GAME.public_view(GAME.setup({}, 3, 1))["stage"]).startswith(
        "discard three cards"
    )
    state = position([["agamemnon", "ajax"], ["hector", "paris", "helen"]])
    assert english(GAME.public_view(state)["stage"]).startswith("play a character")
    state = act(state, 0, "play:agamemnon:king")
    stage = english(GAME.public_view(state)["stage"])
    assert stage == "play or steal one of the cards seen, or pass (King)"
    assert "Player" not in stage
