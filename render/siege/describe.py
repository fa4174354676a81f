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

from engine.core.grid import square_name
from engine.siege.board import BOARD
from engine.siege.pieces import SIDES, Side
from engine.siege.victory import BURN_SHIPS, TAKE_TROY
from engine.siege.view_types import PublicView, SeatView, public_of, seat_of
from render.core.describe import ALT_TEXT, fit_alt, sentences
from render.core.language import ENGLISH_WORDS, N_, Words
from render.siege.caption import calendar_line, coming_spans
from render.siege.closeup import decision
from render.siege.hand import commanded, piece_line, state_words
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
    piece_name,
    player,
    result_lines,
    results_title,
    side_word,
    stage_words,
)

# The signs of the caption's lines, said as words (None: a comma). Order matters: a spaced dash
# between names ("Paris – Menelaus") before the bare one between scores ("10–8").
SPOKEN: tuple[tuple[str, str | None], ...] = (
    (" — ", None),
    (" · ", None),
    (" + ", N_("plus")),
    (" = ", N_("makes")),
    (" v ", N_("against")),
    (" – ", N_("and")),
    ("–", N_("to")),
)
# Terrain as a square's words name it; open plain goes unsaid.
TERRAIN = {
    "shore": N_("shore"),
    "ship": N_("a ship"),
    "scamander": N_("river Scamander"),
    "simoeis": N_("river Simoeis"),
    "hill": N_("hill"),
    "wall": N_("the wall"),
    "gate": N_("the gate"),
    "camp": N_("camp"),
    "citadel": N_("citadel of Troy"),
}
CITADEL = frozenset(BOARD.col_row(sq) for sq in BOARD.citadel)
SHIPS = frozenset(BOARD.col_row(sq) for sq in BOARD.ships)
NEAREST = 3  # squares of the close-up told before the plans and the last dice
LAST_DICE = N_("The last dice")


def spoken(text: str, said: Words, arrow: str | None = None) -> str:
    """``text`` with its signs in words; ``arrow`` says what "→" stands for there (by default
    ". Result: ")."""
    result = said("Result:")
    text = text.replace(" → ", f". {result} " if arrow is None else arrow)
    for sign, word in SPOKEN:
        text = text.replace(sign, ", " if word is None else f" {said(word)} ")
    archer = said("archer")
    return text.replace("(A)", f"({archer})")


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
    return fit_alt(" ".join(kept), room)


# --- the table --------------------------------------------------------------------------------


def seat_side(view: PublicView, names: Sequence[str], seat: int, said: Words) -> str:
    """ "Ann (Greeks)": a player by name and side."""
    return f"{player(names, seat, said)} ({side_word(view['sides'][seat], said)})"


def turn_sentence(view: PublicView, names: Sequence[str], said: Words) -> str:
    """Who must act and what for, or the result."""
    if is_over(view):
        title, reason = outcome_words(view, said)
        result = f"{title[:1].lower()}{title[1:]}"
        over = said("The game is over: {result}.", result=result)
        return over + (f" {sentence(reason)}" if reason else "")
    stage = stage_words(view, said)
    acting = [seat_side(view, names, s, said) for s in view["to_act"]]
    if not acting:
        return sentence(said("Now: {stage}", stage=stage)) if stage else ""
    players = said.listing(acting)
    if stage:
        return sentence(said("{players} to act: {stage}", players=players, stage=stage))
    return sentence(said("{players} to act", players=players))


def when_sentence(view: PublicView, said: Words) -> str:
    """The day and the hour, the gods' favour, the wall and Achilles (at the end: when it
    ended)."""
    cal = read_calendar(view)
    if is_over(view):
        return said("It ended on day {day}, hour {hour}.", day=cal.day, hour=cal.hour)
    return spoken(calendar_line(view, cal, said), said)


def count_on(pieces: Sequence[Piece], side: Side, squares: frozenset[Pos]) -> int:
    return sum(1 for p in pieces if p.side == side and p.on_map and p.square in squares)


def standing_sentences(view: PublicView, names: Sequence[str], said: Words) -> list[str]:
    """Each side's players, pieces on the map, losses and how near its victory by squares is:
    the Greeks' pieces in the citadel, the Trojans' on the ships."""
    pieces = read_pieces(view)
    out = []
    for side in SIDES:
        seats = [player(names, s, said) for s in view["commanders"][side]]
        players = said.listing(seats) or said("nobody")
        on_map = sum(1 for p in pieces if p.side == side and p.on_map)
        args = {
            "players": players,
            "pieces": said.plural("{count} piece", "{count} pieces", on_map),
            "losses": loss_words(view, side, said),
        }
        if side == "greek":
            there = count_on(pieces, side, CITADEL)
            out.append(
                said(
                    "Greeks, played by {players}: {pieces} on the map, {losses}; {there} in the "
                    "citadel, where {needed} at once take Troy.",
                    there=there,
                    needed=TAKE_TROY,
                    **args,
                )
            )
        else:
            there = count_on(pieces, side, SHIPS)
            out.append(
                said(
                    "Trojans, played by {players}: {pieces} on the map, {losses}; {there} on the "
                    "ships, where {needed} at once burn the fleet.",
                    there=there,
                    needed=BURN_SHIPS,
                    **args,
                )
            )
    return out


def results_sentences(view: PublicView, said: Words) -> list[str]:
    """The last dice: their heading, then each shot, battle and duel in the order rolled."""
    lines = result_lines(view, said)
    if not lines:
        return []
    head = results_title(view, said, LAST_DICE)
    return [sentence(head), *(sentence(spoken(line, said)) for line in lines)]


def fights_sentence(view: PublicView, said: Words) -> str:
    """The shots and fights this move's plans set up."""
    at = " " + said("at") + " "
    fights = [spoken(line, said, at) for line in fight_lines(view, said)]
    return said("This move sets up: {fights}.", fights="; ".join(fights)) if fights else ""


def moves_sentence(view: PublicView, window: Window, said: Words) -> str:
    """The planned moves of pieces outside the close-up (its squares tell their own)."""
    pieces = by_id(read_pieces(view))
    moves = []
    for plan in read_plans(view):
        piece = pieces.get(plan.piece)
        if piece is not None and piece.square is not None and window.contains(piece.square):
            continue
        name = piece_name(piece.name, said) if piece else plan.piece
        moves.append(
            said(
                "{name} from {start} to {end}",
                name=name,
                start=square_name(plan.path[0]),
                end=square_name(plan.path[-1]),
            )
        )
    if not moves:
        return ""
    return said("Planned moves outside the close-up: {moves}.", moves="; ".join(moves))


def kind_words(piece: Piece, state: bool = True, said: Words = ENGLISH_WORDS) -> str:
    """ "hero Ajax (8)", "archer Teucer", "soldier Argives 2 (1)", with its state when not
    well and ``state``."""
    name = piece_name(piece.name, said)
    if piece.archer:
        words = said("archer {name}", name=name)
    elif piece.value > 1:
        words = said("hero {name} ({value})", name=name, value=piece.value)
    else:
        words = said("soldier {name} ({value})", name=name, value=piece.value)
    how = state_words(piece.state, said) if state else ""
    return f"{words}, {how}" if how else words


def planned_words(piece: Piece, said: Words) -> str:
    """ ", planned from O11" for a piece this move's plans have moved."""
    moved = piece.origin is not None and piece.origin != piece.square
    if moved and piece.origin:
        return said(", planned from {square}", square=square_name(piece.origin))
    return ""


def terrain_words(square: Pos, day: int, said: Words) -> str:
    """What a square is, when not open plain: "hill", "river Scamander", "a ship"."""
    terrain = str(BOARD.terrain_on(BOARD.grid.index(square), day))
    return said(TERRAIN[terrain]) if terrain in TERRAIN else ""


def square_sentence(square: Pos, here: Sequence[Piece], day: int, said: Words) -> str:
    """ "G9, hill: Greek hero Ajax (8), wounded." Pieces by side, Greeks first."""
    terrain = terrain_words(square, day, said)
    head = square_name(square) + (f", {terrain}" if terrain else "")
    sides = []
    for side in SIDES:
        mine = [kind_words(p, said=said) + planned_words(p, said) for p in here if p.side == side]
        if mine:
            told = said.listing(mine)
            if side == "greek":
                sides.append(said("Greek {pieces}", pieces=told))
            else:
                sides.append(said("Trojan {pieces}", pieces=told))
    return said("{head}: {rest}", head=head, rest="; ".join(sides)) + "."


def squares_in(view: PublicView, window: Window, near: Sequence[Pos], said: Words) -> list[str]:
    """A sentence for each square of ``window`` with pieces on it, nearest ``near`` first."""
    day = read_calendar(view).day
    at: dict[Pos, list[Piece]] = {}
    for p in read_pieces(view):
        if p.on_map and p.square is not None and window.contains(p.square):
            at.setdefault(p.square, []).append(p)

    def distance(sq: Pos) -> tuple[int, int, int]:
        d = min((abs(sq[0] - n[0]) + abs(sq[1] - n[1]) for n in near), default=0)
        return d, sq[1], sq[0]

    return [square_sentence(sq, at[sq], day, said) for sq in sorted(at, key=distance)]


def window_words(window: Window, said: Words) -> str:
    """ "F3 to M9": the close-up's corners."""
    first = square_name((window.col0, window.row0))
    last = square_name((window.col0 + window.cols - 1, window.row0 + window.rows - 1))
    return said("{first} to {last}", first=first, last=last)


def squares_fitted(
    head: str, squares: Sequence[str], room: int, said: Words, most: int | None = None
) -> list[str]:
    """``head`` and as many of ``squares`` (at most ``most``) as fit in ``room`` characters,
    nearest first, with how many squares were left out; nothing when not even ``head`` fits."""
    if not squares:
        empty = said("{head} No piece stands there.", head=head)
        return [empty] if len(empty) + 1 <= room else []
    for told in range(min(len(squares), most or len(squares)), -1, -1):
        left = len(squares) - told
        tail = [
            said.plural(
                "{count} farther square with pieces not told.",
                "{count} farther squares with pieces not told.",
                left,
            )
        ]
        parts = [head, *squares[:told], *(tail if left else [])]
        if sum(len(p) + 1 for p in parts) <= room:
            return parts
    return []


def _table_words(
    view: PublicView,
    names: Sequence[str],
    around: str = "",
    said: Words = ENGLISH_WORDS,
    room: int | None = ALT_TEXT,
) -> str:
    """The table's words; with ``around``, those of the squares round it (``/siege view``).
    ``room=None``: all of them, for a page with room."""
    if around:
        window = region_window(around)
        title = said("around {square}", square=around.strip().upper())
        near = [pos(around) or (0, 0)]
    else:
        seen = decision(view, read_pieces(view), said=said)
        window, title, near = seen.window, seen.title, list(seen.squares)
    essential = [
        turn_sentence(view, names, said),
        when_sentence(view, said),
        *standing_sentences(view, names, said),
    ]
    night = [sentence(spoken(line, said, ": ")) for line in night_lines(view, said)]
    early = [*night, *results_sentences(view, said), fights_sentence(view, said)]
    shown = window_words(window, said)
    if title:
        what = f"{title[:1].lower()}{title[1:]}"
        head = said("The close-up shows {squares}, {what}.", squares=shown, what=what)
    else:
        head = said("The close-up shows {squares}.", squares=shown)
    spans = coming_spans(read_calendar(view), said)[:2]
    coming = [sentence(spoken(span, said)) for span in spans]
    late = [moves_sentence(view, window, said), *coming]
    squares = squares_in(view, window, near, said)
    if room is None:
        return sentences([*essential, *early, head, *squares, *late])
    # By usefulness: the few nearest squares, then the night, the last dice and the plans,
    # then the farther squares, then what is coming; told in the order of the picture.
    left = room - sum(len(s) + 1 for s in essential if s)
    nearest = sum(len(s) + 1 for s in squares_fitted(head, squares, left, said, NEAREST))
    kept: list[str] = []
    for extra in early:
        if extra and len(extra) + 1 <= left - nearest:
            kept.append(extra)
            left -= len(extra) + 1
    told = squares_fitted(head, squares, left, said)
    return fit([*essential, *kept, *told], late, room)


def describe_table(
    view: Mapping[str, Any],
    names: Sequence[str],
    *,
    said: Words = ENGLISH_WORDS,
    room: int | None = ALT_TEXT,
) -> str:
    """The table picture in words, from the public view only (a seat view's own keys are never
    read): who acts, the hour, each side's standing, the last dice, the plans, then the
    close-up's squares with pieces, nearest where the decision is first."""
    return _table_words(public_of(view), names, "", said, room)


def describe_region(
    view: Mapping[str, Any], around: str, names: Sequence[str], *, said: Words = ENGLISH_WORDS
) -> str:
    """The zoomed picture of ``/siege view around:…`` in words: as the table's, the squares
    being those round ``around`` (nearest it first); ValueError off the map."""
    return _table_words(public_of(view), names, around, said)


# --- a commander's pieces ---------------------------------------------------------------------


def ask_sentence(view: SeatView, names: Sequence[str], said: Words) -> str:
    """What the rules wait for from this seat, or from whom else, or the result."""
    if is_over(view):
        return turn_sentence(view, names, said)
    stage = stage_words(view, said)
    if view["seat"] in view["to_act"]:
        return sentence(said("Your turn: {stage}", stage=stage) if stage else said("Your turn"))
    others = [seat_side(view, names, s, said) for s in view["to_act"]]
    if not others:
        return sentence(said("Now: {stage}", stage=stage)) if stage else ""
    if stage:
        return sentence(
            said("Waiting for {players}: {stage}", players=said.listing(others), stage=stage)
        )
    return sentence(said("Waiting"))


def night_choices(view: SeatView, said: Words) -> str:
    """At night, for a seat that acts: what its side may still bring back."""
    night = view["night"]
    if night is None or view["seat"] not in view["to_act"]:
        return ""
    part = night[view["side"]]
    pieces = by_id(read_pieces(view))
    choices = [piece_name(pieces[c].name, said) if c in pieces else c for c in part["choices"]]
    left = said.plural("{count} point", "{count} points", part["left"])
    if not choices:
        return said("You have {left} left to recover, and no piece that fits.", left=left)
    return said(
        "You have {left} left to recover; you may bring back {pieces}.",
        left=left,
        pieces=said.listing(choices),
    )


def piece_sentence(piece: Piece, plans: dict[str, str], shots: dict[str, str], said: Words) -> str:
    """ "Hero Ajax (8): F7 to H9 planned." as the hand picture's line says it."""
    line = spoken(piece_line(piece, plans, shots, said), said, " " + said("to") + " ")
    words = kind_words(piece, state=False, said=said)
    return sentence(said("{head}: {rest}", head=words, rest=line) if line else words)


def piece_brief(piece: Piece, plans: dict[str, str], shots: dict[str, str], said: Words) -> str:
    """ "Ajax (8) H12 to Q13 planned", "Teucer (archer) E12": a piece in short."""
    value = said("archer") if piece.archer else str(piece.value)
    line = spoken(piece_line(piece, plans, shots, said), said, " " + said("to") + " ")
    return f"{piece_name(piece.name, said)} ({value}) {line}".strip()


def describe_hand(
    view: Mapping[str, Any], names: Sequence[str], *, said: Words = ENGLISH_WORDS
) -> str:
    """A commander's picture in words, from their seat view: who they are and their side,
    what the rules wait for from them, then each piece they command on the map with its square
    and plan, and those dead or gone."""
    mine = seat_of(view)
    pieces = commanded(mine)
    on_map = [p for p in pieces if p.on_map]
    head = said(
        "Your command, {name}, {side}: {pieces}, {on_map} on the map.",
        name=player(names, mine["seat"], said),
        side=side_word(mine["side"], said),
        pieces=said.plural("{count} piece", "{count} pieces", len(pieces)),
        on_map=said.number(len(on_map)) if on_map else said("none"),
    )
    plans = {p.piece: square_name(p.path[-1]) for p in read_plans(mine)}
    shots = {s["archer"]: s["target"] for s in mine["shots"]}
    lines = [piece_sentence(p, plans, shots, said) for p in on_map]
    off = []
    for state in ("dead", "gone"):
        names_off = [piece_name(p.name, said) for p in pieces if p.state == state]
        if names_off:
            listed = said.listing(names_off)
            if state == "dead":
                off.append(said("Dead: {names}.", names=listed))
            else:
                off.append(said("Gone: {names}.", names=listed))
    essential = [head, ask_sentence(mine, names, said), night_choices(mine, said)]
    whole = [*essential, *lines, *off]
    if sum(len(s) + 1 for s in whole if s) <= ALT_TEXT + 1:
        return " ".join(s for s in whole if s)
    # A side of many pieces for one commander: each piece in short, in one sentence.
    brief = [piece_brief(p, plans, shots, said) for p in on_map]
    room = ALT_TEXT - sum(len(s) + 1 for s in essential if s)
    for told in range(len(brief), 0, -1):
        left = len(brief) - told
        more = (
            said.plural("; and {count} more piece", "; and {count} more pieces", left)
            if left
            else ""
        )
        pieces_sentence = said(
            "Your pieces: {pieces}{more}.", pieces="; ".join(brief[:told]), more=more
        )
        if len(pieces_sentence) <= room:
            return fit(essential, [pieces_sentence, *off])
    return fit(essential, off)
