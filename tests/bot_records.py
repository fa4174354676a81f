"""Finished games of ``normal`` bots written as records, for the tests that read records."""

from __future__ import annotations

from typing import Any

from tabletop import sample_records

NAMES = ("Andromache", "Briseis", "Cassandra", "Diomedes", "Euphorbus", "Phoenix")


def bot_record(key: str, seats: int, seed: int, options: dict[str, str]) -> dict[str, Any]:
    """A finished game of ``normal`` bots at every seat, the seats named from ``NAMES``."""
    return sample_records.bot_record(key, seed, options, NAMES[:seats])
