"""Which language to speak to each person and in each server.

Discord tells the bot, with every interaction, the locale of the person (``interaction.locale``)
and of the server (``guild_locale``). They are remembered here, so that a message sent outside an
interaction (a hand DM after another player's move, the table after a bot's) finds its reader's
language; ``/game language`` may override either. The locales are kept as Discord spells them:
which language the bot speaks for one is the layer above's business.
"""

from __future__ import annotations

from tabletop.store import Store
from tabletop.store.languages import GUILD, USER

__all__ = ["GUILD", "USER", "Languages"]


class Languages:
    """Locales seen and languages chosen, per user and per server, cached here: an interaction
    writes only when it brings a locale not stored yet."""

    def __init__(self, store: Store) -> None:
        self._store = store
        self._rows: dict[tuple[str, int], tuple[str | None, str | None]] = {}

    async def _row(self, scope: str, key: int) -> tuple[str | None, str | None]:
        if (scope, key) not in self._rows:
            self._rows[(scope, key)] = await self._store.language_row(scope, key)
        return self._rows[(scope, key)]

    async def seen(
        self, user_id: int, locale: str, guild_id: int | None, guild_locale: str | None
    ) -> None:
        """An interaction's locales: remembered when new."""
        pairs = [(USER, user_id, locale)]
        if guild_id is not None and guild_locale:
            pairs.append((GUILD, guild_id, guild_locale))
        for scope, key, value in pairs:
            seen, _ = await self._row(scope, key)
            if seen != value:
                await self._store.set_language_seen(scope, key, value)
                # A choice made meanwhile (the command this interaction carries) stays.
                self._rows[(scope, key)] = (value, self._rows[(scope, key)][1])

    async def choose(self, scope: str, key: int, language: str | None) -> None:
        """``/game language``: a user's or a server's own choice (None: Discord's locale)."""
        await self._row(scope, key)
        await self._store.set_language_chosen(scope, key, language)
        self._rows[(scope, key)] = (self._rows[(scope, key)][0], language)

    async def of_user(self, user_id: int, locale: str | None = None) -> str | None:
        """The user's chosen language, else ``locale`` (their interaction's), else the locale
        last seen for them; None when nothing is known."""
        seen, chosen = await self._row(USER, user_id)
        return chosen or locale or seen

    async def of_guild(self, guild_id: int | None, locale: str | None = None) -> str | None:
        """The server's chosen language, else ``locale``, else the one last seen."""
        if guild_id is None:
            return locale
        seen, chosen = await self._row(GUILD, guild_id)
        return chosen or locale or seen
