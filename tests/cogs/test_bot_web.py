"""The web view beside the bot: with WEB_URL the table and /game status carry a "Watch on the
web" link button to a page served over the same database; without it, no link. With WEB_PORT
the bot itself serves the pages."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path
from typing import Any

import aiohttp
from simtable import World, components, last_public, make_settings, start_game

from bot import create_bot
from cogs.kit.compose.images import stamped
from cogs.kit.compose.messages import table_message
from tabletop.service import Service
from tabletop.store import Store
from web.app import view_of
from web.server import WebSettings, address, serve

SECRET = "a test secret that is long enough"
PUBLIC = "https://troy.example.org"
CHANNEL, GUILD, ALICE = 77, 9, 1


def link_buttons(message: Any) -> list[dict[str, Any]]:
    return [c for c in components(message) if c["type"] == 2 and c.get("style") == 5]


async def test_without_web_url_no_link_and_nothing_served(world: World) -> None:
    await start_game(world)
    assert link_buttons(world.channel.last_message) == []
    assert world.bot.web is None


async def test_the_table_and_status_link_to_the_tables_page(world: World) -> None:
    web = WebSettings(PUBLIC, SECRET, host="127.0.0.1")
    world.settings = replace(world.settings, web=web)
    await world.restart()
    assert world.bot.web is None, "no WEB_PORT: this process serves nothing"
    await start_game(world)
    (button,) = link_buttons(world.channel.last_message)
    assert button["label"] == "Watch on the web" and "custom_id" not in button
    path = button["url"].removeprefix(PUBLIC)
    assert path.startswith("/t/") and len(path) == 3 + 24
    await world.bob.slash(world.channel, "game status")
    assert link_buttons(last_public(world)) == [button]
    # The web view apart from the bot (scripts/web), over the same database file.
    store = await Store.open(world.settings.database_path, owner="web")
    runner = await serve(store, web, port=0)
    try:
        async with aiohttp.ClientSession() as http, http.get(address(runner) + path) as page:
            assert page.status == 200
            assert "ILIOS" in await page.text()
            assert "frame-ancestors 'none'" in page.headers["Content-Security-Policy"]
    finally:
        await runner.cleanup()
        await store.close()


async def test_with_web_port_the_bot_serves_the_pages(tmp_path: Path) -> None:
    """...and shows the picture the channel got rather than drawing the same table again."""
    web = WebSettings(PUBLIC, SECRET, port=0, host="127.0.0.1")
    bot = create_bot(replace(make_settings(tmp_path), web=web))
    bot.store = await Store.open(tmp_path / "troy.db")
    service = Service(bot.store)
    try:
        await bot.start_web()
        assert bot.web is not None
        async with (
            aiohttp.ClientSession() as http,
            http.get(address(bot.web) + "/healthz") as health,
        ):
            assert health.status == 200
        await service.new_game(CHANNEL, GUILD, ALICE, "Alice", "ilios", {})
        await service.add_bot(CHANNEL, ALICE, "random")
        update = await service.start(CHANNEL, ALICE)
        posted = (await table_message(update)).image
        token = web.links().token(update.table.game_id)
        async with aiohttp.ClientSession(address(bot.web)) as http:
            async with http.get(f"/t/{token}/state.json") as answer:
                state = await answer.json()
            async with http.get(state["image"]) as answer:
                assert answer.status == 200
                assert posted == stamped(await answer.read(), update.table.version)
        pictures = view_of(bot.web.app).pictures
        assert (pictures.drawn, pictures.reused) == (1, 1)
    finally:
        if bot.web is not None:
            await bot.web.cleanup()
        await bot.store.close()
