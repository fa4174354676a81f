"""The Siege pictures read on a phone: Discord shows a picture about 360 px wide there, and every
name, score, whose turn, what to do and every value a decision needs must then be at least 9 px
tall (letter size × 360 / picture width). Measured from the sizes the pictures report they drew
(the table's close-up, a commander's own picture, the zoomed region), in views of a whole bot
game and the samples, with long names and 2 to 4 players. The whole map, the button's answer, is
for zooming and exempt.

The table shows the part of the map where the decision is, with this move's plans drawn in it.
"""

from __future__ import annotations

from typing import Any

import pytest

from engine.siege import GAME
from render.core.fonts import font
from render.core.text import width
from render.samples_play import bot_game
from render.siege.closeup import decision
from render.siege.hand import WIDTH as HAND_WIDTH
from render.siege.hand import render_hand_drawn
from render.siege.key import GAP, ICON
from render.siege.model import read_pieces, read_plans
from render.siege.region import TEXT_PX as REGION_PX
from render.siege.region import WIDTH as REGION_WIDTH
from render.siege.samples import battle_view, over_view, start_view
from render.siege.table import KEY_ROWS, MIN_PX, render_table_drawn, table_layout

PHONE = 360
LEGIBLE = 9
LONG = [
    "Agamemnon King of Men (normal)",
    "Priam of Troy the Elder (hard)",
    "Menelaus of Sparta (normal)",
    "Hector Breaker of Horses (easy)",
]
NEEDED = ("hour", "turn", "sides", "heading", "coordinates", "counter values", "counter names")


def on_phone(px: float, picture_width: int) -> float:
    """How tall ``px`` px letters show once a phone shrinks the picture to 360 px wide."""
    return px * PHONE / picture_width


def game_views() -> list[dict[str, Any]]:
    """Every few moments of a bot game on day 2 (set-up, plans, fights), and the samples."""
    moments = list(bot_game(GAME, {"scenario": "day2"}, 2, 3, limit=60))
    views = [GAME.public_view(m.state) for m in moments[::4]]
    return [*views, start_view(), battle_view(), over_view()]


def with_seats(view: dict[str, Any], seats: int) -> dict[str, Any]:
    sides = ["greek" if s % 2 == 0 else "trojan" for s in range(seats)]
    out = dict(view, seats=seats, sides=sides)
    out["commanders"] = {k: [s for s in range(seats) if sides[s] == k] for k in set(sides)}
    return out


@pytest.mark.parametrize("seats", [2, 3, 4])
def test_every_word_and_value_of_the_table_is_nine_px_on_a_phone(seats: int) -> None:
    for view in game_views():
        img, drawn = render_table_drawn(with_seats(view, seats), LONG[:seats])
        w = img.width
        assert img.height <= 1.4 * w, "a tall picture is shown small"
        missing = [what for what in NEEDED if what not in drawn.sizes]
        missing = [m for m in missing if not m.startswith("counter") and m != "turn"]
        assert not missing, missing
        for what, px in drawn.sizes.items():
            assert on_phone(px, w) >= LEGIBLE, (what, px, view.get("phase"))


def test_the_table_draws_counters_names_and_values() -> None:
    """The close-up holds counters (the sizes of their letters are measured) in every view."""
    _, drawn = render_table_drawn(battle_view(), LONG[:2])
    assert {"counter names", "counter values"} <= set(drawn.sizes)


def test_the_key_fits_its_two_rows() -> None:
    layout = table_layout()
    for box, entries in zip(layout.keys, KEY_ROWS, strict=True):
        words = sum(width(text, font("sans", MIN_PX)) for _, text in entries)
        assert words + len(entries) * (ICON + GAP) + (len(entries) - 1) * 12 <= box[2] - box[0]


def test_the_close_up_holds_the_plans_while_a_side_plans() -> None:
    view = battle_view()
    view["last_results"] = []
    seen = decision(view, read_pieces(view))
    plans = read_plans(view)
    assert plans and seen.title == "The Greeks' plans so far"
    held = [p for p in plans if seen.window.contains(p.path[-1])]
    assert len(held) >= len(plans) / 2, "most planned moves end inside the close-up"


def test_the_close_up_before_any_plan_is_the_front_or_the_last_fight() -> None:
    start = start_view()
    assert decision(start, read_pieces(start)).title.endswith("start squares")
    view = battle_view()
    view.update(plans=[], attacks=[], shots=[])
    assert decision(view, read_pieces(view)).title.startswith("Where the last dice fell")
    view["last_results"] = []
    assert decision(view, read_pieces(view)).title == "The Greeks' front line"


@pytest.mark.parametrize("seat", [0, 1])
def test_a_commanders_own_picture_is_nine_px_on_a_phone(seat: int) -> None:
    moments = list(bot_game(GAME, {"scenario": "day2"}, 2, 3, limit=40))
    for moment in moments[::5]:
        img, sizes = render_hand_drawn(GAME.seat_view(moment.state, seat), LONG[:2])
        assert img.width == HAND_WIDTH and img.height <= 1.42 * img.width
        assert {"banner", "names", "squares", "values"} <= set(sizes)
        for what, px in sizes.items():
            assert on_phone(px, img.width) >= LEGIBLE, (what, px)


def test_the_zoomed_region_is_nine_px_on_a_phone() -> None:
    assert on_phone(REGION_PX, REGION_WIDTH) >= LEGIBLE
