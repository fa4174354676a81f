"""The sprite cache: reused across renders, bounded, and safe when threads start it cold."""

from __future__ import annotations

from concurrent.futures import ThreadPoolExecutor

from PIL import Image, ImageDraw

from render.core import cache
from render.ilios.samples import sample_seat_view, sample_view
from render.ilios.table import render_table
from render.registry import draw_hand, draw_table

NAMES = ["Ann", "Bo", "Cy", "Di"]


def test_a_second_render_draws_no_new_sprite() -> None:
    view = sample_view(size=7, seats=3, expansion=True, fill=0.6)
    cache.clear()
    first = render_table(view, NAMES).tobytes()
    drawn = cache.count()
    assert drawn > 10  # frame, legend, tiles, open squares, miniatures
    assert render_table(view, NAMES).tobytes() == first
    assert cache.count() == drawn


def test_the_cache_stays_bounded_and_pictures_stay_right() -> None:
    views = [sample_view(size=s, seats=4, expansion=True, fill=0.8, seed=s) for s in (5, 7)]
    cache.clear()
    expected = [draw_table(v, NAMES) for v in views]
    cache.SPRITES.bound(max_bytes=200_000)
    try:
        cache.clear()
        assert [draw_table(v, NAMES) for v in views] == expected
        # Over the bound only when the one sprite left is itself bigger (a whole board frame).
        assert 0 < cache.size_in_bytes() <= 200_000 or cache.count() == 1
        assert cache.count() < 30
    finally:
        cache.SPRITES.bound(max_bytes=cache.MAX_BYTES)


def test_threads_starting_cold_draw_what_one_thread_draws() -> None:
    tables = [sample_view(size=7, seats=s, expansion=bool(s % 2), fill=0.5) for s in (2, 3, 4)]
    hands = [sample_seat_view(seat=1, size=5, seats=3, fill=0.4, seed=s) for s in (1, 2)]
    expected = [draw_table(v, NAMES) for v in tables] + [draw_hand(v, NAMES) for v in hands]
    jobs = [(draw_table, v) for v in tables] + [(draw_hand, v) for v in hands]
    for _ in range(3):
        cache.clear()
        with ThreadPoolExecutor(max_workers=4) as pool:
            got = list(pool.map(lambda job: job[0](job[1], NAMES), jobs * 2))
        assert got == expected * 2


def test_a_box_off_the_pixel_grid_is_drawn_directly() -> None:
    """Half-pixel boxes would not paste exactly, so they are painted in place, uncached."""

    def paint(draw: ImageDraw.ImageDraw, box: tuple[float, float, float, float]) -> None:
        draw.ellipse(box, fill=(200, 30, 30))

    cache.clear()
    cached, direct = Image.new("RGB", (40, 40), "white"), Image.new("RGB", (40, 40), "white")
    cache.draw_cached(cached, (5.5, 6, 30.5, 31), "dot", paint)
    paint(ImageDraw.Draw(direct), (5.5, 6, 30.5, 31))
    assert cached.tobytes() == direct.tobytes()
    assert cache.count() == 0
    cache.draw_cached(cached, (5, 6, 30, 31), "dot", paint)
    assert cache.count() == 1
