"""Players' names in any script are drawn with a font that has them (render/core/fallback.py):
never as empty boxes, Arabic joined, and a character no font has as one readable stand-in."""

from __future__ import annotations

import pytest
from PIL import Image, ImageDraw, ImageFont

from render.core.fallback import STAND_IN, covers, runs
from render.core.fonts import FALLBACKS, FONT_DIR, font
from render.core.text import draw_text, ellipsize, width

NAMES = {
    "Chinese": "王小明",
    "Japanese": "やまだ たろう",
    "Korean": "김민준",
    "Arabic": "محمد علي",
    "Hebrew": "אברהם",
    "Devanagari": "राहुल",
    "Thai": "สมชาย",
    "Cyrillic": "Ахиллес",
    "Greek": "Αχιλλεύς",
    "emoji": "Ajax 🎲🔥",
    "face": "😀 Paris",
}
INK = (0, 0, 0)


def drawn(text: str, fnt: ImageFont.FreeTypeFont) -> Image.Image:
    img = Image.new("RGB", (400, 60), (255, 255, 255))
    draw_text(ImageDraw.Draw(img), (10, 30), text, fnt, INK, anchor="lm")
    return img


def test_the_glyph_test_tells_a_font_s_letters_from_its_empty_box() -> None:
    dejavu = font("sans", 20).path
    assert covers(dejavu, "a") and covers(dejavu, " ")
    assert not covers(dejavu, "王") and not covers(dejavu, "🎲")
    assert covers("NotoSansCJK-Subset.otf", "王")


@pytest.mark.parametrize("style", ["sans", "bold", "serif"])
@pytest.mark.parametrize("script", sorted(NAMES))
def test_every_character_of_a_name_finds_a_font_with_its_glyph(style: str, script: str) -> None:
    primary = font(style, 18)
    found = runs(primary.path, NAMES[script])
    assert "".join(part for _, part in found) == NAMES[script]
    for name, part in found:
        path = primary.path if name is None else name
        assert all(covers(path, ch) for ch in part if not ch.isspace()), (script, name, part)


def test_a_name_is_drawn_in_glyphs_not_in_the_picture_font_s_boxes() -> None:
    fnt = font("bold", 20)
    boxes = Image.new("RGB", (400, 60), (255, 255, 255))
    for script in ("Chinese", "Korean", "Devanagari", "Thai", "emoji"):
        img = drawn(NAMES[script], fnt)
        boxes.paste((255, 255, 255), (0, 0, *boxes.size))
        ImageDraw.Draw(boxes).text((10, 30), NAMES[script], font=fnt, fill=INK, anchor="lm")
        assert img.tobytes() != boxes.tobytes(), script


def test_arabic_comes_out_joined() -> None:
    fnt = font("sans", 20)
    word = "محمد"
    unshaped = ImageFont.truetype(
        str(FONT_DIR / "NotoSansArabic-Regular.ttf"), 20, layout_engine=ImageFont.Layout.BASIC
    )
    assert width(word, fnt) != round(unshaped.getlength(word))
    # Joined letters take other shapes (and widths) than the same letters standing alone.
    assert width(word, fnt) != sum(width(ch, fnt) for ch in word)


def test_a_name_reads_left_to_right_around_a_right_to_left_one() -> None:
    found = runs(font("sans", 20).path, "محمد علي: 2 cards")
    assert found[0] == ("NotoSansArabic-Regular.ttf", "محمد علي")
    assert found[-1] == (None, ": 2 cards")


def test_a_character_no_font_has_becomes_one_stand_in() -> None:
    fnt = font("sans", 20)
    assert runs(fnt.path, "ሰላም") == ((None, STAND_IN),)
    assert runs(fnt.path, "Abebe ሰላም") == ((None, f"Abebe {STAND_IN}"),)
    assert drawn("ሰላም", fnt).tobytes() == drawn(STAND_IN, fnt).tobytes()


@pytest.mark.parametrize("script", sorted(NAMES))
def test_the_measured_width_is_the_drawn_width(script: str) -> None:
    fnt = font("bold", 20)
    text = f"{NAMES[script]} W"  # ends in a letter whose ink reaches its advance
    left, _, right, _ = Image.eval(drawn(text, fnt), lambda v: 255 - v).getbbox() or (0, 0, 0, 0)
    assert abs((10 + width(text, fnt)) - right) <= 3, script
    assert left >= 9
    short = ellipsize(f"{NAMES[script]} of the Trojan shore", fnt, 120)
    assert width(short, fnt) <= 120


@pytest.mark.parametrize("anchor", ["mm", "rs", "la"])
def test_a_name_in_several_fonts_sits_where_one_font_would(anchor: str) -> None:
    fnt = font("bold", 20)

    def ink(text: str) -> tuple[int, int, int, int]:
        img = Image.new("RGB", (400, 80), (0, 0, 0))
        draw_text(ImageDraw.Draw(img), (200, 40), text, fnt, (255, 255, 255), anchor=anchor)
        box = img.getbbox()
        assert box is not None
        return box

    mixed, plain = ink("王小明 Wang"), ink("Wang Wang")
    if anchor[0] == "m":
        assert abs((mixed[0] + mixed[2]) / 2 - 200) <= 3
    if anchor[0] == "r":
        assert abs(mixed[2] - 200) <= 3
    assert abs(mixed[3] - plain[3]) <= 3  # the same baseline: the Latin letters line up


def test_every_fallback_font_ships_with_a_licence() -> None:
    for name in FALLBACKS:
        assert (FONT_DIR / name).is_file(), name
    assert (FONT_DIR / "LICENSE-Noto.txt").is_file()
    assert (FONT_DIR / "LICENSE-Symbola.txt").is_file()
