"""Every game's pictures name seats the same way (render/core/names.py)."""

from render.core.names import named, seat_name


def test_seat_name_is_the_cleaned_display_name() -> None:
    assert seat_name(["Alice", "Bo"], 1) == "Bo"


def test_a_seat_without_a_name_is_called_as_the_engine_calls_it() -> None:
    assert seat_name(["Alice", ""], 1) == "Player 2"
    assert seat_name(["Alice"], 4) == "Player 5"


def test_named_replaces_the_engines_player_numbers_with_names() -> None:
    text = "Player 1 beats Player 2; Player 3 waits"
    assert named(text, ["Al", "Bo", ""]) == "Al beats Bo; Player 3 waits"
