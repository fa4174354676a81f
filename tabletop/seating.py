"""Teams at the table: which layout the lobby heads for, who sits where at the start, who won.

Pure (no Discord, no database), so every rule about teams is tested on its own. A game says the
team of each seat index (``Game.teams``: ``(0, 1, 0, 1)`` puts partners opposite); players in the
lobby may wish for a team; at the start everyone is seated so that seat i belongs to team
``layout[i]``, wishes honoured in the order the players sat down, the others placed where there
is room.

Teams are numbers for the engine and the store, letters (A, B, C…) for players.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Iterable, Sequence
from dataclasses import replace
from typing import Any

from engine.core.said import listed, say
from tabletop.errors import TableError
from tabletop.models import Layout, SeatInfo, TeamPlan

LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
ANY_TEAM = "any"


class NoTeams(TableError):
    def __init__(self, title: str) -> None:
        super().__init__("{game} has no teams at this table: everyone plays alone.", game=title)


class NoSuchTeam(TableError):
    def __init__(self, typed: str, teams: Iterable[int]) -> None:
        names = ", ".join(team_letter(t) for t in teams)
        super().__init__(
            "There is no team {typed} at this table. Teams: {teams}.",
            typed=repr(typed),
            teams=names,
        )


class TeamFull(TableError):
    def __init__(self, team: int, capacity: int, sides: Sequence[str] = ()) -> None:
        super().__init__(
            "{team} is full ({capacity} players).", team=team_said(team, sides), capacity=capacity
        )


def team_letter(team: int) -> str:
    return LETTERS[team] if 0 <= team < len(LETTERS) else str(team + 1)


def team_name(team: int, sides: Sequence[str] = ()) -> str:
    """What players call a team: its side's name when the game's teams are sides ("Greeks"),
    else its letter ("Team A")."""
    return sides[team] if 0 <= team < len(sides) else f"Team {team_letter(team)}"


def parse_team(text: str) -> int | None:
    """``"B"``, ``"b"`` or ``"Team B"`` -> 1; ``"any"`` (or nothing) -> None: no wish.
    ValueError for anything else, so that a typo is never taken for "any"."""
    word = text.strip().upper().removeprefix("TEAM").strip()
    if word in ("", ANY_TEAM.upper()):
        return None
    if len(word) == 1 and word in LETTERS:
        return LETTERS.index(word)
    raise ValueError(text)


def plan_for(
    layout_of: Callable[[int], Layout | None], seat_counts: Iterable[int], seated: int
) -> TeamPlan | None:
    """The smallest table (at least ``seated`` seats) of the game's allowed sizes that plays in
    teams: a lobby of 2 for a game with teams at 4 already shows the 4-seat teams, so players can
    pick partners before everyone has joined. None when no size from here on has teams."""
    for size in sorted(seat_counts):
        if size >= seated and (layout := layout_of(size)) is not None:
            return TeamPlan(size, tuple(layout))
    return None


def arrange(layout: Sequence[int], wishes: Sequence[int | None]) -> tuple[int, ...]:
    """The seat of each player (``wishes[i]``: the team player i chose, None for no choice; in
    the order they sat down). Wishes are honoured first come, first served while the team has a
    free seat (a wish for a team that is gone or full counts as none); everyone else takes the
    lowest free seat, so with no wishes at all nobody moves."""
    if len(wishes) > len(layout):
        raise ValueError(f"{len(wishes)} players for {len(layout)} seats")
    free = list(range(len(layout)))
    seat_of: list[int | None] = [None] * len(wishes)
    for player, team in enumerate(wishes):
        seat = next((s for s in free if layout[s] == team), None) if team is not None else None
        if seat is not None:
            seat_of[player] = seat
            free.remove(seat)
    for player, seat in enumerate(seat_of):
        if seat is None:
            seat_of[player] = free.pop(0)
    return tuple(s for s in seat_of if s is not None)


def check_wish(
    plan: TeamPlan,
    wishes: Sequence[int | None],
    player: int,
    team: int,
    sides: Sequence[str] = (),
) -> None:
    """Refuse a team choice that cannot be honoured: a team the table does not have, or one whose
    places are all wished for by others already."""
    if team not in plan.layout:
        raise NoSuchTeam(team_letter(team), plan.teams)
    if team not in open_teams(plan, wishes, player):
        raise TeamFull(team, plan.capacity(team), sides)


def places_left(plan: TeamPlan, wishes: Sequence[int | None], player: int, team: int) -> int:
    """How many places of ``team`` the others' wishes leave for ``player``."""
    taken = sum(1 for i, wish in enumerate(wishes) if wish == team and i != player)
    return max(0, plan.capacity(team) - taken)


def open_teams(plan: TeamPlan, wishes: Sequence[int | None], player: int) -> list[int]:
    """The teams ``player`` may still choose (for autocomplete)."""
    return [t for t in plan.teams if places_left(plan, wishes, player, t) > 0]


def lineup(plan: TeamPlan, seats: Sequence[SeatInfo]) -> dict[int, list[SeatInfo]]:
    """Who would play in each team if the game started with the planned size now: the lobby
    card shows it (open places are ``capacity - len(members)``)."""
    ordered = sorted(seats, key=lambda s: s.seat)
    seat_of = arrange(plan.layout, [s.team for s in ordered])
    teams: dict[int, list[tuple[int, SeatInfo]]] = {t: [] for t in plan.teams}
    for info, seat in zip(ordered, seat_of, strict=True):
        teams[plan.layout[seat]].append((seat, info))
    return {t: [info for _, info in sorted(members)] for t, members in teams.items()}


def seat_teams(seats: Sequence[SeatInfo]) -> Layout | None:
    """The teams of a started table, seat by seat (what ``setup`` received), or None."""
    ordered = sorted(seats, key=lambda s: s.seat)
    if not ordered or any(s.team is None for s in ordered):
        return None
    return tuple(s.team for s in ordered if s.team is not None)


def team_winners(winners: Collection[int], teams: Sequence[int] | None) -> frozenset[int]:
    """A team wins together: every seat of a winning seat's team is a winner."""
    if teams is None:
        return frozenset(winners)
    won = {teams[w] for w in winners if 0 <= w < len(teams)}
    return frozenset(s for s, team in enumerate(teams) if team in won)


def start_seats(seats: Sequence[SeatInfo], layout: Layout | None) -> tuple[SeatInfo, ...]:
    """Each lobby seat (in lobby order) with its final seat number and team: the lobby's
    choices become the real teams, or are dropped when the table plays without teams."""
    ordered = sorted(seats, key=lambda s: s.seat)
    if layout is None:
        return tuple(replace(s, team=None) for s in ordered)
    seat_of = arrange(layout, [s.team for s in ordered])
    return tuple(
        replace(s, seat=new, team=layout[new]) for s, new in zip(ordered, seat_of, strict=True)
    )


def players_said(seats: Sequence[SeatInfo], sides: Sequence[str] = ()) -> str:
    """Who plays, in seat order, as a said line: 'Team A: Alice and Carol · Team B: Bob and
    Dave' when they play in teams ('Greeks: Alice · Trojans: Bob' when the teams are the game's
    named ``sides``), else 'Alice, Bob and Carol'."""
    ordered = sorted(seats, key=lambda s: s.seat)
    members: dict[int, list[str]] = {}
    for seat in ordered:
        if seat.team is not None:
            members.setdefault(seat.team, []).append(seat.shown)
    if not members:
        return say("{players}", players=listed([s.shown for s in ordered]))
    teams = [
        say("{team}: {players}", team=team_said(t, sides), players=listed(names))
        for t, names in sorted(members.items())
    ]
    return say("{teams}", teams=listed(teams, " · "))


def team_said(team: int, sides: Sequence[str] = ()) -> Any:
    """A team's name as a said value: its side's (a game's word), else "Team A"."""
    if 0 <= team < len(sides):
        return say(sides[team])  # the game marks its sides' names for the catalogue
    return say("Team {letter}", letter=team_letter(team))
