"""The two entry points the Discord layer calls: the game's drawer, found from ``view["game"]``
through ``engine.registry`` (whose entry names the renderer package).

Game packages are imported on first use, so importing ``render`` stays cheap and a game being
broken cannot stop the others from drawing.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from engine import registry
from render.core.describe import ALT_TEXT, fit_alt, shared_hand, shared_table
from render.core.language import ENGLISH_WORDS, Words

Drawer = Callable[..., bytes]  # (view, names, *, said) -> PNG


def _drawer(view: Mapping[str, Any], module: str) -> Drawer:
    """``<renderer>.<module>.draw_<module>``; KeyError for a game with no pictures."""
    key = str(view.get("game"))
    package = registry.ENTRIES[key].render if key in registry.ENTRIES else None
    if package is None:
        known = ", ".join(e.game.key for e in registry.all_entries() if e.render)
        raise KeyError(f"no pictures for game {key!r}; known: {known}")
    mod = importlib.import_module(f"{package}.{module}")
    fn: Drawer = mod.__dict__[f"draw_{module}"]
    return fn


def draw_table(view: Mapping[str, Any], names: Sequence[str], said: Words = ENGLISH_WORDS) -> bytes:
    """PNG bytes of the public table for a public view; ``names[i]`` names seat ``i``; its
    words in ``said``'s language."""
    return _drawer(view, "table")(view, names, said=said)


def caption(view: Mapping[str, Any], names: Sequence[str], said: Words = ENGLISH_WORDS) -> str:
    """Words to post beside the table picture: what a game's picture cannot show large enough
    at Discord's preview size (a wargame's calendar, losses and last fights). A game opts in
    with ``<renderer>.caption.caption(view, names) -> str``; without one this is empty."""
    key = str(view.get("game"))
    package = registry.ENTRIES[key].render if key in registry.ENTRIES else None
    if package is None:
        return ""
    try:
        mod = importlib.import_module(f"{package}.caption")
    except ModuleNotFoundError:
        return ""
    text: str = mod.caption(view, names, said=said)
    return text


def _describer(view: Mapping[str, Any], name: str) -> Callable[..., str] | None:
    """``<renderer>.describe.<name>``, or None for a game that does not describe its own."""
    key = str(view.get("game"))
    package = registry.ENTRIES[key].render if key in registry.ENTRIES else None
    if package is None:
        return None
    try:
        mod = importlib.import_module(f"{package}.describe")
    except ModuleNotFoundError:
        return None
    found: Callable[..., str] | None = getattr(mod, name, None)
    return found


def describe_table(
    view: Mapping[str, Any],
    names: Sequence[str],
    said: Words = ENGLISH_WORDS,
    *,
    room: int | None = ALT_TEXT,
) -> str:
    """The table picture in words (its alt text) in ``said``'s language: the game's own
    description (``<renderer>.describe.describe_table``), else the words every game shares;
    within ``room`` characters (Discord's limit), or all of them (``None``: a web page)."""
    own = _describer(view, "describe_table")
    text = own(view, names, said=said, room=room) if own else shared_table(view, names, said)
    return text if room is None else fit_alt(text, room)


def describe_hand(
    view: Mapping[str, Any], names: Sequence[str], said: Words = ENGLISH_WORDS
) -> str:
    """One player's hand picture in words, from their seat view, in ``said``'s language."""
    own = _describer(view, "describe_hand")
    return fit_alt(own(view, names, said=said) if own else shared_hand(view, names, said))


def draw_hand(view: Mapping[str, Any], names: Sequence[str], said: Words = ENGLISH_WORDS) -> bytes:
    """PNG bytes of one player's hand for that player's seat view, in ``said``'s language."""
    return _drawer(view, "hand")(view, names, said=said)
