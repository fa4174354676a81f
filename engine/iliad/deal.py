"""Setting up the game and each new siege: deals, draws, the oracle and the Victory cards.

Draws rebuild the draw pile from the discards when it runs out. The discards are sorted before
they are shuffled, so the new pile depends only on which cards were discarded, never on the
order players chose their discards in (they choose at the same time).
"""

from __future__ import annotations

from random import Random

from engine.core import cards as piles
from engine.core.rng import rng_for
from engine.core.said import Listed, listed, say, term
from engine.core.seats import seat_label
from engine.core.types import Event
from engine.iliad import army, cards
from engine.iliad.scoring import AGAMEMNON
from engine.iliad.state import DISCARD, DUEL, GORGON, SIEGE, THANATOS, State, evolve

DRAW_EACH = 3


def setup(seats: int, seed: int, teams: tuple[int, ...] | None) -> State:
    """Shuffle and deal; the first siege's starter is drawn at random (the rulebook says the
    youngest player, whom the bot cannot know)."""
    rng = rng_for(seed, 0, "setup")
    deck = piles.shuffle(piles.build(cards.counts(cards.ARMY)), rng)
    hands, deck = piles.deal(deck, cards.hand_size(seats), seats)
    victory = piles.shuffle(piles.build(cards.counts(cards.VICTORY)), rng)
    oracles = () if seats == 2 else piles.shuffle(piles.build(cards.counts(cards.ORACLE)), rng)
    heroes = cards.heroes_for(seats)
    starter = rng.randrange(seats)
    nobody: tuple[str | None, ...] = (None,) * seats
    return State(
        seats=seats,
        seed=seed,
        teams=teams,
        oracles=oracles,
        victory_deck=victory,
        heroes=heroes,
        heroes_left=heroes,
        hero_of=nobody,
        last_heroes=nobody,
        starter=starter,
        first_starter=starter,
        in_siege=tuple(range(seats)),
        armies=((),) * seats,
        counters=(0,) * seats,
        hands=tuple(cards.sort_cards(h) for h in hands),
        deck=deck,
        won=((),) * seats,
        to_discard=(0,) * seats,
    )


def begin_siege(state: State) -> tuple[State, list[Event]]:
    """Turn the oracle (none with two players or in the tie-break) and add Victory cards to the
    stake (``victory_cards_added``; none in the tie-break)."""
    oracles, oracle = state.oracles, None
    if state.tiebreak:
        kind = GORGON
    elif state.seats == 2:
        kind = DUEL
    else:
        oracle, oracles = oracles[0], oracles[1:]
        kind = GORGON if oracle == "gorgon" else THANATOS
    stake, deck = state.stake, state.victory_deck
    if not state.tiebreak:
        drawn, deck = piles.draw(deck, min(victory_cards_added(state), len(deck)))
        stake += drawn
    state = evolve(
        state,
        phase=SIEGE,
        kind=kind,
        oracle=oracle,
        oracles=oracles,
        stake=stake,
        victory_deck=deck,
        passed=(),
        last_pass=None,
        heroes_left=state.heroes,
        turn=state.starter,
        reveal_order=(),
        ranking=(),
        award_order=(),
    )
    return state, [Event(_opening(state), kind="reveal")]


def victory_cards_added(state: State) -> int:
    """How many Victory cards join the stake as a siege begins (``state.kind`` is still the
    preceding siege's): after a Gorgon siege exactly one, won or not, so the cards nobody won
    stay and the stake may grow; otherwise enough to make the usual number."""
    if state.kind == GORGON:
        return 1
    return max(0, cards.stake_size(state.seats) - len(state.stake))


def _opening(state: State) -> str:
    if state.tiebreak:
        head = say("Tie-break siege (Gorgon) between {players}", players=_names(state.in_siege))
    elif state.kind == DUEL:
        head = say("Siege {siege}", siege=state.siege)
    else:
        assert state.oracle is not None
        head = say(
            "Siege {siege}: the oracle is {card}",
            siege=state.siege,
            card=term(cards.name(state.oracle)),
        )
    stake = (
        listed([term(cards.name(c)) for c in state.stake], ", ")
        if state.stake
        else say("no Victory card")
    )
    return say(
        "{siege}. At stake: {stake}. {who} starts.",
        siege=head,
        stake=stake,
        who=seat_label(state.starter),
    )


def _names(seats: tuple[int, ...]) -> Listed:
    return listed([seat_label(s) for s in seats], ", ")


def clear_armies(state: State) -> State:
    """Every army goes to the discard; the Heroes return; item numbers start again."""
    thrown: list[str] = []
    for seat_army in state.armies:
        thrown.extend(army.army_cards(seat_army))
    gave_heroes = any(h is not None for h in state.hero_of)
    return evolve(
        state,
        armies=((),) * state.seats,
        counters=(0,) * state.seats,
        discard=tuple(thrown) + state.discard,
        last_heroes=state.hero_of if gave_heroes else state.last_heroes,
        hero_of=(None,) * state.seats,
        heroes_left=state.heroes,
    )


def draw_order(state: State, seats: tuple[int, ...]) -> list[int]:
    """Who draws each card: three each in seat order; when the deck and the discards cannot give
    everyone three, one card at a time round the table from the siege's first player, so the
    shortage falls evenly and not always on the last seats."""
    if len(state.deck) + len(state.discard) >= DRAW_EACH * len(seats):
        return [seat for seat in seats for _ in range(DRAW_EACH)]
    ring = sorted(seats, key=lambda s: (s - state.starter) % state.seats)
    return ring * DRAW_EACH


def draw_three(state: State, seats: tuple[int, ...], rng: Random) -> tuple[State, list[Event]]:
    """Three new cards to each of ``seats`` (``draw_order``); each hears only its own cards. The
    draw pile is rebuilt from the discards when it is empty. Then whoever holds more than the
    hand limit must discard down to it."""
    deck, discard = state.deck, state.discard
    drawn: dict[int, tuple[str, ...]] = {seat: () for seat in seats}
    for seat in draw_order(state, seats):
        if not deck and discard:
            deck, discard = piles.rebuild(cards.sort_cards(discard), rng)
        card, deck = piles.draw(deck, min(1, len(deck)))
        drawn[seat] += card
    hands = list(state.hands)
    events: list[Event] = []
    for seat in seats:
        hands[seat] = cards.sort_cards(hands[seat] + drawn[seat])
        if drawn[seat]:
            mine = say(
                "You draw {cards}.", cards=listed([term(cards.name(c)) for c in drawn[seat]], ", ")
            )
        else:
            mine = say("You draw nothing (no card left).")
        events.append(Event(mine, audience=seat, kind="draw"))
    limit = cards.hand_size(state.seats)
    over = tuple(piles.over_limit(h, limit) for h in hands)
    state = evolve(state, hands=tuple(hands), deck=deck, discard=discard, to_discard=over)
    return state, events


def new_siege(state: State, rng: Random) -> tuple[State, list[Event]]:
    """Armies away, Heroes back, three cards each; the Agamemnon holder starts (else whoever
    started the last siege)."""
    state = clear_armies(state)
    holder = state.tiles[AGAMEMNON]
    starter = state.starter if holder is None else holder
    state = evolve(
        state, siege=state.siege + 1, starter=starter, in_siege=tuple(range(state.seats))
    )
    state, events = draw_three(state, state.in_siege, rng)
    events.insert(0, Event(say("Everyone draws three cards."), kind="draw"))
    return after_draw(state, events)


def tiebreak(state: State, tied: tuple[int, ...], rng: Random) -> tuple[State, list[Event]]:
    """The final Gorgon siege of the tied players: three cards each, no new Victory card; the
    Agamemnon holder starts, else the tied player who held the best Hero in the siege just
    played (the last one that gave Heroes, if it gave none), else the first tied player clockwise
    from the last starter."""
    state = clear_armies(state)  # keeps the Heroes of the siege just played in ``last_heroes``
    last = state.last_heroes
    holder = state.tiles[AGAMEMNON]
    if holder in tied:
        starter = holder
    elif any(last[s] is not None for s in tied):
        starter = max((s for s in tied if last[s] is not None), key=lambda s: _hero(last[s]))
    else:
        starter = min(tied, key=lambda s: (s - state.starter) % state.seats)
    state = evolve(state, siege=state.siege + 1, starter=starter, in_siege=tied, tiebreak=True)
    state, events = draw_three(state, tied, rng)
    if state.seats != 2 and not state.oracles:
        text = say(
            "The oracle deck is spent and {players} are tied: they draw three cards each.",
            players=_names(tied),
        )
    else:
        text = say(
            "No Victory card is left and {players} are tied: they draw three cards each.",
            players=_names(tied),
        )
    events.insert(0, Event(text, kind="draw"))
    return after_draw(state, events)


def _hero(hero: str | None) -> int:
    return 0 if hero is None else cards.value(hero)


def after_draw(state: State, events: list[Event]) -> tuple[State, list[Event]]:
    """The discard to the hand limit, if anyone must; else the siege begins."""
    if any(state.to_discard):
        counts = [
            say("{who} {count}", who=seat_label(s), count=n)
            for s, n in enumerate(state.to_discard)
            if n
        ]
        over = say("Over the hand limit, cards to discard: {counts}.", counts=listed(counts, ", "))
        events.append(Event(over, kind="info"))
        return evolve(state, phase=DISCARD, turn=None), events
    state, more = begin_siege(state)
    return state, events + more


def discard_one(state: State, seat: int, card: str) -> tuple[State, list[Event]]:
    """One card to the hand limit, face down: the others hear only that a card went."""
    hand, discard = piles.discard(state.hands[seat], (card,), state.discard)
    left = state.to_discard[seat] - 1
    state = evolve(
        state,
        hands=state.hands[:seat] + (hand,) + state.hands[seat + 1 :],
        discard=discard,
        to_discard=state.to_discard[:seat] + (left,) + state.to_discard[seat + 1 :],
    )
    events = [
        Event(say("{who} discards a card.", who=seat_label(seat)), kind="discard"),
        Event(
            say("You discard {card}.", card=term(cards.name(card))), audience=seat, kind="private"
        ),
    ]
    if any(state.to_discard):
        return state, events
    state, more = begin_siege(state)
    return state, events + more
