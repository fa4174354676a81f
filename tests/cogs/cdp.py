"""A headless Chromium driven over the DevTools protocol with aiohttp's websocket client alone
(no browser-automation package): open a page, evaluate a script, resize, take a screenshot,
and collect what the console and the Content-Security-Policy complained about."""

from __future__ import annotations

import asyncio
import base64
import contextlib
import itertools
import json
import shutil
import subprocess
import tempfile
import time
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import aiohttp

CANDIDATES = ("chromium", "chromium-browser", "google-chrome")


def browser() -> str | None:
    """The Chromium on this machine, or None."""
    return next((found for name in CANDIDATES if (found := shutil.which(name))), None)


class Page:
    """One tab: commands by id, events gathered as they come."""

    def __init__(self, ws: aiohttp.ClientWebSocketResponse) -> None:
        self.ws = ws
        self._ids = itertools.count(1)
        self._waiting: dict[int, asyncio.Future[dict[str, Any]]] = {}
        self.problems: list[str] = []  # console errors, CSP reports, uncaught exceptions
        self.events: list[dict[str, Any]] = []
        self._reader = asyncio.create_task(self._read())

    async def _read(self) -> None:
        async for message in self.ws:
            data = json.loads(message.data)
            if "id" in data:
                future = self._waiting.pop(data["id"], None)
                if future is not None and not future.done():
                    future.set_result(data)
                continue
            self.events.append(data)
            method, params = data.get("method"), data.get("params", {})
            if method == "Runtime.exceptionThrown":
                self.problems.append(str(params["exceptionDetails"].get("text")))
            elif method == "Log.entryAdded" and params["entry"]["level"] == "error":
                entry = params["entry"]
                self.problems.append(f"{entry.get('text', '')} {entry.get('url', '')}".strip())
            elif method == "Runtime.consoleAPICalled" and params.get("type") == "error":
                self.problems.append(json.dumps(params.get("args")))

    async def send(self, method: str, **params: Any) -> dict[str, Any]:
        number = next(self._ids)
        future: asyncio.Future[dict[str, Any]] = asyncio.get_running_loop().create_future()
        self._waiting[number] = future
        await self.ws.send_str(json.dumps({"id": number, "method": method, "params": params}))
        answer = await asyncio.wait_for(future, 30)
        if "error" in answer:
            raise RuntimeError(f"{method}: {answer['error']}")
        result: dict[str, Any] = answer.get("result", {})
        return result

    async def evaluate(self, expression: str) -> Any:
        result = await self.send("Runtime.evaluate", expression=expression, returnByValue=True)
        return result.get("result", {}).get("value")

    async def wait_for(self, expression: str, timeout: float = 5.0) -> Any:
        """The value of ``expression`` once truthy; TimeoutError after ``timeout`` seconds."""
        deadline = time.monotonic() + timeout
        while True:
            value = await self.evaluate(expression)
            if value:
                return value
            if time.monotonic() > deadline:
                raise TimeoutError(f"{expression} stayed false for {timeout} s")
            await asyncio.sleep(0.05)

    async def open(self, url: str) -> None:
        await self.send("Page.navigate", url=url)
        await self.wait_for("document.readyState === 'complete'")

    async def size(self, width: int, height: int, mobile: bool = False) -> None:
        await self.send(
            "Emulation.setDeviceMetricsOverride",
            width=width,
            height=height,
            deviceScaleFactor=1,
            mobile=mobile,
        )

    async def screenshot(self, path: Path, *, full: bool = True) -> bytes:
        shot = await self.send("Page.captureScreenshot", format="png", captureBeyondViewport=full)
        data = base64.b64decode(shot["data"])
        path.write_bytes(data)
        return data

    async def close(self) -> None:
        self._reader.cancel()
        with contextlib.suppress(asyncio.CancelledError):
            await self._reader
        await self.ws.close()


@contextlib.asynccontextmanager
async def chromium(binary: str) -> AsyncIterator[Page]:
    """A headless Chromium with one blank tab, closed afterwards."""
    profile = Path(tempfile.mkdtemp(prefix="troy-chromium-"))
    process = subprocess.Popen(
        [
            binary,
            "--headless=new",
            "--no-sandbox",  # as root in a container
            "--disable-gpu",
            "--disable-dev-shm-usage",
            "--no-first-run",
            "--remote-debugging-port=0",
            f"--user-data-dir={profile}",
            "about:blank",
        ],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    session = aiohttp.ClientSession()
    page: Page | None = None
    try:
        port_file = profile / "DevToolsActivePort"
        deadline = time.monotonic() + 30
        while not port_file.exists() or not port_file.read_text().strip():
            if time.monotonic() > deadline or process.poll() is not None:
                raise RuntimeError("Chromium did not start")
            await asyncio.sleep(0.05)
        port = int(port_file.read_text().split()[0])
        async with session.get(f"http://127.0.0.1:{port}/json/list") as response:
            tabs = await response.json()
        target = next(t for t in tabs if t.get("type") == "page")
        ws = await session.ws_connect(target["webSocketDebuggerUrl"], max_msg_size=0)
        page = Page(ws)
        for domain in ("Page", "Runtime", "Log"):
            await page.send(f"{domain}.enable")
        yield page
    finally:
        if page is not None:
            await page.close()
        await session.close()
        process.terminate()
        try:
            process.wait(10)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()
        shutil.rmtree(profile, ignore_errors=True)
