"""Other work on the machine, made on purpose: processes that keep cores busy at the benchmark's
own priority, as other tables' bots thinking would, so a figure can be taken loaded and quiet
side by side."""

from __future__ import annotations

import multiprocessing
import time
from collections.abc import Iterator
from contextlib import contextmanager
from multiprocessing.synchronize import Event


def spin(busy: Event, stop: Event) -> None:
    """A process that keeps a core busy while ``busy`` is set, until ``stop``."""
    while not stop.is_set():
        if busy.is_set():
            end = time.perf_counter() + 0.05
            while time.perf_counter() < end:
                pass
        else:
            time.sleep(0.01)


@contextmanager
def spinners(count: int, start_busy: bool = True) -> Iterator[Event]:
    """``count`` spinning processes for the ``with`` block; the event it gives turns them on
    (set) and off (clear)."""
    busy, stop = multiprocessing.Event(), multiprocessing.Event()
    if start_busy:
        busy.set()
    processes = [multiprocessing.Process(target=spin, args=(busy, stop)) for _ in range(count)]
    for process in processes:
        process.start()
    try:
        yield busy
    finally:
        stop.set()
        for process in processes:
            process.join()
