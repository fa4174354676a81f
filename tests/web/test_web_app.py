"""The web view's routes: the page, its JSON and picture, forged links, headers, no write path."""

from __future__ import annotations

import asyncio
import json
from typing import Any

import aiohttp
import pytest
from webtable import CHANNEL, SECRET, new_table, web_client

from tabletop.service import Service
from tabletop.store import Store
from tabletop.watch import Watch
from web.app import HEADERS, view_of
from web.links import Links
from web.server import WebSettings, address, serve

LINKS = Links(SECRET)


async def test_a_table_page_its_state_and_its_picture(service: Service, store: Store) -> None:
    update = await new_table(service)
    token = LINKS.token(update.table.game_id)
    async with web_client(store) as client:
        page = await client.get(f"/t/{token}")
        assert page.status == 200
        body = await page.text()
        assert "The Iliad" in body or update.table.title in body
        assert '<script src="/static/view.js"' in body and "<script>" not in body
        assert "style=" not in body and "<style" not in body
        state = await (await client.get(f"/t/{token}/state.json")).json()
        assert state["version"] == update.table.version
        assert [p["name"] for p in state["players"]] == [s.name for s in update.table.seats]
        png = await client.get(state["image"])
        assert png.status == 200 and png.content_type == "image/png"
        assert (await png.read()).startswith(b"\x89PNG")
        for name in ("view.js", "view.css"):
            static = await client.get(f"/static/{name}")
            assert static.status == 200


async def test_forged_and_wrong_links_are_a_plain_404(service: Service, store: Store) -> None:
    update = await new_table(service)
    game_id = update.table.game_id
    good = LINKS.token(game_id)
    forged = good[:-1] + ("A" if good[-1] != "A" else "B")
    other = Links("another secret, just as long").token(game_id)
    async with web_client(store) as client:
        for path in (
            f"/t/{forged}",
            f"/t/{other}/state.json",
            f"/t/{game_id}",
            f"/t/{LINKS.token(game_id + 1)}",
            "/t/short",
            "/",
            "/static/",
            "/static/../web/app.py",
            f"/t/{good}/position/0.png",  # not finished: no positions
        ):
            response = await client.get(path)
            assert response.status == 404, path
            assert await response.text() in ("Not found", "404: Not Found"), path
            assert "Set-Cookie" not in response.headers


async def test_every_response_forbids_framing_inline_scripts_and_cookies(
    service: Service, store: Store
) -> None:
    update = await new_table(service)
    token = LINKS.token(update.table.game_id)
    async with web_client(store) as client:
        for path in (f"/t/{token}", f"/t/{token}/state.json", "/static/view.js", "/nothing"):
            response = await client.get(path)
            for name, value in HEADERS.items():
                assert response.headers.get(name) == value, (path, name)
            csp = response.headers["Content-Security-Policy"]
            assert "unsafe-inline" not in csp and "frame-ancestors 'none'" in csp
            assert "Set-Cookie" not in response.headers and "Server" not in response.headers


async def test_there_is_no_write_path(service: Service, store: Store) -> None:
    update = await new_table(service)
    token = LINKS.token(update.table.game_id)
    before = await store.game(update.table.game_id)
    async with web_client(store) as client:
        for method in ("POST", "PUT", "DELETE", "PATCH"):
            response = await client.request(method, f"/t/{token}/state.json", data=b"{}")
            assert response.status in (404, 405)
    assert await store.game(update.table.game_id) == before


async def test_the_token_never_shows_the_table_id() -> None:
    tokens = {LINKS.token(n) for n in range(1, 2000)}
    assert len(tokens) == 1999
    for n in (1, 7, 123, 1999):
        token = LINKS.token(n)
        assert str(n) not in token or len(str(n)) < 3
        assert LINKS.game_id(token) == n
    assert LINKS.game_id("A" * 24) is None
    assert LINKS.game_id(LINKS.token(5) + "A") is None


async def test_state_json_is_one_line_of_json(service: Service, store: Store) -> None:
    update = await new_table(service, channel=CHANNEL)
    token = LINKS.token(update.table.game_id)
    async with web_client(store) as client:
        text = await (await client.get(f"/t/{token}/state.json")).text()
    assert "\n" not in text and json.loads(text)["game"] == "iliad"


def test_the_settings_say_what_to_fix() -> None:
    assert WebSettings.from_env({}) is None, "no WEB_URL: no web view, no link"
    made = WebSettings.from_env(
        {"WEB_URL": "https://troy.example.org/", "WEB_SECRET": SECRET, "WEB_PORT": "8080"}
    )
    assert made is not None and made.port == 8080 and made.url == "https://troy.example.org"
    assert made.nice == 10, "apart from the bot, the web view yields to it by default"
    assert SECRET not in repr(made)
    low = WebSettings.from_env({"WEB_URL": "https://x.org", "WEB_SECRET": SECRET, "WEB_NICE": "3"})
    assert low is not None and low.nice == 3
    for env, words in (
        ({"WEB_URL": "https://x.org"}, "WEB_SECRET"),
        ({"WEB_URL": "https://x.org", "WEB_SECRET": "short"}, "WEB_SECRET"),
        ({"WEB_URL": "ftp://x.org", "WEB_SECRET": SECRET}, "WEB_URL"),
        ({"WEB_URL": "https://x.org", "WEB_SECRET": SECRET, "WEB_PORT": "http"}, "WEB_PORT"),
        ({"WEB_URL": "https://x.org", "WEB_SECRET": SECRET, "WEB_NICE": "20"}, "WEB_NICE"),
        ({"WEB_URL": "https://x.org", "WEB_SECRET": SECRET, "WEB_NICE": "-5"}, "WEB_NICE"),
    ):
        with pytest.raises(ValueError, match=words):
            WebSettings.from_env(env)


async def test_many_watchers_of_a_move_cost_one_drawing_and_no_reading(
    service: Service, store: Store, monkeypatch: pytest.MonkeyPatch
) -> None:
    """After a move, every watcher asks for the new picture at once: it is drawn once, from the
    view the state was built from, and the table is not read again for it."""
    update = await new_table(service)
    token = LINKS.token(update.table.game_id)
    async with web_client(store) as client:
        view = view_of(client.server.app)
        state = await (await client.get(f"/t/{token}/state.json")).json()
        reads: list[int] = []
        real = Watch.table

        async def counted(self: Watch, game_id: int) -> Any:
            reads.append(game_id)
            return await real(self, game_id)

        monkeypatch.setattr(Watch, "table", counted)
        answers = await asyncio.gather(*(client.get(state["image"]) for _ in range(12)))
        bodies = {await a.read() for a in answers}
        assert [a.status for a in answers] == [200] * 12 and len(bodies) == 1
        assert reads == [] and view.pictures.drawn == 1
        # A page that names no version, or one long gone, gets the table as it is now.
        now = await client.get(f"/t/{token}/table.png")
        old = await client.get(f"/t/{token}/table.png?v=0")
        assert await now.read() == await old.read() == bodies.pop()


async def test_pages_read_beside_a_commit_in_progress(service: Service, store: Store) -> None:
    """On a SQLite file the web view reads through a connection of its own: a page answers
    while the bot's connection is inside a write (one connection would make it wait)."""
    update = await new_table(service)
    token = LINKS.token(update.table.game_id)
    settings = WebSettings("http://test", SECRET, host="127.0.0.1", draw_processes=0)
    runner = await serve(store, settings, port=0)
    try:
        async with aiohttp.ClientSession() as session, store._tx():
            url = f"{address(runner)}/t/{token}/state.json"
            async with asyncio.timeout(5), session.get(url) as answer:
                assert answer.status == 200
                assert (await answer.json())["version"] == update.table.version
    finally:
        await runner.cleanup()
