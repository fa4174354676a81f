"""Skill ratings from finished games, with OpenSkill (Plackett-Luce): pure and deterministic.

Why OpenSkill rather than Elo: it rates games of 2 to 6 seats and teams in one update, and a
win against a strong side counts more than one against a weak side. Who is rated: each human,
and each bot *level* of a game as one entity (beating the ``normal`` bot counts).

How a result becomes a ranking (documented in the README, "Ratings"):

- seats of one team form one side; a seat without a team is a side of its own;
- the winning sides share first place; every other side shares second place (the games' scores
  mean different things, so only winning is compared);
- a game with no winner (Heroes' neutral Gods win) is a draw between all sides, and so is a
  game every side won;
- the same bot level in several seats of one game is rated once per seat, then its new rating
  is the mean of those seats' updates.

The same results in the same order always give the same ratings, so they can be recomputed
from the store at any time; ``Ratings.add`` applies one more game to what was computed before.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field

from openskill.models import PlackettLuce, PlackettLuceRating

MODEL = PlackettLuce()
# A player's shown rating is the conservative estimate mu - 3 sigma: 0 for a newcomer, rising
# as wins make the system surer.
SPREAD = 3.0


def user_entity(user_id: int) -> str:
    return f"user:{user_id}"


def bot_entity(level: str) -> str:
    return f"bot:{level}"


def entity_user(entity: str) -> int | None:
    """The Discord user id of a human entity, None for a bot."""
    kind, _, rest = entity.partition(":")
    return int(rest) if kind == "user" else None


def entity_bot(entity: str) -> str | None:
    """The bot level of a bot entity, None for a human."""
    kind, _, rest = entity.partition(":")
    return rest if kind == "bot" else None


@dataclass(frozen=True)
class Placing:
    """One seat of a finished game: who sat there, its team (None: none) and whether it won."""

    entity: str
    team: int | None
    winner: bool


@dataclass(frozen=True)
class Finish:
    """One finished game, in the order games finished (``order`` grows)."""

    order: int
    placings: tuple[Placing, ...]


@dataclass(frozen=True)
class Standing:
    """An entity's rating and record in one game of one server."""

    entity: str
    mu: float
    sigma: float
    played: int
    won: int

    @property
    def rating(self) -> float:
        return self.mu - SPREAD * self.sigma


@dataclass
class Ratings:
    """Ratings of every entity after the ``games`` added so far (``last``: the newest order)."""

    last: int = 0
    games: int = 0
    _skill: dict[str, tuple[float, float]] = field(default_factory=dict)
    _record: dict[str, tuple[int, int]] = field(default_factory=dict)

    def add(self, finish: Finish) -> None:
        """Rate one more finished game; games must come in order (older ones are refused)."""
        if finish.order <= self.last:
            raise ValueError(f"game {finish.order} is not after {self.last}")
        self.last = finish.order
        self.games += 1
        for p in finish.placings:
            played, won = self._record.get(p.entity, (0, 0))
            self._record[p.entity] = (played + 1, won + int(p.winner))
        sides = _sides(finish.placings)
        if len(sides) < 2:
            return  # one side alone (everyone in one team): nothing to compare
        teams = [[self._rating(p.entity) for p in side] for side in sides]
        ranks = [float(_rank(side, sides)) for side in sides]
        rated = MODEL.rate(teams, ranks=ranks)
        updates: dict[str, list[tuple[float, float]]] = {}
        for side, new in zip(sides, rated, strict=True):
            for p, r in zip(side, new, strict=True):
                updates.setdefault(p.entity, []).append((r.mu, r.sigma))
        for entity, values in updates.items():
            self._skill[entity] = (
                sum(mu for mu, _ in values) / len(values),
                sum(sigma for _, sigma in values) / len(values),
            )

    def extend(self, finishes: Iterable[Finish]) -> Ratings:
        for finish in finishes:
            self.add(finish)
        return self

    def standing(self, entity: str) -> Standing | None:
        """An entity's rating and record, None if it never played."""
        if entity not in self._record:
            return None
        mu, sigma = self._skill.get(entity, (MODEL.mu, MODEL.sigma))
        played, won = self._record[entity]
        return Standing(entity, mu, sigma, played, won)

    def table(self) -> list[Standing]:
        """Every entity, best rating first (ties: more wins, then the entity's name, so the
        order is the same every time)."""
        found = [s for s in map(self.standing, self._record) if s is not None]
        return sorted(found, key=lambda s: (-s.rating, -s.won, s.entity))

    def _rating(self, entity: str) -> PlackettLuceRating:
        mu, sigma = self._skill.get(entity, (MODEL.mu, MODEL.sigma))
        return MODEL.rating(mu=mu, sigma=sigma)


def compute(finishes: Iterable[Finish]) -> Ratings:
    """Ratings from scratch, from every finished game in order."""
    return Ratings().extend(finishes)


def _sides(placings: Sequence[Placing]) -> list[list[Placing]]:
    """Seats grouped into sides: a team together, a seat without team alone; in seat order."""
    sides: list[list[Placing]] = []
    by_team: dict[int, list[Placing]] = {}
    for p in placings:
        if p.team is None:
            sides.append([p])
        elif p.team in by_team:
            by_team[p.team].append(p)
        else:
            by_team[p.team] = [p]
            sides.append(by_team[p.team])
    return sides


def _rank(side: Sequence[Placing], sides: Sequence[Sequence[Placing]]) -> int:
    """0 for a winning side, 1 for the others; everyone 0 (a draw) when no side or every side
    won."""
    winning = [any(p.winner for p in s) for s in sides]
    if not any(winning) or all(winning):
        return 0
    return 0 if any(p.winner for p in side) else 1
