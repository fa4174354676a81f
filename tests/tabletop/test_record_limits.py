"""The limits an uploaded record is read with fit every real record: the
longest game (a Siege of Troy ``full`` by bots at four seats) with room to spare, and a record's
largest numbers (a 63-bit seed, a 12-digit game id) and deepest nesting."""

from __future__ import annotations

import time
from typing import Any

import pytest

from tabletop import sample_records
from tabletop.records import (
    MAX_RECORD_BYTES,
    RECORD_FORMAT,
    RECORD_VERSION,
    BadRecord,
    parse_record,
    record_bytes,
)

LONGEST_NAME = "n" * 32  # Discord's longest display name


def bot_record(key: str, seats: int, level: str, seed: int, options: dict[str, str]) -> Any:
    """A finished bot game's record, as ``record_of`` writes one (long names, a long id, the
    largest seed a record may hold)."""
    names = [LONGEST_NAME] * seats
    record = sample_records.bot_record(key, seed, options, names, level=level, game_id=10**12 - 1)
    return {**record, "seed": 2**63 - 1}


def test_a_records_largest_numbers_and_nesting_are_read() -> None:
    record = {
        "format": RECORD_FORMAT,
        "version": RECORD_VERSION,
        "game": "ilios",
        "game_id": 10**12 - 1,
        "seed": -(2**63),
        "options": {"size": "5"},
        "seats": [{"seat": 0, "name": "[[[[[[[[[[{{{{{{{{{", "team": 1, "bot": None}],
        "actions": [[0, "place:A1:]]]]]]]]]]]]"]],
    }
    assert parse_record(record_bytes(record)) == record
    with pytest.raises(BadRecord):
        parse_record(record_bytes({**record, "seats": [[[[[[[[[record["seats"]]]]]]]]]]}))


def test_a_file_of_escaped_quotes_is_refused_at_once() -> None:
    """Strings are stripped in one pass: an unclosed string of escaped quotes, as large as a file
    may be, must not be rescanned from each quote (which took minutes)."""
    data = b'"' + b'\\"' * (MAX_RECORD_BYTES // 2 - 1)
    start = time.perf_counter()
    with pytest.raises(BadRecord):
        parse_record(data)
    assert time.perf_counter() - start < 2.0


@pytest.mark.slow
def test_the_longest_real_record_fits_four_times_over() -> None:
    seed = 0
    record = bot_record("siege", 4, "random", seed, {"scenario": "full"})
    data = record_bytes(record)
    assert len(record["actions"]) > 400
    assert 4 * len(data) < MAX_RECORD_BYTES, len(data)
    assert parse_record(data) == record
