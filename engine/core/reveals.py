"""Did an action show anyone something hidden? Judged by the core from every game's own hooks
(``redeal_hidden``, the views, ``legal_actions``), so no game has to describe its secrets twice.

Two questions, asked only when a player wants an action back (never after every move):

1. **Did the outcome hang on something the actor could not see?** Re-deal what the actor could
   not see before the action and apply the same action to that copy: an event, the public view
   or the actor's own view coming out differently means that luck or a hidden card decided it.
2. **Could another viewer tell which cards left or joined a secret hand?** What a viewer sees of
   the action (the events they read and their view afterwards) gives it away when no other legal
   action looks the same to them while moving other cards: a card played face up from a hand,
   the King's card played from the opponent's hand. A face-down discard does not, since every
   discard looks alike to the others. The actor's own hand counts too: a card played face up and
   taken back would be a card everyone knows is in that hand.
"""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass, field
from random import Random
from typing import Any

from engine.core.english import N_
from engine.core.errors import GameError
from engine.core.game import Game
from engine.core.types import Event, Seat, Step

COPIES = 3  # re-deals tried for question 1 (one when only the seed is hidden)
SHOWN = N_("the others saw something that was hidden from them")
DECIDED = N_("something hidden from you decided what happened")

AnyGame = Game[Any, Any]


def _canon(data: Any) -> str:
    return json.dumps(data, sort_keys=True, default=str)


def _heard(events: Iterable[Event], viewer: Seat | None) -> str:
    return _canon([(e.text, e.kind, e.data) for e in events if e.visible_to(viewer)])


def _view(game: AnyGame, state: Any, viewer: Seat | None) -> str:
    return _canon(game.public_view(state) if viewer is None else game.seat_view(state, viewer))


def _hand(game: AnyGame, state: Any, seat: Seat) -> Counter[str]:
    """The cards of ``seat``'s secret hand: its view's ``hand``, as ids."""
    hand = game.seat_view(state, seat).get("hand") or ()
    return Counter(str(c.get("id", c)) if isinstance(c, dict) else str(c) for c in hand)


def outcome_hidden(
    game: AnyGame, before: Any, seat: Seat, action: Any, step: Step[Any], seats: int
) -> str | None:
    """Question 1: None when the same action looks the same from every re-dealt copy."""
    rng = Random(f"undo:{seat}:{seats}")
    wanted = _outcome(game, step, seat, seats)
    for _ in range(1 if getattr(game, "hides_only_the_seed", False) else COPIES):
        copy = game.redeal_hidden(before, seat, rng)
        try:
            other = game.apply(copy, seat, action)
        except GameError:
            return DECIDED
        if _outcome(game, other, seat, seats) != wanted:
            return DECIDED
    return None


def _outcome(game: AnyGame, step: Step[Any], seat: Seat, seats: int) -> str:
    heard = [_heard(step.events, s) for s in (None, *range(seats))]
    return _canon([heard, _view(game, step.state, None), _view(game, step.state, seat)])


@dataclass
class _Rival:
    """A legal action of the actor from the same position: its step, what each viewer sees of
    it and the cards it moved, each worked out once and only when asked."""

    step: Step[Any]
    seen: dict[Seat | None, str] = field(default_factory=dict)
    moves: dict[Seat, dict[str, int]] | None = None


def cards_shown(
    game: AnyGame, before: Any, seat: Seat, action: Any, step: Step[Any], seats: int
) -> str | None:
    """Question 2: None when no viewer can tell which cards left or joined a hand not theirs."""
    if getattr(game, "hides_only_the_seed", False):
        return None  # no secret hand
    hands = {s: _hand(game, before, s) for s in range(seats)}

    def moved(rival: _Rival) -> dict[Seat, dict[str, int]]:
        if rival.moves is None:
            rival.moves = {}
            for s, old in hands.items():
                new = _hand(game, rival.step.state, s)
                if new != old:
                    rival.moves[s] = {k: new[k] - old[k] for k in new | old if new[k] != old[k]}
        return rival.moves

    def seen(rival: _Rival, viewer: Seat | None) -> str:
        if viewer not in rival.seen:
            events = _heard(rival.step.events, viewer)
            rival.seen[viewer] = events + _view(game, rival.step.state, viewer)
        return rival.seen[viewer]

    done = _Rival(step)
    if not moved(done):
        return None
    others = (a for a in game.legal_actions(before, seat) if game.encode(a) != game.encode(action))
    rivals: list[_Rival] = []

    def rival(n: int) -> _Rival | None:
        """The n-th other legal action, applied when first needed."""
        while len(rivals) <= n:
            nxt = next(others, None)
            if nxt is None:
                return None
            rivals.append(_Rival(game.apply(before, seat, nxt)))
        return rivals[n]

    for viewer in (None, *(s for s in range(seats) if s != seat)):
        for owner, change in moved(done).items():
            if owner == viewer:
                continue  # their own hand: they know it
            n, hidden = 0, False
            while not hidden and (r := rival(n)) is not None:
                hidden = seen(r, viewer) == seen(done, viewer) and moved(r).get(owner) != change
                n += 1
            if not hidden:
                return SHOWN
    return None
