"""``/game review`` through the real bot: never during a game, only for its players, privately,
with a progress line, a summary, the moments that decided the game and the worst moves pictured."""

from __future__ import annotations

from typing import Any

import pytest
from simtable import World, buttons, private, said

from cogs.kit.compose.coaching import flagged_embed, summary_embed
from engine.core.said import say
from tabletop import review
from tabletop.coaching import PICTURED, Coaching, Flagged, Moment
from tabletop.review import Verdict
from tabletop.thinking import ThinkPool


async def play_ilios_against_a_bot(world: World) -> None:
    """Alice plays a 5×5 ILIOS against a normal bot by ``/move``, first offered move each time;
    a review asked while it is under way is refused."""
    ch = world.channel
    await world.alice.slash(ch, "game new", game="ilios", options="size=5")
    await world.alice.slash(ch, "game bot", level="normal")
    await world.alice.slash(ch, "game start")
    early = await world.alice.slash(ch, "game review")
    assert private(early) and "finished game" in said(early), said(early)
    for _ in range(60):
        update = await world.bot.service.status(ch.id)
        if update.outcome is not None:
            return
        offered = await world.alice.autocomplete(ch, "move", "action", "")
        result = await world.alice.slash(ch, "move", action=offered[0]["value"])
        assert "✅" in said(result), said(result)
    raise AssertionError("the game did not end")


def public_count(world: World) -> int:
    return sum(1 for m in world.channel.history() if not m.flags.ephemeral)


async def test_a_player_reviews_a_finished_game_privately(
    world: World, monkeypatch: pytest.MonkeyPatch
) -> None:
    await play_ilios_against_a_bot(world)
    posts = public_count(world)
    # A small search a decision: the test checks what the player reads, not how well it judges
    # (tests/tabletop/test_review.py does); the workers start within the settle time.
    monkeypatch.setitem(review.ITERATIONS, "ilios", 10)
    world.env.settle_timeout = 30
    world.bot.service.thinkers = ThinkPool(1)
    await world.bot.service.thinkers.warm()
    stranger = await world.carol.slash(world.channel, "game review")
    assert private(stranger) and "did not play in that game" in said(stranger)
    result = await world.alice.slash(world.channel, "game review")
    assert private(result)
    message: Any = result.response
    embeds = message.embeds
    assert embeds and "reviewed" in str(embeds[0].title), embeds
    summary = str(embeds[0].description)
    assert "The hard bot judged" in summary, summary
    pictured = embeds[1:]
    assert len(pictured) <= PICTURED
    assert len(message.attachments) == len(pictured)
    for embed, attachment in zip(pictured, message.attachments, strict=True):
        assert str(embed.image.url).endswith(attachment.filename)
        assert attachment.filename.endswith(".png") and attachment.description
        assert "You played" in str(embed.description)
    assert public_count(world) == posts, "a review is for its player alone"
    final = [m for m in world.channel.history() if not m.flags.ephemeral][-1]
    (review_button,) = [b for b in buttons(final) if b.get("label") == "Review"]
    pressed = await world.alice.click(final, custom_id=review_button["custom_id"])
    assert private(pressed) and pressed.response.embeds[0].title == embeds[0].title
    assert public_count(world) == posts


def a_review(flagged: int) -> Coaching:
    verdicts = [Verdict(2 * n, "keep", "deploy:axeman:C3:N", 0.2, 0.6) for n in range(flagged)]
    moves = tuple(
        Flagged(
            v,
            v.index + 1,
            say("Keep your hand"),
            say("Deploy an {tile} at {square}", tile="Axeman", square="C3"),
            None,
        )
        for v in verdicts
    )
    moments = (Moment(4, ("Alice deployed a Javelin at C3.",)), Moment(9, ()))
    return Coaching(12, "ILIOS", ("Alice", "Bot"), 0, 20, True, moves, moments)


def test_the_summary_counts_lists_the_rest_and_fits_discord() -> None:
    embed = summary_embed(a_review(40))
    text = str(embed.description)
    assert "found 40 blunders" in text and "last decisions only" in text
    assert "Move 1 ??" in text
    assert embed.fields[0].value.startswith("• Move 4: Alice deployed a Javelin at C3.")
    assert "• Move 9" in embed.fields[0].value
    assert len(embed) <= 6000 and len(text) <= 4096


def test_a_flagged_move_names_its_severity_and_both_chances() -> None:
    (move, *_) = a_review(1).flagged
    embed = flagged_embed(move)
    assert embed.title == "Move 1 ??: a blunder (−40 points)"
    assert str(embed.description) == (
        "You played **Keep your hand**: about 20% chance to win after it. "
        "The hard bot would have played **Deploy an Axeman at C3**: about 60%."
    )
