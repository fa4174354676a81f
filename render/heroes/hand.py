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
from render.core.language import ENGLISH_WORDS, N_, Words
from render.core.names import named
from render.core.png import encode
from render.core.text import draw_text, ellipsize, fit_font, wrap
from render.core.theme import GOLD, INK, INK_SOFT, STONE_DARK, WHITE
from render.core.turns import is_over, to_act
from render.heroes.fit import NamedLine, fit_named
from render.heroes.hand_card import H as CARD_H
from render.heroes.hand_card import W as CARD_W
from render.heroes.hand_card import paste_hand_card
from render.heroes.model import FACTION_ORDER, Card, card_by_id, cards_of, maybe_card, shared
from render.heroes.style import draw_emblem, faction, side_words
from render.heroes.table import MIN_FONT, PAD, TITLE_SIZE, TURN_MIN, TURN_SIZE
from render.heroes.table_words import seat_name, split

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
    "king": N_("King: two random cards of {who}'s hand. Play one, steal one, or pass."),
    "charismatic": N_("Charismatic: {who}'s hand. Take one card."),
    "pious": N_("Pious: {who}'s hand as you saw it."),
}
SHOWN_OTHER = N_("Shown to you: {who}'s cards.")


def status(view: SeatView, names: Sequence[str], said: Words) -> str:
    """Whether the reader must act now, so the DM says it first."""
    if is_over(view):
        return said("The game is over.")
    seat = view["seat"]
    stage = named(view["stage"], names, said).strip()
    acting = to_act(view)
    if seat in acting:
        return said("Your turn: {stage}", stage=stage) if stage else said("Your turn.")
    who = " & ".join(seat_name(names, s, said) for s in acting) or said("the others")
    if stage:
        return said("Waiting for {who}: {stage}", who=who, stage=stage)
    return said("Waiting for {who}.", who=who)


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


def shown_title(view: SeatView, names: Sequence[str], said: Words) -> str:
    kind, seat, cards = _shown(view)
    if not cards and not kind:
        return ""
    who = seat_name(names, seat, said) if seat is not None else said("another player")
    text = said(SHOWN_WORDS.get(kind, SHOWN_OTHER), who=who)
    if not cards:
        return said("Shown to you only. {what} (no cards)", what=text)
    return said("Shown to you only. {what}", what=text)


def hand_layout(view: SeatView, names: Sequence[str], said: Words) -> HandLayout:
    """The picture's size and every card's box for this seat view."""
    inner = WIDTH - 2 * PAD
    lines = tuple(wrap(status(view, names, said), font("bold", STATUS_SIZE), inner)[:3])
    y = BANNER_H + 8 + len(lines) * (STATUS_SIZE + 5) + 6
    active = (PAD, y + LABEL, PAD + CARD_W, y + LABEL + CARD_H)
    side_left = active[2] + 14
    notes = _note_lines(view, WIDTH - PAD - side_left - 28, said)
    side_h = 12 + len(FACTION_ORDER) * SCORE_LINE + 6 + len(notes) * (NOTE_SIZE + 5) + 6
    bottom = max(active[3] + LABEL + 2, y + side_h)
    side = (side_left, y, WIDTH - PAD, bottom)
    y = side[3] + 14
    hand = view["hand"]
    grid = grid_for(len(hand), BIG_ROWS)
    cards = grid.boxes(len(hand), PAD, y)
    y += grid.height(len(hand)) + 12
    title = shown_title(view, names, said)
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


def _notes(view: SeatView, said: Words) -> list[str]:
    """What the marks on the cards mean, and this player's secret discard."""
    notes = []
    active = maybe_card(view["active"])
    if active is not None:
        card = said.term(active.name)
        notes.append(said("✓ on a card: what it shares with {card}, 1 point each.", card=card))
    discard = [said.term(card_by_id(view, c).name) for c in view["discard"] or []]
    if discard:
        notes.append(said("Your secret discard: {cards}.", cards=", ".join(discard)))
    return notes


def _note_lines(view: SeatView, room: int, said: Words) -> list[str]:
    tf = font("sans", NOTE_SIZE)
    return [line for note in _notes(view, said) for line in wrap(note, tf, room)]


def _side(img: Image.Image, view: SeatView, layout: HandLayout, said: Words) -> None:
    """The active card with the round and draw pile under it, and beside it a panel with every
    faction's score and round wins and what the marks on the cards mean."""
    draw = ImageDraw.Draw(img)
    left, top, right, bottom = layout.side
    stone_panel(draw, layout.side, PANEL_FILL, STONE_DARK, radius=12)
    al, at, ar, ab = layout.active
    lf = font("bold", SIDE_SIZE)
    pile = ellipsize(said("On the pile"), lf, ar - al)
    draw_text(draw, ((al + ar) / 2, at - LABEL / 2 - 1), pile, lf, INK, anchor="mm")
    active = maybe_card(view["active"])
    if active is not None:
        paste_hand_card(img, layout.active, active, said)
    else:
        draw.rounded_rectangle(layout.active, 12, outline=INK_SOFT, width=2)
        f = font("sans", NOTE_SIZE)
        empty = ellipsize(said("no card yet"), f, ar - al - 12)
        draw_text(draw, ((al + ar) / 2, (at + ab) / 2), empty, f, INK_SOFT, anchor="mm")
    dp = view["draw_pile"]
    rnd = view["round"]
    piles = said(
        "Round {number} · draw pile: {count}",
        number=said.number(rnd),
        count=said.number(dp),
    )
    nf = fit_font(piles, "sans", SIDE_SIZE, left - 8 - al, MIN_FONT)
    draw_text(draw, (al, ab + 4), ellipsize(piles, nf, left - 8 - al), nf, INK_SOFT)
    x, y = left + 14, top + 12
    scores = view["scores"]
    wins = view["round_wins"]
    mine = faction(view["faction"])
    for key in FACTION_ORDER:
        st = faction(key)
        draw.ellipse((x, y, x + 26, y + 26), fill=WHITE, outline=st.band, width=2)
        draw_emblem(draw, (x + 5, y + 5, x + 21, y + 21), st.emblem, st.colour)
        side = side_words(key, said)
        words = said("{side} (you)", side=side) if st is mine else side
        wf = font("bold" if st is mine else "sans", 17)
        words = ellipsize(words, wf, right - 14 - 40 - (x + 34) - 24 * wins[key])
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
    for line in _note_lines(view, right - left - 28, said):
        draw_text(draw, (x, y), line, tf, INK)
        y += NOTE_SIZE + 5


def render_hand(
    given: Mapping[str, Any], names: Sequence[str], said: Words = ENGLISH_WORDS
) -> Image.Image:
    """The hand picture as a Pillow image (``draw_hand`` encodes it)."""
    view = seat_of(given)
    layout = hand_layout(view, names, said)
    img = parchment(layout.width, layout.height)
    draw = ImageDraw.Draw(img)
    seat = view["seat"]
    title = said("Heroes of Troy").upper()
    x = draw_title_banner(draw, layout.width, BANNER_H, title, TITLE_SIZE, PAD, 16)
    mine = faction(view["faction"])
    cy = BANNER_H // 2
    draw.ellipse((x, cy - 15, x + 30, cy + 15), fill=WHITE, outline=mine.band, width=2)
    draw_emblem(draw, (x + 6, cy - 9, x + 24, cy + 9), mine.emblem, mine.colour)
    x += 38
    head, tail = split(said("Hand of {who} · {side}", who="{who}", side=side_words(mine.key, said)))
    right = layout.width - PAD
    line = NamedLine((seat_name(names, seat, said),), head, tail=tail)
    caption, _ = fit_named(line, "bold", TURN_SIZE, TURN_MIN, int(right - x))
    draw_banner_caption(draw, x, right, BANNER_H, caption, TURN_SIZE, TURN_MIN)
    sf = font("bold", STATUS_SIZE)
    for i, text in enumerate(layout.status):
        draw_text(draw, (PAD + 4, BANNER_H + 8 + i * (STATUS_SIZE + 5)), text, sf, INK)
    active = maybe_card(view["active"])
    hand = cards_of(view["hand"])
    for card, box in zip(hand, layout.cards, strict=True):
        paste_hand_card(img, box, card, said, shared(card, active))
    if not hand:
        y = layout.side[3] + 24
        draw_text(draw, (PAD + 4, y), said("Your hand is empty."), font("bold", 20), INK_SOFT)
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
            paste_hand_card(img, box, card, said, marks)
    _side(img, view, layout, said)
    return img


def draw_hand(
    given: Mapping[str, Any], names: Sequence[str], *, said: Words = ENGLISH_WORDS
) -> bytes:
    """PNG of one seat's hand for its seat view; only that seat should ever receive it."""
    return encode(render_hand(given, names, said))
