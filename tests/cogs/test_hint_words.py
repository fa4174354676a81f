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


def test_a_flat_calibration_does_not_make_clear_moves_equal() -> None:
    """The noise is judged on the search's own estimates: a calibration that shows 95 % and
    94 % for a clear 70 % against 40 % on 400 play-outs each still names the best."""
    clear = Hint("Heroes", (Ranked("A", 0.95, 400, 0.70), Ranked("B", 0.94, 400, 0.40)))
    assert [r.label for r in clear.tied()] == ["A"]
    close = Hint("Heroes", (Ranked("A", 0.95, 60, 0.52), Ranked("B", 0.94, 60, 0.49)))
    assert [r.label for r in close.tied()] == ["A", "B"]


def test_about_equal_in_the_readers_language() -> None:
    text = hint_text(hint(("A", 0.5, 10), ("B", 0.5, 10)), words("fr"))
    assert "sont à peu près équivalents" in text


def test_the_search_s_measured_errors_tell_moves_apart() -> None:
    """Judged by an evaluation, play-outs vary far less than won-or-lost ones: with the errors
    the search measured, 55 % against 52 % is a clear best, though the same numbers taken as
    won-or-lost play-outs would be about equal."""
    measured = Hint(
        "ILIOS", (Ranked("A", 0.6, 120, 0.55, 0.008), Ranked("B", 0.57, 25, 0.52, 0.01))
    )
    assert [r.label for r in measured.tied()] == ["A"]
    unmeasured = Hint("ILIOS", (Ranked("A", 0.6, 120, 0.55), Ranked("B", 0.57, 25, 0.52)))
    assert [r.label for r in unmeasured.tied()] == ["A", "B"]
    noisy = Hint("ILIOS", (Ranked("A", 0.6, 120, 0.55, 0.03), Ranked("B", 0.57, 25, 0.52, 0.04)))
    assert [r.label for r in noisy.tied()] == ["A", "B"]


def test_a_margin_on_common_draws_decides_before_the_moves_own_errors() -> None:
    """Set beside the best on the same draws, B is 3 points behind with an error of 1: clearly
    worse, though the moves' own errors (the luck of their deals) could not tell them apart."""

    def pair(margin: float, error: float | None) -> Hint:
        best = Ranked("A", 0.6, 90, 0.55, 0.04)
        return Hint("Iliad", (best, Ranked("B", 0.58, 60, 0.52, 0.05, margin, error)))

    assert [r.label for r in pair(0.03, 0.01).tied()] == ["A"]
    assert [r.label for r in pair(0.01, 0.01).tied()] == ["A", "B"]
    assert [r.label for r in pair(-0.03, 0.01).tied()] == ["A", "B"]  # B did better: no claim
    assert [r.label for r in pair(0.03, None).tied()] == ["A", "B"]  # too few draws: own errors
