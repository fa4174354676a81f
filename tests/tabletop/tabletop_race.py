"""A tiny test-only game for the table service tests, and shared helpers.

"Race" is deliberately not ILIOS-shaped: a 2-4 seat race to a target score with a hidden hand of
number cards, an optional simultaneous opening (every seat at once makes a secret bid, revealed
when all have bid; the highest bid starts, and the seats sharing the highest bid hear it in one
event to that set of seats), private draw events and seeded randomness. It implements the whole
Game protocol so the service can be tested before (and independently of) the real games.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, replace
from random import Random
from typing import Any

from engine.core import (
    Bot,
    Event,
    IllegalAction,
    InvalidAction,
    NotYourTurn,
    Option,
    Outcome,
    Step,
    rng_for,
)
from engine.core.types import audience_of
from tabletop.service import Service
from tabletop.store import Store

Action = tuple[str, int]  # ("play", value) or ("ready", secret bid)


@dataclass(frozen=True)
class RaceState:
    seed: int
    version: int
    target: int
    phase: str  # "ready" | "play" | "over"
    turn: int
    scores: tuple[int, ...]
    hands: tuple[tuple[int, ...], ...]
    bids: tuple[int, ...]  # 0: not yet bid; secret until every seat has bid
    open_hands: bool = False

    @property
    def ready(self) -> frozenset[int]:
        return frozenset(i for i, b in enumerate(self.bids) if b)


class RandomBot:
    def choose(self, view: Mapping[str, Any], legal: Sequence[Any], rng: Random) -> Any:
        return rng.choice(list(legal))


class GreedyBot:
    """Plays its biggest card; checks it only sees its own hand."""

    def choose(self, view: Mapping[str, Any], legal: Sequence[Any], rng: Random) -> Any:
        assert "seed" not in view and ("hands" not in view or view["open_hands"])
        return max(legal, key=lambda a: a[1])


class RaceGame:
    key = "race"
    title = "Race"
    seats = range(2, 5)
    options: tuple[Option, ...] = (
        Option("target", "Score that wins", ("10", "20", "30"), "10"),
        Option("opening", "Everyone bids in secret first", ("no", "yes"), "no"),
        Option(
            "cards",
            "Cards in hand shown to all (moves may be offered publicly)",
            ("hidden", "open"),
            "hidden",
        ),
    )
    bots: Mapping[str, Bot] = {"random": RandomBot(), "normal": GreedyBot()}

    def setup(
        self,
        config: Mapping[str, str],
        seats: int,
        seed: int,
        teams: Sequence[int] | None = None,
    ) -> RaceState:
        rng = rng_for(seed, 0, "deal")
        hands = tuple(tuple(sorted(rng.randint(1, 3) for _ in range(3))) for _ in range(seats))
        return RaceState(
            seed=seed,
            version=0,
            target=int(config.get("target", "10")),
            phase="ready" if config.get("opening") == "yes" else "play",
            turn=0,
            scores=(0,) * seats,
            hands=hands,
            bids=(0,) * seats,
            open_hands=config.get("cards") == "open",
        )

    def teams(self, config: Mapping[str, str], seats: int) -> tuple[int, ...] | None:
        return None

    def to_act(self, state: RaceState) -> frozenset[int]:
        if state.phase == "over":
            return frozenset()
        if state.phase == "ready":
            return frozenset(range(len(state.scores))) - state.ready
        return frozenset({state.turn})

    def legal_actions(self, state: RaceState, seat: int) -> Sequence[Action]:
        if seat not in self.to_act(state):
            return []
        if state.phase == "ready":
            return [("ready", bid) for bid in (1, 2, 3)]
        return [("play", v) for v in sorted(set(state.hands[seat]))]

    def skip_action(self, state: RaceState, seat: int) -> Action | None:
        return None  # a race has no pass

    def apply(self, state: RaceState, seat: int, action: Action) -> Step[RaceState]:
        if seat not in self.to_act(state):
            raise NotYourTurn("Not your turn.")
        if action not in self.legal_actions(state, seat):
            raise IllegalAction(f"You cannot {self.describe(action).lower()} now.")
        version = state.version + 1
        if action[0] == "ready":
            return self._bid(state, seat, action[1])
        value = action[1]
        hand = list(state.hands[seat])
        hand.remove(value)
        drawn = rng_for(state.seed, state.version).randint(1, 3)
        hand.append(drawn)
        scores = list(state.scores)
        scores[seat] += value
        hands = list(state.hands)
        hands[seat] = tuple(sorted(hand))
        over = scores[seat] >= state.target
        new = replace(
            state,
            version=version,
            scores=tuple(scores),
            hands=tuple(hands),
            phase="over" if over else "play",
            turn=state.turn if over else (state.turn + 1) % len(scores),
        )
        events = (
            Event(f"Player {seat + 1} plays {value} (total {scores[seat]})."),
            Event(f"You draw a {drawn}.", audience=seat),
        )
        return Step(new, events)

    def _bid(self, state: RaceState, seat: int, bid: int) -> Step[RaceState]:
        """A secret bid; the last one reveals them all, whatever the order they came in."""
        bids = list(state.bids)
        bids[seat] = bid
        new = replace(state, version=state.version + 1, bids=tuple(bids))
        events = [Event(f"Player {seat + 1} is ready."), Event(f"You bid {bid}.", audience=seat)]
        if all(bids):
            best = max(bids)
            top = [i for i, b in enumerate(bids) if b == best]
            new = replace(new, phase="play", turn=top[0])
            listing = ", ".join(f"Player {i + 1} bid {b}" for i, b in enumerate(bids))
            events.append(Event(f"Bids revealed: {listing}."))
            if len(top) > 1:
                events.append(Event(f"You share the highest bid ({best}).", audience_of(top)))
        return Step(new, tuple(events))

    def outcome(self, state: RaceState) -> Outcome | None:
        if state.phase != "over":
            return None
        best = max(state.scores)
        winners = frozenset(i for i, s in enumerate(state.scores) if s == best)
        return Outcome(winners, state.scores, f"Player {min(winners) + 1} wins with {best}.")

    def public_view(self, state: RaceState) -> dict[str, Any]:
        view = {
            "game": "race",
            "phase": state.phase,
            "turn": state.turn,
            "to_act": sorted(self.to_act(state)),
            "scores": list(state.scores),
            "hand_sizes": [len(h) for h in state.hands],
            "target": state.target,
            "ready": sorted(state.ready),
            "bids": list(state.bids) if state.phase != "ready" else None,
            "open_hands": state.open_hands,
        }
        if state.open_hands:
            view["hands"] = [list(h) for h in state.hands]
        return view

    def seat_view(self, state: RaceState, seat: int) -> dict[str, Any]:
        return {
            **self.public_view(state),
            "seat": seat,
            "hand": list(state.hands[seat]),
            "my_bid": state.bids[seat] or None,
        }

    def encode(self, action: Action) -> str:
        return f"{action[0]}:{action[1]}"

    def decode(self, state: RaceState, seat: int, code: str) -> Action:
        kind, _, value = code.partition(":")
        if kind not in ("play", "ready") or value not in ("1", "2", "3"):
            raise InvalidAction(f"{code!r} is not a move of Race (try play:1, ready:2).")
        return (kind, int(value))

    def describe(self, action: Action) -> str:
        return f"Bid {action[1]}" if action[0] == "ready" else f"Play {action[1]}"

    def public_choices(self, state: RaceState, seat: int) -> Sequence[Action]:
        """A card is public only when hands are open; a bid is always secret."""
        if not state.open_hands:
            return ()
        return [a for a in self.legal_actions(state, seat) if a[0] == "play"]

    def redeal_hidden(self, state: RaceState, viewer: int | None, rng: Random) -> RaceState:
        hands = tuple(
            h if i == viewer or state.open_hands else tuple(sorted(rng.randint(1, 3) for _ in h))
            for i, h in enumerate(state.hands)
        )
        bids = state.bids
        if state.phase == "ready":
            bids = tuple(
                b if i == viewer or not b else rng.randint(1, 3) for i, b in enumerate(bids)
            )
        return replace(state, hands=hands, bids=bids, seed=rng.getrandbits(32))

    def check_invariants(self, state: RaceState) -> None:
        assert all(len(h) == 3 for h in state.hands)
        assert all(0 <= b <= 3 for b in state.bids)

    def can_undo(
        self, before: RaceState, after: RaceState, seat: int, events: Sequence[Event]
    ) -> str | None:
        """A play draws a card; the last bid reveals them all; an earlier bid may be taken back."""
        if before.phase != after.phase:
            return "the bids were revealed"
        if before.hands != after.hands:
            return "a card was drawn"
        return None

    def worth_posting(self, before: RaceState, after: RaceState) -> bool:
        """A bid changes nothing on the table until the last one reveals them all."""
        return not (before.phase == after.phase == "ready")

    def dump(self, state: RaceState) -> dict[str, Any]:
        return {
            "seed": state.seed,
            "version": state.version,
            "target": state.target,
            "phase": state.phase,
            "turn": state.turn,
            "scores": list(state.scores),
            "hands": [list(h) for h in state.hands],
            "bids": list(state.bids),
            "open_hands": state.open_hands,
        }

    def load(self, data: Mapping[str, Any]) -> RaceState:
        return RaceState(
            seed=int(data["seed"]),
            version=int(data["version"]),
            target=int(data["target"]),
            phase=str(data["phase"]),
            turn=int(data["turn"]),
            scores=tuple(int(s) for s in data["scores"]),
            hands=tuple(tuple(int(c) for c in h) for h in data["hands"]),
            bids=tuple(int(b) for b in data["bids"]),
            open_hands=bool(data["open_hands"]),
        )

    def rules(self) -> Mapping[str, str]:
        return {"Overview": "Bid in secret (if chosen), then play cards; first to the target wins."}


RACE = RaceGame()
SEED = 20_261_129
ALICE, BOB, CAROL, DAVE, ERIN = 101, 102, 103, 104, 105
CHANNEL, GUILD = 9001, 1


async def lobby(store: Store, channel: int) -> int:
    """A race lobby hosted by Alice in ``channel``, made by the store alone (no service)."""
    row = await store.create_game(
        channel_id=channel,
        guild_id=GUILD,
        game_key="race",
        options={},
        host_id=ALICE,
        host_name="Alice",
        seed=SEED,
    )
    return row.id


async def started_tables(store: Store, channels: Iterable[int]) -> list[int]:
    """A race of Alice and Bob started in each channel through ``store``'s process (so its
    announcements are claimed by it): the games' ids."""
    service = Service(store, seed_source=lambda: SEED)
    ids = []
    for channel in channels:
        await service.new_game(channel, GUILD, ALICE, "Alice", "race", {})
        await service.join(channel, BOB, "Bob")
        ids.append((await service.start(channel, ALICE)).table.game_id)
    return ids


async def db_dump(store: Store) -> dict[str, list[tuple[Any, ...]]]:
    """Every row of every table, to prove that a failed call changed nothing."""
    out: dict[str, list[tuple[Any, ...]]] = {}
    for table in ("games", "seats", "actions", "events", "messages", "results"):
        out[table] = await store.select_admin(f"SELECT * FROM {table} ORDER BY 1, 2")
    return out


async def deliver(service: Any, update: Any) -> Any:
    """Do what the delivery does after sending an Update: mark the table and the hands it sent
    as announced, so the next Update carries only newer lines."""
    sent = [uid for uid, hand in update.hands.items() if hand.send]
    await service.announced(update.table.game_id, update.table.version, ["table", *sent])
    return update
