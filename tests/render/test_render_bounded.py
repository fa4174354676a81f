"""Every render cache is bounded by entries and bytes (render/core/bounded.py), so a bot that
draws for months stays the same size."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PIL import Image

from engine import registry
from render import registry as pictures
from render.core import bounded
from render.core.bounded import Bounded, image_bytes, memo
from render.core.fonts import font
from render.samples_play import bot_game

RENDER = Path(__file__).resolve().parents[2] / "render"
NAMES = ["Ann", "Bo", "Cy", "Di"]
GAMES = (
    ("ilios", {"size": "5"}, 3),
    ("heroes", {}, 3),
    ("iliad", {}, 4),
    ("siege", {"scenario": "day1"}, 2),
)


def test_least_recently_used_goes_first_beyond_the_entries() -> None:
    c: Bounded[str, int] = Bounded("test entries", 2, listed=False)
    c.put("a", 1)
    c.put("b", 2)
    assert c.get("a") == 1  # "b" is now the least recently used
    c.put("c", 3)
    assert (c.get("a"), c.get("b"), c.get("c")) == (1, None, 3)
    assert len(c) == 2


def test_images_count_their_pixels_against_the_byte_bound() -> None:
    c: Bounded[int, Image.Image] = Bounded("test bytes", 100, 50_000, listed=False)
    for i in range(10):
        c.put(i, Image.new("RGB", (50, 50)))  # 10,000 bytes each (4 per RGB pixel)
    assert len(c) == 5 and c.nbytes == 50_000
    assert [c.get(i) is not None for i in (4, 5, 9)] == [False, True, True]
    c.put(99, Image.new("L", (400, 400)))  # bigger than the whole bound: kept alone
    assert len(c) == 1 and c.usage().within
    assert image_bytes(Image.new("L", (10, 10))) == 100
    assert image_bytes(Image.new("RGBA", (10, 10))) == 400


def test_the_first_value_put_is_the_one_kept() -> None:
    c: Bounded[str, list[int]] = Bounded("test race", 4, listed=False)
    first = c.put("k", [1])
    assert c.put("k", [1]) is first


def test_a_memo_keeps_results_even_none_and_forgets_the_oldest() -> None:
    calls: list[int] = []

    @memo("test memo", entries=2)
    def half(n: int) -> int | None:
        calls.append(n)
        return n // 2 if n % 2 == 0 else None

    assert [half(2), half(3), half(2), half(3)] == [1, None, 1, None]
    assert calls == [2, 3]
    half(4)  # 2 is the oldest now and goes
    half(2)
    assert calls == [2, 3, 4, 2]
    half.cache_clear()
    assert len(half.cache) == 0


def test_no_render_module_caches_without_a_bound() -> None:
    """functools caches and hand-made stores grow without a byte bound: every cache goes through
    render/core/bounded.py."""
    unbounded = re.compile(r"lru_cache|functools import .*\bcache\b|@cache\b|OrderedDict\(")
    found = [
        f"{path.relative_to(RENDER)}:{n}"
        for path in RENDER.rglob("*.py")
        if path.name != "bounded.py"
        for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
        if unbounded.search(line)
    ]
    assert found == []


View = dict[str, Any]


@pytest.fixture(scope="module")
def views() -> list[tuple[int, View, View]]:
    """(seats, public view, view of a seat to act) at three moments of a short bot game of each
    game."""
    out = []
    for key, config, seats in GAMES:
        game = registry.get(key)
        moments = list(bot_game(game, config, seats, 5, limit=24))
        for m in (moments[1], moments[len(moments) // 2], moments[-1]):
            seat = min(game.to_act(m.state) or {0})
            out.append(
                (seats, dict(game.public_view(m.state)), dict(game.seat_view(m.state, seat)))
            )
    return out


@pytest.fixture
def tiny_bounds(views: list[tuple[int, View, View]]) -> Iterator[list[bounded.Usage]]:
    """Every listed cache shrunk to a few entries and 300 KB, put back afterwards."""
    for seats, public, seat in views[::3]:  # import every renderer, and this thread's fonts
        pictures.draw_table(public, NAMES[:seats])
        pictures.draw_hand(seat, NAMES[:seats])
    font("sans", 12)
    before = bounded.usage()
    for c in bounded.caches():
        c.bound(entries=3, max_bytes=300_000 if c.max_bytes else None)
    yield before
    for u in before:
        for c in bounded.caches():
            if c.name == u.name:
                c.bound(entries=u.max_entries, max_bytes=u.max_bytes)


def test_every_cache_stays_within_its_bound_after_many_distinct_draws(
    views: list[tuple[int, View, View]], tiny_bounds: list[bounded.Usage]
) -> None:
    names = {u.name for u in tiny_bounds}
    assert {"sprites", "parchment", "iliad regions", "siege terrain", "seat names"} <= names
    for seats, public, seat in views:
        assert pictures.draw_table(public, NAMES[:seats]).startswith(b"\x89PNG")
        assert pictures.draw_hand(seat, NAMES[:seats]).startswith(b"\x89PNG")
    after = bounded.usage()
    assert [u for u in after if not u.within] == []
    assert any(u.entries == 3 for u in after)  # the draws did fill the caches up to the bound
