"""``/siege …``: The Siege of Troy by its parts — a piece, then a square — each option
autocompleting only what is legal now. Codes follow docs/dev/siege-view.md.

Why a cog beside ``/move``: a move of the wargame is one of thousands ("move:ajax:I7"), and a
player thinks "Ajax, to I7". Every option lists the same legal codes as ``/move`` (the service's
list, cached per version, so a keystroke costs one pass over it), narrowed by the parts already
typed. Every command ends in ``GameCog.play``, so saving, confirming and delivery are shared;
``/siege view`` only draws.
"""

from __future__ import annotations

import asyncio
import importlib
import logging
import re
from collections.abc import Iterable, Mapping, Sequence
from functools import lru_cache
from typing import Any

import discord
from discord import app_commands

from cogs.kit import autocomplete
from cogs.kit.autocomplete import (
    MAX_CHOICES,
    Picked,
    Square,
    as_choice,
    squash,
    typed_option,
)
from cogs.kit.components.items import channel_here
from cogs.kit.components.moves import Entry, Plan, planner
from cogs.kit.components.whole_map import WHOLE_MAP_ITEMS
from cogs.kit.compose.fit import excerpt
from cogs.kit.compose.images import as_file, describe
from cogs.kit.errors import BadInput
from cogs.kit.game_commands import GameCommands, fields
from cogs.kit.language import reader_words
from cogs.table_bot import TableBot
from engine.core.english import N_, counted
from engine.core.grid import parse_square, square_name
from engine.core.said import listed, say, say_count
from engine.siege.board import BOARD
from engine.siege.codes import Action, read
from engine.siege.pieces import PIECES
from engine.siege.view_types import PieceView, PublicView, SeatView, public_of, seat_of
from engine.siege.words import label, label_said, name_said, side_said
from render.core.language import Words
from tabletop.errors import TableError
from tabletop.models import Choice
from tabletop.names import shown
from tabletop.unexpected import log_unexpected

log = logging.getLogger("troy.siege")
DONE = "done"  # the recovery list's way to stop recovering
# What ends each phase: the set-up, a move's planning, the night's recovery.
END = Action("end")
FINISH = {"setup": Action("ready"), "move": END, "night": Action("recover", DONE)}
# What a player types when looking for a square: a column, or a column and a row.
SQUARE_START = re.compile(r"[a-x][0-9]{0,2}", re.ASCII)
STATES = {"wounded": N_("wounded"), "abstaining": N_("abstains")}
PIECE_STATES = {
    "dead": N_("{piece} is dead."),
    "gone": N_("{piece} has left the war."),
    "abstaining": N_("{piece} abstains from the battle until day 4 (or until he is attacked)."),
    "wounded": N_("{piece} is wounded: out of the fight, behind the lines, until the morning."),
}
TERRAIN_WORDS = {
    "scamander": N_("river Scamander: stops"),
    "simoeis": N_("river Simoeis: stops"),
    "hill": N_("hill: costs 2 movement points"),
    "wall": N_("the wall: stops"),
    "citadel": N_("citadel of Troy"),
    "ship": N_("ship"),
}
# In a move, why a list is empty.
NONE_CAN = {
    "shoot": N_(
        "None of your archers can shoot now: an archer shoots once per move at an enemy "
        "within 3 squares in a straight line, and not after moving next to an enemy."
    ),
    "move": N_("None of your pieces can move now: end the move with `/siege end`."),
}
# The commands' words for "not now", by the code kind they need.
KIND_WORDS = {
    "move": N_("plan a move"),
    "shoot": N_("shoot"),
    "unplan": N_("take back a planned move"),
    "swap": N_("change your set-up"),
    "recover": N_("recover a piece"),
    "end": N_("end"),
}


# --- the views --------------------------------------------------------------------------------
def seat_here(view: Mapping[str, Any]) -> SeatView | None:
    """The caller's Siege seat view, read once; None when the kit has none to give (no game here,
    or the caller does not sit at it: it then gives an empty view and no choices)."""
    return seat_of(view) if view.get("game") == "siege" else None


def public_here(view: Mapping[str, Any] | None) -> PublicView | None:
    """The channel's Siege table, read once; None when no Siege of Troy is played here."""
    return public_of(view) if view is not None and view.get("game") == "siege" else None


def pieces_by_id(view: PublicView | None) -> dict[str, PieceView]:
    return {p["id"]: p for p in view["pieces"]} if view is not None else {}


def standing_on(view: PublicView | None) -> dict[str, str]:
    """Square -> the piece standing there."""
    if view is None:
        return {}
    return {p["square"]: p["id"] for p in view["pieces"] if p["square"]}


def points_left(view: SeatView | None) -> int | None:
    """At night, the points the caller's side may still spend on recoveries; else None."""
    if view is None or view["night"] is None:
        return None
    return view["night"][view["side"]]["left"]


# --- reading what was typed ------------------------------------------------------------------
def square_text(typed: str) -> str:
    """A typed square in its one spelling (" f7" -> "F7"); anything else as typed, for the game
    to refuse in its own words."""
    square = parse_square(typed.split("·")[0].split("—")[0])
    return square_name(square) if square is not None else typed.strip().upper()


def piece_key(typed: str, view: PublicView | None) -> str:
    """The piece id for what was typed: the id ("ajax_lesser"), the name ("Ajax the Lesser"),
    the counter's short name, a label picked from a list ("Ajax (8) at F7 …"), or the square it
    stands on ("F7"). Anything else as typed, for the game to refuse in its own words."""
    head = typed.split("(")[0].split("·")[0].split("—")[0]
    wanted = squash(head)
    for key, piece in PIECES.items():
        if wanted in (squash(key), squash(piece.name), squash(piece.short)):
            return key
    square = parse_square(head)
    if square is not None:
        found = standing_on(view).get(square_name(square))
        if found is not None:
            return found
    return typed.strip().lower()


# --- legal moves by their fields -------------------------------------------------------------
def action(choice: Choice) -> Action:
    """The choice's fields, as the Siege's grammar reads its code."""
    return fields(choice, Action, read)


def by_piece(choices: Iterable[Choice], kind: str) -> dict[str, list[tuple[str, str]]]:
    """The legal moves ``kind`` of a piece as piece -> [(square or "", words)], in the
    engine's order. One pass over the list: thousands of moves cost about a millisecond."""
    out: dict[str, list[tuple[str, str]]] = {}
    for choice in choices:
        move = action(choice)
        if move.verb == kind and move.piece is not None:
            out.setdefault(move.piece, []).append((move.square or "", choice.label))
    return out


def finish_code(choices: Iterable[Choice]) -> str | None:
    """The code that ends what the caller is doing now (set-up, planning or recovery)."""
    moves = set(map(action, choices))
    return next((end.code for end in FINISH.values() if end in moves), None)


def not_now(view: SeatView, kind: str) -> BadInput:
    """Why the caller cannot do ``kind`` now, in the game's words for the stage."""
    if view["phase"] == "move" and kind in NONE_CAN:
        return BadInput(NONE_CAN[kind])
    return autocomplete.not_now(view, KIND_WORDS.get(kind, N_("do that")))


def why_not(kind: str, key: str, view: SeatView, names: Sequence[str] = ()) -> str:
    """Why this piece cannot do ``kind`` now, read from the caller's view (it is not among the
    legal codes: the reason is only put into words here), as a said line."""
    if key not in PIECES:
        return say(
            "There is no piece “{typed}”: pick one from the list of the first option.",
            typed=excerpt(key),
        )
    piece, name = PIECES[key], name_said(key)
    side = view["side"]
    if piece.side != side:
        return say(
            "{piece} fights for {theirs}: you command {yours}.",
            piece=name,
            theirs=side_said(piece.side),
            yours=side_said(side),
        )
    placed = pieces_by_id(view)[key]
    if key not in view["command"]:
        seat = placed["commander"]
        who = shown(names[seat]) if seat < len(names) else say("another player")
        return say(
            "{piece} is commanded by {who}: the list shows the pieces you command.",
            piece=name,
            who=who,
        )
    if kind == "recover":  # the dead are the ones that may come back
        left = points_left(view)
        if left is None:
            return say(
                "{piece} can't come back tonight: only a piece that died today can "
                "(the list shows them).",
                piece=name,
            )
        return say(
            "{piece} can't come back tonight: only a piece that died today and fits the "
            "{left} points left can (the list shows them).",
            piece=name,
            left=left,
        )
    state = placed["state"]
    if state in PIECE_STATES:
        return say(PIECE_STATES[state], piece=name)
    if kind == "shoot" and not piece.archer:
        return say("{piece} is not an archer.", piece=name)
    return say(
        "{piece} can't {action} now: the list shows the pieces that can.",
        piece=name,
        action=say(KIND_WORDS.get(kind, N_("do that"))),
    )


def off_list(kind: str, key: str, where: str, count: int) -> str:
    """Why this piece cannot do ``kind`` to ``where`` (it can do it elsewhere), as a said line."""
    name = name_said(key) if key in PIECES else key
    if BOARD.parse(where) is None:
        return say("“{typed}” is not a square of the map (A1 to X16).", typed=excerpt(where))
    if kind == "shoot":
        return say_count(
            "{piece} can't shoot at {square}: the `target` list shows the only enemy "
            "in range (3 squares in a straight line).",
            "{piece} can't shoot at {square}: the `target` list shows the {count} enemies "
            "in range (3 squares in a straight line).",
            count,
            piece=name,
            square=where,
        )
    if kind == "swap":
        return say(
            "{square} is not a start square of your side: the `square` list shows them.",
            square=where,
        )
    return say_count(
        "{piece} can't reach {square} this move: the `to` list shows the only square it can.",
        "{piece} can't reach {square} this move: the `to` list shows the {count} squares it can.",
        count,
        piece=name,
        square=where,
    )


# --- words ------------------------------------------------------------------------------------
def piece_words(key: str, view_piece: PieceView | None) -> str:
    """ "Ajax (8) at F7", "Teucer (archer) at D12, planned to F12", "Hector (9) wounded at X5"."""
    text = label(key) if key in PIECES else key
    if view_piece is None:
        return text
    state = STATES.get(view_piece["state"])
    if state:
        text += f" {state}"
    origin, square = view_piece["origin"], view_piece["square"]
    if origin:
        text += f" at {origin}"
    if square and origin and square != origin:
        text += f", planned to {square}"
    return text


def recovery_words(key: str, left: int | None) -> str:
    """ "Ajax (8) · costs 8 of the 11 points left" (an archer costs 1)."""
    text = label(key) if key in PIECES else key
    if key in PIECES and left is not None:
        text += f" · costs {PIECES[key].value} of the {left} points left"
    return text


@lru_cache(maxsize=8192)
def move_at_square(move: str, square: str, day: int, standing: str | None) -> str:
    """A move's said words, then what its square is (its terrain, who stands there)."""
    terrain = terrain_said(square, day)
    there = label_said(standing) if standing in PIECES else ""
    if not (terrain or there):
        return move
    return say(MOVE_AT_SQUARE, move=move, square=listed([t for t in (terrain, there) if t], " · "))


@lru_cache(maxsize=256)
def said_once(message: str) -> str:
    """A fixed message said (the menus say each of them for every move)."""
    return say(message)


@lru_cache(maxsize=256)
def column_said(column: str) -> str:
    return say("column {column}", column=column)


@lru_cache(maxsize=2048)
def squares_from(apart: int, origin: str) -> str:
    return say_count(
        "{count} square from {origin}", "{count} squares from {origin}", apart, origin=origin
    )


@lru_cache(maxsize=2048)
def terrain_said(square: str, day: int) -> str:
    """``terrain_word`` as a said line ("" for a square with nothing to say)."""
    sq = BOARD.parse(square)
    if sq is None:
        return ""
    terrain = str(BOARD.terrain_on(sq, day))
    return say(TERRAIN_WORDS[terrain]) if terrain in TERRAIN_WORDS else ""


def piece_said(key: str, view_piece: PieceView | None) -> str:
    """``piece_words`` as a said line."""
    if view_piece is None:
        return _piece_said(key, None, None, None)
    return _piece_said(key, view_piece["state"], view_piece["origin"], view_piece["square"])


@lru_cache(maxsize=1024)
def _piece_said(key: str, status: str | None, origin: str | None, square: str | None) -> str:
    if key not in PIECES:
        return key
    text = label_said(key)
    state = STATES.get(status or "")
    if state:
        text = say("{piece} {state}", piece=text, state=say(state))
    if origin:
        text = say("{piece} at {square}", piece=text, square=origin)
    if square and origin and square != origin:
        text = say("{piece}, planned to {square}", piece=text, square=square)
    return text


def recovery_said(key: str, left: int | None) -> str:
    """``recovery_words`` as a said line."""
    if key not in PIECES:
        return key
    if left is None:
        return label_said(key)
    return say(
        "{piece} · costs {cost} of the {left} points left",
        piece=label_said(key),
        cost=PIECES[key].value,
        left=left,
    )


def terrain_word(square: str, day: int) -> str:
    """What a square is, as a player weighs a move there ("river Scamander: stops")."""
    sq = BOARD.parse(square)
    if sq is None:
        return ""
    terrain = str(BOARD.terrain_on(sq, day))
    return TERRAIN_WORDS.get(terrain, terrain)


def extra_words(square: str, words: str) -> str:
    """What the engine's words say beyond "Move Ajax (8) to I7" (an attack, say): the part
    after the square's name, or all of it when they do not name the square."""
    _, found, tail = words.partition(f" {square}")
    return tail.lstrip(" :;,.—-") if found else words


def square_label(square: str, words: str, day: int, standing: str | None) -> str:
    """ "I7 · hill: costs 2 movement points", "J9 · plain · Paris (4)", "I8 · plain — attacks
    Hector (duel)": the square first (what is typed), its terrain, the piece standing there (a
    target, a set-up exchange), then whatever else the engine's words say about the move."""
    piece = (label(standing) if standing in PIECES else standing) if standing else ""
    text = " · ".join(p for p in (square, terrain_word(square, day), piece) if p)
    extra = extra_words(square, words)
    if (
        piece and extra.removeprefix("(").removesuffix(")") == piece
    ):  # the engine names the target too: once is enough
        extra = ""
    return f"{text} — {extra}" if extra else text


def matches(want: str, value: str, text: str, *, squares: bool) -> int | None:
    """How well an option matches ``want`` (what was typed, squashed): 0 when its value or its
    words start with it, 1 when the words hold it elsewhere, None for no match. In a list of
    squares, a square's start ("i", "i7") only matches squares starting with it (every label
    says "Move…", so "m" must mean column M)."""
    if not want:
        return 0
    if squares and SQUARE_START.fullmatch(want):
        return 0 if value.lower().startswith(want) else None
    words = squash(text)
    if value.lower().startswith(want) or words.startswith(want):
        return 0
    return 1 if want in words else None


def offer(
    values: Iterable[tuple[str, str]], current: str, *, squares: bool = False
) -> list[app_commands.Choice[str]]:
    """The (value, label) pairs matching what is typed, those starting with it first; at most
    Discord's 25, and the pass stops once 25 start with it."""
    want = squash(current)
    ranked: tuple[list[app_commands.Choice[str]], list[app_commands.Choice[str]]] = ([], [])
    for value, text in values:
        rank = matches(want, value, text, squares=squares)
        if rank is not None:
            ranked[rank].append(as_choice(value, text))
            if len(ranked[0]) == MAX_CHOICES:
                break
    return (ranked[0] + ranked[1])[:MAX_CHOICES]


def piece_options(
    legal: Mapping[str, Sequence[tuple[str, str]]], view: PublicView | None, unit: str
) -> list[tuple[str, str]]:
    """One option per piece that can act: its words and how many squares it has."""
    placed = pieces_by_id(view)
    out = []
    for key, rest in legal.items():
        words = piece_words(key, placed.get(key))
        count = len([r for r in rest if r[0]])
        if count:
            words += f" — {counted(count, unit)}"
        out.append((key, words))
    return out


def square_options(
    legal: Mapping[str, Sequence[tuple[str, str]]], key: str | None, view: PublicView | None
) -> list[tuple[str, str]]:
    """The squares of the piece typed in the other option (every piece's, if none yet)."""
    pools = [legal.get(key, [])] if key is not None else list(legal.values())
    day = view["calendar"]["day"] if view is not None else 1
    standing = standing_on(view)
    seen: dict[str, str] = {}
    for pool in pools:
        for square, text in pool:
            if square and square not in seen:
                seen[square] = square_label(square, text, day, standing.get(square))
    return list(seen.items())


# --- the DM menus ------------------------------------------------------------------------------
# The first step's menus, by what a move does.
SECTIONS = {
    "ready": N_("Finish"),
    "end": N_("Finish, or take back a plan"),
    "unplan": N_("Finish, or take back a plan"),
    "move": N_("Move a piece"),
    "shoot": N_("Shoot with an archer"),
    "swap": N_("Set-up: put a piece on another start square"),
    "recover": N_("Bring back a piece"),
}
FINISH_WORDS = {
    "ready": N_("Ready — set-up done, start the day"),
    "end": N_("End the move — roll the shots, battles and duels"),
}
SAME_AS_END = N_("The same as /siege end in the channel")
GROUP_WORDS = {
    "move": N_("Then choose the square it moves to"),
    "shoot": N_("Then choose the enemy it shoots"),
    "swap": N_("Then choose the start square it takes"),
}
VERB_WORDS = {"move": "Move {} to {}", "shoot": "{} shoots at {}", "swap": "Put {} on {}"}
# A move's words in the menus' other languages: the engine's said words, then what the square is.
MOVE_AT_SQUARE = N_("{move} · {square}")


def squares_apart(a: str, b: str) -> int | None:
    """Orthogonal steps between two squares (pieces step orthogonally), None if unknown."""
    first, second = parse_square(a), parse_square(b)
    if first is None or second is None:
        return None
    return abs(first[0] - second[0]) + abs(first[1] - second[1])


def menu_entry(
    choice: Choice, view: SeatView | None, standing: Mapping[str, str], day: int
) -> Entry:
    """One move in the DM menu, in words: for a piece's move, the square with its terrain and
    who stands there (``square_label``, as ``/siege move`` lists them), under the piece."""
    move = action(choice)
    verb = move.verb
    section = said_once(SECTIONS[verb]) if verb in SECTIONS else ""
    if verb in FINISH_WORDS:
        finish = FINISH_WORDS[verb]
        return Entry(
            choice.code, finish, said_once(SAME_AS_END), section=section, said=said_once(finish)
        )
    if verb == "recover" and move.piece is not None:
        left = points_left(view)
        if move.piece == DONE:
            stop = "Stop recovering" + (f" ({left} points left unused)" if left else "")
            stop_said = (
                say_count(
                    "Stop recovering ({count} point left unused)",
                    "Stop recovering ({count} points left unused)",
                    left,
                )
                if left
                else say("Stop recovering")
            )
            return Entry(choice.code, stop, section=section, said=stop_said)
        return Entry(
            choice.code,
            recovery_words(move.piece, left),
            section=section,
            said=recovery_said(move.piece, left),
        )
    key, square = move.piece, move.square
    if verb not in VERB_WORDS or key not in PIECES or square is None:
        return Entry(choice.code, choice.label, section=section, said=choice.said)
    piece = pieces_by_id(view).get(key)
    where = square_label(square, choice.label, day, standing.get(square))
    label_words = VERB_WORDS[verb].format(PIECES[key].name, where)
    origin = (piece["origin"] or piece["square"] or "") if piece is not None else ""
    apart = squares_apart(origin, square) if origin else None
    description = squares_from(apart, origin) if apart else None
    column = square.rstrip("0123456789")
    what = move_at_square(choice.said or choice.label, square, day, standing.get(square))
    return Entry(
        choice.code,
        label_words,
        description,
        group=f"{verb}.{key}",
        group_label=piece_said(key, piece),
        group_description=said_once(GROUP_WORDS[verb]),
        section=section,
        part=column_said(column),
        said=what,
    )


def square_order(move: Action) -> tuple[int, int]:
    """A move's square in reading order of the map's columns (A1, A2, …, B1), for lists that
    a player scans by the column they look at."""
    square = parse_square(move.square) if move.square is not None else None
    return (square[0], square[1]) if square is not None else (-1, -1)


@planner("siege")
def menus(choices: Sequence[Choice], given: Mapping[str, Any]) -> Plan:
    """Finishing and taking back first, then each piece that can act (its squares in column
    order, in words); in the game's order otherwise."""
    view = seat_here(given)  # none when the menus are asked for without a view
    day = view["calendar"]["day"] if view is not None else 1
    standing = standing_on(view)
    order = {verb: n for n, verb in enumerate(SECTIONS)}
    pieces: dict[tuple[str, str | None], int] = {}
    for choice in choices:
        move = action(choice)
        pieces.setdefault((move.verb, move.piece), len(pieces))

    def rank(choice: Choice) -> tuple[int, int, tuple[int, int]]:
        move = action(choice)
        head = (move.verb, move.piece)
        return (order.get(move.verb, len(order)), pieces[head], square_order(move))

    ordered = sorted(choices, key=rank)
    return Plan(tuple(menu_entry(c, view, standing, day) for c in ordered))


class Siege(GameCommands):
    """The Siege-specific ways to move; ``/move`` and the DM menus work for the Siege too."""

    siege = app_commands.Group(
        name="siege", description="Iliad: The Siege of Troy moves", guild_only=True
    )

    async def cog_load(self) -> None:
        """The "Whole map" button under the Siege's table works from the start (and after a
        restart: its id carries everything it needs)."""
        self.bot.add_dynamic_items(*WHOLE_MAP_ITEMS)

    async def cog_unload(self) -> None:
        self.bot.remove_dynamic_items(*WHOLE_MAP_ITEMS)

    def typed_piece(
        self, interaction: discord.Interaction, option: str, view: SeatView | None
    ) -> str | None:
        typed = typed_option(interaction, option)
        return piece_key(typed, view) if typed else None

    async def piece_and_square(
        self, interaction: discord.Interaction, kind: str, piece: str, square: str
    ) -> None:
        """``kind:<piece>:<square>`` for what was typed; refused in words (changing nothing)
        when the caller has no such move now."""
        now = await self.begin(interaction)
        view, choices, names = seat_here(now.view), now.choices, now.names
        key = piece_key(piece, view)
        where = square_text(square)
        if kind == "shoot" and BOARD.parse(where) is None:  # the target named, not its square
            target = pieces_by_id(view).get(piece_key(square, view))
            where = (target["square"] if target is not None else None) or where
        legal = by_piece(choices, kind)
        if choices and view is not None:  # the caller's turn (else the service says why not)
            if not legal:
                raise not_now(view, kind)
            if key not in legal:
                raise BadInput(why_not(kind, key, view, names))
            if where not in {square for square, _ in legal[key]}:
                raise BadInput(off_list(kind, key, where, len(legal[key])))
        await self.send(interaction, Action(kind, key, where).code)

    async def pieces_of(
        self, interaction: discord.Interaction, kind: str, current: str, unit: str
    ) -> list[app_commands.Choice[str]]:
        _, view, choices = await self.mine(interaction)
        return offer(piece_options(by_piece(choices, kind), seat_here(view), unit), current)

    async def squares_of(
        self, interaction: discord.Interaction, kind: str, option: str, current: str
    ) -> list[app_commands.Choice[str]]:
        _, given, choices = await self.mine(interaction)
        view = seat_here(given)
        key = self.typed_piece(interaction, option, view)
        return offer(square_options(by_piece(choices, kind), key, view), current, squares=True)

    # --- move --------------------------------------------------------------------------------
    @siege.command(name="move", description="Plan a piece's move (you may change it until you end)")
    @app_commands.describe(
        piece="One of your pieces (the list shows where it stands)",
        to="Where it ends its move, e.g. H9 (the list shows only squares it can reach)",
    )
    async def move(self, interaction: discord.Interaction, piece: Picked, to: Square) -> None:
        await self.piece_and_square(interaction, "move", piece, to)

    @move.autocomplete("piece")
    async def move_piece(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        return await self.pieces_of(interaction, "move", current, "square")

    @move.autocomplete("to")
    async def move_to(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        return await self.squares_of(interaction, "move", "piece", current)

    # --- shoot -------------------------------------------------------------------------------
    @siege.command(name="shoot", description="An archer shoots an enemy piece (rolled at the end)")
    @app_commands.describe(
        archer="One of your archers",
        target="An enemy within 3 squares in a straight line: its square (e.g. J9) or its name",
    )
    async def shoot(self, interaction: discord.Interaction, archer: Picked, target: Picked) -> None:
        await self.piece_and_square(interaction, "shoot", archer, target)

    @shoot.autocomplete("archer")
    async def shoot_archer(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        return await self.pieces_of(interaction, "shoot", current, "target")

    @shoot.autocomplete("target")
    async def shoot_target(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        return await self.squares_of(interaction, "shoot", "archer", current)

    # --- undo a plan -------------------------------------------------------------------------
    @siege.command(name="undo", description="Take back a planned move (and its shot)")
    @app_commands.describe(piece="A piece whose move you planned (not needed if only one)")
    async def undo(self, interaction: discord.Interaction, piece: Picked | None = None) -> None:
        _, given, choices = await self.begin(interaction)
        view = seat_here(given)
        legal = by_piece(choices, "unplan")
        if choices and not legal:
            raise BadInput("You have planned nothing to take back.")
        if piece:
            key = piece_key(piece, view)
            if choices and key not in legal:
                name = PIECES[key].name if key in PIECES else f"“{excerpt(key)}”"
                raise BadInput("{piece} has no planned move to take back.", piece=name)
        elif len(legal) == 1 or not choices:
            key = next(iter(legal), "")
        else:
            planned = ", ".join(PIECES[k].name if k in PIECES else k for k in legal)
            raise BadInput("Which one? Fill in `piece`: {pieces}.", pieces=planned)
        await self.send(interaction, Action("unplan", key).code)

    @undo.autocomplete("piece")
    async def undo_piece(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        return await self.pieces_of(interaction, "unplan", current, "square")

    # --- end -----------------------------------------------------------------------------------
    @siege.command(
        name="end", description="End your move (or your set-up, or the night's recovery)"
    )
    async def end(self, interaction: discord.Interaction) -> None:
        _, given, choices = await self.begin(interaction)
        view = seat_here(given)
        code = finish_code(choices)
        if choices and view is not None and code is None:
            raise not_now(view, "end")
        # Not the caller's turn (no choices): the service says so in its words.
        finish = FINISH.get(view["phase"], END) if view is not None else END
        await self.send(interaction, code or finish.code)

    # --- set-up --------------------------------------------------------------------------------
    @siege.command(name="swap", description="Set-up: put a piece on another of your start squares")
    @app_commands.describe(
        piece="One of your pieces", square="A start square of your side (its piece swaps places)"
    )
    async def swap(self, interaction: discord.Interaction, piece: Picked, square: Square) -> None:
        await self.piece_and_square(interaction, "swap", piece, square)

    @swap.autocomplete("piece")
    async def swap_piece(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        return await self.pieces_of(interaction, "swap", current, "square")

    @swap.autocomplete("square")
    async def swap_square(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        return await self.squares_of(interaction, "swap", "piece", current)

    # --- night ---------------------------------------------------------------------------------
    @siege.command(name="recover", description="Night: bring back a piece that died today")
    @app_commands.describe(piece="A piece that died today (or “done” to stop recovering)")
    async def recover(self, interaction: discord.Interaction, piece: Picked) -> None:
        now = await self.begin(interaction)
        view, choices, names = seat_here(now.view), now.choices, now.names
        legal = by_piece(choices, "recover")
        if choices and view is not None and not legal:
            raise not_now(view, "recover")
        key = DONE if squash(piece) in (DONE, "stop") else piece_key(piece, view)
        if choices and view is not None and key not in legal:
            raise BadInput(why_not("recover", key, view, names))
        await self.send(interaction, Action("recover", key).code)

    @recover.autocomplete("piece")
    async def recover_piece(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        _, view, choices = await self.mine(interaction)
        legal = by_piece(choices, "recover")
        left = points_left(seat_here(view))
        values = [(key, recovery_words(key, left)) for key in legal if key != DONE]
        if DONE in legal:
            stop = "Stop recovering" + (f" ({left} points left unused)" if left else "")
            values.append((DONE, stop))
        return offer(values, current)

    # --- looking -----------------------------------------------------------------------------
    @siege.command(name="view", description="A close look at the map around a square")
    @app_commands.describe(around="A square, e.g. F7, or a piece's name")
    async def view(self, interaction: discord.Interaction, around: Picked) -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        update = await self.service.status(channel_here(interaction))
        view = public_here(update.public_view)
        if view is None:
            raise BadInput(N_("There is no Siege of Troy map here to look at."))
        where = square_text(around)
        if BOARD.parse(where) is None:
            placed = pieces_by_id(view).get(piece_key(around, view))
            square = placed["square"] if placed is not None else None
            if square is None:
                raise BadInput(
                    N_("“{typed}” is neither a square of the map (A1 to X16) nor a piece on it."),
                    typed=excerpt(around),
                )
            where = square
        names = [s.name for s in update.table.seats]
        said = await reader_words(interaction)
        image = await asyncio.to_thread(draw_region, view, where, names, said)
        file = as_file(image, f"siege-{where}.png", region_words(view, where, names, said))
        assert file is not None
        await interaction.followup.send(
            said("Around {square}:", square=where), file=file, ephemeral=True
        )

    @view.autocomplete("around")
    async def view_around(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        try:
            update = await self.service.status(channel_here(interaction))
        except TableError:
            return []
        said = await reader_words(interaction)
        values = [
            (square, f"{square} — {said.line(piece_said(pid, None))}")
            for square, pid in standing_on(public_here(update.public_view)).items()
        ]
        typed = square_text(current)
        if BOARD.parse(typed) is not None and typed not in dict(values):
            values.insert(0, (typed, typed))
        return offer(values, current, squares=True)


def draw_region(view: PublicView, around: str, names: Sequence[str], said: Words) -> bytes:
    """The zoomed picture (``render.siege.region``) in ``said``'s language, imported on first
    use: drawing runs in a thread, and the cogs never import a renderer at start-up."""
    region = importlib.import_module("render.siege.region")
    image: bytes = region.draw_region(view, around, names, said=said)
    return image


def region_words(view: PublicView, around: str, names: Sequence[str], said: Words) -> str:
    """The zoomed picture in words, its alt text (``render.siege.describe``), imported on first
    use; if that fails, the table's words (a failure costs only the words, never the picture)."""
    try:
        describer = importlib.import_module("render.siege.describe")
        words: str = describer.describe_region(view, around, names, said=said)
        return words
    except Exception:
        log_unexpected(log, "describing the zoomed Siege picture failed; the table's words")
        return describe("table", view, names, said)


async def setup(bot: TableBot) -> None:
    await bot.add_cog(Siege(bot))
