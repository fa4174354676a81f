"""The ILIOS pictures in words, for a player who cannot see them (their alt text, read out by
screen readers): the table from the public view alone, a hand from its seat view.

What matters comes first: what the picture is, who must act and for what (or the result),
every player's plunder and disks, the bag, the last move, then the board row by row: every tile
by its square, its owner named (never a colour alone), its kind and worth and where it points,
and the open squares. Discord takes at most 1,024 characters,
so the words are fitted here by whole sentences: the least useful go first (the plunder piles,
where the board's tiles point), then the board is told by owner instead of by row, with less and
less of each tile, then the last move and the bag; a word-cut is the last resort, for names too
long for anything else.

Squares are named as the board's coordinates name them (``engine.core.grid``), tiles as the
catalogue of the view names them, directions as compass words (``render.ilios.hand``).
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from typing import Any

from engine.core.english import counted, listing
from engine.core.grid import column_name, grid
from engine.ilios.view_types import CellView, PublicView, SeatView, public_of, seat_of
from render.core.describe import fitted, sentences, shared_table
from render.core.language import ENGLISH_WORDS, Words
from render.core.names import named, seat_name
from render.ilios.hand import ARROW_WORDS, status_words
from render.ilios.words import is_over

# The room the words fill: Discord's limit less a little for a caller's words before them (the
# rules page writes "A sample table of the game. " before a sample table's words, uncut).
# How much the board's words tell of each tile, fullest first.
ARROWS, KINDS, WORTH, OWNERS = 0, 1, 2, 3


def tile_name(view: PublicView, kind: str) -> str:
    """A kind as the catalogue (and so the picture) names it: "Shield-bearer"."""
    entry = view["catalogue"].get(kind)
    return entry["name"] if entry else kind


def pointing(arrows: Sequence[str]) -> str:
    """ "points north and south", in compass words."""
    return "points " + listing([ARROW_WORDS.get(a, a) for a in arrows]) if arrows else ""


def jumping(jumps: Sequence[Sequence[int]]) -> str:
    """Where a horse raids, in words: the squares a chess knight reaches, or two steps away."""
    if not jumps:
        return ""
    if all(abs(dc) == abs(dr) for dc, dr in jumps):
        return "jumps two squares diagonally"
    if all(dc == 0 or dr == 0 for dc, dr in jumps):
        return "jumps two squares in a line"
    return "jumps like a chess knight"


def owner(names: Sequence[str], disk: int | None) -> str:
    return "free" if disk is None else f"{seat_name(names, disk)}'s"


def cell_words(
    view: PublicView, names: Sequence[str], square: str, cell: CellView, level: int
) -> str:
    """One square that is not open: "B3 Ann's Spearman 4, points south", "C4 wasteland",
    "E3 plundered by Cy", "D4 free Troy 16"; where it points only at the ``ARROWS`` level."""
    kind = cell["tile"]
    if kind is None:
        by = "" if cell["disk"] is None else f" by {seat_name(names, cell['disk'])}"
        return f"{square} plundered{by}"
    if kind == "wasteland":
        return f"{square} wasteland"
    worth = "" if cell["value"] is None else f" {cell['value']}"
    words = f"{square} {owner(names, cell['disk'])} {tile_name(view, kind)}{worth}"
    if level == ARROWS:
        how = pointing(cell["arrows"]) or jumping(cell["jumps"])
        words += f", {how}" if how else ""
    return words


def runs(cols: Sequence[int], row: int) -> list[str]:
    """Squares of one row, three or more neighbours joined: "A3 to C3", "E3", "F3"."""
    out: list[str] = []
    start = prev = -2
    for col in [*cols, -2]:
        if col == prev + 1:
            prev = col
            continue
        if start >= 0:
            first, last = f"{column_name(start)}{row + 1}", f"{column_name(prev)}{row + 1}"
            if prev - start >= 2:
                out.append(f"{first} to {last}")
            else:
                out += [first] if prev == start else [first, last]
        start = prev = col
    return out


def open_in(view: PublicView, row: int) -> list[int]:
    return [c for c, cell in enumerate(view["board"][row]) if cell is None]


def rows_sentences(view: PublicView, names: Sequence[str], level: int) -> list[str]:
    """The board row by row, top to bottom: each square taken, then the open ones; rows with
    nothing on them told together."""
    squares = grid(view["size"])
    out: list[str] = []
    empty: list[str] = []
    for r, cells in enumerate(view["board"]):
        taken = [
            cell_words(view, names, squares.name((c, r)), cell, level)
            for c, cell in enumerate(cells)
            if cell is not None
        ]
        if not taken:
            empty.append(str(r + 1))
            continue
        gaps = runs(open_in(view, r), r)
        tail = f"; open {listing(gaps)}" if gaps else "; none open"
        out.append(f"Row {r + 1}: {'; '.join(taken)}{tail}.")
    if empty:
        rows = f"Row {empty[0]} is" if len(empty) == 1 else f"Rows {listing(empty)} are"
        out.insert(0, f"{rows} all open.")
    return out


def owners_sentences(view: PublicView, names: Sequence[str], level: int) -> list[str]:
    """The board told by owner, each name once: the open squares, then who holds which tiles,
    the free tiles, the wastelands and the plundered squares."""
    squares = grid(view["size"])
    gaps = [g for r in range(view["size"]) for g in runs(open_in(view, r), r)]
    held: dict[int, list[str]] = {}
    free: list[str] = []
    waste: list[str] = []
    looted: dict[int | None, list[str]] = {}
    for r, cells in enumerate(view["board"]):
        for c, cell in enumerate(cells):
            if cell is None:
                continue
            square = squares.name((c, r))
            kind, disk = cell["tile"], cell["disk"]
            if kind is None:
                looted.setdefault(disk, []).append(square)
                continue
            if kind == "wasteland":
                waste.append(square)
                continue
            worth = "" if cell["value"] is None else f" {cell['value']}"
            if level < WORTH:
                what = f"{square} {tile_name(view, kind)}{worth}"
            else:
                what = f"{square} worth{worth}" if level == WORTH and worth else square
            (free if disk is None else held.setdefault(disk, [])).append(what)
    out = [f"Open squares: {listing(gaps)}." if gaps else "No square is open."]
    for seat in sorted(held):
        out.append(f"{seat_name(names, seat)} holds {listing(held[seat])}.")
    if free:
        out.append(f"Free: {listing(free)}.")
    if waste:
        out.append(f"Wastelands: {listing(waste)}.")
    for looter, where in sorted(looted.items(), key=lambda kv: -1 if kv[0] is None else kv[0]):
        by = "" if looter is None else f" by {seat_name(names, looter)}"
        out.append(f"Plundered{by}: {listing(where)}.")
    return out


def turn_sentence(view: PublicView, names: Sequence[str]) -> str:
    """What the picture is, then who must act and what for, or the result: the words every
    game's table shares (``render.core.describe``), the result's players named."""
    outcome = view["outcome"]
    if not is_over(view) or outcome is None:
        return shared_table(view, names)
    summary = named(outcome["summary"], names).strip().rstrip(".")
    return f"The table. The game is over{': ' + summary if summary else ''}."


def scores_sentence(view: PublicView, names: Sequence[str]) -> str:
    """Every player's plunder and disks."""
    outcome = view["outcome"]
    scores = outcome["scores"] if outcome else view["scores"]
    parts = [
        f"{seat_name(names, s)} {scores[s]} ({counted(view['disks_on_board'][s], 'disk')} "
        f"on the board, {view['disks_left'][s]} left)"
        for s in range(view["seats"])
    ]
    return f"Plunder: {'; '.join(parts)}."


def hands_sentence(view: PublicView, names: Sequence[str]) -> str:
    """How many tiles each player holds: "Tiles in hand: 3 each"."""
    sizes = view["hand_sizes"]
    if len(set(sizes)) == 1:
        return f"Tiles in hand: {sizes[0]} each."
    each = ", ".join(f"{seat_name(names, s)} {n}" for s, n in enumerate(sizes))
    return f"Tiles in hand: {each}."


def shown_sentence(view: PublicView, names: Sequence[str]) -> str:
    """Hands shown to all, because their owner could not deploy."""
    parts = [
        f"{seat_name(names, int(s))}'s hand is shown to all: {alike(view, kinds)}."
        for s, kinds in view["revealed"].items()
    ]
    return " ".join(parts)


def alike(view: PublicView, kinds: Sequence[str]) -> str:
    """Tiles named once each, in the order first met: "Spearman (2 tiles) and Oracle"."""
    seen: dict[str, int] = {}
    for kind in kinds:
        seen[kind] = seen.get(kind, 0) + 1
    return listing(
        [f"{tile_name(view, k)}{f' ({n} tiles)' if n > 1 else ''}" for k, n in seen.items()]
    )


def piles_sentence(view: PublicView, names: Sequence[str]) -> str:
    """The tiles each player has plundered."""
    parts = [
        f"{seat_name(names, s)}: {alike(view, kinds)}"
        for s, kinds in enumerate(view["plunder"])
        if kinds
    ]
    return f"Plundered tiles: {'; '.join(parts)}." if parts else ""


def bag_sentence(view: PublicView) -> str:
    return f"Bag: {counted(view['bag'], 'tile')}."


def last_sentence(view: PublicView, names: Sequence[str]) -> str:
    """The last move's square, and the other squares it changed."""
    last = view["last"]
    if last is None or not last["square"]:
        return ""
    also = [s for s in view["highlight"] if s != last["square"]]
    changed = f", which also changed {listing(also)}" if also else ""
    return f"Last move: {seat_name(names, last['seat'])} at {last['square']}{changed}."


def _table_texts(view: PublicView, names: Sequence[str]) -> Iterator[str]:
    """The table's words, fullest first, then shorter and shorter: what goes first is what a
    player needs least to choose a move."""
    head = {
        "turn": turn_sentence(view, names),
        "scores": scores_sentence(view, names),
        "hands": hands_sentence(view, names),
        "shown": shown_sentence(view, names),
        "bag": bag_sentence(view),
        "last": last_sentence(view, names),
        "piles": piles_sentence(view, names),
    }

    def text(board: Sequence[str]) -> str:
        return sentences([*head.values(), *board])

    yield text(rows_sentences(view, names, ARROWS))
    head["piles"] = ""
    yield text(rows_sentences(view, names, ARROWS))
    yield text(rows_sentences(view, names, KINDS))
    yield text(owners_sentences(view, names, KINDS))
    head["hands"] = ""
    yield text(owners_sentences(view, names, KINDS))
    yield text(owners_sentences(view, names, WORTH))
    yield text(owners_sentences(view, names, OWNERS))
    for gone in ("last", "bag"):
        head[gone] = ""
        yield text(owners_sentences(view, names, OWNERS))


def describe_table(
    view: Mapping[str, Any], names: Sequence[str], *, said: Words = ENGLISH_WORDS
) -> str:
    """The table picture in words, from the public view only (a seat view's hand is never
    read)."""
    return fitted(_table_texts(public_of(view), names))


def held_words(view: SeatView, hints: bool) -> str:
    """The tiles held, alike ones together, each with its worth and (when ``hints``) where it
    points as printed, facing north."""
    hand = view["hand"]
    if not hand:
        return "Your hand is empty."
    seen: dict[str, int] = {}
    for kind in hand:
        seen[kind] = seen.get(kind, 0) + 1
    parts, arrows = [], False
    for kind, n in seen.items():
        entry = view["catalogue"].get(kind)
        words = f"{tile_name(view, kind)}{f' ({n} tiles)' if n > 1 else ''}"
        if entry and entry["value"] is not None:
            words += f", worth {entry['value']}"
        if entry and hints:
            arrows = arrows or bool(entry["arrows"])
            how = pointing(entry["arrows"]) or jumping(entry["jumps"])
            words += f", {how}" if how else ""
        parts.append(words)
    facing = " Arrows as printed, facing north; they turn with the tile." if arrows else ""
    return f"{counted(len(hand), 'tile')} in hand: {'; '.join(parts)}.{facing}"


def mine_sentence(view: SeatView) -> str:
    """This seat's plunder and disks, and the bag."""
    seat = view["seat"]
    return (
        f"Your plunder: {view['scores'][seat]}; disks: {view['disks_on_board'][seat]} on the "
        f"board, {view['disks_left'][seat]} left. Bag: {counted(view['bag'], 'tile')}."
    )


def oracle_sentence(view: SeatView) -> str:
    left = view["oracle_returns_left"]
    return (
        f"Oracle's power: you may return {counted(left, 'tile')} to the bag and draw again."
        if left
        else ""
    )


def _hand_texts(view: SeatView, names: Sequence[str]) -> Iterator[str]:
    seat = view["seat"]
    now = status_words(view, seat, names).replace(" & ", " and ")
    head = [f"Your hand, {seat_name(names, seat)}.", now]
    extra = [oracle_sentence(view), mine_sentence(view)]
    yield sentences([*head, held_words(view, True), *extra])
    yield sentences([*head, held_words(view, True), extra[0]])
    yield sentences([*head, held_words(view, False), extra[0]])


def describe_hand(
    view: Mapping[str, Any], names: Sequence[str], *, said: Words = ENGLISH_WORDS
) -> str:
    """One player's hand picture in words, from their seat view: the tiles held, their worth
    and arrows, the seat's plunder and disks, and what the rules wait for from them."""
    return fitted(_hand_texts(seat_of(view), names))
