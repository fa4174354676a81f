"""The words of the Siege pictures, built from the view: who acts, what is coming, what the plans
set up and what the last dice did. Kept apart from the drawing so tests can read them plainly.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from render.core.text import clean
from render.siege import style
from render.siege.model import Calendar, Piece, by_id, is_over, read_pieces, seat_name

PHASES = {"setup": "Set-up", "night": "Night", "over": "Game over"}


def side_word(key: str | None, plural: bool = True) -> str:
    look = style.side(key)
    return look.plural if plural else look.name


def hour_line(cal: Calendar) -> str:
    return f"Day {cal.day} · hour {cal.hour}"


def _num(value: object) -> str:
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
    acting = [s for s in view.get("to_act") or [] if isinstance(s, int)]
    who = " & ".join(seat_name(names, s) for s in acting)
    stage = clean(str(view.get("stage") or ""))
    if who and stage:
        return f"{who}: {stage}"
    return stage or who or ""


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


def result_lines(view: dict[str, Any]) -> list[str]:
    """The last resolution's results, every die shown."""
    pieces = by_id(read_pieces(view))
    lines: list[str] = []
    for raw in view.get("last_results") or []:
        if not isinstance(raw, dict):
            continue
        kind = raw.get("kind")
        if kind == "shot":
            result = str(raw.get("result") or "none")
            effect = {"none": "misses", "wounded": "wounds", "dead": "kills"}.get(result, result)
            lines.append(
                f"{_who(raw.get('archer'), pieces)} shoots {_who(raw.get('target'), pieces)}: "
                f"die {_num(raw.get('die'))}, {effect}"
            )
        elif kind == "battle":
            totals = raw.get("totals") or {}
            dice = raw.get("dice") or {}
            winner = raw.get("winner")
            dead = _as_ids(raw.get("dead"))
            head = (
                f"Battle {names_of(_as_ids(raw.get('greek')), pieces)} "
                f"v {names_of(_as_ids(raw.get('trojan')), pieces)}: "
                f"{_num(totals.get('greek'))} (die {_num(dice.get('greek'))}) to "
                f"{_num(totals.get('trojan'))} (die {_num(dice.get('trojan'))}), "
            )
            if winner:
                head += f"{side_word(str(winner))} win"
                if dead:
                    head += "; dead: " + ", ".join(_who(d, pieces) for d in dead)
            else:
                head += "a tie: nothing happens"
            lines.append(head)
        elif kind == "duel":
            throws = []
            for t in raw.get("throws") or []:
                if not isinstance(t, dict):
                    continue
                totals = t.get("totals") or ["?", "?"]
                part = f"{_num(totals[0])}–{_num(totals[1])}" if len(totals) == 2 else "?"
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
            lines.append(
                f"Duel {_who(raw.get('greek'), pieces)} v {_who(raw.get('trojan'), pieces)}: "
                + ", ".join(throws)
                + (" → " + "; ".join(ending) if ending else " → no harm")
            )
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
    return f"Last results: {what} (D{when.get('day', '?')} H{when.get('hour', '?')})"


def coming_lines(cal: Calendar, limit: int = 4) -> list[str]:
    """The next events, this hour's first."""
    out = []
    for e in cal.events[:limit]:
        now = (e.day, e.hour) == (cal.day, cal.hour)
        when = "Now" if now else f"D{e.day} H{e.hour}"
        out.append(f"{when}: {e.text}")
    return out


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
            f"{side_word(key)}: recover up to {_num(part.get('allowance'))} pts, "
            f"{_num(part.get('left'))} left"
        )
        if chosen:
            text += " (back: " + ", ".join(chosen) + ")"
        if part.get("done"):
            text += " — done"
        lines.append(text)
    return lines
