"""render/ stays a pure picture layer: no Discord or database import, fonts from the package."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import render.core.fonts as fonts

ROOT = Path(__file__).resolve().parents[2]


def test_importing_render_loads_no_discord_or_database() -> None:
    code = (
        "import sys\n"
        "import render, render.registry, render.core.theme, render.core.grid\n"
        "import render.core.sprites, render.core.panels, render.core.png, render.core.canvas\n"
        "import render.ilios.table, render.ilios.hand\n"
        "from render.ilios.samples import sample_view\n"
        "render.registry.draw_table(sample_view(), ['a', 'b', 'c'])\n"
        "bad = sorted(m for m in sys.modules if m.split('.')[0] in "
        "('discord', 'aiosqlite', 'sqlite3', 'cogs'))\n"
        "print(','.join(bad))\n"
    )
    out = subprocess.run(
        [sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, check=True
    )
    assert out.stdout.strip() == "", f"render imported {out.stdout.strip()}"


def test_fonts_ship_inside_the_package() -> None:
    pkg = ROOT / "render"
    assert fonts.FONT_DIR.is_relative_to(pkg)
    for name in fonts.FILES.values():
        assert (fonts.FONT_DIR / name).is_file()
    assert any(p.name.startswith("LICENSE") for p in fonts.FONT_DIR.iterdir())
    for style in fonts.FILES:
        assert str(fonts.font(style, 12).path).startswith(str(pkg))


def test_render_sources_never_mention_system_fonts_or_discord() -> None:
    for path in (ROOT / "render").rglob("*.py"):
        text = path.read_text()
        assert "/usr/share" not in text, path
        assert "import discord" not in text and "aiosqlite" not in text, path


def test_render_never_names_squares_by_hand() -> None:
    """Square names come from engine.core.grid only, so a board of any width (AA, AB…) and the
    engine agree."""
    for path in (ROOT / "render").rglob("*.py"):
        text = path.read_text().replace(" ", "")
        for handmade in ("chr(ord(", 'ord("A")', "ord('A')", "ascii_uppercase"):
            assert handmade not in text, f"{path} names squares itself ({handmade})"
