"""Action codes: their fields both ways (``Action``, ``read``: what the layers above use instead
of splitting a code), and reading codes typed or clicked by players: any case in, one canonical
form out (lower-case words and ids, upper-case squares, e.g. ``move:ajax:F7``)."""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from engine.core.errors import InvalidAction
from engine.siege.board import BOARD
from engine.siege.pieces import PIECES

_SQUARE_VERBS = ("swap", "move", "shoot")


@dataclass(frozen=True)
class Action:
    """A code's fields: ``verb``, then the piece (``done``: the end of the night's recovery)
    and the square it goes to or shoots at, when the verb takes them."""

    verb: str
    piece: str | None = None
    square: str | None = None

    @property
    def code(self) -> str:
        return ":".join(p for p in (self.verb, self.piece, self.square) if p is not None)


def read(code: str) -> Action:
    """A listed code's fields as written, checked against nothing (``parse`` checks them)."""
    verb, *rest = code.split(":")
    return Action(verb, *rest[:2])


@lru_cache(maxsize=1 << 17)
def parse(code: str) -> str:
    """The canonical action for ``code``; InvalidAction (with a readable message) when the code
    names no Siege action at all. Whether it is allowed now is the rules' business."""
    parts = [p.strip() for p in code.strip().split(":")]
    verb = parts[0].lower() if parts else ""
    if verb in ("ready", "end") and len(parts) == 1:
        return verb
    if verb == "recover" and len(parts) == 2 and parts[1].lower() == "done":
        return "recover:done"
    if verb in ("recover", "unplan") and len(parts) == 2:
        return f"{verb}:{_piece(parts[1])}"
    if verb in _SQUARE_VERBS and len(parts) == 3:
        square = BOARD.parse(parts[2])
        if square is None:
            raise InvalidAction("`{typed}` is not a square of the map (A1 to X16).", typed=parts[2])
        return f"{verb}:{_piece(parts[1])}:{BOARD.name(square)}"
    raise InvalidAction(
        "`{typed}` is not a Siege action: try move:<piece>:<square>, shoot:<archer>:<square>, "
        "unplan:<piece>, end, swap:<piece>:<square>, ready or recover:<piece>.",
        typed=code[:40],
    )


def _piece(text: str) -> str:
    pid = text.lower()
    if pid not in PIECES:
        raise InvalidAction("There is no piece called `{typed}`.", typed=text[:30])
    return pid
