"""Running the web view: its settings from ``.env``, serving it beside the bot (``bot.py``
starts it when ``WEB_URL`` and ``WEB_PORT`` are set) or alone against the same database
(``scripts/web``), so that operators can run it apart from the bot processes."""

from __future__ import annotations

import asyncio
import contextlib
import logging
import os
import signal
import sys
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path

from aiohttp import web

from tabletop.store import Store
from web.app import create_app
from web.links import Links
from web.pictures import Drawn

log = logging.getLogger("troy.web")

ERR = sys.stderr
SHUTDOWN_SECONDS = 2.0  # open streams are ended, not waited for
# On its own (scripts/web) the web view yields the cores to the bots beside it: their moves are
# waited for, its pages have a second to spare (benchmarks/web_streams.py --web-nice).
NICE_APART = 10


@dataclass(frozen=True)
class WebSettings:
    """``WEB_URL`` (the public address of the pages), ``WEB_SECRET`` (signs each table's
    link), ``WEB_PORT`` and ``WEB_HOST`` (where this process listens; no port: it only links)."""

    url: str
    secret: str = field(repr=False)  # never in a log line
    port: int | None = None
    host: str = "0.0.0.0"
    draw_processes: int = 1  # WEB_DRAW_PROCESSES: pictures drawn away from the bot's process
    nice: int = NICE_APART  # WEB_NICE: how much lower than the bot the web view runs on its own

    @classmethod
    def from_env(cls, env: Mapping[str, str]) -> WebSettings | None:
        """The settings, or None when ``WEB_URL`` is not set (no web view, no link);
        ValueError saying what to fix otherwise."""
        url = env.get("WEB_URL", "").strip().rstrip("/")
        if not url:
            return None
        if not url.startswith(("https://", "http://")):
            raise ValueError(f"WEB_URL in .env must start with https://, not {url[:12]!r}.")
        secret = env.get("WEB_SECRET", "").strip()
        Links(secret)  # says what a usable secret is
        port_text = env.get("WEB_PORT", "").strip()
        if port_text and not (port_text.isdigit() and 0 < int(port_text) < 65536):
            raise ValueError(f"WEB_PORT in .env must be a port number, not {port_text!r}.")
        host = env.get("WEB_HOST", "").strip() or "0.0.0.0"
        draw_text = env.get("WEB_DRAW_PROCESSES", "").strip() or "1"
        if not draw_text.isdigit():
            raise ValueError(
                f"WEB_DRAW_PROCESSES in .env must be a number of processes, not {draw_text!r}."
            )
        nice_text = env.get("WEB_NICE", "").strip() or str(NICE_APART)
        if not (nice_text.isdigit() and int(nice_text) <= 19):
            raise ValueError(f"WEB_NICE in .env must be a number from 0 to 19, not {nice_text!r}.")
        return cls(
            url,
            secret,
            int(port_text) if port_text else None,
            host,
            int(draw_text),
            int(nice_text),
        )

    def links(self) -> Links:
        return Links(self.secret, self.url)


async def reader_of(store: Store) -> Store | None:
    """A connection of the web view's own to a SQLite file, or None where it needs none. One
    SQLite connection runs one statement at a time, so the pages' reads would queue with the
    bot's commits and slow its answers; a second connection reads beside them (WAL). PostgreSQL's
    pool already does; an in-memory database has no second connection."""
    if store.backend != "sqlite" or store.path == ":memory:":
        return None
    return await Store.open(store.path, owner=f"{store.owner}-web")


async def serve(
    store: Store, settings: WebSettings, port: int | None = None, drawn: Drawn | None = None
) -> web.AppRunner:
    """Start serving the web view over ``store`` (``port``: instead of the settings' one, 0
    for any free one), reading through a connection of its own where that helps
    (``reader_of``); ``drawn``: the pictures the bot beside it drew. ``await
    runner.cleanup()`` stops it."""
    reader = await reader_of(store)
    app = create_app(
        reader or store,
        settings.links(),
        draw_processes=settings.draw_processes,
        drawn=drawn,
    )
    if reader is not None:

        async def close_reader(_: web.Application) -> None:
            await reader.close()

        app.on_cleanup.append(close_reader)
    runner = web.AppRunner(
        app, access_log=None, shutdown_timeout=SHUTDOWN_SECONDS, handle_signals=False
    )
    await runner.setup()
    site = web.TCPSite(runner, settings.host, settings.port if port is None else port)
    await site.start()
    log.info("web view: serving %s on %s", settings.url, ", ".join(map(str, runner.addresses)))
    return runner


def address(runner: web.AppRunner) -> str:
    """Where a runner listens, as a URL (for tests and the log)."""
    host, port = runner.addresses[0][:2]
    return f"http://{host}:{port}"


async def run_alone(env: Mapping[str, str]) -> int:
    """The web view alone until SIGINT or SIGTERM, over the bot's database, at a lower priority
    than the bots (``WEB_NICE``)."""
    settings = WebSettings.from_env(env)
    if settings is None or settings.port is None:
        print("Set WEB_URL, WEB_SECRET and WEB_PORT in .env to serve the web view.", file=ERR)
        return 1
    target = env.get("DATABASE_URL", "").strip() or (
        env.get("DATABASE_PATH", "").strip() or "data/troy.db"
    )
    with contextlib.suppress(OSError):  # not allowed here: then as high as the bot
        os.nice(settings.nice)
    store = await Store.open(target, owner="web")
    runner = await serve(store, settings)
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    for sig in (signal.SIGINT, signal.SIGTERM):
        loop.add_signal_handler(sig, stop.set)
    try:
        await stop.wait()
    finally:
        await runner.cleanup()
        await store.close()
    return 0


def main() -> int:
    from dotenv import load_dotenv

    load_dotenv(Path(__file__).resolve().parents[1] / ".env")
    logging.basicConfig(
        stream=sys.stdout,
        level=getattr(logging, os.environ.get("LOG_LEVEL", "INFO").upper(), logging.INFO),
        format="%(asctime)s %(levelname)-7s %(name)s: %(message)s",
    )
    try:
        return asyncio.run(run_alone(os.environ))
    except ValueError as error:
        print(error, file=sys.stderr)
        return 1


if __name__ == "__main__":
    sys.exit(main())
