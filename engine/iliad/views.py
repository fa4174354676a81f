"""The public and seat views (``docs/dev/iliad-view.md``): what the table shows, and a seat's
own secrets. Face-down Horse cards appear only as a count, hand-limit discards not at all. Their
shapes are the TypedDicts of ``engine.iliad.view_types``, which mypy checks this builder against."""

from __future__ import annotations

from engine.iliad import army, cards, flow, scoring, words
from engine.iliad.state import AWARD, DISCARD, DUEL, OVER, REVEAL, Item, State
from engine.iliad.view_types import (
    ArmyView,
    CardView,
    ItemView,
    Outcome,
    Pending,
    PublicView,
    SeatView,
    Tiles,
)

CATALOGUE: dict[str, CardView] = {
    c.id: {"id": c.id, "name": c.name, "type": c.type, "value": c.value}
    for c in cards.CATALOGUE.values()
}


def item_view(item: Item) -> ItemView:
    view: ItemView = {
        "id": item.id,
        "kind": item.kind,
        "cards": list(item.cards),
        "value": army.item_value(item),
        "fallen": item.fallen,
    }
    if item.kind == "elephant":
        view["placed"] = item.placed
    if item.kind == "horse":
        view["hidden"] = len(item.hidden)
    return view


def _pending(state: State) -> Pending | None:
    if state.phase == DISCARD:
        counts = {str(s): n for s, n in enumerate(state.to_discard) if n}
        return {"kind": "discard", "counts": counts}
    if state.phase == REVEAL and state.reveal_order:
        return {"kind": "reveal", "seat": state.reveal_order[0]}
    if state.phase == AWARD and state.award_order:
        return {"kind": "victory", "seat": state.award_order[0], "order": list(state.award_order)}
    return None


def _tiles(state: State) -> Tiles:
    agamemnon, athena, poseidon = state.tiles  # in the order of cards.TILE_IDS
    return {"agamemnon": agamemnon, "athena": athena, "poseidon": poseidon}


def _army(state: State, seat: int) -> ArmyView:
    """A seat's army on the table; its value counts each item once (a search's play-outs build
    thousands of views a decision)."""
    shown = [item_view(i) for i in state.armies[seat]]
    value = army.value_from(state, seat, (i["value"] for i in shown))
    return {"seat": seat, "items": shown, "hero": state.hero_of[seat], "value": value}


def public_view(state: State) -> PublicView:
    scores = scoring.scores(state)
    outcome: Outcome | None = None
    if state.phase == OVER:
        outcome = {
            "winners": list(state.winners),
            "scores": list(scores),
            "summary": state.summary,
        }
        teams = scoring.team_scores(state)
        if teams is not None:
            outcome["team_scores"] = teams
    stage, stage_brief = words.stages(state)
    return {
        "game": "iliad",
        "seats": state.seats,
        "teams": None if state.teams is None else list(state.teams),
        "target": scoring.target(state),
        "hand_limit": cards.hand_size(state.seats),
        "phase": state.phase,
        "siege": state.siege,
        "kind": state.kind,
        "tiebreak": state.tiebreak,
        "oracle": state.oracle,
        "oracle_left": len(state.oracles),
        "stake": list(state.stake),
        "victory_left": len(state.victory_deck),
        "heroes": list(state.heroes),
        "heroes_left": list(state.heroes_left),
        "starter": state.starter,
        "turn": state.turn,
        "to_act": sorted(flow.to_act(state)),
        "stage": stage,
        "stage_brief": stage_brief,
        "in_siege": list(state.in_siege),
        "passed": list(state.passed),
        "last_pass": state.last_pass if state.kind == DUEL else None,
        "armies": [_army(state, seat) for seat in range(state.seats)],
        "hand_sizes": [len(h) for h in state.hands],
        "deck": len(state.deck),
        "discard": len(state.discard),
        "won": [list(w) for w in state.won],
        "tiles": _tiles(state),
        "cities": [scoring.points_of(state, s, "city") for s in range(state.seats)],
        "triremes": [scoring.points_of(state, s, "trireme") for s in range(state.seats)],
        "scores": scores,
        "team_scores": scoring.team_scores(state),
        "pending": _pending(state),
        "ranking": list(state.ranking) if state.phase == AWARD else None,
        "outcome": outcome,
        "catalogue": CATALOGUE,
    }


def partner(state: State, seat: int) -> int | None:
    if state.teams is None:
        return None
    return next(s for s in range(state.seats) if s != seat and state.teams[s] == state.teams[seat])


def seat_view(state: State, seat: int) -> SeatView:
    return {
        **public_view(state),
        "seat": seat,
        "team": None if state.teams is None else state.teams[seat],
        "partner": partner(state, seat),
        "hand": list(state.hands[seat]),
        "horses": {i.id: list(i.hidden) for i in state.armies[seat] if i.kind == "horse"},
    }
