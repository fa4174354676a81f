"""The service side of help and spectators: how-to-play once per user and game, who watches,
and one end-of-game notice per game; rulebooks and sample tables for every registered game."""

from __future__ import annotations

import pytest

from engine import registry
from tabletop.helpdesk import rules_of, sample_table
from tabletop.service import Service
from tabletop.store import Store

ALICE, BOB = 11, 22
CHANNEL, OTHER = 900, 901


async def test_how_to_play_is_due_once_per_user_and_game(service: Service) -> None:
    text = await service.howto_due(ALICE, "ilios")
    rules = rules_of("ilios")
    assert text and text.startswith(rules.topics[0].pages[0])  # the overview, then
    assert "Your first turn in Discord" in text  # how to take a turn through the bot
    assert await service.howto_due(ALICE, "ilios")  # still due: nothing reached her yet
    await service.taught(ALICE, "ilios")
    await service.taught(ALICE, "ilios")  # twice is harmless
    assert await service.howto_due(ALICE, "ilios") is None
    assert await service.howto_due(ALICE, "heroes")  # another game
    assert await service.howto_due(BOB, "ilios")  # another user


async def test_watch_on_off_and_one_notice_per_game(service: Service, store: Store) -> None:
    game = await service.new_game(CHANNEL, 1, ALICE, "alice", "skirmish", {})
    assert not await service.watching(CHANNEL, BOB)
    await service.watch(CHANNEL, BOB, True)
    await service.watch(CHANNEL, BOB, True)
    await service.watch(OTHER, ALICE, True)
    assert await service.watching(CHANNEL, BOB) and not await service.watching(OTHER, BOB)
    assert await service.watchers_to_tell(game.game_id, CHANNEL) == [BOB]
    assert await service.watchers_to_tell(game.game_id, CHANNEL) == []  # once per game
    await service.watch(CHANNEL, BOB, False)
    assert not await service.watching(CHANNEL, BOB)


async def test_watchers_survive_a_restart(tmp_path: object) -> None:
    path = f"{tmp_path}/troy.db"
    first = await Store.open(path)
    await Service(first).watch(CHANNEL, BOB, True)
    await Service(first).taught(BOB, "ilios")
    await first.close()
    again = await Store.open(path)
    try:
        assert await Service(again).watching(CHANNEL, BOB)
        assert await Service(again).howto_due(BOB, "ilios") is None
    finally:
        await again.close()


@pytest.mark.parametrize("key", sorted(registry.GAMES))
def test_every_game_has_a_rulebook_and_a_sample_table(key: str) -> None:
    book = rules_of(key)
    assert book.topics and all(t.pages and t.pages[0] for t in book.topics)
    view, names = sample_table(key)
    game = registry.get(key)
    assert view["game"] == key and len(names) == min(game.seats)
    config = {o.name: o.default for o in game.options}
    fresh = game.setup(config, len(names), 1, game.teams(config, len(names)))
    assert view != game.public_view(fresh)  # a few moves in: pieces on the table
