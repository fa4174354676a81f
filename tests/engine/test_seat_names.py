"""The service swaps the engine's seat labels for display names; the swap must be exact."""

from engine.core.seats import seat_label, with_names


def test_labels_become_names() -> None:
    text = f"{seat_label(0)} raids {seat_label(1)}'s tile; {seat_label(1)} plunders it."
    assert with_names(text, ["Alice", "Bob"]) == "Alice raids Bob's tile; Bob plunders it."


def test_unknown_seats_and_lookalikes_stay() -> None:
    assert with_names("Player 3 waits.", ["Alice", "Bob"]) == "Player 3 waits."
    assert with_names("Player 10 and Players 1", ["A"] * 2) == "Player 10 and Players 1"
