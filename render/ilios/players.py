"""The band under the ILIOS board: one card per player (name, plunder, disks, hand, plunder
tiles, any hand shown to all) and a strip with the last move and the bag, or the winner.

Every text here is at least ``SMALL_MIN`` px on a ``WIDTH`` px picture, which a phone shows
360 px wide: 9 px tall or more there (tests/render/test_render_phone.py).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from PIL import Image, ImageDraw

from engine.ilios.view_types import KindView, PublicView
from render.core.fonts import font
from render.core.language import ENGLISH_WORDS, N_, Words
from render.core.sprites import draw_highlight, draw_marker
from render.core.text import Font, draw_text, ellipsize, fit_font, width
from render.core.theme import (
    BANNER,
    GOLD,
    GOLD_LIGHT,
    HIGHLIGHT,
    INK,
    INK_SOFT,
    PARCHMENT,
    RGB,
    mix,
    player_style,
)
from render.ilios.tiles import paste_mini
from render.ilios.words import NAME, around, fit_named, is_over, seat_name, winners_of

Box = tuple[int, int, int, int]

NAME_SIZE, NAME_MIN = 20, 18  # a player's name
SCORE_SIZE = 30  # the plunder total
SMALL, SMALL_MIN = 18, 18  # the disks line, "plunder", the strip: the smallest text
CARD_H = 102
CARD_GAP = 8
STRIP_H = 32
MINI = 36  # plunder tiles and shown hands, with their value coins
GAP = 4  # between two tiles of a row
MINI_STEP = MINI + GAP
ROW_Y = 62  # the tiles row's top in a card: clear of the disks line and "plunder" above it
LINE_Y = 39  # the top of the disks line and of "plunder"
MARKER_R = 13
DISK_R = 8  # the small disk before the disks line: the seat's own marker, as on the board
SCORE_LABEL = N_("plunder")
SHOWN_LABEL = N_("Hand:")  # before the tiles of a hand shown to all
SHOWN: RGB = (150, 40, 20)  # "Hand shown:"
TEXT: tuple[str, int, RGB] = ("sans", SMALL_MIN, INK)
TEXT_SOFT: tuple[str, int, RGB] = ("sans", SMALL_MIN, INK_SOFT)
TEXT_SHOWN: tuple[str, int, RGB] = ("sans", SMALL_MIN, SHOWN)


@dataclass(frozen=True)
class Player:
    """One seat's public numbers, read from the view (a seat missing from a list is 0)."""

    seat: int
    name: str
    score: int
    on_board: int
    left: int
    hand: int
    plunder: tuple[str, ...]
    revealed: tuple[str, ...]
    active: bool
    winner: bool


def players(view: PublicView, names: Sequence[str], said: Words = ENGLISH_WORDS) -> list[Player]:
    """Every seat of the view, in seat order."""
    seats = view["seats"]
    outcome = view["outcome"]
    winners = set(winners_of(view))
    acting = set() if is_over(view) else set(view["to_act"])
    revealed = view["revealed"]
    plunder = view["plunder"]
    scores = outcome["scores"] if outcome else view["scores"]

    def num(values: Sequence[int], seat: int) -> int:
        return values[seat] if seat < len(values) else 0

    return [
        Player(
            seat=s,
            name=seat_name(names, s, said),
            score=num(scores, s),
            on_board=num(view["disks_on_board"], s),
            left=num(view["disks_left"], s),
            hand=num(view["hand_sizes"], s),
            plunder=tuple(plunder[s] if s < len(plunder) else ()),
            revealed=tuple(revealed.get(str(s), ())),
            active=s in acting,
            winner=s in winners,
        )
        for s in range(seats)
    ]


def card_boxes(count: int, left: int, top: int, right: int) -> list[Box]:
    """Two cards a row, in seat order, from ``top``."""
    w = (right - left - CARD_GAP) // 2
    boxes = []
    for i in range(count):
        r, c = divmod(i, 2)
        x = left + c * (w + CARD_GAP)
        y = top + r * (CARD_H + CARD_GAP)
        boxes.append((x, y, x + w, y + CARD_H))
    return boxes


def cards_height(count: int) -> int:
    """Height of the cards of ``count`` players."""
    rows = (count + 1) // 2
    return rows * CARD_H + (rows - 1) * CARD_GAP


def name_text(player: Player, room: int) -> tuple[str, int]:
    """The name as a card writes it (a ▶ for the seat to act, a ★ for a winner) and its font
    size: shrunk to ``NAME_MIN``, then shortened after a whole word."""
    tag = "★ " if player.winner else "▶ " if player.active else ""
    # Every name is fitted as if tagged, so one name comes out the same on every card.
    text, fnt = fit_named(player.name, "▶ ", "", "bold", NAME_SIZE, NAME_MIN, room)
    return tag + text.removeprefix("▶ "), int(fnt.size)


def name_room(box: Box, score: int, said: Words = ENGLISH_WORDS) -> int:
    """Pixels a card leaves its name, beside the marker and the score."""
    left, _, right, _ = box
    score_w = max(
        width(str(score), font("serif", SCORE_SIZE)), width(said(SCORE_LABEL), font("sans", SMALL))
    )
    return right - left - 52 - score_w - 18


def disks_line(player: Player, said: Words) -> str:
    """The numbers under the name, after a small disk of the seat's own."""
    return said(
        "{on_board} on board, {left} left",
        on_board=said.number(player.on_board),
        left=said.number(player.left),
    )


def hand_words(player: Player, said: Words) -> str:
    """How many tiles the seat holds, at the end of its tiles row."""
    return said("{count} in hand", count=said.number(player.hand))


@dataclass(frozen=True)
class Drawn:
    """A text a card writes: where it is anchored, and the box its ink fills (for the tests)."""

    text: str
    xy: tuple[int, int]
    anchor: str
    style: str
    size: int
    fill: RGB
    box: Box


@dataclass(frozen=True)
class CardLayout:
    """Where a card puts its score, its "plunder" label, its tiles and their words: each box is
    apart from every other, so nothing is drawn over anything else."""

    score: Drawn
    label: Drawn
    chips: tuple[tuple[str, Box], ...]  # plunder tiles, then any hand shown to all
    words: tuple[Drawn, ...]  # "×3" after a tile, "+4 more", "No plunder yet", "Hand:"
    disks: Drawn  # "12 on board, 26 left", after the seat's small disk
    hand: Drawn | None  # "3 in hand" at the row's end, unless the hand is shown

    def boxes(self) -> list[Box]:
        """Every box of the card's right column, disks line and tiles row."""
        texts = [self.score, self.label, self.disks, *self.words]
        texts += [self.hand] if self.hand else []
        return [w.box for w in texts] + [b for _, b in self.chips]

    def texts(self) -> list[Drawn]:
        """Every text of the layout, to draw or to measure."""
        return [self.score, self.label, self.disks, *self.words] + (
            [self.hand] if self.hand else []
        )


def words_at(
    text: str, xy: tuple[int, int], anchor: str, style: str, size: int, fill: RGB
) -> Drawn:
    """``text`` anchored at ``xy``, with the box its ink covers."""
    x0, y0, x1, y1 = font(style, size).getbbox(text, anchor=anchor)
    box = (xy[0] + int(x0), xy[1] + int(y0), xy[0] + int(x1), xy[1] + int(y1))
    return Drawn(text, xy, anchor, style, size, fill, box)


def card_layout(
    box: Box, player: Player, catalogue: Mapping[str, KindView], said: Words = ENGLISH_WORDS
) -> CardLayout:
    """The score and its label at the top right, and under the disks line a row of tiles: the
    plunder, then any hand shown to all."""
    left, top, right, _ = box
    score = words_at(str(player.score), (right - 10, top + 3), "ra", "serif", SCORE_SIZE, INK)
    label = words_at(said(SCORE_LABEL), (right - 10, top + LINE_Y), "ra", "sans", SMALL, INK_SOFT)
    x = left + 18 + 2 * DISK_R + 6
    room = label.box[0] - 10 - x
    line = disks_line(player, said)
    disks_fnt = fit_font(line, "sans", SMALL, room, SMALL_MIN)
    text = ellipsize(line, disks_fnt, room)
    disks = words_at(text, (x, top + LINE_Y), "la", "sans", int(disks_fnt.size), INK)
    end, hand = right - 10, None
    if not player.revealed:
        mid = top + ROW_Y + MINI // 2
        hand = words_at(hand_words(player, said), (end, mid), "rm", *TEXT_SOFT)
        end = hand.box[0] - 12
    chips, words = tiles_row((left + 18, top + ROW_Y, end), player, catalogue, said)
    return CardLayout(score, label, tuple(chips), tuple(words), disks, hand)


def tiles_row(
    row: tuple[int, int, int], player: Player, catalogue: Mapping[str, KindView], said: Words
) -> tuple[list[tuple[str, Box]], list[Drawn]]:
    """The tiles a card shows in ``row`` (left, top, right), never one over another: every
    plunder tile when they fit side by side, else one tile per kind with "×3" after it, and past
    the room a "+4 more" for the tiles not shown. Most valuable first."""
    left, top, right = row
    mid = top + MINI // 2
    chips: list[tuple[str, Box]] = []
    words: list[Drawn] = []
    if player.revealed:
        shown_label = said(SHOWN_LABEL)
        label_w = words_at(shown_label, (0, mid), "lm", *TEXT_SHOWN).box[2]
        hand = player.revealed[: max(0, (right - left - label_w - GAP) // MINI_STEP)]
        sx = right - len(hand) * MINI_STEP + GAP
        words.append(words_at(shown_label, (sx - 2 * GAP - label_w, mid), "lm", *TEXT_SHOWN))
        for kind in hand:
            chips.append((kind, (sx, top, sx + MINI, top + MINI)))
            sx += MINI_STEP
        right = words[-1].box[0] - 10
    if not player.plunder:
        words.append(
            fitting((said("No plunder yet"), said("No plunder")), (left, mid), right, TEXT_SOFT)
        )
        return chips, words
    order = {kind: i for i, kind in enumerate(catalogue)}

    def rank(kind: str) -> tuple[int, int, str]:
        entry = catalogue.get(kind)
        value = (entry["value"] if entry else None) or 0
        return (-value, order.get(kind, len(order)), kind)

    kinds = sorted(player.plunder, key=rank)
    if len(kinds) * MINI_STEP - GAP <= right - left:
        for i, kind in enumerate(kinds):
            x = left + i * MINI_STEP
            chips.append((kind, (x, top, x + MINI, top + MINI)))
        return chips, words
    groups = [(kind, kinds.count(kind)) for kind in dict.fromkeys(kinds)]
    x, shown = left, 0
    for kind, count in groups:
        times = words_at(f"×{count}", (x + MINI + 2, mid), "lm", *TEXT) if count > 1 else None
        end = times.box[2] if times else x + MINI
        after = end + (8 if times else GAP)
        rest = len(kinds) - shown - count
        if (more_words(rest, after, mid, said).box[2] if rest else end) > right:
            break
        chips.append((kind, (x, top, x + MINI, top + MINI)))
        if times:
            words.append(times)
        shown += count
        x = after
    if not shown:
        tiles = said.plural("{count} tile", "{count} tiles", len(kinds))
        texts = (said("Plunder: {tiles}", tiles=tiles), tiles)
        words.append(fitting(texts, (left, mid), right, TEXT))
    elif shown < len(kinds):
        words.append(more_words(len(kinds) - shown, x, mid, said))
    return chips, words


def fitting(
    texts: Sequence[str], xy: tuple[int, int], right: int, look: tuple[str, int, RGB]
) -> Drawn:
    """The first of ``texts`` (longest first) that ends before ``right``, else the last."""
    for text in texts:
        words = words_at(text, xy, "lm", *look)
        if words.box[2] <= right:
            return words
    return words


def more_words(count: int, x: int, mid: int, said: Words) -> Drawn:
    """How many plunder tiles a crowded row leaves out, "+4 more" (the total says their worth)."""
    return words_at(said("+{count} more", count=said.number(count)), (x, mid), "lm", *TEXT)


def draw_card(
    img: Image.Image, box: Box, player: Player, catalogue: Mapping[str, KindView], said: Words
) -> None:
    """One player's card; the seat to act is framed in its colour, a winner in gold."""
    draw = ImageDraw.Draw(img)
    left, top, right, bottom = box
    st = player_style(player.seat)
    lit = player.active or player.winner
    bg = st.light if lit else mix(st.light, PARCHMENT, 0.55)
    edge = GOLD if player.winner else st.colour if player.active else mix(bg, INK, 0.3)
    draw.rounded_rectangle(box, 8, fill=bg, outline=edge, width=4 if lit else 1)
    draw.rounded_rectangle((left, top, left + 9, bottom), 4, fill=st.colour)
    draw_marker(draw, (left + 30, top + 20), MARKER_R, st)
    layout = card_layout(box, player, catalogue, said)
    for words in layout.texts():
        fnt = font(words.style, words.size)
        draw_text(draw, words.xy, words.text, fnt, words.fill, anchor=words.anchor)
    disks = layout.disks.box
    draw_marker(draw, (left + 18 + DISK_R, (disks[1] + disks[3]) / 2), DISK_R, st, letter=False)
    room = name_room(box, player.score, said)
    text, size = name_text(player, room)
    draw_text(draw, (left + 50, top + 20), text, font("bold", size), INK, anchor="lm")
    for kind, chip in layout.chips:
        paste_mini(img, chip, kind, catalogue, said)


def draw_strip(
    img: Image.Image, view: PublicView, names: Sequence[str], box: Box, said: Words
) -> None:
    """Under the cards: the last move (framed like its square) and the bag; at the end, the
    winner in a dark box instead."""
    draw = ImageDraw.Draw(img)
    left, top, right, bottom = box
    mid = (top + bottom) / 2
    if is_over(view):
        draw.rounded_rectangle(box, 8, fill=BANNER, outline=GOLD, width=2)
        text, fnt = winner_text(view, names, right - left - 24, said)
        draw_text(draw, ((left + right) / 2, mid), text, fnt, GOLD_LIGHT, anchor="mm")
        return
    bold = font("bold", SMALL)
    bag = said("Bag: {count} tiles", count=said.number(view["bag"]))
    draw_text(draw, (right - 4, mid), bag, bold, INK, anchor="rm")
    last = view["last"]
    if last is None or not last["square"]:
        return
    who = seat_name(names, last["seat"], said)
    room = right - left - 30 - width(bag, bold) - 20
    before, after = around(said("Last move: {name} at {square}", name=NAME, square=last["square"]))
    text, fnt = fit_named(who, before, after, "bold", SMALL, SMALL_MIN, room)
    draw_highlight(draw, (left + 3, int(mid) - 9, left + 21, int(mid) + 9), HIGHLIGHT, 3)
    draw_text(draw, (left + 30, mid), text, fnt, INK, anchor="lm")


def winner_text(view: PublicView, names: Sequence[str], room: int, said: Words) -> tuple[str, Font]:
    """ "★ Winner: Cy with 9 plunder ★", with a word on how a tie was broken."""
    rows = players(view, names, said)
    winners = [p for p in rows if p.winner]
    if not winners:
        return said("Game over"), font("bold", SMALL + 2)
    best = said.number(winners[0].score)
    if any(p.score == winners[0].score and not p.winner for p in rows):
        text = said(
            "Winner: {name} with {score} plunder (tie broken by disks on board)",
            name=NAME,
            score=best,
        )
    elif len(winners) > 1:
        text = said("Winners: {name} with {score} plunder and as many disks", name=NAME, score=best)
    else:
        text = said("Winner: {name} with {score} plunder", name=NAME, score=best)
    before, after = around(text)
    who = " & ".join(p.name for p in winners)
    return fit_named(who, "★ " + before, after + " ★", "bold", SMALL + 2, SMALL_MIN, room)
