"""Rolling a move's results: arrows first, then open-field battles, then duels (siege.md), and
the calendar's duels. Every die comes from ``engine.core.dice.roll``: shown and logged."""

from __future__ import annotations

from dataclasses import replace
from random import Random

from engine.core.dice import roll
from engine.core.said import Listed, listed, say
from engine.core.types import Event
from engine.siege import calendar, combat, words
from engine.siege.board import counts_inside_wall
from engine.siege.fights import Fight, pair_fights
from engine.siege.pieces import GREEK, PIECES, Side
from engine.siege.placement import retreat_square
from engine.siege.planning import edges_at, shot_targets
from engine.siege.state import ABSTAINING, DEAD, INDEX, PIECE_IDS, WELL, WOUNDED, State, side_index
from engine.siege.view_types import BattleResult, DuelResult, Result, ShotResult


def _die(rng: Random, who: str, why: str, events: list[Event]) -> int:
    values, event = roll(rng, 1, 6, who=who, why=why)
    events.append(event)
    return values[0]


def hurt(state: State, pid: str, result: str) -> tuple[State, list[Event]]:
    """Apply "wounded" or "dead" to a piece: the dead leave the map and count as lost; a wounded
    piece (a second wound kills) goes back to its side's start squares."""
    i = INDEX[pid]
    piece = PIECES[pid]
    if result == "wounded" and state.status[i] == WOUNDED:
        result = "dead"
    if result == "dead":
        lost = list(state.lost_today)
        total = list(state.lost_total)
        k = side_index(piece.side)
        lost[k] += piece.value
        total[k] += piece.value
        squares = list(state.squares)
        squares[i] = None
        status = list(state.status)
        status[i] = DEAD
        new = replace(
            state,
            squares=tuple(squares),
            status=tuple(status),
            lost_today=(lost[0], lost[1]),
            lost_total=(total[0], total[1]),
            dead_today=(*state.dead_today, pid),
            cache={},
        )
        return new, [Event(say("{piece} is killed.", piece=words.name_said(pid)), kind="result")]
    occupied = state.occupied()
    here = state.squares[i]
    if here is not None:
        del occupied[here]
    back = retreat_square(piece.side, state.day, occupied)
    squares = list(state.squares)
    if back is not None:
        squares[i] = back
    status = list(state.status)
    status[i] = WOUNDED
    new = replace(state, squares=tuple(squares), status=tuple(status), cache={})
    if back is not None:
        text = say(
            "{piece} is wounded and is carried back to {square}.",
            piece=words.name_said(pid),
            square=words.square(back),
        )
    else:
        text = say("{piece} is wounded.", piece=words.name_said(pid))
    return new, [Event(text, kind="result")]


def value_in_fight(state: State, pid: str) -> int:
    """A piece's value in an open-field battle: value-1 pieces (archers included) doubled once by
    the gods' favour this hour or by standing inside the standing wall (a Greek on it too)."""
    square = state.squares[INDEX[pid]]
    piece = PIECES[pid]
    return combat.fighting_value(
        piece.value,
        favoured=calendar.favoured(state.day, state.hour) == piece.side,
        inside_wall=counts_inside_wall(piece.side, square, state.day),
    )


def wake_achilles(state: State, attacked: set[str]) -> tuple[State, list[Event]]:
    """Any attack on the abstaining Achilles (a soldier's, an archer's, a hero's) puts him in
    play at once."""
    i = INDEX["achilles"]
    if "achilles" not in attacked or state.status[i] != ABSTAINING:
        return state, []
    status = list(state.status)
    status[i] = WELL
    text = say("Achilles is attacked: he takes up his arms and joins the battle.")
    return replace(state, status=tuple(status), cache={}), [Event(text, kind="result")]


def _shots(state: State, rng: Random, events: list[Event]) -> tuple[State, list[Result]]:
    results: list[Result] = []
    for archer, square, target in state.shots:
        if (
            state.squares[INDEX[target]] != square
            or shot_targets(state, archer).get(square) != target
        ):
            continue
        die = _die(
            rng,
            words.name_said(archer),
            say("arrow at {piece}", piece=words.name_said(target)),
            events,
        )
        result = combat.shot_result(die)
        if result != "none":
            if result == "wounded" and state.status[INDEX[target]] == WOUNDED:
                result = "dead"
            state, said = hurt(state, target, result)
            events.extend(said)
        else:
            missed = say("The arrow of {piece} misses.", piece=words.name_said(archer))
            events.append(Event(missed, kind="result"))
        shot: ShotResult = {
            "kind": "shot",
            "archer": archer,
            "target": target,
            "square": words.square(square),
            "die": die,
            "result": result,
        }
        results.append(shot)
    return state, results


def _side_said(side: str | None) -> str:
    return say("The Greek side") if side == GREEK else say("The Trojan side")


def _roster(pieces: tuple[str, ...], values: dict[str, int]) -> Listed:
    return listed(
        [say("{piece} ({value})", piece=words.name_said(p), value=values[p]) for p in pieces], ", "
    )


def _battle(
    state: State, fight: Fight, rng: Random, events: list[Event], *, before: State
) -> tuple[State, BattleResult]:
    """One open-field battle, fought as the pieces stood ``before`` the battles (a piece in
    several battles counts in each, and falls once if it loses any)."""
    side = PIECES[fight.attackers[0]].side
    enemy = PIECES[fight.defenders[0]].side
    values = {p: value_in_fight(before, p) for p in (*fight.attackers, *fight.defenders)}
    halved = all(before.status[INDEX[p]] == WOUNDED for p in fight.defenders)
    where = words.square(before.squares[INDEX[fight.defenders[0]]] or 0)
    events.append(
        Event(
            say(
                "Battle at {square}: {attackers} against {defenders}.",
                square=where,
                attackers=_roster(fight.attackers, values),
                defenders=_roster(fight.defenders, values),
            )
        )
    )
    why = say("battle at {square}", square=where)
    die_a = _die(rng, _side_said(side), why, events)
    die_d = _die(rng, _side_said(enemy), why, events)
    totals = (
        combat.battle_total([values[p] for p in fight.attackers], die_a, halved=False),
        combat.battle_total([values[p] for p in fight.defenders], die_d, halved=halved),
    )
    winner = combat.battle_winner(totals)
    dead: tuple[str, ...] = ()
    if winner is None:
        tie = combat.tidy(totals[0])
        text = say(
            "The battle at {square} is a tie, {tie} all: nothing happens.", square=where, tie=tie
        )
        events.append(Event(text, kind="result"))
    else:
        losers = fight.defenders if winner == 0 else fight.attackers
        dead = tuple(p for p in losers if state.status[INDEX[p]] != DEAD)  # not lost twice
        won = side if winner == 0 else enemy
        text = say(
            "The {side} win the battle at {square}, {high} to {low}.",
            side=words.side_title_said(won),
            square=where,
            high=combat.tidy(max(totals)),
            low=combat.tidy(min(totals)),
        )
        events.append(Event(text, kind="result"))
        for pid in dead:
            state, said = hurt(state, pid, "dead")
            events.extend(said)
    # (pieces, die, total) of the attackers, then of the defenders; put by side below.
    attack = (list(fight.attackers), die_a, combat.tidy(totals[0]))
    defence = (list(fight.defenders), die_d, combat.tidy(totals[1]))
    greek, trojan = (attack, defence) if side == GREEK else (defence, attack)
    result: BattleResult = {
        "kind": "battle",
        "at": where,
        "greek": greek[0],
        "trojan": trojan[0],
        "attacker": side,
        "values": values,
        "dice": {"greek": greek[1], "trojan": trojan[1]},
        "totals": {"greek": greek[2], "trojan": trojan[2]},
        "halved": halved,
        "winner": None if winner is None else (side if winner == 0 else enemy),
        "dead": list(dead),
    }
    return state, result


def duel(
    state: State, pair: tuple[str, str], rng: Random, events: list[Event], *, on_calendar: bool
) -> tuple[State, DuelResult]:
    """A duel between two heroes, ``pair[0]`` throwing first each time."""
    values = (PIECES[pair[0]].value, PIECES[pair[1]].value)
    wounded = (
        state.status[INDEX[pair[0]]] == WOUNDED,
        state.status[INDEX[pair[1]]] == WOUNDED,
    )

    rolled: list[Event] = []

    def die(fighter: int, throw: int) -> int:
        return _die(
            rng, words.name_said(pair[fighter]), say("duel, throw {throw}", throw=throw), rolled
        )

    if not on_calendar:
        where = words.square(state.squares[INDEX[pair[1]]] or 0)
        events.append(
            Event(
                say(
                    "Duel at {square}: {first} ({first_value}) against {second} ({second_value}).",
                    square=where,
                    first=words.name_said(pair[0]),
                    first_value=PIECES[pair[0]].value,
                    second=words.name_said(pair[1]),
                    second_value=PIECES[pair[1]].value,
                )
            )
        )
    outcome = combat.duel(values, wounded, die)
    for number, throw in enumerate(outcome.throws, start=1):
        events.extend(rolled[2 * number - 2 : 2 * number])
        events.append(Event(_throw_text(number, pair, values, throw), kind="result"))
    dead: list[str] = []
    hurt_list: list[str] = []
    for pid, end, was in zip(pair, outcome.ends, wounded, strict=True):
        if end == "dead":
            dead.append(pid)
            state, said = hurt(state, pid, "dead")
            events.extend(said)
        elif end == "wounded" and not was:
            hurt_list.append(pid)
            state, said = hurt(state, pid, "wounded")
            events.extend(said)
    greek = PIECES[pair[0]].side == GREEK  # the first fighter is the Greek (heroes of each side)
    result: DuelResult = {
        "kind": "duel",
        "calendar": on_calendar,
        "fighters": list(pair),
        "greek": pair[0] if greek else pair[1],
        "trojan": pair[1] if greek else pair[0],
        "throws": [t.to_dict() for t in outcome.throws],
        "dead": dead,
        "wounded": hurt_list,
    }
    return state, result


def _throw_text(
    number: int, pair: tuple[str, str], values: tuple[int, int], throw: combat.Throw
) -> str:
    """ "Throw 2: Menelaus 4 + 6 = 10 against Antimachus 3 + 2 = 5: Antimachus is wounded
    (difference 5)." — a halved die shows as its half."""
    sides = []
    for i in (0, 1):
        die = combat.tidy(throw.totals[i] - values[i])
        total = combat.tidy(throw.totals[i])
        sides.append(f"{values[i]} + {die} = {total}")
    thrown = say(
        "Throw {number}: {first} {first_sum} against {second} {second_sum}",
        number=number,
        first=words.name_said(pair[0]),
        first_sum=sides[0],
        second=words.name_said(pair[1]),
        second_sum=sides[1],
    )
    if throw.loser is None or throw.result is None:
        return say("{throw}: no effect.", throw=thrown)
    loser = words.name_said(pair[throw.loser])
    difference = combat.tidy(throw.difference)
    values_said = {"throw": thrown, "piece": loser, "difference": difference}
    if throw.result == "dead" and combat.throw_result(number, throw.difference) == "wounded":
        return say(
            "{throw}: {piece} is wounded a second time and killed (difference {difference}).",
            **values_said,
        )
    if throw.result == "dead":
        return say("{throw}: {piece} is killed (difference {difference}).", **values_said)
    return say("{throw}: {piece} is wounded (difference {difference}).", **values_said)


def done_plans(state: State) -> list[Event]:
    """The side's plans as they happen, in the present tense for everyone (the plans
    themselves were told, in the future tense, to the planning side alone)."""
    moves = [
        Event(
            say("{piece} moves to {square}.", piece=words.name_said(pid), square=words.square(end)),
            kind="move",
        )
        for pid, end, _ in state.plans
    ]
    shots = [
        Event(
            say(
                "{archer} shoots at {piece} ({square}).",
                archer=words.name_said(archer),
                piece=words.name_said(target),
                square=words.square(square),
            ),
            kind="move",
        )
        for archer, square, target in state.shots
    ]
    return moves + shots


def fights_now(state: State) -> list[Fight]:
    """The duels and battles the current plans would bring (views and resolution share it)."""
    edges = edges_at(state, state.squares)
    planned = [p for p, _, _ in state.plans]
    order = planned + [p for p in PIECE_IDS if p not in planned]
    return pair_fights(edges, order, INDEX)


def resolve_move(state: State, rng: Random) -> tuple[State, list[Event]]:
    """The moving side has ended: Achilles wakes if attacked, then arrows, battles, duels; a
    hero killed in a battle does not duel, nor does the hero whose partner fell."""
    side: Side | None = state.moving
    if side == "greek":
        ended = say("The Greeks end their move.")
    else:
        ended = say("The Trojans end their response.")
    events = [Event(ended, kind="phase")]
    events += done_plans(state)
    attacked = {e for fight in fights_now(state) for e in fight.defenders}
    attacked |= {target for _, _, target in state.shots}
    state, said = wake_achilles(state, attacked)
    events.extend(said)
    state, results = _shots(state, rng, events)
    fights = fights_now(state)
    before = state
    for fight in fights:
        if fight.kind == "battle":
            state, battle = _battle(state, fight, rng, events, before=before)
            results.append(battle)
    for fight in fights:
        pair = (fight.attackers[0], fight.defenders[0])
        if fight.kind == "duel" and all(state.status[INDEX[p]] != DEAD for p in pair):
            state, fought = duel(state, pair, rng, events, on_calendar=False)
            results.append(fought)
    if not results:
        events.append(Event(say("No shot and no fight this move."), kind="result"))
    state = replace(
        state,
        results=tuple(results),
        results_when=(state.day, state.hour, str(side)),
        resolutions=state.resolutions + 1,
        cache={},
    )
    return state, events


def calendar_duel(state: State, pair: tuple[str, str], rng: Random) -> tuple[State, list[Event]]:
    """The calendar's duel: the heroes fight wherever they stand; survivors stay, a wounded one
    goes back to his start squares."""
    text = say(
        "Day {day}, hour {hour}: the calendar's duel, {first} against {second}. No one else "
        "moves this hour.",
        day=state.day,
        hour=state.hour,
        first=words.name_said(pair[0]),
        second=words.name_said(pair[1]),
    )
    events = [Event(text, kind="phase")]
    state, result = duel(state, pair, rng, events, on_calendar=True)
    state = replace(
        state,
        results=(result,),
        results_when=(state.day, state.hour, "duel"),
        resolutions=state.resolutions + 1,
        cache={},
    )
    return state, events
