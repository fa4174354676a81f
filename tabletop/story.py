"""The story of a finished game: every side's score after every move, and three short lines
that tell it (how often the lead changed hands, the biggest swing, the decisive moment).

``score_series(record)`` replays a record (``tabletop.records``) once, move by move, and reads
each side's score from the public view after every action, so nothing hidden is ever used;
``story_lines(series, names)`` tells the story in three sentences. Both are pure: no Discord,
no Pillow (``render/core/story_chart.py`` draws the same series).

A side is what wins together: a seat, a team (Iliad team games), a faction (Heroes) or an army
(the Siege). "The score" of each game is what a player would call it:

- **ILIOS**: each seat's plunder (the view's ``scores``).
- **Iliad**: each seat's points (``scores``), or each team's (``team_scores``) when teams play.
- **Heroes**: each faction's rounds won (``round_wins``) plus its share of the points of the
  round being played, counted as at most 0.9 of a round:
  ``round_wins + 0.9 * points / max(20, all factions' points this round)``. Round points reset
  each round, so they alone would drop to 0 at every new deal, and round wins alone change two
  or three times a game. "Points / 10" was refused: bots score 14 in a round, which would count
  for more than a round won. A share below 1 keeps the order a player reads (rounds won first,
  this round's points next) and lets the chart move within a round; the floor of 20 (about a
  whole round's points) keeps the first cards of a round from swinging it like a round won.
- **Siege**: the view keeps no victory points (the game is won by taking Troy, burning the
  ships, wiping out the enemy or lasting out the days), so each army's score is the points of
  enemy pieces it has killed (the other side's ``losses.total``, archers counting 1). The
  winner may therefore trail on the score: the decisive line then says so.

Moves are the record's actions, numbered as ``replay`` numbers them (move 0 is the set-up), so
a line's "move 34" is the position ``/game replay`` shows at 34.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from functools import partial
from typing import Any

from engine.core.english import N_
from engine.core.said import english, listed, map_text, say, say_count, term
from tabletop.base import game_of
from tabletop.errors import UnknownGame
from tabletop.records import (
    BadRecord,
    _actions,
    _seats,
    not_legal_there,
    not_played_by,
    unknown_game,
)
from tabletop.seating import seat_teams

MAX_LINE = 90  # characters in each story line
HEROES_FACTIONS = ("greek", "trojan", "god")
HEROES_LABELS = ("Greeks", "Trojans", "Gods")
SIEGE_SIDES = ("greek", "trojan")
SIEGE_LABELS = ("Greeks", "Trojans")
ROUND_SHARE = 0.9  # the most a Heroes round in progress counts for, in rounds won
ROUND_POINTS = 20  # about what the three factions score in a round, all together


@dataclass(frozen=True)
class Series:
    """Every side's score after every move of one finished game.

    ``scores[m][s]`` is side ``s``'s score after move ``m`` (``scores[0]``: at the set-up), so
    there are ``moves + 1`` rows of ``len(sides)`` numbers. ``sides[s]`` lists the seats that
    play side ``s`` (none for the Heroes' neutral Gods); ``labels[s]`` is the side's own name
    ("Greeks") or "" when it is only its players. ``winners`` are the sides that won (none for
    a game that ended with no winner); ``final`` each side's final score in words (the Heroes'
    rounds won, without the round share)."""

    game: str
    unit: str  # what the numbers count, for the chart's axis: "plunder", "points", …
    sides: tuple[tuple[int, ...], ...]
    labels: tuple[str, ...]
    scores: tuple[tuple[float, ...], ...]
    winners: tuple[int, ...]
    final: tuple[str, ...]  # each side's final score as players say it ("2" rounds won)

    @property
    def moves(self) -> int:
        return len(self.scores) - 1


ScoreReader = Callable[[Mapping[str, Any]], tuple[float, ...]]


@dataclass(frozen=True)
class _Shape:
    """How one game's score is read: its sides, and the score of each from a public view."""

    unit: str
    sides: tuple[tuple[int, ...], ...]
    labels: tuple[str, ...]
    read: ScoreReader
    winners: Callable[[Mapping[str, Any]], tuple[int, ...]]
    final: Callable[[Mapping[str, Any]], tuple[str, ...]] | None = None  # None: the scores


def _seat_winners(sides: Sequence[Sequence[int]]) -> Callable[[Mapping[str, Any]], tuple[int, ...]]:
    """The sides holding a winning seat of the view's outcome."""

    def winners(view: Mapping[str, Any]) -> tuple[int, ...]:
        outcome = view.get("outcome") or {}
        won = set(outcome.get("winners", ()))
        return tuple(n for n, seats in enumerate(sides) if won.intersection(seats))

    return winners


def _seat_shape(unit: str, seats: int) -> _Shape:
    sides = tuple((s,) for s in range(seats))
    return _Shape(
        unit,
        sides,
        ("",) * seats,
        lambda v: tuple(float(x) for x in v["scores"]),
        _seat_winners(sides),
    )


def _iliad(view: Mapping[str, Any]) -> _Shape:
    teams = view.get("teams")
    if not teams:
        return _seat_shape(N_("points"), int(view["seats"]))
    count = max(teams) + 1
    sides = tuple(tuple(s for s, t in enumerate(teams) if t == team) for team in range(count))
    return _Shape(
        "points",
        sides,
        ("",) * count,
        lambda v: tuple(float(x) for x in v["team_scores"]),
        _seat_winners(sides),
    )


def _heroes_score(view: Mapping[str, Any]) -> tuple[float, ...]:
    wins, points = view["round_wins"], view["scores"]
    total = max(ROUND_POINTS, sum(points[f] for f in HEROES_FACTIONS))
    return tuple(round(wins[f] + ROUND_SHARE * points[f] / total, 3) for f in HEROES_FACTIONS)


def _heroes(view: Mapping[str, Any]) -> _Shape:
    sides = tuple(tuple(view["controllers"][f]) for f in HEROES_FACTIONS)
    return _Shape(
        N_("rounds won"),
        sides,
        HEROES_LABELS,
        _heroes_score,
        lambda v: tuple(n for n, f in enumerate(HEROES_FACTIONS) if v.get("winner") == f),
        lambda v: tuple(str(v["round_wins"][f]) for f in HEROES_FACTIONS),
    )


def _siege_score(view: Mapping[str, Any]) -> tuple[float, ...]:
    lost = view["losses"]["total"]
    return (float(lost["trojan"]), float(lost["greek"]))  # each army scores the enemy's losses


def _siege(view: Mapping[str, Any]) -> _Shape:
    sides = tuple(tuple(view["commanders"][s]) for s in SIEGE_SIDES)
    return _Shape(
        N_("enemy points killed"),
        sides,
        SIEGE_LABELS,
        _siege_score,
        lambda v: tuple(n for n, s in enumerate(SIEGE_SIDES) if v.get("winner") == s),
    )


def _shape(key: str, view: Mapping[str, Any]) -> _Shape:
    """The score of game ``key``, read from its set-up view (which says the sides)."""
    if key == "ilios":
        return _seat_shape(N_("plunder"), int(view["seats"]))
    if key == "iliad":
        return _iliad(view)
    if key == "heroes":
        return _heroes(view)
    if key == "siege":
        return _siege(view)
    if isinstance(view.get("scores"), list):  # any other game that keeps a score per seat
        return _seat_shape(N_("points"), len(view["scores"]))
    raise BadRecord(say("the game {game} keeps no score to tell a story with.", game=repr(key)))


def score_series(record: Mapping[str, Any]) -> Series:
    """Every side's score after every move of a finished game's record (BadRecord when it does
    not replay to its end). The actions are replayed once, in order, reading the public view
    after each."""
    key = str(record.get("game"))
    try:
        game = game_of(key)
    except UnknownGame:
        raise BadRecord(unknown_game(key)) from None
    seats, actions = _seats(record), _actions(record)
    seed, options = record.get("seed"), record.get("options")
    if not isinstance(seed, int) or not isinstance(options, dict):
        raise BadRecord(N_("its seed or options are missing."))
    if len(seats) not in game.seats:
        raise BadRecord(not_played_by(game.title, len(seats)))
    try:
        state = game.setup(
            {str(k): str(v) for k, v in options.items()}, len(seats), seed, teams=seat_teams(seats)
        )
    except Exception:  # noqa: BLE001 - any failure means the record is not one of this game's
        raise BadRecord(N_("its options do not set up the game.")) from None
    view = game.public_view(state)
    shape = _shape(key, view)
    rows = [shape.read(view)]
    for number, (seat, code) in enumerate(actions, start=1):
        try:
            state = game.apply(state, seat, game.decode(state, seat, code)).state
        except Exception:  # noqa: BLE001 - an engine refusal or a malformed code alike
            raise BadRecord(not_legal_there(number, code)) from None
        view = game.public_view(state)
        rows.append(shape.read(view))
    if game.outcome(state) is None and game.to_act(state):
        raise BadRecord(N_("it stops before the end of the game."))
    final = shape.final(view) if shape.final else tuple(str(_number(v)) for v in rows[-1])
    return Series(
        key, shape.unit, shape.sides, shape.labels, tuple(rows), shape.winners(view), final
    )


def side_names(series: Series, seat_names: Sequence[str]) -> tuple[str, ...]:
    """What to call each side (said lines, spoken in the reader's language), from the players'
    names by seat: a player's name; partners' names joined ("Ann & Bob"); a named side with its
    one player ("Greeks (Ann)") or alone ("Gods", "Trojans" when several command them)."""
    out = []
    for label, seats in zip(series.labels, series.sides, strict=True):
        players = [
            seat_names[s] if s < len(seat_names) else say("Player {number}", number=s + 1)
            for s in seats
        ]
        if label and len(players) == 1:
            out.append(say("{side} ({player})", side=term(label), player=players[0]))
        elif label:
            out.append(say("{side}", side=term(label)))
        elif players:
            out.append(say("{players}", players=listed(players, " & ")))
        else:
            out.append(say("Nobody"))
    return tuple(out)


# --- the story -------------------------------------------------------------------------------


def leaders(series: Series) -> list[int | None]:
    """The side alone at the top after each move (None while two or more share it)."""
    out: list[int | None] = []
    for row in series.scores:
        top = max(row)
        first = [s for s, v in enumerate(row) if v == top]
        out.append(first[0] if len(first) == 1 else None)
    return out


def lead_changes(series: Series) -> int:
    """How many times the lead passed from one side to another (a tie in between does not
    count as a change when the same side leads again after it)."""
    held = [s for s in leaders(series) if s is not None]
    return sum(1 for a, b in zip(held, held[1:], strict=False) if a != b)


@dataclass(frozen=True)
class Swing:
    """The largest change in one move of the gap between two sides at the top: ``gainer``
    gained ``amount`` on ``other`` at ``move``."""

    move: int
    gainer: int
    other: int
    amount: float


def _top_two(row: Sequence[float]) -> tuple[int, int]:
    order = sorted(range(len(row)), key=lambda s: (-row[s], s))
    return order[0], order[1]


def swings(series: Series) -> list[Swing]:
    """For each move that changed the gap between first and second (the two at the top before
    the move or after it), its largest change, in the order of the moves."""
    found: list[Swing] = []
    if len(series.sides) < 2:
        return found
    for move in range(1, len(series.scores)):
        before, after = series.scores[move - 1], series.scores[move]
        best: Swing | None = None
        for a, b in sorted({_top_two(before), _top_two(after)}):
            change = (after[a] - after[b]) - (before[a] - before[b])
            gainer, other = (a, b) if change > 0 else (b, a)
            if abs(change) > 1e-9 and (best is None or abs(change) > best.amount + 1e-9):
                best = Swing(move, gainer, other, abs(change))
        if best is not None:
            found.append(best)
    return found


def biggest_swing(series: Series) -> Swing | None:
    """The move that changed the gap between first and second the most, the earliest of equals;
    None when no move changed it."""
    best: Swing | None = None
    for swing in swings(series):
        if best is None or swing.amount > best.amount + 1e-9:
            best = swing
    return best


def decisive_move(series: Series) -> int | None:
    """The move after which the winner (the only one) led alone to the end; None when there is
    not one winner, or the winner did not lead alone at the end."""
    if len(series.winners) != 1:
        return None
    winner = series.winners[0]
    led = leaders(series)
    if led[-1] != winner:
        return None
    move = len(led) - 1
    while move > 0 and led[move - 1] == winner:
        move -= 1
    return move


def _number(value: float) -> int | float:
    return round(value) if abs(value - round(value)) < 1e-9 else round(value, 1)


def _lead_line(series: Series, names: Sequence[str]) -> str:
    led = leaders(series)
    moves = series.moves
    held = [led[1:].count(s) for s in range(len(series.sides))]  # after moves 1 to the end
    if not any(held):
        return say("Nobody ever led alone: the sides stayed level all game.")
    most = max(held)
    longest = [names[s] for s, n in enumerate(held) if n == most]
    span = say_count("{most} of {count} move", "{most} of {count} moves", moves, most=most)
    changes = lead_changes(series)
    if changes == 0:
        span = say("every move") if most == moves else span
        return say(
            "The lead never changed hands: {leader} led for {span}.", leader=longest[0], span=span
        )
    if len(longest) > 1:
        if changes == 2:
            return say(
                "The lead changed hands twice; {leaders} each led {span}.",
                leaders=listed(longest),
                span=span,
            )
        return say_count(
            "The lead changed hands once; {leaders} each led {span}.",
            "The lead changed hands {count} times; {leaders} each led {span}.",
            changes,
            leaders=listed(longest),
            span=span,
        )
    if changes == 2:
        return say(
            "The lead changed hands twice; {leader} led longest ({span}).",
            leader=longest[0],
            span=span,
        )
    return say_count(
        "The lead changed hands once; {leader} led longest ({span}).",
        "The lead changed hands {count} times; {leader} led longest ({span}).",
        changes,
        leader=longest[0],
        span=span,
    )


def _swing_line(series: Series, names: Sequence[str]) -> str:
    swing = biggest_swing(series)
    if swing is None:
        return say("No move changed the gap between the leaders.")
    return say(
        "The biggest swing came at move {move}: {gainer} gained {amount} on {other}.",
        move=swing.move,
        gainer=names[swing.gainer],
        amount=_number(swing.amount),
        other=names[swing.other],
    )


def _decisive_line(series: Series, names: Sequence[str]) -> str:
    if not series.winners:
        return say("Nobody won: the game ended with no winner.")
    if len(series.winners) > 1:
        return say("{winners} shared the win.", winners=listed([names[w] for w in series.winners]))
    winner = names[series.winners[0]]
    move = decisive_move(series)
    if move == 0:
        return say("{winner} led from the start and never let go.", winner=winner)
    if move == series.moves:
        return say(
            "{winner} went ahead only with the last move, move {move}.", winner=winner, move=move
        )
    if move is not None:
        return say(
            "The decisive moment was move {move}: {winner} led from then on.",
            move=move,
            winner=winner,
        )
    final = series.scores[-1]
    if final[series.winners[0]] == max(final):
        return say("{winner} won from a tie at the top of the score.", winner=winner)
    return say("{winner} won though behind on the score at the end.", winner=winner)


def _fitted(make: Callable[[Sequence[str]], str], names: Sequence[str]) -> str:
    """``make``'s said sentence with the names shortened (with "…") until its English fits
    ``MAX_LINE`` (translations are fitted where they are shown); a side's name said as a line
    ("Greeks (Ann)") has its players' names shortened, its words kept."""
    line = make(names)
    cut = max((len(english(n)) for n in names), default=0)
    while len(english(line)) > MAX_LINE and cut > 1:
        cut -= 1
        line = make([map_text(n, partial(_shortened, cut=cut)) for n in names])
    return line


def _shortened(name: str, cut: int) -> str:
    return name if len(name) <= cut else name[: cut - 1].rstrip() + "…"


def story_lines(series: Series, names: Sequence[str]) -> list[str]:
    """Three short said sentences (at most ``MAX_LINE`` characters in English) telling
    ``series``: how often the lead changed hands and who led longest, the biggest swing (its
    move, who gained and on whom), and the decisive moment (the move after which the winner
    led for good).
    ``names`` are the sides' names, one per side (``side_names``)."""
    if len(names) != len(series.sides):
        raise ValueError(f"{len(names)} names for {len(series.sides)} sides")
    return [
        _fitted(lambda n: _lead_line(series, n), names),
        _fitted(lambda n: _swing_line(series, n), names),
        _fitted(lambda n: _decisive_line(series, n), names),
    ]
