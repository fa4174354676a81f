"""The chance a hint shows is the game's calibrated one (``engine.core.calibration``), its moves
in the search's own order; a review compares moves in the search's own numbers."""

from __future__ import annotations

import copy
from random import Random

import pytest

from engine import registry
from engine.core.calibration import Calibration
from engine.core.search import Budget, SearchBot
from engine.core.search import advise as search_advise
from tabletop import review, thinking
from tabletop.sample_records import bot_record
from tabletop.thinking import Advising, advise

CURVE = Calibration(((0.0, 0.25), (1.0, 0.75)))  # every chance pulled towards a half


@pytest.fixture
def hard(monkeypatch: pytest.MonkeyPatch) -> SearchBot:
    """Heroes' hard bot with ``CURVE``, and a budget no clock cuts (the same search twice, however
    busy the machine)."""
    game = registry.get("heroes")
    bot = copy.copy(game.bots["hard"])
    assert isinstance(bot, SearchBot)
    bot.calibration = CURVE
    bot.budget = Budget(iterations=120)
    monkeypatch.setitem(game.bots, "hard", bot)
    return bot


def test_a_hint_shows_the_calibrated_chance_in_the_search_s_order(hard: SearchBot) -> None:
    game = registry.get("heroes")
    state = game.setup({}, 2, 4)
    seat = min(game.to_act(state))
    shown = advise(Advising("heroes", game.dump(state), seat, Random(1), top=3))
    raw = search_advise(game, state, seat, Random(1), hard.budget, hard.settings).ranked[:3]
    assert [code for code, *_ in shown] == [c.code for c in raw]
    assert [w.chance for w in shown] == [CURVE(c.win_chance) for c in raw]
    assert [w.raw for w in shown] == [c.win_chance for c in raw]
    assert [w.error for w in shown] == [c.error for c in raw]
    assert any(c.win_chance != CURVE(c.win_chance) for c in raw)


def test_a_review_judges_in_the_search_s_own_numbers(hard: SearchBot) -> None:
    """Against normal bots the Heroes' calibration is nearly flat (hard wins whatever): in it no
    move would ever cost anything, so a review compares the moves in the search's own numbers."""
    record = bot_record("heroes", 3, {}, ["A", "B"])
    jobs, _ = review.decisions(record, 0, most=1, iterations=20)
    curved = review.judge(jobs[-1])
    hard.calibration = Calibration()
    raw = review.judge(jobs[-1])  # the same search: a fixed budget and seed
    assert curved == raw


def test_a_hint_sets_its_best_move_beside_the_others_on_common_draws(
    hard: SearchBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Heroes' hint measures how far its best move is ahead of each runner-up on shared draws;
    a game whose hard bot asks for no draws gets none."""
    monkeypatch.setattr(thinking, "MARGIN_SECONDS", 60.0)  # however busy the machine
    game = registry.get("heroes")
    state = game.setup({}, 2, 4)
    seat = min(game.to_act(state))
    shown = advise(Advising("heroes", game.dump(state), seat, Random(1), top=3))
    assert hard.hint_draws > 0 and len(shown) == 3
    assert shown[0].margin == 0.0 and shown[0].margin_error is None
    assert all(w.margin_error is not None and w.margin_error >= 0 for w in shown[1:])
    monkeypatch.setattr(hard, "hint_draws", 0)
    plain = advise(Advising("heroes", game.dump(state), seat, Random(1), top=3))
    assert all(w.margin_error is None for w in plain)
