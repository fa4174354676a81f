"""The Iliad pictures drawn from real engine views: random-bot games of 2 to 6 players (both team
games included), pictured every few actions and at every phase (siege, discard, reveal, award,
over), must draw every card of every army where it lies (face-down Horse cards as backs with
their count), the oracle and each card at stake, every Hero (taken ones pale), the holder of each
tile, and in each hand every card held and the cards on that seat's Horses; and the table must be
the same whichever seat's view it is drawn from.
"""

from __future__ import annotations

from collections.abc import Iterator
from functools import cache
from random import Random
from typing import Any

import pytest
from probes import share
from test_render_iliad import band_colour, check_army, drawn_hand, tile_marker

from render.core.theme import GOLD_LIGHT, WHITE, mix
from render.iliad import regions
from render.iliad.hand import draw_hand, hand_layout
from render.iliad.layout import table_layout
from render.iliad.middle import score_words
from render.iliad.model import face_of
from render.iliad.style import look, seat_style
from render.iliad.table import draw_table, render_table
from render.samples_play import bot_game

iliad = pytest.importorskip("engine.iliad")
GAME = iliad.GAME
NAMES = ["Ann", "Bo", "Cy", "Di", "Ed", "Flo"]
EVERY = 9  # actions between pictures
SEATINGS = [(2, "off"), (3, "off"), (4, "off"), (4, "on"), (5, "off"), (6, "off")]


def states(seats: int, teams: str, seed: int) -> Iterator[Any]:
    """Every state of one random-bot game."""
    return (m.state for m in bot_game(GAME, {"teams": teams}, seats, seed, bot="random"))


@cache
def pictured(seats: int, teams: str, seed: int = 2) -> list[Any]:
    """States every few actions, the first of each phase met, and the last."""
    out, phases = [], set()
    last = None
    for n, state in enumerate(states(seats, teams, seed)):
        phase = GAME.public_view(state)["phase"]
        if n % EVERY == 0 or phase not in phases:
            out.append(state)
        phases.add(phase)
        last = state
    out.append(last)
    return out


def check_table(view: dict[str, Any]) -> int:
    """Probe every card of every army, the middle of the table and the tiles; return how many
    Horses show a face-down count."""
    img = render_table(view, NAMES)
    layout = table_layout(view)
    by_seat = {sb.seat.seat: sb for sb in layout.seats}
    for army in view["armies"]:
        sb = by_seat[army["seat"]]
        expected = len(army["items"]) + (army["hero"] is not None)
        assert len(sb.items) == expected
        for ib in sb.items:
            if ib.pill is not None:
                assert share(img, ib.pill, GOLD_LIGHT) > 0.3
    counts = check_army(img, layout)
    oracle = face_of(view["oracle"])
    if oracle is not None:
        assert band_colour(img, layout.oracle) == look(oracle.kind).band
    for card, box in zip(view["stake"], layout.stake, strict=True):
        at_stake = face_of(card)
        assert at_stake is not None and band_colour(img, box) == look(at_stake.kind).band
    pale = mix(look("hero").band, WHITE, 0.55)
    for hero, box in zip(view["heroes"], layout.heroes, strict=True):
        taken = hero not in view["heroes_left"]
        assert band_colour(img, box) == (pale if taken else look("hero").band)
    for key, holder in view["tiles"].items():
        if holder is not None:
            assert share(img, tile_marker(layout.tiles[key]), seat_style(holder).colour) > 0.2
    return counts


def check_hand(view: dict[str, Any]) -> None:
    img, layout = drawn_hand(view)
    hidden = {k: v for k, v in (view.get("horses") or {}).items() if v}
    shown = {key: boxes for key, _, boxes in layout.horses if ":" not in key}
    assert set(shown) == set(hidden)
    for key, cards in hidden.items():
        for card, box in zip(cards, shown[key], strict=True):
            face = face_of(card)
            assert face is not None and band_colour(img, box) == look(face.kind).band


@pytest.mark.parametrize(("seats", "teams"), SEATINGS)
def test_real_games_are_drawn_card_by_card(seats: int, teams: str) -> None:
    phases = set()
    for state in pictured(seats, teams):
        public = GAME.public_view(state)
        phases.add(public["phase"])
        check_table(public)
        for seat in range(seats):
            view = GAME.seat_view(state, seat)
            # The hands that matter most: whoever acts, and whoever hides cards on a Horse.
            if seat in public["to_act"] or any(view["horses"].values()) or seat == 0:
                check_hand(view)
    assert {"siege", "over"} <= phases


def test_face_down_horse_cards_are_drawn_as_backs_from_real_games() -> None:
    pictures = 0
    for state in states(5, "off", seed=3):
        view = GAME.public_view(state)
        hidden = sum(bool(i.get("hidden")) for a in view["armies"] for i in a["items"])
        if hidden:
            assert check_table(view) == hidden
            pictures += 1
        if pictures == 3:
            break
    assert pictures == 3, "no game state with cards face down on a Horse"


@pytest.mark.parametrize(("seats", "teams"), [(3, "off"), (4, "on"), (6, "off")])
def test_the_table_is_the_same_from_every_seats_view(seats: int, teams: str) -> None:
    state = pictured(seats, teams)[3]
    public = render_table(GAME.public_view(state), NAMES).tobytes()
    for seat in range(seats):
        assert render_table(GAME.seat_view(state, seat), NAMES).tobytes() == public


def test_team_games_show_the_teams_sums() -> None:
    for seats, teams in ((4, "on"), (6, "off")):
        view = GAME.public_view(pictured(seats, teams)[-1])
        words = score_words(view, NAMES)
        assert len(words) == seats // 2
        assert all(w.startswith("Team ") for w in words)


def test_warm_tables_through_a_whole_game_match_cold_ones() -> None:
    """The region cache never pastes a stale panel: each picture drawn after the ones before it
    is the picture drawn from nothing."""
    shown = [GAME.public_view(s) for s in pictured(5, "off")]
    regions.clear()
    warm = [render_table(view, NAMES).tobytes() for view in shown]
    for view, pixels in zip(shown, warm, strict=True):
        regions.clear()
        assert render_table(view, NAMES).tobytes() == pixels


def test_cards_face_down_on_a_horse_never_show_but_to_their_owner() -> None:
    """Re-deal what a viewer cannot see (hands, the cards on others' Horses): the table and the
    viewer's hand come out byte for byte the same, and the owner's hand shows its Horse cards."""
    found = changed = 0
    for state in states(5, "off", seed=3):
        public = GAME.public_view(state)
        owners = [a["seat"] for a in public["armies"] if any(i.get("hidden") for i in a["items"])]
        if not owners:
            continue
        table = draw_table(public, NAMES)
        other = GAME.redeal_hidden(state, None, Random(found))
        assert draw_table(GAME.public_view(other), NAMES) == table
        owner = owners[0]
        before = GAME.seat_view(state, owner)["horses"]
        changed += GAME.seat_view(other, owner)["horses"] != before
        viewer = (owner + 1) % 5
        hand = draw_hand(GAME.seat_view(state, viewer), NAMES)
        other = GAME.redeal_hidden(state, viewer, Random(found))
        assert draw_hand(GAME.seat_view(other, viewer), NAMES) == hand
        horses = GAME.seat_view(state, owner)["horses"]
        assert any(horses.values())
        layout = hand_layout(GAME.seat_view(state, owner), NAMES)
        assert {k for k, _, _ in layout.horses if ":" not in k} == {
            k for k, v in horses.items() if v
        }
        found += 1
        if found == 3:
            break
    assert found == 3
    assert changed, "the re-deals never changed a Horse's cards: they proved nothing"
