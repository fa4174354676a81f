"""Messages built from what the service decided (``TableInfo``, ``Update``, ``Hand``) and nothing
else: the lobby card, the public table, and one player's hand. Pictures are drawn in a thread.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any

import discord

from cogs.kit.components.items import lobby_view, moves_view, public_view
from cogs.kit.components.records import TableLogButton, final_view
from cogs.kit.components.web_link import with_web_link
from cogs.kit.components.whole_map import with_whole_map
from cogs.kit.compose import images, present, table_text
from cogs.kit.compose.fit import CONTENT, fit, fit_embed
from cogs.kit.compose.records import record_name
from render.core.describe import ALT_TEXT
from render.core.language import ENGLISH_WORDS, N_, Words
from tabletop.models import LOBBY, Hand, TableInfo, Update
from tabletop.records import record_bytes


def notifying(users: Iterable[int]) -> discord.AllowedMentions:
    """Mentions that notify exactly ``users``: no other user, no role, nobody by a reply."""
    return discord.AllowedMentions(
        users=[discord.Object(id=u) for u in sorted(set(users))],
        roles=False,
        everyone=False,
        replied_user=False,
    )


# Said once per game to a player whose DMs refused the bot (in the channel, or privately).
DMS_CLOSED = N_(
    "I can't send you direct messages, so your hand is in `/game hand` (only you see it) and "
    "I'll mention you here when it's your turn. To get it by DM instead, allow direct messages "
    "from this server (the server's name ▸ Privacy Settings), then press **DM me again**."
)


STORY_NAME = "story.png"  # the final table's chart of every side's score


@dataclass
class Message:
    """What to send, kept as bytes so it can be sent twice (DM, then the ephemeral fallback).
    ``notify``: the users its mentions may notify; a mention of anyone else only shows."""

    content: str | None = None
    embed: discord.Embed | None = None
    image: bytes | None = None
    image_name: str = "table.png"
    image_alt: str = ""  # what the picture shows, in words
    view: discord.ui.View | None = None
    record: tuple[bytes, str] | None = None  # a finished game's record (data, name)
    story: tuple[bytes, str] | None = None  # a finished game's score chart (data, alt text)
    notify: frozenset[int] = frozenset()

    def kwargs(self) -> dict[str, Any]:
        out: dict[str, Any] = {"allowed_mentions": notifying(self.notify)}
        if self.content:
            out["content"] = fit(self.content, CONTENT)
        if self.embed is not None:
            out["embed"] = fit_embed(self.embed)
        if files := self.files():
            out["files"] = files
        if self.view is not None:
            out["view"] = self.view
        return out

    def edit_kwargs(self) -> dict[str, Any]:
        """The same message as an edit of an older one: everything replaced (words, embed,
        pictures, menus — none removes the old ones)."""
        out = self.kwargs()
        out.setdefault("content", None)
        out["embeds"] = [out.pop("embed")] if "embed" in out else []
        out["attachments"] = out.pop("files", [])
        out.setdefault("view", None)
        return out

    def files(self) -> list[discord.File]:
        """Fresh files of the picture and the record (a File can be uploaded only once)."""
        files = [images.as_file(self.image, self.image_name, self.image_alt)]
        if self.story is not None:
            files.append(images.as_file(self.story[0], STORY_NAME, self.story[1]))
        if self.record is not None:
            files.append(images.as_file(*self.record))
        return [f for f in files if f is not None]


def lobby_message(table: TableInfo, said: Words = ENGLISH_WORDS) -> Message:
    """The lobby card, in the server's language (``said``)."""
    view = None
    if table.status == LOBBY:
        view = lobby_view(table.game_id, present.team_menu(table, said), said)
    return Message(embed=present.lobby_embed(table, said), view=view)


def table_view(update: Update, said: Words = ENGLISH_WORDS) -> discord.ui.View:
    """The buttons under the table: the moves (and "My hand"), or Rematch at the end; and
    "Log", the whole story, since the post shows only the newest lines; and the table's web
    page when the bot has one."""
    table = update.table
    if update.outcome:
        view = final_view(table.game_id, said)  # Rematch
    else:
        view = public_view(table.game_id, table.version, update.public_choices, said)
    view.add_item(TableLogButton(table.game_id, said))
    view = with_whole_map(view, table.game_key, table.game_id, table.version, said)
    return with_web_link(view, table.game_id, said)


async def table_message(
    update: Update,
    *,
    notify: Iterable[int] = (),
    events: Sequence[str] | None = None,
    picture: bool | None = None,
    said: Words = ENGLISH_WORDS,
) -> Message:
    """The public table: its words (``table_text``) with the board as a plain attachment, and
    its buttons. ``events``: the public lines to show (the update's own by default; a table
    edited in place shows its whole turn). ``picture=False``: no new picture (a change the game
    says is not worth one); posted alone, it is then one short text with the same buttons.
    The picture is stamped with the table's version (``images.VERSION_KEY``), the version its
    words and buttons show. Mentions show every human to act but notify only ``notify``.
    ``said``: the server's language."""
    table = update.table
    lines = [said.line(line) for line in (update.events if events is None else events)]
    drawn = (update.post_table or bool(update.outcome)) if picture is None else picture
    message = Message(view=table_view(update, said), notify=frozenset(notify))
    if not drawn and picture is None:
        message.content = table_text.brief_text(update, lines, said)
        return message
    names = present.seat_names(table)
    story: list[str] = []
    if update.record:  # only a finished game has a record (it reveals everything)
        message.record = (record_bytes(update.record), record_name(table.game_id))
        in_words = present.seat_names(table, in_words=True)
        chart, said_story = await images.draw_story(update.record, names, in_words, said)
        story = [said.line(line) for line in said_story]
        if chart is not None:
            alt = said("Every side's score after every move.") + " " + " ".join(story)
            message.story = (chart, fit(alt, ALT_TEXT))
    message.content = table_text.table_text(update, lines, said, story)  # behind "Log": caption
    if drawn and update.public_view is not None:
        message.image = await images.draw_table(
            update.public_view, names, version=table.version, game_id=table.game_id, said=said
        )
        message.image_alt = images.describe("table", update.public_view, names, said)
    return message


async def hand_message(
    table: TableInfo,
    hand: Hand,
    *,
    in_dm: bool,
    over: bool = False,
    said: Words = ENGLISH_WORDS,
) -> Message:
    """One player's hand, with the menu of their moves when they must act; ``over``: the
    hand as the game left it, saying the game ended (no moves). ``said``: its reader's
    language."""
    names = present.seat_names(table)
    image = await images.draw_hand(hand.view, names, said)
    alt = images.describe("hand", hand.view, names, said) if image else ""
    text = present.hand_text(
        table,
        hand.view,
        [said.line(line) for line in hand.events],
        your_turn=bool(hand.choices) and not over,
        in_dm=in_dm,
        over=over,
        said=said,
    )
    if over:
        return Message(content=text, image=image, image_name="hand.png", image_alt=alt)
    return Message(
        content=text,
        image=image,
        image_name="hand.png",
        image_alt=alt,
        view=moves_view(
            table.game_id,
            table.version,
            hand.choices,
            game_key=table.game_key,
            view=hand.view,
            said=said,
        ),
    )
