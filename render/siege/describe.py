"""The Siege of Troy pictures in words, for a player who cannot see them (their alt text, read
out by screen readers): the table from the public view alone, a commander's pieces from their
seat view.

What matters comes first: who must act and for what (or the result), the day and the hour, how
each side stands towards victory, the last dice and the fights this move sets up, then the
squares of the close-up (``render.siege.closeup.decision``), each with its pieces, nearest where
the decision is first. Discord takes at most 1,024 characters, so the words are fitted here by
whole sentences: the least useful go first (the coming events and the plans outside the
close-up, then the farthest squares, then the last dice, but never the three nearest squares);
a word-cut is the last resort, for names too long for anything else. A commander's many pieces
are told in short when in full they would not fit.

Sides are named in words (Greeks, Trojans), never by colour, and no sign carries meaning alone:
the arrows and sums of the caption's lines (``render.siege.words``) are said in words here.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from engine.core.english import counted, listing
from engine.core.grid import square_name
from engine.siege.board import BOARD
from engine.siege.pieces import SIDES, Side
from engine.siege.victory import BURN_SHIPS, TAKE_TROY
from engine.siege.view_types import PublicView, SeatView, public_of, seat_of
from render.core.describe import ALT_TEXT, fit_alt
from render.core.language import ENGLISH_WORDS, Words
from render.core.names import seat_name
from render.siege.caption import calendar_line, coming_spans
from render.siege.closeup import decision
from render.siege.hand import STATES, commanded, piece_line
from render.siege.header import loss_words
from render.siege.mapview import Window
from render.siege.model import (
    Piece,
    Pos,
    by_id,
    is_over,
    pos,
    read_calendar,
    read_pieces,
    read_plans,
)
from render.siege.region import region_window
from render.siege.words import (
    fight_lines,
    night_lines,
    outcome_words,
    result_lines,
    results_title,
    side_word,
    stage_words,
)

# The signs of the caption's lines, said as words. Order matters: a spaced dash between names
# ("Paris – Menelaus") before the bare one between scores ("10–8").
SPOKEN = (
    (" — ", ", "),
    (" · ", ", "),
    (" + ", " plus "),
    (" = ", " makes "),
    (" v ", " against "),
    (" – ", " and "),
    ("–", " to "),
    ("(A)", "(archer)"),
)
# Terrain as a square's words name it; open plain goes unsaid.
TERRAIN = {
    "shore": "shore",
    "ship": "a ship",
    "scamander": "river Scamander",
    "simoeis": "river Simoeis",
    "hill": "hill",
    "wall": "the wall",
    "gate": "the gate",
    "camp": "camp",
    "citadel": "citadel of Troy",
}
CITADEL = frozenset(BOARD.col_row(sq) for sq in BOARD.citadel)
SHIPS = frozenset(BOARD.col_row(sq) for sq in BOARD.ships)
NEAREST = 3  # squares of the close-up told before the plans and the last dice


def spoken(text: str, arrow: str = ". Result: ") -> str:
    """``text`` with its signs in words; ``arrow`` says what "→" stands for there."""
    text = text.replace(" → ", arrow)
    for sign, words in SPOKEN:
        text = text.replace(sign, words)
    return text


def sentence(text: str) -> str:
    """``text`` as one sentence: a capital first, one full stop last."""
    text = text.strip().rstrip(".")
    return f"{text[:1].upper()}{text[1:]}." if text else ""


def fit(essential: Sequence[str], optional: Iterable[str], room: int = ALT_TEXT) -> str:
    """The essential sentences, then every optional one that still fits, in their order (the
    optional ones come most useful first); cut at a word only when the essentials alone are
    too long."""
    kept = [s for s in essential if s]
    used = sum(len(s) + 1 for s in kept)
    for extra in optional:
        if extra and used + len(extra) + 1 <= room + 1:
            kept.append(extra)
            used += len(extra) + 1
    return fit_alt(" ".join(kept))


# --- the table --------------------------------------------------------------------------------


def seat_side(view: PublicView, names: Sequence[str], seat: int) -> str:
    """ "Ann (Greeks)": a player by name and side."""
    return f"{seat_name(names, seat)} ({side_word(view['sides'][seat])})"


def turn_sentence(view: PublicView, names: Sequence[str]) -> str:
    """Who must act and what for, or the result."""
    if is_over(view):
        title, reason = outcome_words(view)
        result = f"{title[:1].lower()}{title[1:]}"
        return f"The game is over: {result}." + (f" {sentence(reason)}" if reason else "")
    stage = stage_words(view)
    acting = [seat_side(view, names, s) for s in view["to_act"]]
    if not acting:
        return sentence(f"Now: {stage}") if stage else ""
    return sentence(f"{listing(acting)} to act: {stage}" if stage else f"{listing(acting)} to act")


def when_sentence(view: PublicView) -> str:
    """The day and the hour, the gods' favour, the wall and Achilles (at the end: when it
    ended)."""
    cal = read_calendar(view)
    if is_over(view):
        return f"It ended on day {cal.day}, hour {cal.hour}."
    return spoken(calendar_line(view, cal))


def count_on(pieces: Sequence[Piece], side: Side, squares: frozenset[Pos]) -> int:
    return sum(1 for p in pieces if p.side == side and p.on_map and p.square in squares)


def standing_sentences(view: PublicView, names: Sequence[str]) -> list[str]:
    """Each side's players, pieces on the map, losses and how near its victory by squares is:
    the Greeks' pieces in the citadel, the Trojans' on the ships."""
    pieces = read_pieces(view)
    goals = {"greek": ("in the citadel", CITADEL, TAKE_TROY, "take Troy")}
    goals["trojan"] = ("on the ships", SHIPS, BURN_SHIPS, "burn the fleet")
    out = []
    for side in SIDES:
        players = listing([seat_name(names, s) for s in view["commanders"][side]]) or "nobody"
        on_map = sum(1 for p in pieces if p.side == side and p.on_map)
        where, squares, needed, wins = goals[side]
        there = count_on(pieces, side, squares)
        out.append(
            f"{side_word(side)}, played by {players}: {counted(on_map, 'piece')} on the map, "
            f"{loss_words(view, side)}; {there} {where}, where {needed} at once {wins}."
        )
    return out


def results_sentences(view: PublicView) -> list[str]:
    """The last dice: their heading, then each shot, battle and duel in the order rolled."""
    lines = result_lines(view)
    if not lines:
        return []
    head = results_title(view).replace("Last results", "The last dice")
    return [sentence(head), *(sentence(spoken(line)) for line in lines)]


def fights_sentence(view: PublicView) -> str:
    """The shots and fights this move's plans set up."""
    fights = [spoken(line, " at ") for line in fight_lines(view)]
    return f"This move sets up: {'; '.join(fights)}." if fights else ""


def moves_sentence(view: PublicView, window: Window) -> str:
    """The planned moves of pieces outside the close-up (its squares tell their own)."""
    pieces = by_id(read_pieces(view))
    moves = []
    for plan in read_plans(view):
        piece = pieces.get(plan.piece)
        if piece is not None and piece.square is not None and window.contains(piece.square):
            continue
        name = piece.name if piece else plan.piece
        moves.append(f"{name} from {square_name(plan.path[0])} to {square_name(plan.path[-1])}")
    return f"Planned moves outside the close-up: {'; '.join(moves)}." if moves else ""


def kind_words(piece: Piece, state: bool = True) -> str:
    """ "hero Ajax (8)", "archer Teucer", "soldier Argives 2 (1)", with its state when not
    well and ``state``."""
    if piece.archer:
        words = f"archer {piece.name}"
    elif piece.value > 1:
        words = f"hero {piece.name} ({piece.value})"
    else:
        words = f"soldier {piece.name} ({piece.value})"
    said = STATES.get(piece.state, piece.state) if state else ""
    return f"{words}, {said}" if said else words


def planned_words(piece: Piece) -> str:
    """ ", planned from O11" for a piece this move's plans have moved."""
    moved = piece.origin is not None and piece.origin != piece.square
    return f", planned from {square_name(piece.origin)}" if moved and piece.origin else ""


def terrain_words(square: Pos, day: int) -> str:
    """What a square is, when not open plain: "hill", "river Scamander", "a ship"."""
    terrain = str(BOARD.terrain_on(BOARD.grid.index(square), day))
    return TERRAIN.get(terrain, "")


def square_sentence(square: Pos, here: Sequence[Piece], day: int) -> str:
    """ "G9, hill: Greek hero Ajax (8), wounded." Pieces by side, Greeks first."""
    terrain = terrain_words(square, day)
    head = square_name(square) + (f", {terrain}" if terrain else "")
    sides = []
    for side in SIDES:
        mine = [kind_words(p) + planned_words(p) for p in here if p.side == side]
        if mine:
            sides.append(f"{side_word(side, plural=False)} {listing(mine)}")
    return f"{head}: {'; '.join(sides)}."


def squares_in(view: PublicView, window: Window, near: Sequence[Pos]) -> list[str]:
    """A sentence for each square of ``window`` with pieces on it, nearest ``near`` first."""
    day = read_calendar(view).day
    at: dict[Pos, list[Piece]] = {}
    for p in read_pieces(view):
        if p.on_map and p.square is not None and window.contains(p.square):
            at.setdefault(p.square, []).append(p)

    def distance(sq: Pos) -> tuple[int, int, int]:
        d = min((abs(sq[0] - n[0]) + abs(sq[1] - n[1]) for n in near), default=0)
        return d, sq[1], sq[0]

    return [square_sentence(sq, at[sq], day) for sq in sorted(at, key=distance)]


def window_words(window: Window) -> str:
    """ "F3 to M9": the close-up's corners."""
    first = square_name((window.col0, window.row0))
    last = square_name((window.col0 + window.cols - 1, window.row0 + window.rows - 1))
    return f"{first} to {last}"


def squares_fitted(
    head: str, squares: Sequence[str], room: int, most: int | None = None
) -> list[str]:
    """``head`` and as many of ``squares`` (at most ``most``) as fit in ``room`` characters,
    nearest first, with how many squares were left out; nothing when not even ``head`` fits."""
    if not squares:
        return [f"{head} No piece stands there."] if len(head) + 24 <= room else []
    for told in range(min(len(squares), most or len(squares)), -1, -1):
        left = len(squares) - told
        tail = [f"{counted(left, 'farther square')} with pieces not told."] if left else []
        parts = [head, *squares[:told], *tail]
        if sum(len(p) + 1 for p in parts) <= room:
            return parts
    return []


def _table_words(view: PublicView, names: Sequence[str], around: str = "") -> str:
    """The table's words; with ``around``, those of the squares round it (``/siege view``)."""
    if around:
        window = region_window(around)
        title, near = f"around {around.strip().upper()}", [pos(around) or (0, 0)]
    else:
        seen = decision(view, read_pieces(view))
        window, title, near = seen.window, seen.title, list(seen.squares)
    essential = [turn_sentence(view, names), when_sentence(view), *standing_sentences(view, names)]
    night = [sentence(spoken(line, ": ")) for line in night_lines(view)]
    early = [*night, *results_sentences(view), fights_sentence(view)]
    about = f", {title[:1].lower()}{title[1:]}" if title else ""
    head = f"The close-up shows {window_words(window)}{about}."
    coming = [sentence(spoken(span)) for span in coming_spans(read_calendar(view))[:2]]
    late = [moves_sentence(view, window), *coming]
    squares = squares_in(view, window, near)
    # By usefulness: the few nearest squares, then the night, the last dice and the plans,
    # then the farther squares, then what is coming; told in the order of the picture.
    room = ALT_TEXT - sum(len(s) + 1 for s in essential if s)
    nearest = sum(len(s) + 1 for s in squares_fitted(head, squares, room, NEAREST))
    kept: list[str] = []
    for extra in early:
        if extra and len(extra) + 1 <= room - nearest:
            kept.append(extra)
            room -= len(extra) + 1
    told = squares_fitted(head, squares, room)
    return fit([*essential, *kept, *told], late)


def describe_table(
    view: Mapping[str, Any], names: Sequence[str], *, said: Words = ENGLISH_WORDS
) -> str:
    """The table picture in words, from the public view only (a seat view's own keys are never
    read): who acts, the hour, each side's standing, the last dice, the plans, then the
    close-up's squares with pieces, nearest where the decision is first."""
    return _table_words(public_of(view), names)


def describe_region(view: Mapping[str, Any], around: str, names: Sequence[str]) -> str:
    """The zoomed picture of ``/siege view around:…`` in words: as the table's, the squares
    being those round ``around`` (nearest it first); ValueError off the map."""
    return _table_words(public_of(view), names, around)


# --- a commander's pieces ---------------------------------------------------------------------


def ask_sentence(view: SeatView, names: Sequence[str]) -> str:
    """What the rules wait for from this seat, or from whom else, or the result."""
    if is_over(view):
        return turn_sentence(view, names)
    stage = stage_words(view)
    if view["seat"] in view["to_act"]:
        return sentence(f"Your turn: {stage}" if stage else "Your turn")
    others = [seat_side(view, names, s) for s in view["to_act"]]
    if not others:
        return sentence(f"Now: {stage}") if stage else ""
    return sentence(f"Waiting for {listing(others)}: {stage}" if stage else "Waiting")


def night_choices(view: SeatView) -> str:
    """At night, for a seat that acts: what its side may still bring back."""
    night = view["night"]
    if night is None or view["seat"] not in view["to_act"]:
        return ""
    part = night[view["side"]]
    pieces = by_id(read_pieces(view))
    choices = [pieces[c].name if c in pieces else c for c in part["choices"]]
    left = counted(part["left"], "point")
    if not choices:
        return f"You have {left} left to recover, and no piece that fits."
    return f"You have {left} left to recover; you may bring back {listing(choices)}."


def piece_sentence(piece: Piece, plans: dict[str, str], shots: dict[str, str]) -> str:
    """ "Hero Ajax (8): F7 to H9 planned." as the hand picture's line says it."""
    line = spoken(piece_line(piece, plans, shots), " to ")
    words = kind_words(piece, state=False)
    return sentence(f"{words}: {line}" if line else words)


def piece_brief(piece: Piece, plans: dict[str, str], shots: dict[str, str]) -> str:
    """ "Ajax (8) H12 to Q13 planned", "Teucer (archer) E12": a piece in short."""
    value = "archer" if piece.archer else str(piece.value)
    return f"{piece.name} ({value}) {spoken(piece_line(piece, plans, shots), ' to ')}".strip()


def describe_hand(
    view: Mapping[str, Any], names: Sequence[str], *, said: Words = ENGLISH_WORDS
) -> str:
    """A commander's picture in words, from their seat view: who they are and their side,
    what the rules wait for from them, then each piece they command on the map with its square
    and plan, and those dead or gone."""
    mine = seat_of(view)
    pieces = commanded(mine)
    on_map = [p for p in pieces if p.on_map]
    head = (
        f"Your command, {seat_name(names, mine['seat'])}, {side_word(mine['side'])}: "
        f"{counted(len(pieces), 'piece')}, {len(on_map) or 'none'} on the map."
    )
    plans = {p.piece: square_name(p.path[-1]) for p in read_plans(mine)}
    shots = {s["archer"]: s["target"] for s in mine["shots"]}
    lines = [piece_sentence(p, plans, shots) for p in on_map]
    off = []
    for state in ("dead", "gone"):
        names_off = [p.name for p in pieces if p.state == state]
        if names_off:
            off.append(f"{state.capitalize()}: {listing(names_off)}.")
    essential = [head, ask_sentence(mine, names), night_choices(mine)]
    whole = [*essential, *lines, *off]
    if sum(len(s) + 1 for s in whole if s) <= ALT_TEXT + 1:
        return " ".join(s for s in whole if s)
    # A side of many pieces for one commander: each piece in short, in one sentence.
    brief = [piece_brief(p, plans, shots) for p in on_map]
    room = ALT_TEXT - sum(len(s) + 1 for s in essential if s)
    for told in range(len(brief), 0, -1):
        more = f"; and {counted(len(brief) - told, 'more piece')}" if told < len(brief) else ""
        pieces_sentence = f"Your pieces: {'; '.join(brief[:told])}{more}."
        if len(pieces_sentence) <= room:
            return fit(essential, [pieces_sentence, *off])
    return fit(essential, off)
