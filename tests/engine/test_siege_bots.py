"""The Siege bots: whole games end with every invariant holding, ``normal`` beats ``random``, and
each of ``normal``'s habits (advance, avoid bad duels, gang up, shoot, guard) in a built position
(``siege_positions``: a few pieces on chosen squares), seen through its real seat view.
"""

from __future__ import annotations

from random import Random

import pytest
from siege_positions import act, position

from engine.core import rng_for
from engine.core.lazy import LazyView
from engine.siege import GAME
from engine.siege.board import BOARD
from engine.siege.bots import BOTS, NormalBot, RandomBot
from engine.siege.pieces import GREEK, SIDE_PIECES, TROJAN, Side
from engine.siege.strategy import battle_odds, duel_gain, duel_odds, progress
from engine.siege.view_types import SeatView

MAX_ACTIONS = 4000


def play(greek: str, trojan: str, seed: int, scenario: str, seats: int = 2) -> tuple[dict, int]:
    """A whole game, bots in every seat (even seats Greek); invariants checked after each action."""
    state = GAME.setup({"scenario": scenario}, seats, seed)
    actions = 0
    while to_act := GAME.to_act(state):
        seat = min(to_act)
        legal = GAME.legal_actions(state, seat)
        bot = BOTS[greek if seat % 2 == 0 else trojan]
        action = bot.choose(GAME.seat_view(state, seat), legal, rng_for(seed, actions, "bot"))
        assert action in legal
        state = GAME.apply(state, seat, action).state
        GAME.check_invariants(state)
        actions += 1
        assert actions < MAX_ACTIONS, "the game does not end"
    return GAME.public_view(state), actions


# ---- whole games ---------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("greek", "trojan", "scenario"),
    [("random", "random", "day1"), ("normal", "normal", "day3"), ("random", "normal", "day4")],
)
def test_short_games_end_with_a_winner(greek: str, trojan: str, scenario: str) -> None:
    view, _ = play(greek, trojan, 5, scenario)
    assert view["phase"] == "over" and view["winner"] in (GREEK, TROJAN)


def test_a_full_game_of_random_bots_ends() -> None:
    view, _ = play("random", "random", 2, "full")
    assert view["phase"] == "over"


def test_four_commanders_play_a_short_game() -> None:
    view, _ = play("normal", "random", 1, "day2", seats=4)
    assert view["phase"] == "over"


def test_normal_beats_random_on_both_sides() -> None:
    greek_wins = trojan_wins = 0
    normal_lost = random_lost = 0
    for seed in range(3):
        view, _ = play("normal", "random", seed, "day2")
        greek_wins += view["winner"] == GREEK
        normal_lost += view["losses"]["total"][GREEK]
        random_lost += view["losses"]["total"][TROJAN]
        view, _ = play("random", "normal", seed, "day2")
        trojan_wins += view["winner"] == TROJAN
        normal_lost += view["losses"]["total"][TROJAN]
        random_lost += view["losses"]["total"][GREEK]
    assert greek_wins >= 2 and trojan_wins == 3
    assert normal_lost * 2 < random_lost


@pytest.mark.slow
@pytest.mark.parametrize("scenario", ["full", "day1", "day2", "day3", "day4"])
@pytest.mark.parametrize(
    "levels", [("random", "random"), ("normal", "random"), ("normal", "normal")]
)
def test_many_games_end(scenario: str, levels: tuple[str, str]) -> None:
    for seed in range(25 if scenario != "full" else 8):
        view, _ = play(*levels, seed, scenario, seats=2 + 2 * (seed % 2))
        assert view["phase"] == "over"


# ---- the random bot ----------------------------------------------------------------------------


def test_random_never_plans_a_piece_twice() -> None:
    legal = ["move:ajax:F7", "move:ajax:F8", "unplan:ajax", "end"]
    for seed in range(30):
        assert RandomBot().choose({}, legal, Random(seed)) == "end"


def test_random_ends_a_move_within_a_few_plans_and_shots() -> None:
    moves = [f"move:{p}:F{n}" for p in SIDE_PIECES[GREEK][:10] for n in range(1, 4)]
    for seed in range(20):
        rng, planned, calls = Random(seed), [], 0
        while True:
            legal = [*moves, "shoot:teucer:G9", *(f"unplan:{p}" for p in planned), "end"]
            code = RandomBot().choose(LazyView(dict), legal, rng)
            if code == "end":
                break
            if code.startswith("move:"):
                assert code.split(":")[1] not in planned
                planned.append(code.split(":")[1])
            calls += 1
            assert calls <= 20


def test_random_never_reads_its_view() -> None:
    lazy = LazyView(dict)
    RandomBot().choose(lazy, ["move:ajax:F7", "shoot:teucer:G9", "end"], Random(2))
    assert not lazy.built


def test_random_gets_ready_and_stops_recovering() -> None:
    rng = Random(1)
    assert RandomBot().choose({}, ["swap:ajax:F7", "ready"], rng) == "ready"
    assert RandomBot().choose({}, ["recover:done"], rng) == "recover:done"


# ---- the normal bot, in built positions ----------------------------------------------------------


def view(
    side: Side,
    where: dict[str, str],
    day: int = 2,
    *,
    planned: tuple[str, ...] = (),
    status: dict[str, str] | None = None,
) -> SeatView:
    """The seat view of ``side``'s commander planning a move (hour 2: no god's favour) with only
    the pieces of ``where`` on the map, after the side's ``planned`` codes."""
    seat = 0 if side == GREEK else 1
    state = position(where, day=day, moving=side, status=status)
    state, _ = act(state, seat, *planned)
    return GAME.seat_view(state, seat)


def choose(v: SeatView, legal: list[str]) -> str:
    return NormalBot().choose(v, [*legal, "end"], Random(0))


def test_normal_advances_towards_the_citadel() -> None:
    v = view(GREEK, {"ajax": "E10", "hector": "W8"})
    assert choose(v, ["move:ajax:D10", "move:ajax:K9"]) == "move:ajax:K9"
    assert progress(GREEK, BOARD.parse("E10") or 0, BOARD.parse("K9") or 0, True) > 0


def test_normal_keeps_a_hero_out_of_a_bad_duel() -> None:
    # Menelaus (4) could step beside Hector (9): he would rather not.
    v = view(GREEK, {"menelaus": "J9", "hector": "L9", "ajax": "B16"})
    assert choose(v, ["move:menelaus:K9"]) == "end"
    assert duel_gain(4, 9) < 0 < duel_gain(9, 4)


def test_normal_takes_a_good_duel() -> None:
    v = view(GREEK, {"ajax": "J9", "paris": "L9"})
    assert choose(v, ["move:ajax:K9", "move:ajax:J8"]) == "move:ajax:K9"


def test_normal_gangs_up_for_good_odds() -> None:
    # Argives already fight Trojans 1 (1 against 1, even odds); Ajax joins the battle.
    where = {"argives1": "I9", "trojans1": "K9", "ajax": "K11"}
    v = view(GREEK, where, planned=("move:argives1:J9",))
    assert [(a["kind"], a["greek"], a["trojan"]) for a in v["attacks"]] == [
        ("battle", ["argives1"], ["trojans1"])
    ]
    assert choose(v, ["move:ajax:K10", "move:ajax:J11"]) == "move:ajax:K10"
    assert battle_odds(9, 1)[0] > battle_odds(1, 1)[0]


def test_normal_shoots_the_most_valuable_target() -> None:
    v = view(TROJAN, {"helenus": "J9", "argives1": "J10", "diomedes": "L11"})
    assert choose(v, ["shoot:helenus:J10", "shoot:helenus:L11"]) == "shoot:helenus:L11"


def test_normal_keeps_soldiers_home_to_guard_the_citadel() -> None:
    guards = {p: BOARD.name(BOARD.start_squares(TROJAN, 1)[i]) for i, p in enumerate(
        ["lycians2", "lycians1", "dardanians2", "dardanians1"])}  # fmt: skip
    v = view(TROJAN, guards, day=1)
    far = [f"move:{p}:R9" for p in guards]
    assert choose(v, far) == "end"


def test_normal_leaves_the_sulking_achilles_alone() -> None:
    v = view(TROJAN, {"hector": "D15", "achilles": "B16"}, status={"achilles": "abstaining"})
    assert choose(v, ["move:hector:C16"]) == "end"


def test_normal_recovers_its_best_piece_first() -> None:
    legal = ["recover:argives1", "recover:ajax", "recover:done"]
    assert NormalBot().choose({}, legal, Random(0)) == "recover:ajax"


def test_duel_odds_follow_the_values() -> None:
    kill, die = duel_odds(9, 4)
    assert kill > die and duel_odds(4, 9) == (die, kill)
    assert duel_odds(5, 5)[0] == pytest.approx(duel_odds(5, 5)[1])
