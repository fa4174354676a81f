"""The words of the Siege pictures, built from the view: who acts, what is coming, what the plans
set up and what the last dice did. Kept apart from the drawing so tests can read them plainly.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

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


def turn_line(view: dict[str, Any], names: Sequence[str]) -> str:
    """The banner's words: who must act and what, or who won."""
    if is_over(view):
        winner = view.get("winner")
        if winner:
            return f"Game over: the {side_word(str(winner))} win"
        return "Game over"
    who = " & ".join(acting_names(view, names))
    stage = stage_words(view)
    if who and stage:
        return f"{who} — {stage}"
    return stage or who or ""


def stage_words(view: dict[str, Any]) -> str:
    """What the seats to act must do, or, once the game is over, why it ended."""
    if is_over(view):
        return outcome_words(view)[1]
    return clean(str(view.get("stage") or ""))


def acting_side(view: dict[str, Any]) -> str | None:
    """The side of the seat to act (its chip leads the banner), None when nobody acts."""
    if is_over(view):
        return None
    acting = [s for s in view.get("to_act") or [] if isinstance(s, int)]
    sides = view.get("sides") or []
    found = {str(sides[s]) for s in acting if 0 <= s < len(sides)}
    return found.pop() if len(found) == 1 else None


def label(piece: Piece | None, pid: str) -> str:
    """A piece as the panel names it: "Ajax (8)", "Teucer (A)", "Argives 2 (1)"."""
    if piece is None:
        return clean(pid)
    return f"{piece.name} ({piece.label})"


def names_of(ids: Sequence[str], pieces: dict[str, Piece]) -> str:
    return " + ".join(label(pieces.get(i), i) for i in ids) or "nobody"


def fight_lines(view: dict[str, Any]) -> list[str]:
    """The fights the planned moves set up, and the declared shots."""
    pieces = by_id(read_pieces(view))
    lines: list[str] = []
    for raw in view.get("shots") or []:
        if isinstance(raw, dict):
            target = pieces.get(str(raw.get("piece") or ""))
            where = str(raw.get("target") or "?")
            lines.append(
                f"Shot: {label(pieces.get(str(raw.get('archer'))), str(raw.get('archer')))} "
                f"→ {target.name if target else where} ({where})"
            )
    for raw in view.get("attacks") or []:
        if not isinstance(raw, dict):
            continue
        kind = "Duel" if raw.get("kind") == "duel" else "Battle"
        greek = _as_ids(raw.get("greek"))
        trojan = _as_ids(raw.get("trojan"))
        lines.append(f"{kind}: {names_of(greek, pieces)} v {names_of(trojan, pieces)}")
    return lines


def _as_ids(value: object) -> list[str]:
    if isinstance(value, str):
        return [value]
    if isinstance(value, (list, tuple)):
        return [str(v) for v in value]
    return []


def _who(pid: object, pieces: dict[str, Piece]) -> str:
    piece = pieces.get(str(pid))
    return piece.name if piece else clean(str(pid))


def shot_line(raw: dict[str, Any], pieces: dict[str, Piece]) -> str:
    """ "Helenus shoots Diomedes (O11): die 5, wounds"."""
    result = str(raw.get("result") or "none")
    effect = {"none": "misses", "wounded": "wounds", "dead": "kills"}.get(result, result)
    where = f" ({raw['square']})" if raw.get("square") else ""
    return (
        f"{_who(raw.get('archer'), pieces)} shoots {_who(raw.get('target'), pieces)}{where}: "
        f"die {number(raw.get('die'))}, {effect}"
    )


def _fighters(ids: list[str], values: dict[str, Any], pieces: dict[str, Piece]) -> str:
    """ "Aeneas (8) + Trojans 1 (2)": each with the value it fought at (after any doubling)."""
    parts = []
    for pid in ids:
        piece = pieces.get(pid)
        name = piece.name if piece else clean(pid)
        value = values.get(pid, piece.label if piece else "?")
        parts.append(f"{name} ({number(value) if not isinstance(value, str) else value})")
    return " + ".join(parts) or "nobody"


def battle_line(raw: dict[str, Any], pieces: dict[str, Piece]) -> str:
    """ "Battle at P15 — Trojans: Aeneas (8) + die 2 = 10; Greeks: Spartans (2) + die 1 = 3 →
    Trojans win; dead: Spartans", the attacking side first."""
    totals = raw.get("totals") or {}
    dice = raw.get("dice") or {}
    values = raw.get("values") or {}
    attacker = "trojan" if raw.get("attacker") == "trojan" else "greek"
    order = [attacker, "trojan" if attacker == "greek" else "greek"]
    halves = []
    for key in order:
        who = _fighters(_as_ids(raw.get(key)), values, pieces)
        halves.append(
            f"{side_word(key)}: {who} + die {number(dice.get(key))} = {number(totals.get(key))}"
        )
    where = f" at {raw['at']}" if raw.get("at") else ""
    line = f"Battle{where} — " + "; ".join(halves)
    winner = raw.get("winner")
    if winner in ("greek", "trojan"):
        line += f" → {side_word(str(winner))} win"
        dead = _as_ids(raw.get("dead"))
        if dead:
            line += "; dead: " + ", ".join(_who(d, pieces) for d in dead)
    else:
        line += " → a tie: nothing happens"
    return line


def duel_line(raw: dict[str, Any], pieces: dict[str, Piece]) -> str:
    """ "Duel Paris v Menelaus: 10–8 (dice 6, 4), 6–7 (2, 3) → no harm": totals and dice in
    the order of the fighters, as the view gives them."""
    fighters = _as_ids(raw.get("fighters")) or [
        str(raw.get("greek") or "?"),
        str(raw.get("trojan") or "?"),
    ]
    throws = []
    for t in raw.get("throws") or []:
        if not isinstance(t, dict):
            continue
        totals = t.get("totals") or []
        dice = t.get("dice") or []
        part = f"{number(totals[0])}–{number(totals[1])}" if len(totals) == 2 else "?"
        if len(dice) == 2:
            part += f" (dice {number(dice[0])}, {number(dice[1])})"
        if t.get("result"):
            part += f" {t['result']}"
        throws.append(part)
    ending = []
    dead = _as_ids(raw.get("dead"))
    wounded = _as_ids(raw.get("wounded"))
    if dead:
        ending.append("dead: " + ", ".join(_who(d, pieces) for d in dead))
    if wounded:
        ending.append("wounded: " + ", ".join(_who(d, pieces) for d in wounded))
    names = " v ".join(_who(f, pieces) for f in fighters[:2])
    kind = "Calendar duel" if raw.get("calendar") else "Duel"
    return (
        f"{kind} {names}: "
        + ", ".join(throws)
        + (" → " + "; ".join(ending) if ending else " → no harm")
    )


def result_lines(view: dict[str, Any]) -> list[str]:
    """The last resolution's results in the order rolled (shots, battles, duels), every die
    shown."""
    pieces = by_id(read_pieces(view))
    lines: list[str] = []
    for raw in view.get("last_results") or []:
        if not isinstance(raw, dict):
            continue
        kind = raw.get("kind")
        if kind == "shot":
            lines.append(shot_line(raw, pieces))
        elif kind == "battle":
            lines.append(battle_line(raw, pieces))
        elif kind == "duel":
            lines.append(duel_line(raw, pieces))
    return lines


def results_title(view: dict[str, Any]) -> str:
    when = view.get("results_when")
    if not isinstance(when, dict):
        return "Last results"
    side = when.get("side")
    what = (
        "calendar duel"
        if side not in ("greek", "trojan")
        else ("Greek move" if side == "greek" else "Trojan response")
    )
    return f"Last results: {what} (day {when.get('day', '?')}, hour {when.get('hour', '?')})"


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


def night_lines(view: dict[str, Any]) -> list[str]:
    """At night: what each side may still bring back and what it chose."""
    night = view.get("night")
    if not isinstance(night, dict):
        return []
    pieces = by_id(read_pieces(view))
    lines = []
    for key in ("greek", "trojan"):
        part = night.get(key)
        if not isinstance(part, dict):
            continue
        chosen = [pieces[c].name if c in pieces else str(c) for c in part.get("chosen") or []]
        text = (
            f"{side_word(key)}: recover up to {number(part.get('allowance'))} pts, "
            f"{number(part.get('left'))} left"
        )
        if chosen:
            text += " (back: " + ", ".join(chosen) + ")"
        if part.get("done"):
            text += " — done"
        lines.append(text)
    return lines


def moving_words(view: dict[str, Any], cal: Calendar) -> str:
    """What this half hour is: "Greeks move", "Trojans respond", "Set-up", "Night"."""
    phase = str(view.get("phase") or "")
    if phase in PHASES:
        return PHASES[phase]
    if cal.moving:
        return "Greeks move" if cal.moving == "greek" else "Trojans respond"
    return ""


def outcome_words(view: dict[str, Any]) -> tuple[str, str]:
    """The winner's line and why the game ended (the outcome's summary)."""
    winner = view.get("winner")
    title = f"The {side_word(str(winner))} win" if winner else "Game over"
    outcome = view.get("outcome")
    reason = ""
    if isinstance(outcome, dict):
        reason = clean(str(outcome.get("summary") or outcome.get("reason") or ""))
    return title, reason


def commanders(view: dict[str, Any], names: Sequence[str], side_key: str) -> list[str]:
    """The names of the players of one side, in seat order."""
    seats = (view.get("commanders") or {}).get(side_key)
    if not isinstance(seats, list):
        sides = view.get("sides") or []
        seats = [s for s, k in enumerate(sides) if k == side_key]
    return [seat_name(names, s) for s in seats if isinstance(s, int)]


def acting_names(view: dict[str, Any], names: Sequence[str]) -> list[str]:
    """The names of the seats to act, in seat order (none once the game is over)."""
    if is_over(view):
        return []
    return [seat_name(names, s) for s in view.get("to_act") or [] if isinstance(s, int)]
