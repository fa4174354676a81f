"""An animated replay: one frame per picture, the last held, every frame the same size, and
under the size limit however long the game (smaller frames first, then fewer, the first and
last always kept)."""

from __future__ import annotations

import io

import pytest
from PIL import Image

from render.core.replay_gif import FRAME_MS, LAST_MS, animate

COLOURS = [(200, 30, 30), (30, 160, 30), (30, 30, 200), (220, 200, 40), (120, 40, 160)]


def png(colour: tuple[int, int, int], size: tuple[int, int] = (120, 80)) -> bytes:
    out = io.BytesIO()
    Image.new("RGB", size, colour).save(out, format="PNG")
    return out.getvalue()


def frames_of(data: bytes) -> list[tuple[tuple[int, int, int], int]]:
    """Each frame's middle colour and how long it shows."""
    out = []
    with Image.open(io.BytesIO(data)) as gif:
        assert gif.format == "GIF"
        for n in range(gif.n_frames):
            gif.seek(n)
            rgb = gif.convert("RGB")
            out.append((rgb.getpixel((rgb.width // 2, rgb.height // 2)), gif.info["duration"]))
    return out


def test_one_frame_per_picture_and_the_end_held() -> None:
    shown = frames_of(animate([png(c) for c in COLOURS]))
    assert [colour for colour, _ in shown] == COLOURS
    assert [ms for _, ms in shown] == [FRAME_MS] * 4 + [LAST_MS]


def test_pictures_of_different_heights_share_one_size() -> None:
    data = animate([png(COLOURS[0], (120, 80)), png(COLOURS[1], (100, 140))])
    with Image.open(io.BytesIO(data)) as gif:
        assert gif.size == (120, 140)


def test_a_long_game_fits_the_limit_keeping_its_first_and_last_tables() -> None:
    noisy = []
    for n in range(40):  # pictures that compress badly, as a busy table does
        picture = Image.effect_noise((200, 150), 60 + n).convert("RGB")
        out = io.BytesIO()
        picture.save(out, format="PNG")
        noisy.append(out.getvalue())
    pictures = [png(COLOURS[0]), *noisy, png(COLOURS[2])]
    whole = animate(pictures)
    limit = len(whole) // 6
    small = animate(pictures, limit=limit)
    assert len(small) <= limit
    shown = frames_of(small)
    assert 2 <= len(shown) < len(pictures)
    assert shown[0][0] == COLOURS[0] and shown[-1][0] == COLOURS[2]


def test_no_picture_no_animation() -> None:
    with pytest.raises(ValueError):
        animate([])
