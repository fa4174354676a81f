"""The middle of the Iliad table and its score strip: the oracle, the Victory cards at stake, the
three tiles and who holds them, the Heroes (taken ones pale), and every score in one line.

Draws from the public view only, into the boxes of ``render.iliad.layout``.
"""

from __future__ import annotations

from collections.abc import Sequence

from PIL import Image, ImageDraw

from engine.iliad.cards import card as tile
from engine.iliad.view_types import PublicView
from render.core.canvas import stone_panel
from render.core.fonts import font
from render.core.language import ENGLISH_WORDS, Words
from render.core.names import seat_name
from render.core.sprites import draw_marker
from render.core.text import draw_text, width
from render.core.theme import BANNER, GOLD, GOLD_LIGHT, INK, INK_SOFT, STONE, STONE_DARK, WHITE, mix
from render.iliad.chips import paste_chip
from render.iliad.layout import (
    CELL_PAD,
    CHIP_H,
    FONTS,
    LINE,
    MARKER_R,
    PAD,
    TILE_CHIP_W,
    TableLayout,
    oracle_head,
    oracle_words,
)
from render.iliad.model import face_of, read_seats
from render.iliad.style import TEAM_FILLS, TEAM_LETTERS, seat_style

PANEL_FILL = (246, 238, 218)
TILE_FILL = {"agamemnon": (150, 112, 20), "athena": (110, 96, 80), "poseidon": (30, 110, 160)}
STRIP_INK = (250, 240, 215)


def _label(draw: ImageDraw.ImageDraw, x: float, box: tuple[int, ...], text: str) -> None:
    """A heading of the middle, on the line of ``box``."""
    cy = (box[1] + box[3]) / 2 + 1
    draw_text(draw, (x, cy), text, font(*FONTS["label"]), INK, anchor="lm")


def _info(draw: ImageDraw.ImageDraw, x: float, cy: float, text: str) -> None:
    draw_text(draw, (x, cy), text, font(*FONTS["info"]), INK_SOFT, anchor="lm")


def piles_words(view: PublicView, room: int, said: Words = ENGLISH_WORDS) -> str:
    """The face-down Victory cards, the hand limit and the piles, as many as fit ``room``."""
    parts = [
        said.plural(
            "{count} Victory card face down",
            "{count} Victory cards face down",
            view["victory_left"],
        ),
        said("hand limit {limit}", limit=said.number(view["hand_limit"])),
        said("deck {count}", count=said.number(view["deck"])),
        said("discard {count}", count=said.number(view["discard"])),
    ]
    info = font(*FONTS["info"])
    while len(parts) > 1 and width(" · ".join(parts), info) > room:
        parts.pop()
    return " · ".join(parts)


def draw_middle(
    img: Image.Image,
    view: PublicView,
    names: Sequence[str],
    lay: TableLayout,
    said: Words = ENGLISH_WORDS,
) -> None:
    """Oracle, Victory cards at stake, tiles and Heroes."""
    draw = ImageDraw.Draw(img)
    stone_panel(draw, lay.middle, PANEL_FILL, STONE_DARK, radius=12)
    x0 = PAD + 12
    _label(draw, x0, lay.oracle, oracle_head(view, said))
    oracle = face_of(view["oracle"])
    if oracle is not None:
        paste_chip(img, lay.oracle, oracle, said=said)
    else:
        draw.rounded_rectangle(lay.oracle, 5, outline=mix(STONE, INK, 0.3), width=2)
        cx, cy = (lay.oracle[0] + lay.oracle[2]) / 2, (lay.oracle[1] + lay.oracle[3]) / 2 + 1
        words = oracle_words(view, said)
        draw_text(draw, (cx, cy), words, font(*FONTS["label"]), INK_SOFT, anchor="mm")
    if view["kind"] != "duel":
        left = view["oracle_left"]
        left_words = said.plural("{count} left", "{count} left", left)
        _info(draw, lay.oracle[2] + 8, (lay.oracle[1] + lay.oracle[3]) / 2 + 1, left_words)
    stake_line = (0, lay.oracle[1] + LINE, 0, lay.oracle[3] + LINE)
    _label(draw, x0, stake_line, said("At stake"))
    for raw, box in zip(view["stake"], lay.stake, strict=False):
        face = face_of(raw)
        if face is not None:
            paste_chip(img, box, face, said=said)
    if not lay.stake:
        sx = x0 + width(said("At stake"), font(*FONTS["label"])) + 10
        _info(draw, sx, (stake_line[1] + stake_line[3]) / 2 + 1, said("nothing"))
    piles_y = lay.oracle[1] + 2 * LINE + CHIP_H / 2 + 1
    _info(draw, x0, piles_y, piles_words(view, lay.middle[2] - 12 - x0, said))
    holders = view["tiles"]
    for key, box in lay.tiles.items():
        draw_tile(draw, box, key, holders[key], names, said)
    if lay.heroes:
        _label(draw, x0, lay.heroes[0], said("Heroes"))
    left_now = set(view["heroes_left"])
    for raw, box in zip(view["heroes"], lay.heroes, strict=False):
        face = face_of(raw)
        if face is not None:
            paste_chip(img, box, face, dim=raw not in left_now, icon=False, said=said)


def draw_tile(
    draw: ImageDraw.ImageDraw,
    box: tuple[int, int, int, int],
    key: str,
    holder: int | None,
    names: Sequence[str],
    said: Words = ENGLISH_WORDS,
) -> None:
    """A tile: its name and points on its colour, then its holder's marker (the seat rows and
    the score strip carry the same marker beside the name), or an empty ring when nobody."""
    left, top, right, bottom = box
    cy = (top + bottom) / 2 + 1
    draw.rounded_rectangle((left, top, left + TILE_CHIP_W, bottom), 5, fill=TILE_FILL[key])
    words = f"{said.term(tile(key).name)} {said.number(tile(key).value)}"
    draw_text(draw, (left + 7, cy), words, font(*FONTS["label"]), WHITE, anchor="lm")
    x = left + TILE_CHIP_W + 8
    centre = (x + MARKER_R, (top + bottom) / 2)
    if holder is not None:
        draw_marker(draw, centre, MARKER_R, seat_style(holder))
    else:
        r = MARKER_R - 2
        ring = (centre[0] - r, centre[1] - r, centre[0] + r, centre[1] + r)
        draw.ellipse(ring, outline=mix(STONE, INK, 0.3), width=2)


def score_words(view: PublicView, names: Sequence[str], said: Words = ENGLISH_WORDS) -> list[str]:
    """Every score in words: per team (the partners' sum) in team games, else per seat."""
    team_of, sums = view["teams"], view["team_scores"]
    if team_of and sums is not None:
        return [f"{team_name(t, view, names, said)} {sums[t]}" for t in range(max(team_of) + 1)]
    return [f"{seat_name(names, s)} {v}" for s, v in enumerate(view["scores"])]


def team_name(
    team: int, view: PublicView, names: Sequence[str], said: Words = ENGLISH_WORDS
) -> str:
    """The words for a team: "Team A (Ann & Cy)"."""
    team_of = view["teams"] or []
    members = [s for s, t in enumerate(team_of) if t == team]
    who = " & ".join(seat_name(names, s) for s in members)
    return said("Team {letter} ({members})", letter=TEAM_LETTERS[team % 3], members=who)


def draw_strip(img: Image.Image, view: PublicView, lay: TableLayout) -> None:
    """Every score on one line: each seat's marker and points, or each team's letter, its
    members' markers and their sum; the winners' scores framed in gold."""
    draw = ImageDraw.Draw(img)
    left, top, right, bottom = lay.strip
    draw.rounded_rectangle(lay.strip, 8, fill=BANNER)
    cy = (top + bottom) / 2
    if lay.strip_head:
        head = lay.strip_head
        draw_text(draw, (left + 12, cy + 1), head, font(*FONTS["label"]), GOLD_LIGHT, anchor="lm")
    seats = read_seats(view)
    sums = view["team_scores"]
    outcome = view["outcome"]
    winners = set(outcome["winners"]) if outcome is not None else set()
    big = font(*FONTS["strip"])
    for cell in lay.cells:
        cl, ct, cr, cb = cell.box
        if winners & set(cell.seats):
            draw.rounded_rectangle(cell.box, 8, outline=GOLD, width=2)
        x = cl + CELL_PAD
        if cell.team is not None:
            tw = width(cell.tag, font(*FONTS["label"])) + 10
            draw.rounded_rectangle((x, ct + 3, x + tw, cb - 3), 8, fill=TEAM_FILLS[cell.team % 3])
            draw_text(draw, (x + tw / 2, cy + 1), cell.tag, font(*FONTS["label"]), INK, anchor="mm")
            x += tw + 5
        for s in cell.seats:
            draw_marker(draw, (x + MARKER_R, cy), MARKER_R, seat_style(s))
            x += 2 * MARKER_R + 2
        if cell.team is not None and sums is not None:
            score = sums[cell.team]
        else:
            score = seats[cell.seats[0]].score
        draw_text(draw, (x, cy + 1), str(score), big, STRIP_INK, anchor="lm")
