"""Pieces both Skirmish pictures share: card faces and the players' score rows."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PIL import ImageDraw

from render.core.panels import PlayerRow, draw_player_row
from render.core.sprites import draw_card
from render.core.text import clean
from render.core.theme import player_style

CARD_W, CARD_H = 96, 136
RED, BLUE = (200, 60, 50), (40, 90, 170)
FACE = (244, 238, 222)
BACK = (120, 96, 70)
BACK_INK = (250, 236, 200)
COLOUR_WORDS = {"r": "red", "b": "blue"}


def seat_name(names: Sequence[str], seat: int) -> str:
    return clean(names[seat]) if 0 <= seat < len(names) else f"Player {seat + 1}"


def draw_face(
    draw: ImageDraw.ImageDraw, xy: tuple[float, float], card: str, note: str = ""
) -> None:
    """A face-up card: its value large, its colour written out (never colour alone)."""
    x, y = xy
    accent = RED if card[0] == "r" else BLUE
    draw_card(
        draw,
        (x, y, x + CARD_W, y + CARD_H),
        f"{COLOUR_WORDS[card[0]]} {card[1:]}",
        int(card[1:]),
        FACE,
        accent,
        note,
    )


def draw_back(draw: ImageDraw.ImageDraw, xy: tuple[float, float], label: str) -> None:
    """A face-down card, labelled with whose it is."""
    x, y = xy
    draw_card(draw, (x, y, x + CARD_W, y + CARD_H), label, None, BACK, BACK_INK, "face down")


def player_rows(
    draw: ImageDraw.ImageDraw, view: dict[str, Any], names: Sequence[str], box: tuple[int, int, int]
) -> int:
    """One row per seat (score, hand size, team); returns the y below the last row."""
    left, top, right = box
    teams = view.get("teams")
    outcome_winners = _winners(view)
    y = top
    for seat in range(int(view["seats"])):
        cards = view["hand_sizes"][seat]
        details = [f"{cards} card{'' if cards == 1 else 's'} in hand"]
        if teams is not None:
            total = view["team_scores"][teams[seat]]
            details.append(f"team {teams[seat] + 1} (total {total})")
        row = PlayerRow(
            player_style(seat),
            seat_name(names, seat),
            str(view["scores"][seat]),
            details,
            active=seat in view.get("to_act", []),
            winner=seat in outcome_winners,
        )
        draw_player_row(draw, (left, y, right, y + 100), row, "points")
        y += 108
    return y


def _winners(view: dict[str, Any]) -> set[int]:
    if not view.get("over"):
        return set()
    teams = view.get("teams")
    if teams is not None:
        best = max(view["team_scores"])
        return {s for s, t in enumerate(teams) if view["team_scores"][t] == best}
    best = max(view["scores"])
    return {s for s, score in enumerate(view["scores"]) if score == best}
