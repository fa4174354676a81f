"""The end of a siege: Horse cards revealed and placed, armies ranked, Victory cards picked in
order, Agamemnon and Thanatos given, then a new siege, the final count or the tie-break.
"""

from __future__ import annotations

from dataclasses import replace
from random import Random

from engine.core.said import listed, say, say_count, term
from engine.core.seats import seat_label
from engine.core.types import Event
from engine.iliad import army, cards, deal, scoring
from engine.iliad.state import AWARD, DUEL, GORGON, REVEAL, THANATOS, State, evolve


# --- Horses ---------------------------------------------------------------------------------
def reveal_horses(state: State) -> tuple[State, list[Event]]:
    """Every Horse's face-down cards are turned face up; their owners then place them."""
    armies = []
    shown: list[str] = []
    for seat, seat_army in enumerate(state.armies):
        items = []
        for item in seat_army:
            if item.hidden:
                names = listed([term(cards.name(c)) for c in item.hidden], ", ")
                shown.append(
                    say(
                        "{whose}'s Horse {tag}: {cards}",
                        whose=seat_label(seat),
                        tag=army.tag(item.id),
                        cards=names,
                    )
                )
                item = replace(item, cards=item.cards + item.hidden, hidden=())
            items.append(item)
        armies.append(tuple(items))
    state = evolve(state, armies=tuple(armies))
    order = tuple(
        s
        for s in _clockwise(state, state.starter)
        if any(i.kind == "horse" and i.cards for i in state.armies[s])
    )
    if not shown:
        return state, []
    text = say("The Trojan Horses open. {horses}.", horses=listed(shown, "; "))
    return evolve(state, phase=REVEAL, reveal_order=order, turn=None), [Event(text, kind="reveal")]


def _clockwise(state: State, first: int) -> list[int]:
    return [(first + k) % state.seats for k in range(state.seats)]


def revealed(state: State, seat: int) -> list[str]:
    """The revealed Horse cards ``seat`` still has to place, one per kind, in catalogue order."""
    found = [c for i in state.armies[seat] if i.kind == "horse" for c in i.cards]
    return list(cards.sort_cards(tuple(dict.fromkeys(found))))


def place_options(state: State, seat: int) -> list[tuple[str, str | None]]:
    """``(card, onto)``: each revealed card alone, on a phalanx or on an Elephant (never on a
    Horse)."""
    out: list[tuple[str, str | None]] = []
    for card in revealed(state, seat):
        out.append((card, None))
        out.extend((card, t) for t in army.targets_for(state, seat, card, face_down_ok=False))
    return out


def place(state: State, seat: int, card: str, onto: str | None) -> tuple[State, list[Event]]:
    index = next(
        k for k, i in enumerate(state.armies[seat]) if i.kind == "horse" and card in i.cards
    )
    horse = state.armies[seat][index]
    rest = list(horse.cards)
    rest.remove(card)
    state = army.replace_item(state, seat, index, replace(horse, cards=tuple(rest)))
    who = seat_label(seat)
    if onto is None:
        state, item = army.new_item(state, seat, card)
        state = army.append_item(state, seat, item)
        text = say(
            "{who} places the revealed {card} alone ({tag}).",
            who=who,
            card=term(cards.name(card)),
            tag=army.tag(item.id),
        )
    else:
        found = army.find(state, onto)
        assert found is not None and found[0] == seat
        laid = army.lay_onto(state.armies[seat][found[1]], card, face_down=False)
        state = army.replace_item(state, seat, found[1], laid)
        worth = army.item_value(laid)
        text = say(
            "{who} places the revealed {card} on {tag} (now worth {worth}).",
            who=who,
            card=term(cards.name(card)),
            tag=army.tag(onto),
            worth=worth,
        )
    if not revealed(state, seat):
        state = evolve(state, reveal_order=state.reveal_order[1:])
    return state, [Event(text, kind="place")]


# --- ranking and Victory cards --------------------------------------------------------------
def ranking(state: State) -> tuple[int, ...]:
    """Strongest army first; ties go to the higher Hero (Thanatos). Two players: a tie goes
    against the last to pass."""
    values = {s: army.army_value(state, s) for s in state.in_siege}
    if state.kind == DUEL:
        last = state.last_pass
        return tuple(sorted(state.in_siege, key=lambda s: (-values[s], s == last)))
    return tuple(sorted(state.in_siege, key=lambda s: (-values[s], -army.hero_value(state, s))))


def start_award(state: State, order: tuple[int, ...]) -> tuple[State, list[Event]]:
    """``order[0]`` (the siege's winner) takes Agamemnon at once; then the seats of ``order``
    pick Victory cards in turn, as many as there are at stake."""
    winner = order[0]
    values = listed(
        [say("{who} {value}", who=seat_label(s), value=army.army_value(state, s)) for s in order],
        ", ",
    )
    text = say(
        "Armies: {values}. {who} wins the siege and takes Agamemnon.",
        values=values,
        who=seat_label(winner),
    )
    events = [Event(text, kind="award")]
    state = scoring.give_tile(state, scoring.AGAMEMNON, winner)
    count = len(state.stake) if state.kind == THANATOS else 1
    state = evolve(
        state,
        phase=AWARD,
        turn=None,
        ranking=order,
        award_order=order[: min(count, len(state.stake))],
    )
    state, more = scoring.check_win(state, winner)
    return state, events + more


def pick(state: State, seat: int, card: str) -> tuple[State, list[Event]]:
    stake = list(state.stake)
    stake.remove(card)
    state = evolve(state, stake=tuple(stake), award_order=state.award_order[1:])
    took = say(
        "{who} takes the Victory card {card}.", who=seat_label(seat), card=term(cards.name(card))
    )
    events = [Event(took, kind="award")]
    state, more = scoring.collect(state, seat, card)
    events += more
    state, more = scoring.check_win(state, seat)
    return state, events + more


def gorgon_win(state: State, seat: int) -> tuple[State, list[Event]]:
    """A player strictly strongest at the start of her turn wins the Gorgon siege alone (the
    tie-break: the game)."""
    value = army.army_value(state, seat)
    if state.tiebreak:
        side = scoring.side_of(state, seat)
        summary = say_count(
            "{whose}'s army ({value}) is the strongest: {names} wins the tie-break and the game.",
            "{whose}'s army ({value}) is the strongest: {names} win the tie-break and the game.",
            len(side),
            whose=seat_label(seat),
            value=value,
            names=scoring.side_names(side),
        )
        return scoring.game_over(state, side, summary)
    text = say(
        "The Gorgon: {whose}'s army ({value}) is stronger than every other at the start of "
        "their turn.",
        whose=seat_label(seat),
        value=value,
    )
    state, events = start_award(state, (seat,))
    return state, [Event(text, kind="award"), *events]


def finish(state: State, rng: Random) -> tuple[State, list[Event]]:
    """After the picks: the weakest army takes the Thanatos card (a Gorgon is discarded), then
    the game goes on, or ends when the oracle deck or the Victory cards are spent."""
    events: list[Event] = []
    oracle = state.oracle
    state = evolve(state, oracle=None)
    if state.kind == THANATOS and state.ranking and oracle is not None:
        weakest = state.ranking[-1]
        state, more = scoring.collect(state, weakest, oracle)
        text = say(
            "{who} has the weakest army and takes {card}.",
            who=seat_label(weakest),
            card=term(cards.name(oracle)),
        )
        events += [Event(text, kind="award"), *more]
    elif state.kind == GORGON and oracle is not None:
        state = evolve(state, spent=state.spent + (oracle,))
    if state.tiebreak:
        # Nobody won the tie-break siege: the tied players share the victory.
        side = tuple(sorted(state.in_siege))
        names = " and ".join(seat_label(s) for s in side)
        state, more = scoring.game_over(
            state, side, f"Nobody wins the tie-break: {names} share the victory."
        )
        return state, events + more
    spent = (state.seats != 2 and not state.oracles) or not (state.victory_deck or state.stake)
    if spent:
        state, more = final(state, rng)
    else:
        state, more = deal.new_siege(state, rng)
    return state, events + more


def final(state: State, rng: Random) -> tuple[State, list[Event]]:
    """The most points win; a tie is played out in a tie-break Gorgon siege."""
    totals = {s: scoring.side_score(state, s) for s in range(state.seats)}
    best = max(totals.values())
    tied = tuple(s for s in range(state.seats) if totals[s] == best)
    sides = {scoring.side_of(state, s) for s in tied}
    if len(sides) == 1:
        side = next(iter(sides))
        return scoring.game_over(
            state,
            side,
            say_count(
                "No card left to play for: {names} wins with {points} points.",
                "No card left to play for: {names} win with {points} points.",
                len(side),
                names=scoring.side_names(side),
                points=best,
            ),
        )
    return deal.tiebreak(state, tied, rng)
