"""The words a picture draws, read as Pillow draws them: the tests that check a picture speaks
its reader's language compare what the same view draws in English and in another language."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

from PIL import ImageDraw

from render.core.bounded import caches


@contextmanager
def drawn_texts(*, fresh: bool = True) -> Iterator[list[str]]:
    """Within it, every text Pillow draws (fallback-font probes left out) is added to the list
    yielded. ``fresh``: every cache is emptied first, so words painted once into a sprite are
    drawn again (else what the caches hold is pasted, not drawn)."""
    for cache in caches() if fresh else ():
        cache.clear()
    texts: list[str] = []
    real = ImageDraw.ImageDraw.text

    def spy(self: ImageDraw.ImageDraw, xy: Any, text: Any, *args: Any, **kwargs: Any) -> Any:
        if isinstance(text, str) and len(text.strip()) > 1:
            texts.append(text)
        return real(self, xy, text, *args, **kwargs)

    ImageDraw.ImageDraw.text = spy  # type: ignore[method-assign]
    try:
        yield texts
    finally:
        ImageDraw.ImageDraw.text = real  # type: ignore[method-assign]


def words_drawn(draw: Callable[[], object]) -> list[str]:
    """The texts ``draw()`` draws, each once, in the order first drawn."""
    with drawn_texts() as texts:
        draw()
    return list(dict.fromkeys(texts))
