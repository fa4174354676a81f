"""The Siege's whole map (the "Whole map" button's answer) read on a desktop: Discord shows a plain
attachment about 550 px wide, so its words (whose turn, what to do, the names, the losses, the
map's coordinates) and every counter's value are drawn at least 10 px tall at that width, for 2,
3 and 4 players with long names; names are shortened after a whole word, the same way for every
seat. The table posted in the channel is a close-up read on a phone
(``test_render_siege_phone``); the calendar and the last dice go in the caption.
"""

from __future__ import annotations

from typing import Any

import pytest

from engine.siege import GAME
from render import registry
from render.core.fonts import font
from render.core.text import width
from render.samples_play import bot_game
from render.siege import style
from render.siege.caption import LIMIT, _fit, caption, coming_spans
from render.siege.closeup import window_round
from render.siege.counters import value_px
from render.siege.header import side_room, side_rows, side_words, turn_words
from render.siege.key import GAP, ICON, KEY
from render.siege.mapview import counter_inset
from render.siege.model import read_calendar
from render.siege.samples import base_view, battle_view, over_view, start_positions, start_view
from render.siege.whole import (
    CELL,
    LABEL_PX,
    MIN_PX,
    PREVIEW,
    TEXT_PX,
    WIDTH,
)
from render.siege.whole import render_whole as render_table
from render.siege.whole import whole_layout as table_layout

LONG = [
    "Agamemnon King of Men (normal)",
    "Priam of Troy the Elder (hard)",
    "Menelaus of Sparta (normal)",
    "Hector Breaker of Horses (easy)",
]


def at_preview(px: float) -> float:
    """How tall ``px`` px letters look when Discord shows the table ``PREVIEW`` px wide."""
    return px * PREVIEW / WIDTH


def seats_view(seats: int) -> dict[str, Any]:
    """The battle sample with ``seats`` players, seats alternating Greek and Trojan."""
    view = battle_view()
    sides = ["greek" if s % 2 == 0 else "trojan" for s in range(seats)]
    view["seats"] = seats
    view["sides"] = sides
    view["commanders"] = {k: [s for s in range(seats) if sides[s] == k] for k in style.SIDES}
    return view


def test_every_word_and_value_of_the_table_is_ten_px_at_preview() -> None:
    assert at_preview(MIN_PX) >= 10
    assert at_preview(TEXT_PX) >= 10 and at_preview(LABEL_PX) >= 10
    counter = CELL - 2 * counter_inset(CELL)
    assert at_preview(value_px(counter)) >= 10, "a counter's value on the map"


def test_the_picture_fits_discord() -> None:
    """Narrow enough for a preview, never so tall that Discord shows it small."""
    layout = table_layout()
    assert layout.width == WIDTH <= 1200
    assert layout.height <= 1.4 * layout.width


@pytest.mark.parametrize("seats", [2, 3, 4])
def test_names_keep_ten_px_and_are_cut_after_a_whole_word(seats: int) -> None:
    view = seats_view(seats)
    layout = table_layout()
    turn = layout.turn
    text, fnt = turn_words(view, LONG[:seats], int(turn[2] - turn[0]) - 34, TEXT_PX, MIN_PX)
    assert fnt.size >= MIN_PX
    assert text.startswith("Agamemnon")
    for key, row in zip(("greek", "trojan"), side_rows(layout.sides), strict=True):
        room = side_room(row, TEXT_PX, "lost 44 points, 21 today")
        shown, fnt = side_words(view, LONG[:seats], key, room, TEXT_PX, MIN_PX)
        assert fnt.size >= MIN_PX and width(shown, fnt) <= room
        players = LONG[:seats][key == "trojan" :: 2]
        shown_names = shown.removeprefix(f"{style.side(key).plural}: ").split(", ")
        assert len(shown_names) == len(players), "every commander of a side shows"
        for part, name in zip(shown_names, players, strict=True):
            kept = part.removesuffix("…").split()
            assert kept and kept == name.split()[: len(kept)], f"{part!r} cut inside a word"
    render_table(view, LONG[:seats])  # draws with every seat count


def test_the_key_fits_its_row_at_the_smallest_size() -> None:
    left, _, right, _ = table_layout().key
    words = sum(width(text, font("sans", MIN_PX)) for _, text in KEY)
    assert words + len(KEY) * (ICON + GAP) + (len(KEY) - 1) * 12 <= right - left


# ---------------------------------------------------------------- the close-up


def test_the_close_up_window_holds_the_most_fights_and_stays_on_the_map() -> None:
    squares = [(23, 15), (2, 2), (3, 3), (4, 2)]
    window = window_round(squares)
    assert all(window.contains(s) for s in squares[1:]) and not window.contains(squares[0])
    corner = window_round([(23, 15)])
    assert corner.col0 + corner.cols == 24 and corner.row0 + corner.rows == 16


# ---------------------------------------------------------------- the caption


def test_the_caption_tells_the_calendar_the_losses_and_every_die() -> None:
    words = caption(battle_view(), LONG[:2])
    lines = words.split("\n")
    assert lines[0] == (
        "Day 2 of 4 · hour 4 of 8: Greeks move. The gods favour the Trojans: their 1s count 2. "
        "The wall stands. Achilles abstains."
    )
    assert lines[1] == "From day 2, hour 5 to 8: the gods favour the Trojans."
    assert lines[2] == "Losses in points: Greeks 5 (3 today), Trojans 4 (4 today)."
    assert lines[3] == "Last results: Trojan response (day 2, hour 3):"
    assert lines[4] == "• Pandarus shoots Thoas (H13): die 6, kills"
    assert lines[6].startswith("• Duel Eurypylus v Antimachus: 5–5 (dice 2, 2)")
    assert len(words) <= LIMIT


def test_the_caption_before_the_first_move_and_at_the_end() -> None:
    start = caption(start_view(), LONG[:2]).split("\n")
    assert start[0] == "Day 1 of 4 · hour 1 of 8: Set-up. No wall yet. Achilles abstains."
    assert start[1] == (
        "Now: duel: Paris – Menelaus. From day 1, hour 3 to 4: the gods favour the Greeks. "
        "Day 1, hour 7: duel: Hector – Ajax."
    )
    over = caption(over_view(), LONG[:2]).split("\n")
    assert over == [
        "The Greeks win. Five Greek pieces stand inside the citadel at once: Troy is taken.",
        "Losses in points: Greeks 12 (2 today), Trojans 44 (21 today).",
    ]
    ended = over_view()
    ended["outcome"] = {**ended["outcome"], "summary": "Day 4 ends and Troy still stands."}
    assert caption(ended, []).split("\n")[0] == "The Greeks win. Day 4 ends and Troy still stands."
    short = base_view({}, day=3, hour=2, scenario="day3")
    assert caption(short, []).startswith("Day 3 (a one-day game) · hour 2 of 8: Greeks move.")


def test_coming_events_over_following_hours_are_told_once() -> None:
    cal = read_calendar(base_view(start_positions(2), day=2, hour=1))
    spans = coming_spans(cal)
    assert "From day 2, hour 3 to 8: the gods favour the Trojans" in spans
    assert not any(s.startswith(("Day 2, hour 4", "From day 2, hour 4")) for s in spans)
    assert sum("day 2" in s.lower() and "favour the Trojans" in s for s in spans) == 1


def test_a_crowded_caption_stays_short_and_says_what_it_left_out() -> None:
    view = battle_view()
    view["last_results"] = view["last_results"] * 4
    words = caption(view, LONG[:2])
    assert len(words) <= LIMIT
    assert words.split("\n")[-1].startswith("• and ") and words.endswith(" more")


def test_one_left_out_is_said_in_words() -> None:
    """A list that leaves out one item says "and one more", never "and 1 more"."""
    lines, missed = _fit([], [("Results:", ["aaaa", "bbbb", "c" * 30])], 45)
    assert lines == ["Results:", "• aaaa", "• bbbb", "• and one more"] and missed == 1
    lines, _ = _fit([], [("Results:", ["aaaa", "b" * 30, "c" * 30])], 30)
    assert lines == ["Results:", "• aaaa", "• and 2 more"]


def test_the_registry_posts_the_caption_from_the_public_view() -> None:
    """Built from what everybody sees: a seat's view gives the same words as the public one."""
    for moment in bot_game(GAME, {"scenario": "day1"}, 2, 3, limit=30):
        public = GAME.public_view(moment.state)
        words = registry.caption(public, LONG[:2])
        assert words and len(words) <= LIMIT
        assert caption(GAME.seat_view(moment.state, 1), LONG[:2]) == words


def test_before_any_dice_the_caption_tells_the_fights_being_set_up() -> None:
    view = battle_view()
    view["last_results"] = []
    lines = caption(view, LONG[:2]).split("\n")
    assert "This move sets up:" in lines
    assert "• Duel: Ajax (8) v Paris (4)" in lines
    assert "• Shot: Teucer (A) → Glaucus (N12)" in lines
