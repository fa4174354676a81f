"""Worker processes end when the process that started them ends, however it ends.

A ``ProcessPoolExecutor``'s worker waits on its job queue, and nothing tells it that the bot is
gone: after a ``kill -9`` (no shutdown, no ``atexit``) the workers of the thinking and picture
pools stayed on as orphans, memory and all, restart after restart. Each worker therefore runs
``end_with_parent`` first: a daemon thread that exits the worker at once when its parent is no
longer the process that started it (the orphan was handed to init or a subreaper). With no
workers left, multiprocessing's resource tracker sees its pipe close and ends too.

Not ``prctl(PR_SET_PDEATHSIG)``: Linux sends that signal when the *thread* that started the
worker ends, and a pool starts workers from whichever thread submits to it, so it could kill the
workers of a bot that is still running. Asking ``getppid`` twice a second costs nothing.
"""

from __future__ import annotations

import os
import threading
import time

POLL = 0.5  # seconds between two looks at the parent: an orphan lives at most this long


def end_with_parent(parent: int) -> None:
    """In a new worker: exit as soon as ``parent`` (the pool's process, its pid taken there when
    the pool was made) is no longer this worker's parent, even if it already is not."""
    if os.getppid() != parent:
        os._exit(0)
    watcher = threading.Thread(target=_watch, args=(parent,), name="troy-parent-watch", daemon=True)
    watcher.start()


def _watch(parent: int) -> None:
    """The watching thread: ``os._exit``, because the worker's own thread may be busy (a search,
    a drawing) or blocked on its queue, and nobody is left to wait for its result."""
    while os.getppid() == parent:
        time.sleep(POLL)
    os._exit(0)
