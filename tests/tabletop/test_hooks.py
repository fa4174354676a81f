"""The service's parts plug in at hook points and never override one another."""

from __future__ import annotations

import ast
from collections import defaultdict
from pathlib import Path

import tabletop
from tabletop.service import Service

SERVICE_DIR = Path(tabletop.__file__).parent


def test_no_part_of_the_service_overrides_another() -> None:
    defined: dict[str, list[str]] = defaultdict(list)
    for cls in Service.__mro__[1:]:
        if cls is object:
            continue
        for name in vars(cls):
            if not (name.startswith("__") and name.endswith("__")):
                defined[name].append(cls.__name__)
    assert {name: where for name, where in defined.items() if len(where) > 1} == {}


def test_no_part_of_the_service_calls_super_but_an_error() -> None:
    """``super()`` is left only to exceptions' constructors: features chain through hooks."""
    found = []
    for path in sorted(SERVICE_DIR.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for cls in (n for n in ast.walk(tree) if isinstance(n, ast.ClassDef)):
            for fn in cls.body:
                if not isinstance(fn, ast.FunctionDef | ast.AsyncFunctionDef):
                    continue
                calls = [
                    c
                    for c in ast.walk(fn)
                    if isinstance(c, ast.Call)
                    and isinstance(c.func, ast.Name)
                    and c.func.id == "super"
                ]
                if calls and fn.name != "__init__":
                    found.append(f"{path.name}: {cls.name}.{fn.name}")
    assert found == []


def test_every_hook_point_is_filled_in_its_order(service: Service) -> None:
    filled = service.hooks
    assert [s.store.__name__ for s in filled.new_table] == [
        "_store_pace",
        "_store_timeout",
        "_store_hints",
    ]
    assert [h.__name__ for h in filled.commit_writes] == ["_clock_writes"]
    assert [h.__name__ for h in filled.update] == ["_time_after_update"]
    assert [h.__name__ for h in filled.time_out] == ["_chosen_time_out", "_bots_play_late"]
