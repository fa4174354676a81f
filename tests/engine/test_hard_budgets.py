"""The shipped ``hard`` bots decide by a count of play-outs (in the Siege, of judged plans), not
by the clock: a busy machine makes a decision slower, never weaker (up to the cap that bounds
its time). The same position and randomness give the same ranked moves, visits and all."""

from __future__ import annotations

from contextlib import nullcontext
from dataclasses import replace
from random import Random

import pytest

from engine.core import search
from engine.core.search import SearchBot, advise
from engine.registry import get
from render.samples_play import bot_game


@pytest.mark.parametrize("key", ["ilios", "heroes", "iliad", "siege"])
def test_the_same_position_gets_the_same_search_however_busy(key: str) -> None:
    game = get(key)
    hard = game.bots["hard"]
    assert isinstance(hard, SearchBot)
    assert hard.budget.iterations is not None and hard.budget.cap is not None
    # A test machine's own load must cut it neither at the cap nor at the ceiling.
    uncapped = replace(hard.budget, cap=None, ceiling=None)
    moments = [m for m in bot_game(game, {}, 2, 11, limit=60) if game.to_act(m.state)]
    for moment in (moments[len(moments) // 2], moments[-1]):
        seat = min(game.to_act(moment.state))
        if len(game.legal_actions(moment.state, seat)) < 2:
            continue
        first, again = (
            advise(game, moment.state, seat, Random(3), uncapped, hard.settings) for _ in range(2)
        )
        assert first == again
        if len(first.ranked) < 2:  # a single candidate is judged once, not searched
            continue
        assert sum(c.visits for c in first.ranked) == uncapped.iterations
        return
    raise AssertionError("no position with a choice")


@pytest.mark.parametrize("key", ["ilios", "heroes", "iliad", "siege"])
def test_play_outs_without_words_search_the_same(key: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """The search's play-outs skip wording their lines (``said.unheard``); no rule and no bot
    may read those words, so the search is the very same when they are said."""
    game = get(key)
    hard = game.bots["hard"]
    assert isinstance(hard, SearchBot)
    assert hard.budget.iterations is not None
    budget = replace(
        hard.budget, iterations=min(hard.budget.iterations, 60), cap=None, ceiling=None
    )
    moments = [m for m in bot_game(game, {}, 2, 12, limit=60) if game.to_act(m.state)]
    checked = 0
    for moment in moments[len(moments) // 3 :: max(1, len(moments) // 4)]:
        seat = min(game.to_act(moment.state))
        if len(game.legal_actions(moment.state, seat)) < 2:
            continue
        unheard = advise(game, moment.state, seat, Random(5), budget, hard.settings)
        with monkeypatch.context() as patched:
            patched.setattr(search, "unheard", nullcontext)
            heard = advise(game, moment.state, seat, Random(5), budget, hard.settings)
        assert unheard == heard
        checked += 1
        if checked == 2:
            return
    raise AssertionError("fewer than two positions with a choice")
