"""The English table pictures this process drew lately, by (game, version), for the web view
served beside the bot (``WEB_PORT``): it shows the same public table, so it takes the picture
the delivery drew rather than drawing it a second time while the bot's moves wait for a core.

A picture is shelved as its drawing starts, so a watcher asking in the middle waits for that
drawing instead of starting another. It is handed out only for the very view and names the web
view would draw it from (the public view alone, as the web's own drawing would be), and only
in English: the web page speaks English. Nothing is shelved until a web view beside the bot
asks for the shelf (``shelve``): a bot that serves no pages keeps no pictures.
"""

from __future__ import annotations

import asyncio
from collections import OrderedDict
from collections.abc import Awaitable, Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

KEPT = 32  # (game, version) pairs: the web asks within a second or two of a move's commit


@dataclass(frozen=True)
class _Drawing:
    view: Mapping[str, Any]
    names: tuple[str, ...]
    picture: asyncio.Future[bytes | None]


_shelf: OrderedDict[tuple[int, int], _Drawing] = OrderedDict()
_open = False


def shelve() -> Callable[[int, int, Mapping[str, Any], Sequence[str]], Awaitable[bytes | None]]:
    """Keep the pictures drawn from now on; returns how the web view asks for one."""
    global _open
    _open = True
    return drawn_table


def keep(
    game_id: int,
    version: int,
    view: Mapping[str, Any],
    names: Sequence[str],
    drawing: Awaitable[bytes | None],
) -> asyncio.Future[bytes | None]:
    """Shelve the picture of ``game_id`` at ``version`` as it is drawn from ``view`` and
    ``names``; returns the drawing, for the delivery to await as its own."""
    picture = asyncio.ensure_future(drawing)
    if not _open:
        return picture
    _shelf[(game_id, version)] = _Drawing(view, tuple(names), picture)
    _shelf.move_to_end((game_id, version))
    while len(_shelf) > KEPT:
        _shelf.popitem(last=False)
    return picture


async def drawn_table(
    game_id: int, version: int, view: Mapping[str, Any], names: Sequence[str]
) -> bytes | None:
    """The delivery's picture of the table at ``version`` drawn from this ``view`` and
    ``names`` (waiting for it while it is drawn), else None: not drawn here, drawn from
    something else, or failed."""
    found = _shelf.get((game_id, version))
    if found is None or found.picture.get_loop() is not asyncio.get_running_loop():
        return None
    if found.names != tuple(names) or found.view != view:
        return None
    try:
        return await asyncio.shield(found.picture)
    except asyncio.CancelledError:
        if found.picture.cancelled():  # the delivery gave up on it; the asker was not cancelled
            return None
        raise
    except Exception:  # noqa: BLE001 - the web view draws its own instead
        return None


def forget() -> None:
    """Empty and close the shelf (a test's fresh start)."""
    global _open
    _shelf.clear()
    _open = False
