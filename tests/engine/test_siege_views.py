"""The public view follows docs/dev/siege-view.md (what render and the cogs read)."""

from __future__ import annotations

import json
from dataclasses import replace
from typing import Any

from siege_positions import act, fixed_dice, position

from engine.core.said import english
from engine.siege import GAME
from engine.siege.state import INDEX
from engine.siege.views import describe_in

__all__ = ["fixed_dice"]


def test_the_view_has_every_part_of_the_contract() -> None:
    view = GAME.public_view(GAME.setup({}, 2, 3))
    json.dumps(view)
    assert view["game"] == "siege" and view["phase"] == "setup" and view["to_act"] == [0]
    assert set(view) >= {
        "seats",
        "scenario",
        "stage",
        "sides",
        "commanders",
        "calendar",
        "pieces",
        "plans",
        "shots",
        "attacks",
        "losses",
        "night",
        "last_results",
        "results_when",
        "outcome",
        "winner",
    }
    assert len(view["pieces"]) == 51
    achilles = view["pieces"][0]
    assert achilles["id"] == "achilles" and achilles["state"] == "abstaining"
    assert achilles["square"] == achilles["origin"] and achilles["commander"] == 0
    calendar = view["calendar"]
    assert (calendar["day"], calendar["hour"], calendar["wall"]) == (1, 1, False)
    assert calendar["events"][0]["kind"] == "duel" and calendar["events"][0]["pieces"] == [
        "paris",
        "menelaus",
    ]
    assert "seed" not in view and "3" not in json.dumps(view["losses"])


def test_plans_shots_and_attacks_are_in_the_view() -> None:
    state = position({"ajax": "E4", "hector": "G4", "teucer": "E6", "trojans2": "H6"})
    state, _ = act(state, 0, "move:ajax:F4", "shoot:teucer:H6")
    view = GAME.public_view(state)
    assert view["plans"] == [{"piece": "ajax", "from": "E4", "to": "F4", "path": ["E4", "F4"]}]
    assert view["shots"] == [{"archer": "teucer", "target": "H6", "piece": "trojans2"}]
    assert view["attacks"] == [
        {"kind": "duel", "attacker": "greek", "greek": ["ajax"], "trojan": ["hector"]}
    ]
    ajax = view["pieces"][INDEX["ajax"]]
    assert (ajax["square"], ajax["origin"]) == ("F4", "E4")


def test_results_and_losses_after_a_move(fixed_dice: Any) -> None:
    state = position({"argives1": "J5", "trojans1": "K5", "hector": "X16"})
    fixed_dice([6, 1])
    state, _ = act(state, 0, "end")
    view = GAME.public_view(state)
    assert view["losses"] == {
        "total": {"greek": 0, "trojan": 1},
        "today": {"greek": 0, "trojan": 1},
    }
    assert view["last_results"][0]["kind"] == "battle"
    assert view["results_when"] == {"day": 1, "hour": 2, "side": "greek"}


def test_the_night_in_the_view() -> None:
    state = position({"argives1": "C6", "trojans1": "X16"}, hour=8, moving="trojan")
    status = list(state.status)
    status[INDEX["paris"]] = status[INDEX["trojans2"]] = "dead"
    state = replace(
        state,
        status=tuple(status),
        dead_today=("paris", "trojans2"),
        lost_today=(0, 5),
        lost_total=(0, 5),
        cache={},
    )
    state, _ = act(state, 1, "end")
    view = GAME.public_view(state)
    assert view["phase"] == "night" and view["to_act"] == [1]
    assert view["night"]["trojan"] == {
        "allowance": 4,
        "chosen": [],
        "left": 4,
        "choices": ["paris", "trojans2"],
        "done": False,
    }
    assert view["night"]["greek"]["allowance"] == 0 and view["night"]["greek"]["done"]


def test_the_seat_view_says_what_the_seat_commands() -> None:
    view = GAME.seat_view(GAME.setup({}, 3, 1), 1)
    assert view["seat"] == 1 and view["side"] == "trojan" and view["command"][0] == "hector"


def test_describe_in_names_whom_a_move_attacks() -> None:
    state = position({"ajax": "E4", "hector": "G4", "trojans1": "X16"})
    assert (
        english(describe_in(state, "move:ajax:F4")) == "Move Ajax (8) to F4: attacks Hector (duel)"
    )
    assert english(describe_in(state, "move:ajax:E5")) == "Move Ajax (8) to E5"
    assert english(GAME.describe("shoot:teucer:H6")) == "Teucer (archer) shoots at H6"


def test_the_stage_is_a_verb_phrase_and_the_seat_hears_what_it_holds() -> None:
    state = GAME.setup({}, 2, 1)
    assert english(GAME.public_view(state)["stage"]) == (
        "swap your pieces on your start squares, then choose Ready"
    )
    moving = position({"ajax": "E4", "hector": "X16"}, status={"hector": "wounded"})
    assert english(GAME.public_view(moving)["stage"]) == (
        "plan the Greeks' moves and shots, then end the move"
    )
    greek, trojan = GAME.seat_view(moving, 0), GAME.seat_view(moving, 1)
    assert greek["hand"] == ["ajax"] and greek["catalogue"] == {"ajax": {"name": "Ajax (8) at E4"}}
    assert trojan["catalogue"]["hector"] == {"name": "Hector (9) at X16, wounded"}


def test_listed_moves_and_shots_say_whom_they_attack() -> None:
    state = position({"ajax": "E4", "hector": "G4", "teucer": "E6", "trojans2": "H6"})
    listed = {GAME.encode(a): a for a in GAME.legal_actions(state, 0)}
    assert (
        english(GAME.describe(listed["move:ajax:F4"]))
        == "Move Ajax (8) to F4: attacks Hector (duel)"
    )
    assert english(GAME.describe(listed["move:ajax:E5"])) == "Move Ajax (8) to E5"
    assert (
        english(GAME.describe(listed["shoot:teucer:H6"]))
        == "Teucer (archer) shoots at H6 (Trojans 2 (1))"
    )
    decoded = GAME.decode(state, 0, "move:ajax:F4")
    assert decoded == "move:ajax:F4" and "attacks" in english(GAME.describe(decoded))
    assert english(GAME.describe(GAME.decode(state, 0, "MOVE:AJAX:F4"))) == "Move Ajax (8) to F4"
