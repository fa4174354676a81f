"""Troy Tabletop: wiring only — settings, logging, one Store, one Service, the cogs, and run.

``create_bot(settings)`` builds the bot without connecting, so tests (through simcord) run the very
same wiring as production. ``python bot.py`` reads ``.env`` and connects.
"""

from __future__ import annotations

import logging
import os
import sys
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import discord
from aiohttp import web as aiohttp_web
from discord import app_commands
from discord.ext import commands

from cogs.kit.command_words import CommandTranslator
from cogs.kit.components import web_link
from cogs.kit.compose import drawn_tables, images
from cogs.kit.delivery.delivery import Delivery
from cogs.kit.errors import handle_error, what_was_used
from cogs.table_bot import TableBot
from engine import registry
from tabletop.service import Service
from tabletop.store import Store
from tabletop.store.core import is_postgres
from tabletop.thinking import WORKERS, ThinkPool
from tabletop.unexpected import log_unexpected
from web.server import WebSettings, serve

log = logging.getLogger("troy")

CORE_EXTENSIONS = ("cogs.game", "cogs.admin")
NO_TOKEN = (
    "No Discord token: copy .env.example to .env and set DISCORD_TOKEN to your bot's token "
    "(Developer Portal → Bot → Reset Token)."
)
UNREACHABLE = (
    "Could not reach Discord ({error}): check this machine's internet connection, "
    "then start the bot again."
)
BAD_TOKEN = (
    "Discord rejected the token: set DISCORD_TOKEN in .env to your bot's current token "
    "(Developer Portal → Bot → Reset Token)."
)


@dataclass(frozen=True)
class Settings:
    """Everything the bot reads from the environment (see .env.example)."""

    token: str | None = field(default=None, repr=False)  # never in a log line
    database_path: str = "data/troy.db"
    database_url: str | None = field(default=None, repr=False)  # postgresql://… (a password)
    process_name: str = "main"  # processes sharing one database need different names
    dev_guild_id: int | None = None
    log_level: str = "INFO"
    owner_id: int | None = None
    render_processes: int = 0  # draw pictures in worker processes (0: in threads)
    bot_processes: int = WORKERS  # worker processes of the bots that search (``hard``)
    shard_count: int | None = None  # None: the count Discord recommends, all in this process
    shard_ids: tuple[int, ...] | None = None  # None: every shard; else this process's share
    web: WebSettings | None = None  # the web view: tables link to it, and with a port it is served

    @classmethod
    def from_env(cls, env: Mapping[str, str] | None = None) -> Settings:
        env = os.environ if env is None else env

        def number(name: str, what: str = "a Discord id") -> int | None:
            value = env.get(name, "").strip()
            if value and not (value.isascii() and value.isdigit()):
                raise ValueError(f"{name} in .env must be {what} (digits only), not {value!r}.")
            return int(value) if value else None

        url = env.get("DATABASE_URL", "").strip()
        if url and not is_postgres(url):
            raise ValueError(
                f"DATABASE_URL in .env must start with postgresql://, not {url[:12]!r}."
            )
        return cls(
            token=env.get("DISCORD_TOKEN", "").strip() or None,
            database_path=env.get("DATABASE_PATH", "").strip() or "data/troy.db",
            database_url=env.get("DATABASE_URL", "").strip() or None,
            process_name=env.get("PROCESS_NAME", "").strip() or "main",
            dev_guild_id=number("DEV_GUILD_ID"),
            log_level=(env.get("LOG_LEVEL", "").strip() or "INFO").upper(),
            owner_id=number("OWNER_ID"),
            render_processes=number("RENDER_PROCESSES", "a number of processes") or 0,
            bot_processes=number("BOT_PROCESSES", "a number of processes") or WORKERS,
            **shards(env.get("SHARD_COUNT", ""), env.get("SHARD_IDS", "")),
            web=WebSettings.from_env(env),
        )


def shards(count_text: str, ids_text: str) -> dict[str, Any]:
    """``SHARD_COUNT`` and ``SHARD_IDS`` ("0,1") checked together, so that a process told to run
    shards that cannot exist says so at start-up instead of connecting to none (or to all)."""
    count_text, ids_text = count_text.strip(), ids_text.strip()
    if count_text and not (count_text.isascii() and count_text.isdigit() and int(count_text)):
        raise ValueError(
            f"SHARD_COUNT in .env must be a number of shards (1 or more), not {count_text!r}."
        )
    count = int(count_text) if count_text else None
    if not ids_text:
        return {"shard_count": count, "shard_ids": None}
    if count is None:
        raise ValueError("SHARD_IDS in .env needs SHARD_COUNT too (how many shards in all).")
    parts = [part.strip() for part in ids_text.split(",")]
    if not all(part.isascii() and part.isdigit() for part in parts):
        raise ValueError(
            f"SHARD_IDS in .env must be shard numbers separated by commas, not {ids_text!r}."
        )
    ids = tuple(int(part) for part in parts)
    if len(set(ids)) != len(ids) or max(ids) >= count:
        raise ValueError(
            f"SHARD_IDS in .env must be distinct numbers from 0 to {count - 1} "
            f"(SHARD_COUNT is {count}), not {ids_text!r}."
        )
    return {"shard_count": count, "shard_ids": ids}


def shard_share(settings: Settings) -> dict[str, Any]:
    """``shard_ids`` for discord.py, only when this process runs a share of the shards."""
    return {} if settings.shard_ids is None else {"shard_ids": list(settings.shard_ids)}


class TroyTree(app_commands.CommandTree):
    """The command tree with the one error handler every slash command shares."""

    async def on_error(
        self, interaction: discord.Interaction, error: app_commands.AppCommandError
    ) -> None:
        await handle_error(interaction, error)


class TroyBot(commands.AutoShardedBot):
    """The bot: owns the store and the service, and loads the cogs when it starts. Sharded
    (one gateway connection per shard): one process runs every shard unless ``SHARD_IDS`` gives
    it a share; each process gets the events of its shards' guilds (DMs come to shard 0) and may
    post anywhere, since every table is in the shared database."""

    store: Store
    service: Service

    def __init__(
        self,
        settings: Settings,
        *,
        seed_source: Callable[[], int] | None = None,
    ) -> None:
        intents = discord.Intents.default()
        super().__init__(
            command_prefix=commands.when_mentioned_or("!"),
            intents=intents,
            tree_cls=TroyTree,
            owner_id=settings.owner_id,
            help_command=None,
            allowed_mentions=discord.AllowedMentions.none(),  # each message says whom it notifies
            shard_count=settings.shard_count,
            **shard_share(settings),
        )
        self.settings = settings
        self.seed_source = seed_source
        self.delivery = Delivery(self)
        self.web: aiohttp_web.AppRunner | None = None

    async def setup_hook(self) -> None:
        self.store = await Store.open(
            self.settings.database_url or self.settings.database_path,
            owner=self.settings.process_name,
        )
        self.service = Service(
            self.store,
            seed_source=self.seed_source,
            thinkers=ThinkPool(self.settings.bot_processes),
        )
        images.use_processes(self.settings.render_processes)
        await self.start_web()
        await self.tree.set_translator(CommandTranslator())  # the commands in every language
        for extension in extensions():
            await self.load_extension(extension)
        live = await self.service.live_count()
        log.info("%d live table(s) carry on: their buttons work from their custom ids", live)
        if self.settings.dev_guild_id:
            guild = discord.Object(self.settings.dev_guild_id)
            self.tree.copy_global_to(guild=guild)
            try:
                synced = await self.tree.sync(guild=guild)
            except discord.HTTPException as error:
                # A wrong id must not stop the bot; say what to check instead.
                log.warning(
                    "could not sync commands to DEV_GUILD_ID %s (%s): is the bot in that server, "
                    "invited with the applications.commands scope?",
                    guild.id,
                    error.text or error.status,
                )
            else:
                log.info("synced %d commands to the dev guild %s", len(synced), guild.id)

    async def start_web(self) -> None:
        """With ``WEB_URL`` the tables link to their web page; with ``WEB_PORT`` too, this
        process serves the pages (else ``scripts/web`` does, apart)."""
        web = self.settings.web
        web_link.use(web.links().url if web is not None else None)
        if web is not None and web.port is not None and self.web is None:
            self.web = await serve(self.store, web, drawn=drawn_tables.shelve())

    async def on_ready(self) -> None:
        """Connected: whatever a stopped process committed but did not announce goes out now
        (``on_ready`` can repeat after a reconnect; with nothing pending it sends nothing)."""
        log.info("logged in as %s (%s)", self.user, getattr(self.user, "id", "?"))
        try:
            await self.service.resume()  # bots that were due move now; their moves are pending
        except Exception:  # noqa: BLE001 - the bot must come up even so
            log_unexpected(log, "could not resume the bots that were due")
        await self.delivery.resume()

    async def on_error(self, event_method: str, /, *args: object, **kwargs: object) -> None:
        """An event handler's own bug: logged like every unexpected error, once a minute a kind
        (discord.py's default logs every one of them with its traceback)."""
        log_unexpected(log, "unexpected error in %s", event_method)

    async def on_interaction(self, interaction: discord.Interaction) -> None:
        """One readable line per command or component: who, what, where (never the values)."""
        what = what_was_used(interaction)
        if what is None:
            return
        log.info(
            "%s (%s) %s in channel %s",
            interaction.user,
            interaction.user.id,
            what,
            interaction.channel_id,
        )

    async def close(self) -> None:
        for extension in tuple(self.extensions):  # each cog stops its own loops first
            try:
                await self.unload_extension(extension)
            except Exception:  # noqa: BLE001 - closing goes on whatever one cog does
                log_unexpected(log, "could not unload %s", extension)
        await self.delivery.close()
        if self.web is not None:
            await self.web.cleanup()  # ends the open streams; nobody waits on a slow one
            self.web = None
        images.stop_processes()
        service = getattr(self, "service", None)
        if service is not None:
            service.thinkers.shutdown()
        await super().close()
        store = getattr(self, "store", None)
        if store is not None:
            await store.close()


def table_bot(bot: TroyBot) -> TableBot:
    """The bot as its cogs see it: mypy checks here that it gives them what they expect."""
    return bot


def extensions() -> list[str]:
    """The shared cogs, then each registered game's own (registering a game is one place)."""
    names = list(CORE_EXTENSIONS)
    for entry in registry.all_entries():
        if entry.cog and entry.cog not in names:
            names.append(entry.cog)
    return names


def create_bot(settings: Settings, *, seed_source: Callable[[], int] | None = None) -> TroyBot:
    """Build the bot (not connected; the store opens in ``setup_hook``). Tests fix new games'
    seeds with ``seed_source``."""
    return TroyBot(settings, seed_source=seed_source)


def setup_logging(level: str) -> None:
    logging.basicConfig(
        stream=sys.stdout,
        level=getattr(logging, level, logging.INFO),
        format="%(asctime)s %(levelname)-7s %(name)s: %(message)s",
    )
    # Warnings that would only worry an admin: the bot never joins voice, and its one prefix
    # command (`!sync` by DM) needs no message content intent, since DMs always carry content.
    discord.VoiceClient.warn_nacl = discord.VoiceClient.warn_dave = False
    logging.getLogger("discord.ext.commands.bot").addFilter(
        lambda record: "message content intent" not in record.getMessage()
    )


def main() -> int:
    from dotenv import load_dotenv

    load_dotenv(Path(__file__).with_name(".env"))
    try:
        settings = Settings.from_env()
    except ValueError as error:
        print(error, file=sys.stderr)
        return 1
    if not settings.token:
        print(NO_TOKEN, file=sys.stderr)
        return 1
    setup_logging(settings.log_level)
    bot = create_bot(settings)
    try:
        bot.run(settings.token, log_handler=None)
    except discord.LoginFailure:
        print(BAD_TOKEN, file=sys.stderr)
        return 1
    except OSError as error:  # aiohttp's connection errors, DNS failures included
        print(UNREACHABLE.format(error=error), file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
