"""ILIOS action codes, descriptions, error messages and event audiences."""

from __future__ import annotations

import pytest
from ilios_positions import position

from engine.core.errors import IllegalAction, NotYourTurn
from engine.core.said import english
from engine.ilios import GAME
from engine.ilios.state import OVER

BLUE, ORANGE = 0, 1


def test_describe_names_what_a_deploy_raids_and_takes() -> None:
    cells = {"D3": ("javelin", "N", ORANGE), "D5": ("iron", None, None)}
    s = position(cells, [["axeman"], ["javelin"]], size=7)
    action = GAME.decode(s, BLUE, "deploy:axeman:C4:E")
    assert english(GAME.describe(action)) == (
        "Deploy Axeman at C4 facing east (raids D3, takes Iron weapon at D5)"
    )
    assert GAME.encode(action) == "deploy:axeman:C4:E"
    assert english(GAME.describe(GAME.decode(s, BLUE, "iron:a1"))) == "Place an iron weapon at A1"
    assert english(GAME.describe(GAME.decode(s, BLUE, "waste:b2"))) == "Place a wasteland at B2"
    assert english(GAME.describe(GAME.decode(s, BLUE, "keep"))) == "Keep your hand"


def test_the_reinforce_draw_is_private() -> None:
    s = position({"C2": ("javelin", "N", ORANGE)}, [["spearman"], ["axeman"]], bag=["oracle"])
    step = GAME.apply(s, BLUE, GAME.decode(s, BLUE, "deploy:spearman:C3:N"))
    draws = [e for e in step.events if e.kind == "draw"]
    assert [(e.audience, e.english) for e in draws] == [
        (None, "Player 1 drew a tile."),
        (BLUE, "You drew a tile: Oracle."),
    ]
    assert GAME.events_for(step.events, ORANGE) == [e for e in step.events if e.audience is None]


def test_turn_and_square_errors() -> None:
    s = position({"C2": ("javelin", "N", ORANGE)}, [["spearman"], ["spearman"]])
    with pytest.raises(NotYourTurn, match="It is Player 1's turn, not yours."):
        GAME.apply(s, ORANGE, GAME.decode(s, ORANGE, "deploy:spearman:C3:N"))
    with pytest.raises(IllegalAction, match=r"C2 is not open: it holds a tile \(Javelin\)."):
        GAME.apply(s, BLUE, GAME.decode(s, BLUE, "deploy:spearman:C2:N"))
    with pytest.raises(IllegalAction, match="time to deploy"):
        GAME.apply(s, BLUE, GAME.decode(s, BLUE, "iron:A1"))
    with pytest.raises(IllegalAction, match="time to deploy"):
        GAME.apply(s, BLUE, GAME.decode(s, BLUE, "keep"))
    s.phase, s.turn = OVER, None
    with pytest.raises(NotYourTurn, match="The game is over."):
        GAME.apply(s, BLUE, GAME.decode(s, BLUE, "deploy:spearman:C3:N"))


def test_setup_rejects_bad_options() -> None:
    from engine.core.errors import InvalidAction

    with pytest.raises(InvalidAction):
        GAME.setup({"size": "6"}, 2, 1)
    with pytest.raises(InvalidAction):
        GAME.setup({}, 5, 1)
    assert [o.name for o in GAME.options] == ["size", "expansion"]
    assert GAME.seats == range(2, 5)
    assert set(GAME.bots) == {"random", "normal", "hard"}
    assert set(GAME.rules()) == {"overview", "setup", "turn", "plunder", "end", "troy", "tiles"}
    assert all(len(text) <= 3500 for text in GAME.rules().values())
