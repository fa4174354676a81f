"""The web view run on its own, as ``scripts/web`` runs it: a process of its own over the bot's
database, serving at the lower priority ``WEB_NICE`` asks for, and ending cleanly on SIGTERM."""

from __future__ import annotations

import asyncio
import os
import signal
import socket
import sys
from pathlib import Path

import aiohttp
from webtable import SECRET

ROOT = Path(__file__).resolve().parents[2]


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port: int = probe.getsockname()[1]
        return port


async def answers(url: str, seconds: float) -> int:
    """The status of ``url`` once something answers there, within ``seconds``."""
    async with aiohttp.ClientSession() as session:
        for _ in range(int(seconds * 10)):
            try:
                async with session.get(url) as response:
                    return response.status
            except aiohttp.ClientConnectionError:
                await asyncio.sleep(0.1)
    raise AssertionError(f"nothing answered at {url} within {seconds} s")


async def test_the_web_view_alone_yields_to_the_bot(tmp_path: Path) -> None:
    port = free_port()
    env = {
        **os.environ,
        "WEB_URL": "https://troy.example.org",
        "WEB_SECRET": SECRET,
        "WEB_PORT": str(port),
        "WEB_HOST": "127.0.0.1",
        "WEB_NICE": "7",
        "WEB_DRAW_PROCESSES": "0",
        "DATABASE_URL": "",
        "DATABASE_PATH": str(tmp_path / "troy.db"),
    }
    process = await asyncio.create_subprocess_exec(
        sys.executable, "-m", "web.server", cwd=ROOT, env=env
    )
    try:
        assert await answers(f"http://127.0.0.1:{port}/t/nothing-here", 60) == 404
        ours = os.getpriority(os.PRIO_PROCESS, 0)
        assert os.getpriority(os.PRIO_PROCESS, process.pid) == min(19, ours + 7)
        process.send_signal(signal.SIGTERM)
        assert await asyncio.wait_for(process.wait(), 20) == 0
    finally:
        if process.returncode is None:
            process.kill()
            await process.wait()
