"""A said line is the same text however often it is said, and a line kept from before never
stands in for one that reads otherwise."""

from __future__ import annotations

import json
import threading

import pytest

from engine.core.said import MARK, UNSAID, english, listed, say, say_count, term, unheard


def read(line: str) -> object:
    assert line.startswith(MARK)
    return json.loads(line[len(MARK) :])


def test_a_line_said_again_is_the_same_line() -> None:
    first = say("{who} lays {card} on {tag}", who="Alice", card=term("Hoplites 4"), tag="A")
    again = say("{who} lays {card} on {tag}", who="Alice", card=term("Hoplites 4"), tag="A")
    assert first == again
    assert read(first) == {
        "m": "{who} lays {card} on {tag}",
        "a": {"who": "Alice", "card": {"t": "Hoplites 4"}, "tag": "A"},
    }


def test_values_that_compare_equal_still_read_as_themselves() -> None:
    assert read(say("{n} points", n=1)) == {"m": "{n} points", "a": {"n": 1}}
    assert read(say("{n} points", n=1.0)) == {"m": "{n} points", "a": {"n": 1.0}}
    assert read(say("{n} points", n=1)) != read(say("{n} points", n="1"))
    assert read(say("{x}", x=term("Ajax"))) == {"m": "{x}", "a": {"x": {"t": "Ajax"}}}
    assert read(say("{x}", x="Ajax")) == {"m": "{x}", "a": {"x": "Ajax"}}


def test_a_truth_value_is_refused_even_after_its_number_was_said() -> None:
    say("{n} points", n=1)
    with pytest.raises(TypeError):
        say("{n} points", n=True)


def test_lists_and_lines_inside_lines() -> None:
    inner = say("{who} passes", who="Bob")
    line = say("{what}: {cards}", what=inner, cards=listed([term("Chariot"), "x"]))
    assert read(line) == {
        "m": "{what}: {cards}",
        "a": {"what": read(inner), "cards": {"l": [{"t": "Chariot"}, "x"]}},
    }
    assert "é" in say("{x}", x="Héra")  # kept as itself, not escaped


def test_lines_said_unheard_read_as_nothing_and_only_there() -> None:
    heard_elsewhere: list[str] = []
    with unheard():
        assert say("{who} takes the Athena tile.", who="Ann") == UNSAID
        assert say_count("{count} card", "{count} cards", 3) == UNSAID
        assert english(say("a line")) == ""
        beside = threading.Thread(target=lambda: heard_elsewhere.append(english(say("a line"))))
        beside.start()
        beside.join()
    assert heard_elsewhere == ["a line"]  # a game played beside a search still says its lines
    assert english(say("{who} takes the Athena tile.", who="Ann")) == "Ann takes the Athena tile."
