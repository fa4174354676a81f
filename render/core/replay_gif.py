"""An animated GIF of a whole game from its table pictures: Discord animates GIFs (not APNGs) and
takes 10 MiB from a bot, so the animation stays under ``LIMIT``, shrinking the frames and then
keeping fewer of them (always the first and the last) until it fits."""

from __future__ import annotations

import io
from collections.abc import Sequence

from PIL import Image

LIMIT = 8 * 1024 * 1024  # bytes: under Discord's 10 MiB for a bot, with room to spare
FRAME_MS = 1200  # long enough to read a table
LAST_MS = 5000  # the end is held, so it is seen before the loop starts again
BACKGROUND = (244, 236, 218)  # the parchment of every picture, around a smaller frame
COLOURS = 128  # a palette per frame: tables are flat colours and text


def animate(pictures: Sequence[bytes], limit: int = LIMIT) -> bytes:
    """The GIF of ``pictures`` (PNG bytes, in order; at least one), within ``limit`` bytes."""
    if not pictures:
        raise ValueError("an animation needs at least one picture")
    frames = _same_size([Image.open(io.BytesIO(p)).convert("RGB") for p in pictures])
    scale = 1.0
    kept = list(range(len(frames)))
    while True:
        data = _encode([frames[i] for i in kept], scale)
        if len(data) <= limit:
            return data
        if scale > 0.6 or (len(kept) <= 2 and scale > 0.2):
            scale *= 0.8  # smaller frames first: every move stays in the story
        elif len(kept) > 2:
            kept = _thinned(kept)
        else:
            return data  # two tiny frames: nothing smaller tells the game


def _same_size(frames: list[Image.Image]) -> list[Image.Image]:
    width = max(f.width for f in frames)
    height = max(f.height for f in frames)
    out = []
    for frame in frames:
        if frame.size == (width, height):
            out.append(frame)
            continue
        canvas = Image.new("RGB", (width, height), BACKGROUND)
        canvas.paste(frame, ((width - frame.width) // 2, 0))
        out.append(canvas)
    return out


def _thinned(kept: list[int]) -> list[int]:
    """Every other frame between the first and the last."""
    if len(kept) <= 2:
        return kept
    middle = kept[1:-1][1::2]
    return [kept[0], *middle, kept[-1]]


def _encode(frames: list[Image.Image], scale: float) -> bytes:
    if scale < 1.0:
        size = (max(1, round(frames[0].width * scale)), max(1, round(frames[0].height * scale)))
        frames = [f.resize(size, Image.Resampling.LANCZOS) for f in frames]
    paletted = [f.quantize(colors=COLOURS, method=Image.Quantize.MEDIANCUT) for f in frames]
    durations = [FRAME_MS] * (len(paletted) - 1) + [LAST_MS]
    out = io.BytesIO()
    paletted[0].save(
        out,
        format="GIF",
        save_all=True,
        append_images=paletted[1:],
        duration=durations,
        loop=0,
        optimize=True,
        disposal=1,
    )
    return out.getvalue()
