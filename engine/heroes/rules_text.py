"""The Heroes of Troy rules for ``/game rules``: one topic per key (filled in below)."""

from __future__ import annotations

TOPICS: dict[str, str] = {"overview": "Heroes of Troy"}
