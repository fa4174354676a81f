"""The custom ids of every persistent component, built and parsed in one place.

Each id names its *game* (not the channel): a button or menu of an abandoned or finished game is
refused clearly instead of acting on the next game at the same table and version. The templates
are exact (ASCII digits only, bounded lengths), so anything else a client sends simply does not
match, and the longest move id still fits Discord's 100 characters (``MAX_CODE`` is the game's
budget for an action code; a test checks the sum).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from cogs.kit.compose.fit import CUSTOM_ID, fits_exactly
from engine.core.game import MAX_CODE

MAX_CUSTOM_ID = CUSTOM_ID
GAME_DIGITS = 12
VERSION_DIGITS = 7
LOBBY_ACTIONS = ("join", "leave", "bot", "start")
MAX_SELECT_INDEX = 9

_GAME = rf"(?P<game>[0-9]{{1,{GAME_DIGITS}}})"
_VERSION = rf"(?P<version>[0-9]{{1,{VERSION_DIGITS}}})"

LOBBY_TEMPLATE = rf"tt:l:(?P<action>{'|'.join(LOBBY_ACTIONS)}):{_GAME}"
TEAM_TEMPLATE = rf"tt:t:{_GAME}"
HAND_TEMPLATE = rf"tt:h:{_GAME}"
MOVE_TEMPLATE = rf"tt:m:{_GAME}:{_VERSION}:(?P<code>[ -~]{{1,{MAX_CODE}}})"
SELECT_TEMPLATE = rf"tt:s:{_GAME}:{_VERSION}:(?P<index>[0-9])"
# A menu choosing several options at once: the move is its kind and the chosen values.
PICK_TEMPLATE = rf"tt:k:{_GAME}:{_VERSION}:(?P<kind>[a-z_]{{1,20}})"

# Records: a page of a game's log, a replay's step (game 0: the record attached to the replay
# message, for an uploaded file), and the Rematch and Review buttons of a finished game.
MOVE_DIGITS = 6
LOG_TEMPLATE = rf"tt:g:{_GAME}:(?P<page>[0-9]{{1,{MOVE_DIGITS}}})"
REPLAY_TEMPLATE = rf"tt:r:{_GAME}:(?P<move>[0-9]{{1,{MOVE_DIGITS}}})"
REMATCH_TEMPLATE = rf"tt:x:{_GAME}"
# The "Log" button under a table: the newest page of that game's log, for the one who asks.
TABLE_LOG_TEMPLATE = rf"tt:o:{_GAME}"
ANIMATION_TEMPLATE = rf"tt:a:{_GAME}"
REVIEW_TEMPLATE = rf"tt:w:{_GAME}"

# Values of a select's options: play this code, or narrow the menu to this path.
ACT, NARROW = "=", ">"


@dataclass(frozen=True)
class LobbyId:
    action: str
    game_id: int


@dataclass(frozen=True)
class MoveId:
    """A move button: the game, the version it was offered at, and the action code."""

    game_id: int
    version: int
    code: str


@dataclass(frozen=True)
class SelectId:
    game_id: int
    version: int
    index: int


def lobby_id(action: str, game_id: int) -> str:
    return f"tt:l:{action}:{game_id}"


def team_id(game_id: int) -> str:
    """The lobby's team menu (its options' values are the team letters, or "any")."""
    return f"tt:t:{game_id}"


def hand_id(game_id: int) -> str:
    return f"tt:h:{game_id}"


DM_AGAIN_TEMPLATE = rf"tt:d:{_GAME}"


def dm_again_id(game_id: int) -> str:
    """ "DM me again": a player whose DMs were closed asks for their hand by DM."""
    return f"tt:d:{game_id}"


def move_id(game_id: int, version: int, code: str) -> str:
    """Never cut (a cut id is another move): ``code_fits`` keeps it within Discord's 100."""
    return fits_exactly(f"tt:m:{game_id}:{version}:{code}", MAX_CUSTOM_ID, "a move's custom id")


def select_id(game_id: int, version: int, index: int) -> str:
    return f"tt:s:{game_id}:{version}:{index}"


def pick_id(game_id: int, version: int, kind: str) -> str:
    """A multi-pick menu (``discard`` three cards) of a game at a version."""
    return f"tt:k:{game_id}:{version}:{kind}"


def log_id(game_id: int, page: int) -> str:
    return f"tt:g:{game_id}:{page}"


def table_log_id(game_id: int) -> str:
    return f"tt:o:{game_id}"


def parse_table_log(custom_id: str) -> int | None:
    match = _match(TABLE_LOG_TEMPLATE, custom_id)
    return int(match["game"]) if match else None


def replay_id(game_id: int, move: int) -> str:
    """A replay's step; ``game_id`` 0 reads the record attached to the message."""
    return f"tt:r:{game_id}:{move}"


def rematch_id(game_id: int) -> str:
    return f"tt:x:{game_id}"


def animation_id(game_id: int) -> str:
    """ "🎞 Replay" under a finished game's table: the whole game, animated."""
    return f"tt:a:{game_id}"


def review_id(game_id: int) -> str:
    """ "🔎 Review" under a finished game's table: the presser's moves judged."""
    return f"tt:w:{game_id}"


# --- timeout ---
VOTE_TEMPLATE = rf"tt:v:{_GAME}:{_VERSION}:(?P<seat>[0-9]{{1,2}})"


def vote_id(game_id: int, version: int, seat: int) -> str:
    """A ballot to hand ``seat`` (late at ``version`` of game ``game_id``) to a bot."""
    return f"tt:v:{game_id}:{version}:{seat}"


def parse_log(custom_id: str) -> tuple[int, int] | None:
    """(game id, page)."""
    match = _match(LOG_TEMPLATE, custom_id)
    return (int(match["game"]), int(match["page"])) if match else None


def parse_replay(custom_id: str) -> tuple[int, int] | None:
    """(game id or 0, move)."""
    match = _match(REPLAY_TEMPLATE, custom_id)
    return (int(match["game"]), int(match["move"])) if match else None


def parse_rematch(custom_id: str) -> int | None:
    match = _match(REMATCH_TEMPLATE, custom_id)
    return int(match["game"]) if match else None


def code_fits(code: str) -> bool:
    """A code can ride in a move id: printable ASCII, no longer than the games' budget."""
    return 0 < len(code) <= MAX_CODE and all(" " <= ch <= "~" for ch in code)


def _match(template: str, custom_id: str) -> re.Match[str] | None:
    return re.fullmatch(template, custom_id, re.ASCII)


def parse_lobby(custom_id: str) -> LobbyId | None:
    match = _match(LOBBY_TEMPLATE, custom_id)
    return LobbyId(match["action"], int(match["game"])) if match else None


def parse_team(custom_id: str) -> int | None:
    match = _match(TEAM_TEMPLATE, custom_id)
    return int(match["game"]) if match else None


def parse_hand(custom_id: str) -> int | None:
    match = _match(HAND_TEMPLATE, custom_id)
    return int(match["game"]) if match else None


def parse_move(custom_id: str) -> MoveId | None:
    match = _match(MOVE_TEMPLATE, custom_id)
    if match is None:
        return None
    return MoveId(int(match["game"]), int(match["version"]), match["code"])


def parse_select(custom_id: str) -> SelectId | None:
    match = _match(SELECT_TEMPLATE, custom_id)
    if match is None:
        return None
    return SelectId(int(match["game"]), int(match["version"]), int(match["index"]))


def longest_move_id() -> int:
    """The length of the longest move id any game may produce (the budget the test checks)."""
    return len(move_id(10**GAME_DIGITS - 1, 10**VERSION_DIGITS - 1, "x" * MAX_CODE))


# --- helpdesk ---
# A page of ``/game rules``: the game's key, the topic's index in its rulebook, the page.
RULES_TEMPLATE = r"tt:p:(?P<key>[a-z0-9_]{1,32}):(?P<topic>[0-9]{1,3}):(?P<page>[0-9]{1,3})"


@dataclass(frozen=True)
class RulesId:
    game_key: str
    topic: int
    page: int


def rules_id(game_key: str, topic: int, page: int) -> str:
    return f"tt:p:{game_key}:{topic}:{page}"


def parse_rules(custom_id: str) -> RulesId | None:
    match = _match(RULES_TEMPLATE, custom_id)
    if match is None:
        return None
    return RulesId(match["key"], int(match["topic"]), int(match["page"]))


# The topic menu under a rules page: the game's key; the chosen option's value is the topic's
# index in that game's rulebook (``TOPIC_VALUE``), so one id serves every page of the game.
RULES_TOPIC_TEMPLATE = r"tt:q:(?P<key>[a-z0-9_]{1,32})"
TOPIC_VALUE = re.compile(r"[0-9]{1,3}", re.ASCII)


def rules_topic_id(game_key: str) -> str:
    return f"tt:q:{game_key}"


def parse_rules_topic(custom_id: str) -> str | None:
    """The game's key of a topic menu's id."""
    match = _match(RULES_TOPIC_TEMPLATE, custom_id)
    return match["key"] if match else None
