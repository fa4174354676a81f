"""Two real service processes on one database file: 50 tables played from both at once
(tables of each, tables where one player's moves arrive at the other process as DMs arrive at
shard 0, tables where both race for every move). Every move is applied once, no announcement
goes out twice and none is left; then one process is killed with SIGKILL mid-play: the other's
tables play on, and the killed one's resume when it starts again, nothing acknowledged lost
(an announcement the killed one had posted but not yet marked may go out again: the window
between Discord's answer and the commit of its mark)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import threading
import time
from collections import Counter
from pathlib import Path
from typing import Any

from children import ROOT, kill
from conftest import target_of
from tabletop_race import ALICE, BOB, GUILD, SEED, deliver

from tabletop.service import Service
from tabletop.store import Store

A_ONLY, B_ONLY = range(1, 21), range(21, 41)
CROSS, RACED = range(41, 46), range(46, 51)  # Alice's moves at A, Bob's at B; both race
PLAN_A = {**{c: "all" for c in A_ONLY}, **{c: ALICE for c in CROSS}, **{c: "race" for c in RACED}}
PLAN_B = {**{c: "all" for c in B_ONLY}, **{c: BOB for c in CROSS}, **{c: "race" for c in RACED}}
WAIT = 120.0  # seconds; far above what healthy processes need


class Child:
    """A service process (``processes_child``) and the lines it has printed so far."""

    def __init__(self, target: str, name: str, plan: dict[int, Any], resume: str = "all") -> None:
        self.process = subprocess.Popen(
            [sys.executable, "-c", "import processes_child as c; c.run()", target, name]
            + [json.dumps(plan), resume],
            cwd=ROOT,
            env={**os.environ, "PYTHONPATH": f"{ROOT}{os.pathsep}{ROOT / 'tests' / 'tabletop'}"},
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            text=True,
        )
        self.lines: list[list[str]] = []
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self) -> None:
        assert self.process.stdout is not None
        for line in self.process.stdout:
            if line.endswith("\n"):  # a line cut short by a kill was never said
                self.lines.append(line.split())

    def acks(self, channels: range | None = None) -> list[tuple[int, int, int, str]]:
        return [
            (int(w[1]), int(w[2]), int(w[3]), w[4])
            for w in list(self.lines)
            if w[0] == "ack" and (channels is None or int(w[1]) in channels)
        ]

    def posts(self) -> list[tuple[int, int]]:
        return [(int(w[1]), int(w[2])) for w in list(self.lines) if w[0] == "post"]

    def done(self) -> bool:
        return ["done"] in self.lines

    def stop(self) -> None:
        assert self.process.stdin is not None
        self.process.stdin.close()
        assert self.process.wait(WAIT) == 0


def wait_for(what: str, ready: Any, *children: Child) -> None:
    deadline = time.monotonic() + WAIT
    while not ready():
        if time.monotonic() > deadline or any(c.process.poll() not in (None, 0) for c in children):
            for child in children:
                if child.process.poll() is None:
                    kill(child.process)
            raise AssertionError(f"never {what}")
        time.sleep(0.02)


async def open_tables(target: str) -> None:
    """50 started tables, Alice and Bob at each, their start already announced."""
    store = await Store.open(target)
    service = Service(store, seed_source=lambda: SEED)
    for channel in range(1, 51):
        await service.new_game(channel, GUILD, ALICE, "Alice", "race", {"target": "30"})
        await service.join(channel, BOB, "Bob")
        await deliver(service, await service.start(channel, ALICE))
    await store.close()


async def test_two_processes_then_a_kill(tmp_path: Path, backend: str) -> None:
    """On each backend; each process resumes every table at start-up, as the bot does (the
    outbox's claims keep a table's announcements to the process that claimed them)."""
    path = str(tmp_path / "troy.db") if backend == "sqlite" else target_of(backend)
    await open_tables(path)
    a, b = Child(path, "A", PLAN_A), Child(path, "B", PLAN_B)
    wait_for("played a while", lambda: len(a.acks()) + len(b.acks()) >= 200, a, b)
    kill(a.process)  # mid-play: some of A's moves may be committed, unacknowledged and unposted
    killed = a
    theirs = len(b.acks(B_ONLY))
    wait_for("B played on alone", lambda: len(b.acks(B_ONLY)) >= theirs + 60, b)
    a = Child(path, "A", PLAN_A)  # A again: its unsent announcements first, then play on
    wait_for("every table ended", lambda: a.done() and b.done(), a, b)
    a.stop()
    b.stop()

    acks = killed.acks() + a.acks() + b.acks()
    posts = killed.posts() + a.posts() + b.posts()
    twice = [key for key, n in Counter((c, v) for c, v, _, _ in acks).items() if n > 1]
    assert not twice, f"moves acknowledged twice: {twice}"
    # The one window no database closes: killed after a post went out, before it was marked
    # (the restart posts it again). Only a table's last post by the killed process may repeat.
    window = {c: (c, v) for c, v in killed.posts()}.values()
    posted_twice = [
        key for key, n in Counter(posts).items() if n > 2 or n > 1 and key not in window
    ]
    assert not posted_twice, f"announcements posted twice: {posted_twice}"
    assert b.acks(RACED) and killed.acks(RACED) + a.acks(RACED), "both won races for moves"
    for channel in CROSS:  # each player's moves came through their process
        assert {seat for c, _, seat, _ in b.acks(CROSS) if c == channel} == {1}
        assert {seat for c, _, seat, _ in killed.acks(CROSS) + a.acks(CROSS) if c == channel} == {0}

    store = await Store.open(path)
    try:
        service = Service(store)
        assert await service.pending_updates() == [], "an announcement never went out"
        for channel in range(1, 51):
            update = await service.status(channel)
            assert update.outcome is not None, f"table {channel} did not end"
            assert await service.replay_matches(channel)
            log = {
                seq: (seat, code) for seq, seat, code in await store.actions(update.table.game_id)
            }
            assert len(log) == update.table.version  # one action per version, none twice
            for c, version, seat, code in acks:
                if c == channel:
                    assert log[version] == (seat, code), f"acknowledged, then lost: {c} v{version}"
            assert (channel, update.table.version) in posts, f"table {channel}'s end not posted"
    finally:
        await store.close()
