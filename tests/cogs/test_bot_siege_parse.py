"""How ``/siege`` reads what a player typed and narrows its lists: pure functions, no bot, on the
engine's own views."""

from __future__ import annotations

from collections.abc import Sequence

from cogs.siege import (
    by_piece,
    extra_words,
    finish_code,
    offer,
    piece_key,
    square_label,
    square_text,
    why_not,
)
from engine.core.said import english
from engine.siege import GAME
from engine.siege.view_types import SeatView
from render.core.language import words
from render.samples_play import bot_game
from tabletop.models import Choice


def test_a_piece_by_its_id_name_short_name_label_or_square() -> None:
    view = GAME.seat_view(GAME.setup({}, 2, 1), 0)
    at = {p["id"]: p["square"] for p in view["pieces"]}
    ajax = at["ajax"]
    assert ajax is not None and "A1" not in at.values()
    for typed in ("ajax", "Ajax", " AJAX ", f"Ajax (8) at {ajax} — 75 squares", ajax.lower()):
        assert piece_key(typed, view) == "ajax", typed
    assert piece_key("Ajax the Lesser", view) == "ajax_lesser"
    assert piece_key("ajax_lesser", view) == "ajax_lesser"
    assert piece_key("Zeus", view) == "zeus"  # as typed: refused later, in words
    assert piece_key("A1", view) == "a1"  # nobody stands there
    assert piece_key(ajax, None) == ajax.lower()  # no game here: as typed


def test_a_square_in_its_one_spelling() -> None:
    assert square_text(" f7 ") == "F7"
    assert square_text("I7 · river Scamander: stops") == "I7"
    assert square_text("Z99") == "Z99"
    assert square_text("nowhere") == "NOWHERE"


def test_codes_by_piece_keep_the_engines_order() -> None:
    choices = [
        Choice("move:ajax:F8", "Move Ajax (8) to F8"),
        Choice("move:paris:J8", "Move Paris (4) to J8"),
        Choice("move:ajax:E7", "Move Ajax (8) to E7"),
        Choice("unplan:ajax", "Take back Ajax (8)'s plan"),
        Choice("end", "End the move"),
    ]
    assert by_piece(choices, "move") == {
        "ajax": [("F8", "Move Ajax (8) to F8"), ("E7", "Move Ajax (8) to E7")],
        "paris": [("J8", "Move Paris (4) to J8")],
    }
    assert by_piece(choices, "unplan") == {"ajax": [("", "Take back Ajax (8)'s plan")]}
    assert finish_code(choices) == "end"
    assert finish_code([Choice("ready", "Set-up done")]) == "ready"
    assert finish_code([Choice("recover:done", "Stop")]) == "recover:done"
    assert finish_code([]) is None


def test_a_square_list_narrows_by_column_not_by_the_word_move() -> None:
    values = [(sq, f"{sq} · plain — Move Ajax (8) to {sq}") for sq in ("M3", "F8", "M10", "E7")]
    assert [c.value for c in offer(values, "m", squares=True)] == ["M3", "M10"]
    assert [c.value for c in offer(values, "M1", squares=True)] == ["M10"]
    assert [c.value for c in offer(values, "", squares=True)] == ["M3", "F8", "M10", "E7"]
    pieces = [("ajax", "Ajax (8) at F7"), ("paris", "Paris (4) at J9")]
    assert [c.value for c in offer(pieces, "j9")] == ["paris"]  # where it stands
    assert [c.value for c in offer(pieces, "a")] == ["ajax", "paris"]  # starting with it first
    assert [c.value for c in offer(pieces, "p")] == ["paris"]
    many = [(f"A{n}", f"A{n}") for n in range(1, 40)]
    assert len(offer(many, "")) == 25  # Discord's limit


def test_a_square_label_adds_only_what_the_engine_says_beyond_the_move() -> None:
    assert extra_words("I7", "Move Ajax (8) to I7") == ""
    assert extra_words("I7", "Move Ajax (8) to I7: attacks Hector (duel)") == (
        "attacks Hector (duel)"
    )
    assert (
        square_label("J9", "Teucer (archer) shoots at J9", 1, "paris") == "J9 · plain · Paris (4)"
    )
    shot = "Teucer (archer) shoots at J9 (Paris (4))"  # the engine names the target too
    assert square_label("J9", shot, 1, "paris") == "J9 · plain · Paris (4)"
    assert square_label("F7", "Move Ajax (8) to F7: attacks Paris", 1, None) == (
        "F7 · plain — attacks Paris"
    )


def test_a_hill_says_its_cost_as_movement() -> None:
    """A hill's cost is movement, never "points" alone (which read as the game's score)."""
    label = square_label("C1", "Move Hector (10) to C1", 1, None)
    assert label == "C1 · hill: costs 2 movement points", label


def _why(kind: str, key: str, view: SeatView, names: Sequence[str]) -> str:
    return english(why_not(kind, key, view, names))


def test_why_a_piece_cannot_in_words() -> None:
    """Three players: Alice and Carol share the Greeks (Achilles, Diomedes… are Alice's; Ajax,
    Agamemnon… are Carol's)."""
    view = GAME.seat_view(GAME.setup({}, 3, 1), 0)
    names = ["alice", "bob", "carol"]
    assert "diomedes" in view["command"] and "ajax" not in view["command"]
    assert _why("move", "hector", view, names) == (
        "Hector fights for the Trojans: you command the Greeks."
    )
    assert _why("move", "ajax", view, names).startswith("Ajax is commanded by carol")
    assert _why("move", "achilles", view, names).startswith("Achilles abstains")
    assert _why("shoot", "diomedes", view, names) == "Diomedes is not an archer."
    assert "fits" not in _why("recover", "diomedes", view, names)  # not at night
    assert _why("move", "zeus", view, names).startswith("There is no piece “zeus”")


def test_why_a_piece_cannot_come_back_tonight_says_the_points_left() -> None:
    night = next(m.state for m in bot_game(GAME, {}, 3, 2) if m.state.phase == "night")
    view = GAME.seat_view(night, 0)
    assert view["night"] is not None
    left = view["night"]["greek"]["left"]
    assert f"fits the {left} points left" in _why("recover", "diomedes", view, ["a", "b", "c"])


def test_why_a_piece_cannot_is_said_in_the_reader_s_language() -> None:
    view = GAME.seat_view(GAME.setup({}, 3, 1), 0)
    said = why_not("move", "hector", view, ["alice", "bob", "carol"])
    assert words("fr").line(said) == "Hector combat pour les Troyens : vous commandez les Grecs."
