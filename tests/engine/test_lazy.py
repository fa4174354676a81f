"""LazyView builds its view once, on first read, and never when nobody reads it."""

from __future__ import annotations

from typing import Any

from engine.core.lazy import LazyView, built


def test_the_view_is_built_once_on_first_read() -> None:
    calls: list[int] = []

    def build() -> dict[str, Any]:
        calls.append(1)
        return {"seat": 1, "hand": ["a"]}

    view = LazyView(build)
    assert not view.built and calls == []
    assert view["seat"] == 1
    assert dict(view) == {"seat": 1, "hand": ["a"]} and len(view) == 2 and "hand" in view
    assert view.get("missing") is None
    assert calls == [1] and view.built


def test_an_unread_view_is_never_built() -> None:
    def build() -> dict[str, Any]:
        raise AssertionError("built although nobody read it")

    view = LazyView(build)
    assert repr(view) == "LazyView(<not built>)"


def test_built_hands_over_the_view_itself() -> None:
    whole = {"seat": 1}
    view = LazyView(lambda: whole)
    assert built(view) is whole and view.built
    assert built(whole) is whole, "a plain view is already built"
