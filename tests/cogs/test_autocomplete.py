"""The shared reading of typed options and autocomplete lists (``cogs.kit.autocomplete``),
which ``/heroes``, ``/iliad`` and ``/siege`` all go through (``seat_named`` is tested through
``seat_key`` and ``seat_typed`` in the Heroes and Iliad parse tests)."""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any, cast

import pytest

from cogs.kit.autocomplete import focused_option, not_now, offer, squash
from cogs.kit.errors import for_discord
from engine.core.said import say
from render.core.language import words


def test_typed_text_matches_letters_and_digits_only() -> None:
    assert squash("Battle Expert") == squash("battle_expert") == "battleexpert"
    offered = offer([("h4", "Hoplites 4"), ("archers", "Archers")], "hoplites-4")
    assert [c.value for c in offered] == ["h4"]


def test_a_list_holds_each_value_once_at_most_25_words_fitted_to_100_characters() -> None:
    values = [(f"v{n}", f"Card {n}") for n in range(40)] + [("v0", "again")]
    offered = offer(values, "")
    assert [c.value for c in offered] == [f"v{n}" for n in range(25)]
    assert offered[0].name == "Card 0"
    name = offer([("x", "Ajax the Lesser " * 10)], "")[0].name
    assert len(name) <= 100 and name.endswith("Lesser…")
    with pytest.raises(ValueError):  # a value is what the command receives: never cut
        offer([("x" * 150, "y")], "")


def test_not_now_names_the_stage_and_points_to_move() -> None:
    assert for_discord(not_now({"stage": "Bob plays"}, "attack")) == (
        "You can't attack now: Bob plays. `/move` lists your moves."
    )
    assert for_discord(not_now({}, "pass")) == "You can't pass now. `/move` lists your moves."
    stage = say("place a card, attack or pass")
    french = for_discord(not_now({"stage": stage}, "attack"), words("fr"))
    assert french == (
        "Vous ne pouvez pas attaquer maintenant : il faut poser une carte, attaquer ou passer. "
        "`/move` liste vos coups."
    )


def test_the_option_being_typed_is_found_inside_a_subcommand() -> None:
    typed = [{"name": "first", "value": "ajax"}, {"name": "second", "value": "he", "focused": True}]
    data = {"name": "heroes", "options": [{"name": "discard", "type": 1, "options": typed}]}
    assert focused_option(cast(Any, SimpleNamespace(data=data))) == "second"
    assert focused_option(cast(Any, SimpleNamespace(data=None))) is None
