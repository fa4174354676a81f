"""The title banner every game's pictures share (render/core/banner.py)."""

from PIL import Image, ImageDraw

from render.core.banner import draw_banner_caption, draw_title_banner
from render.core.theme import BANNER, GOLD


def test_the_band_has_a_gold_line_at_its_foot_and_the_caption_starts_after_the_title() -> None:
    img = Image.new("RGB", (600, 80), (255, 255, 255))
    draw = ImageDraw.Draw(img)
    x = draw_title_banner(draw, 600, 60, "ILIAD", 28, 20, 24)
    assert img.getpixel((599, 5)) == BANNER
    assert img.getpixel((300, 58)) == GOLD
    assert img.getpixel((300, 70)) == (255, 255, 255)
    title_pixels = img.crop((20, 5, int(x) - 24, 55)).getcolors(10_000) or []
    assert len(title_pixels) > 1  # the title is drawn in the space it reports
    assert 20 + 24 < x < 300
    draw_banner_caption(draw, x, 580, 60, "Alice to play " * 20, 22, 12)
    assert len(img.crop((int(x), 5, 580, 55)).getcolors(10_000) or []) > 1
    assert img.crop((581, 5, 600, 55)).getcolors(1) == [(19 * 50, BANNER)]  # cut at ``right``
