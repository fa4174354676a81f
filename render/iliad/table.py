"""The public Iliad table, drawn for Discord's preview (550 px wide): the banner with whose turn
it is and what is awaited, the middle of the table (oracle, Victory cards at stake, tiles and
holders, Heroes), a strip of every score (each team's sum in team games), and one row per seat
with its army as chips: every card's value and short name, each item's value and id.

Draws only from the public view (docs/dev/iliad-view.md); a seat view draws the same table, since
nothing here reads a hand or the cards face down on a Horse.
"""

from __future__ import annotations

from collections.abc import Hashable, Mapping, Sequence
from functools import partial
from typing import Any

from PIL import Image, ImageDraw

from engine.iliad.view_types import TILE_NAMES, PublicView, public_of
from render.core.banner import CAPTION, draw_title_banner
from render.core.banner_lines import LEADING, MARGIN, banner_lines, draw_banner_lines
from render.core.canvas import parchment
from render.core.fonts import font
from render.core.language import ENGLISH_WORDS, Words
from render.core.names import named, seat_name
from render.core.png import encode
from render.core.text import draw_text
from render.core.text_lines import fit_lines
from render.iliad.layout import BANNER_H, FONTS, MIN_FONT, PAD, WIDTH, SeatBoxes, table_layout
from render.iliad.middle import draw_middle, draw_strip, team_name
from render.iliad.model import is_over, owed, to_act
from render.iliad.regions import draw_region
from render.iliad.seat_row import draw_seat, is_winner

TITLE_SIZE = 26


def _who(names: Sequence[str], seats: Sequence[int]) -> str:
    return " & ".join(seat_name(names, s) for s in seats)


def turn_line(view: PublicView, names: Sequence[str], said: Words = ENGLISH_WORDS) -> str:
    """The banner's words: who acts now and what is awaited, or who won."""
    if is_over(view):
        outcome = view["outcome"]
        winners = outcome["winners"] if outcome is not None else []
        team_of = view["teams"]
        if winners and team_of:
            team = team_name(team_of[winners[0]], view, names, said)
            return said("Game over: {team} wins", team=team)
        if not winners:
            return said("Game over")
        who = _who(names, winners)
        return said.plural("Game over: {who} wins", "Game over: {who} win", len(winners), who=who)
    stage = named(view["stage"], names, said).strip()
    if view["phase"] == "discard":
        seats = [s for s in range(view["seats"]) if owed(view, s)]
        if seats:
            return said("{who}: discard to the hand limit", who=_who(names, seats))
    acting = to_act(view)
    if not acting:
        return stage or "Iliad"
    who = _who(names, acting)
    return f"{who}: {stage}" if stage else said("{who} to act", who=who)


TITLE_LEFT, TITLE_GAP = PAD + 4, 18
TALL_LINES = 3  # what two lines cannot hold (long names, a long stage) takes a third


def _turn_room() -> int:
    """How wide the banner's words may be, right of the title."""
    title = font("serif", TITLE_SIZE).getlength("ILIAD")
    return int(WIDTH - PAD - (TITLE_LEFT + title + TITLE_GAP))


def banner_height(text: str) -> int:
    """The banner's height: the usual band, or a taller one when two lines at the smallest
    size cannot hold the words whole (who acts and what to do are read in full)."""
    _, lines = banner_lines(text, _turn_room(), BANNER_H, FONTS["turn"][1], MIN_FONT)
    if " ".join(lines) == text:
        return BANNER_H
    return int(TALL_LINES * MIN_FONT * LEADING + MARGIN) + 4


def _draw_turn(draw: ImageDraw.ImageDraw, x: float, height: int, text: str) -> None:
    """The banner's words: one or two lines on the usual band, up to three on a tall one."""
    if height == BANNER_H:
        draw_banner_lines(draw, x, WIDTH - PAD, height, text, FONTS["turn"][1], MIN_FONT)
        return
    fnt, lines = fit_lines(text, "bold", (MIN_FONT, MIN_FONT), _turn_room(), TALL_LINES)
    step = fnt.size * LEADING
    for i, line in enumerate(lines):
        y = (height - 3) / 2 + (i - (len(lines) - 1) / 2) * step
        draw_text(draw, (x, y), line, fnt, CAPTION, anchor="lm")


def render_table(
    given: Mapping[str, Any], names: Sequence[str], said: Words = ENGLISH_WORDS
) -> Image.Image:
    """The table as a Pillow image (``draw_table`` encodes it)."""
    view = public_of(given)
    words = turn_line(view, names, said)
    banner = banner_height(words)
    lay = table_layout(view, banner, said)
    img = parchment(lay.width, lay.height)
    draw = ImageDraw.Draw(img)
    tx = draw_title_banner(draw, lay.width, banner, "ILIAD", TITLE_SIZE, TITLE_LEFT, TITLE_GAP)
    _draw_turn(draw, tx, banner, words)
    m = lay.middle
    draw_region(
        img,
        (m[0], m[1], m[2] + 1, m[3] + 1),
        middle_key(view, names, said),
        lambda: draw_middle(img, view, names, lay, said),
    )
    draw_strip(img, view, lay)
    for boxes in lay.seats:
        left, top, right, bottom = boxes.panel
        draw_region(
            img,
            (left, top, right + 1, bottom + 1),
            seat_key(view, names, boxes, said),
            partial(draw_seat, img, view, names, boxes, said),
        )
    return img


def middle_key(view: PublicView, names: Sequence[str], said: Words = ENGLISH_WORDS) -> Hashable:
    """Everything the middle of the table shows."""
    tiles = view["tiles"]
    holders = []
    for k in TILE_NAMES:
        holder = tiles[k]
        holders.append((k, holder, None if holder is None else seat_name(names, holder)))
    shown = (
        *(view["siege"], view["kind"], view["oracle"], view["oracle_left"], view["victory_left"]),
        *(view["deck"], view["discard"], view["hand_limit"], view["tiebreak"]),
    )
    lists = (tuple(view["stake"]), tuple(view["heroes"]), tuple(view["heroes_left"]))
    return ("iliad-middle", said.language, tuple(str(v) for v in shown), lists, tuple(holders))


def seat_key(
    view: PublicView, names: Sequence[str], boxes: SeatBoxes, said: Words = ENGLISH_WORDS
) -> Hashable:
    """Everything one seat's row shows: its boxes (the seat's whole army) and its tags."""
    seat = boxes.seat.seat
    ranking = view["ranking"]
    rank = ranking.index(seat) if ranking is not None and seat in ranking else None
    return (
        "iliad-seat",
        said.language,
        boxes,
        seat_name(names, seat),
        seat in to_act(view),
        is_winner(view, seat),
        view["kind"],
        rank if view["phase"] == "award" else None,
        view["last_pass"] == seat,
        owed(view, seat),
    )


def draw_table(
    given: Mapping[str, Any], names: Sequence[str], *, said: Words = ENGLISH_WORDS
) -> bytes:
    """PNG of the public Iliad table for ``given`` (a public or seat view; secrets are
    ignored)."""
    return encode(render_table(given, names, said))
