"""Rebuild the fallback fonts in render/assets/fonts/ from the Debian font packages.

The pictures draw players' names in any script, so the repository ships fonts beyond DejaVu. Most
are copied whole (they are small); the CJK font is cut down to the characters in everyday use, and
the emoji font to its symbol and emoji blocks, to keep the repository small. Run once on Debian:

    apt-get install fonts-noto-core fonts-noto-cjk fonts-symbola
    python3 -m venv /tmp/fontsvenv && /tmp/fontsvenv/bin/pip install fonttools
    /tmp/fontsvenv/bin/python scripts/build_fonts.py
"""

from __future__ import annotations

import shutil
import sys
from pathlib import Path

from fontTools import subset
from fontTools.ttLib import TTCollection, TTFont

OUT = Path(__file__).resolve().parent.parent / "render" / "assets" / "fonts"
NOTO = Path("/usr/share/fonts/truetype/noto")
CJK = Path("/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc")
CJK_FACE = 2  # Noto Sans CJK SC; the collection's order is JP, KR, SC, TC, HK
SYMBOLA = Path("/usr/share/fonts/truetype/ancient-scripts/Symbola_hint.ttf")
WHOLE = [
    "NotoSansArabic-Regular.ttf",
    "NotoSansHebrew-Regular.ttf",
    "NotoSansDevanagari-Regular.ttf",
    "NotoSansThai-Regular.ttf",
]


def decoded(codec: str, rows: range, low: int, high: int) -> set[int]:
    """Code points in ``low..high`` of the two-byte rows ``rows`` of the legacy national
    character set ``codec``: the characters each country's own standard judged common."""
    found = set()
    for first in rows:
        for second in range(0x40, 0xFF):
            try:
                ch = bytes([first, second]).decode(codec)
            except UnicodeDecodeError:
                continue
            if len(ch) == 1 and low <= ord(ch) <= high:
                found.add(ord(ch))
    return found


def cjk_characters() -> set[int]:
    """Everyday Chinese and Japanese characters (GB 2312, JIS X 0208 and Big5's common level),
    the 2,350 Hangul syllables of KS X 1001, jamo, kana, and CJK punctuation and full-width
    forms."""
    han = decoded("gb2312", range(0xB0, 0xF8), 0x4E00, 0x9FFF)
    han |= decoded("shift_jis", range(0x88, 0xEB), 0x4E00, 0x9FFF)
    han |= decoded("big5", range(0xA4, 0xC7), 0x4E00, 0x9FFF)
    hangul = decoded("euc_kr", range(0xB0, 0xC9), 0xAC00, 0xD7A3)
    blocks = [(0x3000, 0x30FF), (0x3130, 0x318F), (0xFF00, 0xFFEF), (0x31F0, 0x31FF)]
    return han | hangul | {cp for low, high in blocks for cp in range(low, high + 1)}


def emoji_characters() -> set[int]:
    """Symbol and emoji blocks (arrows through miscellaneous symbols, and the astral emoji)."""
    blocks = [(0x2190, 0x2BFF), (0x1F000, 0x1FAFF)]
    return {cp for low, high in blocks for cp in range(low, high + 1)}


def cut(font: TTFont, unicodes: set[int], out: Path, features: list[str]) -> None:
    """Keep only ``unicodes`` of ``font``, and its layout rules ``features``, saved to ``out``
    (no hinting: the pictures are drawn at sizes where it changes little)."""
    options = subset.Options()
    options.layout_features = features
    options.hinting = False
    options.name_IDs = ["*"]
    options.notdef_outline = True
    sub = subset.Subsetter(options)
    sub.populate(unicodes=sorted(unicodes & set(font.getBestCmap())))
    sub.subset(font)
    font.save(out)


def main() -> None:
    """Copy the small fonts, cut the big ones, and list what the folder holds."""
    for name in WHOLE:
        shutil.copyfile(NOTO / name, OUT / name)
    cut(TTCollection(CJK).fonts[CJK_FACE], cjk_characters(), OUT / "NotoSansCJK-Subset.otf", [])
    cut(TTFont(SYMBOLA), emoji_characters(), OUT / "Symbola-Emoji.ttf", [])
    for path in sorted(OUT.iterdir()):
        print(f"{path.stat().st_size:>10}  {path.name}", file=sys.stderr)


if __name__ == "__main__":
    main()
