"""The one kind of cache the renderers keep: least recently used out first, bounded by entries
and by bytes.

A bot draws for months: a cache that only grows (``functools.cache``, a dict filled at draw time)
holds every picture size and every name it ever met, and the process grows with every game. So
every render cache is a ``Bounded`` (or a function wrapped by ``memo``), which

- keeps at most ``entries`` values and, when ``max_bytes`` is given, at most that many bytes of
  them (one value bigger than the whole bound is kept alone, so a huge board still draws once);
- is guarded by a lock: pictures are drawn in worker threads;
- is listed in ``caches()``, so tests and benchmarks can check every bound and size at once.

Two threads may compute the same missing value at once; both compute the same thing and one is
kept.
"""

from __future__ import annotations

import sys
import threading
import weakref
from collections import OrderedDict
from collections.abc import Callable, Hashable, Iterator
from dataclasses import dataclass
from functools import update_wrapper
from typing import Any, Generic, ParamSpec, TypeVar

from PIL import Image

K = TypeVar("K", bound=Hashable)
V = TypeVar("V")
P = ParamSpec("P")
R = TypeVar("R")

MB = 1024 * 1024
_registry: weakref.WeakSet[Bounded[Any, Any]] = weakref.WeakSet()
_registry_lock = threading.Lock()


def image_bytes(img: Image.Image) -> int:
    """Memory held by an image's pixels: Pillow stores a pixel of 3 or 4 bands in 4 bytes, of one
    8-bit band in 1, of a 32-bit band in 4."""
    bands = len(img.getbands())
    per_pixel = 4 if bands >= 3 or img.mode in ("I", "F", "RGBX") else bands
    return img.width * img.height * per_pixel


def size_of(value: object) -> int:
    """About how many bytes ``value`` holds: pixels for images (and for records holding
    images, which say so with an ``nbytes`` property), else Python's own size of the object."""
    if isinstance(value, Image.Image):
        return image_bytes(value)
    nbytes = getattr(value, "nbytes", None)
    if isinstance(nbytes, int):
        return nbytes
    if isinstance(value, tuple):
        return sys.getsizeof(value) + sum(size_of(v) for v in value)
    return sys.getsizeof(value)


@dataclass(frozen=True)
class Usage:
    """What a cache holds against its bounds, for tests and benchmarks."""

    name: str
    entries: int
    max_entries: int
    nbytes: int
    max_bytes: int | None

    @property
    def within(self) -> bool:
        """Within both bounds (one value bigger than the byte bound may stay alone)."""
        fits = self.max_bytes is None or self.nbytes <= self.max_bytes or self.entries <= 1
        return self.entries <= self.max_entries and fits


class Bounded(Generic[K, V]):
    """A thread-safe LRU map bounded by ``entries`` and, when given, ``max_bytes``."""

    def __init__(
        self,
        name: str,
        entries: int,
        max_bytes: int | None = None,
        sizer: Callable[[V], int] = size_of,
        *,
        listed: bool = True,
    ) -> None:
        if entries < 1 or (max_bytes is not None and max_bytes < 1):
            raise ValueError(f"cache {name!r} needs positive bounds")
        self.name = name
        self.max_entries = entries
        self.max_bytes = max_bytes
        self._sizer = sizer
        self._lock = threading.Lock()
        self._items: OrderedDict[K, tuple[V, int]] = OrderedDict()
        self._bytes = 0
        if listed:
            with _registry_lock:
                _registry.add(self)

    def get(self, key: K) -> V | None:
        """The value under ``key`` (now the most recently used), or None."""
        with self._lock:
            found = self._items.get(key)
            if found is None:
                return None
            self._items.move_to_end(key)
            return found[0]

    def put(self, key: K, value: V) -> V:
        """Keeps ``value`` under ``key`` (unless another thread put one first: that one is kept
        and returned), then drops the least recently used values beyond the bounds."""
        size = self._sizer(value) if self.max_bytes is not None else 0
        with self._lock:
            found = self._items.get(key)
            if found is not None:
                self._items.move_to_end(key)
                return found[0]
            self._items[key] = (value, size)
            self._bytes += size
            self._shrink()
            return value

    def get_or_make(self, key: K, make: Callable[[], V]) -> V:
        """The value under ``key``, made by ``make()`` (outside the lock) when missing."""
        found = self.get(key)
        return found if found is not None else self.put(key, make())

    def bound(self, entries: int | None = None, max_bytes: int | None = None) -> None:
        """New bounds (tests shrink them); values beyond them go at once."""
        with self._lock:
            if entries is not None:
                self.max_entries = entries
            if max_bytes is not None:
                if self.max_bytes is None:
                    self._bytes = sum(self._sizer(v) for v, _ in self._items.values())
                    self._items = OrderedDict(
                        (k, (v, self._sizer(v))) for k, (v, _) in self._items.items()
                    )
                self.max_bytes = max_bytes
            self._shrink()

    def _shrink(self) -> None:
        while len(self._items) > self.max_entries or (
            self.max_bytes is not None and self._bytes > self.max_bytes and len(self._items) > 1
        ):
            self._bytes -= self._items.popitem(last=False)[1][1]

    def clear(self) -> None:
        with self._lock:
            self._items.clear()
            self._bytes = 0

    def __len__(self) -> int:
        with self._lock:
            return len(self._items)

    @property
    def nbytes(self) -> int:
        """Bytes held (counted only when the cache has a byte bound)."""
        with self._lock:
            return self._bytes

    def usage(self) -> Usage:
        with self._lock:
            return Usage(self.name, len(self._items), self.max_entries, self._bytes, self.max_bytes)


class Memo(Generic[P, R]):
    """A function whose results are kept in a ``Bounded`` cache keyed by its arguments (which must
    be hashable); what ``functools.lru_cache`` does, with a byte bound too."""

    def __init__(self, fn: Callable[P, R], cache: Bounded[Hashable, tuple[R]]) -> None:
        self._fn = fn
        self.cache = cache
        update_wrapper(self, fn)

    def __call__(self, *args: P.args, **kwargs: P.kwargs) -> R:
        key: Hashable = (args, tuple(sorted(kwargs.items()))) if kwargs else args
        found = self.cache.get(key)  # a 1-tuple, so that a result of None is kept too
        if found is None:
            found = self.cache.put(key, (self._fn(*args, **kwargs),))
        return found[0]

    def cache_clear(self) -> None:
        self.cache.clear()


def memo(
    name: str, entries: int, max_bytes: int | None = None
) -> Callable[[Callable[P, R]], Memo[P, R]]:
    """Decorator: keep ``fn``'s results in a bounded cache called ``name``. Images kept are
    shared between callers: treat them as read-only."""

    def wrap(fn: Callable[P, R]) -> Memo[P, R]:
        return Memo(fn, Bounded(name, entries, max_bytes))

    return wrap


def caches() -> Iterator[Bounded[Any, Any]]:
    """Every listed cache alive now, by name."""
    with _registry_lock:
        alive = list(_registry)
    return iter(sorted(alive, key=lambda c: c.name))


def usage() -> list[Usage]:
    """What every listed cache holds against its bounds."""
    return [c.usage() for c in caches()]
