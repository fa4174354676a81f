"""How undos sit in the append-only action log: an undo is a logged action with the
reserved code ``UNDO_CODE``, and it cancels the live action before it. Replays and records use
``live_actions`` so that setup + live actions gives the snapshot."""

from __future__ import annotations

from collections.abc import Sequence

# Not a game's code: game codes are the game's own words (``play:r3``), never starting with "!".
UNDO_CODE = "!undo"

Action = tuple[int, int, str]


def live_actions(actions: Sequence[Action]) -> list[Action]:
    """The actions that still count: each undo row removes the live action before it."""
    live: list[Action] = []
    for action in actions:
        if action[2] == UNDO_CODE:
            if live:
                live.pop()
        else:
            live.append(action)
    return live
