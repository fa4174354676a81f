"""Attacks (docs/rules/iliad.md, "Attacks"): who may eliminate what, and what falls."""

from __future__ import annotations

import pytest
from iliad_positions import item, play, position

from engine.core.errors import IllegalAction
from engine.iliad import GAME
from engine.iliad.state import State


def codes(state: State, seat: int = 0) -> set[str]:
    return {c for c in GAME.legal_actions(state, seat) if c.startswith("attack:")}


def items(state: State, seat: int) -> list[tuple[str, list[str]]]:
    return [(i["kind"], i["cards"]) for i in GAME.public_view(state)["armies"][seat]["items"]]


def test_chariot_and_archers_hit_archers_a_lone_hoplites_or_a_phalanx_last_card() -> None:
    armies = {
        0: [item(0, 0, "chariot"), item(0, 1, "archers")],
        1: [item(1, 0, "phalanx", "h4", "h2"), item(1, 1, "archers"), item(1, 2, "phalanx", "h1")],
        2: [item(2, 0, "elephant", "h3"), item(2, 1, "catapult")],
    }
    state = position(3, armies=armies)
    expected = {
        f"attack:with:{w}:at:{t}" for w in ("p0.0", "p0.1") for t in ("p1.0", "p1.1", "p1.2")
    }
    assert codes(state) == expected
    after = play(state, 0, "attack:with:p0.0:at:p1.0")
    assert items(after, 1)[0] == ("phalanx", ["h4"])
    assert items(after, 0) == [("archers", ["archers"])]
    assert GAME.public_view(after)["discard"] == 2


def test_an_attack_wins_whatever_the_values() -> None:
    armies = {0: [item(0, 0, "archers")], 1: [item(1, 0, "phalanx", "h4")]}
    state = play(position(3, armies=armies), 0, "attack:with:p0.0:at:p1.0")
    assert items(state, 1) == [] and items(state, 0) == []


def test_a_chariot_from_the_hand_is_shown() -> None:
    state = position(3, hands={0: ["chariot"]}, armies={1: [item(1, 0, "archers")]})
    assert "attack:with:hand-chariot:at:p1.0" in codes(state)
    step = GAME.apply(state, 0, "attack:with:hand-chariot:at:p1.0")
    assert step.state.hands[0] == ()
    assert [e.kind for e in step.events if e.public][0] == "reveal"
    assert "Chariot" in step.events[0].english
    assert "attack:with:hand-chariot:at:p1.0" not in GAME.public_choices(state, 0)


def test_no_chariot_against_an_army_with_a_harrow() -> None:
    armies = {
        0: [item(0, 0, "chariot"), item(0, 1, "archers"), item(0, 2, "harrow")],
        1: [item(1, 0, "phalanx", "h2"), item(1, 1, "harrow")],
        2: [item(2, 0, "phalanx", "h3")],
    }
    state = position(3, hands={0: ["chariot"]}, armies=armies)
    legal = codes(state)
    assert "attack:with:p0.0:at:p1.0" not in legal
    assert "attack:with:hand-chariot:at:p1.0" not in legal
    assert "attack:with:p0.1:at:p1.0" in legal  # Archers are not stopped by a Harrow
    assert "attack:with:p0.0:at:p2.0" in legal  # my own Harrow does not stop my Chariot
    with pytest.raises(IllegalAction, match="Harrow"):
        GAME.apply(state, 0, "attack:with:p0.0:at:p1.0")


def test_archers_on_an_elephant_hit_the_first_card_of_a_phalanx() -> None:
    armies = {
        0: [item(0, 0, "elephant", "archers", "h2")],
        1: [item(1, 0, "phalanx", "h4", "h3", "h1")],
    }
    state = position(3, armies=armies)
    state = play(state, 0, "attack:with:p0.0:at:p1.0")
    assert items(state, 1) == [("phalanx", ["h3", "h1"])]
    elephant = GAME.public_view(state)["armies"][0]["items"][0]
    assert elephant["cards"] == ["h2"] and elephant["value"] == 4


def test_an_elephant_without_archers_does_not_attack() -> None:
    armies = {0: [item(0, 0, "elephant", "h2")], 1: [item(1, 0, "phalanx", "h4")]}
    assert codes(position(3, armies=armies)) == set()


def test_catapult_targets_and_the_horse_cards_fall_face_up() -> None:
    armies = {
        0: [item(0, 0, "catapult")],
        1: [
            item(1, 0, "catapult"),
            item(1, 1, "harrow"),
            item(1, 2, "ballista"),
            item(1, 3, "horse", hidden=("h3", "archers")),
            item(1, 4, "elephant"),
            item(1, 5, "chariot"),
        ],
    }
    state = position(3, armies=armies)
    assert codes(state) == {f"attack:with:p0.0:at:p1.{n}" for n in range(4)}
    step = GAME.apply(state, 0, "attack:with:p0.0:at:p1.3")
    fallen = [i for i in GAME.public_view(step.state)["armies"][1]["items"] if i["fallen"]]
    assert [(i["kind"], i["cards"]) for i in fallen] == [
        ("phalanx", ["h3"]),
        ("archers", ["archers"]),
    ]
    assert [e.kind for e in step.events if e.public] == ["reveal"]
    assert "Hoplites 3" in step.events[0].english


def test_ballista_hits_an_elephant_or_a_chariot_and_the_riders_fall() -> None:
    armies = {
        0: [item(0, 0, "ballista")],
        1: [item(1, 0, "elephant", "h4", "archers"), item(1, 1, "chariot"), item(1, 2, "catapult")],
    }
    state = position(3, armies=armies)
    assert codes(state) == {"attack:with:p0.0:at:p1.0", "attack:with:p0.0:at:p1.1"}
    state = play(state, 0, "attack:with:p0.0:at:p1.0")
    assert items(state, 1) == [
        ("chariot", ["chariot"]),
        ("catapult", ["catapult"]),
        ("phalanx", ["h4"]),
        ("archers", ["archers"]),
    ]


def test_fallen_cards_join_nothing_but_a_fallen_hoplites_starts_a_phalanx() -> None:
    armies = {1: [item(1, 0, "phalanx", "h4", fallen=True), item(1, 1, "elephant", placed=0)]}
    state = position(3, hands={1: ["h2"]}, armies=armies, turn=1)
    legal = GAME.legal_actions(state, 1)
    assert "play:h2:onto:p1.0" in legal
    state = play(state, 1, "play:h2:onto:p1.0")
    assert GAME.public_view(state)["armies"][1]["items"][0]["value"] == 12


def test_riders_horse_cards_and_heroes_are_never_targets() -> None:
    armies = {
        0: [item(0, 0, "chariot"), item(0, 1, "archers"), item(0, 2, "elephant", "archers")],
        1: [item(1, 0, "elephant", "h1", "archers"), item(1, 1, "horse", hidden=("h2",))],
    }
    state = position(3, armies=armies, hero_of=(None, "ajax", None))
    assert codes(state) == set()


def test_hoplites_elephants_harrows_and_horses_never_attack() -> None:
    armies = {
        0: [
            item(0, 0, "phalanx", "h4"),
            item(0, 1, "elephant"),
            item(0, 2, "harrow"),
            item(0, 3, "horse"),
        ],
        1: [item(1, 0, "phalanx", "h1"), item(1, 1, "chariot"), item(1, 2, "catapult")],
    }
    assert codes(position(3, armies=armies)) == set()


def test_a_player_who_passed_can_still_be_attacked() -> None:
    armies = {0: [item(0, 0, "archers")], 1: [item(1, 0, "phalanx", "h2")]}
    state = position(3, armies=armies, passed=(1,), hero_of=(None, "odysseus", None))
    assert "attack:with:p0.0:at:p1.0" in codes(state)
