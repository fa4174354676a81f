"""The public Iliad table: the oracle and the Victory cards at stake, the Heroes (taken ones pale),
the three tiles and who holds them, every score (and each team's sum), and every seat's army as it
lies on the table with its value.

Draws only from the public view (docs/dev/iliad-view.md); a seat view draws the same table, since
nothing here reads a hand or the cards face down on a Horse.
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from functools import partial
from typing import Any

from PIL import Image, ImageDraw

from engine.iliad.cards import card as tile
from render.core.banner import draw_banner_caption, draw_title_banner
from render.core.canvas import parchment, stone_panel
from render.core.fonts import font
from render.core.names import named, seat_name
from render.core.png import encode
from render.core.sprites import draw_marker
from render.core.text import draw_text, ellipsize, fit_font
from render.core.theme import (
    BANNER,
    GOLD,
    GOLD_LIGHT,
    INK,
    INK_SOFT,
    RGB,
    STONE,
    STONE_DARK,
    WHITE,
    mix,
)
from render.core.turns import is_over, to_act
from render.iliad.cards import Face, paste_back, paste_badge, paste_face
from render.iliad.layout import (
    BANNER_H,
    MID_H,
    PAD,
    SCORE_FONT,
    SeatBoxes,
    TableLayout,
    score_text,
    table_layout,
)
from render.iliad.model import Item, Seat, face_of, teams
from render.iliad.regions import draw_region
from render.iliad.style import TEAM_FILLS, TEAM_LETTERS, look, seat_style

PANEL_FILL = (246, 238, 218)
PASSED_FILL = (226, 220, 206)
TILE_FILL = {"agamemnon": (150, 112, 20), "athena": (110, 96, 80), "poseidon": (30, 110, 160)}


def _who(names: Sequence[str], seats: Sequence[int]) -> str:
    return " & ".join(seat_name(names, s) for s in seats)


def team_name(team: int, view: dict[str, Any], names: Sequence[str]) -> str:
    """The words for a team: "Team A (Ann & Cy)"."""
    team_of = teams(view) or []
    members = [s for s, t in enumerate(team_of) if t == team]
    return f"Team {TEAM_LETTERS[team % 3]} ({_who(names, members)})"


def turn_line(view: dict[str, Any], names: Sequence[str]) -> str:
    """The banner's words: who acts now and what is awaited, or who won."""
    if is_over(view):
        outcome = view.get("outcome") or {}
        winners = [int(s) for s in outcome.get("winners") or []]
        team_of = teams(view)
        if winners and team_of:
            return f"Game over: {team_name(team_of[winners[0]], view, names)} wins"
        verb = "wins" if len(winners) == 1 else "win"
        return f"Game over: {_who(names, winners)} {verb}" if winners else "Game over"
    stage = named(str(view.get("stage") or "").strip(), names)
    pending = view.get("pending") or {}
    if view.get("phase") == "discard" and isinstance(pending.get("counts"), dict):
        owed = [f"{seat_name(names, int(s))} ({n})" for s, n in sorted(pending["counts"].items())]
        return "Discard to the hand limit: " + ", ".join(owed)
    acting = to_act(view)
    if not acting:
        return stage or "Iliad"
    return f"{_who(names, acting)}: {stage}" if stage else f"{_who(names, acting)} to act"


def _caption(draw: ImageDraw.ImageDraw, xy: tuple[float, float], text: str) -> None:
    draw_text(draw, xy, text, font("bold", 14), INK, anchor="ls")


def draw_middle(
    img: Image.Image, view: dict[str, Any], names: Sequence[str], lay: TableLayout
) -> None:
    """The middle of the table: oracle, Victory cards at stake, Heroes, tiles, piles."""
    draw = ImageDraw.Draw(img)
    top = BANNER_H + 10
    stone_panel(draw, (PAD, top, lay.width - PAD, top + MID_H), PANEL_FILL, STONE_DARK, radius=12)
    ox, oy = lay.oracle[0], lay.oracle[1]
    siege = int(view.get("siege") or 1)
    kind = str(view.get("kind") or "")
    _caption(draw, (ox, oy - 8), f"Siege {siege}" + (" · duel" if kind == "duel" else ""))
    oracle = face_of(view.get("oracle"))
    small = font("sans", 12)
    if oracle is not None:
        paste_face(img, lay.oracle, oracle)
    else:
        draw.rounded_rectangle(lay.oracle, 8, outline=mix(STONE, INK, 0.3), width=2)
        cx = (lay.oracle[0] + lay.oracle[2]) / 2
        for i, words in enumerate(oracle_words(view)):
            draw_text(draw, (cx, oy + 40 + 18 * i), words, font("bold", 12), INK_SOFT, anchor="mm")
    if kind != "duel":
        left = int(view.get("oracle_left") or 0)
        words = f"{left} oracle card{'s' if left != 1 else ''} left"
        draw_text(draw, (ox, lay.oracle[3] + 16), words, small, INK_SOFT, anchor="ls")
    sx = lay.stake[0][0] if lay.stake else lay.oracle[2] + 34
    _caption(draw, (sx, oy - 8), "At stake")
    for raw, box in zip(view.get("stake") or [], lay.stake, strict=False):
        face = face_of(raw)
        if face is not None:
            paste_face(img, box, face)
    if not lay.stake:
        draw_text(draw, (sx, oy + 40), "nothing at stake", font("bold", 12), INK_SOFT, anchor="lm")
    vleft = int(view.get("victory_left") or 0)
    draw_text(
        draw,
        (sx, lay.oracle[3] + 16),
        f"{vleft} Victory card{'s' if vleft != 1 else ''} face down",
        small,
        INK_SOFT,
        anchor="ls",
    )
    if lay.heroes:
        _caption(draw, (lay.heroes[0][0], oy - 8), "Heroes (pale: taken)")
    left_now = {str(h) for h in view.get("heroes_left") or []}
    for raw, box in zip(view.get("heroes") or [], lay.heroes, strict=False):
        face = face_of(raw)
        if face is not None:
            paste_face(img, box, face, dim=str(raw) not in left_now)
    tiles = view.get("tiles") or {}
    for key, box in lay.tiles.items():
        _tile(draw, box, key, tiles.get(key), names)
    px = lay.tiles["agamemnon"][0]
    deck, discard = int(view.get("deck") or 0), int(view.get("discard") or 0)
    limit = int(view.get("hand_limit") or 12)
    draw_text(
        draw,
        (px, lay.tiles["poseidon"][3] + 18),
        f"Deck {deck} · discard {discard} · hand limit {limit}",
        small,
        INK_SOFT,
        anchor="ls",
    )


def oracle_words(view: dict[str, Any]) -> tuple[str, ...]:
    """What stands in the oracle's place when no oracle card is face up."""
    if view.get("kind") == "duel":
        return ("no oracle", "2 players")
    if view.get("tiebreak"):
        return ("tie-break", "Gorgon rules")
    return ("no oracle",)


def _tile(
    draw: ImageDraw.ImageDraw,
    box: tuple[int, int, int, int],
    key: str,
    holder: object,
    names: Sequence[str],
) -> None:
    """A tile: its name and points on its colour, and who holds it."""
    left, top, right, bottom = box
    word, points = tile(key).name, tile(key).value
    fill = TILE_FILL[key]
    draw.rounded_rectangle((left, top, left + 104, bottom), 8, fill=fill, outline=INK, width=1)
    draw_text(
        draw,
        (left + 8, (top + bottom) / 2),
        f"{word} {points}",
        font("bold", 13),
        WHITE,
        anchor="lm",
    )
    if isinstance(holder, int):
        st = seat_style(holder)
        draw_marker(draw, (left + 118, (top + bottom) / 2), 8, st)
        who = ellipsize(seat_name(names, holder), font("bold", 13), right - left - 132)
        draw_text(draw, (left + 130, (top + bottom) / 2), who, font("bold", 13), INK, anchor="lm")
    else:
        draw_text(
            draw,
            (left + 112, (top + bottom) / 2),
            "nobody",
            font("sans", 13),
            INK_SOFT,
            anchor="lm",
        )


def score_words(view: dict[str, Any], names: Sequence[str]) -> list[str]:
    """Every score: per team (the partners' sum) in team games, else per seat."""
    team_of = teams(view)
    scores = [int(s) for s in view.get("scores") or []]
    if team_of:
        sums = [int(s) for s in view.get("team_scores") or []]
        return [
            f"{team_name(t, view, names)} {sums[t] if t < len(sums) else 0}"
            for t in range(max(team_of) + 1)
        ]
    return [f"{seat_name(names, s)} {v}" for s, v in enumerate(scores)]


def draw_strip(
    img: Image.Image, view: dict[str, Any], names: Sequence[str], lay: TableLayout
) -> None:
    """Every score on one line, and the points that win."""
    draw = ImageDraw.Draw(img)
    left, top, right, bottom = lay.strip
    draw.rounded_rectangle(lay.strip, 8, fill=BANNER)
    target = int(view.get("target") or 12)
    cy = (top + bottom) / 2
    x: float = left + 12
    f = font("bold", 16)
    head = f"Points ({target} wins):"
    draw_text(draw, (x, cy), head, f, GOLD_LIGHT, anchor="lm")
    x += f.getlength(head) + 14
    text = "   ·   ".join(score_words(view, names))
    room = int(right - 12 - x)
    tf = fit_font(text, "bold", 16, room, min_size=11)
    draw_text(draw, (x, cy), ellipsize(text, tf, room), tf, (250, 240, 215), anchor="lm")


def item_label(item: Item) -> str:
    """The words under an item: its id, and "fallen" for a card that fell from an Elephant or a
    Horse (it may not join a Phalanx, an Elephant or a Horse)."""
    return f"{item.id} fallen" if item.fallen else item.id


def chip_text(face: Face, copies: int) -> str:
    """A won card's chip: "C2" (City 2), "H5", "−1" (Thanatos), and "×3" for three alike."""
    short = face.label if face.kind == "thanatos" else f"{face.name[0]}{face.label}"
    return f"{short}×{copies}" if copies > 1 else short


def _badge_text(kind: str, value: int) -> str:
    return f"+{value}" if kind == "hero" else str(value)


def seat_tags(
    view: dict[str, Any], seat: Seat, acting: bool, winner: bool, passed: bool
) -> list[tuple[str, RGB]]:
    """The tags beside a seat's name, most important first: team, to act, winner, out of the
    siege or passed, rank in the award, last to pass."""
    tags: list[tuple[str, RGB]] = []
    if seat.team is not None:
        tags.append((f"Team {TEAM_LETTERS[seat.team % 3]}", TEAM_FILLS[seat.team % 3]))
    if acting:
        tags.append(("▶ to act", GOLD_LIGHT))
    if winner:
        tags.append(("★ winner", GOLD_LIGHT))
    if not seat.in_siege:
        tags.append(("not in this siege", PASSED_FILL))
    elif passed:
        tags.append(("passed", (214, 208, 196)))
    ranking = view.get("ranking")
    if view.get("phase") == "award" and isinstance(ranking, list) and seat.seat in ranking:
        tags.append((f"rank {ranking.index(seat.seat) + 1}", GOLD_LIGHT))
    if view.get("last_pass") == seat.seat:
        tags.append(("passed last", (214, 208, 196)))
    return tags


def draw_seat(
    img: Image.Image, view: dict[str, Any], names: Sequence[str], boxes: SeatBoxes
) -> None:
    """One seat's panel: who, team, tags, army value, points and cards won, and the army."""
    draw = ImageDraw.Draw(img)
    seat = boxes.seat
    st = seat_style(seat.seat)
    acting = seat.seat in to_act(view)
    outcome = view.get("outcome") or {}
    winner = is_over(view) and seat.seat in [int(s) for s in outcome.get("winners") or []]
    left, top, right, bottom = boxes.panel
    # In a duel a pass does not end one's siege: only the last pass is told.
    passed = seat.passed and view.get("kind") != "duel"
    fill = PANEL_FILL if seat.in_siege and not passed else PASSED_FILL
    edge = GOLD if winner else st.colour if acting else STONE_DARK
    draw.rounded_rectangle(
        boxes.panel, 10, fill=fill, outline=edge, width=5 if acting or winner else 2
    )
    draw.rounded_rectangle((left, top, left + 10, bottom), 5, fill=st.colour)
    draw_marker(draw, (left + 34, top + 22), 13, st)
    name = seat_name(names, seat.seat)
    tags = seat_tags(view, seat, acting, winner, passed)
    # The army's value, right; the name and the tags share what is left of the line, the name
    # shortened first (down to 90 px), then the last tags left out.
    vl, vt, vr, vb = boxes.army_value
    af = font("serif", 28)
    army_left = vr - af.getlength(str(seat.army)) - 6
    draw_text(draw, (vr, vt + 16), str(seat.army), af, INK, anchor="rm")
    draw_text(draw, (army_left, vt + 20), "army", font("sans", 13), INK_SOFT, anchor="rm")
    limit = army_left - font("sans", 13).getlength("army") - 12
    tf = font("bold", 12)
    widths = [tf.getlength(text) + 14 for text, _ in tags]
    room = int(max(90, min(230, limit - (left + 62) - sum(w + 6 for w in widths))))
    nf = fit_font(name, "serif", 20, room, min_size=12)
    draw_text(draw, (left + 56, top + 22), ellipsize(name, nf, room), nf, INK, anchor="lm")
    x = left + 62 + min(room, nf.getlength(name))
    for (text, colour), w in zip(tags, widths, strict=True):
        if x + w > limit:
            break
        draw.rounded_rectangle((x, top + 12, x + w, top + 32), 9, fill=colour, outline=INK, width=1)
        draw_text(draw, (x + w / 2, top + 22), text, tf, INK, anchor="mm")
        x += w + 6
    draw_text(draw, (left + 22, top + 55), score_text(seat), font(*SCORE_FONT), INK, anchor="lm")
    for face, copies, box in boxes.won:
        draw.rounded_rectangle(box, 5, fill=look(face.kind).band, outline=INK, width=1)
        cf = fit_font(chip_text(face, copies), "bold", 12, box[2] - box[0] - 4, min_size=8)
        centre = ((box[0] + box[2]) / 2, (box[1] + box[3]) / 2 + 1)
        draw_text(draw, centre, chip_text(face, copies), cf, WHITE, anchor="mm")
    # Beside the cards won: the City and Trireme sums (Athena, Poseidon) where there is room.
    words = f"cities {seat.cities} · triremes {seat.triremes} · hand {seat.hand}"
    start = boxes.won[-1][2][2] + 10 if boxes.won else left + 90
    wf = font("sans", 13)
    if right - 14 - wf.getlength(words) < start:
        words = f"hand {seat.hand}"
    draw_text(draw, (right - 14, top + 55), words, wf, INK_SOFT, anchor="rm")
    if not seat.items:
        gone = (
            "army discarded"
            if seat.passed and view.get("kind") == "gorgon"
            else "no cards on the table"
        )
        draw_text(draw, (left + 24, top + 96), gone, font("sans", 14), INK_SOFT, anchor="lm")
    for ib in boxes.items:
        face_up = iter(ib.item.cards)
        for k, box in enumerate(ib.cards):
            if k in ib.backs:
                paste_back(img, box)
            else:
                up = next(face_up, None)
                if up is not None:
                    paste_face(img, box, up)
        if ib.backs:
            last = ib.cards[ib.backs[-1]]
            cx, cy = (last[0] + last[2]) / 2, last[1] + 52
            label = f"{ib.item.hidden}"
            r = 13
            draw.ellipse((cx - r, cy - r, cx + r, cy + r), fill=GOLD_LIGHT, outline=INK, width=2)
            draw_text(draw, (cx, cy + 1), label, font("bold", 15), INK, anchor="mm")
        if ib.item.kind == "horse" and len(ib.item.cards) > 1:
            last = ib.cards[-1]
            words = "revealed"
            rf = font("bold", 11)
            draw_text(draw, ((last[0] + last[2]) / 2, last[3] + 13), words, rf, INK, anchor="mm")
        if ib.label is not None:
            lx = (ib.label[0] + ib.label[2]) / 2
            words = item_label(ib.item)
            lf = fit_font(words, "bold", 12, ib.label[2] - ib.label[0] + 8, min_size=9)
            draw_text(draw, (lx, ib.label[1]), words, lf, INK_SOFT, anchor="mt")
        if ib.badge is not None and ib.item.value is not None:
            paste_badge(img, ib.badge, _badge_text(ib.item.kind, ib.item.value))


def render_table(view: dict[str, Any], names: Sequence[str]) -> Image.Image:
    """The table as a Pillow image (``draw_table`` encodes it)."""
    lay = table_layout(view)
    img = parchment(lay.width, lay.height)
    draw = ImageDraw.Draw(img)
    tx = draw_title_banner(draw, lay.width, BANNER_H, "ILIAD", 28, PAD + 4, 24)
    draw_banner_caption(draw, tx, lay.width - PAD, BANNER_H, turn_line(view, names), 22, 12)
    middle = (PAD, BANNER_H + 10, lay.width - PAD + 1, BANNER_H + 10 + MID_H + 1)
    draw_region(img, middle, middle_key(view, names), lambda: draw_middle(img, view, names, lay))
    draw_strip(img, view, names, lay)
    for boxes in lay.seats:
        left, top, right, bottom = boxes.panel
        draw_region(
            img,
            (left, top, right + 1, bottom + 1),
            seat_key(view, names, boxes),
            partial(draw_seat, img, view, names, boxes),
        )
    return img


def middle_key(view: dict[str, Any], names: Sequence[str]) -> Hashable:
    """Everything the middle of the table shows."""
    tiles = view.get("tiles") or {}
    holders = tuple(
        (k, v, seat_name(names, v) if isinstance(v, int) else None) for k, v in tiles.items()
    )
    keys = (
        *("siege", "kind", "oracle", "oracle_left", "victory_left"),
        *("deck", "discard", "hand_limit", "tiebreak"),
    )
    lists = tuple(tuple(view.get(k) or ()) for k in ("stake", "heroes", "heroes_left"))
    return ("iliad-middle", tuple(str(view.get(k)) for k in keys), lists, holders)


def seat_key(view: dict[str, Any], names: Sequence[str], boxes: SeatBoxes) -> Hashable:
    """Everything one seat's panel shows: its boxes (the seat's whole army) and its tags."""
    seat = boxes.seat.seat
    outcome = view.get("outcome") or {}
    ranking = view.get("ranking")
    rank = ranking.index(seat) if isinstance(ranking, list) and seat in ranking else None
    return (
        "iliad-seat",
        boxes,
        seat_name(names, seat),
        seat in to_act(view),
        is_over(view) and seat in [int(s) for s in outcome.get("winners") or []],
        view.get("kind"),
        rank if view.get("phase") == "award" else None,
        view.get("last_pass") == seat,
    )


def draw_table(view: dict[str, Any], names: Sequence[str]) -> bytes:
    """PNG of the public Iliad table for ``view`` (a public or seat view; secrets are ignored)."""
    return encode(render_table(view, names))
