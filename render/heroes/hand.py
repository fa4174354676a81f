"""A player's Heroes hand, for their DM, designed like the table for Discord's 550 px preview:
every card drawn in full, the active card beside the scores so each card's match can be read
before playing it, and what the rules showed this player alone (the King's two cards, a hand
seen with Charismatic or Pious).

Every text is at least 16 px on the 640 px picture, so 9 px when a phone shows it 360 px wide:
the cards are the hand's own wide ones (hand_card.py), three to a row.

Draws from one seat view (docs/dev/heroes-view.md); only that seat should ever receive it. A card
in hand is marked with what it shares with the active card: what it would score if played now.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from PIL import Image, ImageDraw

from engine.heroes.view_types import SeatView, seat_of
from render.core.banner import draw_banner_caption, draw_title_banner
from render.core.canvas import parchment, stone_panel
from render.core.fonts import font
from render.core.language import ENGLISH_WORDS, Words
from render.core.names import named, seat_name
from render.core.png import encode
from render.core.text import draw_text, wrap
from render.core.theme import GOLD, INK, INK_SOFT, STONE_DARK, WHITE
from render.core.turns import is_over, to_act
from render.heroes.fit import NamedLine, fit_named
from render.heroes.hand_card import H as CARD_H
from render.heroes.hand_card import W as CARD_W
from render.heroes.hand_card import paste_hand_card
from render.heroes.model import FACTION_ORDER, Card, card_by_id, cards_of, maybe_card, shared
from render.heroes.style import draw_emblem, faction
from render.heroes.table import MIN_FONT, PAD, TITLE_SIZE, TURN_MIN, TURN_SIZE

WIDTH = 640  # as the table: every text at least MIN_FONT (16 px), 9 px on a phone
BANNER_H = 56
STATUS_SIZE = 17
GAP = 10
PER_ROW = 3
# Many cards shown at once (a whole hand seen) are smaller, four to a row, so the picture does
# not grow too tall for Discord to show it large.
SMALL_W, SMALL_H = 147, 110
SMALL_GAP = 6
SMALL_PER_ROW = 4
BIG_ROWS = 4  # up to this many rows of big cards for the hand (a whole deal), two for the shown
SHOWN_ROWS = 2
SIDE_SIZE = 16
NOTE_SIZE = 16
SCORE_LINE = 34  # a faction's line in the side panel
LABEL = 22  # "On the pile" over the active card, the round under it
PANEL_FILL = (246, 238, 218)
SHOWN_FILL = (250, 244, 226)
Box = tuple[int, int, int, int]
SHOWN_WORDS = {
    "king": "King: two random cards of {who}'s hand. Play one, steal one, or pass.",
    "charismatic": "Charismatic: {who}'s hand. Take one card.",
    "pious": "Pious: {who}'s hand as you saw it.",
}


def status(view: SeatView, names: Sequence[str]) -> str:
    """Whether the reader must act now, so the DM says it first."""
    if is_over(view):
        return "The game is over."
    seat = view["seat"]
    stage = named(view["stage"], names).strip()
    acting = to_act(view)
    if seat in acting:
        return f"Your turn: {stage}" if stage else "Your turn."
    who = " & ".join(seat_name(names, s) for s in acting) or "the others"
    return f"Waiting for {who}" + (f": {stage}" if stage else ".")


@dataclass(frozen=True)
class Grid:
    """How a row of cards is laid: size, gap and cards per row."""

    w: int
    h: int
    gap: int
    per_row: int

    def boxes(self, count: int, x: int, y: int) -> list[Box]:
        out = []
        for i in range(count):
            r, c = divmod(i, self.per_row)
            bx, by = x + c * (self.w + self.gap), y + r * (self.h + self.gap)
            out.append((bx, by, bx + self.w, by + self.h))
        return out

    def height(self, count: int) -> int:
        rows = max(1, -(-count // self.per_row))
        return rows * (self.h + self.gap) - self.gap


BIG = Grid(CARD_W, CARD_H, GAP, PER_ROW)
SMALL = Grid(SMALL_W, SMALL_H, SMALL_GAP, SMALL_PER_ROW)


def grid_for(count: int, rows: int) -> Grid:
    """Big cards while they fit ``rows`` rows, else the small ones."""
    return BIG if count <= rows * PER_ROW else SMALL


@dataclass(frozen=True)
class HandLayout:
    """Where the parts of a hand picture go: the tests probe cards through it."""

    width: int
    height: int
    status: tuple[str, ...]
    cards: tuple[Box, ...]  # one per card in hand, in hand order
    shown_title: tuple[str, ...]
    shown: tuple[Box, ...]  # one per card shown to this seat alone
    shown_frame: Box | None
    active: Box  # the active card, left of the scores
    side: Box  # the scores, the piles and the notes


def _shown(view: SeatView) -> tuple[str, int | None, list[Card]]:
    shown = view["shown"]
    if shown is None:
        return "", None, []
    return shown["kind"], shown["seat"], cards_of(shown["cards"])


def shown_title(view: SeatView, names: Sequence[str]) -> str:
    kind, seat, cards = _shown(view)
    if not cards and not kind:
        return ""
    who = seat_name(names, seat) if seat is not None else "another player"
    text = SHOWN_WORDS.get(kind, "Shown to you: {who}'s cards.").format(who=who)
    if not cards:
        text += " (no cards)"
    return "Shown to you only. " + text


def hand_layout(view: SeatView, names: Sequence[str]) -> HandLayout:
    """The picture's size and every card's box for this seat view."""
    inner = WIDTH - 2 * PAD
    lines = tuple(wrap(status(view, names), font("bold", STATUS_SIZE), inner)[:3])
    y = BANNER_H + 8 + len(lines) * (STATUS_SIZE + 5) + 6
    active = (PAD, y + LABEL, PAD + CARD_W, y + LABEL + CARD_H)
    side_left = active[2] + 14
    notes = _note_lines(view, WIDTH - PAD - side_left - 28)
    side_h = 12 + len(FACTION_ORDER) * SCORE_LINE + 6 + len(notes) * (NOTE_SIZE + 5) + 6
    bottom = max(active[3] + LABEL + 2, y + side_h)
    side = (side_left, y, WIDTH - PAD, bottom)
    y = side[3] + 14
    hand = view["hand"]
    grid = grid_for(len(hand), BIG_ROWS)
    cards = grid.boxes(len(hand), PAD, y)
    y += grid.height(len(hand)) + 12
    title = shown_title(view, names)
    shown_lines: tuple[str, ...] = ()
    shown: list[Box] = []
    frame = None
    if title:
        _, _, seen = _shown(view)
        shown_lines = tuple(wrap(title, font("bold", SIDE_SIZE), inner - 16)[:2])
        gy = y + 10 + (SIDE_SIZE + 5) * len(shown_lines)
        sg = grid_for(len(seen), SHOWN_ROWS)
        shown = sg.boxes(len(seen), PAD + (inner - sg.per_row * (sg.w + sg.gap) + sg.gap) // 2, gy)
        bottom = gy + (sg.height(len(seen)) + 8 if seen else 0)
        frame = (PAD - 6, y, WIDTH - PAD + 6, bottom)
        y = bottom + 12
    height = y + PAD - 8
    return HandLayout(
        WIDTH, height, lines, tuple(cards), shown_lines, tuple(shown), frame, active, side
    )


def _notes(view: SeatView) -> list[str]:
    """What the marks on the cards mean, and this player's secret discard."""
    notes = []
    active = maybe_card(view["active"])
    if active is not None:
        notes.append(f"✓ on a card: what it shares with {active.name}, 1 point each.")
    discard = [card_by_id(view, c).name for c in view["discard"] or []]
    if discard:
        notes.append("Your secret discard: " + ", ".join(discard) + ".")
    return notes


def _note_lines(view: SeatView, room: int) -> list[str]:
    tf = font("sans", NOTE_SIZE)
    return [line for note in _notes(view) for line in wrap(note, tf, room)]


def _side(img: Image.Image, view: SeatView, layout: HandLayout) -> None:
    """The active card with the round and draw pile under it, and beside it a panel with every
    faction's score and round wins and what the marks on the cards mean."""
    draw = ImageDraw.Draw(img)
    left, top, right, bottom = layout.side
    stone_panel(draw, layout.side, PANEL_FILL, STONE_DARK, radius=12)
    al, at, ar, ab = layout.active
    lf = font("bold", SIDE_SIZE)
    draw_text(draw, ((al + ar) / 2, at - LABEL / 2 - 1), "On the pile", lf, INK, anchor="mm")
    active = maybe_card(view["active"])
    if active is not None:
        paste_hand_card(img, layout.active, active)
    else:
        draw.rounded_rectangle(layout.active, 12, outline=INK_SOFT, width=2)
        f = font("sans", NOTE_SIZE)
        draw_text(draw, ((al + ar) / 2, (at + ab) / 2), "no card yet", f, INK_SOFT, anchor="mm")
    dp = view["draw_pile"]
    rnd = view["round"]
    nf = font("sans", SIDE_SIZE)
    draw_text(draw, (al, ab + 4), f"Round {rnd} · draw pile: {dp}", nf, INK_SOFT)
    x, y = left + 14, top + 12
    scores = view["scores"]
    wins = view["round_wins"]
    mine = faction(view["faction"])
    for key in FACTION_ORDER:
        st = faction(key)
        draw.ellipse((x, y, x + 26, y + 26), fill=WHITE, outline=st.band, width=2)
        draw_emblem(draw, (x + 5, y + 5, x + 21, y + 21), st.emblem, st.colour)
        words = f"{st.plural} (you)" if st is mine else st.plural
        wf = font("bold" if st is mine else "sans", 17)
        draw_text(draw, (x + 34, y + 13), words, wf, INK, anchor="lm")
        sf = font("serif", 24)
        draw_text(draw, (right - 14, y + 13), str(scores[key]), sf, INK, anchor="rm")
        cx = x + 34 + wf.getlength(words) + 16
        for _ in range(wins[key]):  # a gold ring with a tick per round won
            draw.ellipse((cx - 10, y + 3, cx + 10, y + 23), fill=GOLD, outline=INK, width=1)
            draw_text(draw, (cx, y + 13), "✓", font("bold", MIN_FONT), INK, anchor="mm")
            cx += 24
        y += SCORE_LINE
    y += 6
    tf = font("sans", NOTE_SIZE)
    for line in _note_lines(view, right - left - 28):
        draw_text(draw, (x, y), line, tf, INK)
        y += NOTE_SIZE + 5


def render_hand(given: Mapping[str, Any], names: Sequence[str]) -> Image.Image:
    """The hand picture as a Pillow image (``draw_hand`` encodes it)."""
    view = seat_of(given)
    layout = hand_layout(view, names)
    img = parchment(layout.width, layout.height)
    draw = ImageDraw.Draw(img)
    seat = view["seat"]
    x = draw_title_banner(draw, layout.width, BANNER_H, "HEROES OF TROY", TITLE_SIZE, PAD, 16)
    mine = faction(view["faction"])
    cy = BANNER_H // 2
    draw.ellipse((x, cy - 15, x + 30, cy + 15), fill=WHITE, outline=mine.band, width=2)
    draw_emblem(draw, (x + 6, cy - 9, x + 24, cy + 9), mine.emblem, mine.colour)
    x += 38
    tail = f" · {mine.plural}"
    right = layout.width - PAD
    line = NamedLine((seat_name(names, seat),), "Hand of ", tail=tail)
    caption, _ = fit_named(line, "bold", TURN_SIZE, TURN_MIN, int(right - x))
    draw_banner_caption(draw, x, right, BANNER_H, caption, TURN_SIZE, TURN_MIN)
    sf = font("bold", STATUS_SIZE)
    for i, text in enumerate(layout.status):
        draw_text(draw, (PAD + 4, BANNER_H + 8 + i * (STATUS_SIZE + 5)), text, sf, INK)
    active = maybe_card(view["active"])
    hand = cards_of(view["hand"])
    for card, box in zip(hand, layout.cards, strict=True):
        paste_hand_card(img, box, card, shared(card, active))
    if not hand:
        y = layout.side[3] + 24
        draw_text(draw, (PAD + 4, y), "Your hand is empty.", font("bold", 20), INK_SOFT)
    if layout.shown_frame is not None:
        fl, ft, _, _ = layout.shown_frame
        draw.rounded_rectangle(layout.shown_frame, 10, fill=SHOWN_FILL, outline=INK, width=2)
        tf = font("bold", SIDE_SIZE)
        for i, text in enumerate(layout.shown_title):
            draw_text(draw, (fl + 10, ft + 8 + i * (SIDE_SIZE + 5)), text, tf, INK)
        kind, _, seen = _shown(view)
        for card, box in zip(seen, layout.shown, strict=True):
            # The King's cards may be played now: mark what they would share, as in the hand.
            marks = shared(card, active) if kind == "king" else frozenset()
            paste_hand_card(img, box, card, marks)
    _side(img, view, layout)
    return img


def draw_hand(
    given: Mapping[str, Any], names: Sequence[str], *, said: Words = ENGLISH_WORDS
) -> bytes:
    """PNG of one seat's hand for its seat view; only that seat should ever receive it."""
    return encode(render_hand(given, names))
