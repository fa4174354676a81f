"""One version of one table turned into everything the delivery sends, and who must be told.

Built once under the table's lock from the state already in memory: the public view, each
human's hand (view, moves, private lines, whether to DM it now), the public buttons and whether
a new table image is worth it. The delivery only sends; it never calls back for more.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import Any

from engine.core.game import Game
from engine.core.seats import with_names
from engine.core.types import Event, Outcome
from tabletop.audience import can_read
from tabletop.models import Choice, Hand, SeatInfo, TableInfo, Update
from tabletop.offers import Offer
from tabletop.store.outbox_sql import TABLE, Mark, Pending

# A logged line: (seq of the action that wrote it, readers bitmask or None for public, text).
Line = tuple[int, int | None, str]


def named_outcome(outcome: Outcome | None, seats: Sequence[SeatInfo]) -> dict[str, Any] | None:
    if outcome is None:
        return None
    data = outcome.to_dict()
    data["summary"] = with_names(outcome.summary, [s.shown for s in seats])
    return data


def seats_mask(seats: Iterable[int]) -> int:
    """A set of seats as a bitmask (bit i: seat i), as the outbox and the messages keep it."""
    return sum(1 << seat for seat in set(seats))


def start_marks(seats: Sequence[SeatInfo], acting: frozenset[int]) -> list[Mark]:
    """At the start the table is posted, every human gets their hand, and everyone to act is
    to be notified."""
    table = Mark(TABLE, post=True, notify=seats_mask(acting))
    hands = [
        Mark(s.user_id, notify=seats_mask([s.seat]) if s.seat in acting else 0)
        for s in seats
        if s.user_id is not None
    ]
    return [table, *hands]


def decision_starts(
    actor: int, acting_before: frozenset[int], acting_after: frozenset[int]
) -> frozenset[int]:
    """The seats for whom an action of ``actor`` starts a decision: they must act now and did
    not before. The actor is never among them (a chain goes on without a new notification)."""
    return acting_after - acting_before - {actor}


def step_marks(
    seats: Sequence[SeatInfo],
    actor: int,
    acting_before: frozenset[int],
    acting_after: frozenset[int],
    events: Sequence[Event],
    *,
    post: bool,
    finished: bool,
) -> list[Mark]:
    """What one action must announce: always the table; a hand to each human with private news,
    to whoever must act now and did not have to before, and to the actor (their hand DM
    offered the move just made: it must show their hand after it, without that move or the
    turn it asked for). A seat still waiting on a simultaneous choice is not sent its hand
    again whenever another seat chooses. The table's mark, and each hand's of its own seat,
    carry whose decision starts (to notify them once)."""
    if finished:
        return [Mark(TABLE, post=post)]
    starts = decision_starts(actor, acting_before, acting_after)
    marks = [Mark(TABLE, post=post, notify=seats_mask(starts), acted=seats_mask([actor]))]
    for seat in seats:
        if seat.user_id is None:
            continue
        news = any(not e.public and e.visible_to(seat.seat) for e in events)
        must_act = seat.seat in acting_after and seat.seat not in acting_before
        if news or must_act or seat.seat == actor:
            # The hand's row keeps the decision's start too: when the table went out but the
            # DM did not, the DM sent later must still ring as a new decision.
            starting = seats_mask([seat.seat]) if seat.seat in starts else 0
            marks.append(Mark(seat.user_id, notify=starting, acted=seats_mask([actor])))
    return marks


def build_update(
    table: TableInfo,
    game: Game[Any, Any],
    state: Any | None,
    lines: Sequence[Line],
    pending: Mapping[int, Pending],
    offer_of: Callable[[int], Offer],
    *,
    with_hands: bool = True,
    saved_line: str = "",
    announcing: bool = True,
) -> Update:
    """The Update of ``table`` at its version. ``lines`` are the logged lines that may be news;
    each target keeps those after its unsent row's ``since``, and a hand is sent only when its
    row is pending. ``announcing=False`` (``/game status``): the table shows all ``lines``."""
    table_row = pending.get(TABLE)
    public = [
        text
        for seq, readers, text in lines
        if readers is None and (table_row.since < seq if table_row else not announcing)
    ]
    if state is None:
        return Update(table, None, public, {}, [], [], None, announce_table=not announcing)
    acting = game.to_act(state)
    outcome = game.outcome(state)
    hands: dict[int, Hand] = {}
    for seat in table.seats if with_hands else ():
        if seat.user_id is None:
            continue
        row = pending.get(seat.user_id)
        private = tuple(
            text
            for seq, readers, text in lines
            if readers is not None
            and can_read(readers, seat.seat)
            and row is not None
            and seq > row.since
        )
        hands[seat.user_id] = Hand(
            user_id=seat.user_id,
            seat=seat.seat,
            view=game.seat_view(state, seat.seat),
            choices=offer_of(seat.seat).choices,
            events=private,
            send=row is not None and outcome is None,
        )
    return Update(
        table=table,
        public_view=game.public_view(state),
        events=public,
        hands=hands,
        public_choices=_public_choices(table.seats, acting, offer_of),
        to_act=[table.seats[s] for s in sorted(acting) if s < len(table.seats)],
        outcome=named_outcome(outcome, table.seats),
        post_table=table_row.post if table_row is not None else not announcing,
        saved_line=saved_line,
        announce_table=table_row is not None or not announcing,
        notify=_to_notify(table.seats, acting, _starts(pending)),
    )


def _starts(pending: Mapping[int, Pending]) -> int:
    """The seats (bitmask) whose decision started and was not yet announced: the table's row
    says it, and each hand's row says it of its own seat (its DM may be sent after the table)."""
    mask = 0
    for row in pending.values():
        mask |= row.notify
    return mask


def _to_notify(seats: Sequence[SeatInfo], acting: frozenset[int], mask: int) -> frozenset[int]:
    """The humans whose decision started since the last table went out and who still have it."""
    return frozenset(
        s.user_id
        for s in seats
        if s.user_id is not None and s.seat in acting and mask >> s.seat & 1
    )


def _public_choices(
    seats: Sequence[SeatInfo], acting: frozenset[int], offer_of: Callable[[int], Offer]
) -> list[Choice]:
    """The one acting human's public choices (``Offer.public``: decided from what the channel
    may know, so whether buttons appear tells nothing about a hand)."""
    if len(acting) != 1:
        return []
    (seat,) = acting
    if seat >= len(seats) or seats[seat].user_id is None:
        return []
    return list(offer_of(seat).public)
