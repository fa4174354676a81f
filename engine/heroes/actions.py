"""Heroes of Troy's action codes by their fields: ``play:hector:king`` is the kind ``play`` with
a card and a trait. The one statement of what follows each kind (``SHAPES``), used both ways:
reading a listed code's fields and building a code from fields. Checking a code against the
game (does the card exist, is the seat at the table) is ``codes.parse``'s business."""

from __future__ import annotations

from dataclasses import dataclass

# A code is its kind (a verb, and for some verbs how: ``king:take``), then these fields;
# ``cards`` takes every segment left (the opening discard, Tough's bottom cards).
SHAPES: dict[tuple[str, str | None], tuple[str, ...]] = {
    ("play", None): ("card", "trait"),
    ("extra", None): ("card",),
    ("discard", None): ("cards",),
    ("bottom", None): ("cards",),
    ("king", None): ("seat",),
    ("king", "play"): ("card",),
    ("king", "take"): ("card",),
    ("king", "pass"): (),
    ("give", None): ("seat", "card"),
    ("sneaky", None): ("faction",),
    ("warrior", None): ("faction",),
    ("tough", None): ("seat",),
    ("charm", None): ("seat",),
    ("charm", "take"): ("card",),
    ("pious", "draw"): ("seat",),
    ("pious", "see"): ("seat",),
}

Kind = tuple[str, str | None]


@dataclass(frozen=True)
class Move:
    """A code's fields. ``args`` are the segments after the kind, in the order ``SHAPES``
    names them; read them by name (``card``, ``trait``, ``seat``, ``faction``, ``cards``)."""

    verb: str
    how: str | None = None
    args: tuple[str, ...] = ()

    @staticmethod
    def of(
        verb: str,
        how: str | None = None,
        *,
        card: str | None = None,
        trait: str | None = None,
        seat: str | None = None,
        faction: str | None = None,
        cards: tuple[str, ...] = (),
    ) -> Move:
        """A move from its fields by name, laid out as its kind's shape says."""
        named = {"card": card, "trait": trait, "seat": seat, "faction": faction}
        args: list[str] = []
        for name in SHAPES.get((verb, how), ()):
            if name == "cards":
                args += cards
            elif (value := named[name]) is not None:
                args.append(value)
        return Move(verb, how, tuple(args))

    @property
    def kind(self) -> Kind:
        return (self.verb, self.how)

    @property
    def code(self) -> str:
        return ":".join((self.verb, *((self.how,) if self.how else ()), *self.args))

    def field(self, name: str) -> str | None:
        shape = SHAPES.get(self.kind, ())
        at = shape.index(name) if name in shape else len(self.args)
        return self.args[at] if at < len(self.args) else None

    @property
    def card(self) -> str | None:
        return self.field("card")

    @property
    def trait(self) -> str | None:
        return self.field("trait")

    @property
    def seat(self) -> str | None:
        return self.field("seat")

    @property
    def faction(self) -> str | None:
        return self.field("faction")

    @property
    def cards(self) -> tuple[str, ...]:
        return self.args if "cards" in SHAPES.get(self.kind, ()) else ()


def read(code: str) -> Move:
    """A code's fields as written, checked against nothing."""
    verb, *rest = code.split(":")
    if rest and (verb, rest[0]) in SHAPES:
        return Move(verb, rest[0], tuple(rest[1:]))
    return Move(verb, None, tuple(rest))
