"""The web view's aiohttp application: a page per table, its state as JSON, its picture, a
stream of its changes (server-sent events) and, once the game is over, every position.

Read-only by construction: every route is a GET, nothing sets a cookie, and everything served
is built from ``tabletop.watch`` (public views, public lines, names). A token this secret did not
sign, or a table that does not exist, is the same plain 404. Every response forbids framing
and inline scripts and styles; the page's script and style are the two static files.
"""

from __future__ import annotations

import asyncio
import functools
import html
import json
import logging
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from aiohttp import web

from engine.core.shared_view import shared_of
from render.core.language import ENGLISH_WORDS
from tabletop.models import ABANDONED, FINISHED, LOBBY
from tabletop.store import Store
from tabletop.watch import PublicPosition, PublicTable, Watch
from web.links import Links
from web.pictures import Drawn, Pictures, Source, describe
from web.stream import MAX_PER_ADDRESS, MAX_STREAMS, POLL, Built, Hub, TooManyStreams

log = logging.getLogger("troy.web")

STATIC = Path(__file__).with_name("static")
KEEP_ALIVE = 15.0  # seconds between two comments on an idle stream (finds vanished clients)
WRITE_TIMEOUT = 10.0  # a client that takes longer to take one event is dropped
RETRY_MS = 2000  # how soon a browser reconnects a dropped stream
TOKEN = r"{token:[A-Za-z0-9_-]{24}}"

HEADERS = {
    "Content-Security-Policy": (
        "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self'; "
        "connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'"
    ),
    "X-Frame-Options": "DENY",
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "no-referrer",  # the link is the key: never pass it on
    "Cross-Origin-Opener-Policy": "same-origin",
    "Cross-Origin-Resource-Policy": "same-origin",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=()",
}

APP_KEY = web.AppKey("troy_web", object)
_ESCAPED = re.compile(r"\\([\\*_~`|>#\-\[\]()])")


def plain(text: str) -> str:
    """A logged line or a name as plain words: spoken in English, Discord's markdown escapes
    and broken mentions undone (the page escapes it as HTML instead)."""
    return _ESCAPED.sub(r"\1", ENGLISH_WORDS.line(text)).replace("@\u200b", "@")


def _scores(view: Mapping[str, Any], names: Sequence[str]) -> tuple[list[Any], list[list[Any]]]:
    """(a score by seat or None each, other tallies as [label, value]) from a public view."""
    scores = view.get("scores")
    by_seat: list[Any] = [None] * len(names)
    tallies: list[list[Any]] = []
    if isinstance(scores, list) and len(scores) == len(names):
        by_seat = [s if isinstance(s, int) else None for s in scores]
    elif isinstance(scores, dict):
        tallies = [[str(k).title(), v] for k, v in scores.items() if isinstance(v, int)]
    team = view.get("team_scores")
    if isinstance(team, list):
        tallies += [[f"Team {chr(65 + i)}", v] for i, v in enumerate(team) if isinstance(v, int)]
    return by_seat, tallies


def table_state(table: PublicTable, token: str) -> dict[str, Any]:
    """What the page shows of one version, from the public table alone."""
    view = table.public_view or {}
    names = [plain(n) for n in table.names]
    by_seat, tallies = _scores(view, table.names)
    outcome = table.outcome or {}
    finished = table.status == FINISHED
    if outcome.get("scores") and len(outcome["scores"]) == len(names):
        by_seat = list(outcome["scores"])
    acting = [names[s] for s in table.to_act if 0 <= s < len(names)]
    stage = plain(str(shared_of(view).get("stage", ""))) if view else ""
    if table.status == LOBBY:
        status = "Waiting for the players to start the game."
    elif table.status == ABANDONED:
        status = "This game was abandoned."
    elif finished:
        status = "Game over. " + plain(str(outcome.get("summary", "")))
    elif acting:
        status = f"{', '.join(acting)} to act" + (f": {stage}" if stage else ".")
    else:
        status = stage
    return {
        "title": table.title,
        "game": table.game_key,
        "status": table.status,
        "version": table.version,
        "moves": table.moves,
        "finished": finished,
        "headline": status.strip(),
        "players": [
            {
                "name": name,
                "team": table.teams[i] if i < len(table.teams) else None,
                "score": by_seat[i],
                "acting": i in table.to_act,
                "winner": i in outcome.get("winners", ()),
            }
            for i, name in enumerate(names)
        ],
        "tallies": tallies,
        "deadline": table.deadline,
        "log": [plain(line) for line in table.lines],
        "words": plain(describe(view, table.names)) if view else "",
        "image": f"/t/{token}/table.png?v={table.version}" if view else None,
        "zoom": table.game_key == "siege",
    }


def position_state(position: PublicPosition, token: str, names: Sequence[str]) -> dict[str, Any]:
    return {
        "move": position.move,
        "total": position.total,
        "lines": [plain(line) for line in position.lines],
        "image": f"/t/{token}/position/{position.move}.png",
        "words": plain(describe(position.public_view, names)),
    }


async def build_state(watch: Watch, links: Links, pictures: Pictures, game_id: int) -> Built | None:
    """The table's public state (the hub's builder), or None: no such table. The public view
    read for it is what the version's picture will be drawn from."""
    table = await watch.table(game_id)
    if table is None:
        return None
    source = picture_source(table)
    if source is not None:
        pictures.remember(source)
    return Built(dumps(table_state(table, links.token(game_id))), table.mark)


def picture_source(table: PublicTable) -> Source | None:
    if table.public_view is None:
        return None
    return Source(table.game_id, table.version, table.public_view, tuple(table.names))


def dumps(data: Any) -> str:
    return json.dumps(data, sort_keys=True, ensure_ascii=False, separators=(",", ":"))


def page(state: Mapping[str, Any], token: str) -> str:
    """The page, with the state of now written in (it reads without its script too)."""
    e = html.escape
    players = "".join(
        f'<li class="{"acting" if p["acting"] else ""}{" winner" if p["winner"] else ""}">'
        f'<span class="name">{e(p["name"])}</span>'
        f'<span class="score">{"" if p["score"] is None else e(str(p["score"]))}</span></li>'
        for p in state["players"]
    )
    tallies = "".join(
        f'<li><span class="name">{e(str(k))}</span><span class="score">{e(str(v))}</span></li>'
        for k, v in state["tallies"]
    )
    lines = "".join(f"<li>{e(line)}</li>" for line in state["log"])
    image = ""
    if state["image"]:
        image = f'<img id="table" src="{e(state["image"])}" alt="{e(state["words"])}">'
    zoom = " zoomable" if state["zoom"] else ""
    return f"""<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>{e(state["title"])} · Troy Tabletop</title>
<link rel="icon" href="/static/icon.svg" type="image/svg+xml">
<link rel="stylesheet" href="/static/view.css">
<script src="/static/view.js" defer></script>
</head>
<body data-token="{e(token)}">
<header>
<h1 id="title">{e(state["title"])}</h1>
<p id="live" class="live">read-only · <span id="connection">live</span></p>
</header>
<main>
<section id="board" class="board{zoom}" aria-label="The table">
<div id="frame" class="frame">{image}</div>
<div id="zoom" class="zoom" hidden>
<button id="zoom-in" type="button" aria-label="Zoom in">+</button>
<button id="zoom-out" type="button" aria-label="Zoom out">−</button>
<button id="zoom-reset" type="button">Fit</button>
</div>
</section>
<aside>
<p id="headline" class="headline">{e(state["headline"])}</p>
<p id="clock" class="clock" hidden></p>
<section id="replay" class="replay" hidden aria-label="Replay">
<div class="steps">
<button id="back" type="button" aria-label="Previous move">◀</button>
<input id="slider" type="range" min="0" max="{state["moves"]}" value="{state["moves"]}"
 aria-label="Position">
<button id="forward" type="button" aria-label="Next move">▶</button>
</div>
<p id="position" class="position"></p>
<ul id="position-lines" class="log"></ul>
</section>
<h2>Players</h2>
<ul id="players" class="players">{players}</ul>
<ul id="tallies" class="players">{tallies}</ul>
<h2>Log</h2>
<ol id="log" class="log">{lines}</ol>
<noscript><p>Reload the page to see new moves.</p></noscript>
</aside>
</main>
</body>
</html>
"""


@dataclass
class WebView:
    """The routes and what they share: the links, the reader, the hub and the pictures."""

    store: Store
    links: Links
    hub: Hub
    watch: Watch
    pictures: Pictures
    static: dict[str, tuple[bytes, str]]

    # --- reading ---------------------------------------------------------------------------
    def _game(self, request: web.Request) -> int:
        game_id = self.links.game_id(request.match_info["token"])
        if game_id is None:
            raise web.HTTPNotFound(text="Not found")
        return game_id

    async def build(self, game_id: int) -> Built | None:
        return await build_state(self.watch, self.links, self.pictures, game_id)

    async def _state(self, request: web.Request) -> tuple[int, str]:
        game_id = self._game(request)
        state = self.hub.latest(game_id)
        if state is None:
            built = await self.build(game_id)
            if built is None:
                raise web.HTTPNotFound(text="Not found")
            state = built.text
        return game_id, state

    async def _positions(self, request: web.Request) -> tuple[Sequence[PublicPosition], int]:
        game_id = self._game(request)
        positions = await self.watch.positions(game_id)
        if not positions:
            raise web.HTTPNotFound(text="Not found")
        try:
            move = int(request.match_info["move"])
        except ValueError:
            raise web.HTTPNotFound(text="Not found") from None
        if not 0 <= move < len(positions):
            raise web.HTTPNotFound(text="Not found")
        return positions, move

    # --- routes ----------------------------------------------------------------------------
    async def page(self, request: web.Request) -> web.Response:
        _, state = await self._state(request)
        token = request.match_info["token"]
        return web.Response(
            text=page(json.loads(state), token),
            content_type="text/html",
            headers={"Cache-Control": "no-cache"},
        )

    async def state_json(self, request: web.Request) -> web.Response:
        _, state = await self._state(request)
        return web.Response(
            text=state, content_type="application/json", headers={"Cache-Control": "no-cache"}
        )

    async def table_png(self, request: web.Request) -> web.Response:
        """The table's picture: of the version the page names (``?v=``), which then never
        changes, else of now."""
        game_id = self._game(request)
        asked = request.query.get("v", "")
        version = int(asked) if asked.isdigit() and len(asked) <= 12 else None

        async def load() -> Source | None:
            table = await self.watch.table(game_id)
            return None if table is None else picture_source(table)

        picture = await self.pictures.table(game_id, version, load)
        if picture is None:
            raise web.HTTPNotFound(text="Not found")
        return web.Response(
            body=picture, content_type="image/png", headers={"Cache-Control": "no-cache"}
        )

    async def position_png(self, request: web.Request) -> web.Response:
        positions, move = await self._positions(request)
        game_id = self._game(request)
        table = await self.watch.table(game_id)
        names = table.names if table is not None else ()
        picture = await self.pictures.get(
            ("position", game_id, move), positions[move].public_view, names
        )
        return web.Response(
            body=picture,
            content_type="image/png",
            headers={"Cache-Control": "private, max-age=86400"},
        )

    async def position_json(self, request: web.Request) -> web.Response:
        positions, move = await self._positions(request)
        game_id = self._game(request)
        table = await self.watch.table(game_id)
        names = table.names if table is not None else ()
        token = request.match_info["token"]
        return web.Response(
            text=dumps(position_state(positions[move], token, names)),
            content_type="application/json",
            headers={"Cache-Control": "private, max-age=86400"},
        )

    async def events(self, request: web.Request) -> web.StreamResponse:
        """The table's states as server-sent events: the state now, then each change."""
        game_id, state = await self._state(request)
        try:
            sub = self.hub.subscribe(game_id, request.remote or "?")
        except TooManyStreams:
            raise web.HTTPTooManyRequests(text="Too many open streams") from None
        response = web.StreamResponse(
            headers={
                "Content-Type": "text/event-stream",
                "Cache-Control": "no-cache",
                "X-Accel-Buffering": "no",  # a proxy in front must not hold the events back
            }
        )
        try:
            self.hub.remember(game_id, state)
            await response.prepare(request)
            await self._send(response, f"retry: {RETRY_MS}\n\n{event(state)}")
            while True:
                found = await sub.next(KEEP_ALIVE)
                if sub.closed:
                    break
                await self._send(response, event(found) if found else ": keep-alive\n\n")
        except (ConnectionError, TimeoutError, RuntimeError):
            pass  # the client went away, or was too slow to keep
        finally:
            self.hub.unsubscribe(sub)
        return response

    @staticmethod
    async def _send(response: web.StreamResponse, text: str) -> None:
        async with asyncio.timeout(WRITE_TIMEOUT):  # no task of its own, unlike wait_for
            await response.write(text.encode())

    async def static_file(self, request: web.Request) -> web.Response:
        found = self.static.get(request.match_info["name"])
        if found is None:
            raise web.HTTPNotFound(text="Not found")
        body, kind = found
        return web.Response(
            body=body, content_type=kind, headers={"Cache-Control": "public, max-age=300"}
        )

    async def health(self, request: web.Request) -> web.Response:
        return web.Response(text="ok")


@functools.lru_cache(maxsize=256)
def event(state: str) -> str:
    """One server-sent event carrying a state (JSON on one line); made once for all the
    streams of its table."""
    version = json.loads(state).get("version", "")
    return f"id: {version}\nevent: state\ndata: {state}\n\n"


async def _secure(request: web.Request, response: web.StreamResponse) -> None:
    """Every response, errors too: no framing, no inline script or style, no server banner."""
    response.headers.update(HEADERS)
    response.headers.pop("Server", None)
    response.headers.pop("Set-Cookie", None)


@web.middleware
async def _plain_errors(request: web.Request, handler: Any) -> web.StreamResponse:
    """Any error is a short plain text, the same for a forged token and a missing table."""
    try:
        response: web.StreamResponse = await handler(request)
        return response
    except web.HTTPException as error:
        if error.status == 404:
            raise web.HTTPNotFound(text="Not found") from None
        raise


def _static_files() -> dict[str, tuple[bytes, str]]:
    kinds = {".js": "text/javascript", ".css": "text/css", ".svg": "image/svg+xml"}
    return {
        path.name: (path.read_bytes(), kinds[path.suffix])
        for path in sorted(STATIC.iterdir())
        if path.suffix in kinds
    }


def create_app(
    store: Store,
    links: Links,
    *,
    poll: float = POLL,
    max_streams: int = MAX_STREAMS,
    max_per_address: int = MAX_PER_ADDRESS,
    draw_processes: int = 0,
    drawn: Drawn | None = None,
) -> web.Application:
    """The application over an open store; the watcher starts and stops with it.
    ``draw_processes``: draw in that many worker processes (0: in threads); ``drawn``: the
    bot's own pictures of a table, when it runs beside the bot."""
    watch = Watch(store)
    pictures = Pictures(draw_processes, drawn=drawn)
    hub = Hub(
        store,
        functools.partial(build_state, watch, links, pictures),
        poll=poll,
        max_streams=max_streams,
        max_per_address=max_per_address,
    )
    view = WebView(store, links, hub, watch, pictures, _static_files())
    app = web.Application(middlewares=[_plain_errors])
    app[APP_KEY] = view
    app.router.add_get(f"/t/{TOKEN}", view.page)
    app.router.add_get(f"/t/{TOKEN}/state.json", view.state_json)
    app.router.add_get(f"/t/{TOKEN}/table.png", view.table_png)
    app.router.add_get(f"/t/{TOKEN}/events", view.events)
    app.router.add_get(f"/t/{TOKEN}/position/{{move:[0-9]{{1,5}}}}.png", view.position_png)
    app.router.add_get(f"/t/{TOKEN}/position/{{move:[0-9]{{1,5}}}}.json", view.position_json)
    app.router.add_get("/static/{name:[a-z]+\\.(?:js|css|svg)}", view.static_file)
    app.router.add_get("/healthz", view.health)
    app.on_response_prepare.append(_secure)

    async def start(_: web.Application) -> None:
        await view.hub.start()

    async def stop(_: web.Application) -> None:
        await view.hub.close()
        pictures.close()

    app.on_startup.append(start)
    app.on_shutdown.append(stop)
    return app


def view_of(app: web.Application) -> WebView:
    found = app[APP_KEY]
    assert isinstance(found, WebView)
    return found
