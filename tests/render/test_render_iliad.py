"""What the Iliad pictures draw, checked pixel by pixel on the RGB images (before the PNG palette):
each card kind's band and icon, every army item as it lies (each card of a Phalanx, the riders on
an Elephant, the backs and the count on a Horse), the values of the rulebook's examples, the
oracle, the Victory cards at stake, the Heroes (taken ones pale), the tiles and their holders,
every score and team, who acts and who passed, and in a hand every card held plus the cards the
player put face down on a Horse.

Views come from render/iliad/samples.py, built after docs/dev/iliad-view.md; probe points are
found through the drawing code's own layouts (``table_layout``, ``hand_layout``, ``band_height``).
"""

from __future__ import annotations

import re
from typing import Any

import pytest
from PIL import Image, ImageDraw
from probes import Box, px, share

from render.core import cache
from render.core.theme import GOLD_LIGHT, INK, INK_SOFT, RGB, WHITE, mix
from render.iliad import hand as hand_module
from render.iliad import regions
from render.iliad.cards import HINTS, Face, band_height, hint_rows, icon_box, paste_face
from render.iliad.chips import back_words, paste_back, paste_chip, paste_pill
from render.iliad.hand import HORSE_FILL, HandLayout, hand_layout, render_hand, status
from render.iliad.layout import (
    TILE_CHIP_W,
    SeatBoxes,
    TableLayout,
    cell_width,
    chip_text,
    note_words,
    oracle_words,
    table_layout,
)
from render.iliad.middle import TILE_FILL, score_words
from render.iliad.model import face_of
from render.iliad.samples import item, sample_seat_view, sample_view
from render.iliad.seat_row import PASSED_FILL, item_label, seat_tags
from render.iliad.style import BACK, LOOKS, TEAM_FILLS, draw_icon, look, seat_style
from render.iliad.table import render_table, turn_line

NAMES = ["Ann", "Bo", "Cy", "Di", "Ed", "Flo"]
SEATINGS = [(2, False), (3, False), (4, False), (4, True), (5, False), (6, True)]


def band_colour(img: Image.Image, box: Box) -> RGB:
    """A card's band colour, at its right end (no letter reaches it)."""
    return px(img, box[2] - 2, box[1] + band_height(box[3] - box[1]) / 2)


def table(view: dict[str, Any]) -> tuple[Image.Image, TableLayout]:
    return render_table(view, NAMES), table_layout(view)


def seat_boxes(layout: TableLayout, seat: int) -> SeatBoxes:
    return next(s for s in layout.seats if s.seat.seat == seat)


# --- the cards ----------------------------------------------------------------------------------


FACES = [
    Face("hoplites", "4", "Hoplites"),
    Face("archers", "1", "Archers"),
    Face("chariot", "3", "Chariot"),
    Face("elephant", "", "Elephant"),
    Face("ballista", "", "Ballista"),
    Face("catapult", "", "Catapult"),
    Face("harrow", "", "Harrow"),
    Face("horse", "", "Trojan Horse"),
    Face("hero", "6", "Ajax"),
    Face("city", "3", "City"),
    Face("trireme", "2", "Trireme"),
    Face("helen", "5", "Helen"),
    Face("thanatos", "−2", "Thanatos"),
    Face("gorgon", "", "Gorgon"),
]


@pytest.mark.parametrize("face", FACES, ids=lambda f: f.kind)
def test_a_card_shows_its_kinds_band_and_icon(face: Face) -> None:
    img = Image.new("RGB", (120, 160), WHITE)
    box = (10, 10, 106, 144)
    paste_face(img, box, face)
    st = look(face.kind)
    assert band_colour(img, box) == st.band
    hinted = face.kind in HINTS
    assert share(img, icon_box(box, hinted), st.band) > 0.08
    assert share(img, icon_box(box, hinted), st.face) > 0.2  # the icon sits on the pale face


@pytest.mark.parametrize("face", FACES[:8], ids=lambda f: f.kind)
def test_a_hand_sized_army_card_says_what_it_does_and_a_table_card_does_not(face: Face) -> None:
    big = Image.new("RGB", (120, 160), WHITE)
    paste_face(big, (10, 10, 106, 144), face)
    hint = (14, 144 - hint_rows(134), 102, 142)
    assert share(big, hint, INK) > 0.01  # in the regular weight, which fits more on a line
    small = Image.new("RGB", (80, 100), WHITE)
    paste_face(small, (8, 6, 70, 93), face)
    assert share(small, (10, 93 - 20, 68, 91), INK) == 0


def test_every_kind_has_its_own_band_colour_and_icon_shape() -> None:
    kinds = [k for k in LOOKS if k != "unknown"]
    assert len({LOOKS[k].band for k in kinds}) == len(kinds)
    silhouettes = set()
    for kind in kinds:
        img = Image.new("RGB", (48, 48), WHITE)
        draw_icon(ImageDraw.Draw(img), (2, 2, 45, 45), LOOKS[kind].icon, (0, 0, 0), WHITE)
        raw = img.tobytes()
        ink = tuple(raw[i] == 0 for i in range(0, len(raw), 3))
        assert 0.05 < sum(ink) / len(ink) < 0.8, kind
        silhouettes.add(ink)
    assert len(silhouettes) == len(kinds)


@pytest.mark.parametrize(
    ("card", "kind", "label"),
    [
        ("h4", "hoplites", "4"),
        ("archers", "archers", "1"),
        ("chariot", "chariot", "3"),
        ("horse", "horse", ""),
        ("ajax", "hero", "6"),
        ("nestor", "hero", "1"),
        ("city2", "city", "2"),
        ("trireme3", "trireme", "3"),
        ("helen", "helen", "5"),
        ("thanatos2", "thanatos", "−2"),
        ("gorgon", "gorgon", ""),
    ],
)
def test_the_contracts_card_ids_read_as_their_faces(card: str, kind: str, label: str) -> None:
    face = face_of(card)
    assert face is not None and (face.kind, face.label) == (kind, label)


# --- the armies ---------------------------------------------------------------------------------


def same_pill(img: Image.Image, box: Box, text: str) -> bool:
    """Whether the value pill at ``box`` reads ``text``: its inside equals a pill drawn with it."""
    ref = Image.new("RGB", (img.width, img.height), WHITE)
    paste_pill(ref, box, text)
    inner = (int(box[0]) + 4, int(box[1]) + 3, int(box[2]) - 4, int(box[3]) - 3)
    return img.crop(inner).tobytes() == ref.crop(inner).tobytes()


def same_chip(img: Image.Image, box: Box, face: Face) -> bool:
    """Whether the chip at ``box`` shows ``face``'s words: it equals a chip drawn with them."""
    ref = Image.new("RGB", (img.width, img.height), WHITE)
    paste_chip(ref, box, face)
    inner = (int(box[0]) + 3, int(box[1]) + 3, int(box[2]) - 3, int(box[3]) - 3)
    return img.crop(inner).tobytes() == ref.crop(inner).tobytes()


def check_army(img: Image.Image, layout: TableLayout) -> int:
    """Every face-up card of every army shows its kind's colour where it lies; returns how many
    Horses show a face-down count."""
    counts = 0
    for sb in layout.seats:
        for ib in sb.items:
            assert len(ib.cards) == len(ib.item.cards)
            for face, box in zip(ib.item.cards, ib.cards, strict=True):
                assert band_colour(img, box) == look(face.kind).band, (sb.seat.seat, ib.item)
            if ib.item.hidden:
                assert ib.backs is not None and share(img, ib.backs, BACK) > 0.5
                counts += 1
            else:
                assert ib.backs is None
    return counts


@pytest.mark.parametrize(("seats", "teams"), SEATINGS)
def test_every_card_of_every_army_is_drawn_where_it_lies(seats: int, teams: bool) -> None:
    img, layout = table(sample_view(seats, teams=teams))
    check_army(img, layout)
    assert sum(len(ib.cards) for sb in layout.seats for ib in sb.items) > 0


def test_rulebook_phalanxes_of_12_and_24_and_the_elephant_worth_4() -> None:
    img, layout = table(sample_view(4))
    items = {ib.item.id: ib for ib in seat_boxes(layout, 0).items}
    twelve, twenty_four, elephant = items["p0.0"], items["p0.1"], items["p0.2"]
    # Each Hoplites of a Phalanx shows its value, in the order laid, after the Phalanx's icon.
    assert twenty_four.head is not None
    lefts = [b[0] for b in twenty_four.cards]
    assert lefts == sorted(lefts) and lefts[0] > twenty_four.head[0]
    squares = [img.crop(b).tobytes() for b in twenty_four.cards]
    assert len(set(squares)) == 3  # 4, 3 and 1: three different values
    for ib, text in ((twelve, "12"), (twenty_four, "24"), (elephant, "4")):
        assert ib.pill is not None and same_pill(img, ib.pill, text), text
    assert twelve.pill is not None and not same_pill(img, twelve.pill, "24")  # tells apart
    # The Elephant comes first, its two riders (Archers, then Hoplites 1) under it.
    bands = [band_colour(img, b) for b in elephant.cards]
    assert bands == [look("elephant").band, look("archers").band, look("hoplites").band]
    assert [b[1] for b in elephant.cards] == sorted(b[1] for b in elephant.cards)
    for face, box in zip(elephant.item.cards, elephant.cards, strict=True):
        assert same_chip(img, box, face)
    assert not same_chip(img, elephant.cards[1], Face("archers", "2", "Archers"))


def test_a_horse_shows_its_face_down_count_and_never_a_value() -> None:
    img, layout = table(sample_view(4))
    horse = next(ib for ib in seat_boxes(layout, 0).items if ib.item.kind == "horse")
    assert horse.item.hidden == 3 and horse.backs is not None
    assert band_colour(img, horse.cards[0]) == look("horse").band
    ref = Image.new("RGB", (img.width, img.height), WHITE)
    left, top, right, bottom = horse.backs
    inner = (left + 3, top + 3, right - 3, bottom - 3)
    paste_back(ref, horse.backs, 3)
    assert img.crop(inner).tobytes() == ref.crop(inner).tobytes()
    paste_back(ref, horse.backs, 2)
    assert img.crop(inner).tobytes() != ref.crop(inner).tobytes()
    assert back_words(3) == "3 face down"
    assert horse.pill is None


def test_the_hero_taken_by_passing_lies_in_the_army_with_its_value() -> None:
    img, layout = table(sample_view(4))
    hero = next(ib for ib in seat_boxes(layout, 0).items if ib.item.kind == "hero")
    assert band_colour(img, hero.cards[0]) == look("hero").band
    assert hero.pill is not None and same_pill(img, hero.pill, "+4")


@pytest.mark.parametrize(("seats", "teams"), SEATINGS)
def test_every_item_but_the_hero_has_its_id_written_after_it(seats: int, teams: bool) -> None:
    """Moves and events name items by short names ("Attack #3 with #2"): the table writes each
    at the end of the item's line, after its cards and value."""
    img, layout = table(sample_view(seats, teams=teams))
    for sb in layout.seats:
        for ib in sb.items:
            if ib.item.kind == "hero":
                assert ib.label is None
                continue
            assert ib.label is not None and share(img, ib.label, INK_SOFT) > 0.03, ib.item.id
            assert ib.label[0] >= ib.cards[-1][2] and ib.label[1] == ib.cards[-1][1]
            if ib.pill is not None:
                assert ib.label[0] >= ib.pill[2]


def test_a_fallen_card_says_so_under_it() -> None:
    view = sample_view(4)
    fallen = next(ib for ib in seat_boxes(table_layout(view), 1).items if ib.item.fallen)
    assert note_words(fallen.item) == "fallen" and item_label(fallen.item) == "#5"
    assert note_words(seat_boxes(table_layout(view), 1).items[0].item) == ""
    img = render_table(view, NAMES)
    assert fallen.note is not None and share(img, fallen.note, INK) > 0.05
    assert all(ib.note is None for ib in seat_boxes(table_layout(view), 0).items)


def test_an_empty_army_draws_no_card() -> None:
    view = sample_view(6, teams=True)
    img, layout = table(view)
    flo = seat_boxes(layout, 5)
    assert flo.items == ()
    left, top, right, bottom = flo.panel
    inside = (flo.points[2] + 2, flo.points[1], right - 14, bottom - 3)  # after the points
    for kind in ("hoplites", "archers", "chariot", "horse"):
        assert share(img, inside, look(kind).band) == 0


# --- the middle of the table --------------------------------------------------------------------


def test_the_oracle_and_the_victory_cards_at_stake() -> None:
    img, layout = table(sample_view(5))
    assert band_colour(img, layout.oracle) == look("thanatos").band
    assert same_chip(img, layout.oracle, Face("thanatos", "−2", "Thanatos"))
    assert [band_colour(img, b) for b in layout.stake] == [
        look("city").band,
        look("trireme").band,
        look("helen").band,
    ]
    img, layout = table(sample_view(3, oracle="gorgon"))
    assert band_colour(img, layout.oracle) == look("gorgon").band
    assert len(layout.stake) == 1


def test_two_players_have_no_oracle_and_no_heroes() -> None:
    img, layout = table(sample_view(2))
    assert layout.heroes == ()
    for kind in ("thanatos", "gorgon"):
        assert share(img, layout.oracle, look(kind).band) == 0
    assert len(layout.stake) == 2


def test_heroes_left_are_full_and_taken_heroes_pale() -> None:
    view = sample_view(4)  # Diomedes taken by Ann; Odysseus, Menelaus, Nestor left
    img, layout = table(view)
    assert len(layout.heroes) == 4
    pale = mix(look("hero").band, WHITE, 0.55)
    bands = [band_colour(img, b) for b in layout.heroes]
    assert bands == [pale, look("hero").band, look("hero").band, look("hero").band]


def test_each_tile_shows_its_holders_marker() -> None:
    view = sample_view(4)  # Agamemnon: seat 1, Athena: seat 0, Poseidon: seat 2
    img, layout = table(view)
    for key, holder in view["tiles"].items():
        left, top, right, bottom = layout.tiles[key]
        assert px(img, left + TILE_CHIP_W - 4, (top + bottom) / 2) == TILE_FILL[key]
        assert share(img, tile_marker(layout.tiles[key]), seat_style(holder).colour) > 0.2, key
    view["tiles"]["athena"] = None
    img, layout = table(view)
    assert share(img, tile_marker(layout.tiles["athena"]), seat_style(0).colour) == 0


def tile_marker(box: Box) -> Box:
    """The middle of the holder's marker beside a tile."""
    x = box[0] + TILE_CHIP_W + 8 + 13
    cy = (box[1] + box[3]) / 2
    return (x - 5, cy - 3, x + 5, cy + 5)


# --- scores, teams, turns -----------------------------------------------------------------------


def test_scores_per_seat_and_per_team() -> None:
    assert score_words(sample_view(3), NAMES) == ["Ann 2", "Bo 6", "Cy 6"]
    assert score_words(sample_view(4, teams=True), NAMES) == [
        "Team A (Ann & Cy) 8",
        "Team B (Bo & Di) 6",
    ]
    six = score_words(sample_view(6, teams=True), NAMES)
    assert six == ["Team A (Ann & Di) 2", "Team B (Bo & Ed) 7", "Team C (Cy & Flo) 6"]


def overlap(a: Box, b: Box) -> bool:
    return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]


@pytest.mark.parametrize(("seats", "teams"), SEATINGS)
def test_an_army_starts_beside_the_points_and_nothing_in_a_row_overlaps(
    seats: int, teams: bool
) -> None:
    """A row is short: its army starts on the points' line, after the cards won, and its
    sums and hand sit after the army, each box apart from the others and inside the row."""
    layout = table_layout(sample_view(seats, teams=teams))
    for sb in layout.seats:
        assert sb.info is not None
        boxes = [sb.points, *(b for _, _, b in sb.won), sb.info]
        boxes += [ib.frame for ib in sb.items if ib.frame is not None]
        for i, box in enumerate(boxes):
            assert sb.panel[0] < box[0] and box[2] < sb.panel[2], (sb.seat.seat, box)
            assert sb.panel[1] < box[1] and box[3] < sb.panel[3], (sb.seat.seat, box)
            assert not any(overlap(box, other) for other in boxes[i + 1 :]), (sb.seat.seat, box)
        if sb.items:
            first = sb.items[0].frame
            assert first is not None and first[1] == sb.points[1]
            assert first[0] > max([sb.points[2], *(b[2] for _, _, b in sb.won)])
        # the row is only as tall as its lines: the first, then one per line of the army
        lines = len({ib.frame[1] for ib in sb.items if ib.frame is not None} | {sb.info[1]})
        assert sb.panel[3] - sb.panel[1] <= 31 + lines * 27 + 8


@pytest.mark.parametrize(("seats", "teams"), SEATINGS)
def test_each_score_cell_holds_its_tag_markers_and_score(seats: int, teams: bool) -> None:
    """The strip's cells fit their contents inside the strip, three teams too: the heading
    "Points (… win)" gives way first, and the teams keep their names as the rows say them."""
    layout = table_layout(sample_view(seats, teams=teams))
    left, _, right, _ = layout.strip
    for cell in layout.cells:
        cl, _, cr, _ = cell.box
        assert left < cl and cr < right
        assert cell_width(len(cell.seats), cell.tag) <= cr - cl, cell
        assert cell.tag == ("" if cell.team is None else f"Team {'ABC'[cell.team]}")
    assert layout.strip_head in ("", "Points (15 win)", "Points (12 win)")
    assert (layout.strip_head == "") == (teams and seats == 6)


@pytest.mark.parametrize(("seats", "teams"), SEATINGS)
def test_the_strip_shows_every_score_with_its_markers(seats: int, teams: bool) -> None:
    view = sample_view(seats, teams=teams)
    img, layout = table(view)
    team_of = view["teams"]
    assert len(layout.cells) == (max(team_of) + 1 if team_of else seats)
    for cell in layout.cells:
        for s in cell.seats:
            assert share(img, cell.box, seat_style(s).colour) > 0.01
        assert (
            (share(img, cell.box, TEAM_FILLS[cell.team]) > 0.05) if cell.team is not None else True
        )
    assert sorted(s for c in layout.cells for s in c.seats) == list(range(seats))
    # Each number is drawn: the cells differ from the same cells with other scores.
    other = view | {"scores": [9] * seats, "team_scores": [9] * 3 if team_of else None}
    changed = render_table(other, NAMES)
    for cell in layout.cells:
        assert img.crop(cell.box).tobytes() != changed.crop(cell.box).tobytes()


@pytest.mark.parametrize(("seats", "teams"), SEATINGS)
def test_each_seat_shows_its_won_cards_and_team(seats: int, teams: bool) -> None:
    view = sample_view(seats, teams=teams)
    img, layout = table(view)
    for sb in layout.seats:
        assert sum(n for _, n, _ in sb.won) == len(view["won"][sb.seat.seat])
        for face, _, box in sb.won:
            assert px(img, box[2] - 2, box[1] + 4) == look(face.kind).band
        header = (sb.panel[0], sb.panel[1], sb.panel[2], sb.points[1])
        team_fill = [share(img, header, fill) > 0 for fill in TEAM_FILLS]
        if view["teams"]:
            assert team_fill[view["teams"][sb.seat.seat]]
        else:
            assert not any(team_fill)


def test_the_seat_to_act_is_framed_in_its_colour_and_passed_seats_are_grey() -> None:
    img, layout = table(sample_view(4, turn=1))
    bo, ann = seat_boxes(layout, 1), seat_boxes(layout, 0)
    assert px(img, bo.panel[0] + 30, bo.panel[3] - 2) == seat_style(1).colour
    assert px(img, ann.panel[0] + 30, ann.panel[3] - 2) != seat_style(0).colour
    assert px(img, ann.panel[2] - 20, ann.panel[3] - 12) == PASSED_FILL
    assert px(img, bo.panel[2] - 20, bo.panel[3] - 12) != PASSED_FILL
    assert turn_line(sample_view(4, turn=1), NAMES) == "Bo: play a card, attack or pass"


def test_the_banner_names_the_winning_team_at_the_end() -> None:
    assert turn_line(sample_view(4, teams=True, over=True), NAMES) == (
        "Game over: Team B (Bo & Di) wins"
    )
    assert turn_line(sample_view(3, over=True), NAMES) == "Game over: Bo wins"


def test_the_discard_phase_names_who_owes_how_many() -> None:
    view = sample_view(4, phase="discard", turn=None)
    view["pending"] = {"kind": "discard", "counts": {"0": 2, "2": 1}}
    assert turn_line(view, NAMES) == "Ann & Cy: discard to the hand limit"
    img, layout = table(view)
    ann = seat_boxes(layout, 0)
    assert ("discard 2", GOLD_LIGHT) in seat_tags(view, ann.seat, False, False, False)
    assert not any(
        t.startswith("discard")
        for t, _ in seat_tags(view, seat_boxes(layout, 1).seat, False, False, False)
    )


# --- the hand -----------------------------------------------------------------------------------


def drawn_hand(view: dict[str, Any]) -> tuple[Image.Image, HandLayout]:
    """The hand picture and its layout, once every card held is checked to show its kind's band."""
    img = render_hand(view, NAMES)
    layout = hand_layout(view, NAMES)
    assert len(layout.cards) == len(view["hand"])
    for card, box in zip(view["hand"], layout.cards, strict=True):
        face = face_of(card)
        assert face is not None and band_colour(img, box) == look(face.kind).band
    return img, layout


def test_the_hand_draws_every_card_held_and_the_cards_on_its_horse() -> None:
    view = sample_seat_view(0, seats=4, turn=0)
    img, layout = drawn_hand(view)
    assert [h[0] for h in layout.horses] == ["p0.3"]
    _, frame, boxes = layout.horses[0]
    assert px(img, frame[0] + 4, frame[3] - 4) == HORSE_FILL
    for card, box in zip(view["horses"]["p0.3"], boxes, strict=True):
        face = face_of(card)
        assert face is not None and band_colour(img, box) == look(face.kind).band


def test_the_hand_names_its_horses_as_the_table_does(monkeypatch: pytest.MonkeyPatch) -> None:
    """A Horse is "#4" on the table and in the moves: the hand says "Horse #4", never its id,
    the Horses face down in one panel and the revealed ones in another, one line each."""
    view = sample_seat_view(0, seats=5, turn=0)
    view["horses"] = {"p0.3": ["h4", "archers", "h2"], "p0.7": ["elephant", "catapult", "h1"]}
    view["armies"][0]["items"].append(item(0, 8, "horse", ["horse", "h3", "harrow"], 0, hidden=0))
    texts: list[str] = []
    real = hand_module.draw_text

    def spy(draw: Any, xy: Any, text: str, *a: Any, **k: Any) -> None:
        texts.append(text)
        real(draw, xy, text, *a, **k)

    monkeypatch.setattr(hand_module, "draw_text", spy)
    cache.clear()
    render_hand(view, NAMES)
    assert {"Horse #4", "Horse #8", "Horse #9"} <= set(texts)
    assert not [t for t in texts if re.search(r"\bp\d\.\d", t)]
    layout = hand_layout(view, NAMES)
    assert [title for title, _ in layout.panels] == [
        "Face down on your Horses",
        "Revealed from your Horse: place each card",
    ]
    lines = [frame for _, frame, _ in layout.horses]
    assert all(a[3] <= b[1] for a, b in zip(lines, lines[1:], strict=False))
    for _, _, boxes in layout.horses:
        assert len({b[1] for b in boxes}) == 1  # a Horse's cards on one line


def test_a_hand_without_horse_cards_has_no_horse_frame() -> None:
    view = sample_seat_view(1, seats=4, turn=1)
    img = render_hand(view, NAMES)
    assert hand_layout(view, NAMES).horses == ()
    assert share(img, (0, 0, img.width, img.height), HORSE_FILL) == 0


def test_the_hand_says_what_this_player_must_do() -> None:
    assert status(sample_seat_view(0, seats=4, turn=0), NAMES).startswith("Your turn: play")
    assert status(sample_seat_view(0, seats=4, turn=2), NAMES).startswith("Waiting for Cy")
    view = sample_seat_view(0, seats=6, phase="discard", turn=None)
    view["pending"] = {"kind": "discard", "counts": {"0": 2}}
    assert status(view, NAMES) == "Discard 2 cards: your hand limit is 10."


# --- the region cache ---------------------------------------------------------------------------


def test_a_warm_table_is_pixel_for_pixel_the_cold_one_and_follows_each_change() -> None:
    view = sample_view(5, turn=2)
    regions.clear()
    cache.clear()
    cold = render_table(view, NAMES).tobytes()
    assert render_table(view, NAMES).tobytes() == cold
    moved = sample_view(5, turn=3)  # another seat to act: two panels change
    moved["tiles"]["athena"] = 4  # and the middle of the table
    warm = render_table(moved, NAMES).tobytes()
    regions.clear()
    cache.clear()
    assert render_table(moved, NAMES).tobytes() == warm != cold


def test_in_a_duel_a_pass_greys_nothing() -> None:
    """With 2 players passing does not end one's siege: the panel stays as it was."""
    view = sample_view(2, turn=1)
    view["passed"] = [0]
    img, layout = table(view)
    ann = seat_boxes(layout, 0)
    assert px(img, ann.panel[2] - 20, ann.panel[3] - 12) != PASSED_FILL
    view["kind"] = "thanatos"  # the same pass in a siege of 3 or more greys the panel
    img, layout = table(view)
    assert px(img, ann.panel[2] - 20, ann.panel[3] - 12) == PASSED_FILL


def test_the_oracles_place_says_why_it_is_empty() -> None:
    assert oracle_words(sample_view(2)) == "none with 2 players"
    tiebreak = sample_view(4, oracle=None) | {"tiebreak": True, "kind": "gorgon"}
    assert oracle_words(tiebreak) == "tie-break: Gorgon rules"
    assert oracle_words(sample_view(4, oracle=None, over=True)) == "none"
    img, layout = table(tiebreak)
    assert share(img, layout.oracle, INK_SOFT) > 0.01  # the words are drawn
    assert share(img, layout.oracle, look("gorgon").band) == 0


def test_long_names_and_many_tags_never_cover_the_armys_value() -> None:
    names = ["Bartholomew the Magnificent of Ithaca", "W" * 32, "Cy", "Di"]
    view = sample_view(4, teams=True, turn=0) | {"phase": "award", "ranking": [0, 1, 2, 3]}
    view["last_pass"] = 0
    img = render_table(view, names)
    for sb in table_layout(view).seats:
        value = sb.army_value  # "army" and the number
        for fill in (GOLD_LIGHT, *TEAM_FILLS, (214, 208, 196)):
            assert share(img, value, fill) == 0, (sb.seat.seat, fill)


def test_the_tie_break_greys_the_seats_out_of_it() -> None:
    view = sample_view(4, oracle=None, turn=2) | {"tiebreak": True, "kind": "gorgon"}
    view |= {"in_siege": [1, 2], "passed": []}
    img, layout = table(view)
    for seat in range(4):
        sb = seat_boxes(layout, seat)
        grey = px(img, sb.panel[2] - 20, sb.panel[3] - 12) == PASSED_FILL
        assert grey == (seat not in (1, 2)), seat
        assert sb.seat.in_siege == (seat in (1, 2))


@pytest.mark.parametrize(("seats", "teams"), [(4, True), (6, True)])
def test_partners_sit_one_under_the_other(seats: int, teams: bool) -> None:
    view = sample_view(seats, teams=teams)
    layout = table_layout(view)
    order = [view["teams"][sb.seat.seat] for sb in layout.seats]
    assert order == sorted(order) and len(set(order)) == seats // 2
    tops = [sb.panel[1] for sb in layout.seats]
    assert tops == sorted(tops)


def test_alike_cards_won_share_one_chip_and_many_chips_fit_the_panel() -> None:
    view = sample_view(6, teams=True)
    view["won"][0] = ["city1"] * 4 + ["trireme1"] * 4 + ["thanatos1", "thanatos2", "city2"]
    view["won"][0] += ["trireme2", "trireme3", "city3", "helen"]
    img, layout = table(view)
    ann = seat_boxes(layout, 0)
    assert [chip_text(face, n) for face, n, _ in ann.won] == [
        *("1 ×4", "1 ×4", "−1", "−2", "2", "2", "3", "3", "5"),
    ]
    assert ann.won[-1][2][2] < ann.panel[2] - 14
    for face, _, box in ann.won:
        assert px(img, box[2] - 2, box[1] + 4) == look(face.kind).band
