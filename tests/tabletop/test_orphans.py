"""A ``kill -9`` of the bot leaves none of its processes behind: the hard bots' thinking workers,
the picture workers and multiprocessing's resource tracker all end within seconds."""

from __future__ import annotations

import contextlib
import os
import signal
import textwrap
import time
from pathlib import Path

from children import kill, read_line, spawn

GRACE = 5.0  # seconds the orphans have to end after the kill

# The real bot (``create_bot``) in simcord's in-memory Discord, with both pools started as a busy
# bot has them: the thinking workers by ``warm`` (what the first hard decision does), the picture
# workers by ``RENDER_PROCESSES`` and one table drawn in them.
BOT = textwrap.dedent(
    """
    import asyncio, sys
    from pathlib import Path
    from simcord import Env
    from bot import Settings, create_bot
    from cogs.kit.compose import images
    from engine import registry

    async def main(folder):
        settings = Settings(
            token=None,
            database_path=str(Path(folder) / "troy.db"),
            shard_count=1,
            render_processes=2,
            bot_processes=2,
        )
        bot = create_bot(settings, seed_source=lambda: 7)
        await Env(bot).start()
        await bot.service.thinkers.warm()
        game = registry.get("ilios")
        view = dict(game.public_view(game.setup({"size": "5"}, 2, 11)))
        assert await images.draw_table(view, ["alice", "bob"])
        print("ready", flush=True)
        await asyncio.sleep(3600)  # the test kills us

    asyncio.run(main(sys.argv[1]))
    """
)


def stat(pid: int) -> tuple[str, int, int] | None:
    """A process's state, parent and start time (``/proc/<pid>/stat``), or None if it is gone."""
    try:
        text = Path(f"/proc/{pid}/stat").read_text()
    except (FileNotFoundError, ProcessLookupError):
        return None
    fields = text[text.rindex(")") + 2 :].split()  # after the name, which may hold spaces
    return fields[0], int(fields[1]), int(fields[19])


def descendants(root: int) -> dict[int, int]:
    """Every process below ``root`` (children, theirs, ...), each with its start time."""
    parents: dict[int, int] = {}
    started: dict[int, int] = {}
    for entry in os.listdir("/proc"):
        if entry.isdigit() and (info := stat(int(entry))) is not None:
            parents[int(entry)], started[int(entry)] = info[1], info[2]
    found: dict[int, int] = {}
    below = [root]
    while below:
        parent = below.pop()
        for pid, ppid in parents.items():
            if ppid == parent and pid not in found:
                found[pid] = started[pid]
                below.append(pid)
    return found


def alive(pid: int, started: int) -> bool:
    """Still that very process (not a reused pid), and not a zombie waiting to be reaped."""
    info = stat(pid)
    return info is not None and info[2] == started and info[0] != "Z"


def command(pid: int) -> str:
    with contextlib.suppress(OSError):
        return Path(f"/proc/{pid}/cmdline").read_bytes().replace(b"\0", b" ").decode()[:120]
    return "?"


def test_a_killed_bot_leaves_no_process_behind(tmp_path: Path) -> None:
    process = spawn(BOT, str(tmp_path))
    try:
        assert read_line(process) == "ready"
        left = descendants(process.pid)
    except BaseException:
        kill(process)
        raise
    # 2 thinking workers, 2 picture workers, the resource tracker.
    assert len(left) >= 5, [command(pid) for pid in left]
    kill(process)
    try:
        deadline = time.monotonic() + GRACE
        while time.monotonic() < deadline and any(alive(p, s) for p, s in left.items()):
            time.sleep(0.1)
        orphans = [command(pid) for pid, started in left.items() if alive(pid, started)]
        assert not orphans, f"still running {GRACE} s after the kill: {orphans}"
    finally:
        for pid, started in left.items():  # a failed run leaves nothing behind either
            if alive(pid, started):
                with contextlib.suppress(ProcessLookupError):
                    os.kill(pid, signal.SIGKILL)
