"""A legal move's words in its reader's language, fitted to what Discord shows.

A move's label is kept twice (``tabletop.models.Choice``): said, to speak in any language, and in
English, which typed moves are matched against. Autocomplete speaks every legal move at each
keystroke, and the wargame has thousands: a position's moves are spoken once per language.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Sequence

from engine.core.game import MAX_LABEL
from render.core.language import Words
from tabletop.fitting import fit
from tabletop.models import Choice

_SPOKEN_CACHE = 64  # positions a process is asked about at once, each in one language or two
_spoken: OrderedDict[tuple[int, str], tuple[Sequence[Choice], tuple[str, ...]]] = OrderedDict()


def move_words(choice: Choice, words: Words, limit: int = MAX_LABEL) -> str:
    """The move in ``words``' language (its English label when it was not said)."""
    return fit(words.line(choice.said), limit) if choice.said else fit(choice.label, limit)


def moves_words(choices: Sequence[Choice], words: Words) -> tuple[str, ...]:
    """Every move of a list in ``words``' language, in order; spoken once per list and language
    (the list is the offer cache's own tuple, so it is the same object while its position is)."""
    key = (id(choices), words.language)
    found = _spoken.get(key)
    if found is not None and found[0] is choices:
        _spoken.move_to_end(key)
        return found[1]
    spoken = tuple(move_words(c, words) for c in choices)
    _spoken[key] = (choices, spoken)
    if len(_spoken) > _SPOKEN_CACHE:
        _spoken.popitem(last=False)
    return spoken
