"""The Iliad's rules, one test per rule (docs/rules/iliad.md): cards, set-up, turns, placing."""

from __future__ import annotations

from collections import Counter

import pytest
from iliad_positions import item, play, position

from engine.core.errors import IllegalAction, InvalidAction, NotYourTurn
from engine.iliad import GAME, army, cards
from engine.iliad.state import GORGON


def test_the_cards_match_the_component_list() -> None:
    assert sum(c.copies for c in cards.ARMY) == 75
    assert sum(c.copies for c in cards.VICTORY) == 21
    assert sum(c.copies for c in cards.ORACLE) == 8
    hoplites = {c.id: c.copies for c in cards.ARMY if c.type == "hoplites"}
    assert hoplites == {"h4": 7, "h3": 8, "h2": 9, "h1": 10}
    assert cards.counts(cards.ARMY)["archers"] == 12
    others = {k: cards.counts(cards.ARMY)[k] for k in ("chariot", "elephant", "ballista")}
    assert others == {"chariot": 7, "elephant": 6, "ballista": 4}
    assert [cards.counts(cards.ARMY)[k] for k in ("catapult", "harrow", "horse")] == [4, 4, 4]
    victory = {c.id: (c.copies, c.value) for c in cards.VICTORY}
    assert victory["helen"] == (1, 5)
    assert [victory[f"city{v}"] for v in (1, 2, 3)] == [(4, 1), (4, 2), (2, 3)]
    assert [victory[f"trireme{v}"] for v in (1, 2, 3)] == [(4, 1), (4, 2), (2, 3)]
    oracle = {c.id: (c.copies, c.value) for c in cards.ORACLE}
    assert oracle == {"thanatos1": (4, -1), "thanatos2": (2, -2), "gorgon": (2, 0)}
    assert [(h.name, h.value) for h in cards.HEROES][::-1] == [
        ("Nestor", 1),
        ("Menelaus", 2),
        ("Odysseus", 3),
        ("Diomedes", 4),
        ("Achilles", 5),
        ("Ajax", 6),
    ]
    assert [t.value for t in cards.TILES] == [1, 2, 2]


@pytest.mark.parametrize(
    ("seats", "hand", "heroes", "stake"),
    [(2, 12, 0, 2), (3, 12, 3, 1), (4, 12, 4, 2), (5, 12, 5, 3), (6, 10, 6, 3)],
)
def test_set_up_by_player_count(seats: int, hand: int, heroes: int, stake: int) -> None:
    state = GAME.setup({}, seats, 5, GAME.teams({}, seats))
    view = GAME.public_view(state)
    assert view["hand_sizes"] == [hand] * seats and view["hand_limit"] == hand
    assert len(view["heroes"]) == heroes
    assert [cards.value(h) for h in view["heroes"]] == list(range(heroes, 0, -1))
    assert len(view["stake"]) == stake
    assert view["deck"] == 75 - hand * seats
    if seats == 2:
        assert view["kind"] == "duel" and view["oracle"] is None and view["oracle_left"] == 0
    else:
        assert view["oracle"] is not None and view["oracle_left"] == 7
    GAME.check_invariants(state)


def test_teams_and_targets() -> None:
    assert GAME.teams({"teams": "on"}, 4) == (0, 1, 0, 1)
    assert GAME.teams({}, 4) is None
    assert GAME.teams({}, 6) == (0, 1, 2, 0, 1, 2)
    assert GAME.teams({"teams": "on"}, 5) is None
    targets = {
        (n, t): GAME.public_view(GAME.setup({"teams": t}, n, 1, None))["target"]
        for n in (2, 3, 4, 6)
        for t in ("off", "on")
    }
    assert targets[(2, "off")] == 15 and targets[(3, "off")] == 12
    assert targets[(4, "off")] == 12 and targets[(4, "on")] == 15 and targets[(6, "off")] == 15


def test_one_action_a_turn_then_the_next_player_clockwise() -> None:
    state = position(4, hands={1: ["h4", "h3"], 2: ["h1"]}, turn=1)
    with pytest.raises(NotYourTurn):
        GAME.apply(state, 0, "pass")
    state = play(state, 1, "play:h4")
    assert GAME.to_act(state) == {2}
    state = play(
        state,
        2,
        "pass",
    )
    assert GAME.to_act(state) == {3}


def test_passed_players_are_skipped_and_the_last_one_plays_on() -> None:
    state = position(3, hands={0: ["h4", "h3", "h2"]}, turn=1)
    state = play(state, 1, "pass")
    state = play(state, 2, "pass")
    assert GAME.to_act(state) == {0}
    state = play(state, 0, "play:h4")
    assert GAME.to_act(state) == {0}
    state = play(state, 0, "play:h3:onto:p0.0")
    assert GAME.to_act(state) == {0}


def test_an_illegal_move_changes_nothing() -> None:
    state = position(3, hands={0: ["h3"]}, turn=0)
    before = GAME.dump(state)
    with pytest.raises(IllegalAction):
        GAME.apply(state, 0, "play:h4")
    with pytest.raises(InvalidAction):
        GAME.apply(state, 0, "fly:away")
    assert GAME.dump(state) == before


def test_the_rulebook_phalanxes_are_worth_12_and_24() -> None:
    state = position(3, hands={0: ["h4", "h2", "h4", "h3", "h1"]}, passed=(1, 2))
    state = play(state, 0, "play:h4", "play:h2:onto:p0.0", "play:h4", "play:h3:onto:p0.1")
    state = play(state, 0, "play:h1:onto:p0.1")
    values = [i["value"] for i in GAME.public_view(state)["armies"][0]["items"]]
    assert values == [12, 24]


def test_a_phalanx_only_takes_a_weaker_hoplites() -> None:
    state = position(
        3, hands={0: ["h3", "h2", "archers"]}, armies={0: [item(0, 0, "phalanx", "h3")]}
    )
    legal = GAME.legal_actions(state, 0)
    assert "play:h2:onto:p0.0" in legal
    assert "play:h3:onto:p0.0" not in legal
    assert "play:archers:onto:p0.0" not in legal
    with pytest.raises(IllegalAction, match="weaker"):
        GAME.apply(state, 0, "play:h3:onto:p0.0")


def test_the_reason_for_a_lone_card_reads_as_english() -> None:
    armies = {0: [item(0, 0, "archers"), item(0, 1, "chariot")]}
    state = position(3, hands={0: ["h1"]}, armies=armies)
    with pytest.raises(IllegalAction, match="^Nothing can be placed on the Archers card[.]$"):
        GAME.apply(state, 0, "play:h1:onto:p0.0")
    with pytest.raises(IllegalAction, match="^Nothing can be placed on the Chariot card[.]$"):
        GAME.apply(state, 0, "play:h1:onto:p0.1")


def test_the_rulebook_elephant_is_worth_4() -> None:
    state = position(3, hands={0: ["elephant", "archers", "h1"]}, passed=(1, 2))
    state = play(state, 0, "play:elephant", "play:archers:onto:p0.0", "play:h1:onto:p0.0")
    elephant = GAME.public_view(state)["armies"][0]["items"][0]
    assert elephant["cards"] == ["archers", "h1"] and elephant["value"] == 4


def test_an_elephant_carries_at_most_two_cards() -> None:
    state = position(3, hands={0: ["h2"]}, armies={0: [item(0, 0, "elephant", "h1", "archers")]})
    assert "play:h2:onto:p0.0" not in GAME.legal_actions(state, 0)


def test_cards_on_a_horse_are_face_down() -> None:
    state = position(3, hands={0: ["h4"]}, armies={0: [item(0, 0, "horse")]})
    step = GAME.apply(state, 0, "play:h4:onto:p0.0")
    public = GAME.public_view(step.state)
    horse = public["armies"][0]["items"][0]
    assert horse["hidden"] == 1 and horse["cards"] == [] and horse["value"] == 0
    assert "h4" not in str(public["armies"])
    assert GAME.seat_view(step.state, 0)["horses"] == {"p0.0": ["h4"]}
    public_texts = [e.english for e in step.events if e.public]
    assert public_texts and not any("Hoplites" in t for t in public_texts)
    assert any("Hoplites 4" in e.english for e in step.events if e.audience == 0)


def test_only_hoplites_and_archers_go_on_a_horse_or_an_elephant() -> None:
    armies = {0: [item(0, 0, "horse"), item(0, 1, "elephant"), item(0, 2, "chariot")]}
    state = position(3, hands={0: ["chariot", "archers", "h1"]}, armies=armies)
    legal = GAME.legal_actions(state, 0)
    assert "play:archers:onto:p0.0" in legal and "play:h1:onto:p0.1" in legal
    assert not any(code.startswith("play:chariot:onto") for code in legal)
    assert not any(code.endswith("onto:p0.2") for code in legal)


def test_no_horse_in_a_gorgon_siege() -> None:
    state = position(3, hands={0: ["horse", "h1"]}, kind=GORGON)
    assert "play:horse" not in GAME.legal_actions(state, 0)
    with pytest.raises(IllegalAction, match="Gorgon"):
        GAME.apply(state, 0, "play:horse")


def test_giving_cards_is_not_a_move() -> None:
    state = position(3, hands={0: ["h1"]})
    assert {code.split(":")[0] for code in GAME.legal_actions(state, 0)} <= {
        "play",
        "attack",
        "pass",
    }
    with pytest.raises(InvalidAction):
        GAME.apply(state, 0, "give:1:h1")


def test_nothing_placed_moves() -> None:
    """No code moves a card already on the table: plays take cards from the hand only."""
    state = position(
        3, hands={0: []}, armies={0: [item(0, 0, "phalanx", "h2"), item(0, 1, "phalanx", "h4")]}
    )
    assert GAME.legal_actions(state, 0) == ["pass"]


def test_army_value_counts_items_and_hero() -> None:
    armies = {0: [item(0, 0, "phalanx", "h4", "h2"), item(0, 1, "chariot"), item(0, 2, "archers")]}
    state = position(3, armies=armies, hero_of=("odysseus", None, None))
    assert army.army_value(state, 0) == 12 + 3 + 1 + 3
    counted = Counter(army.army_cards(state.armies[0]))
    assert counted == Counter({"h4": 1, "h2": 1, "chariot": 1, "archers": 1})
