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

from engine.core.grid import column_name, grid
from engine.ilios.view_types import CellView, PublicView, SeatView, public_of, seat_of
from render.core.describe import ALT_TEXT, fitted, listing, sentences, shared_table
from render.core.language import ENGLISH_WORDS, Words
from render.core.names import named
from render.ilios.hand import ARROW_WORDS, status_words
from render.ilios.words import is_over, seat_name

# The room the words fill: Discord's limit less a little for a caller's words before them (the
# rules page writes "A sample table of the game. " before a sample table's words, uncut).
# How much the board's words tell of each tile, fullest first.
ARROWS, KINDS, WORTH, OWNERS = 0, 1, 2, 3


def tile_name(view: PublicView, kind: str, said: Words) -> str:
    """A kind as the catalogue (and so the picture) names it: "Shield-bearer"."""
    entry = view["catalogue"].get(kind)
    return said.term(entry["name"]) if entry else kind


def counted(count: int, noun: str, said: Words) -> str:
    """ "3 tiles", "1 disk", in the reader's language."""
    if noun == "disk":
        return said.plural("{count} disk", "{count} disks", count)
    return said.plural("{count} tile", "{count} tiles", count)


def pointing(arrows: Sequence[str], said: Words) -> str:
    """ "points north and south", in compass words."""
    if not arrows:
        return ""
    ways = listing([said(ARROW_WORDS[a]) if a in ARROW_WORDS else a for a in arrows], said)
    return said("points {directions}", directions=ways)


def jumping(jumps: Sequence[Sequence[int]], said: Words) -> str:
    """Where a horse raids, in words: the squares a chess knight reaches, or two steps away."""
    if not jumps:
        return ""
    if all(abs(dc) == abs(dr) for dc, dr in jumps):
        return said("jumps two squares diagonally")
    if all(dc == 0 or dr == 0 for dc, dr in jumps):
        return said("jumps two squares in a line")
    return said("jumps like a chess knight")


def cell_words(
    view: PublicView, names: Sequence[str], square: str, cell: CellView, level: int, said: Words
) -> str:
    """One square that is not open: "B3 Ann's Spearman 4, points south", "C4 wasteland",
    "E3 plundered by Cy", "D4 free Troy 16"; where it points only at the ``ARROWS`` level."""
    kind = cell["tile"]
    if kind is None:
        if cell["disk"] is None:
            return said("{square} plundered", square=square)
        who = seat_name(names, cell["disk"], said)
        return said("{square} plundered by {name}", square=square, name=who)
    if kind == "wasteland":
        return said("{square} wasteland", square=square)
    tile = tile_name(view, kind, said)
    if cell["value"] is not None:
        tile = said("{tile} {value}", tile=tile, value=said.number(cell["value"]))
    if cell["disk"] is None:
        words = said("{square} free {tile}", square=square, tile=tile)
    else:
        who = seat_name(names, cell["disk"], said)
        words = said("{square} {name}'s {tile}", square=square, name=who, tile=tile)
    if level == ARROWS:
        how = pointing(cell["arrows"], said) or jumping(cell["jumps"], said)
        words += f", {how}" if how else ""
    return words


def runs(cols: Sequence[int], row: int, said: Words) -> list[str]:
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
                out.append(said("{first} to {last}", first=first, last=last))
            else:
                out += [first] if prev == start else [first, last]
        start = prev = col
    return out


def open_in(view: PublicView, row: int) -> list[int]:
    return [c for c, cell in enumerate(view["board"][row]) if cell is None]


def rows_sentences(view: PublicView, names: Sequence[str], level: int, said: Words) -> list[str]:
    """The board row by row, top to bottom: each square taken, then the open ones; rows with
    nothing on them told together."""
    squares = grid(view["size"])
    out: list[str] = []
    empty: list[str] = []
    for r, cells in enumerate(view["board"]):
        taken = [
            cell_words(view, names, squares.name((c, r)), cell, level, said)
            for c, cell in enumerate(cells)
            if cell is not None
        ]
        if not taken:
            empty.append(said.number(r + 1))
            continue
        gaps = runs(open_in(view, r), r, said)
        row = said.number(r + 1)
        tiles = "; ".join(taken)
        if gaps:
            out.append(
                said(
                    "Row {row}: {tiles}; open {squares}.",
                    row=row,
                    tiles=tiles,
                    squares=listing(gaps, said),
                )
            )
        else:
            out.append(said("Row {row}: {tiles}; none open.", row=row, tiles=tiles))
    if empty:
        numbers = listing(empty, said)
        rows = said.plural(
            "Row {rows} is all open.", "Rows {rows} are all open.", len(empty), rows=numbers
        )
        out.insert(0, rows)
    return out


def owners_sentences(view: PublicView, names: Sequence[str], level: int, said: Words) -> list[str]:
    """The board told by owner, each name once: the open squares, then who holds which tiles,
    the free tiles, the wastelands and the plundered squares."""
    squares = grid(view["size"])
    gaps = [g for r in range(view["size"]) for g in runs(open_in(view, r), r, said)]
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
            value = cell["value"]
            if level < WORTH:
                what = f"{square} {tile_name(view, kind, said)}"
                if value is not None:
                    what += f" {said.number(value)}"
            elif level == WORTH and value is not None:
                what = said("{square} worth {value}", square=square, value=said.number(value))
            else:
                what = square
            (free if disk is None else held.setdefault(disk, [])).append(what)
    out = [
        said("Open squares: {squares}.", squares=listing(gaps, said))
        if gaps
        else said("No square is open.")
    ]
    for seat in sorted(held):
        who = seat_name(names, seat, said)
        out.append(said("{name} holds {tiles}.", name=who, tiles=listing(held[seat], said)))
    if free:
        out.append(said("Free: {tiles}.", tiles=listing(free, said)))
    if waste:
        out.append(said("Wastelands: {squares}.", squares=listing(waste, said)))
    for looter, where in sorted(looted.items(), key=lambda kv: -1 if kv[0] is None else kv[0]):
        squares_said = listing(where, said)
        if looter is None:
            out.append(said("Plundered: {squares}.", squares=squares_said))
        else:
            who = seat_name(names, looter, said)
            out.append(said("Plundered by {name}: {squares}.", name=who, squares=squares_said))
    return out


def turn_sentence(view: PublicView, names: Sequence[str], said: Words) -> str:
    """What the picture is, then who must act and what for, or the result: the words every
    game's table shares (``render.core.describe``), the result's players named."""
    outcome = view["outcome"]
    if not is_over(view) or outcome is None:
        return shared_table(view, names, said)
    summary = said.line(named(outcome["summary"], names)).strip().rstrip(".")
    if summary:
        return said("The table. The game is over: {result}.", result=summary)
    return said("The table. The game is over.")


def scores_sentence(view: PublicView, names: Sequence[str], said: Words) -> str:
    """Every player's plunder and disks."""
    outcome = view["outcome"]
    scores = outcome["scores"] if outcome else view["scores"]
    parts = [
        said(
            "{name} {score} ({disks} on the board, {left} left)",
            name=seat_name(names, s, said),
            score=said.number(scores[s]),
            disks=counted(view["disks_on_board"][s], "disk", said),
            left=said.number(view["disks_left"][s]),
        )
        for s in range(view["seats"])
    ]
    return said("Plunder: {scores}.", scores="; ".join(parts))


def hands_sentence(view: PublicView, names: Sequence[str], said: Words) -> str:
    """How many tiles each player holds: "Tiles in hand: 3 each"."""
    sizes = view["hand_sizes"]
    if len(set(sizes)) == 1:
        return said("Tiles in hand: {count} each.", count=said.number(sizes[0]))
    each = ", ".join(f"{seat_name(names, s, said)} {said.number(n)}" for s, n in enumerate(sizes))
    return said("Tiles in hand: {counts}.", counts=each)


def shown_sentence(view: PublicView, names: Sequence[str], said: Words) -> str:
    """Hands shown to all, because their owner could not deploy."""
    parts = [
        said(
            "{name}'s hand is shown to all: {tiles}.",
            name=seat_name(names, int(s), said),
            tiles=alike(view, kinds, said),
        )
        for s, kinds in view["revealed"].items()
    ]
    return " ".join(parts)


def alike(view: PublicView, kinds: Sequence[str], said: Words) -> str:
    """Tiles named once each, in the order first met: "Spearman (2 tiles) and Oracle"."""
    seen: dict[str, int] = {}
    for kind in kinds:
        seen[kind] = seen.get(kind, 0) + 1
    return listing([_times(view, k, n, said) for k, n in seen.items()], said)


def _times(view: PublicView, kind: str, count: int, said: Words) -> str:
    """ "Spearman", or "Spearman (2 tiles)" for more than one."""
    name = tile_name(view, kind, said)
    return f"{name} ({counted(count, 'tile', said)})" if count > 1 else name


def piles_sentence(view: PublicView, names: Sequence[str], said: Words) -> str:
    """The tiles each player has plundered."""
    parts = [
        f"{seat_name(names, s, said)}: {alike(view, kinds, said)}"
        for s, kinds in enumerate(view["plunder"])
        if kinds
    ]
    return said("Plundered tiles: {piles}.", piles="; ".join(parts)) if parts else ""


def bag_sentence(view: PublicView, said: Words) -> str:
    return said("Bag: {tiles}.", tiles=counted(view["bag"], "tile", said))


def last_sentence(view: PublicView, names: Sequence[str], said: Words) -> str:
    """The last move's square, and the other squares it changed."""
    last = view["last"]
    if last is None or not last["square"]:
        return ""
    also = [s for s in view["highlight"] if s != last["square"]]
    who = seat_name(names, last["seat"], said)
    if also:
        return said(
            "Last move: {name} at {square}, which also changed {squares}.",
            name=who,
            square=last["square"],
            squares=listing(also, said),
        )
    return said("Last move: {name} at {square}.", name=who, square=last["square"])


def _table_texts(view: PublicView, names: Sequence[str], said: Words) -> Iterator[str]:
    """The table's words, fullest first, then shorter and shorter: what goes first is what a
    player needs least to choose a move."""
    head = {
        "turn": turn_sentence(view, names, said),
        "scores": scores_sentence(view, names, said),
        "hands": hands_sentence(view, names, said),
        "shown": shown_sentence(view, names, said),
        "bag": bag_sentence(view, said),
        "last": last_sentence(view, names, said),
        "piles": piles_sentence(view, names, said),
    }

    def text(board: Sequence[str]) -> str:
        return sentences([*head.values(), *board])

    yield text(rows_sentences(view, names, ARROWS, said))
    head["piles"] = ""
    yield text(rows_sentences(view, names, ARROWS, said))
    yield text(rows_sentences(view, names, KINDS, said))
    yield text(owners_sentences(view, names, KINDS, said))
    head["hands"] = ""
    yield text(owners_sentences(view, names, KINDS, said))
    yield text(owners_sentences(view, names, WORTH, said))
    yield text(owners_sentences(view, names, OWNERS, said))
    for gone in ("last", "bag"):
        head[gone] = ""
        yield text(owners_sentences(view, names, OWNERS, said))


def describe_table(
    view: Mapping[str, Any],
    names: Sequence[str],
    *,
    said: Words = ENGLISH_WORDS,
    room: int | None = ALT_TEXT,
) -> str:
    """The table picture in words, from the public view only (a seat view's hand is never
    read)."""
    return fitted(_table_texts(public_of(view), names, said), room)


def held_words(view: SeatView, hints: bool, said: Words) -> str:
    """The tiles held, alike ones together, each with its worth and (when ``hints``) where it
    points as printed, facing north."""
    hand = view["hand"]
    if not hand:
        return said("Your hand is empty.")
    seen: dict[str, int] = {}
    for kind in hand:
        seen[kind] = seen.get(kind, 0) + 1
    parts, arrows = [], False
    for kind, n in seen.items():
        entry = view["catalogue"].get(kind)
        words = _times(view, kind, n, said)
        if entry and entry["value"] is not None:
            words += ", " + said("worth {value}", value=said.number(entry["value"]))
        if entry and hints:
            arrows = arrows or bool(entry["arrows"])
            how = pointing(entry["arrows"], said) or jumping(entry["jumps"], said)
            words += f", {how}" if how else ""
        parts.append(words)
    held = said.plural(
        "{count} tile in hand: {tiles}.",
        "{count} tiles in hand: {tiles}.",
        len(hand),
        tiles="; ".join(parts),
    )
    if arrows:
        return held + " " + said("Arrows as printed, facing north; they turn with the tile.")
    return held


def mine_sentence(view: SeatView, said: Words) -> str:
    """This seat's plunder and disks, and the bag."""
    seat = view["seat"]
    return said(
        "Your plunder: {score}; disks: {disks} on the board, {left} left. Bag: {tiles}.",
        score=said.number(view["scores"][seat]),
        disks=said.number(view["disks_on_board"][seat]),
        left=said.number(view["disks_left"][seat]),
        tiles=counted(view["bag"], "tile", said),
    )


def oracle_sentence(view: SeatView, said: Words) -> str:
    left = view["oracle_returns_left"]
    if not left:
        return ""
    return said.plural(
        "Oracle's power: you may return {count} tile to the bag and draw again.",
        "Oracle's power: you may return {count} tiles to the bag and draw again.",
        left,
    )


def _hand_texts(view: SeatView, names: Sequence[str], said: Words) -> Iterator[str]:
    seat = view["seat"]
    now = status_words(view, seat, names, said).replace(" & ", " " + said("and") + " ")
    head = [said("Your hand, {name}.", name=seat_name(names, seat, said)), now]
    extra = [oracle_sentence(view, said), mine_sentence(view, said)]
    yield sentences([*head, held_words(view, True, said), *extra])
    yield sentences([*head, held_words(view, True, said), extra[0]])
    yield sentences([*head, held_words(view, False, said), extra[0]])


def describe_hand(
    view: Mapping[str, Any], names: Sequence[str], *, said: Words = ENGLISH_WORDS
) -> str:
    """One player's hand picture in words, from their seat view: the tiles held, their worth
    and arrows, the seat's plunder and disks, and what the rules wait for from them."""
    return fitted(_hand_texts(seat_of(view), names, said))
