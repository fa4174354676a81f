"""One seat's row of the Iliad table: who (marker, name, tags), the army's value, the points and
the cards won, and the army itself, item by item, as chips.

Draws from the public view only, into the boxes of ``render.iliad.layout``.
"""

from __future__ import annotations

from collections.abc import Sequence

from PIL import Image, ImageDraw

from engine.iliad.army import tag
from engine.iliad.view_types import PublicView
from render.core.fonts import font
from render.core.language import ENGLISH_WORDS, Words
from render.core.names import seat_name
from render.core.sprites import draw_marker
from render.core.text import draw_text, ellipsize, fit_font, width
from render.core.theme import GOLD, GOLD_LIGHT, INK, INK_SOFT, RGB, STONE_DARK
from render.iliad.cards import Face
from render.iliad.chips import paste_back, paste_chip, paste_pill, paste_square
from render.iliad.layout import (
    EMPTY_WORDS,
    FONTS,
    MARKER_R,
    MIN_FONT,
    ItemBoxes,
    SeatBoxes,
    chip_text,
    info_shown,
    note_words,
    pill_text,
    score_text,
)
from render.iliad.middle import PANEL_FILL
from render.iliad.model import Item, Seat, is_over, owed, to_act
from render.iliad.style import TEAM_FILLS, TEAM_LETTERS, seat_style

PASSED_FILL = (226, 220, 206)
ITEM_FILL = (232, 222, 198)  # behind one army item, so each reads as one
PASSED_TAG = (214, 208, 196)
PHALANX = Face("hoplites", "", "Phalanx")  # the icon before a Phalanx's values


def item_label(item: Item) -> str:
    """The words beside an item's value: its short name ("#1"), as moves and events say it."""
    return tag(item.id)


def seat_tags(
    view: PublicView,
    seat: Seat,
    acting: bool,
    winner: bool,
    passed: bool,
    said: Words = ENGLISH_WORDS,
) -> list[tuple[str, RGB]]:
    """The tags beside a seat's name, most important first: team, to act, discarding, winner,
    out of the siege or passed, rank in the award, last to pass."""
    tags: list[tuple[str, RGB]] = []
    if seat.team is not None:
        letter = TEAM_LETTERS[seat.team % 3]
        tags.append((said("Team {letter}", letter=letter), TEAM_FILLS[seat.team % 3]))
    if acting:
        tags.append((said("▶ to act"), GOLD_LIGHT))
    if owed(view, seat.seat):
        due = said.number(owed(view, seat.seat))
        tags.append((said.in_context("tag", "discard {count}", count=due), GOLD_LIGHT))
    if winner:
        tags.append((said("★ winner"), GOLD_LIGHT))
    if not seat.in_siege:
        tags.append((said("not in this siege"), PASSED_FILL))
    elif passed:
        tags.append((said("passed"), PASSED_TAG))
    ranking = view["ranking"]
    if view["phase"] == "award" and ranking is not None and seat.seat in ranking:
        rank = said.number(ranking.index(seat.seat) + 1)
        tags.append((said("rank {rank}", rank=rank), GOLD_LIGHT))
    if view["last_pass"] == seat.seat:
        tags.append((said("passed last"), PASSED_TAG))
    return tags


def is_winner(view: PublicView, seat: int) -> bool:
    outcome = view["outcome"]
    return is_over(view) and outcome is not None and seat in outcome["winners"]


def draw_seat(
    img: Image.Image,
    view: PublicView,
    names: Sequence[str],
    boxes: SeatBoxes,
    said: Words = ENGLISH_WORDS,
) -> None:
    """One seat's row: who, team and tags, army value, points and cards won, and the army."""
    draw = ImageDraw.Draw(img)
    seat = boxes.seat
    st = seat_style(seat.seat)
    acting = seat.seat in to_act(view)
    winner = is_winner(view, seat.seat)
    left, top, right, bottom = boxes.panel
    # In a duel a pass does not end one's siege: only the last pass is told.
    passed = seat.passed and view["kind"] != "duel"
    fill = PANEL_FILL if seat.in_siege and not passed else PASSED_FILL
    edge = GOLD if winner else st.colour if acting else STONE_DARK
    draw.rounded_rectangle(
        boxes.panel, 10, fill=fill, outline=edge, width=4 if acting or winner else 2
    )
    draw.rounded_rectangle((left, top, left + 10, bottom), 5, fill=st.colour)
    cy = (boxes.army_value[1] + boxes.army_value[3]) / 2
    draw_marker(draw, (left + 22 + MARKER_R, cy), MARKER_R, st)
    _header(draw, view, names, boxes, cy, acting, winner, passed, said)
    pcy = (boxes.points[1] + boxes.points[3]) / 2 + 1
    draw_text(
        draw,
        (boxes.points[0], pcy),
        score_text(seat, said),
        font(*FONTS["points"]),
        INK,
        anchor="lm",
    )
    for face, copies, box in boxes.won:
        paste_chip(img, box, face, text=chip_text(face, copies), said=said)
    info = font(*FONTS["info"])
    if boxes.info is not None:  # the City and Trireme sums (Athena, Poseidon) and the hand
        icy = (boxes.info[1] + boxes.info[3]) / 2 + 1
        words = info_shown(seat, boxes.info[2] - boxes.info[0], said)
        draw_text(draw, (boxes.info[2], icy), words, info, INK_SOFT, anchor="rm")
    if not seat.items:
        gone = (
            said("army discarded")
            if seat.passed and view["kind"] == "gorgon"
            else said(EMPTY_WORDS)
        )
        start = boxes.won[-1][2][2] + 12 if boxes.won else boxes.points[2] + 12
        draw_text(draw, (start, pcy), gone, info, INK_SOFT, anchor="lm")
    for ib in boxes.items:
        _item(img, draw, ib, said)


def _header(
    draw: ImageDraw.ImageDraw,
    view: PublicView,
    names: Sequence[str],
    boxes: SeatBoxes,
    cy: float,
    acting: bool,
    winner: bool,
    passed: bool,
    said: Words,
) -> None:
    """The first line: the name, then the tags, with the army's value on the right. The name is
    shortened first (down to 130 px), then the last tags are left out."""
    seat = boxes.seat
    vr = boxes.army_value[2]
    af = font(*FONTS["army"])
    army_left = vr - width(str(seat.army), af) - 6
    draw_text(draw, (vr, cy + 1), str(seat.army), af, INK, anchor="rm")
    info = font(*FONTS["info"])
    draw_text(draw, (army_left, cy + 3), said("army"), info, INK_SOFT, anchor="rm")
    limit = boxes.army_value[0] - 12
    tf = font(*FONTS["label"])
    tags = seat_tags(view, seat, acting, winner, passed, said)
    widths = [width(text, tf) + 14 for text, _ in tags]
    x0 = boxes.panel[0] + 22 + 2 * MARKER_R + 8
    room = int(max(130, min(300, limit - x0 - sum(w + 6 for w in widths))))
    name = seat_name(names, seat.seat)
    nf = fit_font(name, FONTS["name"][0], FONTS["name"][1], room, min_size=MIN_FONT)
    shown = ellipsize(name, nf, room)
    draw_text(draw, (x0, cy + 1), shown, nf, INK, anchor="lm")
    x = x0 + width(shown, nf) + 10
    for (text, colour), w in zip(tags, widths, strict=True):
        if x + w > limit:
            break
        draw.rounded_rectangle((x, cy - 11, x + w, cy + 11), 10, fill=colour, outline=INK, width=1)
        draw_text(draw, (x + w / 2, cy + 1), text, tf, INK, anchor="mm")
        x += w + 6


def _item(img: Image.Image, draw: ImageDraw.ImageDraw, ib: ItemBoxes, said: Words) -> None:
    """One army item: its chips, its face-down count, its value and id."""
    item = ib.item
    if ib.frame is not None:
        fl, ft, fr, fb = ib.frame
        draw.rounded_rectangle((fl, ft - 1, fr, fb + 1), 6, fill=ITEM_FILL)
    if ib.head is not None:
        paste_chip(img, ib.head, PHALANX, text="", said=said)
    for face, box in zip(item.cards, ib.cards, strict=True):
        if item.kind == "phalanx":
            paste_square(img, box, face)
        else:
            paste_chip(img, box, face, said=said)
    if ib.backs is not None:
        paste_back(img, ib.backs, item.hidden, said)
    if ib.pill is not None:
        paste_pill(img, ib.pill, pill_text(item))
    lf = font(*FONTS["label"])
    if ib.label is not None:
        cy = (ib.label[1] + ib.label[3]) / 2 + 1
        draw_text(draw, (ib.label[0], cy), item_label(item), lf, INK_SOFT, anchor="lm")
    if ib.note is not None:
        cy = (ib.note[1] + ib.note[3]) / 2
        draw_text(draw, (ib.note[0], cy), note_words(item, said), lf, INK, anchor="lm")
