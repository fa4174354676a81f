"""Legal actions offered to a seat, listed once per (game, version, seat, players' names).

Autocomplete asks at every keystroke and the wargame has thousands of legal moves: a small cache
keyed by what the offer is computed from (the version, and the names its words use: a seat
change keeps the version) means a position's moves are listed and described once, and a new
version or name simply misses, whichever process made it (no invalidation needed).
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from engine.core.game import MAX_LABEL, Game, fields_of
from engine.core.public import public_choices
from engine.core.said import english, is_said
from engine.core.seats import with_names
from tabletop.fitting import fit
from tabletop.models import Choice

# Enough for every table acting at once in a busy process; each entry is one seat's moves.
CACHE_SIZE = 512
# More public choices than this are not shown as buttons under the table.
MAX_PUBLIC_CHOICES = 5


@dataclass(frozen=True)
class Offer:
    """A seat's legal actions now, and those that may be buttons under the public table."""

    choices: tuple[Choice, ...]
    public: tuple[Choice, ...]


def offer(game: Game[Any, Any], state: Any, seat: int, names: Sequence[str] = ()) -> Offer:
    """List and describe the seat's actions (none when it need not act); the engine's seat
    labels ("Player 2") in the words become the players' ``names``."""
    if seat not in game.to_act(state):
        return Offer((), ())
    codes = [(game.encode(a), a) for a in game.legal_actions(state, seat)]
    choices = tuple(_choice(game, code, a, names) for code, a in codes)
    return Offer(choices, _public(game, state, seat, choices))


def _choice(game: Game[Any, Any], code: str, action: Any, names: Sequence[str]) -> Choice:
    """One move: its words said (to speak in each reader's language) and in English, fitted."""
    said = with_names(game.describe(action), names)
    label = fit(english(said), MAX_LABEL)
    return Choice(code, label, fields_of(game, code), said if is_said(said) else "")


def _public(
    game: Game[Any, Any], state: Any, seat: int, choices: tuple[Choice, ...]
) -> tuple[Choice, ...]:
    """The game's public choices (decided from what the channel may know), when few and all
    legal; never a choice from the hand, so buttons say nothing about what it holds."""
    legal = {choice.code: choice for choice in choices}
    codes = [game.encode(a) for a in public_choices(game, state, seat)]
    if len(codes) > MAX_PUBLIC_CHOICES or not all(code in legal for code in codes):
        return ()
    return tuple(legal[code] for code in codes)


# (game id, version, seat, the seats' names): everything an offer is computed from.
OfferKey = tuple[int, int, int, tuple[str, ...]]


class OfferCache:
    """A bounded least-recently-used map from ``OfferKey`` to its ``Offer``."""

    def __init__(self, size: int = CACHE_SIZE) -> None:
        self._size = size
        self._entries: OrderedDict[OfferKey, Offer] = OrderedDict()

    def __len__(self) -> int:
        return len(self._entries)

    def get(self, key: OfferKey) -> Offer | None:
        found = self._entries.get(key)
        if found is not None:
            self._entries.move_to_end(key)
        return found

    def fetch(self, key: OfferKey, compute: Callable[[], Offer]) -> Offer:
        """The cached offer, else ``compute()`` stored (evicting the least recently used)."""
        found = self.get(key)
        if found is None:
            found = self._entries[key] = compute()
            if len(self._entries) > self._size:
                self._entries.popitem(last=False)
        return found


def typed_code(choices: Sequence[Choice], typed: str) -> str:
    """The code of what a player typed: a move's exact words or its code, in any case; else
    the text itself, for the game to read (and refuse) as a code."""
    typed = typed.strip()
    for choice in choices:
        if typed.lower() in (choice.code.lower(), choice.label.lower()):
            return choice.code
    return typed
