"""Public and seat views, exactly as docs/dev/heroes-view.md describes them. A view never holds
the seed, the draw pile's order, another seat's hand or a discard not yet revealed."""

from __future__ import annotations

from engine.heroes import flow
from engine.heroes.cards import CARDS, DECK, FACTIONS, SPECIALS, match
from engine.heroes.rounds import outcome
from engine.heroes.state import DISCARD, OVER, State
from engine.heroes.view_types import CardView, Matches, Outcome, PublicView, SeatView
from engine.heroes.words import stage


def card_view(card: str) -> CardView:
    """A card as every view shows it (a fresh value: a reader may keep or change it)."""
    c = CARDS[card]
    return {
        "id": c.id,
        "name": c.name,
        "faction": c.faction,
        "traits": list(c.traits),
        "special": c.special,
    }


def _card(card: str | None) -> CardView | None:
    return None if card is None else card_view(card)


def public_view(state: State) -> PublicView:
    active = state.pile[0] if state.pile else None
    beneath = state.pile[1] if len(state.pile) > 1 else None
    matches: Matches | None = None
    if active is not None and beneath is not None:
        same, shared = match(active, beneath)
        matches = {"faction": same, "traits": list(shared)}
    p = state.pending
    done = outcome(state)
    ended: Outcome | None = None
    if done is not None:
        ended = {
            "winners": sorted(done.winners),
            "scores": list(done.scores),
            "summary": done.summary,
        }
        if done.team_scores:
            ended["team_scores"] = list(done.team_scores)
    last = state.last
    return {
        "game": "heroes",
        "seats": state.seats,
        "teams": None if state.teams is None else list(state.teams),
        "factions": list(state.factions),
        "controllers": {
            f: [s for s in range(state.seats) if state.factions[s] == f] for f in FACTIONS
        },
        "neutral_gods": state.neutral_gods,
        "gods_start": state.gods_start,
        "phase": state.phase,
        "round": state.round,
        "turn": state.turn if state.phase not in (DISCARD, OVER) else None,
        "to_act": sorted(flow.to_act(state)),
        "stage": stage(state),
        "active": _card(active),
        "beneath": _card(beneath),
        "matches": matches,
        "last_score": None
        if last is None
        else {
            "seat": last.seat,
            "card": last.card,
            "faction": last.faction,
            "points": last.points,
            "extra": last.extra,
            "brave": last.brave,
        },
        "scores": dict(zip(FACTIONS, state.scores, strict=True)),
        "round_wins": dict(zip(FACTIONS, state.round_wins, strict=True)),
        "rounds": [
            {
                "round": r.number,
                "scores": dict(zip(FACTIONS, r.scores, strict=True)),
                "winner": r.winner,
                "first_out": r.first_out,
                "out": list(r.out),
            }
            for r in state.results
        ],
        "hand_sizes": [len(h) for h in state.hands],
        "draw_pile": len(state.draw),
        "play_pile": len(state.pile),
        "out": list(state.out),
        "revealed": {
            str(s): [c for c in state.hands[s] if c in SPECIALS]
            for s in state.out
            if state.teams is not None and any(c in SPECIALS for c in state.hands[s])
        },
        "chosen": [s for s, d in enumerate(state.discards) if d is not None],
        "pending": None
        if p is None
        else {"kind": p.kind, "seat": p.seat, "trait": p.trait, "target": p.target},
        "catalogue": {card: card_view(card) for card in DECK},
        "outcome": ended,
        "winner": state.winner,
    }


def seat_view(state: State, seat: int) -> SeatView:
    """The public view plus this seat's faction, hand, secret discard and what it was shown."""
    shown = state.shown[seat]
    mine = state.discards[seat] if state.discards else None
    return {
        **public_view(state),
        "seat": seat,
        "faction": state.factions[seat],
        "hand": [card_view(c) for c in state.hands[seat]],
        "discard": None if mine is None else list(mine),
        "shown": None
        if shown is None
        else {"kind": shown.kind, "seat": shown.seat, "cards": [card_view(c) for c in shown.cards]},
    }
