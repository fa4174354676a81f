"""The ILIOS players' cards under the board: however much plunder a player holds, its tiles, the
"×3" counts, "+4 more", the score and its "plunder" label never lie on one another and stay
inside the card, and the words still account for every tile."""

from __future__ import annotations

import itertools
import re
from typing import Any

import pytest

from render.ilios import players as cards
from render.ilios.samples import CATALOGUE, HORSES, WARRIORS, sample_view
from render.ilios.table import render_table, table_layout

NAMES = ["Bot 1 (normal)", "Bartholomew the Magnificent of Ithaca", "Cassandra", "Diomedes"]
KINDS = [*WARRIORS, *HORSES, "iron", "troy"]  # everything that can be plundered
Box = tuple[int, int, int, int]


def apart(a: Box, b: Box) -> bool:
    """Whether two boxes share no pixel."""
    return a[2] <= b[0] or b[2] <= a[0] or a[3] <= b[1] or b[3] <= a[1]


def inside(inner: Box, outer: Box) -> bool:
    return (
        outer[0] <= inner[0]
        and outer[1] <= inner[1]
        and inner[2] <= outer[2]
        and (inner[3] <= outer[3])
    )


def plunders(seats: int) -> list[list[list[str]]]:
    """Plunder as small and as large as a 7×7 game allows (49 squares, a few never plundered)."""
    every = [KINDS[i % len(KINDS)] for i in range(44)]  # all eleven kinds, four of each
    return [
        [[] for _ in range(seats)],
        [["spearman"], ["troy", "iron"], ["shield"] * 3, ["oracle"]][:seats],
        [KINDS[:9], KINDS[:10], KINDS, ["axeman"] * 9][:seats],  # about one row of tiles
        [every, ["spearman"] * 44, every[:30], every[5:40]][:seats],
        [every[: 44 // seats] for _ in range(seats)],
    ]


def final_view(seats: int, plunder: list[list[str]], revealed: bool) -> dict[str, Any]:
    """A finished game with this plunder (or one still played, when a hand is shown)."""
    view = sample_view(size=7, seats=seats, expansion=True, over=not revealed, revealed=revealed)
    scores = [sum(CATALOGUE[k]["value"] for k in p) * 3 for p in plunder]  # wide numbers too
    view["plunder"], view["scores"] = plunder, scores
    if view["outcome"]:
        view["outcome"] = dict(view["outcome"], scores=scores)
    return view


def told(layout: cards.CardLayout) -> int:
    """How many plunder tiles a card's row says there are: tiles, "×N" and "+N more"."""
    total = 0
    for words in layout.words:
        if m := re.fullmatch(r"×(\d+)", words.text):
            total += int(m[1]) - 1  # the tile beside it is counted below
        elif m := re.fullmatch(r"\+(\d+) more|(?:Plunder: )?(\d+) tiles?", words.text):
            total += int(m[1] or m[2])
    return total


@pytest.mark.parametrize("revealed", [False, True])
@pytest.mark.parametrize("seats", [2, 3, 4])
def test_plunder_tiles_and_labels_never_overlap(seats: int, revealed: bool) -> None:
    for plunder in plunders(seats):
        view = final_view(seats, plunder, revealed)
        layout = table_layout(view, NAMES[:seats])
        rows = cards.players(view, NAMES[:seats])
        for box, player in zip(layout.cards, rows, strict=True):
            assert inside(box, layout.panel)
            card = cards.card_layout(box, player, CATALOGUE)
            border = 4  # a lit card's frame
            room = (box[0] + border, box[1] + border, box[2] - border, box[3] - border)
            boxes = card.boxes()
            for part in boxes:
                assert inside(part, room), (player.name, len(player.plunder), part, room)
            for a, b in itertools.combinations(boxes, 2):
                assert apart(a, b), (player.name, len(player.plunder), a, b)
            shown_hand = len(player.revealed)
            tiles = len(card.chips) - shown_hand
            assert tiles + told(card) == len(player.plunder), (player.name, card.words)
        render_table(view, NAMES[:seats])  # and it draws


def test_label_is_below_the_score_and_above_the_tiles() -> None:
    """The "plunder" label sits under its number and over the tiles, with a gap each side."""
    view = final_view(4, [KINDS * 4] * 4, revealed=False)
    layout = table_layout(view, NAMES)
    box, player = layout.cards[0], cards.players(view, NAMES)[0]
    card = cards.card_layout(box, player, CATALOGUE)
    assert card.score.box[3] < card.label.box[1]
    assert all(card.label.box[3] < chip[1] for _, chip in card.chips)


def test_many_tiles_of_a_kind_are_one_tile_and_a_count() -> None:
    """Forty-four spearmen are drawn as one tile and "×44", not as a smear of tiles."""
    view = final_view(2, [["spearman"] * 44, []], revealed=False)
    layout = table_layout(view, NAMES[:2])
    rows = cards.players(view, NAMES[:2])
    card = cards.card_layout(layout.cards[0], rows[0], CATALOGUE)
    assert [kind for kind, _ in card.chips] == ["spearman"]
    assert [w.text for w in card.words] == ["×44"]
    empty = cards.card_layout(layout.cards[1], rows[1], CATALOGUE)
    assert [w.text for w in empty.words] == ["No plunder yet"] and not empty.chips


def test_tiles_that_fit_are_all_drawn_most_valuable_first() -> None:
    view = final_view(2, [["shield", "troy", "spearman", "shield"], []], revealed=False)
    layout = table_layout(view, NAMES[:2])
    card = cards.card_layout(layout.cards[0], cards.players(view, NAMES[:2])[0], CATALOGUE)
    assert [kind for kind, _ in card.chips] == ["troy", "spearman", "shield", "shield"]
    assert not card.words
