"""Sieges and their end (docs/rules/iliad.md): Thanatos, Gorgon, Horses opening, awards, tiles,
new sieges, the end of the game, two players and teams."""

from __future__ import annotations

from random import Random

from iliad_positions import item, play, position

from engine.iliad import GAME, award, scoring
from engine.iliad.state import AWARD, DISCARD, GORGON, OVER, REVEAL, SIEGE, State, evolve


def view(state: State) -> dict:  # type: ignore[type-arg]
    return GAME.public_view(state)


def three_player_thanatos(**changes: object) -> State:
    """Seats 1 and 2 have passed (Odysseus, Menelaus); seat 0 is the last in the siege."""
    armies = {
        0: [item(0, 0, "phalanx", "h4", "h2")],
        1: [item(1, 0, "phalanx", "h1")],
        2: [item(2, 0, "phalanx", "h3")],
    }
    base = dict(
        armies=armies,
        passed=(1, 2),
        hero_of=(None, "odysseus", "menelaus"),
        heroes_left=("nestor",),
        stake=("city2",),
    )
    base.update(changes)
    return position(3, **base)  # type: ignore[arg-type]


def test_passing_in_a_thanatos_siege_takes_the_best_hero_left() -> None:
    state = position(4, hands={0: ["h1"]})
    state = play(state, 0, "pass")
    assert view(state)["armies"][0]["hero"] == "diomedes"
    assert view(state)["heroes_left"] == ["odysseus", "menelaus", "nestor"]
    state = play(state, 1, "pass")
    assert view(state)["armies"][1]["hero"] == "odysseus"
    assert 0 not in GAME.to_act(state) and view(state)["passed"] == [0, 1]


def test_the_thanatos_siege_ends_when_all_have_passed_and_awards_follow() -> None:
    state = three_player_thanatos()
    step = GAME.apply(state, 0, "pass")
    after = step.state
    # 0: 12 + Nestor 1 = 13; 1: 1 + Odysseus 3 = 4; 2: 3 + Menelaus 2 = 5
    assert after.won[0] == ("city2",)
    assert after.tiles[scoring.AGAMEMNON] == 0
    assert after.won[1] == ("thanatos1",)
    assert scoring.scores(after)[:2] == [1 + 2 + 2, -1]  # City 2, Agamemnon, Athena
    assert after.siege == 2 and after.starter == 0 and after.phase == SIEGE
    assert all(not a for a in after.armies) and after.heroes_left == after.heroes
    assert [len(h) for h in after.hands] == [3, 3, 3]


def test_victory_cards_are_picked_in_order_of_strength() -> None:
    armies = {
        0: [item(0, 0, "phalanx", "h4")],
        1: [item(1, 0, "phalanx", "h4", "h3")],
        2: [item(2, 0, "phalanx", "h1")],
        3: [],
    }
    state = position(
        4,
        armies=armies,
        passed=(1, 2, 3),
        hero_of=(None, "diomedes", "odysseus", "menelaus"),
        heroes_left=("nestor",),
        stake=("city2", "trireme1"),
    )
    state = play(state, 0, "pass")
    assert state.phase == AWARD and view(state)["pending"] == {
        "kind": "victory",
        "seat": 1,
        "order": [1, 0],
    }
    assert view(state)["ranking"] == [1, 0, 2, 3]
    assert GAME.to_act(state) == {1}
    state = play(state, 1, "victory:trireme1")
    assert state.won[1] == ("trireme1",) and state.won[0] == ("city2",)
    assert state.won[3] == ("thanatos1",)


def test_ties_go_to_the_higher_hero_and_the_lower_hero_takes_thanatos() -> None:
    armies = {
        0: [item(0, 0, "phalanx", "h4")],  # 4 + Nestor 1 = 5
        1: [item(1, 0, "phalanx", "h3")],  # 3 + Menelaus 2 = 5
        2: [],  # Odysseus 3
        3: [item(3, 0, "archers")],  # 1 + Diomedes 4 = 5
    }
    state = position(
        4,
        armies=armies,
        passed=(1, 2, 3),
        hero_of=(None, "menelaus", "odysseus", "diomedes"),
        heroes_left=("nestor",),
    )
    state = play(state, 0, "pass")
    assert state.ranking == (3, 1, 0, 2)
    armies[2] = [item(2, 0, "phalanx", "h2")]  # 2 + 3 = 5 as well: all four tie
    state = position(
        4,
        armies=armies,
        passed=(1, 2, 3),
        hero_of=(None, "menelaus", "odysseus", "diomedes"),
        heroes_left=("nestor",),
        stake=("city1", "city1"),
    )
    state = play(state, 0, "pass")  # ranking 3, 2, 1, 0: the two strongest take City 1
    assert state.won[3] == ("city1",) and state.won[2] == ("city1",) and not state.won[1]
    assert state.won[0] == ("thanatos1",)


def test_horse_cards_are_revealed_at_the_end_and_placed_by_their_owner() -> None:
    armies = {
        0: [item(0, 0, "phalanx", "h4"), item(0, 1, "horse", hidden=("h2", "archers"))],
        1: [item(1, 0, "phalanx", "h1")],
        2: [],
    }
    state = three_player_thanatos(armies=armies)
    step = GAME.apply(state, 0, "pass")
    state = step.state
    assert state.phase == REVEAL and GAME.to_act(state) == {0}
    assert any(e.kind == "reveal" and "Hoplites 2" in e.english for e in step.events)
    horse = view(state)["armies"][0]["items"][1]
    assert horse["cards"] == ["h2", "archers"] and horse["hidden"] == 0
    legal = GAME.legal_actions(state, 0)
    assert set(legal) == {"place:h2", "place:h2:onto:p0.0", "place:archers"}
    state = play(state, 0, "place:h2:onto:p0.0")
    # the Archers can only go alone: placed for the player
    assert state.won[0] == ("city2",)


def test_a_gorgon_siege_is_won_at_the_start_of_a_turn_by_a_strictly_stronger_army() -> None:
    armies = {0: [item(0, 0, "phalanx", "h4")], 1: [item(1, 0, "phalanx", "h1")], 2: []}
    state = position(3, kind=GORGON, armies=armies, turn=1, stake=("city3",), hands={2: ["h1"]})
    state = play(state, 1, "pass")
    assert state.armies[1] == () and state.hero_of[1] is None
    assert GAME.to_act(state) == {2}  # 0 against 4: not the stronger
    state = play(state, 2, "play:h1")
    # seat 0 starts its turn with 4 against 1 and 0: it wins the siege alone
    assert state.won[0] == ("city3",) and state.tiles[scoring.AGAMEMNON] == 0
    assert not any(state.won[1:]) and "gorgon" in state.spent


def test_a_tie_for_the_lead_does_not_win_a_gorgon_siege() -> None:
    armies = {0: [item(0, 0, "phalanx", "h2")], 1: [item(1, 0, "phalanx", "h2")], 2: []}
    state = position(3, kind=GORGON, armies=armies, turn=2, hands={2: ["h1"], 0: ["h1"]})
    state = play(state, 2, "play:h1")
    assert state.phase == SIEGE and GAME.to_act(state) == {0}


def test_unawarded_gorgon_cards_stay_and_one_new_card_joins() -> None:
    armies = {0: [item(0, 0, "phalanx", "h4")], 1: [], 2: [], 3: []}
    state = position(4, kind=GORGON, armies=armies, turn=3, stake=("city3", "helen"))
    deck = state.victory_deck
    state = play(state, 3, "pass")
    state = play(state, 0, "victory:helen")
    assert state.siege == 2 and state.stake == ("city3", deck[0])


def test_the_majority_tiles_move_at_once_and_stay_on_a_tie() -> None:
    state = position(3)
    state, _ = scoring.collect(state, 0, "city2")
    assert state.tiles[scoring.ATHENA] == 0
    state, _ = scoring.collect(state, 1, "city2")
    assert state.tiles[scoring.ATHENA] == 0  # a tie: the holder keeps it
    state, _ = scoring.collect(state, 1, "city1")
    assert state.tiles[scoring.ATHENA] == 1
    state, _ = scoring.collect(state, 2, "trireme1")
    assert state.tiles[scoring.POSEIDON] == 2
    assert scoring.scores(state) == [2, 3 + 2, 1 + 2]


def test_a_new_siege_deals_three_and_asks_discards_down_to_the_limit() -> None:
    hands = {0: ["h1"] * 7 + ["h2"] * 4, 1: ["h3"], 2: []}
    state = three_player_thanatos(hands=hands)
    state = play(state, 0, "pass")
    assert state.phase == DISCARD and GAME.to_act(state) == {0}
    assert len(state.hands[0]) == 14 and view(state)["pending"] == {
        "kind": "discard",
        "counts": {"0": 2},
    }
    step = GAME.apply(state, 0, "discard:h2")
    assert [e.english for e in step.events if e.public] == ["Player 1 discards a card."]
    state = play(step.state, 0, "discard:h1")
    assert state.phase == SIEGE and len(state.hands[0]) == 12


def test_the_draw_pile_is_rebuilt_from_the_discards() -> None:
    state = three_player_thanatos()
    state = evolve(state, deck=state.deck[:4], discard=state.deck[4:])
    state = play(state, 0, "pass")
    assert [len(h) for h in state.hands] == [3, 3, 3]
    GAME.check_invariants(evolve(state))


def test_twelve_points_win_at_once_even_mid_award() -> None:
    armies = {
        0: [item(0, 0, "phalanx", "h4", "h3")],
        1: [item(1, 0, "phalanx", "h4")],
        2: [],
        3: [],
    }
    state = position(
        4,
        armies=armies,
        passed=(1, 2, 3),
        hero_of=(None, "diomedes", "odysseus", "menelaus"),
        heroes_left=("nestor",),
        stake=("helen", "city1"),
        won=(("trireme3", "trireme3"), (), (), ()),
        tiles=(None, None, 0),
    )
    state = play(state, 0, "pass")  # Agamemnon: 6 + 2 + 1 = 9
    state = play(state, 0, "victory:helen")
    assert state.phase == OVER and GAME.outcome(state).winners == {0}  # type: ignore[union-attr]
    assert state.stake == ("city1",)


def test_a_spent_oracle_deck_goes_to_the_most_points() -> None:
    state = three_player_thanatos(oracles=(), won=((), ("helen", "trireme3"), ()))
    state = play(state, 0, "pass")
    outcome = GAME.outcome(state)
    assert outcome is not None and outcome.winners == {1}


def test_a_tie_at_the_end_is_played_out_in_a_gorgon_siege_of_the_tied() -> None:
    state = position(3, won=(("city3",), ("trireme3",), ()), tiles=(None, 0, 1), stake=())
    state = evolve(state, tiles=(2, None, None), last_heroes=(None, "odysseus", "menelaus"))
    state = evolve(state, won=(("city3", "city1"), ("trireme3", "city1"), ()))
    stake = state.stake
    state, _ = award.final(state, Random(1))
    assert state.tiebreak and state.in_siege == (0, 1) and state.kind == GORGON
    assert state.starter == 1  # Agamemnon is not tied: the best Hero last siege starts
    assert state.stake == stake
    assert [len(h) for h in state.hands] == [3, 3, 0]  # only the tied players draw


def test_the_tie_break_winner_wins_the_game() -> None:
    armies = {0: [item(0, 0, "phalanx", "h4")], 1: [], 2: []}
    state = position(3, kind=GORGON, armies=armies, turn=1, tiebreak=True, in_siege=(0, 1))
    state = play(state, 1, "pass")
    assert GAME.outcome(state).winners == {0}  # type: ignore[union-attr]


def test_two_players_pass_and_play_on_until_two_passes_in_a_row() -> None:
    state = position(2, hands={0: ["h4"], 1: ["h1", "h2"]}, stake=("city1", "city2"))
    state = play(state, 0, "pass")
    state = play(state, 1, "play:h1")
    assert GAME.to_act(state) == {0}
    state = play(state, 0, "play:h4")
    state = play(state, 1, "pass")
    assert state.phase == SIEGE
    state = play(state, 0, "pass")  # two passes in a row: the siege stops
    assert state.phase == AWARD and state.award_order == (0,)
    state = play(state, 0, "victory:city2")
    assert state.won == (("city2",), ())
    assert len(state.stake) == 2 and state.stake[0] == "city1"


def test_two_players_a_tie_goes_against_the_last_to_pass() -> None:
    armies = {0: [item(0, 0, "phalanx", "h2")], 1: [item(1, 0, "phalanx", "h2")]}
    state = position(2, armies=armies, stake=("city1", "city2"))
    state = play(
        state,
        0,
        "pass",
    )
    state = play(state, 1, "pass")
    assert state.award_order == (0,)


def test_two_players_open_horses_at_every_siege_end() -> None:
    armies = {0: [item(0, 0, "horse", hidden=("h3",))], 1: [item(1, 0, "phalanx", "h2")]}
    state = position(2, armies=armies, stake=("city1", "city2"))
    step = GAME.apply(play(state, 0, "pass"), 1, "pass")
    assert any(e.kind == "reveal" and "Hoplites 3" in e.english for e in step.events)
    assert step.state.award_order == (0,)  # 3 against 2


def test_teams_score_individually_and_the_team_total_wins() -> None:
    config = {"teams": "on"}
    armies = {0: [item(0, 0, "phalanx", "h4")], 1: [], 2: [], 3: []}
    state = position(
        4,
        config=config,
        armies=armies,
        passed=(1, 2, 3),
        hero_of=(None, "diomedes", "odysseus", "menelaus"),
        heroes_left=("nestor",),
        stake=("city1", "trireme1"),
        won=(("helen",), (), ("helen", "trireme3"), ()),
    )
    state = play(state, 0, "pass")  # Agamemnon: team 0 has 6 + 8 = 14
    assert state.phase == AWARD
    state = play(state, 0, "victory:city1")  # + City 1 + Athena: 17
    outcome = GAME.outcome(state)
    assert outcome is not None and outcome.winners == {0, 2}
    assert outcome.scores[0] == 5 + 1 + 1 + 2 and outcome.team_scores[0] == 17


def test_the_two_player_tie_break_is_a_gorgon_siege() -> None:
    hands = {0: ["h1", "h2", "h3"], 1: ["h4", "h3", "h2"]}
    state = position(2, hands=hands, armies={0: [item(0, 0, "phalanx", "h4")]}, last_pass=1)
    state = evolve(
        state,
        victory_deck=(),
        stake=("city1",),
        won=(("city3",), ("trireme3", "trireme2")),
        tiles=(1, 0, 1),
    )
    step = GAME.apply(state, 0, "pass")  # 4 against 0: seat 0 takes City 1 and Agamemnon: 7-7
    state = step.state
    assert state.tiebreak and state.kind == GORGON and state.in_siege == (0, 1)
    assert any("No Victory card is left" in e.english for e in step.events)
    first = state.turn
    assert first == 0  # the Agamemnon holder
    state = play(state, 0, "play:h1")
    state = play(state, 1, "play:h4")  # at seat 0's turn: 1 against 4
    state = play(state, 0, "play:h2")
    assert GAME.outcome(state).winners == {1}  # type: ignore[union-attr]


def test_after_a_won_gorgon_siege_one_card_is_added_even_to_a_grown_stake() -> None:
    # 3 players, two cards at stake (an earlier Gorgon siege went unwon): one is won, the other
    # stays, and exactly one new card joins it (not "fill to the usual one card").
    armies = {0: [item(0, 0, "phalanx", "h4")], 1: [], 2: []}
    state = position(3, kind=GORGON, armies=armies, turn=2, stake=("city3", "helen"))
    deck = state.victory_deck
    state = play(state, 2, "pass")
    state = play(state, 0, "victory:helen")
    assert state.siege == 2 and state.stake == ("city3", deck[0])
