"""Each numbered interpretation of docs/rules/heroes.md, tested under the same number."""

from __future__ import annotations

from dataclasses import replace

from engine.core.reveals import SHOWN
from engine.core.types import Event
from engine.core.undo import undo_refusal
from engine.heroes import GAME
from engine.heroes.cards import DECK, SPECIALS
from engine.heroes.deal import begin_play
from engine.heroes.positions import position, with_draw
from engine.heroes.state import DISCARD, State


def step(state: State, seat: int, code: str) -> tuple[State, tuple[Event, ...]]:
    result = GAME.apply(state, seat, GAME.decode(state, seat, code))
    return result.state, result.events


def act(state: State, seat: int, code: str) -> State:
    return step(state, seat, code)[0]


def discard_all(state: State) -> State:
    for seat in range(state.seats):
        state = act(state, seat, GAME.legal_actions(state, seat)[0])
    return state


def test_1_factions_and_seats() -> None:
    leaders, greek_teams = set(), set()
    for seed in range(30):
        state = GAME.setup({}, 4, seed, GAME.teams({}, 4))
        assert state.teams == (0, 1, 0, 1) and GAME.teams({}, 4) == (0, 1, 0, 1)
        assert state.factions[0] == state.factions[2] != state.factions[1] == state.factions[3]
        assert state.factions[state.leader] == "greek"
        leaders.add(state.leader)
        greek_teams.add(state.factions[0])
    assert len(leaders) == 4 and greek_teams == {"greek", "trojan"}
    assert GAME.teams({}, 2) is None and GAME.teams({}, 3) is None


def test_2_play_goes_round_the_table_in_seat_order_from_the_greek() -> None:
    state = position(
        [["ajax", "nestor"], ["hector", "paris"], ["zeus", "hera"]],
        turn=2,
        factions=("trojan", "god", "greek"),
    )
    state = act(state, 2, "play:hera:sneaky")
    state = act(state, 2, "sneaky:trojan")
    assert state.turn == 0
    state = act(state, 0, "play:nestor:pious")
    state = act(state, 0, "pious:draw:0")
    state = act(state, 0, "pious:see:1")
    assert state.turn == 1
    # With four players turns alternate teams.
    four = discard_all(GAME.setup({}, 4, 2))
    turn = four.turn or 0
    assert four.factions[(turn + 1) % 4] != four.factions[turn]


def test_3_the_opening_discard_is_secret_and_order_free() -> None:
    start = GAME.setup({}, 3, 11)
    codes = [GAME.legal_actions(start, s)[5] for s in range(3)]
    orders = [(0, 1, 2), (2, 0, 1), (1, 2, 0)]
    finals = []
    for order in orders:
        state = start
        for seat in order:
            before = GAME.public_view(state)
            state, events = step(state, seat, codes[seat])
            if state.phase == DISCARD:
                view = GAME.public_view(state)
                assert view["chosen"] == sorted([*before["chosen"], seat])
                assert all(e.audience == seat for e in events if "discard " in e.english.lower())
                assert GAME.seat_view(state, seat)["discard"] == codes[seat].split(":")[1:]
        finals.append(GAME.dump(state))
    assert finals[0] == finals[1] == finals[2]


def test_3_a_special_turned_is_shuffled_back_after_the_next_card() -> None:
    base = GAME.setup({}, 2, 4)
    hands = tuple(tuple(c for c in h if c not in SPECIALS) for h in base.hands)
    draw = (*base.draw, *(c for h in base.hands for c in h if c in SPECIALS))
    for seed in range(40):
        # Nobody discarded anything: begin_play's shuffle alone decides the first card.
        trial = replace(base, seed=seed, hands=hands, draw=draw, discards=((), ()))
        new, events = begin_play(trial, [])
        turned = [e for e in events if "shuffled back" in e.english]
        if turned:
            assert all(e.kind == "reveal" for e in turned)
            assert new.pile[0] not in SPECIALS and set(new.draw) >= SPECIALS
            return
    raise AssertionError("no seed turned a special first")


def test_4_opponents_allies_and_the_neutral_gods() -> None:
    four = position([["agamemnon", "ajax"], ["hector"], ["nestor"], ["paris"]])
    four = act(four, 0, "play:agamemnon:king")
    assert GAME.legal_actions(four, 0) == ["king:1", "king:3"]  # never the ally, seat 2
    two = position([["odysseus", "ajax"], ["hector"]])
    two = act(two, 0, "play:odysseus:sneaky")
    assert GAME.legal_actions(two, 0) == ["sneaky:trojan", "sneaky:god"]
    three = position([["agamemnon", "ajax"], ["hector"], ["zeus"]])
    three = act(three, 0, "play:agamemnon:king")
    assert "king:2" in GAME.legal_actions(three, 0)  # the God player is a player


def test_5_another_player_includes_an_ally_and_pious_may_pick_yourself() -> None:
    hands = [["achilles", "ajax"], ["hector"], ["nestor"], ["paris"]]
    state = act(position(hands), 0, "play:achilles:strong")
    assert any(c.startswith("give:2:") for c in GAME.legal_actions(state, 0))
    state = act(
        position([["nestor", "ajax"], ["hector"], ["calchas"], ["paris"]]),
        0,
        "play:nestor:charismatic",
    )
    assert "charm:2" in GAME.legal_actions(state, 0)
    state = act(position([["nestor", "ajax"], ["hector"], ["zeus"]]), 0, "play:nestor:pious")
    assert "pious:draw:0" in GAME.legal_actions(state, 0)
    state = act(state, 0, "pious:draw:0")
    assert "pious:see:0" not in GAME.legal_actions(state, 0)


def test_6_a_trait_that_can_do_nothing() -> None:
    # King with no opponent holding a card (seat 1 out, seat 3's hand empty): nothing happens;
    # seat 3 then goes out, which ends the round for the Trojans' team.
    lonely = replace(position([["agamemnon", "ajax"], ["favor"], ["nestor"], []]), out=(1,))
    lonely, events = step(lonely, 0, "play:agamemnon:king")
    assert lonely.pending is None and lonely.results[0].out == (1, 3)
    assert any("No opponent" in e.english for e in events)
    state = position([["agamemnon", "ajax"], ["hector"]])
    # Brave with no character left: nothing (and a public reveal that the hand has none).
    brave, events = step(position([["achilles", "favor"], ["hector"]]), 0, "play:achilles:brave")
    assert any(e.kind == "reveal" and "No character" in e.english for e in events)
    # Sneaky on a faction with 0 points steals nothing.
    sneaky = act(
        position([["odysseus", "ajax"], ["hector"]], pile=("zeus",)), 0, "play:odysseus:sneaky"
    )
    sneaky = act(sneaky, 0, "sneaky:trojan")
    assert sneaky.scores == (1, 0, 0)  # Odysseus on Zeus: King only
    # Wise's extra card is compulsory: no pass among the answers.
    wise = act(
        position([["odysseus", "ajax"], ["hector"]], draw=("nestor",)), 0, "play:odysseus:wise"
    )
    assert all(c.startswith("extra:") for c in GAME.legal_actions(wise, 0))
    # The King sees one card when the opponent has one, and may pass.
    king = act(state, 0, "play:agamemnon:king")
    assert king.pending is not None and king.pending.cards == ("hector",)
    assert "king:pass" in GAME.legal_actions(king, 0)


def test_7_toughs_cards_chosen_by_the_drawer_in_order_specials_allowed() -> None:
    state = position([["ajax", "nestor"], ["hector"]], draw=("favor", "zeus"))
    state = act(state, 0, "play:ajax:tough")
    legal = GAME.legal_actions(state, 0)
    assert {"bottom:nestor:favor", "bottom:favor:nestor"} <= set(legal)
    # The player's order counts: the first named goes to the bottom first, the second under it.
    first = act(state, 0, "bottom:favor:nestor")
    assert first.draw[-2:] == ("favor", "nestor")
    assert act(state, 0, "bottom:nestor:favor").draw[-2:] == ("nestor", "favor")
    assert GAME.encode(GAME.decode(state, 0, "bottom:favor:nestor")) == "bottom:favor:nestor"
    # One card in hand after drawing (only one card left to draw): that one goes.
    one = act(_nothing_to_draw(), 0, "play:ajax:tough")
    assert GAME.legal_actions(one, 0) == ["bottom:zeus"]
    # Exactly two cards in hand after drawing: both orders are offered, and both differ.
    two = act(_one_card_to_draw(), 0, "play:ajax:tough")
    assert sorted(GAME.legal_actions(two, 0)) == ["bottom:hector:zeus", "bottom:zeus:hector"]
    for code, said in (
        ("bottom:hector:zeus", "Hector and Zeus"),
        ("bottom:zeus:hector", "Zeus and Hector"),
    ):
        events = GAME.apply(two, 0, GAME.decode(two, 0, code)).events
        assert f"You put {said} at the bottom" in events[0].english


def _one_card_to_draw() -> State:
    """Seat 0 holds Ajax alone on Zeus; one card (Hector) is left to draw, seat 1 holds the rest."""
    rest = [c for c in DECK if c not in ("ajax", "zeus", "hector")]
    state = position([["ajax"], rest], pile=("zeus",), draw=("hector",))
    assert state.draw == ("hector",)
    return state


def _nothing_to_draw() -> State:
    """Seat 0 holds Ajax alone on Zeus; every other card is in seat 1's hand."""
    rest = [c for c in DECK if c not in ("ajax", "zeus")]
    state = position([["ajax"], rest], pile=("zeus",))
    assert state.draw == ()
    return state


def test_8_going_out_together_the_current_player_is_first() -> None:
    state = position([["agamemnon", "favor"], ["hector"]], pile=("zeus",))
    state = act(state, 0, "play:agamemnon:king")
    state = act(state, 0, "king:play:hector")  # both now hold no character
    result = state.results[0]
    assert result.first_out == 0 and result.out == (0, 1)


def test_8_four_players_out_stays_out_and_is_never_a_target() -> None:
    hands = [["agamemnon", "ajax"], ["hector"], ["nestor"], ["favor"]]
    state = replace(position(hands), out=(3,))
    state = act(state, 0, "play:agamemnon:king")
    assert state.pending is not None and state.pending.target == 1  # seat 3 is out
    state = act(replace(position(hands), out=(3,)), 0, "play:agamemnon:charismatic")
    assert "charm:3" not in GAME.legal_actions(state, 0)


def test_9_specials_score_two_for_their_holder_only() -> None:
    state = position([["ajax", "favor"], ["hector", "paris"]], pile=("poseidon",))
    state = act(state, 0, "play:ajax:warrior")
    state = act(state, 0, "warrior:trojan")
    assert state.results[0].scores == (2 + 1 + 2, 0, 0)  # horse is in the draw pile: nothing


def test_10_a_tie_goes_to_the_first_out_else_nobody() -> None:
    tie = position([["ajax"], ["hector", "paris"]], pile=("zeus",), scores=(0, 3, 0))
    tie = act(tie, 0, "play:ajax:warrior")  # Ajax on Zeus: Strong 1, going out 1: Greeks 2
    tie = act(tie, 0, "warrior:god")
    assert tie.results[0].scores == (2, 3, 0) and tie.results[0].winner == "trojan"
    level = position([["ajax"], ["hector", "paris"]], pile=("zeus",), scores=(1, 3, 0))
    level = act(act(level, 0, "play:ajax:warrior"), 0, "warrior:god")
    assert level.results[0].scores == (3, 3, 0) and level.results[0].winner == "greek"
    nobody = position([["ajax"], ["hector", "paris"]], pile=("zeus",), scores=(0, 5, 7))
    nobody = act(act(nobody, 0, "play:ajax:warrior"), 0, "warrior:god")
    assert nobody.results[0].scores == (2, 5, 5) and nobody.results[0].winner is None
    assert nobody.round_wins == (0, 0, 0) and nobody.round == 2


def test_11_between_rounds_scores_reset_fresh_deal_greeks_lead() -> None:
    state = position([["ajax"], ["hector", "paris"]], pile=("zeus",), gods_start=4, turn=0)
    state = act(act(state, 0, "play:ajax:warrior"), 0, "warrior:god")
    assert state.phase == DISCARD and state.scores == (0, 0, 4) and state.round == 2
    assert [len(h) for h in state.hands] == [12, 12] and not state.pile
    state = discard_all(state)
    assert state.turn == 0 and state.factions[0] == "greek"
    four = replace(
        position([["ajax"], ["hector", "paris"], ["nestor", "calchas"], ["helen", "priam"]]),
        leader=0,
    )
    four = act(act(four, 0, "play:ajax:warrior"), 0, "warrior:trojan")
    assert four.round == 1  # only one Greek out
    assert four.turn == 1


def test_11_four_players_the_greek_leaders_take_turns() -> None:
    hands = [["ajax"], ["hector", "paris"], ["nestor"], ["helen", "priam"]]
    state = replace(position(hands, turn=2), out=(0,), leader=0)
    state = act(act(state, 2, "play:nestor:pious"), 2, "pious:draw:1")
    state = act(state, 2, "pious:see:1")
    assert state.phase == DISCARD and state.leader == 2
    assert discard_all(state).turn == 2


def test_12_an_empty_draw_pile_is_rebuilt_under_the_active_card() -> None:
    state = position(
        [["odysseus", "ajax", "favor", "horse"], ["hector"]], pile=("calchas", "nestor", "zeus")
    )
    state = with_draw(state, [])
    under = set(state.pile)  # the old active card and everything under it
    state, events = step(state, 0, "play:odysseus:wise")
    assert state.pile == ("odysseus",)  # the new active card stays alone
    assert any("new draw pile" in e.english for e in events)
    (drawn,) = set(state.hands[0]) - {"ajax", "favor", "horse"}
    assert drawn in under and set(state.draw) | {drawn} == under
    GAME.check_invariants(state)
    # Tough with one card under the active card and an empty draw pile: one card is drawn.
    bare, events = step(_nothing_to_draw(), 0, "play:ajax:tough")
    assert bare.hands[0] == ("zeus",) and bare.pile == ("ajax",) and bare.draw == ()
    assert any("draws 1 card." in e.english for e in events)


def test_13_when_the_neutral_gods_win_nobody_does() -> None:
    state = position(
        [["ajax"], ["hector", "paris"]], pile=("zeus",), scores=(0, 0, 9), round_wins=(0, 1, 1)
    )
    state = act(act(state, 0, "play:ajax:warrior"), 0, "warrior:trojan")
    outcome = GAME.outcome(state)
    assert outcome is not None and outcome.winners == frozenset()
    assert "both sides lose" in outcome.summary and state.winner == "god"
    hands = [["ajax"], ["hector", "paris"], ["nestor"], ["helen", "priam"]]
    four = replace(position(hands, turn=2, round_wins=(1, 0, 0)), out=(0,))
    four = act(act(four, 2, "play:nestor:pious"), 2, "pious:draw:1")
    four = act(four, 2, "pious:see:1")
    result = GAME.outcome(four)
    assert result is not None and result.winners == {0, 2}
    assert result.team_scores == (2, 0) and sum(result.scores) == 2


def test_14_only_braves_extra_card_scores_one_less() -> None:
    state = position([["agamemnon", "ajax"], ["hector", "paris", "helen"]], seed=2)
    state = act(state, 0, "play:agamemnon:king")
    assert state.pending is not None
    seen = next(c for c in state.pending.cards if c != "favor")
    after = act(state, 0, f"king:play:{seen}")
    assert after.last is not None and not after.last.brave and after.last.extra


def test_15_what_one_player_is_shown_stays_in_their_view_until_their_next_turn() -> None:
    state = position([["nestor", "ajax"], ["hector", "paris"]], pile=("hecuba",))
    state = act(act(state, 0, "play:nestor:pious"), 0, "pious:draw:1")  # the look: seat 1, only
    assert GAME.seat_view(state, 0)["shown"]["kind"] == "pious"
    assert GAME.seat_view(state, 1)["shown"] is None
    assert "shown" not in GAME.public_view(state)
    state = act(state, 1, "play:hector:warrior")
    state = act(state, 1, "warrior:greek")
    assert state.turn == 0 and GAME.seat_view(state, 0)["shown"] is None


def test_16_one_answer_choices_of_a_seat_are_made_cards_are_always_asked() -> None:
    state = act(
        position([["agamemnon", "ajax"], ["hector", "paris", "helen"]]), 0, "play:agamemnon:king"
    )
    assert state.pending is not None and state.pending.kind == "king_choose"  # seat chosen
    brave = act(position([["achilles", "ajax"], ["hector"]]), 0, "play:achilles:brave")
    assert GAME.legal_actions(brave, 0) == ["extra:ajax"]  # still asked


def test_17_codes_read_generously() -> None:
    state = position([["ajax", "nestor"], ["hector"]])
    assert GAME.decode(state, 0, " Play:AJAX:battleexpert ") == "play:ajax:warrior"
    assert GAME.decode(state, 0, "discard:nestor:hector:ajax") == "discard:ajax:nestor:hector"
    assert GAME.decode(state, 0, "bottom:nestor:ajax") == "bottom:nestor:ajax"  # order counts
    assert GAME.decode(state, 0, "charismatic:1") == "charm:1"


def test_18_an_action_that_showed_a_hidden_card_is_not_taken_back() -> None:
    """The issue's reproduction: 2 players, seed 1, each discards its first option; the King's
    card played from the opponent's hand is named to all, so it stays played."""
    state = GAME.setup({}, 2, 1)
    discard = GAME.legal_actions(state, 0)[0]
    step = GAME.apply(state, 0, discard)
    assert undo_refusal(GAME, state, 0, discard, step, 2) is None  # face down: yes
    state = GAME.apply(step.state, 1, GAME.legal_actions(step.state, 1)[0]).state
    state = GAME.apply(state, 0, "play:sarpedon:king").state
    step = GAME.apply(state, 0, "king:play:aeneas")
    assert GAME.can_undo(state, step.state, 0, step.events) is None  # the game's rules alone
    assert undo_refusal(GAME, state, 0, "king:play:aeneas", step, 2) == SHOWN
    # Wise's or Brave's extra card comes out of the hand face up too.
    brave = act(position([["achilles", "ajax", "nestor"], ["hector"]]), 0, "play:achilles:brave")
    step = GAME.apply(brave, 0, "extra:ajax")
    assert undo_refusal(GAME, brave, 0, "extra:ajax", step, 2) == SHOWN
