"""Beside the bot, the web view shows the delivery's own picture of a table instead of drawing
the same public view a second time; anything else it draws itself."""

from __future__ import annotations

import asyncio
from collections.abc import Iterator

import pytest
from webtable import SECRET, new_table, web_client

from cogs.kit.compose import drawn_tables, images
from render.core.language import words
from tabletop.models import Update
from tabletop.service import Service
from tabletop.store import Store
from web.app import view_of
from web.links import Links

LINKS = Links(SECRET)


@pytest.fixture(autouse=True)
def empty_shelf() -> Iterator[None]:
    drawn_tables.forget()
    drawn_tables.shelve()
    yield
    drawn_tables.forget()


def names_of(update: Update) -> list[str]:
    return [s.name for s in update.table.seats]


async def delivered(update: Update, language: str = "en") -> bytes | None:
    """The table's picture as the delivery draws it for the channel."""
    assert update.public_view is not None
    return await images.draw_table(
        update.public_view,
        names_of(update),
        version=update.table.version,
        game_id=update.table.game_id,
        said=words(language),
    )


async def served(store: Store, update: Update) -> tuple[bytes, int, int]:
    """The web page's picture of the table now, and how many pictures the web view made ready
    and took from the bot."""
    token = LINKS.token(update.table.game_id)
    async with web_client(store, drawn=drawn_tables.drawn_table) as client:
        state = await (await client.get(f"/t/{token}/state.json")).json()
        assert state["version"] == update.table.version
        answer = await client.get(state["image"])
        assert answer.status == 200
        pictures = view_of(client.server.app).pictures
        return await answer.read(), pictures.drawn, pictures.reused


async def test_the_web_takes_the_picture_the_bot_drew(service: Service, store: Store) -> None:
    update = await new_table(service, "ilios")
    posted = await delivered(update)
    assert posted is not None
    body, made, reused = await served(store, update)
    assert (made, reused) == (1, 1)
    shelved = await drawn_tables.drawn_table(
        update.table.game_id, update.table.version, update.public_view or {}, names_of(update)
    )
    assert body == shelved and posted == images.stamped(body, update.table.version)


async def test_a_french_table_or_the_siege_map_is_drawn_for_the_web(
    service: Service, store: Store
) -> None:
    """The page speaks English and shows the Siege's whole map: neither is the chat's picture."""
    french = await new_table(service, "ilios", channel=601)
    await delivered(french, "fr")
    assert (await served(store, french))[1:] == (1, 0)
    siege = await new_table(service, "siege", channel=602)
    chat = await delivered(siege)
    body, made, reused = await served(store, siege)
    assert (made, reused) == (1, 0) and chat is not None and body != chat


async def test_only_the_very_view_and_names_drawn_are_handed_out() -> None:
    """A picture is handed out for the view and names it was drawn from, and a watcher asking
    while it is drawn waits for it rather than drawing again."""
    started = asyncio.Event()
    release = asyncio.Event()

    async def drawing() -> bytes:
        started.set()
        await release.wait()
        return b"picture"

    view = {"game": "ilios", "turn": 3}
    delivery = drawn_tables.keep(7, 3, view, ["Alice", "Bob"], drawing())
    await started.wait()
    asked = asyncio.ensure_future(drawn_tables.drawn_table(7, 3, dict(view), ("Alice", "Bob")))
    await asyncio.sleep(0)
    assert not asked.done()
    release.set()
    assert await asked == await delivery == b"picture"
    assert (
        await drawn_tables.drawn_table(7, 3, {"game": "ilios", "turn": 4}, ["Alice", "Bob"]) is None
    )
    assert await drawn_tables.drawn_table(7, 3, view, ["Alice", "Carol"]) is None
    assert await drawn_tables.drawn_table(7, 4, view, ["Alice", "Bob"]) is None
    assert await drawn_tables.drawn_table(8, 3, view, ["Alice", "Bob"]) is None


async def test_without_a_web_view_nothing_is_kept() -> None:
    drawn_tables.forget()

    async def drawing() -> bytes:
        return b"picture"

    view = {"game": "ilios"}
    assert await drawn_tables.keep(7, 3, view, ["Alice"], drawing()) == b"picture"
    assert await drawn_tables.drawn_table(7, 3, view, ["Alice"]) is None
