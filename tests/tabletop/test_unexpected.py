"""The once-a-minute rule for unexpected errors (``tabletop.unexpected``), on a fake clock."""

from __future__ import annotations

import json
import logging
from collections.abc import Callable

import pytest

from tabletop import unexpected
from tabletop.unexpected import UnexpectedErrors, log_unexpected


class Clock:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


def fail(kind: type[Exception] = RuntimeError) -> None:
    raise kind("boom")


def log_failure(logger: logging.Logger, kind: type[Exception] = RuntimeError) -> bool:
    try:
        fail(kind)
    except Exception:  # noqa: BLE001 - the point of the test
        return log_unexpected(logger, "tick of table %s failed", 7)
    raise AssertionError("fail() did not raise")


def test_once_per_kind_a_minute_then_the_count_left_out(
    monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    clock = Clock()
    monkeypatch.setattr(unexpected, "UNEXPECTED", UnexpectedErrors(clock=clock))
    logger = logging.getLogger("troy.test")
    logged = [log_failure(logger) for _ in range(50)]
    assert logged == [True] + [False] * 49
    assert log_failure(logger, ValueError), "another kind is logged at once"
    clock.now += 59
    assert not log_failure(logger)
    clock.now += 2
    assert log_failure(logger)
    lines = [r for r in caplog.records if r.name == "troy.test"]
    assert len(lines) == 3 and all(r.exc_info is not None for r in lines)
    assert lines[0].getMessage() == "tick of table 7 failed"
    assert "50 more like it were left out" in lines[2].getMessage()


def caught(call: Callable[[], object]) -> BaseException:
    try:
        call()
    except ValueError as error:
        return error
    raise AssertionError("it did not raise")


def test_an_error_raised_in_a_library_is_told_apart_by_our_line_that_called_it() -> None:
    def here() -> object:
        return json.loads("{")

    def there() -> object:
        return json.loads("[")

    first, again, other = caught(here), caught(here), caught(there)
    assert type(first) is type(other)  # the same library line raised both
    kind = unexpected.kind_of(first, "m")
    assert kind == unexpected.kind_of(again, "m")
    assert kind != unexpected.kind_of(other, "m")
    assert kind[1].startswith(unexpected.PROJECT) and "test_unexpected" in kind[1]
