"""Skirmish, the fixture game, by its rulebook: the secret simultaneous discard, teams, the
private event to two seats, the die."""

from __future__ import annotations

import itertools
from random import Random

import pytest
from fixture_game import FIXTURE as G
from fixture_game.state import DECK, State, card_name

from engine.core.errors import IllegalAction, InvalidAction, NotYourTurn
from engine.core.lazy import LazyView
from engine.core.types import Event


def discard_all(state: State, order: tuple[int, ...]) -> tuple[State, list[Event]]:
    """Every seat in ``order`` discards its first legal card."""
    events: list[Event] = []
    for seat in order:
        step = G.apply(state, seat, G.legal_actions(state, seat)[0])
        state = step.state
        events += step.events
    return state, events


def test_setup_deals_four_cards_each_from_sixteen() -> None:
    s = G.setup({}, 3, seed=5)
    assert [len(h) for h in s.hands] == [4, 4, 4] and len(s.deck) == 4
    assert G.to_act(s) == frozenset({0, 1, 2})
    assert G.public_view(s)["deck"] == 4 and G.public_view(s)["phase"] == "discard"
    assert s.hands != G.setup({}, 3, seed=6).hands  # shuffled by the seed
    assert G.dump(G.setup({}, 3, seed=5)) == G.dump(s)  # …and only by the seed


@pytest.mark.parametrize("order", list(itertools.permutations(range(3))))
def test_every_arrival_order_of_the_discards_gives_the_same_state(order: tuple[int, ...]) -> None:
    start = G.setup({}, 3, seed=11)
    final, _ = discard_all(start, order)
    reference, _ = discard_all(start, (0, 1, 2))
    assert G.dump(final) == G.dump(reference)
    assert G.to_act(final) == frozenset({0}) and final.phase == "play"


def test_a_choice_stays_secret_until_all_have_chosen() -> None:
    s = G.setup({}, 3, seed=2)
    card = s.hands[1][2]
    step = G.apply(s, 1, f"discard:{card}")
    public = [e for e in step.events if e.public]
    private = [e for e in step.events if not e.public]
    assert [e.text for e in public] == ["Player 2 has chosen."]
    assert all(card not in repr(e.data) and card_name(card) not in e.text for e in public)
    assert [(e.audience, e.data) for e in private] == [(1, {"card": card})]
    view = G.public_view(step.state)
    assert view["chosen"] == [1] and view["discards"] == {}
    assert card not in repr(view)
    assert G.seat_view(step.state, 1)["my_discard"] == card
    assert G.seat_view(step.state, 0)["my_discard"] is None
    assert G.to_act(step.state) == frozenset({0, 2})
    with pytest.raises(NotYourTurn, match="already chosen"):
        G.apply(step.state, 1, f"discard:{step.state.hands[1][0]}")
    done, events = discard_all(step.state, (2, 0))
    (reveal,) = [e for e in events if e.kind == "reveal"]
    assert reveal.public and reveal.data["discards"]["1"] == card
    assert G.public_view(done)["discards"]["1"] == card


def test_playing_a_card_rolls_a_public_die_that_adds_to_the_score() -> None:
    s, _ = discard_all(G.setup({}, 2, seed=3), (0, 1))
    card = s.hands[0][0]
    step = G.apply(s, 0, f"play:{card}")
    (roll,) = [e for e in step.events if e.kind == "roll"]
    (die,) = roll.data["dice"]
    assert roll.public and roll.english == f"Player 1 rolls {die} (attack)."
    assert step.state.scores[0] == int(card[1:]) + die
    view = G.public_view(step.state)
    assert view["table"] == [[0, card, die]] and view["last_roll"] == [die]
    assert G.to_act(step.state) == frozenset({1})
    with pytest.raises(IllegalAction, match="no"):
        G.apply(step.state, 1, f"play:{card}")  # already on the table


def test_teams_sum_their_scores_and_both_partners_win() -> None:
    assert G.teams({}, 4) == (0, 1, 0, 1) and G.teams({}, 3) is None
    s, _ = discard_all(G.setup({}, 4, seed=8, teams=(0, 1, 0, 1)), (3, 1, 0, 2))
    rng = Random(1)
    while G.to_act(s):
        (seat,) = G.to_act(s)
        legal = [a for a in G.legal_actions(s, seat) if not a.startswith("show")]
        s = G.apply(s, seat, rng.choice(legal)).state
    outcome = G.outcome(s)
    assert outcome is not None
    assert outcome.team_scores == (s.scores[0] + s.scores[2], s.scores[1] + s.scores[3])
    best = max(outcome.team_scores)
    expected = {seat for seat in range(4) if outcome.team_scores[seat % 2] == best}
    assert outcome.winners == expected and len(expected) in (2, 4)
    assert G.public_view(s)["team_scores"] == list(outcome.team_scores)
    with pytest.raises(InvalidAction):
        G.setup({}, 4, seed=8, teams=(0, 0, 1, 1))


def test_showing_a_hand_is_an_event_for_exactly_the_two_partners() -> None:
    s, _ = discard_all(G.setup({}, 4, seed=4), (0, 1, 2, 3))
    assert "show:2" in G.legal_actions(s, 0) and "show:2" not in G.public_choices(s, 0)
    step = G.apply(s, 0, "show:2")
    (secret,) = [e for e in step.events if not e.public]
    assert secret.audience == frozenset({0, 2})
    assert secret.visible_to(0) and secret.visible_to(2)
    assert not secret.visible_to(1) and not secret.visible_to(3) and not secret.visible_to(None)
    assert secret.data["hand"] == sorted(s.hands[0], key=DECK.index)
    public = [e for e in step.events if e.public]
    assert all(card_name(card) not in e.text for e in public for card in s.hands[0])
    assert G.seat_view(step.state, 2)["partner_hand"] == G.seat_view(step.state, 0)["hand"]
    assert G.seat_view(step.state, 1)["partner_hand"] is None
    assert G.to_act(step.state) == frozenset({0})  # showing does not end the turn
    assert "show:2" not in G.legal_actions(step.state, 0)  # once per round
    with pytest.raises(IllegalAction):
        G.apply(step.state, 0, "show:2")
    three, _ = discard_all(G.setup({}, 3, seed=4), (0, 1, 2))
    assert not any(a.startswith("show") for a in G.legal_actions(three, 0))


def test_the_game_ends_after_the_rounds() -> None:
    for rounds in (2, 3):
        s, _ = discard_all(G.setup({"rounds": str(rounds)}, 2, seed=1), (1, 0))
        turns = 0
        while G.to_act(s):
            (seat,) = G.to_act(s)
            s = G.apply(s, seat, "pass").state
            turns += 1
        assert turns == 2 * rounds and G.outcome(s) is not None
        assert G.public_view(s)["stage"] == "game over"


def test_codes_are_checked_and_described() -> None:
    s = G.setup({}, 2, seed=1)
    assert G.decode(s, 0, " PLAY:R3 ") == "play:r3"
    for bad in ("play:r9", "play:g1", "show:5", "discard", "pass:now", "play:r3²"):
        with pytest.raises(InvalidAction):
            G.decode(s, 0, bad)
    assert G.describe("play:b7") == "Play the blue 7 and roll a die"
    assert G.describe("discard:r1") == "Discard the red 1 face down"
    assert G.legal_actions(s, 0) and G.public_choices(s, 0) == []  # a discard names a card


def test_the_random_bot_never_builds_its_view_and_the_normal_bot_plays_its_best() -> None:
    s = G.setup({}, 2, seed=9)
    view = LazyView(lambda: G.seat_view(s, 0))
    assert G.bots["random"].choose(view, G.legal_actions(s, 0), Random(0)) in G.legal_actions(s, 0)
    assert not view.built
    lowest = min(s.hands[0], key=lambda c: int(c[1:]))
    assert G.bots["normal"].choose(G.seat_view(s, 0), G.legal_actions(s, 0), Random(0)) == (
        f"discard:{lowest}"
    )
    s, _ = discard_all(s, (0, 1))
    best = max(int(c[1:]) for c in s.hands[0])
    action = G.bots["normal"].choose(G.seat_view(s, 0), G.legal_actions(s, 0), Random(0))
    assert action.startswith("play:") and int(action[6:]) == best


def test_invariants_catch_a_lost_card_and_a_wrong_score() -> None:
    from dataclasses import replace

    s, _ = discard_all(G.setup({}, 2, seed=1), (0, 1))
    G.check_invariants(s)
    with pytest.raises(AssertionError):
        G.check_invariants(replace(s, deck=s.deck[1:]))
    with pytest.raises(AssertionError):
        G.check_invariants(replace(s, scores=(1, 0)))


def test_its_pictures_are_found_through_the_registry() -> None:
    from render.registry import draw_hand, draw_table

    s, _ = discard_all(G.setup({}, 4, seed=4), (0, 1, 2, 3))
    names = ["Ann", "Bo", "Cy", "Di"]
    table = draw_table(G.public_view(s), names)
    assert table.startswith(b"\x89PNG")
    alone = draw_hand(G.seat_view(s, 2), names)
    shown = draw_hand(G.seat_view(G.apply(s, 0, "show:2").state, 2), names)
    assert alone.startswith(b"\x89PNG") and alone != shown  # the partner's hand is drawn
