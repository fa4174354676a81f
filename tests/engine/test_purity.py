"""The engine is pure: importing every engine module loads no Discord, database or image library."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

SCRIPT = """
import importlib, json, pkgutil, sys
import engine
names = [m.name for m in pkgutil.walk_packages(engine.__path__, "engine.")]
for name in names:
    importlib.import_module(name)
import engine.registry
engine.registry.all_games()
bad = sorted(m for m in sys.modules if m.split(".")[0] in {"discord", "aiosqlite", "PIL"})
print(json.dumps({"modules": len(names), "bad": bad}))
"""


def test_engine_imports_no_io_libraries() -> None:
    result = subprocess.run(
        [sys.executable, "-c", SCRIPT], cwd=ROOT, capture_output=True, text=True, check=True
    )
    report = json.loads(result.stdout)
    assert report["modules"] >= 10
    assert report["bad"] == [], f"engine imported {report['bad']}"
