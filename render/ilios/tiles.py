"""ILIOS tiles as pictures: one function draws a tile at any size, on the board, in a hand or as a
miniature, from the cell or catalogue data of the view alone."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from PIL import Image, ImageDraw

from engine.ilios.view_types import KindView
from render.core.cache import draw_cached
from render.core.fonts import font
from render.core.language import N_, Words
from render.core.sprites import draw_arrow, draw_jump_marks, draw_marker, draw_tile_base
from render.core.text import Font, draw_text, fit_font
from render.core.theme import GOLD, GOLD_LIGHT, INK, RGB, WHITE, mix, player_style

Box = tuple[float, float, float, float]

# Tile faces by family; colour is only a second cue next to the written label.
FACE: dict[str, RGB] = {
    "spearman": (226, 186, 138),
    "axeman": (226, 186, 138),
    "javelin": (226, 186, 138),
    "shield": (226, 186, 138),
    "powerful": (205, 134, 96),
    "oracle": (198, 212, 226),
    "iron": (170, 176, 184),
    "troy": (236, 204, 110),
    "horse_side": (196, 170, 120),
    "horse_diagonal": (196, 170, 120),
    "horse_straight": (196, 170, 120),
    "wasteland": (86, 78, 70),
}
UNKNOWN_FACE: RGB = (210, 200, 180)
# Where the parts of a detailed tile sit, as fractions of its side: sized so that on the table
# the word and the value stay 9 px tall when a phone shows the picture 360 px wide.
LABEL_Y, LABEL_Y_CENTRED = 0.28, 0.32
MARKER_Y, MARKER_R = 0.445, 0.085
COIN_Y, COIN_R = 0.685, 0.155
LABEL_SIZE, LABEL_SIZE_CENTRED = 0.215, 0.24  # a tile's word, as a fraction of its side
LABEL_ROOM = 0.9  # of the side: the word may run nearly edge to edge
ARROW_LENGTH = 0.12  # of the side: short heads leave the word and the coin their room
MINI_COIN_R = 0.34  # a miniature's coin, large enough for its number to read
# Written on a square whose tile was plundered ("plundered" is too long to read on a phone).
LOOTED = N_("looted")
# Short words that fit on a board square; the full names are in the catalogue.
LABEL: dict[str, str] = {
    "spearman": N_("SPEAR"),
    "axeman": N_("AXE"),
    "javelin": N_("JAVELIN"),
    "shield": N_("SHIELD"),
    "powerful": N_("POWER"),
    "oracle": N_("ORACLE"),
    "iron": N_("IRON"),
    "troy": N_("TROY"),
    "horse_side": N_("SIDE"),
    "horse_diagonal": N_("DIAG"),
    "horse_straight": N_("STRT"),
    "wasteland": N_("WASTE"),
}


def short_label(kind: str, catalogue: Mapping[str, KindView], said: Words) -> str:
    """The word written on a tile: ours for known kinds, else the catalogue name."""
    if kind in LABEL:
        return said(LABEL[kind])
    entry = catalogue.get(kind)
    return (said.term(entry["name"]) if entry else kind).upper()


def draw_coin(
    draw: ImageDraw.ImageDraw, center: tuple[float, float], r: float, value: int | str
) -> None:
    """The plunder value as a gold coin with the number on it."""
    cx, cy = center
    draw.ellipse(
        (cx - r, cy - r, cx + r, cy + r),
        fill=GOLD_LIGHT,
        outline=mix(GOLD, INK, 0.45),
        width=max(1, round(r / 7)),
    )
    text = str(value)
    draw_text(draw, (cx, cy + r * 0.03), text, coin_font(text, r), INK, anchor="mm")


def coin_font(text: str, r: float) -> Font:
    """The font of the number on a coin of radius ``r``: as large as the coin holds."""
    return fit_font(text, "serif", round(r * 1.45), round(r * 1.95), min_size=7)


def label_font(label: str, side: float, centred: bool) -> Font:
    """The font of a tile's word: larger when it sits alone in the middle of the tile. The
    regular face drawn with a one-pixel stroke (``draw_word``): as dark as bold and narrower,
    so that "JAVELIN" on a 7×7 board is as tall as a phone needs."""
    size = round(side * (LABEL_SIZE_CENTRED if centred else LABEL_SIZE))
    return fit_font(label, "sans", size, round(side * LABEL_ROOM) - 2, 7)


def draw_word(
    draw: ImageDraw.ImageDraw, xy: tuple[float, float], text: str, fnt: Font, fill: RGB
) -> None:
    """A tile's word, centred on ``xy``, thickened by a stroke of its own ink."""
    draw_text(draw, xy, text, fnt, fill, anchor="mm", halo=fill, halo_width=1)


def _wasteland(draw: ImageDraw.ImageDraw, box: Box, label: bool, said: Words) -> None:
    """Dark and hatched, with no bevel: clearly not a tile anyone can take."""
    left, top, right, bottom = box
    side = right - left
    draw.rounded_rectangle(
        box,
        side * 0.08,
        fill=FACE["wasteland"],
        outline=(40, 34, 30),
        width=max(1, round(side / 40)),
    )
    # Scorched-earth hatching: diagonal strokes clipped to the tile by construction.
    step = max(4, side / 7)
    pad = side * 0.08
    hatch = mix(FACE["wasteland"], (20, 16, 12), 0.45)
    k = -side
    while k < side:
        x0, y0 = left + pad + max(0, k), top + pad + max(0, -k)
        length = side - 2 * pad - abs(k)
        if length > 0:
            draw.line(
                (x0, y0, x0 + length, y0 + length), fill=hatch, width=max(1, round(side / 45))
            )
        k += step
    if label:
        waste = said(LABEL["wasteland"])
        fnt = label_font(waste, side, True)
        draw_text(
            draw,
            (left + side / 2, top + side / 2),
            waste,
            fnt,
            (236, 226, 210),
            anchor="mm",
            halo=(40, 34, 30),
            halo_width=max(1, round(side / 40)),
        )


def _troy_walls(draw: ImageDraw.ImageDraw, box: Box) -> None:
    """Crenellated walls along the bottom of the Troy tile, so it reads as a city at a glance."""
    left, top, right, bottom = box
    side = right - left
    wall = mix(FACE["troy"], INK, 0.35)
    y0 = top + side * 0.56
    y1 = top + side * 0.70
    x0, x1 = left + side * 0.14, right - side * 0.14
    draw.rectangle((x0, y0, x1, y1), fill=wall)
    n = 5
    w = (x1 - x0) / (2 * n - 1)
    for i in range(n):
        bx = x0 + i * 2 * w
        draw.rectangle((bx, y0 - side * 0.06, bx + w, y0), fill=wall)


def draw_tile(
    draw: ImageDraw.ImageDraw,
    box: Box,
    kind: str,
    catalogue: Mapping[str, KindView],
    arrows: Sequence[str] = (),
    jumps: Sequence[Sequence[int]] = (),
    value: int | None = None,
    disk: int | None = None,
    detail: bool = True,
    *,
    said: Words,
) -> None:
    """One tile in ``box``: face, kind label, arrows (absolute), horse jump marks, value coin
    and the occupying player's frame and disk. ``detail`` False draws a miniature (no label)."""
    left, top, right, bottom = box
    side = right - left
    cx = left + side / 2
    if kind == "wasteland":
        _wasteland(draw, box, detail, said)
        return
    face = FACE.get(kind, UNKNOWN_FACE)
    draw_tile_base(draw, box, face, bevel=side >= 30)
    if disk is not None:
        st = player_style(disk)
        w = max(2, round(side * 0.055))
        draw.rounded_rectangle(
            (left + w / 2, top + w / 2, right - w / 2 - 1, bottom - w / 2 - 1),
            side * 0.08,
            outline=st.colour,
            width=w,
        )
    if kind == "troy" and side >= 30:
        _troy_walls(draw, box)
    if jumps:
        draw_jump_marks(draw, box, jumps, fill=INK, ring=WHITE)
    for direction in arrows:
        draw_arrow(draw, box, direction, fill=INK, length=ARROW_LENGTH)
    if not detail:
        # Miniatures and small boards: the disk if any, else the value coin.
        if disk is not None:
            draw_marker(draw, (cx, top + side * 0.5), side * 0.2, player_style(disk))
        elif value is not None:
            r = side * (MINI_COIN_R if side < 40 else 0.25)
            draw_coin(draw, (cx, top + side * 0.5), r, value)
        return
    label = short_label(kind, catalogue, said)
    is_horse = bool(jumps) or kind.startswith("horse")
    # With no disk to show, a plain tile's word moves to the middle and grows a little.
    centred = disk is None and not is_horse and kind != "troy"
    if is_horse:
        _horse_face(draw, box, label, face, disk)
    else:
        fnt = label_font(label, side, centred)
        label_y = top + side * (LABEL_Y_CENTRED if centred else LABEL_Y)
        draw_word(draw, (cx, label_y), label, fnt, INK)
        if disk is not None:
            draw_marker(draw, (cx, top + side * MARKER_Y), side * MARKER_R, player_style(disk))
    if value is not None:
        draw_coin(draw, (cx, top + side * COIN_Y), side * COIN_R, value)


def _horse_face(
    draw: ImageDraw.ImageDraw, box: Box, label: str, face: RGB, disk: int | None
) -> None:
    """A horse's word across the middle, its disk above and a knight below: a horse's jump
    dots lie only on the tile's outer ring, so the middle is theirs."""
    left, top, right, _ = box
    side = right - left
    cx = left + side / 2
    fnt = label_font(label, side, True)
    draw_word(draw, (cx, top + side * 0.5), label, fnt, INK)
    if disk is not None:
        draw_marker(draw, (cx, top + side * 0.3), side * MARKER_R, player_style(disk))
    knight = font("sans", round(side * 0.22))
    draw_text(draw, (cx, top + side * 0.71), "♞", knight, mix(face, INK, 0.6), anchor="mm")


def draw_plundered(
    draw: ImageDraw.ImageDraw, box: Box, disk: int | None, said: Words, words: bool = True
) -> None:
    """An empty square whose tile was plundered: the disk stays, the square is not open."""
    left, top, right, bottom = box
    side = right - left
    fill = (214, 200, 172)
    draw.rounded_rectangle(box, side * 0.08, fill=fill, outline=mix(fill, INK, 0.35), width=1)
    # Dashed outline of where the tile was.
    dash = mix(fill, INK, 0.45)
    pad = side * 0.1
    step = side / 10
    x = left + pad
    while x < right - pad:
        x2 = min(x + step / 2, right - pad)
        draw.line((x, top + pad, x2, top + pad), fill=dash, width=1)
        draw.line((x, bottom - pad, x2, bottom - pad), fill=dash, width=1)
        x += step
    y = top + pad
    while y < bottom - pad:
        y2 = min(y + step / 2, bottom - pad)
        draw.line((left + pad, y, left + pad, y2), fill=dash, width=1)
        draw.line((right - pad, y, right - pad, y2), fill=dash, width=1)
        y += step
    if disk is not None:
        cy = top + side * (0.44 if words else 0.5)
        draw_marker(draw, (left + side / 2, cy), side * 0.17, player_style(disk))
    if not words:
        return
    looted = said(LOOTED)
    fnt = label_font(looted, side, False)
    draw_word(draw, (left + side / 2, top + side * 0.78), looted, fnt, mix(fill, INK, 0.7))


def draw_open(draw: ImageDraw.ImageDraw, box: Box, name: str) -> None:
    """An open square: sunken and light, with its own name written faintly so a player can read
    off where to deploy."""
    left, top, right, bottom = box
    side = right - left
    fill = (248, 241, 222)
    draw.rounded_rectangle(box, side * 0.06, fill=fill, outline=(196, 180, 150), width=1)
    draw.line((left + 3, top + 2, right - 3, top + 2), fill=(214, 200, 170), width=2)
    fnt = font("bold", round(side * (0.22 if side >= 60 else 0.36)))
    draw_text(draw, (left + side / 2, top + side / 2), name, fnt, (206, 192, 164), anchor="mm")


# --- the same pictures through the sprite cache (render/core/cache.py) ----------------------


def paste_tile(
    img: Image.Image,
    box: Box,
    kind: str,
    catalogue: Mapping[str, KindView],
    arrows: Sequence[str] = (),
    jumps: Sequence[Sequence[int]] = (),
    value: int | None = None,
    disk: int | None = None,
    detail: bool = True,
    *,
    said: Words,
) -> None:
    """``draw_tile`` drawn once per look (kind, label, arrows, jumps, value, owner, size)."""
    arrows = tuple(arrows)
    jumps = tuple(tuple(j) for j in jumps)
    label = short_label(kind, catalogue, said)
    key = ("ilios-tile", said.language, kind, label, arrows, jumps, value, disk, detail)
    draw_cached(
        img,
        box,
        key,
        lambda d, b: draw_tile(
            d, b, kind, catalogue, arrows, jumps, value, disk, detail, said=said
        ),
    )


def paste_open(img: Image.Image, box: Box, name: str) -> None:
    """``draw_open``, once per square name and size."""
    draw_cached(img, box, ("ilios-open", name), lambda d, b: draw_open(d, b, name))


def paste_plundered(
    img: Image.Image, box: Box, disk: int | None, said: Words, words: bool = True
) -> None:
    """``draw_plundered``, once per owner, size and language."""
    draw_cached(
        img,
        box,
        ("ilios-plundered", said.language, disk, words),
        lambda d, b: draw_plundered(d, b, disk, said, words),
    )


def paste_mini(
    img: Image.Image, box: Box, kind: str, catalogue: Mapping[str, KindView], said: Words
) -> None:
    """``draw_mini``, once per kind (and its catalogue entry) and size."""
    entry = catalogue.get(kind)
    paste_tile(
        img,
        box,
        kind,
        catalogue,
        arrows=entry["arrows"] if entry else (),
        jumps=entry["jumps"] if entry else (),
        value=entry["value"] if entry else None,
        detail=False,
        said=said,
    )
