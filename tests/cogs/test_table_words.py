"""The words above a table stay short: a phone shows them above the picture, so every table
post (the pictured table and the short text posted instead of one) has at most four lines,
each one line on a phone (about 90 characters, a mention counted as a name's length). The final
table adds the game's story, three lines (📈) once per game, beside its chart.

Read over a whole game of each game (``tours.py``): every post and edit of a table on the way,
not only its last state.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

import pytest
from simcord.http import router
from simtable import World
from tours import TOURS, recording, tour

LINES = 4
WIDTH = 90
MENTION = re.compile(r"<[@#][!&]?\d+>")
NAME = "x" * 10  # a mention shows as a name: about this long
LOG_BUTTON = "tt:o:"  # the "Log" button every table post carries


def is_table(body: Mapping[str, Any]) -> bool:
    """A table post: it carries the table's Log button."""
    return any(
        str(item.get("custom_id", "")).startswith(LOG_BUTTON)
        for row in body.get("components") or ()
        for item in row.get("components") or ()
    )


def too_long(content: str) -> list[str]:
    """What is wrong with one table post's words, if anything."""
    lines = content.split("\n")
    story = [line for line in lines if line.startswith("📈 ")]
    found = [f"{len(lines)} lines"] if len(lines) - len(story) > LINES or len(story) > 3 else []
    for line in lines:
        shown = MENTION.sub(NAME, line)
        if len(shown) > WIDTH:
            found.append(f"a line of {len(shown)} characters: {line!r}")
    return found


@pytest.mark.parametrize("name", sorted(TOURS))
async def test_every_table_post_is_four_short_lines(
    world: World, monkeypatch: pytest.MonkeyPatch, name: str
) -> None:
    recorder = recording(monkeypatch)
    posts: list[str] = []
    real = router.dispatch

    def dispatch(backend: Any, method: str, path: str, **kwargs: Any) -> Any:
        body = kwargs.get("json")
        if method in ("POST", "PATCH") and isinstance(body, Mapping):
            data = body.get("data") if path.endswith("/callback") else body
            if isinstance(data, Mapping) and is_table(data) and data.get("content"):
                posts.append(str(data["content"]))
        return real(backend, method, path, **kwargs)

    monkeypatch.setattr(router, "dispatch", dispatch)
    await tour(world, recorder, name)
    assert len(posts) > 5, "too few table posts were read"
    found = {f"{problem} in {post!r}" for post in posts for problem in too_long(post)}
    assert not found, f"{len(found)} table posts too long:\n" + "\n".join(sorted(found)[:20])
