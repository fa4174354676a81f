"""Hand-built Iliad views after docs/dev/iliad-view.md, for previews, tests and benchmarks.

They are plausible pictures of a game, not games played by the rules: the engine owns the rules.
Their shapes are the engine's own (``engine/iliad/view_types.py``), which mypy checks here too.
Every army holds the rulebook's examples (the Phalanxes worth 12 and 24, the Elephant worth 4)
and each other kind of item, so one picture shows everything the table can draw.
"""

from __future__ import annotations

from typing import Any

from engine.iliad.cards import HEROES, card
from engine.iliad.view_types import ArmyView, CardView, ItemView, Outcome, PublicView, SeatView
from engine.iliad.views import CATALOGUE

HERO_ORDER = [card.id for card in HEROES]  # strongest first
TEAMS = {4: [0, 1, 0, 1], 6: [0, 1, 2, 0, 1, 2]}


def item(
    seat: int,
    n: int,
    kind: str,
    cards: list[str],
    value: int,
    *,
    fallen: bool = False,
    placed: int | None = None,
    hidden: int | None = None,
) -> ItemView:
    """An army item as the contract writes it (``placed``: an Elephant's, ``hidden``: a
    Horse's)."""
    out: ItemView = {
        "id": f"p{seat}.{n}",
        "kind": kind,
        "cards": cards,
        "value": value,
        "fallen": fallen,
    }
    if placed is not None:
        out["placed"] = placed
    if hidden is not None:
        out["hidden"] = hidden
    return out


def army(seat: int) -> list[ItemView]:
    """A different army per seat, each item kind somewhere at the table."""
    armies = [
        [
            item(seat, 0, "phalanx", ["h4", "h2"], 12),
            item(seat, 1, "phalanx", ["h4", "h3", "h1"], 24),
            item(seat, 2, "elephant", ["archers", "h1"], 4, placed=2),
            item(seat, 3, "horse", [], 0, hidden=3),
            item(seat, 4, "chariot", [], 3),
        ],
        [
            item(seat, 0, "phalanx", ["h4", "h3", "h2", "h1"], 40),
            item(seat, 1, "harrow", [], 0),
            item(seat, 2, "archers", [], 1),
            item(seat, 4, "phalanx", ["h2"], 2, fallen=True),
        ],
        [
            item(seat, 0, "catapult", [], 0),
            item(seat, 1, "ballista", [], 0),
            item(seat, 2, "elephant", ["h3"], 6, placed=1),
            item(seat, 3, "phalanx", ["h3", "h1"], 8),
        ],
        [item(seat, 0, "horse", [], 0, hidden=1), item(seat, 1, "phalanx", ["h4", "h3"], 14)],
        [item(seat, 0, "chariot", [], 3), item(seat, 1, "chariot", [], 3)],
        [],
    ]
    return armies[seat % len(armies)]


def catalogue() -> dict[str, CardView]:
    """Every card id with its name, type and value: the engine's own list, so samples never
    drift from the rules."""
    return dict(CATALOGUE)


def sample_view(
    seats: int = 4,
    teams: bool = False,
    oracle: str | None = "thanatos2",
    turn: int | None = 1,
    over: bool = False,
    phase: str = "siege",
) -> PublicView:
    """A public view in the third siege: seat 0 has passed and holds the best Hero left."""
    team_of = TEAMS.get(seats) if teams or seats == 6 else None
    heroes = [] if seats == 2 else HERO_ORDER[max(0, 6 - {3: 3, 4: 4, 5: 5}.get(seats, 6)) :]
    passed = [0] if seats > 2 else []
    armies: list[ArmyView] = []
    for s in range(seats):
        items = army(s)
        hero = heroes[0] if s in passed and heroes else None
        value = sum(i["value"] for i in items) + (card(hero).value if hero else 0)
        armies.append({"seat": s, "items": items, "hero": hero, "value": value})
    won = [["city2", "thanatos1"], ["helen"], ["trireme3", "city1"], [], ["trireme1"], []]
    scores = [2, 6, 6, 0, 1, 0][:seats]
    team_scores = None
    if team_of is not None:
        team_scores = [0] * (max(team_of) + 1)
        for s, t in enumerate(team_of):
            team_scores[t] += scores[s]
    stake = {2: ["city3", "trireme2"], 3: ["city3"], 5: ["city3", "trireme2", "helen"]}
    acting = [] if over or turn is None else [turn]
    stage = "Game over" if over else "play a card, attack or pass"
    outcome: Outcome | None = (
        {"winners": [1], "scores": scores, "summary": "Player 2 wins"} if over else None
    )
    return {
        "game": "iliad",
        "seats": seats,
        "teams": team_of,
        "target": 15 if seats == 2 or team_of else 12,
        "hand_limit": 10 if seats == 6 else 12,
        "phase": "over" if over else phase,
        "siege": 3,
        "kind": "duel" if seats == 2 else ("gorgon" if oracle == "gorgon" else "thanatos"),
        "tiebreak": False,
        "oracle": None if seats == 2 else oracle,
        "oracle_left": 0 if seats == 2 else 5,
        "stake": stake.get(seats, ["city3", "trireme2"]),
        "victory_left": 14,
        "heroes": heroes,
        "heroes_left": heroes[1:] if passed else heroes,
        "starter": 2 % seats,
        "turn": None if over else turn,
        "to_act": acting,
        "stage": stage,
        "stage_brief": stage,
        "in_siege": list(range(seats)),
        "passed": passed,
        "last_pass": 0 if seats == 2 else None,
        "armies": armies,
        "hand_sizes": [9, 11, 12, 10, 8, 7][:seats],
        "deck": 23,
        "discard": 6,
        "won": won[:seats],
        "tiles": {"agamemnon": 1, "athena": 0, "poseidon": 2 % seats},
        "cities": [2, 0, 1, 0, 0, 0][:seats],
        "triremes": [0, 0, 3, 0, 1, 0][:seats],
        "scores": scores,
        "team_scores": team_scores,
        "pending": None,
        "ranking": None,
        "outcome": outcome,
        "catalogue": catalogue(),
    }


def sample_seat_view(seat: int = 0, hand: list[str] | None = None, **kwargs: Any) -> SeatView:
    """``sample_view`` plus ``seat``'s hand and its face-down Horse cards."""
    view = sample_view(**kwargs)
    team_of = view["teams"]
    partner = None
    if team_of:
        partner = next(s for s, t in enumerate(team_of) if t == team_of[seat] and s != seat)
    horses = {
        i["id"]: ["h4", "archers", "h2"][: i.get("hidden", 0)]
        for a in view["armies"]
        if a["seat"] == seat
        for i in a["items"]
        if i["kind"] == "horse"
    }
    return {
        **view,
        "seat": seat,
        "team": team_of[seat] if team_of else None,
        "partner": partner,
        "hand": (
            hand
            if hand is not None
            else ["h4", "h3", "h3", "h1", "archers", "chariot", "elephant", "catapult", "horse"]
        ),
        "horses": horses,
    }
