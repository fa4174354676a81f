"""Victory points, the Athena and Poseidon tiles, and the immediate win.

Each seat scores alone (its Victory cards, the tiles it holds, minus its Thanatos cards); in the
team games the partners' scores are added and only the team's total wins.
"""

from __future__ import annotations

from engine.core.said import Listed, listed, say, say_count
from engine.core.seats import seat_label
from engine.core.types import Event
from engine.iliad import cards
from engine.iliad.state import OVER, State, evolve

AGAMEMNON, ATHENA, POSEIDON = 0, 1, 2
TILE_POINTS = (1, 2, 2)
# The tile that follows each kind of Victory card.
MAJORITY = {"city": ATHENA, "trireme": POSEIDON}


def target(state: State) -> int:
    """12 points win; 15 with two players and in the team games."""
    return 15 if state.seats == 2 or state.teams is not None else 12


def points_of(state: State, seat: int, kind: str) -> int:
    """A seat's City (or Trireme) points."""
    return sum(cards.value(c) for c in state.won[seat] if cards.kind(c) == kind)


def score(state: State, seat: int) -> int:
    cards_points = sum(cards.value(c) for c in state.won[seat])
    tiles = sum(p for p, holder in zip(TILE_POINTS, state.tiles, strict=True) if holder == seat)
    return cards_points + tiles


def scores(state: State) -> list[int]:
    return [score(state, s) for s in range(state.seats)]


def team_scores(state: State) -> list[int] | None:
    if state.teams is None:
        return None
    totals = [0] * (max(state.teams) + 1)
    for seat, team in enumerate(state.teams):
        totals[team] += score(state, seat)
    return totals


def side_of(state: State, seat: int) -> tuple[int, ...]:
    """The seats that win with ``seat``: its team, or itself alone."""
    if state.teams is None:
        return (seat,)
    return tuple(s for s in range(state.seats) if state.teams[s] == state.teams[seat])


def side_score(state: State, seat: int) -> int:
    return sum(score(state, s) for s in side_of(state, seat))


def give_tile(state: State, tile: int, seat: int | None) -> State:
    tiles = list(state.tiles)
    tiles[tile] = seat
    return evolve(state, tiles=(tiles[0], tiles[1], tiles[2]))


def majority(state: State, seat: int, tile: int, kind: str) -> tuple[State, list[Event]]:
    """After ``seat`` collects a City (Trireme): it takes Athena (Poseidon) when it now has more
    points of that kind than the holder, or, when nobody holds the tile, more than everyone
    else. On a tie the holder keeps it; nobody takes it on a tie for the lead."""
    holder = state.tiles[tile]
    mine = points_of(state, seat, kind)
    if holder == seat:
        return state, []
    rivals = [holder] if holder is not None else [s for s in range(state.seats) if s != seat]
    if all(mine > points_of(state, r, kind) for r in rivals):
        if tile == ATHENA:
            took = say("{who} takes the Athena tile.", who=seat_label(seat))
        else:
            took = say("{who} takes the Poseidon tile.", who=seat_label(seat))
        return give_tile(state, tile, seat), [Event(took)]
    return state, []


def collect(state: State, seat: int, card: str) -> tuple[State, list[Event]]:
    """``seat`` takes a Victory (or Thanatos) card; the majority tiles follow at once."""
    won = state.won[:seat] + (state.won[seat] + (card,),) + state.won[seat + 1 :]
    state = evolve(state, won=won)
    tile = MAJORITY.get(cards.kind(card))
    if tile is None:
        return state, []
    return majority(state, seat, tile, cards.kind(card))


def game_over(state: State, winners: tuple[int, ...], summary: str) -> tuple[State, list[Event]]:
    state = evolve(state, phase=OVER, winners=winners, turn=None, summary=summary)
    return state, [Event(summary, kind="end", data={"winners": list(winners)})]


def side_names(side: tuple[int, ...]) -> Listed:
    """The seats of a side as a said list ("Player 1 and Player 3")."""
    return listed([seat_label(s) for s in side])


def check_win(state: State, seat: int) -> tuple[State, list[Event]]:
    """The immediate win: ``seat`` (or its team) reaches the target, even mid-award."""
    if state.phase == OVER or side_score(state, seat) < target(state):
        return state, []
    side = side_of(state, seat)
    summary = say_count(
        "{names} wins the game with {points} points.",
        "{names} win the game with {points} points.",
        len(side),
        names=side_names(side),
        points=side_score(state, seat),
    )
    return game_over(state, side, summary)
