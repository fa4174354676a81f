"""The one square grid: names round-trip on every board size, and no text crashes a parser."""

from __future__ import annotations

import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st

from engine.core.errors import InvalidAction
from engine.core.grid import Grid, column_name, grid, parse_square, square_name
from engine.ilios import GAME

SIZES = [(24, 16), (5, 5), (7, 7)]


@pytest.mark.parametrize(("cols", "rows"), SIZES)
def test_every_name_round_trips(cols: int, rows: int) -> None:
    board = grid(cols, rows)
    assert len(board.names) == board.size == cols * rows
    assert len(set(board.names)) == board.size
    for index, square in enumerate(board.squares()):
        name = board.names[index]
        assert board.index(square) == index and board.square(index) == square
        assert square_name(square) == name == board.name(square)
        assert board.parse(name) == square == board.parse(f"  {name.lower()} ")
        assert board.parse_index(name) == index


@given(col=st.integers(0, 26 * 27 - 1), row=st.integers(0, 998))
def test_names_round_trip_far_beyond_any_board(col: int, row: int) -> None:
    assert parse_square(square_name((col, row))) == (col, row)


def test_names_read_like_a_board() -> None:
    assert [column_name(c) for c in (0, 25, 26, 27, 51, 52)] == ["A", "Z", "AA", "AB", "AZ", "BA"]
    board = grid(24, 16)
    assert board.names[0] == "A1" and board.names[-1] == "X16"
    assert board.parse("Y1") is None and board.parse("A17") is None and board.parse("X16")
    assert board is grid(24, 16)
    with pytest.raises(ValueError):
        Grid(0, 5)


def test_neighbours_stay_on_the_board() -> None:
    board = grid(24, 16)
    assert sorted(board.neighbours((0, 0))) == [(0, 1), (1, 0), (1, 1)]
    assert len(list(board.neighbours((5, 5)))) == 8
    assert len(list(board.neighbours((5, 5), diagonal=False))) == 4


@settings(max_examples=400)
@given(text=st.text())
@example("A²")
@example("C٣")
@example("B" + "9" * 5000)
@example("a1\x00")
@example("Ⅻ3")
def test_no_text_crashes_the_square_parsers(text: str) -> None:
    square = parse_square(text)
    assert square is None or square_name(square) == text.strip().upper()
    for cols, rows in SIZES:
        found = grid(cols, rows).parse(text)
        assert found is None or grid(cols, rows).contains(found)


@pytest.mark.parametrize("text", ["A²", "C٣", "B" + "9" * 5000, "A0", "A01", "1A", "AAA1", "A1000"])
def test_only_exact_ascii_names_parse(text: str) -> None:
    assert parse_square(text) is None


STATES = [GAME.setup({}, 2, seed=1), GAME.setup({"expansion": "on"}, 3, seed=2)]
_play = GAME.setup({}, 2, seed=3)
while _play.phase != "play":
    (_seat,) = GAME.to_act(_play)
    _play = GAME.apply(_play, _seat, GAME.legal_actions(_play, _seat)[0]).state
STATES.append(_play)

CODES = st.one_of(
    st.text(),
    st.lists(
        st.sampled_from(["deploy", "iron", "waste", "return", "keep", "axeman", "C4", "E", "²"])
        | st.text(max_size=6),
        max_size=5,
    ).map(":".join),
)


@settings(max_examples=400)
@given(code=CODES, which=st.integers(0, len(STATES) - 1), seat=st.integers(-1, 4))
@example(code="deploy:axeman:C٣:E", which=2, seat=0)
@example(code="waste:A" + "1" * 4000, which=0, seat=0)
def test_ilios_decode_returns_an_action_or_raises_invalid_action(
    code: str, which: int, seat: int
) -> None:
    state = STATES[which]
    try:
        action = GAME.decode(state, seat, code)
    except InvalidAction:
        return
    assert GAME.decode(state, seat, GAME.encode(action)) == action
    assert GAME.describe(action)
