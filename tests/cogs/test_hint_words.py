"""A hint ranks moves only where its search can tell them apart: moves whose estimates lie
within the noise of their play-outs are said to be about equal, not ranked."""

from __future__ import annotations

from cogs.kit.compose.hints import hint_text
from render.core.language import words
from tabletop.hints import Hint, Ranked


def hint(*moves: tuple[str, float, int]) -> Hint:
    return Hint("ILIOS", tuple(Ranked(label, chance, visits) for label, chance, visits in moves))


def test_a_clear_best_move_is_named_first() -> None:
    text = hint_text(hint(("Deploy at A1", 0.70, 400), ("Deploy at B2", 0.40, 400)))
    assert text.startswith("💡 The hard bot would play: **Deploy at A1** (about 70% chance")
    assert "• Deploy at B2 (40%)" in text


def test_moves_within_the_noise_are_about_equal() -> None:
    # 52 % and 49 % on 60 play-outs each: the search cannot tell them apart.
    text = hint_text(
        hint(("Deploy at A1", 0.52, 60), ("Deploy at B2", 0.49, 60), ("Keep", 0.10, 60))
    )
    assert text.startswith(
        "💡 No move stands out: **Deploy at A1** and **Deploy at B2** are about equal"
    ), text
    assert "• Keep (10%)" in text and "would play" not in text


def test_a_few_play_outs_never_make_a_ranking() -> None:
    # 1 play-out each: even 100 % against 0 % says nothing sure.
    assert hint(("A", 1.0, 1), ("B", 0.0, 1)).tied() == hint(("A", 1.0, 1), ("B", 0.0, 1)).ranked


def test_about_equal_in_the_readers_language() -> None:
    text = hint_text(hint(("A", 0.5, 10), ("B", 0.5, 10)), words("fr"))
    assert "sont à peu près équivalents" in text
