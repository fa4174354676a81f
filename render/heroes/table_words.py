"""The Heroes table's words, built from the public view alone: who acts and what the rules wait
for, what the last card scored, who plays each faction with their hand sizes, who is out and
the finished rounds. Names are kept apart (``NamedLine``) wherever only they may be shortened."""

from __future__ import annotations

from collections.abc import Sequence

from engine.core.english import counted
from engine.heroes.view_types import PublicView
from render.core.names import named, seat_name
from render.core.turns import is_over, to_act
from render.heroes.fit import NamedLine
from render.heroes.model import FACTION_ORDER, Card, card_by_id
from render.heroes.style import TRAIT_WORDS, faction


def turn_parts(view: PublicView, names: Sequence[str]) -> NamedLine:
    """The banner's words, with the names apart so that only they are ever shortened."""
    if is_over(view):
        winner = view["winner"]
        if winner is not None:
            return NamedLine((), f"Game over: the {faction(winner).plural} win")
        outcome = view["outcome"]
        winners = tuple(seat_name(names, s) for s in (outcome["winners"] if outcome else []))
        return (
            NamedLine(winners, "Game over: ", tail=" win")
            if winners
            else NamedLine((), "Game over")
        )
    acting = to_act(view)
    if view["phase"] == "discard":
        done = len(view["chosen"])
        return NamedLine((), f"Everyone discards 3 cards ({done} of {view['seats']} done)")
    if not acting:
        return NamedLine((), "Heroes of Troy")
    return NamedLine(tuple(seat_name(names, s) for s in acting), tail=" to act")


def turn_line(view: PublicView, names: Sequence[str]) -> str:
    """The banner's words in full: who acts now, or who won."""
    return turn_parts(view, names).text()


def now_line(view: PublicView, names: Sequence[str]) -> str:
    """What the rules wait for, under the banner (the banner says who)."""
    if is_over(view):
        outcome = view["outcome"]
        summary = outcome["summary"] if outcome else ""
        return named(summary, names).strip() or "The game is over."
    stage = named(view["stage"], names).strip()
    return f"Now: {stage[:1].upper()}{stage[1:]}" if stage else ""


def score_words(view: PublicView, names: Sequence[str], active: Card | None) -> list[str]:
    """What the last card scored and why, and what the two cards share."""
    last = view["last_score"]
    shared = view["matches"]
    lines: list[str] = []
    if last is not None and active is not None and last["card"] == active.id:
        who = seat_name(names, last["seat"])
        side = faction(last["faction"])
        how = " as Brave's extra card (1 less)" if last["brave"] else ""
        how = how or (" as an extra card" if last["extra"] else "")
        lines.append(f"{who} played {active.name}{how}: +{last['points']} for the {side.plural}")
    if shared is not None:
        parts = ["same faction"] if shared["faction"] else []
        parts += [TRAIT_WORDS.get(t, t) for t in shared["traits"]]
        lines.append("Shared: " + (", ".join(parts) if parts else "nothing"))
    return lines


def player_lines(view: PublicView, names: Sequence[str], key: str) -> list[NamedLine]:
    """Who plays a faction, with their hand sizes; the one to act marked ▶."""
    seats = view["controllers"][key]
    if not seats:
        return [NamedLine((), "Neutral: nobody plays the Gods")]
    acting = set(to_act(view))
    out = set(view["out"])
    lines = []
    for s in seats:
        state = " (out)" if s in out else ""
        tail = f": {counted(view['hand_sizes'][s], 'card')}{state}"
        lines.append(NamedLine((seat_name(names, s),), "▶ " if s in acting else "", tail=tail))
    return lines


def past_rounds(view: PublicView) -> list[str]:
    """One line per finished round: who won it and every faction's score."""
    past = []
    for r in view["rounds"]:
        who = faction(r["winner"]).plural if r["winner"] else "nobody"
        nums = ", ".join(f"{faction(f).plural} {r['scores'][f]}" for f in FACTION_ORDER)
        past.append(f"Round {r['round']}: {who} won ({nums})")
    return past


def known(view: PublicView, names: Sequence[str]) -> list[str]:
    """What everyone knows besides the numbers: who is out this round, in order, and the
    specials a player going out laid open."""
    lines = []
    out = view["out"]
    if out:
        lines.append("Out this round: " + ", ".join(seat_name(names, s) for s in out))
    for seat, cards in sorted(view["revealed"].items(), key=lambda kv: int(kv[0])):
        shown = [card_by_id(view, c).name for c in cards]
        if shown:
            lines.append(f"{seat_name(names, int(seat))} showed {', '.join(shown)}")
    chosen = view["chosen"]
    if view["phase"] == "discard" and chosen:
        lines.append("Discarded already: " + ", ".join(seat_name(names, s) for s in chosen))
    return lines
