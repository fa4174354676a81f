"""A finished game's record, its log in pages, and any position of it replayed from the record.

The record is what makes a game repeatable: the game, its options, the seed, the seats (names,
teams, bot levels) and every action in order. Replaying it through the engine gives every
position again, so nothing but the record needs keeping.

Hidden information: a record holds the seed and every action, so it reveals every hand and every
secret choice. That is fine once the game is over (and lets players study it), never before:
``record_of`` refuses any game that is not finished, and nothing else builds a record.
"""

from __future__ import annotations

import asyncio
import json
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from engine.core.english import N_
from engine.core.said import is_said, say
from engine.core.seats import with_names
from tabletop.base import AnyGame, ServiceBase, game_of
from tabletop.errors import NoGame, TableError, UnknownGame
from tabletop.fanout import named_outcome
from tabletop.models import FINISHED, SeatInfo
from tabletop.names import shown_all
from tabletop.seating import seat_teams
from tabletop.store import GameRow, Store
from tabletop.undo_log import live_actions  # undo

RECORD_FORMAT = "troy-tabletop-record"
RECORD_VERSION = 1
LOG_PAGE_LINES = 15
# The longest record measured (bench: a Siege of Troy ``full`` played by bots at four seats,
# ~480 actions) is about 17 KB; 128 KB leaves room for a human game several times as long, and
# refuses files that are plainly not one of ours before reading them.
MAX_RECORD_BYTES = 128 * 1024
# A record nests three deep (record, seats or actions, one of them) and its longest number is a
# 63-bit seed (19 digits): anything deeper or longer is refused before Python parses it (a
# deep file would overflow the parser's recursion, a huge number its int conversion).
MAX_DEPTH = 8
MAX_NUMBER_CHARS = 24
# A string, or an unclosed one to the end of the file: never retried from each of its quotes,
# so stripping strings stays linear whatever a file holds (``"\"\"\"…`` would be quadratic).
_STRING = re.compile(r'"(?:[^"\\]|\\.)*"?', re.DOTALL)
_NOT_BRACKET = re.compile(r"[^\[\]{}]+")
_INNERMOST = re.compile(r"\[\]|\{\}")


class NotFinished(TableError):
    def __init__(self) -> None:
        super().__init__("That game is not finished: its record stays secret until the end.")


class NoSuchGame(TableError):
    def __init__(self, game_id: int) -> None:
        super().__init__("There is no game #{number} on this server.", number=str(game_id))


class BadRecord(TableError):
    """A record that cannot be replayed, said plainly: ``why`` is a message id or a said line."""

    def __init__(self, why: str) -> None:
        super().__init__("I can't replay this record: {why}", why=why if is_said(why) else say(why))


def unknown_game(key: object) -> str:
    return say("the game {game} is not known here.", game=repr(key))


def not_played_by(title: str, seats: int) -> str:
    return say("{game} is not played by {count} players.", game=title, count=seats)


def not_legal_there(number: int, code: str) -> str:
    return say("action {number} ({code}) is not legal there.", number=number, code=repr(code))


TOO_LARGE = say(
    "the file is larger than any game record ({size} KB at most).", size=MAX_RECORD_BYTES // 1024
)
NOT_JSON = N_("the file is not a game record (not JSON).")


@dataclass(frozen=True)
class LogPage:
    """One page of a game's public lines (``page`` counts from 0)."""

    game_id: int
    title: str
    lines: tuple[str, ...]
    page: int
    pages: int


@dataclass(frozen=True)
class Position:
    """A finished game's public table after ``move`` of its ``total`` actions."""

    game_id: int | None  # the stored game, or None for an uploaded record
    title: str
    move: int
    total: int
    public_view: Mapping[str, Any]
    names: tuple[str, ...]
    lines: tuple[str, ...]  # the public lines of the move that led here
    outcome: dict[str, Any] | None  # at the last move


def record_of(row: GameRow, actions: Sequence[tuple[int, int, str]]) -> dict[str, Any]:
    """The record of a finished game (NotFinished otherwise: it would reveal hidden cards)."""
    if row.status != FINISHED:
        raise NotFinished()
    return {
        "format": RECORD_FORMAT,
        "version": RECORD_VERSION,
        "game": row.game_key,
        "game_id": row.id,
        "seed": row.seed,
        "options": dict(row.options),
        "seats": [
            {"seat": s.seat, "name": s.name, "team": s.team, "bot": s.bot_level}
            for s in sorted(row.seats, key=lambda s: s.seat)
        ],
        "actions": [[seat, code] for _, seat, code in actions],
    }


def record_bytes(record: Mapping[str, Any]) -> bytes:
    return json.dumps(record, indent=1, ensure_ascii=False).encode()


def _too_deep(text: str) -> bool:
    """Whether lists and objects nest deeper than a record's (or are left open), found without
    recursion: each round removes the innermost pairs of brackets outside strings, so a record
    is empty after ``MAX_DEPTH`` rounds and anything left is too deep or unbalanced."""
    brackets = _NOT_BRACKET.sub("", _STRING.sub("", text))
    for _ in range(MAX_DEPTH):
        brackets = _INNERMOST.sub("", brackets)
    return bool(brackets)


def _number(text: str) -> int:
    """A JSON integer, refused when longer than any a record holds."""
    if len(text) > MAX_NUMBER_CHARS:
        raise BadRecord(N_("it holds a number far longer than any a record has."))
    return int(text)


def _no_number(text: str) -> Any:
    """Records hold whole numbers only: fractions, NaN and Infinity are refused."""
    raise BadRecord(N_("it holds a number that no record has."))


def parse_record(data: bytes) -> dict[str, Any]:
    """An uploaded file as a record, or BadRecord saying what is wrong with it: read with
    limits on its size, its nesting and its numbers, so a hostile file is refused plainly."""
    if len(data) > MAX_RECORD_BYTES:
        raise BadRecord(TOO_LARGE)
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError:
        raise BadRecord(NOT_JSON) from None
    if _too_deep(text):
        raise BadRecord(N_("its lists are nested deeper than a record's, or left open."))
    try:
        record = json.loads(
            text, parse_int=_number, parse_float=_no_number, parse_constant=_no_number
        )
    except json.JSONDecodeError:  # (a hook's BadRecord goes through as it is)
        raise BadRecord(NOT_JSON) from None
    if not isinstance(record, dict) or record.get("format") != RECORD_FORMAT:
        raise BadRecord(N_("the file is not a Troy Tabletop game record."))
    if record.get("version") != RECORD_VERSION:
        version = repr(record.get("version"))
        raise BadRecord(say("records of version {version} are not known here.", version=version))
    return record


def _seats(record: Mapping[str, Any]) -> tuple[SeatInfo, ...]:
    seats = record.get("seats")
    if not isinstance(seats, list) or not seats:
        raise BadRecord(N_("it names no seats."))
    try:
        out = tuple(
            SeatInfo(
                seat=n,
                name=str(s["name"])[:100],
                bot_level=s.get("bot"),
                team=None if s.get("team") is None else int(s["team"]),
            )
            for n, s in enumerate(seats)
        )
    except (TypeError, KeyError, ValueError):
        raise BadRecord(N_("its seats are not written as a record writes them.")) from None
    return out


def _actions(record: Mapping[str, Any]) -> list[tuple[int, str]]:
    actions = record.get("actions")
    if not isinstance(actions, list) or not all(
        isinstance(a, list) and len(a) == 2 and isinstance(a[0], int) and isinstance(a[1], str)
        for a in actions
    ):
        raise BadRecord(N_("its actions are not written as a record writes them."))
    return [(seat, code) for seat, code in actions]


def replay(record: Mapping[str, Any], move: int) -> Position:
    """The public table after ``move`` actions (clamped to the game's length), replayed from
    the seed through the engine; the whole record is replayed so a broken one is refused."""
    try:
        game = game_of(str(record.get("game")))
    except UnknownGame:
        raise BadRecord(unknown_game(record.get("game"))) from None
    seats = _seats(record)
    actions = _actions(record)
    seed, options = record.get("seed"), record.get("options")
    if not isinstance(seed, int) or not isinstance(options, dict):
        raise BadRecord(N_("its seed or options are missing."))
    if len(seats) not in game.seats:
        raise BadRecord(not_played_by(game.title, len(seats)))
    move = max(0, min(move, len(actions)))
    names = [s.name for s in seats]
    state, at_move, lines = _run(game, options, seats, seed, actions, move, shown_all(names))
    outcome = game.outcome(state)
    if outcome is None and game.to_act(state):
        raise BadRecord(N_("it stops before the end of the game."))
    return Position(
        game_id=record["game_id"] if isinstance(record.get("game_id"), int) else None,
        title=game.title,
        move=move,
        total=len(actions),
        public_view=game.public_view(at_move),
        names=tuple(names),
        lines=lines,
        outcome=named_outcome(outcome, seats) if move == len(actions) else None,
    )


def _run(
    game: AnyGame,
    options: dict[str, Any],
    seats: Sequence[SeatInfo],
    seed: int,
    actions: Sequence[tuple[int, str]],
    move: int,
    names: list[str],
) -> tuple[Any, Any, tuple[str, ...]]:
    """(final state, state after ``move``, public lines of that move, with ``names`` as the
    lines write them)."""
    try:
        state = game.setup(
            {str(k): str(v) for k, v in options.items()}, len(seats), seed, teams=seat_teams(seats)
        )
    except Exception:  # noqa: BLE001 - any failure means the record is not one of this game's
        raise BadRecord(N_("its options do not set up the game.")) from None
    at_move, lines = state, tuple[str, ...]()
    for number, (seat, code) in enumerate(actions, start=1):
        try:
            step = game.apply(state, seat, game.decode(state, seat, code))
        except Exception:  # noqa: BLE001 - an engine refusal or a malformed code alike
            raise BadRecord(not_legal_there(number, code)) from None
        state = step.state
        if number == move:
            at_move = state
            lines = tuple(with_names(e.text, names) for e in step.events if e.public)
    return state, at_move, lines


def log_page(row: GameRow, lines: Sequence[str], page: int) -> LogPage:
    """Page ``page`` (clamped) of a game's public lines, oldest first."""
    pages = max(1, -(-len(lines) // LOG_PAGE_LINES))
    page = max(0, min(page, pages - 1))
    chunk = lines[page * LOG_PAGE_LINES : (page + 1) * LOG_PAGE_LINES]
    return LogPage(row.id, game_of(row.game_key).title, tuple(chunk), page, pages)


async def stored_record(store: Store, row: GameRow) -> dict[str, Any]:
    """The record of a stored finished game, from its action log."""
    return record_of(row, live_actions(await store.actions(row.id)))  # undo


class RecordsMixin(ServiceBase):
    """The log in pages, a finished game's record, and replaying one."""

    async def log_pages(
        self, channel_id: int, page: int | None = None, *, game_id: int | None = None
    ) -> LogPage:
        """A page of the public lines of a game (by id, from a button) or of the live (else
        latest) game here; ``None``: the last page. Only public lines, whoever asks."""
        row = await (
            self.store.game(game_id, snapshot=False)
            if game_id is not None
            else self.store.latest_game(channel_id, snapshot=False)
        )
        if row is None or (game_id is not None and row.channel_id != channel_id):
            raise NoGame()
        lines = [e.text for e in await self.store.events(row.id, public_only=True)]
        last = max(0, (len(lines) - 1) // LOG_PAGE_LINES)
        return log_page(row, lines, last if page is None else page)

    async def finished_record(self, game_id: int, guild_id: int | None) -> dict[str, Any]:
        """The record of a finished game of this server (NoGame for another server's)."""
        row = await self.store.game(game_id, snapshot=False)
        if row is None or row.guild_id != guild_id:
            raise NoSuchGame(game_id)
        return await stored_record(self.store, row)

    async def replay_game(self, game_id: int, guild_id: int | None, move: int) -> Position:
        """A finished game of this server at ``move``, replayed from its stored record."""
        return await self.replay_record(await self.finished_record(game_id, guild_id), move)

    async def replay_record(self, record: Mapping[str, Any], move: int) -> Position:
        """Any record at ``move`` (BadRecord when it does not replay), in a thread: a long
        game replays for a while and the bot must keep answering meanwhile."""
        return await asyncio.to_thread(replay, record, move)
