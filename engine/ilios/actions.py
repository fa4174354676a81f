"""ILIOS actions and their short codes (``deploy:axeman:C4:E``, ``iron:C4``, ``keep`` ...).

A deploy may carry the ``Position`` it was offered on (``legal_actions`` and ``decode`` attach it,
because ``describe`` gets no state), so ``describe`` can say what it would raid and take. Those
words are built only when asked for: a bot chooses one of hundreds of legal deploys, and only the
few shown in autocomplete are ever described. The position takes no part in equality.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from engine.core.english import N_
from engine.core.errors import InvalidAction
from engine.core.game import MAX_LABEL
from engine.core.said import english, listed, say, term
from engine.ilios.geometry import FACING_NAMES, FACINGS, name_of, parse_index
from engine.ilios.resolve import preview, resolve_deploy
from engine.ilios.state import Cell, State
from engine.ilios.tiles import FIXED, HORSES, KINDS, name, parse_kind

VERBS = ("waste", "iron", "deploy", "return", "keep")
# The tiles set out on the board, never drawn: the refusal of one typed as a tile to play.
NEVER_IN_HAND = {
    "iron": N_("An Iron weapon is never in a hand, so it cannot be played."),
    "wasteland": N_("A Wasteland is never in a hand, so it cannot be played."),
    "troy": N_("Troy is never in a hand, so it cannot be played."),
}


@dataclass(frozen=True, slots=True)
class Position:
    """The board a seat's deploys are offered on; one is shared by a whole legal list."""

    board: tuple[Cell | None, ...]
    size: int
    seat: int
    disks_left: int

    @staticmethod
    def of(state: State, seat: int) -> Position:
        return Position(tuple(state.board), state.size, seat, state.disks_left[seat])


@dataclass(frozen=True, slots=True)
class Action:
    """One decision of a seat. ``square`` is a square name; horses always face ``"N"``."""

    verb: str
    kind: str | None = None
    square: str | None = None  # square name such as "C4"
    facing: str | None = None
    where: Position | None = field(default=None, compare=False, hash=False, repr=False)

    @property
    def code(self) -> str:
        return encode(self)


def note(action: Action, *, counted: bool = False) -> str:
    """What a deploy on its position would raid and take ("" when it has no position)."""
    where = action.where
    if where is None or action.verb != "deploy" or action.kind is None:
        return ""
    index = parse_index(action.square or "", where.size)
    if index is None or where.board[index] is not None:
        return ""
    done = resolve_deploy(
        where.board, where.size, where.seat, where.disks_left, action.kind, index, action.facing
    )
    return preview(done, where.size, counted=counted)


def encode(action: Action) -> str:
    """The action's code; a deploy not yet facing anywhere (typed so, for ``parse`` to refuse
    in the game's words) has no facing segment."""
    if action.verb in ("waste", "iron"):
        return f"{action.verb}:{action.square}"
    if action.verb == "deploy":
        tail = "" if action.facing is None else f":{action.facing}"
        return f"deploy:{action.kind}:{action.square}{tail}"
    if action.verb == "return":
        return f"return:{action.kind}"
    return "keep"


def read(code: str) -> Action:
    """A code's fields as they are written, checked against nothing (``parse`` checks them
    against a position): what the layers above read from a listed code."""
    verb, *rest = code.split(":")
    if verb in ("waste", "iron"):
        return Action(verb, square=rest[0] if rest else None)
    if verb == "deploy":
        kind, square, facing = (rest + [None, None, None])[:3]
        return Action(verb, kind, square, facing)
    if verb == "return":
        return Action(verb, kind=rest[0] if rest else None)
    return Action(verb)


def describe(action: Action) -> str:
    """Said words for autocomplete and the log (fitted where they are shown)."""
    if action.verb in ("waste", "iron"):
        message = (
            N_("Place a wasteland at {square}")
            if action.verb == "waste"
            else N_("Place an iron weapon at {square}")
        )
        text = say(message, square=action.square or "")
    elif action.verb == "deploy":
        assert action.kind is not None and action.facing is not None
        tile, square = term(name(action.kind)), action.square or ""
        if action.kind in HORSES:
            text = say("Deploy {tile} at {square}", tile=tile, square=square)
        else:
            facing = term(FACING_NAMES[action.facing])
            text = say(
                "Deploy {tile} at {square} facing {facing}", tile=tile, square=square, facing=facing
            )
    elif action.verb == "return":
        assert action.kind is not None
        text = say("Return {tile} to the bag and draw again", tile=term(name(action.kind)))
    else:
        text = say("Keep your hand")
    words = note(action)
    if not words:
        return text
    whole = say("{move} ({note})", move=text, note=words)
    if len(english(whole)) <= MAX_LABEL:
        return whole
    return say("{move} ({note})", move=text, note=note(action, counted=True))


def _square(text: str, size: int) -> str:
    index = parse_index(text, size)
    if index is None:
        raise InvalidAction(
            "There is no square {square} on a {size}×{size} board.",
            square=text.strip().upper(),
            size=size,
        )
    return name_of(index, size)


def _hand_kind(text: str, state: State, seat: int) -> str:
    kind = parse_kind(text)
    hand = state.hands[seat] if 0 <= seat < state.seats else []
    if kind is None or (kind in HORSES and not state.expansion and kind not in hand):
        # The tiles of this table's bag, by the names players read (no horse without Troy).
        known = [
            term(name(k)) for k in KINDS if k not in FIXED and (state.expansion or k not in HORSES)
        ]
        raise InvalidAction(
            "There is no tile called {typed} here. Tiles: {tiles}.",
            typed=repr(text.strip()),
            tiles=listed(known, ", "),
        )
    if kind in FIXED:
        raise InvalidAction(NEVER_IN_HAND[kind])
    if kind not in hand:
        raise InvalidAction("You have no {tile} in your hand.", tile=term(name(kind)))
    return kind


def parse(state: State, seat: int, code: str) -> Action:
    """Turn a code into an action, checking only what the code itself can get wrong."""
    parts = [p.strip() for p in code.strip().split(":")]
    verb = parts[0].lower()
    if verb not in VERBS:
        raise InvalidAction(
            "{typed} is not an ILIOS action; try deploy:<tile>:<square>:<facing>, "
            "waste:<square>, iron:<square>, return:<tile> or keep.",
            typed=repr(code.strip()),
        )
    if verb == "keep":
        if len(parts) != 1:
            raise InvalidAction("'keep' takes nothing after it.")
        return Action("keep")
    if verb in ("waste", "iron"):
        if len(parts) != 2:
            raise InvalidAction("Write {verb}:<square>, for example {verb}:C4.", verb=verb)
        return Action(verb, square=_square(parts[1], state.size))
    if verb == "return":
        if len(parts) != 2:
            raise InvalidAction("Write return:<tile>, for example return:spearman.")
        return Action("return", kind=_hand_kind(parts[1], state, seat))
    if len(parts) not in (3, 4):
        raise InvalidAction(
            "Write deploy:<tile>:<square>:<facing>, for example deploy:axeman:C4:E."
        )
    kind = _hand_kind(parts[1], state, seat)
    square = _square(parts[2], state.size)
    if kind in HORSES:
        # A horse jumps the same way whichever way it is turned: its facing is always N.
        return Action("deploy", kind, square, "N")
    if len(parts) != 4:
        raise InvalidAction("Say which way the {tile} faces: N, E, S or W.", tile=term(name(kind)))
    facing = parts[3].upper()
    facing = {"NORTH": "N", "EAST": "E", "SOUTH": "S", "WEST": "W"}.get(facing, facing)
    if facing not in FACINGS:
        raise InvalidAction("{typed} is not a facing; use N, E, S or W.", typed=repr(parts[3]))
    return Action("deploy", kind, square, facing)
