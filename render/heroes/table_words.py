"""The Heroes table's words, built from the public view alone: who acts and what the rules wait
for, what the last card scored, who plays each faction with their hand sizes, who is out and
the finished rounds. Names are kept apart (``NamedLine``) wherever only they may be shortened."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from engine.core.english import counted
from render.core.names import named, seat_name
from render.core.turns import is_over, to_act
from render.heroes.fit import NamedLine
from render.heroes.model import FACTION_ORDER, Card, controllers, hand_sizes, per_faction, read_card
from render.heroes.style import TRAIT_WORDS, faction


def turn_parts(view: dict[str, Any], names: Sequence[str]) -> NamedLine:
    """The banner's words, with the names apart so that only they are ever shortened."""
    if is_over(view):
        winner = view.get("winner")
        if winner in FACTION_ORDER:
            return NamedLine((), f"Game over: the {faction(winner).plural} win")
        outcome = view.get("outcome") or {}
        winners = tuple(seat_name(names, int(s)) for s in outcome.get("winners") or [])
        return (
            NamedLine(winners, "Game over: ", tail=" win")
            if winners
            else NamedLine((), "Game over")
        )
    acting = to_act(view)
    if view.get("phase") == "discard":
        done = len(view.get("chosen") or [])
        return NamedLine((), f"Everyone discards 3 cards ({done} of {len(hand_sizes(view))} done)")
    if not acting:
        return NamedLine((), "Heroes of Troy")
    return NamedLine(tuple(seat_name(names, s) for s in acting), tail=" to act")


def turn_line(view: dict[str, Any], names: Sequence[str]) -> str:
    """The banner's words in full: who acts now, or who won."""
    return turn_parts(view, names).text()


def now_line(view: dict[str, Any], names: Sequence[str]) -> str:
    """What the rules wait for, under the banner (the banner says who)."""
    if is_over(view):
        summary = str((view.get("outcome") or {}).get("summary") or "").strip()
        return named(summary, names) or "The game is over."
    stage = named(str(view.get("stage") or "").strip(), names)
    return f"Now: {stage[:1].upper()}{stage[1:]}" if stage else ""


def score_words(view: dict[str, Any], names: Sequence[str], active: Card | None) -> list[str]:
    """What the last card scored and why, and what the two cards share."""
    last = view.get("last_score")
    shared = view.get("matches")
    lines: list[str] = []
    if isinstance(last, dict) and active is not None and last.get("card") == active.id:
        seat = last.get("seat")
        who = seat_name(names, seat) if isinstance(seat, int) else "?"
        side = faction(last.get("faction"))
        points = int(last.get("points") or 0)
        how = " as Brave's extra card (1 less)" if last.get("brave") else ""
        how = how or (" as an extra card" if last.get("extra") else "")
        lines.append(f"{who} played {active.name}{how}: +{points} for the {side.plural}")
    if isinstance(shared, dict):
        parts = ["same faction"] if shared.get("faction") else []
        parts += [TRAIT_WORDS.get(str(t), str(t)) for t in shared.get("traits") or []]
        lines.append("Shared: " + (", ".join(parts) if parts else "nothing"))
    return lines


def player_lines(view: dict[str, Any], names: Sequence[str], key: str) -> list[NamedLine]:
    """Who plays a faction, with their hand sizes; the one to act marked ▶."""
    seats = controllers(view)[key]
    if not seats:
        return [NamedLine((), "Neutral: nobody plays the Gods")]
    acting = set(to_act(view))
    sizes = hand_sizes(view)
    out = {int(s) for s in view.get("out") or []}
    lines = []
    for s in seats:
        n = sizes[s] if s < len(sizes) else 0
        state = " (out)" if s in out else ""
        tail = f": {counted(n, 'card')}{state}"
        lines.append(NamedLine((seat_name(names, s),), "▶ " if s in acting else "", tail=tail))
    return lines


def past_rounds(view: dict[str, Any]) -> list[str]:
    """One line per finished round: who won it and every faction's score."""
    past = []
    for r in view.get("rounds") or []:
        if not isinstance(r, dict):
            continue
        sc = per_faction(r, "scores")
        who = faction(r.get("winner")).plural if r.get("winner") else "nobody"
        nums = ", ".join(f"{faction(f).plural} {sc[f]}" for f in FACTION_ORDER)
        past.append(f"Round {r.get('round', '?')}: {who} won ({nums})")
    return past


def known(view: dict[str, Any], names: Sequence[str]) -> list[str]:
    """What everyone knows besides the numbers: who is out this round, in order, and the
    specials a player going out laid open."""
    lines = []
    out = [int(s) for s in view.get("out") or []]
    if out:
        lines.append("Out this round: " + ", ".join(seat_name(names, s) for s in out))
    revealed = view.get("revealed") or {}
    if isinstance(revealed, dict):
        for seat, cards in sorted(revealed.items(), key=lambda kv: str(kv[0])):
            shown = [c.name for c in (read_card(r, view) for r in cards or []) if c is not None]
            if shown and str(seat).isdigit():
                lines.append(f"{seat_name(names, int(seat))} showed {', '.join(shown)}")
    chosen = view.get("chosen") or []
    if view.get("phase") == "discard" and chosen:
        lines.append("Discarded already: " + ", ".join(seat_name(names, int(s)) for s in chosen))
    return lines
