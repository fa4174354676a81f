"""Set-up: factions at random, a fresh deal each round, the secret opening discard of three cards
and the first card of the play pile."""

from __future__ import annotations

from engine.core import cards as piles
from engine.core.frozen import evolve
from engine.core.rng import rng_for
from engine.core.said import listed, say, term
from engine.core.seats import seat_label
from engine.core.types import Event
from engine.heroes.cards import DECK, SPECIALS, name, sort_cards
from engine.heroes.state import DISCARD, PLAY, State
from engine.heroes.table import set_hand

DEAL = {2: 12, 3: 10, 4: 8}
KEEP = {2: 9, 3: 7, 4: 5}
DISCARDS = 3
TEAMS = (0, 1, 0, 1)  # partners sit opposite, so turns alternate between the teams


def start(seats: int, seed: int, gods_start: int) -> State:
    """Factions at random (with 4 players: which team is Greek, and which Greek leads), then the
    first deal."""
    rng = rng_for(seed, 0, "factions")
    if seats == 4:
        greek_team = rng.randrange(2)
        factions = tuple("greek" if t == greek_team else "trojan" for t in TEAMS)
        greeks = [s for s in range(4) if factions[s] == "greek"]
        leader = greeks[rng.randrange(2)]
        teams: tuple[int, ...] | None = TEAMS
    else:
        order = ["greek", "trojan", "god"][:seats]
        rng.shuffle(order)
        factions = tuple(order)
        leader = factions.index("greek")
        teams = None
    state = State(
        seats=seats,
        seed=seed,
        gods_start=gods_start,
        factions=factions,
        teams=teams,
        leader=leader,
        shown=(None,) * seats,
    )
    return deal_round(state)


def deal_round(state: State) -> State:
    """All 32 cards shuffled, dealt, and everyone to discard three face down. Scores start again
    (the neutral Gods at the head start chosen in the options)."""
    rng = rng_for(state.seed, state.version, "deal")
    deck = piles.shuffle(DECK, rng)
    hands, rest = piles.deal(deck, DEAL[state.seats], state.seats)
    gods = state.gods_start if state.neutral_gods else 0
    return evolve(
        state,
        phase=DISCARD,
        turn=None,
        draw=rest,
        pile=(),
        hands=tuple(sort_cards(h) for h in hands),
        discards=(None,) * state.seats,
        scores=(0, 0, gods),
        out=(),
        pending=None,
        shown=(None,) * state.seats,
        last=None,
    )


def discard(state: State, seat: int, chosen: tuple[str, ...]) -> tuple[State, list[Event]]:
    """A secret choice: only the chooser hears which cards; everyone hears that they chose.
    Once all have chosen, the discards go into the draw pile together (arrival order is lost)."""
    state = set_hand(state, seat, piles.remove(state.hands[seat], chosen))
    discards = tuple(chosen if s == seat else d for s, d in enumerate(state.discards))
    state = evolve(state, discards=discards)
    mine = say(
        "You discard {cards} face down.", cards=listed([term(name(c)) for c in chosen], ", ")
    )
    events = [
        Event(mine, seat, "private", {"cards": list(chosen)}),
        Event(
            say("{who} has discarded three cards.", who=seat_label(seat)),
            None,
            "discard",
            {"seat": seat},
        ),
    ]
    if any(d is None for d in discards):
        return state, events
    return begin_play(state, events)


def begin_play(state: State, events: list[Event]) -> tuple[State, list[Event]]:
    """Shuffle the discards into the draw pile and turn the first card of the play pile; a
    special turned is shuffled back and another card turned."""
    rng = rng_for(state.seed, state.version, "discards")
    back = [c for d in state.discards if d is not None for c in d]
    pile = piles.shuffle(state.draw + tuple(back), rng)
    while pile[0] in SPECIALS:
        special, pile = pile[0], pile[1:]
        events.append(
            Event(
                say("{card} is turned and shuffled back.", card=term(name(special))),
                None,
                "reveal",
                {"card": special},
            )
        )
        turned, rest = pile[0], pile[1:]
        pile = (turned, *piles.put_back(rest, (special,), rng))
    first, pile = pile[0], pile[1:]
    events.append(
        Event(
            say(
                "All have discarded. {card} starts the play pile; {who} leads.",
                card=term(name(first)),
                who=seat_label(state.leader),
            ),
            None,
            "reveal",
            {"card": first, "leader": state.leader},
        )
    )
    state = evolve(
        state,
        phase=PLAY,
        draw=pile,
        pile=(first,),
        discards=(None,) * state.seats,
        turn=state.leader,
    )
    return state, events
