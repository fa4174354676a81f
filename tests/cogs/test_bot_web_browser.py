"""The web view in a real browser (headless Chromium): a live table opened from its link
button changes by itself when players move through the (simulated) Discord, without a reload;
the Siege map zooms; a finished game steps with ◀ ▶; no script error and nothing the
Content-Security-Policy refused; screenshots at 1280 and 420 px wide.

Skips, saying why, where no Chromium is installed (Debian: ``apt-get install chromium``)."""

from __future__ import annotations

import os
from collections.abc import AsyncIterator
from dataclasses import replace
from pathlib import Path

import pytest
from cdp import Page, browser, chromium
from simtable import World, components, start_game, whose_turn

from tabletop.store import Store
from web.server import WebSettings, address, serve

BINARY = browser()
# CI installs Chromium and sets this: there, a missing browser fails instead of skipping.
REQUIRED = bool(os.environ.get("TROY_REQUIRE_BROWSER"))
pytestmark = pytest.mark.skipif(
    BINARY is None and not REQUIRED, reason="no Chromium (apt-get install chromium)"
)
SECRET = "a test secret that is long enough"
PUBLIC = "https://troy.example.org"
# Where the screenshots go (to look at them); a temporary folder unless TROY_SHOTS names one.
SHOTS = os.environ.get("TROY_SHOTS")


def page_link(world: World) -> str:
    """The path of the "Watch on the web" button under the newest table."""
    (button,) = [
        c for c in components(world.channel.last_message) if c["type"] == 2 and c.get("style") == 5
    ]
    return str(button["url"]).removeprefix(PUBLIC)


@pytest.fixture
async def served(world: World) -> AsyncIterator[str]:
    """The bot restarted with WEB_URL (link buttons), and the web view apart from it over the
    same database (as ``scripts/web`` runs it): its address."""
    web = WebSettings(PUBLIC, SECRET, host="127.0.0.1")
    world.settings = replace(world.settings, web=web)
    await world.restart()
    store = await Store.open(world.settings.database_path, owner="web")
    runner = await serve(store, web, port=0)
    yield address(runner)
    await runner.cleanup()
    await store.close()


@pytest.fixture
async def page() -> AsyncIterator[Page]:
    assert BINARY is not None
    async with chromium(BINARY) as tab:
        yield tab


def shots(tmp_path: Path) -> Path:
    folder = Path(SHOTS) if SHOTS else tmp_path
    folder.mkdir(parents=True, exist_ok=True)
    return folder


async def move(world: World) -> None:
    member = await whose_turn(world)
    assert member is not None
    options = await member.autocomplete(world.channel, "move", "action", "")
    await member.slash(world.channel, "move", action=options[0]["value"])


async def shown_version(page: Page) -> int:
    return int(await page.wait_for("document.body.dataset.version"))


async def test_a_live_table_changes_without_a_reload(
    world: World, served: str, page: Page, tmp_path: Path
) -> None:
    await start_game(world)
    await page.size(1280, 900)
    await page.open(served + page_link(world))
    first = await shown_version(page)
    await page.evaluate("window.untouched = true")  # gone if the page reloads
    picture = await page.evaluate("document.getElementById('table').src")
    for _ in range(3):
        await move(world)
    now = (await world.bot.service.table(world.channel.id)).version
    assert now > first
    await page.wait_for(f"Number(document.body.dataset.version) === {now}", timeout=3)
    assert await page.evaluate("window.untouched === true"), "the page was reloaded"
    await page.wait_for(f"document.getElementById('table').src !== {picture!r}", timeout=3)
    assert await page.evaluate("document.getElementById('log').children.length") > 0
    assert await page.evaluate("document.getElementById('connection').textContent") == "live"
    await page.screenshot(shots(tmp_path) / "live-1280.png")
    await page.size(420, 900, mobile=True)
    width = await page.evaluate("document.documentElement.scrollWidth")
    assert width <= 420, f"the page is {width} px wide on a 420 px phone"
    await page.screenshot(shots(tmp_path) / "live-420.png")
    assert page.problems == []


async def test_the_siege_map_zooms_and_pans(
    world: World, served: str, page: Page, tmp_path: Path
) -> None:
    channel = world.channel
    await world.alice.slash(channel, "game new", game="siege", options="scenario=day2")
    await world.bob.slash(channel, "game join")
    await world.alice.slash(channel, "game start")
    await page.size(1280, 900)
    await page.open(served + page_link(world))
    await shown_version(page)
    assert await page.evaluate("!document.getElementById('zoom').hidden")
    await page.evaluate("document.getElementById('zoom-in').click()")
    transform = await page.evaluate("document.getElementById('table').style.transform")
    assert "scale(1.5)" in transform
    await page.screenshot(shots(tmp_path) / "siege-zoomed-1280.png")
    await page.evaluate("document.getElementById('zoom-reset').click()")
    await page.size(420, 900, mobile=True)
    await page.screenshot(shots(tmp_path) / "siege-420.png")
    assert page.problems == []


async def test_a_finished_game_steps_through_its_positions(
    world: World, served: str, page: Page, tmp_path: Path
) -> None:
    await start_game(world, options="size=5")
    link = page_link(world)
    for _ in range(300):
        if await whose_turn(world) is None:
            break
        await move(world)
    else:
        raise AssertionError("the game did not end")
    await page.size(1280, 900)
    await page.open(served + link)
    total = await page.wait_for(
        "!document.getElementById('replay').hidden && Number(document.getElementById('slider').max)"
    )
    shown = "document.getElementById('position').textContent"
    await page.wait_for(f"{shown} === 'Position {total} of {total}'")
    await page.send("Input.dispatchKeyEvent", type="keyDown", key="ArrowLeft", code="ArrowLeft")
    await page.wait_for(f"{shown} === 'Position {total - 1} of {total}'")
    await page.wait_for(f"document.getElementById('table').src.endsWith('/{total - 1}.png')")
    await page.evaluate("document.getElementById('back').click()")
    await page.wait_for(f"{shown} === 'Position {total - 2} of {total}'")
    await page.evaluate("document.getElementById('forward').click()")
    await page.wait_for(f"{shown} === 'Position {total - 1} of {total}'")
    await page.screenshot(shots(tmp_path) / "finished-1280.png")
    await page.size(420, 900, mobile=True)
    await page.screenshot(shots(tmp_path) / "finished-420.png")
    assert page.problems == []
