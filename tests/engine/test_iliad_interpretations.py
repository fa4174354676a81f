"""Each point of "Interpretations" in docs/rules/iliad.md, one test each, in the same order."""

from __future__ import annotations

import json
from random import Random

from iliad_positions import item, play, position

from engine.core.reveals import SHOWN
from engine.core.undo import undo_refusal
from engine.iliad import GAME, award, cards, deal, scoring
from engine.iliad.state import DISCARD, GORGON, OVER, REVEAL, SIEGE, evolve


def test_first_player_is_drawn_at_random() -> None:
    starters = {GAME.setup({}, 4, seed, None).first_starter for seed in range(40)}
    assert starters == {0, 1, 2, 3}
    state = GAME.setup({}, 4, 3, None)
    assert GAME.public_view(state)["turn"] == state.first_starter == state.starter


def test_two_hoplites_on_an_elephant_are_doubled_riders_not_a_phalanx() -> None:
    state = position(3, hands={0: ["h3", "h4"]}, armies={0: [item(0, 0, "elephant", placed=0)]})
    state = evolve(state, passed=(1, 2))
    state = play(state, 0, "play:h3:onto:p0.0", "play:h4:onto:p0.0")  # any order
    assert GAME.public_view(state)["armies"][0]["items"][0]["value"] == (3 + 4) * 2


def test_an_elephant_carries_two_cards_ever() -> None:
    armies = {
        0: [item(0, 0, "elephant", "archers", "h1")],
        1: [item(1, 0, "archers")],
    }
    state = position(3, hands={0: ["h2"]}, armies=armies, passed=(1, 2))
    state = play(state, 0, "attack:with:p0.0:at:p1.0")
    elephant = GAME.public_view(state)["armies"][0]["items"][0]
    assert elephant["cards"] == ["h1"] and elephant["placed"] == 2
    assert "play:h2:onto:p0.0" not in GAME.legal_actions(state, 0)


def test_nobody_takes_a_majority_tile_on_a_tie_for_the_lead() -> None:
    state = position(3, won=(("city2",), ("city2",), ()))
    state, _ = scoring.collect(state, 2, "city1")
    assert state.tiles[scoring.ATHENA] is None
    state, _ = scoring.collect(state, 0, "city1")
    assert state.tiles[scoring.ATHENA] == 0


def test_a_gorgon_siege_nobody_wins() -> None:
    state = position(3, kind=GORGON, turn=0, stake=("helen",), tiles=(1, None, None))
    deck = state.victory_deck
    state = play(state, 0, "pass")
    state = play(state, 1, "pass")
    state = play(state, 2, "pass")
    assert state.siege == 2 and state.phase in (SIEGE, DISCARD)
    # The unwon card stays and exactly one new card joins it: two at stake with 3 players.
    assert state.stake == ("helen", deck[0]) and state.victory_deck == deck[1:]
    assert state.tiles[scoring.AGAMEMNON] == 1 and state.starter == 1
    assert "gorgon" in state.spent and not any(state.won)


def test_the_victory_deck_running_out() -> None:
    armies = {0: [item(0, 0, "phalanx", "h4")]}
    heroes = dict(passed=(1, 2), hero_of=(None, "odysseus", "menelaus"), heroes_left=("nestor",))
    # 3 players, but only one card left in the deck after this siege: a smaller stake next
    state = position(4, armies=armies, stake=("city1", "city1"), victory_deck=("helen",))
    state = evolve(
        state,
        passed=(1, 2, 3),
        hero_of=(None, "diomedes", "odysseus", "menelaus"),
        heroes_left=("nestor",),
    )
    state = play(state, 0, "pass")
    assert state.siege == 2 and state.stake == ("helen",) and state.victory_deck == ()
    # nothing at stake and nothing left: the game ends as when the oracle deck is spent
    state = position(3, armies=armies, stake=("city1",), victory_deck=(), **heroes)  # type: ignore[arg-type]
    state = play(state, 0, "pass")
    assert state.phase == OVER and GAME.outcome(state).winners == {0}  # type: ignore[union-attr]


def test_a_partner_cannot_be_attacked_and_does_not_see_the_hand() -> None:
    armies = {0: [item(0, 0, "archers")], 1: [item(1, 0, "archers")], 2: [item(2, 0, "archers")]}
    state = position(4, config={"teams": "on"}, armies=armies, hands={2: ["h4"]})
    attacks = [c for c in GAME.legal_actions(state, 0) if c.startswith("attack")]
    assert attacks == ["attack:with:p0.0:at:p1.0"]
    view = GAME.seat_view(state, 0)
    assert view["partner"] == 2 and view["team"] == 0
    assert "h4" not in json.dumps({k: v for k, v in view.items() if k != "catalogue"})


def test_the_tie_break_keeps_the_hand_limit_and_a_siege_nobody_wins_is_shared() -> None:
    hands = {0: ["h1"] * 11, 1: ["h2"] * 5}
    state = position(3, hands=hands, won=(("city3",), ("trireme3",), ()), stake=())
    state, _ = award.final(state, Random(2))
    assert state.phase == DISCARD and state.to_discard == (2, 0, 0)
    state = play(state, 0, "discard:h1", "discard:h1")
    assert state.phase == SIEGE and state.tiebreak
    first = state.turn
    assert first is not None
    state = play(state, first, "pass")
    state = play(state, 1 - first, "pass")
    outcome = GAME.outcome(state)
    assert outcome is not None and outcome.winners == {0, 1}


def test_the_tie_break_starter_held_the_best_hero_in_the_final_siege() -> None:
    # Seats 0 and 1 tie at 4 points; seat 2 holds Agamemnon. In the final siege seat 1 had
    # Odysseus (3) and seat 0 Nestor (1); the siege before, seat 0 had the better Hero.
    state = position(
        3,
        won=(("city3", "city1"), ("trireme3", "city1"), ()),
        tiles=(2, None, None),
        hero_of=("nestor", "odysseus", "menelaus"),
        last_heroes=("odysseus", "nestor", "menelaus"),
        stake=(),
    )
    state, _ = award.final(state, Random(1))
    assert state.tiebreak and state.in_siege == (0, 1)
    assert state.starter == 1


def test_a_short_deck_is_drawn_one_card_at_a_time_from_the_first_player() -> None:
    # 6 players holding 10 each: 15 cards left for 18 draws. Seat 3 holds Agamemnon and starts;
    # the draw goes round from seat 3, so seats 3, 4, 5 get three cards and 0, 1, 2 get two.
    army_cards = [c for c, n in cards.counts(cards.ARMY).items() for _ in range(n)]
    hands = {s: army_cards[10 * s : 10 * s + 10] for s in range(6)}
    state = position(6, hands=hands, tiles=(3, None, None))
    assert len(state.deck) == 15
    state, events = deal.new_siege(state, Random(0))
    assert state.starter == 3
    assert [len(h) for h in state.hands] == [12, 12, 12, 13, 13, 13]
    assert state.deck == () and state.discard == ()
    assert all(e.audience is not None for e in events if e.english.startswith("You draw"))
    GAME.check_invariants(state)


def test_nobody_holding_agamemnon_keeps_the_last_starter() -> None:
    state = position(3, kind=GORGON, turn=2)
    state = play(
        state,
        2,
        "pass",
    )
    state = play(state, 0, "pass")
    state = play(state, 1, "pass")
    assert state.tiles[scoring.AGAMEMNON] is None and state.starter == 2


def test_single_answers_are_automatic_and_owners_place_in_turn_from_the_starter() -> None:
    armies = {
        0: [item(0, 0, "horse", hidden=("h2",)), item(0, 1, "phalanx", "h4")],
        1: [item(1, 0, "horse", hidden=("h1",)), item(1, 1, "phalanx", "h3")],
        2: [item(2, 0, "horse", hidden=("archers",))],  # only alone: placed for its owner
    }
    state = position(
        3,
        armies=armies,
        turn=1,
        starter=1,
        passed=(2, 0),
        hero_of=("menelaus", None, "odysseus"),
        heroes_left=("nestor",),
        stake=("city1",),
    )
    state = play(state, 1, "pass")
    assert state.phase == REVEAL and state.reveal_order == (1, 2, 0)
    state = play(state, 1, "place:h1:onto:p1.1")
    # seat 2's Archers can only go alone: placed for its owner; then seat 0
    assert state.reveal_order == (0,) and len(state.armies[2]) == 2
    state = play(state, 0, "place:h2:onto:p0.1")
    # 0: (4+2)x2 + Menelaus 2 = 14 beats 1: (3+1)x2 + Nestor 1 = 9; the City 1 is taken for it
    assert state.won[0] == ("city1",) and state.phase in (SIEGE, DISCARD)


def test_discards_to_the_hand_limit_are_face_down() -> None:
    hands = {0: ["h1", "h2", "h3", "h4", "archers"] * 2 + ["chariot"]}
    state = position(
        3,
        hands=hands,
        passed=(1, 2),
        hero_of=(None, "odysseus", "menelaus"),
        heroes_left=("nestor",),
        stake=("city1",),
    )
    state = play(state, 0, "pass")
    assert state.phase == DISCARD
    seen = {
        json.dumps(GAME.public_view(GAME.apply(state, 0, code).state), sort_keys=True)
        for code in GAME.legal_actions(state, 0)
    }
    assert len(seen) == 1


def test_gorgon_strength_counts_passed_players_and_zero_is_not_stronger() -> None:
    state = position(3, kind=GORGON, turn=0)
    assert state.phase == SIEGE and GAME.to_act(state) == {0}  # 0 against 0: no winner
    armies = {1: [item(1, 0, "phalanx", "h1")]}
    state = position(3, kind=GORGON, armies=armies, turn=0, stake=("city1",))
    state = play(state, 0, "pass")  # seat 0 leaves; its empty army still counts (as 0)
    assert state.won[1] == ("city1",) and state.tiles[scoring.AGAMEMNON] == 1


def test_taking_an_action_back_only_when_nothing_hidden_was_shown() -> None:
    state = position(3, hands={0: ["h4", "h3"], 1: ["h1"]}, armies={0: [item(0, 0, "horse")]})
    up = GAME.apply(state, 0, "play:h4")
    assert GAME.can_undo(state, up.state, 0, up.events) is None  # the game's rules alone
    assert undo_refusal(GAME, state, 0, "play:h4", up, 3) == SHOWN  # face up: everyone saw it
    down = GAME.apply(state, 0, "play:h4:onto:p0.0")
    assert undo_refusal(GAME, state, 0, "play:h4:onto:p0.0", down, 3) is None
    passing = GAME.apply(state, 0, "pass")
    assert undo_refusal(GAME, state, 0, "pass", passing, 3) is None
