"""How a player's name is written into a message's words.

Names are Discord display names, which anyone can set to ``<@123…>``, ``@everyone`` or
``**markdown**``. Written into a text, a name must show as typed and never mention anybody, so
every text takes it through ``shown``. Pictures and menu labels are plain text (drawn, never
parsed): they keep the raw name.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

# Characters Discord's markdown reads anywhere in a line (a backslash shows them as they are).
_INLINE = re.compile(r"([\\*_~|`\[\]])")
# Read only at the start of a line: headings, lists, quotes, small print.
_LEADING = re.compile(r"^(\s*)([#>-])")
# "@everyone", "@here", "<@123>", "<@!123>", "<@&123>": a zero-width space after the "@" breaks
# the mention and shows the same.
_MENTION = re.compile(r"@(everyone|here|[!&]?\d+)")


def shown(name: str) -> str:
    """``name`` as words in a message: its markdown escaped, its mentions broken."""
    text = _LEADING.sub(r"\1\\\2", _INLINE.sub(r"\\\1", name))
    return _MENTION.sub("@\u200b\\1", text)


def shown_all(names: Iterable[str]) -> list[str]:
    return [shown(n) for n in names]
