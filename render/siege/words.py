"""The words of the Siege pictures, built from the view: who acts, what is coming, what the plans
set up and what the last dice did. Kept apart from the drawing so tests can read them plainly.
"""

from __future__ import annotations

from collections.abc import Sequence

from engine.core.said import english
from engine.siege.pieces import SIDES, Side, other
from engine.siege.view_types import BattleResult, DuelResult, PublicView, ShotResult
from render.core.names import seat_name
from render.core.text import clean
from render.siege import style
from render.siege.model import Calendar, Piece, by_id, is_over, read_pieces

PHASES = {"setup": "Set-up", "night": "Night", "over": "Game over"}


def side_word(key: str | None, plural: bool = True) -> str:
    look = style.side(key)
    return look.plural if plural else look.name


def hour_line(cal: Calendar) -> str:
    return f"Day {cal.day} · hour {cal.hour}"


def number(value: object) -> str:
    """A die or total as the rulebook writes it: 4.5 keeps its half, 4.0 is 4."""
    if isinstance(value, float) and not value.is_integer():
        return f"{value:g}"
    if isinstance(value, (int, float)):
        return str(int(value))
    return "?"


def turn_line(view: PublicView, names: Sequence[str]) -> str:
    """The banner's words: who must act and what, or who won."""
    if is_over(view):
        winner = view["winner"]
        if winner:
            return f"Game over: the {side_word(winner)} win"
        return "Game over"
    who = " & ".join(acting_names(view, names))
    stage = stage_words(view)
    if who and stage:
        return f"{who} — {stage}"
    return stage or who or ""


def stage_words(view: PublicView) -> str:
    """What the seats to act must do, or, once the game is over, why it ended."""
    if is_over(view):
        return outcome_words(view)[1]
    return clean(english(view["stage"]))


def acting_side(view: PublicView) -> Side | None:
    """The side of the seat to act (its chip leads the banner), None when nobody acts."""
    if is_over(view):
        return None
    sides = view["sides"]
    found = {sides[s] for s in view["to_act"]}
    return found.pop() if len(found) == 1 else None


def label(piece: Piece | None, pid: str) -> str:
    """A piece as the panel names it: "Ajax (8)", "Teucer (A)", "Argives 2 (1)"."""
    if piece is None:
        return clean(pid)
    return f"{piece.name} ({piece.label})"


def names_of(ids: Sequence[str], pieces: dict[str, Piece]) -> str:
    return " + ".join(label(pieces.get(i), i) for i in ids) or "nobody"


def fight_lines(view: PublicView) -> list[str]:
    """The fights the planned moves set up, and the declared shots."""
    pieces = by_id(read_pieces(view))
    lines: list[str] = []
    for shot in view["shots"]:
        target = pieces.get(shot["piece"])
        where = shot["target"]
        lines.append(
            f"Shot: {label(pieces.get(shot['archer']), shot['archer'])} "
            f"→ {target.name if target else where} ({where})"
        )
    for fight in view["attacks"]:
        kind = "Duel" if fight["kind"] == "duel" else "Battle"
        lines.append(
            f"{kind}: {names_of(fight['greek'], pieces)} v {names_of(fight['trojan'], pieces)}"
        )
    return lines


def _who(pid: str, pieces: dict[str, Piece]) -> str:
    piece = pieces.get(pid)
    return piece.name if piece else clean(pid)


def shot_line(raw: ShotResult, pieces: dict[str, Piece]) -> str:
    """ "Helenus shoots Diomedes (O11): die 5, wounds"."""
    result = raw["result"]
    effect = {"none": "misses", "wounded": "wounds", "dead": "kills"}.get(result, result)
    return (
        f"{_who(raw['archer'], pieces)} shoots {_who(raw['target'], pieces)} ({raw['square']}): "
        f"die {number(raw['die'])}, {effect}"
    )


def _fighters(ids: list[str], values: dict[str, int], pieces: dict[str, Piece]) -> str:
    """ "Aeneas (8) + Trojans 1 (2)": each with the value it fought at (after any doubling)."""
    parts = []
    for pid in ids:
        piece = pieces.get(pid)
        name = piece.name if piece else clean(pid)
        parts.append(f"{name} ({number(values[pid])})")
    return " + ".join(parts) or "nobody"


def battle_line(raw: BattleResult, pieces: dict[str, Piece]) -> str:
    """ "Battle at P15 — Trojans: Aeneas (8) + die 2 = 10; Greeks: Spartans (2) + die 1 = 3 →
    Trojans win; dead: Spartans", the attacking side first."""
    totals, dice, values = raw["totals"], raw["dice"], raw["values"]
    attacker = raw["attacker"]
    halves = []
    for key in (attacker, other(attacker)):
        who = _fighters(raw[key], values, pieces)
        halves.append(f"{side_word(key)}: {who} + die {number(dice[key])} = {number(totals[key])}")
    line = f"Battle at {raw['at']} — " + "; ".join(halves)
    winner = raw["winner"]
    if winner is not None:
        line += f" → {side_word(winner)} win"
        dead = raw["dead"]
        if dead:
            line += "; dead: " + ", ".join(_who(d, pieces) for d in dead)
    else:
        line += " → a tie: nothing happens"
    return line


def duel_line(raw: DuelResult, pieces: dict[str, Piece]) -> str:
    """ "Duel Paris v Menelaus: 10–8 (dice 6, 4), 6–7 (2, 3) → no harm": totals and dice in
    the order of the fighters, as the view gives them."""
    fighters = raw["fighters"]
    throws = []
    for t in raw["throws"]:
        totals, dice = t["totals"], t["dice"]
        part = f"{number(totals[0])}–{number(totals[1])}"
        part += f" (dice {number(dice[0])}, {number(dice[1])})"
        if t["result"]:
            part += f" {t['result']}"
        throws.append(part)
    ending = []
    dead = raw["dead"]
    wounded = raw["wounded"]
    if dead:
        ending.append("dead: " + ", ".join(_who(d, pieces) for d in dead))
    if wounded:
        ending.append("wounded: " + ", ".join(_who(d, pieces) for d in wounded))
    names = " v ".join(_who(f, pieces) for f in fighters[:2])
    kind = "Calendar duel" if raw["calendar"] else "Duel"
    return (
        f"{kind} {names}: "
        + ", ".join(throws)
        + (" → " + "; ".join(ending) if ending else " → no harm")
    )


def result_lines(view: PublicView) -> list[str]:
    """The last resolution's results in the order rolled (shots, battles, duels), every die
    shown."""
    pieces = by_id(read_pieces(view))
    lines: list[str] = []
    for raw in view["last_results"]:
        if raw["kind"] == "shot":
            lines.append(shot_line(raw, pieces))
        elif raw["kind"] == "battle":
            lines.append(battle_line(raw, pieces))
        else:
            lines.append(duel_line(raw, pieces))
    return lines


def results_title(view: PublicView) -> str:
    when = view["results_when"]
    if when is None:
        return "Last results"
    side = when["side"]
    what = (
        "calendar duel"
        if side not in ("greek", "trojan")
        else ("Greek move" if side == "greek" else "Trojan response")
    )
    return f"Last results: {what} (day {when['day']}, hour {when['hour']})"


def coming_lines(cal: Calendar, limit: int = 4) -> list[str]:
    """The next events, this hour's first, in words ("Day 2, hour 5: the gods favour…")."""
    out = []
    for e in cal.events[:limit]:
        now = (e.day, e.hour) == (cal.day, cal.hour)
        when = "Now" if now else f"Day {e.day}, hour {e.hour}"
        out.append(f"{when}: {event_words(e.text)}")
    return out


def event_words(text: str) -> str:
    """A calendar event as the rest of a sentence: "the gods favour the Trojans", "duel:
    Paris – Menelaus" (names keep their capital)."""
    first, _, rest = text.partition(" ")
    if first in ("The", "Duel:"):
        return f"{first.lower()} {rest}".strip()
    return text


def night_lines(view: PublicView) -> list[str]:
    """At night: what each side may still bring back and what it chose."""
    night = view["night"]
    if night is None:
        return []
    pieces = by_id(read_pieces(view))
    lines = []
    for key in SIDES:
        part = night[key]
        chosen = [pieces[c].name if c in pieces else c for c in part["chosen"]]
        text = (
            f"{side_word(key)}: recover up to {number(part['allowance'])} pts, "
            f"{number(part['left'])} left"
        )
        if chosen:
            text += " (back: " + ", ".join(chosen) + ")"
        if part["done"]:
            text += " — done"
        lines.append(text)
    return lines


def moving_words(view: PublicView, cal: Calendar) -> str:
    """What this half hour is: "Greeks move", "Trojans respond", "Set-up", "Night"."""
    phase = view["phase"]
    if phase in PHASES:
        return PHASES[phase]
    if cal.moving:
        return "Greeks move" if cal.moving == "greek" else "Trojans respond"
    return ""


def outcome_words(view: PublicView) -> tuple[str, str]:
    """The winner's line and why the game ended (the outcome's summary)."""
    winner = view["winner"]
    title = f"The {side_word(winner)} win" if winner else "Game over"
    outcome = view["outcome"]
    reason = clean(english(outcome["summary"])) if outcome is not None else ""
    return title, reason


def commanders(view: PublicView, names: Sequence[str], side_key: Side) -> list[str]:
    """The names of the players of one side, in seat order."""
    return [seat_name(names, s) for s in view["commanders"][side_key]]


def acting_names(view: PublicView, names: Sequence[str]) -> list[str]:
    """The names of the seats to act, in seat order (none once the game is over)."""
    if is_over(view):
        return []
    return [seat_name(names, s) for s in view["to_act"]]
