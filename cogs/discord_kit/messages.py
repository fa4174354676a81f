"""Messages built from what the service decided (``TableInfo``, ``Update``, ``Hand``) and nothing
else: the lobby card, the public table, and one player's hand. Pictures are drawn in a thread.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

import discord

from cogs.discord_kit import images, present
from cogs.discord_kit.fit import CONTENT, fit, fit_embed
from cogs.discord_kit.items import lobby_view, moves_view, public_view
from cogs.discord_kit.records import final_view, record_name
from cogs.tabletop.models import LOBBY, Hand, TableInfo, Update
from cogs.tabletop.records import record_bytes

PINGS = discord.AllowedMentions(users=True, roles=False, everyone=False)

# Said once per game to a player whose DMs refused the bot (in the channel, or privately).
DMS_CLOSED = (
    "I can't send you direct messages, so your hand is in `/game hand` (only you see it) and "
    "I'll mention you here when it's your turn. To get it by DM instead, allow direct messages "
    "from this server (the server's name ▸ Privacy Settings), then press **DM me again**."
)


def mentioning(user_ids: Sequence[int]) -> discord.AllowedMentions:
    """Exactly these users may be notified by a message: nobody else, no role, not everyone."""
    return discord.AllowedMentions(
        users=[discord.Object(u) for u in user_ids], roles=False, everyone=False
    )


@dataclass
class Message:
    """What to send, kept as bytes so it can be sent twice (DM, then the ephemeral fallback)."""

    content: str | None = None
    embed: discord.Embed | None = None
    image: bytes | None = None
    image_name: str = "table.png"
    view: discord.ui.View | None = None
    record: tuple[bytes, str] | None = None  # issue 9: a finished game's record (data, name)

    def kwargs(self) -> dict[str, Any]:
        out: dict[str, Any] = {"allowed_mentions": PINGS}
        if self.content:
            out["content"] = fit(self.content, CONTENT)
        if self.embed is not None:
            out["embed"] = fit_embed(self.embed)
        files = [images.as_file(self.image, self.image_name)]
        if self.record is not None:
            files.append(images.as_file(*self.record))
        if present_files := [f for f in files if f is not None]:
            out["files"] = present_files
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


def lobby_message(table: TableInfo) -> Message:
    view = lobby_view(table.game_id, present.team_menu(table)) if table.status == LOBBY else None
    return Message(embed=present.lobby_embed(table), view=view)


async def table_message(update: Update, *, mover: int | None = None) -> Message:
    """The public table: picture, whose turn, last events and buttons; or, when the game says a
    new picture is not worth it (``post_table``), one short text with the same buttons, which
    does not ping the ``mover`` who caused it."""
    table = update.table
    view = (
        final_view(table.game_id)  # issue 9: Rematch
        if update.outcome
        else public_view(table.game_id, table.version, update.public_choices)
    )
    if not update.post_table and not update.outcome:
        return Message(content=present.brief_text(update, quiet_for=mover), view=view)
    image = None
    if update.public_view is not None:
        image = await images.draw_table(update.public_view, present.seat_names(table))
    return Message(
        content=present.turn_line(update),
        embed=present.table_embed(update, image_name="table.png" if image else None),
        image=image,
        view=view,
        record=(  # issue 9: only a finished game has a record (it reveals everything)
            (record_bytes(update.record), record_name(table.game_id)) if update.record else None
        ),
    )


async def hand_message(table: TableInfo, hand: Hand, *, in_dm: bool) -> Message:
    """One player's hand, with the menu of their moves when they must act."""
    image = await images.draw_hand(hand.view, present.seat_names(table))
    text = present.hand_text(
        table, hand.view, hand.events, your_turn=bool(hand.choices), in_dm=in_dm
    )
    return Message(
        content=text,
        image=image,
        image_name="hand.png",
        view=moves_view(table.game_id, table.version, hand.choices),
    )
