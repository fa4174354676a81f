"""The end of a turn, of a round and of the game.

A round ends when a player has no character left once a trait is used (with 4 players: when both
players of one team are out). Going out scores, specials score for their holder, the most points
wins the round, and the first side to win two rounds wins the game. Otherwise a fresh deal.
"""

from __future__ import annotations

from engine.core.frozen import evolve
from engine.core.said import listed, say, term
from engine.core.seats import seat_label
from engine.core.types import Event, Outcome
from engine.heroes.cards import FACTION_NAMES, FACTIONS, SPECIAL_POINTS, SPECIALS, name
from engine.heroes.deal import deal_round
from engine.heroes.state import OVER, RoundResult, State
from engine.heroes.table import F, add_points, faction_said, has_character, next_seat

ROUNDS_TO_WIN = 2


def _round_order(state: State, first: int) -> list[int]:
    return [(first + i) % state.seats for i in range(state.seats)]


def finish_turn(state: State, events: list[Event]) -> State:
    """After the trait: who is out now (the current player first, then round the table), then
    either the round ends or the next player still in takes the turn."""
    turn = state.turn
    assert turn is not None
    newly = [
        s
        for s in _round_order(state, turn)
        if s not in state.out and not has_character(state.hands[s])
    ]
    state = evolve(state, out=state.out + tuple(newly))
    for seat in newly:
        specials = [c for c in state.hands[seat] if c in SPECIALS]
        if specials:
            out = say(
                "{who} has no character left and is out, showing {cards}.",
                who=seat_label(seat),
                cards=listed([term(name(c)) for c in specials], ", "),
            )
        else:
            out = say("{who} has no character left and is out.", who=seat_label(seat))
        events.append(
            Event(
                out,
                None,
                "reveal",
                {"seat": seat, "specials": specials},
            )
        )
    if _round_over(state):
        return end_round(state, events)
    nxt = next_seat(state, turn)
    shown = tuple(None if s == nxt else x for s, x in enumerate(state.shown))
    return evolve(state, turn=nxt, shown=shown)


def _round_over(state: State) -> bool:
    if not state.out:
        return False
    if state.teams is None:
        return True
    return any(all(s in state.out for s in range(4) if state.teams[s] == t) for t in (0, 1))


def end_round(state: State, events: list[Event]) -> State:
    """Score going out and the specials, find the round's winner, then deal again or finish."""
    first = state.out[0]
    scoring = state.out if state.teams is not None else (first,)
    for seat in scoring:
        state, _ = add_points(state, state.factions[seat], 1)
    state, _ = add_points(state, state.factions[first], 1 if state.teams is not None else 0)
    holders: list[str] = []  # said lines
    for seat in range(state.seats):
        for card in state.hands[seat]:
            if card in SPECIALS:
                state, _ = add_points(state, state.factions[seat], SPECIAL_POINTS[card])
                holders.append(
                    say("{who} holds {card}", who=seat_label(seat), card=term(name(card)))
                )
    winner = round_winner(state, first)
    wins = list(state.round_wins)
    if winner is not None:
        wins[F[winner]] += 1
    a, b, c = wins
    result = RoundResult(
        number=state.round,
        scores=state.scores,
        winner=winner,
        first_out=first,
        out=state.out,
        credited=_credited(state, winner),
    )
    totals = listed(
        [
            say("{side} {points}", side=term(FACTION_NAMES[f]), points=state.scores[F[f]])
            for f in FACTIONS
        ],
        ", ",
    )
    if winner:
        who = say("{side} win it", side=faction_said(winner))
    else:
        who = say("a tie: nobody wins it")
    over = say(
        "Round {round} is over ({who} went out first).", round=state.round, who=seat_label(first)
    )
    if holders:
        over = say("{over} {holders}.", over=over, holders=listed(holders, "; "))
    events.append(
        Event(
            say("{over} Points: {totals}; {result}.", over=over, totals=totals, result=who),
            None,
            "reveal",
            {"round": state.round, "scores": list(state.scores), "winner": winner},
        )
    )
    state = evolve(state, round_wins=(a, b, c), results=(*state.results, result), pending=None)
    if winner is not None and wins[F[winner]] >= ROUNDS_TO_WIN:
        state = evolve(state, phase=OVER, turn=None, winner=winner)
        done = outcome(state)
        assert done is not None
        # The result depends on the specials held: a reveal, like the round's end.
        events.append(Event(done.summary, None, "reveal", done.to_dict()))
        return state
    leader = _next_leader(state)
    state = evolve(state, round=state.round + 1, leader=leader)
    events.append(
        Event(
            say(
                "Round {round}: a fresh deal; everyone discards three cards face down.",
                round=state.round,
            ),
            None,
            "reveal",  # that a new round starts follows from the hands just shown
            {"round": state.round},
        )
    )
    return deal_round(state)


def round_winner(state: State, first: int) -> str | None:
    """The faction with the most points; on a tie, the tied side whose player went out first
    (interpretation 8); if the first out is not among the tied, nobody wins the round."""
    best = max(state.scores)
    tied = [f for f in FACTIONS if state.scores[F[f]] == best]
    if len(tied) == 1:
        return tied[0]
    mine = state.factions[first]
    return mine if mine in tied else None


def _credited(state: State, winner: str | None) -> int:
    """The seat a round win counts for in the per-seat scores (see ``outcome``)."""
    if winner is None:
        return -1
    seats = [s for s in range(state.seats) if state.factions[s] == winner]
    if not seats:
        return -1
    outs = [s for s in state.out if s in seats]
    return outs[0] if outs else seats[0]


def _next_leader(state: State) -> int:
    """The Greeks lead every round; with 4 players the two Greek players take turns leading."""
    greeks = [s for s in range(state.seats) if state.factions[s] == "greek"]
    if len(greeks) == 1:
        return greeks[0]
    return next(s for s in greeks if s != state.leader)


def outcome(state: State) -> Outcome | None:
    """Winners are the seats of the faction that won two rounds: none when the neutral Gods do
    (both sides lose). Scores per seat are round wins: its faction's, or with 4 players the
    round wins credited to that seat, so that the two seats add up to the team's."""
    if state.phase != OVER or state.winner is None:
        return None
    winners = frozenset(s for s in range(state.seats) if state.factions[s] == state.winner)
    wins = state.round_wins
    rounds = listed(
        [
            say("{faction} {wins}", faction=term(FACTION_NAMES[f]), wins=wins[F[f]])
            for f in FACTIONS
        ],
        " · ",
    )
    if state.teams is None:
        scores = tuple(wins[F[f]] for f in state.factions)
        team_scores: tuple[int, ...] = ()
    else:
        scores = tuple(sum(1 for r in state.results if r.credited == s) for s in range(4))
        team_scores = tuple(
            wins[F[next(state.factions[s] for s in range(4) if state.teams[s] == t)]]
            for t in (0, 1)
        )
    side = term(FACTION_NAMES[state.winner])
    if winners:
        names = listed([seat_label(s) for s in sorted(winners)])
        summary = say(
            "The {side} ({names}) win — rounds won: {rounds}.",
            side=side,
            names=names,
            rounds=rounds,
        )
    else:
        summary = say(
            "The neutral Gods win, so both sides lose — rounds won: {rounds}.", rounds=rounds
        )
    return Outcome(winners, scores, summary, team_scores)
