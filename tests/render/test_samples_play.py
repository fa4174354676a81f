"""The bot games the picture scripts and the render benchmark share (render/samples_play.py)."""

from engine.ilios import GAME
from render.samples_play import bot_game, busiest, last

CONFIG = {"size": "5", "expansion": "off"}


def test_a_bot_game_starts_at_the_set_up_and_counts_each_action() -> None:
    moments = list(bot_game(GAME, CONFIG, 2, 3, limit=6))
    assert [m.played for m in moments] == list(range(7))
    assert moments[0].mover is None
    assert all(m.mover in (0, 1) for m in moments[1:])


def test_a_bot_game_replays_alike_from_its_seed() -> None:
    first = [GAME.public_view(m.state) for m in bot_game(GAME, CONFIG, 2, 3, limit=6)]
    again = [GAME.public_view(m.state) for m in bot_game(GAME, CONFIG, 2, 3, limit=6)]
    assert first == again


def test_a_game_ends_when_nobody_is_left_to_act() -> None:
    end = last(bot_game(GAME, CONFIG, 2, 3))
    assert not GAME.to_act(end.state)


def test_busiest_is_the_first_best_and_never_one_scored_below_zero() -> None:
    assert busiest([3, 7, 2, 7], lambda n: n) == 7
    assert busiest(["a", "bb", "cc"], len) == "bb"
    assert busiest([1, 2], lambda n: -1) is None
