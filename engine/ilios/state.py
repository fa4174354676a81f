"""The whole ILIOS game state, its cheap copy, and its JSON form.

A board cell is None for an open square, else a tuple ``(tile, facing, disk)``: ``tile`` is a kind
or None once plundered (only the disk remains), ``facing`` is None for tiles without one, ``disk``
is the occupying seat or None. Tuples are immutable, so copying the board is one list copy.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from engine.core import cards
from engine.core.rng import rng_for

Cell = tuple[str | None, str | None, int | None]

SETUP, PLAY, ORACLE, OVER = "setup", "play", "oracle", "over"


@dataclass(slots=True)
class State:
    """Everything needed to go on playing; ``apply`` works on a clone, never on its input."""

    size: int
    expansion: bool
    seats: int
    seed: int
    version: int = 0
    phase: str = SETUP  # setup | play | oracle (choosing to use the oracle's power) | over
    turn: int | None = 0
    setup_queue: list[tuple[int, str]] = field(default_factory=list)  # (seat, "waste" | "iron")
    board: list[Cell | None] = field(default_factory=list)
    hands: list[list[str]] = field(default_factory=list)
    bag: list[str] = field(default_factory=list)
    plunder: list[list[str]] = field(default_factory=list)
    disks_left: list[int] = field(default_factory=list)
    set_aside: list[str] = field(default_factory=list)  # powerful warriors used as wastelands
    revealed: dict[int, list[str]] = field(default_factory=dict)
    oracle_left: int = 0
    last: tuple[int, int] | None = None  # (seat, square index) of the last tile placed
    highlight: list[int] = field(default_factory=list)

    def clone(self) -> State:
        """A copy that shares nothing mutable; hand-written because bots copy a lot."""
        return State(
            self.size,
            self.expansion,
            self.seats,
            self.seed,
            self.version,
            self.phase,
            self.turn,
            list(self.setup_queue),
            list(self.board),
            [list(h) for h in self.hands],
            list(self.bag),
            [list(p) for p in self.plunder],
            list(self.disks_left),
            list(self.set_aside),
            {s: list(h) for s, h in self.revealed.items()},
            self.oracle_left,
            self.last,
            list(self.highlight),
        )


def dump(state: State) -> dict[str, Any]:
    """Plain JSON data (lists and str keys only)."""
    return {
        "size": state.size,
        "expansion": state.expansion,
        "seats": state.seats,
        "seed": state.seed,
        "version": state.version,
        "phase": state.phase,
        "turn": state.turn,
        "setup_queue": [[s, k] for s, k in state.setup_queue],
        "board": [None if c is None else list(c) for c in state.board],
        "hands": [list(h) for h in state.hands],
        "bag": list(state.bag),
        "bag_shuffled": True,
        "plunder": [list(p) for p in state.plunder],
        "disks_left": list(state.disks_left),
        "set_aside": list(state.set_aside),
        "revealed": {str(s): list(h) for s, h in state.revealed.items()},
        "oracle_left": state.oracle_left,
        "last": None if state.last is None else list(state.last),
        "highlight": list(state.highlight),
    }


def _bag(data: Mapping[str, Any]) -> list[str]:
    """The bag, top first. Snapshots from before draws came off the top of a shuffled bag kept
    it in catalogue order; shuffle those once (seeded) so their next draws stay random."""
    bag = [str(tile) for tile in data["bag"]]
    if data.get("bag_shuffled"):
        return bag
    return list(cards.shuffle(bag, rng_for(int(data["seed"]), int(data["version"]), "bag")))


def load(data: Mapping[str, Any]) -> State:
    """The inverse of ``dump``."""
    return State(
        size=int(data["size"]),
        expansion=bool(data["expansion"]),
        seats=int(data["seats"]),
        seed=int(data["seed"]),
        version=int(data["version"]),
        phase=str(data["phase"]),
        turn=None if data["turn"] is None else int(data["turn"]),
        setup_queue=[(int(s), str(k)) for s, k in data["setup_queue"]],
        board=[None if c is None else (c[0], c[1], c[2]) for c in data["board"]],
        hands=[list(h) for h in data["hands"]],
        bag=_bag(data),
        plunder=[list(p) for p in data["plunder"]],
        disks_left=[int(n) for n in data["disks_left"]],
        set_aside=list(data["set_aside"]),
        revealed={int(s): list(h) for s, h in data["revealed"].items()},
        oracle_left=int(data["oracle_left"]),
        last=None if data["last"] is None else (int(data["last"][0]), int(data["last"][1])),
        highlight=[int(i) for i in data["highlight"]],
    )
