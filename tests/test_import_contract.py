"""The import contract over the whole project, and proof that the check can fail."""

from __future__ import annotations

from pathlib import Path

from import_contract import circles, edges, forbidden, our_modules

ROOT = Path(__file__).resolve().parents[1]


def test_the_project_has_no_circle_and_no_forbidden_arrow() -> None:
    ours, foreign = edges(ROOT)
    assert len(our_modules(ROOT)) > 200 and len(ours) > 500  # the whole project was read
    assert forbidden(ours, foreign) == []
    assert circles(ours) == []


def write(root: Path, files: dict[str, str]) -> None:
    for name, text in files.items():
        path = root / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")


def test_a_deliberate_circle_is_found(tmp_path: Path) -> None:
    write(
        tmp_path,
        {
            "engine/__init__.py": "",
            "engine/a.py": "from engine import b\n",
            "engine/b.py": "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n"
            "    from engine.c import C\n",
            "engine/c.py": "import engine.a\n",
            "engine/d.py": "from engine.a import x\n",
        },
    )
    ours, _ = edges(tmp_path)
    assert circles(ours) == [["engine.a", "engine.b", "engine.c"]]


def test_each_forbidden_arrow_is_named(tmp_path: Path) -> None:
    write(
        tmp_path,
        {
            "bot.py": "import cogs.game\n",
            "cogs/__init__.py": "",
            "cogs/game.py": "from cogs.kit.compose import messages\n",
            "cogs/kit/__init__.py": "",
            "cogs/kit/compose/__init__.py": "",
            "cogs/kit/compose/messages.py": "from cogs import game\n",  # kit -> cogs
            "cogs/admin.py": "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n"
            "    from bot import TroyBot\n",  # anything -> bot, even for a type
            "tabletop/__init__.py": "import discord\n",  # the service -> Discord
            "tabletop/clocks.py": "",
            "tabletop/store/__init__.py": "from tabletop import clocks\n",  # store -> feature
            "render/__init__.py": "import discord\n",
            "web/__init__.py": "import discord\nfrom cogs import game\n",  # web -> Discord
            "tabletop/records.py": "from web import links\n",  # the service -> the web view
            "engine/__init__.py": "from render import x\n",
        },
    )
    ours, foreign = edges(tmp_path)
    found = forbidden(ours, foreign)
    assert found == [
        "cogs.admin -> bot (line 3)",
        "cogs.kit.compose.messages -> cogs.game (line 1)",
        "engine -> render (line 1)",
        "render -> discord (line 1)",
        "tabletop -> discord (line 1)",
        "tabletop.records -> web (line 1)",
        "tabletop.store -> tabletop.clocks (line 1)",
        "web -> cogs (line 2)",
        "web -> cogs.game (line 2)",
        "web -> discord (line 1)",
    ]
    assert circles(ours) == [["cogs.game", "cogs.kit.compose.messages"]]
