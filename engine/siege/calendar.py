"""The calendar of the siege: four days of eight hours and what the gods and the poem put in them.

Each hour is a Greek move and a Trojan response. The table follows ``siege.md`` (the design's
calendar); everything here is a pure function of the day and the hour.
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.siege.pieces import GREEK, TROJAN, Side
from engine.siege.view_types import CalendarEventView, EventKind

DAYS = 4
HOURS = 8

# (day, hour) -> the side the gods favour in both halves of that hour.
FAVOURED: dict[tuple[int, int], Side] = {
    (1, 3): GREEK,
    (1, 4): GREEK,
    **{(2, h): TROJAN for h in range(3, 9)},
    (3, 4): GREEK,
    (3, 5): GREEK,
    (3, 7): TROJAN,
    (4, 3): GREEK,
    (4, 4): GREEK,
}

# (day, hour) -> the two heroes of a calendar duel, in the calendar's order.
DUELS: dict[tuple[int, int], tuple[str, str]] = {
    (1, 1): ("paris", "menelaus"),
    (1, 7): ("hector", "ajax"),
    (3, 6): ("patroclus", "sarpedon"),
    (3, 7): ("hector", "patroclus"),
    (4, 2): ("achilles", "aeneas"),
    (4, 8): ("achilles", "hector"),
}

WALL_DAY = 2  # the wall stands from the first hour of day 2
THRACIANS_LEAVE = 3  # the night raid before day 3
ACHILLES_DAY = 4  # Achilles enters at day 4, hour 1


@dataclass(frozen=True)
class CalendarEvent:
    day: int
    hour: int
    kind: EventKind
    text: str
    side: Side | None = None
    pieces: tuple[str, ...] = ()

    def to_dict(self) -> CalendarEventView:
        return {
            "day": self.day,
            "hour": self.hour,
            "kind": self.kind,
            "text": self.text,
            "side": self.side,
            "pieces": list(self.pieces),
        }


def favoured(day: int, hour: int) -> Side | None:
    """The side whose value-1 pieces the gods double in this hour, if any."""
    return FAVOURED.get((day, hour))


def duel_at(day: int, hour: int) -> tuple[str, str] | None:
    return DUELS.get((day, hour))


def wall_stands(day: int) -> bool:
    return day >= WALL_DAY


def thracians_present(day: int) -> bool:
    return day < THRACIANS_LEAVE


def achilles_abstains_on(day: int) -> bool:
    """Before day 4 Achilles abstains (unless an attack has put him in play)."""
    return day < ACHILLES_DAY


def _side_word(side: Side) -> str:
    return "Greeks" if side == GREEK else "Trojans"


def _title(pid: str) -> str:
    return pid.replace("-", " ").title()


def events() -> tuple[CalendarEvent, ...]:
    """The whole calendar in order of time."""
    found: list[CalendarEvent] = []
    for day in range(1, DAYS + 1):
        for hour in range(1, HOURS + 1):
            if hour == 1 and day == WALL_DAY:
                found.append(CalendarEvent(day, hour, "wall", "The Greek wall stands"))
            if hour == 1 and day == THRACIANS_LEAVE:
                found.append(
                    CalendarEvent(day, hour, "thracians", "Rhesus and the Thracians are gone")
                )
            if hour == 1 and day == ACHILLES_DAY:
                found.append(CalendarEvent(day, hour, "achilles", "Achilles enters the battle"))
            side = favoured(day, hour)
            if side is not None:
                text = f"The gods favour the {_side_word(side)}"
                found.append(CalendarEvent(day, hour, "favour", text, side=side))
            pair = duel_at(day, hour)
            if pair is not None:
                text = f"Duel: {_title(pair[0])} – {_title(pair[1])}"
                found.append(CalendarEvent(day, hour, "duel", text, pieces=pair))
    return tuple(found)


EVENTS = events()


def coming(day: int, hour: int, last_day: int) -> tuple[CalendarEvent, ...]:
    """This hour's events and the ones still to come up to the end of ``last_day``."""
    return tuple(e for e in EVENTS if (day, hour) <= (e.day, e.hour) and e.day <= last_day)
