"""The story of a game: each side's score after every move of real bot games of the four games
equals what ``replay`` shows at that move, read in one pass; and the three lines told of
hand-made games (a comeback, a runaway, ties, short games, six sides) say the right things.
Each check is shown to fail on a series or a teller broken on purpose."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import Any

import pytest
from bot_records import NAMES, bot_record

from engine.core.said import english
from engine.registry import get as game_named
from render.core.language import words
from tabletop import story
from tabletop.records import BadRecord, replay
from tabletop.story import (
    MAX_LINE,
    Series,
    biggest_swing,
    decisive_move,
    lead_changes,
    score_series,
    side_names,
)
from tabletop.story import story_lines as said_lines


def story_lines(series: Series, names: Sequence[str]) -> list[str]:
    """The story's lines as an English reader reads them."""
    return [english(line) for line in said_lines(series, names)]


# What a player calls the score, read straight off the public view, independently of story.py.
def expected_scores(view: Mapping[str, Any]) -> tuple[float, ...]:
    game = view["game"]
    if game == "ilios":
        return tuple(view["scores"])
    if game == "iliad":
        return tuple(view["team_scores"] if view["teams"] else view["scores"])
    if game == "heroes":
        factions = ("greek", "trojan", "god")
        total = max(20, sum(view["scores"].values()))
        return tuple(
            round(view["round_wins"][f] + 0.9 * view["scores"][f] / total, 3) for f in factions
        )
    assert game == "siege"
    lost = view["losses"]["total"]
    return (lost["trojan"], lost["greek"])


def mismatches(series: Series, record: Mapping[str, Any], moves: Sequence[int]) -> list[int]:
    """The sampled moves at which the series differs from the replayed public view."""
    return [m for m in moves if series.scores[m] != expected_scores(replay(record, m).public_view)]


def sampled(total: int) -> list[int]:
    return sorted({0, 1, 2, total // 4, total // 2, 3 * total // 4, total - 1, total})


GAMES = [
    ("ilios", 3, {}, 3),
    ("iliad", 4, {"teams": "on"}, 2),
    ("iliad", 6, {}, 3),
    ("heroes", 3, {}, 3),
    ("heroes", 4, {}, 3),
    ("siege", 2, {"scenario": "day1"}, 2),
]


@pytest.fixture(scope="module", params=GAMES, ids=lambda g: f"{g[0]}-{g[1]}")
def played(request: pytest.FixtureRequest) -> tuple[dict[str, Any], Series]:
    key, seats, options, sides = request.param
    record = bot_record(key, seats, 11, options)
    series = score_series(record)
    assert len(series.sides) == sides
    return record, series


def test_the_scores_are_those_replay_shows(played: tuple[dict[str, Any], Series]) -> None:
    record, series = played
    total = len(record["actions"])
    assert series.moves == total and all(len(r) == len(series.sides) for r in series.scores)
    assert mismatches(series, record, sampled(total)) == []
    # The winners are the sides holding the seats the final position names.
    outcome = replay(record, total).outcome
    assert outcome is not None
    won = set(outcome["winners"])
    assert series.winners and all(won.intersection(series.sides[w]) for w in series.winners)
    # The check fails on a series off by one point at a sampled move.
    move = total // 2
    bent = [list(r) for r in series.scores]
    bent[move][0] += 1
    broken = replace(series, scores=tuple(tuple(r) for r in bent))
    assert mismatches(broken, record, sampled(total)) == [move]


def test_the_sides_are_seats_teams_factions_or_armies() -> None:
    teams = score_series(bot_record("iliad", 4, 5, {"teams": "on"}))
    assert teams.sides == ((0, 2), (1, 3)) and teams.unit == "points"
    assert spoken_names(teams, NAMES[:4]) == ("Andromache & Cassandra", "Briseis & Diomedes")
    heroes = score_series(bot_record("heroes", 2, 5, {}))
    assert heroes.labels == ("Greeks", "Trojans", "Gods") and heroes.sides[2] == ()
    (greek,), (trojan,) = heroes.sides[:2]  # the deal says which faction each seat plays
    assert spoken_names(heroes, NAMES[:2]) == (
        f"Greeks ({NAMES[greek]})",
        f"Trojans ({NAMES[trojan]})",
        "Gods",  # neutral with two players
    )
    assert heroes.final == tuple(str(int(v)) for v in heroes.scores[-1])  # whole rounds won
    siege = score_series(bot_record("siege", 3, 5, {"scenario": "day1"}))
    assert spoken_names(siege, NAMES[:3]) == ("Greeks", "Trojans (Briseis)")
    # The names are said lines: French names the armies in French.
    french = tuple(words("fr").line(n) for n in side_names(siege, NAMES[:3]))
    assert french == ("Grecs", "Troyens (Briseis)")


def spoken_names(series: Series, names: Sequence[str]) -> tuple[str, ...]:
    return tuple(english(n) for n in side_names(series, names))


def test_the_record_is_replayed_once(monkeypatch: pytest.MonkeyPatch) -> None:
    record = bot_record("ilios", 2, 4, {})
    game = game_named("ilios")
    calls: list[int] = []
    real = game.apply

    def counted(state: Any, seat: int, action: Any) -> Any:
        calls.append(seat)
        return real(state, seat, action)

    monkeypatch.setattr(game, "apply", counted)
    score_series(record)
    assert len(calls) == len(record["actions"])


def test_a_record_that_stops_early_is_refused() -> None:
    record = bot_record("ilios", 2, 4, {})
    with pytest.raises(BadRecord, match="stops before the end"):
        score_series({**record, "actions": record["actions"][:-1]})
    with pytest.raises(BadRecord, match="not legal there"):
        score_series({**record, "actions": [[0, "nonsense"], *record["actions"]]})


# --- the lines, on hand-made games -----------------------------------------------------------


def made(rows: Sequence[Sequence[float]], winners: Sequence[int] = ()) -> Series:
    sides = len(rows[0])
    return Series(
        game="test",
        unit="points",
        sides=tuple((s,) for s in range(sides)),
        labels=("",) * sides,
        scores=tuple(tuple(float(v) for v in r) for r in rows),
        winners=tuple(winners),
        final=tuple(str(v) for v in rows[-1]),
    )


# Ann leads from move 1 to 5 by up to 6; Bob's 10 at move 6 puts him ahead for good.
COMEBACK = made(
    [(0, 0), (3, 0), (6, 1), (6, 1), (8, 2), (8, 2), (8, 12), (9, 13), (9, 15)], winners=[1]
)
# Ann scores every move and is never caught.
RUNAWAY = made([(0, 0), (2, 0), (4, 1), (7, 1), (9, 2), (12, 2)], winners=[0])
# Level all game, the win shared.
TIE = made([(0, 0, 0), (1, 1, 1), (2, 2, 2)], winners=[0, 1, 2])


def test_a_comeback() -> None:
    lead, swing, decisive = story_lines(COMEBACK, ["Ann", "Bob"])
    assert lead_changes(COMEBACK) == 1
    assert lead == "The lead changed hands once; Ann led longest (5 of 8 moves)."
    assert swing == "The biggest swing came at move 6: Bob gained 10 on Ann."
    assert decisive == "The decisive moment was move 6: Bob led from then on."


def test_a_runaway() -> None:
    lead, swing, decisive = story_lines(RUNAWAY, ["Ann", "Bob"])
    assert lead == "The lead never changed hands: Ann led for every move."
    assert swing == "The biggest swing came at move 3: Ann gained 3 on Bob."
    assert decisive_move(RUNAWAY) == 1
    assert decisive == "The decisive moment was move 1: Ann led from then on."


def test_a_tie_all_game() -> None:
    lead, swing, decisive = story_lines(TIE, ["Ann", "Bob", "Cleo"])
    assert lead == "Nobody ever led alone: the sides stayed level all game."
    assert swing == "No move changed the gap between the leaders."
    assert decisive == "Ann, Bob and Cleo shared the win."


def test_ties_for_the_lead_and_a_tie_break() -> None:
    # Ann leads, they tie, Ann leads again: no change of hands. Bob wins a tie-break at the end.
    series = made([(0, 0), (2, 0), (2, 2), (3, 2), (3, 3)], winners=[1])
    lead, _, decisive = story_lines(series, ["Ann", "Bob"])
    assert lead == "The lead never changed hands: Ann led for 2 of 4 moves."
    assert decisive == "Bob won from a tie at the top of the score."
    assert decisive_move(series) is None
    # Two sides lead equally long; the winner trails at the end (the Siege's armies can).
    series = made([(0, 0), (1, 0), (1, 2), (5, 2)], winners=[1])
    lead, _, decisive = story_lines(series, ["Ann", "Bob"])
    assert lead == "The lead changed hands twice; Ann led longest (2 of 3 moves)."
    assert decisive == "Bob won though behind on the score at the end."
    series = made([(0, 0), (1, 0), (1, 2)], winners=[])
    lead, _, decisive = story_lines(series, ["Ann", "Bob"])
    assert lead == "The lead changed hands once; Ann and Bob each led 1 of 2 moves."
    assert decisive == "Nobody won: the game ended with no winner."


def test_very_short_games() -> None:
    empty = made([(0, 0)], winners=[0])
    assert story_lines(empty, ["Ann", "Bob"]) == [
        "Nobody ever led alone: the sides stayed level all game.",
        "No move changed the gap between the leaders.",
        "Ann won from a tie at the top of the score.",
    ]
    one = made([(0, 0), (0, 4)], winners=[1])
    assert story_lines(one, ["Ann", "Bob"]) == [
        "The lead never changed hands: Bob led for every move.",
        "The biggest swing came at move 1: Bob gained 4 on Ann.",
        "Bob went ahead only with the last move, move 1.",
    ]
    # A game whose set-up already puts a side ahead (move 0 is not a move anyone made).
    turned = made([(2, 0), (2, 3)], winners=[1])
    assert story_lines(turned, ["Ann", "Bob"])[0] == (
        "The lead changed hands once; Bob led longest (1 of 1 move)."
    )
    ahead = made([(2, 0), (3, 0)], winners=[0])
    assert story_lines(ahead, ["Ann", "Bob"])[2] == "Ann led from the start and never let go."


def test_six_sides_and_long_names_fit() -> None:
    rows = [(0,) * 6, (1, 0, 0, 0, 0, 0), (1, 3, 0, 0, 0, 0), (1, 3, 0, 0, 0, 9)]
    series = made(rows, winners=[5])
    long_names = [f"{n} the {'Very ' * 6}Long Named of Troy" for n in NAMES]
    lines = story_lines(series, long_names)
    assert len(lines) == 3 and all(len(line) <= MAX_LINE for line in lines)
    assert lines[1].startswith("The biggest swing came at move 3: Phoenix")
    assert lines[2].startswith("Phoenix") or "move 3: Phoenix" in lines[2]
    assert biggest_swing(series) == story.Swing(3, 5, 1, 9.0)
    with pytest.raises(ValueError):
        story_lines(series, long_names[:5])


def test_the_checks_fail_on_a_teller_broken_on_purpose(monkeypatch: pytest.MonkeyPatch) -> None:
    """A teller that ignores ties, or counts a tie as a change of hands, says other words."""

    def no_ties(series: Series) -> list[int | None]:
        return [max(range(len(r)), key=r.__getitem__) for r in series.scores]

    def ties_count(series: Series) -> int:
        led = story.leaders(series)
        return sum(1 for a, b in zip(led, led[1:], strict=False) if a != b)

    monkeypatch.setattr(story, "leaders", no_ties)
    assert story_lines(TIE, ["Ann", "Bob", "Cleo"])[0] != (
        "Nobody ever led alone: the sides stayed level all game."
    )
    monkeypatch.undo()
    monkeypatch.setattr(story, "lead_changes", ties_count)
    assert story_lines(COMEBACK, ["Ann", "Bob"])[0] != (
        "The lead changed hands once; Ann led longest (5 of 8 moves)."
    )
