"""The public Heroes table: the active card lying on the card beneath with what they share marked,
and a side panel with every faction's score and round wins, who plays it and their hand sizes,
the draw and play piles, whose turn it is and what the rules wait for.

Draws only from the public view (docs/dev/heroes-view.md); a seat view draws the same table, since
nothing here reads a hand or what one seat was shown.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from PIL import Image, ImageDraw

from render.core.banner import draw_banner_caption, draw_title_banner
from render.core.cache import draw_cached
from render.core.canvas import parchment, stone_panel
from render.core.fonts import font
from render.core.names import named, seat_name
from render.core.png import encode
from render.core.text import draw_text, ellipsize, fit_font, wrap
from render.core.theme import (
    GOLD,
    HIGHLIGHT,
    INK,
    INK_SOFT,
    STONE,
    STONE_DARK,
    WHITE,
    mix,
)
from render.core.turns import is_over, to_act
from render.heroes.cards import paste_back, paste_card
from render.heroes.model import (
    FACTION_ORDER,
    Card,
    controllers,
    hand_sizes,
    matches,
    per_faction,
    read_card,
)
from render.heroes.style import TRAIT_WORDS, draw_emblem, faction

PAD = 18
BANNER_H = 60
CARD_W, CARD_H = 210, 300
DROP = 64  # how far the active card lies below the card beneath (the beneath's name shows)
SHIFT = CARD_W - 12  # and how far to its right: the beneath's traits stay readable
PILE_W = SHIFT + CARD_W + 24
PANEL_W = 420
ROW_H = 88
PANEL_FILL = (246, 238, 218)
BODY_H = 470
Box = tuple[int, int, int, int]


@dataclass(frozen=True)
class TableLayout:
    """Where the parts of the table go: the tests probe cards and rows through it."""

    width: int
    height: int
    beneath: Box
    active: Box
    rows: dict[str, Box]  # faction -> its row in the panel
    draw_pile: Box


def table_layout(view: dict[str, Any]) -> TableLayout:
    """Fixed places: the table picture has the same size all game long."""
    top = BANNER_H + PAD
    bx, by = PAD + 6, top + 30
    beneath = (bx, by, bx + CARD_W, by + CARD_H)
    active = (bx + SHIFT, by + DROP, bx + SHIFT + CARD_W, by + DROP + CARD_H)
    px = PAD + PILE_W + PAD
    rows = {}
    for i, f in enumerate(FACTION_ORDER):
        y = top + 58 + i * (ROW_H + 8)
        rows[f] = (px + 12, y, px + PANEL_W - 12, y + ROW_H)
    width = px + PANEL_W + PAD
    pile_y = top + 14
    draw_pile = (px + PANEL_W - 12 - 30, pile_y, px + PANEL_W - 12, pile_y + 42)
    return TableLayout(width, top + BODY_H + PAD, beneath, active, rows, draw_pile)


def _who(view: dict[str, Any], names: Sequence[str], seats: Sequence[int]) -> str:
    return " & ".join(seat_name(names, s) for s in seats)


def turn_line(view: dict[str, Any], names: Sequence[str]) -> str:
    """The banner's words: who acts now, or who won."""
    if is_over(view):
        winner = view.get("winner")
        if winner in FACTION_ORDER:
            return f"Game over: the {faction(winner).plural} win"
        outcome = view.get("outcome") or {}
        winners = list(outcome.get("winners") or [])
        return f"Game over: {_who(view, names, winners)} win" if winners else "Game over"
    acting = to_act(view)
    if view.get("phase") == "discard":
        done = len(view.get("chosen") or [])
        return f"Everyone discards 3 cards ({done} of {len(hand_sizes(view))} done)"
    if not acting:
        return "Heroes of Troy"
    return f"{_who(view, names, acting)} to act"


def _score_words(view: dict[str, Any], names: Sequence[str], active: Card | None) -> list[str]:
    """What the last card scored and why, under the cards."""
    last = view.get("last_score")
    shared = view.get("matches")
    lines: list[str] = []
    if isinstance(last, dict) and active is not None and last.get("card") == active.id:
        seat = last.get("seat")
        who = seat_name(names, seat) if isinstance(seat, int) else "?"
        side = faction(last.get("faction"))
        points = int(last.get("points") or 0)
        how = " as Brave's extra card (1 less)" if last.get("brave") else ""
        how = how or (" as an extra card" if last.get("extra") else "")
        lines.append(f"{who} played {active.name}{how}: +{points} for the {side.plural}")
    if isinstance(shared, dict):
        parts = ["same faction"] if shared.get("faction") else []
        parts += [TRAIT_WORDS.get(str(t), str(t)) for t in shared.get("traits") or []]
        lines.append("Shared: " + (", ".join(parts) if parts else "nothing"))
    return lines


def _paint_caption(draw: ImageDraw.ImageDraw, box: tuple[float, float, float, float]) -> None:
    left, top, right, bottom = box
    f = font("bold", 15)
    draw_text(draw, (left, top + 10), "Beneath", f, INK_SOFT, anchor="lm")
    draw_text(draw, (right, top + 10), "Active card ▼", f, INK, anchor="rm")


def draw_pile(
    img: Image.Image, view: dict[str, Any], names: Sequence[str], layout: TableLayout
) -> None:
    """The two top cards of the play pile and the words for the last play."""
    draw = ImageDraw.Draw(img)
    beneath = read_card(view.get("beneath"), view)
    active = read_card(view.get("active"), view)
    bx, by = layout.beneath[0], layout.beneath[1]
    draw_cached(
        img,
        (bx, by - 26, layout.active[2], by - 6),
        ("heroes-caption",),
        _paint_caption,
        background=(0, 0, 0, 0),
    )
    marks = matches(view)
    if beneath is not None:
        paste_card(img, layout.beneath, beneath, marks)
    else:
        left, top, right, bottom = layout.beneath
        draw.rounded_rectangle(layout.beneath, 14, outline=mix(STONE, INK, 0.3), width=2)
        draw_text(
            draw,
            ((left + right) / 2, top + 40),
            "no card beneath",
            font("sans", 14),
            INK_SOFT,
            anchor="mm",
        )
    if active is None:
        left, top, right, bottom = layout.active
        draw.rounded_rectangle(layout.active, 14, outline=mix(STONE, INK, 0.3), width=2)
        words = "no card played yet"
        draw_text(
            draw, ((left + right) / 2, top + 40), words, font("sans", 14), INK_SOFT, anchor="mm"
        )
    else:
        left, top, right, bottom = layout.active
        draw.rounded_rectangle((left - 4, top + 6, right + 6, bottom + 6), 16, fill=(90, 70, 50))
        paste_card(img, layout.active, active, marks if beneath is not None else frozenset())
    y = layout.active[3] + 14
    for line in _score_words(view, names, active):
        f = fit_font(line, "bold", 16, PILE_W, min_size=10)
        draw_text(draw, (PAD + 6, y), ellipsize(line, f, PILE_W), f, INK)
        y += 22


def _faction_row(
    img: Image.Image,
    box: Box,
    key: str,
    view: dict[str, Any],
    names: Sequence[str],
) -> None:
    """One faction: emblem, name, its players and their hands, points and round wins."""
    draw = ImageDraw.Draw(img)
    st = faction(key)
    left, top, right, bottom = box
    seats = controllers(view)[key]
    acting = set(to_act(view))
    active = bool(acting & set(seats))
    winner = is_over(view) and view.get("winner") == key
    edge = GOLD if winner else st.band if active else mix(st.light, INK, 0.3)
    draw.rounded_rectangle(box, 10, fill=st.light, outline=edge, width=4 if active or winner else 1)
    draw.rounded_rectangle((left, top, left + 12, bottom), 5, fill=st.band)
    d = 44
    ex, ey = left + 22, top + 10
    draw.ellipse((ex, ey, ex + d, ey + d), fill=WHITE, outline=st.band, width=2)
    draw_emblem(draw, (ex + 8, ey + 8, ex + d - 8, ey + d - 8), st.emblem, st.colour)
    nx = ex + d + 12
    draw_text(draw, (nx, top + 8), st.plural, font("serif", 22), INK)
    score = per_faction(view, "scores")[key]
    wins = per_faction(view, "round_wins")[key]
    sf = font("serif", 34)
    draw_text(draw, (right - 14, top + 4), str(score), sf, INK, anchor="ra")
    draw_text(draw, (right - 14, top + 44), "points", font("sans", 12), INK_SOFT, anchor="ra")
    # Round wins: two rings, filled gold with a tick when won, so the count reads without colour.
    wy = top + 70
    draw_text(draw, (nx, wy), "round wins", font("sans", 12), INK_SOFT, anchor="lm")
    for i in range(max(2, wins)):
        cx = nx + 80 + i * 22
        r = 8
        if i < wins:
            draw.ellipse((cx - r, wy - r, cx + r, wy + r), fill=GOLD, outline=INK, width=2)
            draw_text(draw, (cx, wy), "✓", font("bold", 11), INK, anchor="mm")
        else:
            draw.ellipse((cx - r, wy - r, cx + r, wy + r), outline=INK_SOFT, width=2)
    sizes = hand_sizes(view)
    out = [int(s) for s in view.get("out") or []]
    lines = []
    if not seats:
        lines.append("neutral: nobody plays the Gods")
    for s in seats:
        n = sizes[s] if s < len(sizes) else 0
        tag = "▶ " if s in acting else ""
        state = " (out)" if s in out else ""
        lines.append(f"{tag}{seat_name(names, s)}: {n} card{'s' if n != 1 else ''}{state}")
    room = int(right - 70 - nx)
    text = " · ".join(lines)
    lf = fit_font(text, "bold", 14, room, min_size=11)
    draw_text(draw, (nx, top + 38), ellipsize(text, lf, room), lf, INK)
    if winner:
        draw_text(draw, (nx + 136, wy), "★ won the game", font("bold", 13), INK, anchor="lm")


def draw_panel(
    img: Image.Image, view: dict[str, Any], names: Sequence[str], layout: TableLayout
) -> None:
    """The side panel: round and piles, one row per faction, what is awaited, past rounds."""
    draw = ImageDraw.Draw(img)
    first = layout.rows["greek"]
    x, y = first[0] - 12, BANNER_H + PAD
    right = first[2] + 12
    stone_panel(draw, (x, y, right, y + BODY_H), PANEL_FILL, STONE_DARK, radius=12)
    rnd = int(view.get("round") or 1)
    draw_text(draw, (x + 14, y + 14), f"Round {rnd}", font("serif", 20), INK)
    draw_text(draw, (x + 14, y + 38), "two round wins take the game", font("sans", 12), INK_SOFT)
    paste_back(img, layout.draw_pile)
    dp, pp = int(view.get("draw_pile") or 0), int(view.get("play_pile") or 0)
    pf = font("bold", 15)
    draw_text(draw, (layout.draw_pile[0] - 8, y + 20), f"Draw pile: {dp}", pf, INK, anchor="rm")
    draw_text(
        draw,
        (layout.draw_pile[0] - 8, y + 42),
        f"Play pile: {pp}",
        font("sans", 13),
        INK_SOFT,
        anchor="rm",
    )
    for key in FACTION_ORDER:
        _faction_row(img, layout.rows[key], key, view, names)
    cy = layout.rows["god"][3] + 12
    inner = right - x - 28
    # Words under the rows, most urgent first, as many as fit above the legend.
    lines: list[tuple[str, str, tuple[int, int, int]]] = []
    stage = named(str(view.get("stage") or "").strip(), names)
    if stage:
        lines += [(w, "bold", INK) for w in wrap(f"Now: {stage}", font("bold", 14), inner)[:2]]
    lines += [(w, "sans", INK) for w in known(view, names)]
    lines += [(w, "sans", INK_SOFT) for w in past_rounds(view)[-2:]]
    for text, style, ink in lines:
        if cy + 18 > y + BODY_H - 32:
            break
        f = font(style, 14 if style == "bold" else 13)
        draw_text(draw, (x + 14, cy), ellipsize(text, f, inner), f, ink)
        cy += 19 if style == "bold" else 18
    _legend(img, x + 14, y + BODY_H - 30, inner)


def past_rounds(view: dict[str, Any]) -> list[str]:
    """One line per finished round: who won it and every faction's score."""
    past = []
    for r in view.get("rounds") or []:
        if not isinstance(r, dict):
            continue
        sc = per_faction(r, "scores")
        who = faction(r.get("winner")).plural if r.get("winner") else "nobody"
        nums = "–".join(str(sc[f]) for f in FACTION_ORDER)
        past.append(f"Round {r.get('round', '?')}: {who} won ({nums})")
    return past


def known(view: dict[str, Any], names: Sequence[str]) -> list[str]:
    """What everyone knows besides the numbers: who is out this round, in order, and the
    specials a player going out laid open."""
    lines = []
    out = [int(s) for s in view.get("out") or []]
    if out:
        lines.append("Out this round: " + ", ".join(seat_name(names, s) for s in out))
    revealed = view.get("revealed") or {}
    if isinstance(revealed, dict):
        for seat, cards in sorted(revealed.items(), key=lambda kv: str(kv[0])):
            shown = [c.name for c in (read_card(r, view) for r in cards or []) if c is not None]
            if shown and str(seat).isdigit():
                lines.append(f"{seat_name(names, int(seat))} showed {', '.join(shown)}")
    chosen = view.get("chosen") or []
    if view.get("phase") == "discard" and chosen:
        lines.append("Discarded already: " + ", ".join(seat_name(names, int(s)) for s in chosen))
    return lines


def _paint_legend(draw: ImageDraw.ImageDraw, box: tuple[float, float, float, float]) -> None:
    left, top, right, bottom = box
    draw.line((left, top, right, top), fill=mix(STONE, INK, 0.2), width=1)
    draw.rounded_rectangle(
        (left, top + 7, left + 30, top + 23), 5, fill=HIGHLIGHT, outline=INK, width=2
    )
    draw_text(draw, (left + 15, top + 15), "✓", font("bold", 12), INK, anchor="mm")
    text = "shared with the card beneath: 1 point each"
    draw_text(draw, (left + 38, top + 15), text, font("sans", 12), INK_SOFT, anchor="lm")


def _legend(img: Image.Image, x: int, y: int, width: int) -> None:
    draw_cached(
        img, (x, y, x + width, y + 26), ("heroes-legend",), _paint_legend, (*PANEL_FILL, 255)
    )


def render_table(view: dict[str, Any], names: Sequence[str]) -> Image.Image:
    """The table as a Pillow image (``draw_table`` encodes it)."""
    layout = table_layout(view)
    img = parchment(layout.width, layout.height)
    draw = ImageDraw.Draw(img)
    tx = draw_title_banner(draw, layout.width, BANNER_H, "HEROES OF TROY", 28, PAD + 4, 24)
    acting = to_act(view)
    sides = {f for f in FACTION_ORDER if set(acting) & set(controllers(view)[f])}
    if len(sides) == 1 and not is_over(view):
        st = faction(sides.pop())
        draw.ellipse((tx, 14, tx + 32, 46), fill=WHITE, outline=st.band, width=2)
        draw_emblem(draw, (tx + 6, 20, tx + 26, 40), st.emblem, st.colour)
        tx += 42
    line = turn_line(view, names)
    draw_banner_caption(draw, tx, layout.width - PAD, BANNER_H, line, 22, 12)
    draw_pile(img, view, names, layout)
    draw_panel(img, view, names, layout)
    return img


def draw_table(view: dict[str, Any], names: Sequence[str]) -> bytes:
    """PNG of the public Heroes table for ``view`` (a public or seat view; secrets are ignored)."""
    return encode(render_table(view, names))
