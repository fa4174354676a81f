"""Counting what the bot's messages cost the players, from the test Discord's own records.

A ``Recorder`` listens to the simulated gateway: every message the bot creates in the channel
or in a DM, and every edit. A message notifies the users its allowed mentions let its mentions
ping (the test Discord computes them as Discord does); a new DM notifies its reader; an edit
notifies nobody. The test marks each move (``moved``) with who must act after it, so the
records can be read per move (new table posts against edits) and per player per decision (a
decision: the moves during which that player must act without a break).
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

from simtable import World

POST, EDIT, DM, CHAT = "post", "edit", "dm", "chat"  # CHAT: someone else's channel message


@dataclass(frozen=True)
class Sent:
    """One message the bot created or edited."""

    kind: str  # POST (a new channel message of the bot), EDIT (of one), DM, or CHAT
    message_id: int
    notifies: frozenset[int]  # the users it notifies
    image_bytes: int  # of its pictures, when it uploaded some
    table: bool  # a table post: the board picture and the "My hand" / Rematch buttons
    text: str


@dataclass
class Move:
    """What one move cost: the bot's messages after it, and who must act then."""

    actor: int | None
    acting: frozenset[int]  # user ids of the humans to act after the move
    sent: list[Sent] = field(default_factory=list)

    @property
    def table_posts(self) -> int:
        return sum(1 for s in self.sent if s.kind == POST and s.table)

    @property
    def table_edits(self) -> int:
        return sum(1 for s in self.sent if s.kind == EDIT and s.table)


def _labels(message: Any) -> list[str]:
    rows = message.components or []
    out = []
    for row in rows:
        row = row if isinstance(row, dict) else row.to_dict()
        out += [c.get("label", "") or "" for c in row.get("components", [])]
    return out


class Recorder:
    """Records the bot's messages in ``world.channel`` and its DMs, move by move."""

    def __init__(self, world: World) -> None:
        self.world = world
        self.backend = world.env.backend
        self.moves: list[Move] = [Move(None, frozenset())]  # what came before the first move
        self._pictures: dict[int, set[str]] = {}  # by message: the attachments already counted
        self.backend.subscribers.append(self._on_event)

    def close(self) -> None:
        self.backend.subscribers.remove(self._on_event)

    # --- recording -----------------------------------------------------------------------
    def _on_event(self, event: str, payload: dict[str, Any]) -> None:
        if event not in ("MESSAGE_CREATE", "MESSAGE_UPDATE"):
            return
        channel = self.backend.channels.get(int(payload["channel_id"]))
        message = self.backend.messages.get(int(payload["channel_id"]), {}).get(int(payload["id"]))
        if channel is None or message is None or message.is_ephemeral:
            return
        if message.author_id != self.world.bot.user.id:
            if channel.id == self.world.channel.id and event == "MESSAGE_CREATE":
                self.moves[-1].sent.append(Sent(CHAT, message.id, frozenset(), 0, False, ""))
            return
        if channel.id == self.world.channel.id:
            kind = POST if event == "MESSAGE_CREATE" else EDIT
            notifies = frozenset(message.ping_user_ids) if kind == POST else frozenset()
        elif channel.guild_id is None and event == "MESSAGE_CREATE":
            kind = DM
            notifies = frozenset(u for u in channel.recipient_ids if u != self.world.bot.user.id)
        else:
            return
        labels = _labels(message)
        self.moves[-1].sent.append(
            Sent(
                kind=kind,
                message_id=message.id,
                notifies=notifies,
                image_bytes=self._new_picture_bytes(message),
                table="My hand" in labels or "Rematch" in labels,
                text=message.content or "",
            )
        )

    def _new_picture_bytes(self, message: Any) -> int:
        """Bytes of the pictures this message uploaded (an edit that kept its picture: 0)."""
        seen = self._pictures.setdefault(message.id, set())
        new = [
            a
            for a in message.attachments
            if str(a.get("filename", "")).endswith(".png") and str(a.get("id")) not in seen
        ]
        seen.update(str(a.get("id")) for a in new)
        return sum(int(a.get("size", 0)) for a in new)

    async def moved(self, actor: Any) -> Move:
        """Close the move ``actor`` just made: who must act now (after its posts went out)."""
        await self.world.bot.delivery.tables.drained()
        await self.world.env.settle()
        update = await self.world.bot.service.status(self.world.channel.id)
        acting = frozenset(
            s.user_id for s in update.to_act if s.user_id is not None and not update.outcome
        )
        move = self.moves[-1]
        move.actor = actor.id if actor is not None else None
        move.acting = acting
        self.moves.append(Move(None, frozenset()))
        return move

    # --- reading -------------------------------------------------------------------------
    @property
    def played(self) -> list[Move]:
        """The moves made (the start, as made by nobody, first)."""
        return self.moves[:-1]

    def decisions(self, user_id: int) -> Iterator[list[Move]]:
        """Each decision of ``user_id``: the run of moves after which they must act."""
        run: list[Move] = []
        for move in self.played:
            if user_id in move.acting:
                run.append(move)
            elif run:
                yield run
                run = []
        if run:
            yield run

    def channel_notifications(self, moves: list[Move], user_id: int, *, tables: bool) -> int:
        """Channel messages of ``moves`` that notify ``user_id`` (table posts only, or all)."""
        return sum(
            1
            for m in moves
            for s in m.sent
            if s.kind == POST and user_id in s.notifies and (s.table or not tables)
        )

    def table_was_newest(self, n: int) -> bool:
        """Whether the channel's newest message was a table when move ``n`` was made (a chat
        line written just before it counts)."""
        for sent in self.played[n].sent:
            if sent.kind == CHAT:
                return False
            if sent.kind in (POST, EDIT):
                break
        for move in reversed(self.played[:n]):
            for sent in reversed(move.sent):
                if sent.kind in (POST, CHAT):
                    return sent.table
        return False

    def dms(self, moves: list[Move], user_id: int) -> int:
        return sum(1 for m in moves for s in m.sent if s.kind == DM and user_id in s.notifies)

    def strays(self) -> list[tuple[int, Sent]]:
        """Table posts whose mentions notify someone who need not act after that move."""
        return [
            (n, s)
            for n, m in enumerate(self.played)
            for s in m.sent
            if s.kind == POST and s.table and s.notifies - m.acting
        ]

    def summary(self, humans: list[int]) -> dict[str, Any]:
        """The figures of a game: posts and edits per move, channel notifications per decision,
        DMs, and the bytes of pictures posted to the channel."""
        moves = len(self.played) - 1
        posts = sum(m.table_posts for m in self.played)
        edits = sum(m.table_edits for m in self.played)
        decisions = [d for u in humans for d in self.decisions(u)]
        notified = sum(
            self.channel_notifications(d, u, tables=False)
            for u in humans
            for d in self.decisions(u)
        )
        channel_bytes = sum(
            s.image_bytes for m in self.played for s in m.sent if s.kind in (POST, EDIT)
        )
        return {
            "moves": moves,
            "table_posts": posts,
            "table_edits": edits,
            "channel_posts": sum(1 for m in self.played for s in m.sent if s.kind == POST),
            "posts_per_move": round(posts / max(moves, 1), 2),
            "decisions": len(decisions),
            "channel_notifications": notified,
            "notifications_per_decision": round(notified / max(len(decisions), 1), 2),
            "dms": {u: self.dms(self.played, u) for u in humans},
            "channel_image_bytes": channel_bytes,
        }
