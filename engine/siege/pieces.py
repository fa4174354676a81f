"""The 51 counters of Siege: 28 Greek, 23 Trojan, each with a name, a city and a value.

Ids are what action codes carry (ASCII, lowercase, ``_`` only, never ``:``: ``ajax_lesser``,
``myrmidons2``); ``short`` is what a counter on the map has room for. Archers fight as value 1,
so their ``value`` is 1.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from engine.core.said import T_

Side = Literal["greek", "trojan"]
GREEK: Side = "greek"
TROJAN: Side = "trojan"
SIDES: tuple[Side, Side] = (GREEK, TROJAN)

SOLDIER_ALLOWANCE = 6  # value-1 pieces and archers
HERO_ALLOWANCE = 10  # value 2 to 9


def other(side: Side) -> Side:
    return TROJAN if side == GREEK else GREEK


@dataclass(frozen=True)
class Piece:
    id: str
    name: str
    short: str
    city: str
    side: Side
    value: int
    archer: bool = False
    thracian: bool = False

    @property
    def allowance(self) -> int:
        """Squares of movement a move gives this piece (siege.md: 6 or 10)."""
        return HERO_ALLOWANCE if self.value > 1 else SOLDIER_ALLOWANCE

    @property
    def hero(self) -> bool:
        """Only heroes duel: value above 1 (archers are not heroes)."""
        return self.value > 1 and not self.archer


def _hero(pid: str, name: str, short: str, city: str, side: Side, value: int) -> Piece:
    return Piece(pid, name, short, city, side, value, thracian=city == "Thrace")


def _archer(pid: str, name: str, short: str, city: str, side: Side) -> Piece:
    return Piece(pid, name, short, city, side, 1, archer=True)


def _soldiers(pid: str, name: str, short: str, city: str, side: Side, count: int) -> list[Piece]:
    """``count`` value-1 counters of one people; numbered only when there are several."""
    if count == 1:
        return [Piece(pid, name, short, city, side, 1, thracian=city == "Thrace")]
    return [
        Piece(f"{pid}{n}", f"{name} {n}", f"{short}{n}", city, side, 1, thracian=city == "Thrace")
        for n in range(1, count + 1)
    ]


_GREEKS: list[Piece] = [
    _hero("achilles", T_("Achilles"), "Achill", "Phthia", GREEK, 9),
    _hero("ajax", T_("Ajax"), "Ajax", "Salamis", GREEK, 8),
    _hero("diomedes", T_("Diomedes"), "Diomed", "Argos", GREEK, 8),
    _hero("agamemnon", T_("Agamemnon"), "Agamem", "Mycenae", GREEK, 7),
    _hero("odysseus", T_("Odysseus"), "Odyss", "Ithaca", GREEK, 7),
    _hero("patroclus", T_("Patroclus"), "Patrocl", "Phthia", GREEK, 6),
    _hero("idomeneus", T_("Idomeneus"), "Idomen", "Crete", GREEK, 6),
    _hero("ajax_lesser", T_("Ajax the Lesser"), "AjaxL", "Locris", GREEK, 5),
    _hero("menelaus", T_("Menelaus"), "Menel", "Sparta", GREEK, 4),
    _hero("antilochus", T_("Antilochus"), "Antiloc", "Pylos", GREEK, 4),
    _hero("nestor", T_("Nestor"), "Nestor", "Pylos", GREEK, 3),
    _hero("eurypylus", T_("Eurypylus"), "Eurypyl", "Ormenion", GREEK, 3),
    _hero("thoas", T_("Thoas"), "Thoas", "Aetolia", GREEK, 2),
    _archer("teucer", T_("Teucer"), "Teucer", "Salamis", GREEK),
    _archer("meriones", T_("Meriones"), "Merion", "Crete", GREEK),
    *_soldiers("myrmidons", T_("Myrmidons"), "Myrm", "Phthia", GREEK, 3),
    *_soldiers("argives", T_("Argives"), "Argiv", "Argos", GREEK, 2),
    *_soldiers("mycenaeans", T_("Mycenaeans"), "Mycen", "Mycenae", GREEK, 2),
    *_soldiers("spartans", T_("Spartans"), "Spartan", "Sparta", GREEK, 1),
    *_soldiers("cretans", T_("Cretans"), "Cretans", "Crete", GREEK, 1),
    *_soldiers("pylians", T_("Pylians"), "Pylians", "Pylos", GREEK, 1),
    *_soldiers("ithacans", T_("Ithacans"), "Ithacan", "Ithaca", GREEK, 1),
    *_soldiers("locrians", T_("Locrians"), "Locrian", "Locris", GREEK, 1),
    *_soldiers("salaminians", T_("Salaminians"), "Salamin", "Salamis", GREEK, 1),
]

_TROJANS: list[Piece] = [
    _hero("hector", T_("Hector"), "Hector", "Troy", TROJAN, 9),
    _hero("aeneas", T_("Aeneas"), "Aeneas", "Dardania", TROJAN, 8),
    _hero("sarpedon", T_("Sarpedon"), "Sarped", "Lycia", TROJAN, 7),
    _hero("glaucus", T_("Glaucus"), "Glaucus", "Lycia", TROJAN, 6),
    _hero("rhesus", T_("Rhesus"), "Rhesus", "Thrace", TROJAN, 6),
    _hero("polydamas", T_("Polydamas"), "Polydam", "Troy", TROJAN, 5),
    _hero("deiphobus", T_("Deiphobus"), "Deiph", "Troy", TROJAN, 5),
    _hero("agenor", T_("Agenor"), "Agenor", "Troy", TROJAN, 4),
    _hero("paris", T_("Paris"), "Paris", "Troy", TROJAN, 4),
    _hero("antimachus", T_("Antimachus"), "Antimac", "Troy", TROJAN, 3),
    _hero("asius", T_("Asius"), "Asius", "Percote", TROJAN, 3),
    _archer("helenus", T_("Helenus"), "Helenus", "Troy", TROJAN),
    _archer("pandarus", T_("Pandarus"), "Pandar", "Zeleia", TROJAN),
    *_soldiers("trojans", T_("Trojans"), "Troj", "Troy", TROJAN, 4),
    *_soldiers("dardanians", T_("Dardanians"), "Dard", "Dardania", TROJAN, 2),
    *_soldiers("lycians", T_("Lycians"), "Lyc", "Lycia", TROJAN, 2),
    *_soldiers("thracians", T_("Thracians"), "Thrac", "Thrace", TROJAN, 2),
]

PIECES: dict[str, Piece] = {p.id: p for p in (*_GREEKS, *_TROJANS)}
SIDE_PIECES: dict[Side, tuple[str, ...]] = {
    GREEK: tuple(p.id for p in _GREEKS),
    TROJAN: tuple(p.id for p in _TROJANS),
}
NAMES: dict[str, str] = {pid: p.name for pid, p in PIECES.items()}
SHORT_NAMES: dict[str, str] = {pid: p.short for pid, p in PIECES.items()}
