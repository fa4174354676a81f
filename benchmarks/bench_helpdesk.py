"""What help costs: reading and paging a rulebook (once per process, then cached), the sample
table picture of each game (drawn once per process, then cached), and one page built from cache.

Run: ``.venv/bin/python benchmarks/bench_helpdesk.py``. A plain script, not a test.
"""

from __future__ import annotations

import asyncio
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from cogs.kit.components.help import rules_page  # noqa: E402
from cogs.kit.compose import help as helpdesk  # noqa: E402
from engine import registry  # noqa: E402
from engine.core import rulebook  # noqa: E402

REPEAT = 200


def ms(start: float, count: int = 1) -> str:
    return f"{(time.perf_counter() - start) * 1000 / count:.2f} ms"


async def main() -> None:
    for game in registry.all_games():
        path = rulebook.rules_file(game.key)
        if path.exists():
            text = path.read_text(encoding="utf-8")
            start = time.perf_counter()
            for _ in range(REPEAT):
                book = rulebook.parse(text)
            pages = sum(len(t.pages) for t in book.topics)
            print(
                f"{game.key}: parse {len(text)} chars -> {len(book.topics)} topics, "
                f"{pages} pages: {ms(start, REPEAT)}"
            )
        start = time.perf_counter()
        image = await helpdesk.picture(game.key)
        print(
            f"{game.key}: sample table picture, first draw: {ms(start)} "
            f"({len(image or b'') // 1024} KiB)"
        )
        start = time.perf_counter()
        for _ in range(REPEAT):
            await rules_page(game.key, 0, 0)
        print(f"{game.key}: overview page from cache: {ms(start, REPEAT)}")


if __name__ == "__main__":
    asyncio.run(main())
