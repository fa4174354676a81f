"""How ``/iliad`` reads what a player typed or picked, narrows options by the others, builds the
code from the legal list, and words army items (no Discord needed)."""

from __future__ import annotations

import pytest

from cogs.iliad import (
    ALONE,
    ALONE_WORDS,
    attack_code,
    attacks,
    card_pairs,
    item_words,
    onto_pairs,
    pick,
    placings,
    play_code,
    seat_typed,
    seat_view_of,
    target_pairs,
    victim_pairs,
    weapon_pairs,
)
from cogs.kit.errors import BadInput
from engine.heroes import GAME as HEROES
from engine.iliad import GAME
from engine.iliad.state import Item, evolve
from engine.iliad.view_types import SeatView
from engine.iliad.views import seat_view
from tabletop.models import Choice, SeatInfo, TableInfo


def view(seat: int = 0) -> SeatView:
    """A real seat view of this position: Alice (seat 0) has a phalanx, an Elephant with Archers
    and a Horse with two cards face down; Bob (seat 1) a phalanx and a Horse with one card;
    Carol (seat 2) passed."""
    armies = (
        (
            Item("p0.0", "phalanx", ("h4", "h3")),
            Item("p0.1", "elephant", ("archers",), placed=1),
            Item("p0.2", "horse", hidden=("h4", "h1")),
        ),
        (Item("p1.0", "phalanx", ("h2",)), Item("p1.3", "horse", hidden=("h3",))),
        (Item("p2.0", "archers", ("archers",), fallen=True),),
    )
    hands = (("h2", "h2", "h1", "chariot"), (), ())
    state = evolve(GAME.setup({}, 3, 1, None), armies=armies, hands=hands, passed=(2,))
    return seat_view(state, seat)


def table() -> TableInfo:
    seats = (SeatInfo(0, "Alice", 1), SeatInfo(1, "Bob", 2), SeatInfo(2, "Carol", 3))
    return TableInfo(1, 2, 3, "iliad", "Iliad", "playing", 1, {}, seats, 5, 2, 6)


CODES = [
    "play:h2",
    "play:h2:onto:p0.0",
    "play:h2:onto:p0.1",
    "play:h2:onto:p0.2",
    "play:h1",
    "play:h1:onto:p0.2",
    "play:chariot",
    "attack:with:p0.1:at:p1.0",
    "attack:with:p0.1:at:p2.0",
    "attack:with:hand-chariot:at:p1.0",
    "attack:with:hand-chariot:at:p2.0",
    "pass",
]
LABELS = {  # the engine's words for some moves (the others: their code)
    "play:h1:onto:p0.2": "Put Hoplites 1 face down on your Trojan Horse #3",
    "attack:with:p0.1:at:p1.0": "Attack Bob's Hoplites 2 of phalanx #1 with your Archers",
}
CHOICES = [Choice(code, LABELS.get(code, code)) for code in CODES]


def test_placings_and_attacks_are_read_from_the_legal_codes() -> None:
    plays = placings(CHOICES)
    assert [(p.card, p.onto) for p in plays][:3] == [("h2", ALONE), ("h2", "p0.0"), ("h2", "p0.1")]
    assert {p.code for p in plays} == {c for c in CODES if c.startswith("play:")}
    revealed = placings([Choice("place:h4:onto:p0.0", ""), Choice("victory:city2", "")])
    assert [(p.card, p.onto, p.code) for p in revealed] == [("h4", "p0.0", "place:h4:onto:p0.0")]
    hits = attacks(CHOICES)
    assert [(a.weapon, a.target, a.seat) for a in hits][0] == ("p0.1", "p1.0", 1)
    assert len(hits) == 4


def test_what_was_typed_is_the_value_its_words_or_their_unique_start() -> None:
    offered = [("h2", "Hoplites 2 (2 in hand)"), ("h1", "Hoplites 1"), ("chariot", "Chariot")]
    assert pick("H2", offered) == "h2"
    assert pick("hoplites 1", offered) == "h1"
    assert pick("Hoplites 2", offered) == "h2"  # the start of one option's words
    assert pick("char", offered) == "chariot"
    assert pick("Hoplites", offered) == "hoplites"  # two start so: refused later, in words
    assert pick("Helen", offered) == "helen"
    assert pick("  ", offered) is None and pick(None, offered) is None


def test_a_seat_is_typed_as_its_number_a_name_player_n_or_one_of_its_cards() -> None:
    v = view()
    assert seat_typed("1", table(), v) == 1
    assert seat_typed("bob", table(), v) == 1
    assert seat_typed("Carol · army 1 · passed", table(), v) == 2  # the words picked
    assert seat_typed("Player 3", table(), v) == 2
    assert seat_typed("p1.3", table(), v) == 1
    assert seat_typed("Zeus", table(), v) == -1
    assert seat_typed(None, table(), v) is None


def test_words_of_items_say_what_the_table_shows_and_own_horse_cards_to_the_owner_only() -> None:
    mine, theirs = view(0), view(1)
    assert item_words(mine, "p0.0") == "Phalanx 4-3 (worth 14) · #1"
    assert item_words(mine, "p0.1") == "Elephant carrying Archers (worth 2) · #2"
    assert item_words(mine, "p0.2") == "Trojan Horse, face down: Hoplites 4, Hoplites 1 · #3"
    assert item_words(theirs, "p0.2") == "Trojan Horse, 2 face down · #3"
    assert item_words(mine, "p1.3") == "Trojan Horse, 1 face down · #4"
    assert item_words(mine, "p1.0") == "Hoplites 2 (worth 2) · #1"
    assert item_words(mine, "p2.0") == "Archers (worth 1, fallen) · #1"
    assert item_words(mine, "hand-chariot") == "Chariot from your hand (it is shown)"


def test_options_narrow_one_another() -> None:
    v = view()
    plays = placings(CHOICES)
    assert card_pairs(plays, v)[0] == ("h2", "Hoplites 2 (2 in hand)")
    onto_h1 = onto_pairs([p for p in plays if p.card == "h1"], v)
    assert onto_h1 == [(ALONE, ALONE_WORDS), ("p0.2", LABELS["play:h1:onto:p0.2"])]
    onto_any = dict(onto_pairs(plays, v))  # no card typed yet: the items in words
    assert onto_any["p0.2"] == "Trojan Horse, face down: Hoplites 4, Hoplites 1 · #3"
    hits = attacks(CHOICES)
    assert weapon_pairs(hits, v)[0][1].startswith("the Archers riding: Elephant")
    assert [value for value, _ in target_pairs(hits, v, table())] == ["1", "1", "2", "2"]
    assert target_pairs(hits, v, table())[-1][1] == "Carol · army 1 · passed"
    archers = victim_pairs([a for a in hits if a.weapon == "p0.1"], v)
    assert archers[0] == ("p1.0", LABELS["attack:with:p0.1:at:p1.0"])  # which card falls
    assert dict(victim_pairs(hits, v))["p1.0"] == "Hoplites 2 (worth 2) · #1"


def test_play_code_defaults_to_alone_and_says_what_is_wrong() -> None:
    v, plays = view(), placings(CHOICES)
    assert play_code(v, plays, "h2", None) == "play:h2"
    assert play_code(v, plays, "h2", "p0.1") == "play:h2:onto:p0.1"
    only_onto = [p for p in plays if p.onto != ALONE]
    assert play_code(v, only_onto, "h1", None) == "play:h1:onto:p0.2"  # the one place it fits
    with pytest.raises(BadInput, match="Where does Hoplites 2 go"):
        play_code(v, only_onto, "h2", None)
    with pytest.raises(BadInput, match="can't place “Helen” now"):
        play_code(v, plays, "helen", None)
    with pytest.raises(BadInput, match="Chariot can't go onto “p0.0”"):
        play_code(v, plays, "chariot", "p0.0")
    assert play_code(v, [], "h2", "p0.0") == "play:h2:onto:p0.0"  # not your turn: the service


def test_attack_code_fills_the_only_card_and_asks_when_there_are_several() -> None:
    hits = attacks(CHOICES)
    assert attack_code(hits, "p0.1", 2, None) == "attack:with:p0.1:at:p2.0"
    assert attack_code(hits, "hand-chariot", 1, "p1.0") == "attack:with:hand-chariot:at:p1.0"
    assert attack_code(hits, "p0.1", None, "p1.0") == "attack:with:p0.1:at:p1.0"
    with pytest.raises(BadInput, match="Which of their cards"):
        attack_code(hits, "p0.1", None, None)
    with pytest.raises(BadInput, match="can't attack now"):
        attack_code(hits, "p0.0", 1, None)
    with pytest.raises(BadInput, match="can't attack that player"):
        attack_code(hits, "p0.1", 0, None)
    with pytest.raises(BadInput, match="can't eliminate that card"):
        attack_code(hits, "p0.1", 1, "p1.3")


def test_only_an_iliad_seat_view_is_read_and_without_one_nothing_is() -> None:
    assert seat_view_of(view(1)) == view(1)
    assert seat_view_of({}) is None  # no game here, or the caller has no seat at it
    assert seat_view_of(HEROES.seat_view(HEROES.setup({}, 2, 1, None), 0)) is None
