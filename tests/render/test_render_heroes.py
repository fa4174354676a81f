"""What the Heroes pictures draw, checked pixel by pixel on the RGB images (before the PNG palette):
each card's faction band and emblem, its three trait icons, the marks on shared traits and a
shared faction, every faction's row with its round wins, the player to act, and in a hand every
card held plus what only that player was shown.

Views come from render/heroes/samples.py, built after docs/dev/heroes-view.md; probe points are
found through the drawing code's own layouts (``table_layout``, ``hand_layout``, ``trait_rows``).
"""

from __future__ import annotations

import io
from typing import Any

import pytest
from PIL import Image, ImageChops, ImageDraw
from probes import Box, px, share

from engine.heroes.cards import TRAITS
from render.core import cache
from render.core.language import ENGLISH_WORDS
from render.core.names import named
from render.core.png import encode
from render.core.theme import GOLD, HIGHLIGHT, INK, RGB, WHITE
from render.heroes import hand_card
from render.heroes.cards import emblem_box, header_height, icon_box, paste_card, trait_rows
from render.heroes.hand import SHOWN_FILL, hand_layout, render_hand, status
from render.heroes.model import Card, card_by_id, card_of
from render.heroes.samples import card, catalogue, sample_seat_view, sample_view
from render.heroes.style import FACTIONS, SPECIAL, draw_trait_icon
from render.heroes.table import render_table, table_layout
from render.heroes.table_words import turn_line

NAMES = ["Ann", "Bo", "Cy", "Di"]


def pixels_of(img: Image.Image, colour: RGB) -> tuple[bool, ...]:
    """Which pixels are exactly ``colour``: a silhouette to compare shapes by."""
    raw, want = img.tobytes(), bytes(colour)
    return tuple(raw[i : i + 3] == want for i in range(0, len(raw), 3))


def band_colour(img: Image.Image, box: Box) -> RGB:
    """The name band's colour, right of the name (where no letter reaches)."""
    left, top, right, bottom = box
    edge = max(2, round((right - left) / 45))
    return px(img, right - edge - 3, top + header_height(bottom - top) * 0.55)


def row_fill(img: Image.Image, row: Box) -> RGB:
    """A trait row's background, between its badge and its word, above the letters."""
    left, top, right, bottom = row
    badge = icon_box(row)
    return px(img, (badge[2] + right) / 2, top + (bottom - top) * 0.12)


def ticked(img: Image.Image, row: Box) -> bool:
    """Whether the ink disk of a tick covers the badge's lower right."""
    badge = icon_box(row)
    r = (row[3] - row[1]) * 0.2
    cx, cy = badge[2] - r * 0.3, badge[3] - r * 0.3
    return share(img, (cx - r * 0.7, cy - r * 0.7, cx + r * 0.7, cy + r * 0.7), INK) > 0.5


def marked_rows(img: Image.Image, box: Box) -> list[bool]:
    return [row_fill(img, row) == HIGHLIGHT for row in trait_rows(box)]


def hand_marks(img: Image.Image, box: Box) -> list[bool]:
    """Which trait rows of a card in the hand picture (its own wide card) are marked."""
    return [row_fill(img, row) == HIGHLIGHT for row in hand_card.trait_rows(box)]


def drawn_card(
    key: str, marks: frozenset[str] = frozenset(), size: tuple[int, int] = (210, 300)
) -> tuple[Image.Image, Box]:
    """One card alone on a white image, and its box."""
    img = Image.new("RGB", (size[0] + 20, size[1] + 20), WHITE)
    box = (10, 10, 10 + size[0], 10 + size[1])
    found = card_of(card(key))
    paste_card(img, box, found, ENGLISH_WORDS, marks)
    return img, box


# --- the card -----------------------------------------------------------------------------------


@pytest.mark.parametrize("key", ["odysseus", "hecuba", "zeus"])
def test_a_card_shows_its_factions_band_and_emblem(key: str) -> None:
    img, box = drawn_card(key)
    st = FACTIONS[card(key)["faction"]]
    assert band_colour(img, box) == st.band
    eb = emblem_box(box)
    assert share(img, eb, st.colour) > 0.08  # the emblem is drawn in the faction's colour
    for other in FACTIONS.values():
        if other is not st:
            assert share(img, box, other.band) == 0
            assert share(img, box, other.colour) == 0


def test_the_three_emblems_differ_in_shape_not_only_in_colour() -> None:
    shapes = []
    for key in ("odysseus", "hecuba", "zeus"):
        img, box = drawn_card(key)
        eb = emblem_box(box)
        crop = img.crop((int(eb[0]), int(eb[1]), int(eb[2]), int(eb[3])))
        colour = FACTIONS[card(key)["faction"]].colour
        shapes.append(pixels_of(crop, colour))
    assert len(set(shapes)) == 3


def test_the_nine_trait_icons_are_nine_different_shapes() -> None:
    silhouettes = []
    for trait in TRAITS:
        img = Image.new("RGB", (40, 40), WHITE)
        draw_trait_icon(ImageDraw.Draw(img), (0, 0, 39, 39), trait)
        ink = pixels_of(img, INK)
        assert 0.1 < sum(ink) / len(ink) < 0.7, trait
        silhouettes.append(ink)
    assert len(set(silhouettes)) == len(TRAITS)


def test_each_trait_row_has_an_icon_and_no_mark_when_nothing_is_shared() -> None:
    img, box = drawn_card("odysseus")
    for row in trait_rows(box):
        assert share(img, icon_box(row), INK) > 0.1
    assert marked_rows(img, box) == [False, False, False]
    assert share(img, box, HIGHLIGHT) == 0


def test_shared_traits_are_framed_in_yellow_and_ticked() -> None:
    # Odysseus's traits in order: King, Wise, Sneaky.
    img, box = drawn_card("odysseus", frozenset({"sneaky"}))
    assert marked_rows(img, box) == [False, False, True]
    rows = trait_rows(box)
    assert [ticked(img, row) for row in rows] == [False, False, True]


def test_a_shared_faction_rings_the_emblem() -> None:
    plain, box = drawn_card("odysseus")
    ringed, _ = drawn_card("odysseus", frozenset({"faction"}))
    eb = emblem_box(box)
    ring = (eb[0] - 3, eb[1] - 3, eb[2] + 3, eb[3] + 3)
    assert share(plain, ring, HIGHLIGHT) == 0
    assert share(ringed, ring, HIGHLIGHT) > 0.02


def test_a_special_has_its_own_band_and_no_trait_rows() -> None:
    img, box = drawn_card("horse")
    assert band_colour(img, box) == SPECIAL.band
    assert marked_rows(img, box) == [False, False, False]
    for st in FACTIONS.values():
        assert share(img, box, st.band) == 0


def test_long_names_and_battle_expert_fit_on_a_hand_sized_card() -> None:
    """Nothing is drawn outside the card, whatever the longest words."""
    for key in ("hephaestus", "favor", "andromache", "patroclus"):
        img, box = drawn_card(key, size=(150, 214))
        outside = img.crop((0, 0, img.width, 10))
        assert share(outside, (0, 0, outside.width, outside.height), WHITE) == 1


# --- the table ----------------------------------------------------------------------------------


def table(view: dict[str, Any]) -> tuple[Image.Image, Any]:
    return render_table(view, NAMES), table_layout(view)


def test_rulebook_odysseus_on_patroclus_marks_greek_and_sneaky_on_both_cards() -> None:
    img, layout = table(sample_view(3, active="odysseus", beneath="patroclus"))
    assert band_colour(img, layout.active) == FACTIONS["greek"].band
    assert band_colour(img, layout.beneath) == FACTIONS["greek"].band
    # Odysseus: King, Wise, Sneaky; Patroclus: Sneaky, Brave, Battle Expert.
    assert marked_rows(img, layout.active) == [False, False, True]
    left, top, right, bottom = layout.beneath
    assert row_fill(img, trait_rows(layout.beneath)[0]) == HIGHLIGHT
    assert row_fill(img, trait_rows(layout.beneath)[1]) != HIGHLIGHT
    for b in (layout.active, layout.beneath):
        eb = emblem_box(b)
        assert share(img, (eb[0] - 3, eb[1] - 3, eb[2] + 3, eb[3] + 3), HIGHLIGHT) > 0.02


def test_rulebook_hecuba_on_patroclus_marks_nothing() -> None:
    img, layout = table(sample_view(3, active="hecuba", beneath="patroclus"))
    assert band_colour(img, layout.active) == FACTIONS["trojan"].band
    assert marked_rows(img, layout.active) == [False, False, False]
    cards = (layout.beneath[0], layout.beneath[1], layout.active[2], layout.active[3])
    assert share(img, cards, HIGHLIGHT) == 0


def test_the_first_card_has_nothing_beneath_and_no_marks() -> None:
    img, layout = table(sample_view(3, active="zeus", beneath=None))
    assert band_colour(img, layout.active) == FACTIONS["god"].band
    assert marked_rows(img, layout.active) == [False, False, False]
    left, top, right, bottom = layout.beneath
    assert share(img, (left, top, right - 30, bottom), FACTIONS["god"].band) == 0


def test_every_faction_has_its_row_and_the_one_to_act_is_framed() -> None:
    view = sample_view(3, turn=1)  # seat 1 plays the Trojans
    img, layout = table(view)
    for key, row in layout.rows.items():
        st = FACTIONS[key]
        assert share(img, row, st.light) > 0.3
        framed = px(img, row[0] + 40, row[1] + 1) == st.band
        assert framed == (key == "trojan")


def test_round_wins_are_gold_rings_in_the_winners_row() -> None:
    view = sample_view(3)
    view["round_wins"] = {"greek": 1, "trojan": 0, "god": 1}
    img, layout = table(view)
    for key, row in layout.rows.items():
        golds = share(img, row, GOLD)
        assert (golds > 0) == (key != "trojan")


def test_a_score_changes_only_its_own_row() -> None:
    view = sample_view(3)
    before, layout = table(view)
    view["scores"] = {**view["scores"], "god": 12}
    after, _ = table(view)
    box = ImageChops.difference(before, after).getbbox()
    assert box is not None
    god = layout.rows["god"]
    assert god[0] <= box[0] and box[2] <= god[2] and god[1] <= box[1] and box[3] <= god[3]


def test_the_banner_names_who_acts_and_the_winner() -> None:
    assert turn_line(sample_view(3, turn=2), NAMES, ENGLISH_WORDS) == "Cy to act"
    assert turn_line(sample_view(2, over=True), NAMES, ENGLISH_WORDS) == "Game over: the Greeks win"
    gods = sample_view(2, over=True)
    gods.update(winner="god", outcome={"winners": []})
    assert turn_line(gods, NAMES, ENGLISH_WORDS) == "Game over: the Gods win"


def test_the_table_of_a_seat_view_is_the_public_table() -> None:
    """Nothing secret reaches the table picture, whatever the seat view holds."""
    public = sample_view(3)
    seat = sample_seat_view(0, shown=("king", 1, ["paris", "favor"]))
    assert render_table(seat, NAMES).tobytes() == render_table(public, NAMES).tobytes()


def test_a_second_table_draws_no_new_sprite() -> None:
    view = sample_view(4)
    cache.clear()
    first = render_table(view, NAMES).tobytes()
    drawn = cache.count()
    assert render_table(view, NAMES).tobytes() == first
    assert cache.count() == drawn


# --- the hand -----------------------------------------------------------------------------------


def test_every_card_in_hand_is_drawn_in_its_faction() -> None:
    hand = ["achilles", "nestor", "hector", "zeus", "favor"]
    view = sample_seat_view(0, hand=hand)
    img = render_hand(view, NAMES)
    layout = hand_layout(view, NAMES, ENGLISH_WORDS)
    assert len(layout.cards) == len(hand)
    for key, box in zip(hand, layout.cards, strict=True):
        side = card(key)["faction"]
        assert band_colour(img, box) == (FACTIONS[side].band if side else SPECIAL.band)


def test_hand_cards_mark_what_they_share_with_the_active_card() -> None:
    # Active: Odysseus (Greek: King, Wise, Sneaky).
    view = sample_seat_view(0, hand=["calchas", "hector", "priam"], active="odysseus")
    img = render_hand(view, NAMES)
    calchas, hector, priam = hand_hand(view)
    assert hand_marks(img, calchas) == [True, True, False]  # Wise, Sneaky, Pious
    assert [ticked(img, row) for row in hand_card.trait_rows(calchas)] == [True, True, False]
    assert hand_marks(img, hector) == [False, False, False]
    assert hand_marks(img, priam) == [True, True, False]  # King, Wise, Pious
    eb = hand_card.emblem_box(calchas)
    assert share(img, (eb[0] - 3, eb[1] - 3, eb[2] + 3, eb[3] + 3), HIGHLIGHT) > 0.02


def hand_hand(view: dict[str, Any]) -> tuple[Box, ...]:
    return hand_layout(view, NAMES, ENGLISH_WORDS).cards


def test_the_kings_two_cards_are_shown_in_a_frame_of_their_own() -> None:
    view = sample_seat_view(0, shown=("king", 1, ["paris", "favor"]))
    img = render_hand(view, NAMES)
    layout = hand_layout(view, NAMES, ENGLISH_WORDS)
    assert layout.shown_frame is not None and len(layout.shown) == 2
    assert "King" in " ".join(layout.shown_title) and "Bo" in " ".join(layout.shown_title)
    assert band_colour(img, layout.shown[0]) == FACTIONS["trojan"].band
    assert band_colour(img, layout.shown[1]) == SPECIAL.band
    frame = layout.shown_frame
    assert px(img, frame[0] + 4, frame[3] - 4) == SHOWN_FILL
    # Paris (Sneaky, Charismatic, Brave) may be played on Odysseus: Sneaky is marked.
    assert hand_marks(img, layout.shown[0]) == [True, False, False]


def test_a_hand_seen_with_pious_is_drawn_unmarked() -> None:
    seen = ["paris", "helen", "aeneas", "priam", "sarpedon", "ares"]
    view = sample_seat_view(2, turn=1, shown=("pious", 1, seen))
    img = render_hand(view, NAMES)
    layout = hand_layout(view, NAMES, ENGLISH_WORDS)
    assert len(layout.shown) == len(seen)
    assert "Pious" in " ".join(layout.shown_title)
    for key, box in zip(seen, layout.shown, strict=True):
        assert band_colour(img, box) == FACTIONS[card(key)["faction"]].band
        assert hand_marks(img, box) == [False, False, False]


def test_without_anything_shown_there_is_no_frame() -> None:
    view = sample_seat_view(0)
    layout = hand_layout(view, NAMES, ENGLISH_WORDS)
    assert layout.shown_frame is None and layout.shown == ()
    assert share(render_hand(view, NAMES), (0, 0, layout.width, layout.height), SHOWN_FILL) == 0


def test_the_hand_shows_the_active_card_beside_it() -> None:
    view = sample_seat_view(0, active="hecuba", beneath="patroclus")
    img = render_hand(view, NAMES)
    layout = hand_layout(view, NAMES, ENGLISH_WORDS)
    assert band_colour(img, layout.active) == FACTIONS["trojan"].band


def test_the_status_says_whose_turn_it_is() -> None:
    assert status(sample_seat_view(0, turn=0), NAMES, ENGLISH_WORDS).startswith("Your turn")
    assert status(sample_seat_view(0, turn=2), NAMES, ENGLISH_WORDS).startswith("Waiting for Cy")


def test_an_empty_hand_still_draws() -> None:
    view = sample_seat_view(1, hand=[])
    assert hand_layout(view, NAMES, ENGLISH_WORDS).cards == ()
    assert render_hand(view, NAMES).size[0] > 0


def test_the_png_keeps_the_faction_colours() -> None:
    view = sample_seat_view(0)
    rgb = render_hand(view, NAMES)
    png = Image.open(io.BytesIO(encode(rgb))).convert("RGB")
    box = hand_layout(view, NAMES, ENGLISH_WORDS).cards[0]
    got, want = band_colour(png, box), band_colour(rgb, box)
    assert max(abs(a - b) for a, b in zip(got, want, strict=True)) <= 8


def test_the_catalogue_has_every_card_and_reads_back() -> None:
    cards = catalogue()
    assert len(cards) == 32
    view = sample_view()
    read = card_by_id(view, "athena")
    assert isinstance(read, Card) and read.faction == "god" and "warrior" in read.traits
    favor = card_by_id(view, "favor")
    assert favor == card_of(cards["favor"]) and favor.special


def test_the_engines_player_numbers_become_display_names() -> None:
    view = sample_view(3, turn=1)
    view["stage"] = "Player 2 steals one of Player 3's cards (Player 9 is no seat)"
    assert status(sample_seat_view(0, turn=1), NAMES, ENGLISH_WORDS).startswith("Waiting for Bo")
    assert named(view["stage"], NAMES[:3]) == "Bo steals one of Cy's cards (Player 9 is no seat)"
