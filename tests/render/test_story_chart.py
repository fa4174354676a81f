"""The story chart: one line per side, each with its own marker shape as well as its colour and
its name at the line's end; every word at least 16 px on the 640 px picture (it is read at
400 px); the same series always gives the same bytes. Each check is shown to fail on a chart
broken on purpose."""

from __future__ import annotations

import io
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from typing import Any

import pytest
from drawn_words import words_drawn
from PIL import Image

from render.core import story_chart
from render.core.language import words
from render.core.story_chart import COLOURS, MAX_SIDES, SHAPES, draw_story


@dataclass(frozen=True)
class Made:
    """A score series as ``tabletop.story.Series`` carries one (render never imports it)."""

    scores: tuple[tuple[float, ...], ...]
    unit: str = "points"

    @property
    def final(self) -> tuple[str, ...]:
        return tuple(str(round(v)) for v in self.scores[-1])


def series(sides: int, moves: int = 60) -> Made:
    """A lively game of ``sides``: each side scores on its own rhythm, one of them goes below 0."""
    rows = [tuple(0.0 for _ in range(sides))]
    for m in range(1, moves + 1):
        rows.append(
            tuple(
                rows[-1][s] + ((m + 3 * s) % (s + 3) == 0) * (s + 2) - (s == 1 and m == 5) * 4
                for s in range(sides)
            )
        )
    return Made(tuple(rows))


NAMES = ["Andromache", "Briseis & Chryseis of Lyrnessus", "Cassandra", "Diomedes", "Eos", "Pyrrhus"]


@dataclass
class Drawn:
    markers: list[tuple[int, str]]  # (side, shape) of every marker drawn
    label_markers: list[int]  # the side of every marker drawn in the names' column
    texts: list[tuple[str, int]]  # (text, font size) of every word drawn


@pytest.fixture
def drawn(monkeypatch: pytest.MonkeyPatch) -> Iterator[Drawn]:
    """What the chart draws: every marker's side and shape, every text and its size."""
    seen = Drawn([], [], [])
    real_marker, real_text = story_chart.draw_chart_marker, story_chart.draw_text

    def marker(draw: Any, center: Any, r: float, side: int, rim: int = 2) -> None:
        seen.markers.append((side, story_chart.SHAPES[side % len(story_chart.SHAPES)]))
        if center[0] > 640 - 190:  # right of the plot, beside the names (at 640 px)
            seen.label_markers.append(side)
        real_marker(draw, center, r, side, rim)

    def text(draw: Any, xy: Any, words: str, fnt: Any, fill: Any, **kw: Any) -> None:
        seen.texts.append((words, int(fnt.size)))
        real_text(draw, xy, words, fnt, fill, **kw)

    monkeypatch.setattr(story_chart, "draw_chart_marker", marker)
    monkeypatch.setattr(story_chart, "draw_text", text)
    yield seen


def shapes_by_side(markers: Sequence[tuple[int, str]]) -> dict[int, set[str]]:
    out: dict[int, set[str]] = {}
    for side, shape in markers:
        out.setdefault(side, set()).add(shape)
    return out


def one_shape_per_side(markers: Sequence[tuple[int, str]], sides: int) -> bool:
    """Every side drawn with exactly one shape, and no two sides with the same one."""
    by_side = shapes_by_side(markers)
    shapes = [next(iter(v)) for v in by_side.values() if len(v) == 1]
    return sorted(by_side) == list(range(sides)) and len(set(shapes)) == sides


@pytest.mark.parametrize("sides", range(2, MAX_SIDES + 1))
def test_each_side_has_its_own_shape_colour_and_name(drawn: Drawn, sides: int) -> None:
    png = draw_story(series(sides), NAMES[:sides], mark=30)
    assert one_shape_per_side(drawn.markers, sides)
    # Several markers along each line, not only the one at its end and the one by its name.
    counts = [sum(1 for s, _ in drawn.markers if s == side) for side in range(sides)]
    assert min(counts) >= 4, counts
    # Beside the names, each side's marker once.
    assert sorted(drawn.label_markers) == list(range(sides))
    # Each side's name (maybe on two lines, maybe shortened) and final score at its line's end.
    words = " ".join(t for t, _ in drawn.texts)
    for side, name in enumerate(NAMES[:sides]):
        assert name.split()[0] in words
        assert series(sides).final[side] in words
    # Each side's colour is on the picture.
    image = Image.open(io.BytesIO(png)).convert("RGB")
    colours = {c for _, c in image.getcolors(maxcolors=1 << 16) or []}
    assert all(c in colours for c in COLOURS[:sides])


def test_every_word_reads_at_400_px(drawn: Drawn) -> None:
    png = draw_story(series(6, 300), NAMES)
    assert Image.open(io.BytesIO(png)).size == (640, 400)
    assert drawn.texts and min(size for _, size in drawn.texts) >= 16
    # Move numbers and score values on the axes.
    assert {"0", "100", "200", "300"} <= {t for t, _ in drawn.texts}


def test_the_same_series_gives_the_same_bytes() -> None:
    a = draw_story(series(4), NAMES[:4])
    assert a == draw_story(series(4), NAMES[:4])
    assert a != draw_story(series(4), [*NAMES[:3], "Someone else"])


def test_short_games_and_flat_scores_still_draw() -> None:
    for rows in ([(0.0, 0.0)], [(0.0, 0.0), (0.0, 0.0)], [(0.0, 0.0, 0.0), (0.25, 1.5, 2.75)]):
        png = draw_story(Made(tuple(rows)), NAMES[: len(rows[0])])
        assert Image.open(io.BytesIO(png)).size == (640, 400)


def test_what_cannot_be_drawn_is_refused() -> None:
    with pytest.raises(ValueError):
        draw_story(series(7), [*NAMES, "Seventh"])
    with pytest.raises(ValueError):
        draw_story(series(3), NAMES[:2])


def test_the_shape_check_fails_on_a_chart_broken_on_purpose(
    drawn: Drawn, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(story_chart, "SHAPES", ("circle", "square", "circle", *SHAPES[3:]))
    draw_story(series(3), NAMES[:3])
    assert not one_shape_per_side(drawn.markers, 3)


def test_the_chart_speaks_the_readers_language() -> None:
    english = words_drawn(lambda: draw_story(series(2), NAMES[:2]))
    french = words_drawn(lambda: draw_story(series(2), NAMES[:2], said=words("fr")))
    assert "Score by move (points)" in english
    assert "Score coup par coup (points)" in french and "Score by move (points)" not in french
