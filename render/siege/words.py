"""The words of the Siege pictures, built from the view: who acts, what is coming, what the plans
set up and what the last dice did. Kept apart from the drawing so tests can read them plainly.

Every word is said in the reader's language (``said``); the signs between them (" v ", " + ",
" → ") stay signs, which the alt text (``render.siege.describe``) says in words.
"""

from __future__ import annotations

from collections.abc import Sequence

from engine.siege.pieces import SIDES, Side, other
from engine.siege.view_types import BattleResult, DuelResult, PublicView, ShotResult
from render.core.language import ENGLISH_WORDS, N_, Words
from render.core.names import seat_name
from render.core.text import clean
from render.siege.model import Calendar, Event, Piece, by_id, is_over, read_pieces

PHASES = {"setup": N_("Set-up"), "night": N_("Night"), "over": N_("Game over")}
# What a duel's throw or a shot did to the one it struck.
HARM = {
    "none": N_("misses"),
    "wounded": N_("wounds"),
    "dead": N_("kills"),
}
THROWN = {"wounded": N_("wounded"), "dead": N_("dead"), "abstaining": N_("abstains")}
LAST_RESULTS = N_("Last results")


def side_word(key: str | None, said: Words) -> str:
    """ "Greeks" or "Trojans" (anything else is drawn as Trojan, as ``style.side`` does)."""
    return said("Greeks") if str(key).lower() == "greek" else said("Trojans")


def piece_name(name: str, said: Words) -> str:
    """A piece's name in ``said``'s language: a glossary term, a numbered soldier "Argives 2"
    as its people's term and its number."""
    people, _, number = name.rpartition(" ")
    if people and number.isdigit():
        return said("{people} {number}", people=said.term(people), number=int(number))
    return said.term(name)


def hour_line(cal: Calendar, said: Words) -> str:
    return said("Day {day} · hour {hour}", day=cal.day, hour=cal.hour)


def number(value: object) -> str:
    """A die or total as the rulebook writes it: 4.5 keeps its half, 4.0 is 4."""
    if isinstance(value, float) and not value.is_integer():
        return f"{value:g}"
    if isinstance(value, (int, float)):
        return str(int(value))
    return "?"


def win_words(winner: str | None, said: Words) -> str:
    """ "The Greeks win", "The Trojans win", or "Game over" with no winner."""
    if not winner:
        return said("Game over")
    return said("The Greeks win") if winner == "greek" else said("The Trojans win")


def game_over_words(winner: str | None, said: Words) -> str:
    """ "Game over: the Greeks win", or "Game over" with no winner."""
    if not winner:
        return said("Game over")
    if winner == "greek":
        return said("Game over: the Greeks win")
    return said("Game over: the Trojans win")


def turn_line(view: PublicView, names: Sequence[str], said: Words = ENGLISH_WORDS) -> str:
    """The banner's words: who must act and what, or who won."""
    if is_over(view):
        return game_over_words(view["winner"], said)
    who = " & ".join(acting_names(view, names, said))
    stage = stage_words(view, said)
    if who and stage:
        return f"{who} — {stage}"
    return stage or who or ""


def stage_words(view: PublicView, said: Words) -> str:
    """What the seats to act must do, or, once the game is over, why it ended."""
    if is_over(view):
        return outcome_words(view, said)[1]
    return clean(said.line(view["stage"]))


def acting_side(view: PublicView) -> Side | None:
    """The side of the seat to act (its chip leads the banner), None when nobody acts."""
    if is_over(view):
        return None
    sides = view["sides"]
    found = {sides[s] for s in view["to_act"]}
    return found.pop() if len(found) == 1 else None


def label(piece: Piece | None, pid: str, said: Words) -> str:
    """A piece as the panel names it: "Ajax (8)", "Teucer (A)", "Argives 2 (1)"."""
    if piece is None:
        return clean(pid)
    return f"{piece_name(piece.name, said)} ({piece.label})"


def names_of(ids: Sequence[str], pieces: dict[str, Piece], said: Words) -> str:
    return " + ".join(label(pieces.get(i), i, said) for i in ids) or said("nobody")


def fight_lines(view: PublicView, said: Words = ENGLISH_WORDS) -> list[str]:
    """The fights the planned moves set up, and the declared shots."""
    pieces = by_id(read_pieces(view))
    lines: list[str] = []
    for shot in view["shots"]:
        target = pieces.get(shot["piece"])
        where = shot["target"]
        lines.append(
            said(
                "Shot: {archer} → {target} ({square})",
                archer=label(pieces.get(shot["archer"]), shot["archer"], said),
                target=piece_name(target.name, said) if target else where,
                square=where,
            )
        )
    for fight in view["attacks"]:
        greek = names_of(fight["greek"], pieces, said)
        trojan = names_of(fight["trojan"], pieces, said)
        if fight["kind"] == "duel":
            lines.append(said("Duel: {greeks} v {trojans}", greeks=greek, trojans=trojan))
        else:
            lines.append(said("Battle: {greeks} v {trojans}", greeks=greek, trojans=trojan))
    return lines


def _who(pid: str, pieces: dict[str, Piece], said: Words) -> str:
    piece = pieces.get(pid)
    return piece_name(piece.name, said) if piece else clean(pid)


def shot_line(raw: ShotResult, pieces: dict[str, Piece], said: Words) -> str:
    """ "Helenus shoots Diomedes (O11): die 5, wounds"."""
    result = raw["result"]
    effect = said(HARM[result]) if result in HARM else result
    return said(
        "{archer} shoots {target} ({square}): die {die}, {effect}",
        archer=_who(raw["archer"], pieces, said),
        target=_who(raw["target"], pieces, said),
        square=raw["square"],
        die=number(raw["die"]),
        effect=effect,
    )


def _fighters(ids: list[str], values: dict[str, int], pieces: dict[str, Piece], said: Words) -> str:
    """ "Aeneas (8) + Trojans 1 (2)": each with the value it fought at (after any doubling)."""
    parts = [f"{_who(pid, pieces, said)} ({number(values[pid])})" for pid in ids]
    return " + ".join(parts) or said("nobody")


def battle_line(raw: BattleResult, pieces: dict[str, Piece], said: Words) -> str:
    """ "Battle at P15 — Trojans: Aeneas (8) + die 2 = 10; Greeks: Spartans (2) + die 1 = 3 →
    Trojans win; dead: Spartans", the attacking side first."""
    totals, dice, values = raw["totals"], raw["dice"], raw["values"]
    attacker = raw["attacker"]
    halves = []
    for key in (attacker, other(attacker)):
        halves.append(
            said(
                "{side}: {who} + die {die} = {total}",
                side=side_word(key, said),
                who=_fighters(raw[key], values, pieces, said),
                die=number(dice[key]),
                total=number(totals[key]),
            )
        )
    winner = raw["winner"]
    if winner is None:
        ending = said("a tie: nothing happens")
    else:
        ending = said("Greeks win") if winner == "greek" else said("Trojans win")
        dead = raw["dead"]
        if dead:
            fallen = ", ".join(_who(d, pieces, said) for d in dead)
            ending = said("{result}; dead: {names}", result=ending, names=fallen)
    return said(
        "Battle at {square} — {halves} → {result}",
        square=raw["at"],
        halves="; ".join(halves),
        result=ending,
    )


def duel_line(raw: DuelResult, pieces: dict[str, Piece], said: Words) -> str:
    """ "Duel Paris v Menelaus: 10–8 (dice 6, 4), 6–7 (2, 3) → no harm": totals and dice in
    the order of the fighters, as the view gives them."""
    fighters = raw["fighters"]
    throws = []
    for t in raw["throws"]:
        totals, dice = t["totals"], t["dice"]
        part = f"{number(totals[0])}–{number(totals[1])} " + said(
            "(dice {first}, {second})", first=number(dice[0]), second=number(dice[1])
        )
        if t["result"]:
            result = t["result"]
            part += " " + (said(THROWN[result]) if result in THROWN else result)
        throws.append(part)
    ending = []
    dead = raw["dead"]
    wounded = raw["wounded"]
    if dead:
        ending.append(said("dead: {names}", names=", ".join(_who(d, pieces, said) for d in dead)))
    if wounded:
        hurt = ", ".join(_who(d, pieces, said) for d in wounded)
        ending.append(said("wounded: {names}", names=hurt))
    names = " v ".join(_who(f, pieces, said) for f in fighters[:2])
    told = "; ".join(ending) if ending else said("no harm")
    if raw["calendar"]:
        return said(
            "Calendar duel {names}: {throws} → {result}",
            names=names,
            throws=", ".join(throws),
            result=told,
        )
    return said(
        "Duel {names}: {throws} → {result}", names=names, throws=", ".join(throws), result=told
    )


def result_lines(view: PublicView, said: Words = ENGLISH_WORDS) -> list[str]:
    """The last resolution's results in the order rolled (shots, battles, duels), every die
    shown."""
    pieces = by_id(read_pieces(view))
    lines: list[str] = []
    for raw in view["last_results"]:
        if raw["kind"] == "shot":
            lines.append(shot_line(raw, pieces, said))
        elif raw["kind"] == "battle":
            lines.append(battle_line(raw, pieces, said))
        else:
            lines.append(duel_line(raw, pieces, said))
    return lines


def results_title(view: PublicView, said: Words = ENGLISH_WORDS, title: str = LAST_RESULTS) -> str:
    """ "Last results: Greek move (day 1, hour 2)"; ``title`` (a message id) leads it."""
    head = said(title)
    when = view["results_when"]
    if when is None:
        return head
    side = when["side"]
    if side == "greek":
        what = said("Greek move")
    elif side == "trojan":
        what = said("Trojan response")
    else:
        what = said("calendar duel")
    return said(
        "{title}: {what} (day {day}, hour {hour})",
        title=head,
        what=what,
        day=when["day"],
        hour=when["hour"],
    )


def when_words(day: int, hour: int, said: Words) -> str:
    return said("Day {day}, hour {hour}", day=day, hour=hour)


def coming_lines(cal: Calendar, limit: int = 4, said: Words = ENGLISH_WORDS) -> list[str]:
    """The next events, this hour's first, in words ("Day 2, hour 5: the gods favour…")."""
    out = []
    for e in cal.events[:limit]:
        now = (e.day, e.hour) == (cal.day, cal.hour)
        when = said("Now") if now else when_words(e.day, e.hour, said)
        out.append(said("{head}: {rest}", head=when, rest=event_words(e, said)))
    return out


def event_words(event: Event, said: Words) -> str:
    """A calendar event as the rest of a sentence: "the gods favour the Trojans", "duel:
    Paris – Menelaus" (names keep their capital)."""
    kind = event.kind
    if kind == "wall":
        return said("the Greek wall stands")
    if kind == "thracians":
        return said("Rhesus and the Thracians are gone")
    if kind == "achilles":
        return said("Achilles enters the battle")
    if kind == "favour":
        if event.side == "greek":
            return said("the gods favour the Greeks")
        return said("the gods favour the Trojans")
    if kind == "duel" and event.text.startswith("Duel: "):
        first, _, second = event.text[len("Duel: ") :].partition(" – ")
        return said("duel: {first} – {second}", first=said.term(first), second=said.term(second))
    first, _, rest = event.text.partition(" ")
    if first in ("The", "Duel:"):
        return f"{first.lower()} {rest}".strip()
    return event.text


def night_lines(view: PublicView, said: Words = ENGLISH_WORDS) -> list[str]:
    """At night: what each side may still bring back and what it chose."""
    night = view["night"]
    if night is None:
        return []
    pieces = by_id(read_pieces(view))
    lines = []
    for key in SIDES:
        part = night[key]
        chosen = [piece_name(pieces[c].name, said) if c in pieces else c for c in part["chosen"]]
        text = said(
            "{side}: recover up to {allowance} pts, {left} left",
            side=side_word(key, said),
            allowance=number(part["allowance"]),
            left=number(part["left"]),
        )
        if chosen:
            text = said("{line} (back: {names})", line=text, names=", ".join(chosen))
        if part["done"]:
            text = said("{line} — done", line=text)
        lines.append(text)
    return lines


def moving_words(view: PublicView, cal: Calendar, said: Words) -> str:
    """What this half hour is: "Greeks move", "Trojans respond", "Set-up", "Night"."""
    phase = view["phase"]
    if phase in PHASES:
        return said(PHASES[phase])
    if cal.moving:
        return said("Greeks move") if cal.moving == "greek" else said("Trojans respond")
    return ""


def outcome_words(view: PublicView, said: Words) -> tuple[str, str]:
    """The winner's line and why the game ended (the outcome's summary)."""
    title = win_words(view["winner"], said)
    outcome = view["outcome"]
    reason = clean(said.line(outcome["summary"])) if outcome is not None else ""
    return title, reason


def commanders(view: PublicView, names: Sequence[str], side_key: Side, said: Words) -> list[str]:
    """The names of the players of one side, in seat order."""
    return [player(names, s, said) for s in view["commanders"][side_key]]


def player(names: Sequence[str], seat: int, said: Words) -> str:
    """A seat's display name, or "Player N" in ``said``'s words when it has none."""
    if 0 <= seat < len(names) and names[seat]:
        return seat_name(names, seat)
    return said("Player {number}", number=seat + 1)


def acting_names(view: PublicView, names: Sequence[str], said: Words) -> list[str]:
    """The names of the seats to act, in seat order (none once the game is over)."""
    if is_over(view):
        return []
    return [player(names, s, said) for s in view["to_act"]]
