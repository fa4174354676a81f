"""The Heroes table's words, built from the public view alone: who acts and what the rules wait
for, what the last card scored, who plays each faction with their hand sizes, who is out and
the finished rounds. Names are kept apart (``NamedLine``) wherever only they may be shortened.
Every word is said in the reader's language (``said``)."""

from __future__ import annotations

from collections.abc import Sequence

from engine.heroes.view_types import PublicView
from render.core import names as seat_names
from render.core.language import Words
from render.core.names import named
from render.core.turns import is_over, to_act
from render.heroes.fit import NamedLine
from render.heroes.model import FACTION_ORDER, Card, card_by_id
from render.heroes.style import side_words, trait_words


def seat_name(names: Sequence[str], seat: int, said: Words) -> str:
    """A seat's display name, or "Player N" in the reader's language."""
    if 0 <= seat < len(names) and names[seat]:
        return seat_names.seat_name(names, seat)
    return said("Player {number}", number=seat + 1)


def split(message: str) -> tuple[str, str]:
    """A message with one ``{who}`` cut around it: the words before and after the names."""
    head, _, tail = message.partition("{who}")
    return head, tail


def turn_parts(view: PublicView, names: Sequence[str], said: Words) -> NamedLine:
    """The banner's words, with the names apart so that only they are ever shortened."""
    if is_over(view):
        winner = view["winner"]
        if winner is not None:
            return NamedLine((), said("Game over: the {side} win", side=side_words(winner, said)))
        outcome = view["outcome"]
        winners = tuple(seat_name(names, s, said) for s in (outcome["winners"] if outcome else []))
        if not winners:
            return NamedLine((), said("Game over"))
        over = said.plural(
            "Game over: {who} win", "Game over: {who} win", len(winners), who="{who}"
        )
        head, tail = split(over)
        return NamedLine(winners, head, tail=tail)
    acting = to_act(view)
    if view["phase"] == "discard":
        done = len(view["chosen"])
        return NamedLine(
            (),
            said(
                "Everyone discards 3 cards ({done} of {seats} done)",
                done=said.number(done),
                seats=said.number(view["seats"]),
            ),
        )
    if not acting:
        return NamedLine((), said("Heroes of Troy"))
    head, tail = split(said.plural("{who} to act", "{who} to act", len(acting), who="{who}"))
    return NamedLine(tuple(seat_name(names, s, said) for s in acting), head, tail=tail)


def turn_line(view: PublicView, names: Sequence[str], said: Words) -> str:
    """The banner's words in full: who acts now, or who won."""
    return turn_parts(view, names, said).text()


def now_line(view: PublicView, names: Sequence[str], said: Words) -> str:
    """What the rules wait for, under the banner (the banner says who)."""
    if is_over(view):
        outcome = view["outcome"]
        summary = outcome["summary"] if outcome else ""
        return named(summary, names, said).strip() or said("The game is over.")
    stage = named(view["stage"], names, said).strip()
    if not stage:
        return ""
    return said("Now: {stage}", stage=stage[:1].upper() + stage[1:])


def score_words(
    view: PublicView, names: Sequence[str], active: Card | None, said: Words
) -> list[str]:
    """What the last card scored and why, and what the two cards share."""
    last = view["last_score"]
    shared = view["matches"]
    lines: list[str] = []
    if last is not None and active is not None and last["card"] == active.id:
        args = {
            "who": seat_name(names, last["seat"], said),
            "card": said.term(active.name),
            "points": said.number(last["points"]),
            "side": side_words(last["faction"], said),
        }
        if last["brave"]:
            text = said(
                "{who} played {card} as Brave's extra card (1 less): +{points} for the {side}",
                **args,
            )
        elif last["extra"]:
            text = said("{who} played {card} as an extra card: +{points} for the {side}", **args)
        else:
            text = said("{who} played {card}: +{points} for the {side}", **args)
        lines.append(text)
    if shared is not None:
        parts = [said("same faction")] if shared["faction"] else []
        parts += [trait_words(t, said) for t in shared["traits"]]
        what = ", ".join(parts) if parts else said("nothing")
        lines.append(said("Shared: {what}", what=what))
    return lines


def player_lines(view: PublicView, names: Sequence[str], key: str, said: Words) -> list[NamedLine]:
    """Who plays a faction, with their hand sizes; the one to act marked ▶."""
    seats = view["controllers"][key]
    if not seats:
        return [NamedLine((), said("Neutral: nobody plays the Gods"))]
    acting = set(to_act(view))
    out = set(view["out"])
    lines = []
    for s in seats:
        count = view["hand_sizes"][s]
        if s in out:
            tail = said.plural(": {count} card (out)", ": {count} cards (out)", count)
        else:
            tail = said.plural(": {count} card", ": {count} cards", count)
        lines.append(
            NamedLine((seat_name(names, s, said),), "▶ " if s in acting else "", tail=tail)
        )
    return lines


def past_rounds(view: PublicView, said: Words) -> list[str]:
    """One line per finished round: who won it and every faction's score."""
    past = []
    for r in view["rounds"]:
        nums = ", ".join(
            f"{side_words(f, said)} {said.number(r['scores'][f])}" for f in FACTION_ORDER
        )
        number = said.number(r["round"])
        if r["winner"]:
            who = side_words(r["winner"], said)
            past.append(
                said("Round {number}: {who} won ({scores})", number=number, who=who, scores=nums)
            )
        else:
            past.append(said("Round {number}: nobody won ({scores})", number=number, scores=nums))
    return past


def known(view: PublicView, names: Sequence[str], said: Words) -> list[str]:
    """What everyone knows besides the numbers: who is out this round, in order, and the
    specials a player going out laid open."""
    lines = []
    out = view["out"]
    if out:
        who = ", ".join(seat_name(names, s, said) for s in out)
        lines.append(said("Out this round: {who}", who=who))
    for seat, cards in sorted(view["revealed"].items(), key=lambda kv: int(kv[0])):
        shown = [said.term(card_by_id(view, c).name) for c in cards]
        if shown:
            who = seat_name(names, int(seat), said)
            lines.append(said("{who} showed {cards}", who=who, cards=", ".join(shown)))
    chosen = view["chosen"]
    if view["phase"] == "discard" and chosen:
        who = ", ".join(seat_name(names, s, said) for s in chosen)
        lines.append(said("Discarded already: {who}", who=who))
    return lines
