"""Who acts, what they may do, and the game moving on after each action.

Every legal action is a code string (``docs/dev/iliad-view.md``); the legal list, the move, the
menus and the bots all come from ``legal``. After an action, ``advance`` runs what follows by
itself: the end of a siege, the Gorgon's check at the start of a turn, choices with a single
answer, the next siege.
"""

from __future__ import annotations

from dataclasses import replace
from random import Random

from engine.core.errors import NotYourTurn
from engine.core.rng import luck
from engine.core.types import Event
from engine.iliad import army, attacks, award, codes, deal, turns
from engine.iliad.state import AWARD, DISCARD, GORGON, REVEAL, SIEGE, State, evolve


def _onto(verb: str, card: str, onto: str | None) -> str:
    return f"{verb}:{card}" if onto is None else f"{verb}:{card}:onto:{onto}"


# The last legal list computed: callers ask for it, then apply one of its codes, which checks it
# again. States are immutable and the entry holds the state itself, so identity is a safe key;
# the entry is one tuple, read once, so threads (bots think in threads) never mix two entries.
_last: dict[str, tuple[State, int, tuple[str, ...]]] = {}


def legal(state: State, seat: int) -> list[str]:
    """Every legal code of ``seat`` now (empty when it need not act)."""
    entry = _last.get("entry")
    if entry is not None and entry[0] is state and entry[1] == seat:
        return list(entry[2])
    codes_now = tuple(_legal(state, seat))
    _last["entry"] = (state, seat, codes_now)
    return list(codes_now)


def _legal(state: State, seat: int) -> list[str]:
    if seat not in to_act(state):
        return []
    if state.phase == DISCARD:
        return [f"discard:{c}" for c in dict.fromkeys(state.hands[seat])]
    if state.phase == SIEGE:
        plays = [_onto("play", c, t) for c, t in turns.play_options(state, seat)]
        hits = [codes.attack_code(a) for a in attacks.legal(state, seat)]
        return plays + hits + ["pass"]
    if state.phase == REVEAL:
        return [_onto("place", c, t) for c, t in award.place_options(state, seat)]
    if state.phase == AWARD:
        return [f"victory:{c}" for c in dict.fromkeys(state.stake)]
    return []


def to_act(state: State) -> frozenset[int]:
    if state.phase == SIEGE and state.turn is not None:
        return frozenset((state.turn,))
    if state.phase == DISCARD:
        return frozenset(s for s, n in enumerate(state.to_discard) if n)
    if state.phase == REVEAL and state.reveal_order:
        return frozenset(state.reveal_order[:1])
    if state.phase == AWARD and state.award_order:
        return frozenset(state.award_order[:1])
    return frozenset()


def act(state: State, seat: int, code: str) -> tuple[State, list[Event]]:
    """Apply one legal code of ``seat`` (NotYourTurn / IllegalAction / InvalidAction else)."""
    if seat not in to_act(state):
        raise NotYourTurn("It is not your turn to act in this game.")
    action = codes.check(state, seat, code, legal(state, seat))
    rng = luck(state.seed, state.version)
    state, events = _dispatch(state, seat, action)
    state, more = advance(state, rng)
    return evolve(state, version=state.version + 1), _after_reveals(events + more)


def _after_reveals(events: list[Event]) -> list[Event]:
    """What follows a reveal in the same action (armies counted with a Horse's cards, where
    they were placed) tells what was revealed: those public events are reveals too."""
    out: list[Event] = []
    shown = False
    for event in events:
        if shown and event.public and event.kind != "reveal":
            event = replace(event, kind="reveal")
        shown = shown or (event.public and event.kind == "reveal")
        out.append(event)
    return out


def _dispatch(state: State, seat: int, action: codes.Action) -> tuple[State, list[Event]]:
    verb = action.verb
    if verb == "play":
        return turns.place(state, seat, action.card, action.onto)
    if verb == "attack":
        state, events = attacks.resolve(state, seat, attacks.Attack(action.card, action.onto or ""))
        return turns.end_turn(state, seat), events
    if verb == "pass":
        return turns.pass_turn(state, seat)
    if verb == "place":
        return award.place(state, seat, action.card, action.onto)
    if verb == "victory":
        return award.pick(state, seat, action.card)
    return deal.discard_one(state, seat, action.card)


def strongest_at_turn(state: State) -> bool:
    """Gorgon: is the player about to act strictly stronger than every other player?"""
    seat = state.turn
    assert seat is not None
    mine = army.army_value(state, seat)
    others = [army.army_value(state, s) for s in state.in_siege if s != seat]
    return bool(others) and mine > max(others)


def advance(state: State, rng: Random) -> tuple[State, list[Event]]:
    """Run everything that follows without a choice, until someone must decide."""
    events: list[Event] = []
    while True:
        step = _step(state, rng)
        if step is None:
            return state, events
        state, more = step
        events += more


def _step(state: State, rng: Random) -> tuple[State, list[Event]] | None:
    if state.phase == SIEGE:
        if state.turn is None:
            if state.kind == GORGON:
                return award.finish(state, rng)  # everyone passed: nobody wins
            state, events = award.reveal_horses(state)
            if state.phase == SIEGE:
                state, more = award.start_award(state, award.ranking(state))
                events += more
            return state, events
        if state.kind == GORGON and strongest_at_turn(state):
            return award.gorgon_win(state, state.turn)
        return None
    if state.phase == REVEAL:
        if not state.reveal_order:
            return award.start_award(state, award.ranking(state))
        return _single(state, state.reveal_order[0])
    if state.phase == AWARD:
        if not state.award_order:
            return award.finish(state, rng)
        return _single(state, state.award_order[0])
    return None


def _single(state: State, seat: int) -> tuple[State, list[Event]] | None:
    """A choice with one answer is made for the player (it shows nothing hidden)."""
    options = legal(state, seat)
    if len(options) != 1:
        return None
    return _dispatch(state, seat, codes.check(state, seat, options[0], options))
