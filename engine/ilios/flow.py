"""The order of play: set-up, turns (deploy, reinforce, the oracle's power), skipping, the end.

``start`` builds a new game; ``act`` applies one already-decoded action to a clone.
"""

from __future__ import annotations

from random import Random

from engine.core import cards
from engine.core.errors import IllegalAction, NotYourTurn
from engine.core.grid import grid
from engine.core.rng import rng_for
from engine.core.said import listed, say, term
from engine.core.types import Event, Outcome
from engine.ilios import rules
from engine.ilios.actions import Action, Position
from engine.ilios.geometry import centre, parse_index
from engine.ilios.rules import who
from engine.ilios.state import ORACLE, OVER, PLAY, SETUP, State
from engine.ilios.tiles import DISKS_PER_SEAT, FACED, HORSES, KINDS, name, starting_bag

HAND_SIZE = 3


def draw(state: State) -> str:
    """Take the top tile of the bag (it was shuffled when it was filled)."""
    (tile,), rest = cards.draw(state.bag)
    state.bag = list(rest)
    return tile


def start(size: int, expansion: bool, seats: int, seed: int) -> State:
    """Set out the board, shuffle the bag, deal three tiles each, and queue the set-up
    placements."""
    from_bag = seats if expansion and size == 7 else 0
    state = State(size=size, expansion=expansion, seats=seats, seed=seed)
    state.board = [None] * (size * size)
    if expansion:
        state.board[centre(size)] = ("troy", None, None)
    rng = rng_for(seed, 0, "setup")
    bag = cards.shuffle(starting_bag(expansion, from_bag), rng)
    hands, bag = cards.deal(bag, HAND_SIZE, seats)
    state.bag = list(bag)
    state.hands = [list(hand) for hand in hands]
    state.set_aside = ["powerful"] * from_bag
    state.plunder = [[] for _ in range(seats)]
    state.disks_left = [DISKS_PER_SEAT] * seats
    for seat in range(seats):
        if size == 7:
            state.setup_queue.append((seat, "waste"))
        state.setup_queue.append((seat, "iron"))
    if seats == 2:
        state.setup_queue.append((0, "iron"))
    state.turn = 0
    return state


def to_act(state: State) -> frozenset[int]:
    if state.phase == SETUP:
        return frozenset({state.setup_queue[0][0]})
    if state.phase == OVER or state.turn is None:
        return frozenset()
    return frozenset({state.turn})


def open_squares(state: State) -> list[int]:
    return [i for i, cell in enumerate(state.board) if cell is None]


def _hand_kinds(hand: list[str]) -> list[str]:
    """Distinct kinds in a hand, in catalogue order, so action lists are stable."""
    return [k for k in KINDS if k in hand]


def legal(state: State, seat: int) -> list[Action]:
    """Every legal action of ``seat`` now (empty when it is not their move)."""
    if seat not in to_act(state):
        return []
    names = grid(state.size).names
    if state.phase == SETUP:
        verb = state.setup_queue[0][1]
        return [Action(verb, square=names[i]) for i in open_squares(state)]
    if state.phase == ORACLE:
        kinds = _hand_kinds(state.hands[seat])
        return [Action("return", kind=k) for k in kinds] + [Action("keep")]
    free = seat in state.revealed
    where = Position.of(state, seat)
    pointed = rules.PointedSquares(state, seat)
    squares = open_squares(state)
    out: list[Action] = []
    for kind in _hand_kinds(state.hands[seat]):
        for facing in rules.facings_for(kind):
            allowed = squares if free else pointed.squares(kind, facing)
            out += [Action("deploy", kind, names[i], facing, where) for i in allowed]
    return out


def stage_words(state: State) -> str:
    """What is awaited, as a said verb phrase (the layers above say who)."""
    if state.phase == SETUP:
        if state.setup_queue[0][1] == "waste":
            return say("place a wasteland")
        return say("place an iron weapon")
    if state.phase == ORACLE:
        return say(
            "return a tile to the bag and draw again, or keep ({count} left)",
            count=state.oracle_left,
        )
    if state.phase == OVER:
        return say("game over")
    if state.turn in state.revealed:
        return say("deploy a warrior on any open square (hand revealed)")
    return say("deploy a warrior")


def act(state: State, seat: int, action: Action) -> tuple[State, list[Event]]:
    """Check and apply one action; the input state is never touched."""
    if state.phase == OVER:
        raise NotYourTurn("The game is over.")
    if seat not in to_act(state):
        (current,) = to_act(state)
        raise NotYourTurn("It is {who}'s turn, not yours.", who=who(current))
    new = state.clone()
    if new.phase == SETUP:
        events = _setup_place(new, seat, action)
    elif new.phase == ORACLE:
        events = _oracle(new, seat, action, rng_for(state.seed, state.version))
    else:
        events = _deploy(new, seat, action)
    new.version += 1
    return new, events


def _open_index(state: State, square: str | None) -> int:
    index = parse_index(square or "", state.size)
    if index is None:
        raise IllegalAction(
            "There is no square {square} on a {size}×{size} board.", square=square, size=state.size
        )
    cell = state.board[index]
    if cell is None:
        return index
    kind = cell[0]
    if kind is None:
        raise IllegalAction("{square} is not open: it holds a disk.", square=square)
    raise IllegalAction(
        "{square} is not open: it holds a tile ({tile}).", square=square, tile=term(name(kind))
    )


def _setup_place(state: State, seat: int, action: Action) -> list[Event]:
    wanted = state.setup_queue[0][1]
    if action.verb != wanted:
        if wanted == "waste":
            raise IllegalAction("Set-up is not over: place a wasteland first (e.g. waste:C4).")
        raise IllegalAction("Set-up is not over: place an iron weapon first (e.g. iron:C4).")
    index = _open_index(state, action.square)
    kind = "wasteland" if wanted == "waste" else "iron"
    state.board[index] = (kind, None, None)
    state.setup_queue.pop(0)
    state.last = (seat, index)
    state.highlight = [index]
    placed = (
        say("{who} placed a wasteland at {square}.", who=who(seat), square=action.square)
        if kind == "wasteland"
        else say("{who} placed an iron weapon at {square}.", who=who(seat), square=action.square)
    )
    events = [
        Event(placed, kind="setup", data={"seat": seat, "tile": kind, "square": action.square})
    ]
    if not state.setup_queue:
        state.phase = PLAY
        state.turn = 0
        events.append(Event(say("Set-up is done: the battle begins."), kind="setup"))
        events += _begin_turn(state, seat_order_from=0)
    return events


def _deploy(state: State, seat: int, action: Action) -> list[Event]:
    if action.verb != "deploy":
        raise IllegalAction("It is time to deploy a warrior (deploy:<tile>:<square>:<facing>).")
    kind = action.kind or ""
    _check_in_hand(state, seat, kind)
    facing = "N" if kind in HORSES else action.facing
    if kind in FACED and facing not in ("N", "E", "S", "W"):
        raise IllegalAction("Say which way the tile faces: N, E, S or W.")
    index = _open_index(state, action.square)
    if seat not in state.revealed and not rules.pointed_ok(state, seat, kind, index, facing):
        if kind in HORSES:
            raise IllegalAction(
                "Your {tile} at {square} jumps to no opponent's disk and no free iron weapon.",
                tile=term(name(kind)),
                square=action.square,
            )
        raise IllegalAction(
            "Your {tile} at {square} facing {facing} points to no opponent's disk "
            "and no free iron weapon.",
            tile=term(name(kind)),
            square=action.square,
            facing=facing,
        )
    state.hands[seat].remove(kind)
    state.revealed.pop(seat, None)
    events = rules.deploy(state, seat, kind, index, facing)
    if not open_squares(state):
        return events + _finish(state)
    events += _reinforce(state, seat)
    oracles = state.plunder[seat].count("oracle")
    if state.expansion and oracles and state.bag and state.hands[seat]:
        state.phase = ORACLE
        state.oracle_left = oracles
        return events
    return events + _end_turn(state)


def _check_in_hand(state: State, seat: int, kind: str) -> None:
    if kind not in state.hands[seat]:
        tile = term(name(kind)) if kind in KINDS else repr(kind)
        raise IllegalAction("You have no {tile} in your hand.", tile=tile)


def _reinforce(state: State, seat: int) -> list[Event]:
    if not state.bag:
        return [Event(say("{who} cannot draw: the bag is empty.", who=who(seat)), kind="draw")]
    tile = draw(state)
    state.hands[seat].append(tile)
    return [
        Event(say("{who} drew a tile.", who=who(seat)), kind="draw", data={"seat": seat}),
        Event(
            say("You drew a tile: {tile}.", tile=term(name(tile))),
            audience=seat,
            kind="draw",
            data={"tile": tile},
        ),
    ]


def _oracle(state: State, seat: int, action: Action, rng: Random) -> list[Event]:
    if action.verb == "keep":
        state.oracle_left = 0
        state.phase = PLAY
        kept = say("{who} kept their hand.", who=who(seat))
        events = [Event(kept, kind="oracle", data={"seat": seat})]
        return events + _end_turn(state)
    if action.verb != "return":
        raise IllegalAction("Use the oracle's power (return:<tile>) or keep your hand (keep).")
    kind = action.kind or ""
    _check_in_hand(state, seat, kind)
    state.hands[seat].remove(kind)
    state.bag = list(cards.put_back(state.bag, [kind], rng))
    tile = draw(state)
    state.hands[seat].append(tile)
    state.oracle_left -= 1
    events = [
        Event(
            say("{who} used an oracle: returned a tile to the bag and drew again.", who=who(seat)),
            kind="oracle",
            data={"seat": seat},
        ),
        Event(
            say(
                "You returned {returned} and drew {tile}.",
                returned=term(name(kind)),
                tile=term(name(tile)),
            ),
            audience=seat,
            kind="oracle",
            data={"returned": kind, "tile": tile},
        ),
    ]
    if state.oracle_left == 0:
        state.phase = PLAY
        events += _end_turn(state)
    return events


def _end_turn(state: State) -> list[Event]:
    assert state.turn is not None
    return _begin_turn(state, seat_order_from=(state.turn + 1) % state.seats)


def _begin_turn(state: State, seat_order_from: int) -> list[Event]:
    """Give the turn to the next seat holding a tile (skipping empty hands), or end the game."""
    state.phase = PLAY
    state.oracle_left = 0
    state.revealed = {}
    events: list[Event] = []
    for k in range(state.seats):
        seat = (seat_order_from + k) % state.seats
        if state.hands[seat]:
            state.turn = seat
            if not rules.can_deploy_pointed(state, seat):
                hand = sorted(state.hands[seat], key=list(KINDS).index)
                state.revealed[seat] = hand
                shown = listed([term(name(t)) for t in hand])
                events.append(
                    Event(
                        say(
                            "{who} cannot deploy against anyone and reveals their hand: "
                            "{tiles}. They may deploy on any open square.",
                            who=who(seat),
                            tiles=shown,
                        ),
                        kind="reveal",
                        data={"seat": seat, "hand": hand},
                    )
                )
            return events
        events.append(
            Event(
                say("{who} has no tiles left and is skipped.", who=who(seat)),
                kind="skip",
                data={"seat": seat},
            )
        )
    return events + _finish(state)


def _finish(state: State) -> list[Event]:
    state.phase = OVER
    state.turn = None
    state.revealed = {}
    state.oracle_left = 0
    result = outcome(state)
    assert result is not None
    return [Event(result.summary, kind="end", data=result.to_dict())]


def outcome(state: State) -> Outcome | None:
    """Most plunder wins; a tie goes to most disks on the board; still tied, a shared win."""
    if state.phase != OVER:
        return None
    scores = rules.scores(state)
    disks = rules.disks_on_board(state)
    best = max(scores)
    top = [s for s in range(state.seats) if scores[s] == best]
    most = max(disks[s] for s in top)
    winners = [s for s in top if disks[s] == most]
    names = listed([who(s) for s in winners])
    if len(top) == 1:
        summary = say("{names} wins with {plunder} plunder.", names=names, plunder=best)
    elif len(winners) == 1:
        summary = say(
            "{tied} tie on {plunder} plunder; {names} wins with more disks on the board ({disks}).",
            tied=listed([who(s) for s in top]),
            plunder=best,
            names=names,
            disks=most,
        )
    else:
        summary = say(
            "{names} share the win with {plunder} plunder and {disks} disks on the board each.",
            names=names,
            plunder=best,
            disks=most,
        )
    return Outcome(frozenset(winners), tuple(scores), summary)
