"""Which language each person and each server reads (migration 14): the locale Discord last
told us for them, and the language they chose with ``/game language``, if any."""

from __future__ import annotations

from tabletop.store.core import StoreCore

USER, GUILD = "user", "guild"


class LanguagesStore(StoreCore):
    """Languages seen and chosen, per user and per server."""

    # --- languages -------------------------------------------------------------------------
    async def language_row(self, scope: str, key: int) -> tuple[str | None, str | None]:
        """(the locale last seen, the language chosen) for a user or a server."""
        rows = await self._fetchall(
            "SELECT seen, chosen FROM languages WHERE scope = ? AND id = ?", (scope, key)
        )
        if not rows:
            return None, None
        seen, chosen = rows[0][0], rows[0][1]
        return (str(seen) if seen else None), (str(chosen) if chosen else None)

    async def set_language_seen(self, scope: str, key: int, locale: str) -> None:
        """Not fsynced: a locale lost to a power cut is learnt again at the next interaction."""
        async with self._tx(durable=False) as db:
            await db.execute(
                "INSERT INTO languages (scope, id, seen) VALUES (?, ?, ?)"
                " ON CONFLICT (scope, id) DO UPDATE SET seen = excluded.seen",
                (scope, key, locale),
            )

    async def set_language_chosen(self, scope: str, key: int, language: str | None) -> None:
        """``language`` chosen for a user or a server; None: follow Discord's locale again."""
        async with self._tx() as db:
            await db.execute(
                "INSERT INTO languages (scope, id, chosen) VALUES (?, ?, ?)"
                " ON CONFLICT (scope, id) DO UPDATE SET chosen = excluded.chosen",
                (scope, key, language),
            )
