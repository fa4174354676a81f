"""``/iliad play``, ``/iliad attack``, ``/iliad pass``: an Iliad turn said the way a player says
it at the table ("my Hoplites 3 onto my Phalanx", "my Archers at Bob's Phalanx"), each option
autocompleting only what is still legal given the options already typed.

Why a cog beside ``/move``: with a full hand a turn is dozens of codes; picking the card, then
where it goes, is shorter than reading them all. Every option is narrowed from the same legal
list ``/move`` offers (``Service.hand``) and every command ends in ``GameCog.play``, so saving,
confirming and delivery are shared. The other decisions (the Victory card to take, the discard
to the hand limit) are DM menus, buttons and ``/move``; ``/iliad play`` also places the cards
revealed from a Horse, since that is "this card, onto that". Codes: docs/dev/iliad-view.md; the
caller's seat view is read once as a typed one (``engine/iliad/view_types.py``).

Nothing here is public: autocomplete and errors reach only the player typing. What the channel
reads of a move is the engine's public event, which never names a card put face down on a Horse.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

import discord
from discord import app_commands

from cogs.kit.autocomplete import Picked, not_now, offer, seat_named, squash, typed_option
from cogs.kit.compose.fit import excerpt
from cogs.kit.errors import BadInput
from cogs.kit.game_commands import GameCommands, fields
from cogs.table_bot import TableBot
from engine.core.english import N_
from engine.iliad import view_types
from engine.iliad.army import tag
from engine.iliad.codes import Action, read
from engine.iliad.view_types import CardView, ItemView, PublicView, SeatView
from tabletop.models import Choice, TableInfo

ALONE = "alone"  # the value of ``onto`` for a card laid by itself
ALONE_WORDS = "by itself (a new card in your army)"
HAND_CHARIOT = "hand-chariot"  # the attacker of a Chariot straight from the hand
PLACING_VERBS = ("play", "place")  # a card from the hand; a card revealed from a Horse
PASS = Action("pass")

Catalogue = Mapping[str, CardView]
Pairs = list[tuple[str, str]]  # (value sent, words shown) of an autocomplete list


# --- the legal moves, by their parts ---------------------------------------------------------
@dataclass(frozen=True)
class Placing:
    """A legal ``play:<card>[:onto:<item>]`` or ``place:<card>[:onto:<item>]``; ``onto`` is
    ``ALONE`` for a card laid by itself."""

    card: str
    onto: str
    code: str
    label: str  # the engine's words for the whole move (what ``/move`` shows)


@dataclass(frozen=True)
class Attack:
    """A legal ``attack:with:<weapon>:at:<target>``; ``seat``: whose card the target is."""

    weapon: str
    target: str
    seat: int
    code: str
    label: str


def action(choice: Choice) -> Action:
    """The choice's fields, as the Iliad's grammar reads its code."""
    return fields(choice, Action, read)


def placings(choices: Iterable[Choice]) -> list[Placing]:
    out = []
    for choice in choices:
        move = action(choice)
        if move.verb in PLACING_VERBS and move.card:
            onto = move.onto or ALONE
            out.append(Placing(move.card, onto, choice.code, choice.label))
    return out


def attacks(choices: Iterable[Choice]) -> list[Attack]:
    out = []
    for choice in choices:
        move = action(choice)
        if move.verb == "attack" and move.onto is not None:
            seat = item_seat(move.onto)
            if seat is not None:
                out.append(Attack(move.card, move.onto, seat, choice.code, choice.label))
    return out


def item_seat(item_id: str) -> int | None:
    """The seat an item id belongs to: ``p2.3`` -> 2."""
    head = item_id.split(".")[0]
    return int(head[1:]) if head[:1] == "p" and head[1:].isdigit() else None


# --- reading what was typed ------------------------------------------------------------------
def seat_view_of(view: Mapping[str, Any]) -> SeatView | None:
    """The caller's seat view as the kit hands it over, read once as an Iliad one; None when
    there is none (no game here, no seat at it, or an autocomplete at another game's table):
    then the caller has no Iliad move here either."""
    try:
        return view_types.seat_of(view)
    except ValueError:
        return None


def pick(typed: str | None, offered: Sequence[tuple[str, str]]) -> str | None:
    """The value meant by what was typed among (value, words) pairs: the value itself, the words
    picked from the list, or the start of the words of exactly one option. None when nothing was
    typed; anything else as typed, for the caller to refuse in words."""
    if typed is None or not typed.strip():
        return None
    text = typed.strip()
    wanted = squash(text)
    for value, words in offered:
        if text.lower() == value.lower() or wanted in (squash(value), squash(words)):
            return value
    starts = {value for value, words in offered if wanted and squash(words).startswith(wanted)}
    return starts.pop() if len(starts) == 1 else text.lower()


# --- words (shown only to the player typing) ----------------------------------------------------
def card_name(catalogue: Catalogue, card: str) -> str:
    entry = catalogue.get(card)
    return entry["name"] if entry else card


def card_value(catalogue: Catalogue, card: str) -> str:
    entry = catalogue.get(card)
    return str(entry["value"]) if entry else card


def find_item(view: PublicView, item_id: str) -> ItemView | None:
    seat = item_seat(item_id)
    armies = view["armies"]
    if seat is None or seat >= len(armies):
        return None
    return next((i for i in armies[seat]["items"] if i["id"] == item_id), None)


def item_words(view: SeatView, item_id: str) -> str:
    """An army item as a player sees it, with the short name the table picture prints beside
    it: "Phalanx 4-3-1 (worth 24) · #2"."""
    catalogue = view["catalogue"]
    if item_id == HAND_CHARIOT:
        return "Chariot from your hand (it is shown)"
    item = find_item(view, item_id)
    if item is None:
        return tag(item_id)
    kind, cards = item["kind"], item["cards"]
    if kind == "phalanx" and len(cards) > 1:
        what = "Phalanx " + "-".join(card_value(catalogue, c) for c in cards)
    elif kind == "elephant":
        riders = " and ".join(card_name(catalogue, c) for c in cards)
        what = f"Elephant carrying {riders}" if riders else "Elephant, no rider"
    elif kind == "horse":
        what = "Trojan Horse" + horse_words(view, item, catalogue)
    else:
        what = card_name(catalogue, cards[0] if cards else kind)
    notes = [f"worth {item['value']}"] if item["value"] else []
    notes += ["fallen"] * item["fallen"]
    said = f" ({', '.join(notes)})" if notes else ""
    return f"{what}{said} · {tag(item_id)}"


def horse_words(view: SeatView, item: ItemView, catalogue: Catalogue) -> str:
    """What lies on a Horse: the owner's own face-down cards by name (from their seat view),
    anyone else's as a count; cards revealed at the end of the siege by name."""
    mine = view["horses"].get(item["id"])
    hidden = item.get("hidden", 0)
    if mine:
        said = ", face down: " + ", ".join(card_name(catalogue, c) for c in mine)
    else:
        said = f", {hidden} face down" if hidden else ""
    if item["cards"]:
        said += ", revealed: " + ", ".join(card_name(catalogue, c) for c in item["cards"])
    return said


def seat_words(view: PublicView, table: TableInfo | None, seat: int) -> str:
    """An opponent as the attack's target: name, army value, and whether they passed."""
    names = {s.seat: s.name for s in table.seats} if table else {}
    armies = view["armies"]
    value = armies[seat]["value"] if seat < len(armies) else 0
    passed = " · passed" if seat in view["passed"] else ""
    return f"{names.get(seat, f'Player {seat + 1}')} · army {value}{passed}"


def seat_typed(typed: str | None, table: TableInfo | None, view: SeatView) -> int | None:
    """The seat meant by the ``target`` option: a seat number as the list gives it, a name,
    "Player 2", or an item id (its owner)."""
    if typed is None or not typed.strip():
        return None
    text = typed.strip()
    if text.isascii() and text.isdigit():
        return int(text)
    if item_seat(text.lower()) is not None:
        return item_seat(text.lower())
    seat = seat_named(text.split("·")[0], table)
    return -1 if seat is None else seat  # -1: nobody, refused in words


def card_pairs(moves: Iterable[Placing], view: SeatView) -> Pairs:
    catalogue, hand = view["catalogue"], view["hand"]
    out = []
    for move in moves:
        count = hand.count(move.card)
        extra = f" ({count} in hand)" if count > 1 else ""
        out.append((move.card, card_name(catalogue, move.card) + extra))
    return out


def onto_pairs(moves: Iterable[Placing], view: SeatView) -> Pairs:
    """Where a card may go: by itself first, then the army's items in the order laid down.
    Once the card is known, each place is one move: the engine's words for it, which say what
    the item will be worth (the same preview ``/move`` shows)."""
    ordered = sorted(moves, key=lambda p: p.onto != ALONE)
    one_card = len({p.card for p in ordered}) == 1
    return [
        (
            p.onto,
            ALONE_WORDS if p.onto == ALONE else p.label if one_card else item_words(view, p.onto),
        )
        for p in ordered
    ]


def weapon_pairs(moves: Iterable[Attack], view: SeatView) -> Pairs:
    """The attacking cards; an Elephant attacks with the Archers riding it."""
    out = []
    for move in moves:
        item = find_item(view, move.weapon)
        rider = "the Archers riding: " if item is not None and item["kind"] == "elephant" else ""
        out.append((move.weapon, rider + item_words(view, move.weapon)))
    return out


def target_pairs(moves: Iterable[Attack], view: SeatView, table: TableInfo | None) -> Pairs:
    return [(str(a.seat), seat_words(view, table, a.seat)) for a in sorted(moves, key=seat_of)]


def victim_pairs(moves: Iterable[Attack], view: SeatView) -> Pairs:
    """The cards that may be eliminated; once the attacking card is known, each is one move: the
    engine's words, which say which card of a phalanx falls."""
    one_weapon = len({a.weapon for a in moves}) == 1
    return [(a.target, a.label if one_weapon else item_words(view, a.target)) for a in moves]


def seat_of(attack: Attack) -> int:
    return attack.seat


# --- building the code -----------------------------------------------------------------------
def typed_play(card: str, onto: str | None) -> str:
    """The code of a placement as typed (``onto`` None or ``ALONE``: by itself)."""
    return Action("play", card, onto if onto and onto != ALONE else None).code


def play_code(view: SeatView, legal: Sequence[Placing], card: str, onto: str | None) -> str:
    """The code of a placement, or BadInput saying what is wrong. With nothing legal (not the
    caller's turn) it is built as typed, for the service to refuse."""
    if not legal:
        return typed_play(card, onto)
    name = card_name(view["catalogue"], card)
    mine = [p for p in legal if p.card == card]
    if not mine:
        raise BadInput(
            "You can't place “{card}” now: the list of `card` shows the cards you can.",
            card=excerpt(name),
        )
    if onto is None:
        if any(p.onto == ALONE for p in mine):
            onto = ALONE
        elif len(mine) == 1:
            onto = mine[0].onto
        else:
            raise BadInput("Where does {card} go? Pick it in the list of `onto`.", card=name)
    found = next((p for p in mine if p.onto == onto), None)
    if found is None:
        if onto == ALONE:
            raise BadInput(
                "{card} can't go by itself: the list of `onto` shows where it can.", card=name
            )
        raise BadInput(
            "{card} can't go onto “{item}”: the list of `onto` shows where it can.",
            card=name,
            item=excerpt(onto),
        )
    return found.code


def attack_code(legal: Sequence[Attack], weapon: str, seat: int | None, target: str | None) -> str:
    """The code of an attack, or BadInput saying what is wrong."""
    if not legal:
        return Action("attack", weapon, target or "none").code
    mine = [a for a in legal if a.weapon == weapon]
    if not mine:
        raise BadInput("That card can't attack now: the list of `with` shows the ones that can.")
    aimed = [a for a in mine if seat is None or a.seat == seat]
    if not aimed:
        raise BadInput("It can't attack that player: the list of `target` shows whom it can.")
    if target is None:
        if len(aimed) > 1:
            raise BadInput("Which of their cards? Pick it in the list of `card`.")
        return aimed[0].code
    found = next((a for a in aimed if a.target == target), None)
    if found is None:
        raise BadInput("It can't eliminate that card: the list of `card` shows the ones it can.")
    return found.code


class Iliad(GameCommands):
    """The Iliad ways to take a turn; ``/move`` and the DM menus work for Iliad too."""

    iliad = app_commands.Group(name="iliad", description="Iliad (card game) moves", guild_only=True)

    # --- play --------------------------------------------------------------------------------
    @iliad.command(name="play", description="Place a card from your hand in your army")
    @app_commands.describe(
        card="A card from your hand (the list shows those you can place now)",
        onto="Where it goes: by itself (default), a Phalanx, an Elephant or a Trojan Horse",
    )
    async def play(
        self, interaction: discord.Interaction, card: Picked, onto: Picked | None = None
    ) -> None:
        _, given, choices = await self.begin(interaction)
        view = seat_view_of(given)
        if view is None:  # no seat here, so no move to read it against: the service says why
            await self.send(interaction, typed_play(pick(card, []) or card, pick(onto, [])))
            return
        legal = placings(choices)
        if choices and not legal:
            raise not_now(view, N_("place a card"))
        key = pick(card, card_pairs(legal, view)) or card
        where = pick(onto, onto_pairs([p for p in legal if p.card == key], view))
        await self.send(interaction, play_code(view, legal, key, where))

    @play.autocomplete("card")
    async def play_card(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        _, given, choices = await self.mine(interaction)
        view = seat_view_of(given)
        if view is None:
            return []
        legal = placings(choices)
        where = pick(typed_option(interaction, "onto"), onto_pairs(legal, view))
        return offer(card_pairs([p for p in legal if where in (None, p.onto)], view), current)

    @play.autocomplete("onto")
    async def play_onto(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        _, given, choices = await self.mine(interaction)
        view = seat_view_of(given)
        if view is None:
            return []
        legal = placings(choices)
        key = pick(typed_option(interaction, "card"), card_pairs(legal, view))
        return offer(onto_pairs([p for p in legal if key in (None, p.card)], view), current)

    # --- attack ------------------------------------------------------------------------------
    @iliad.command(name="attack", description="Eliminate another player's card with one of yours")
    @app_commands.describe(
        weapon="Your card that attacks (a Chariot may come straight from your hand)",
        target="The player you attack",
        card="Which of their cards (filled in for you when there is only one)",
    )
    @app_commands.rename(weapon="with")  # a player says "with"; Python cannot name it so
    async def attack(
        self,
        interaction: discord.Interaction,
        weapon: Picked,
        target: Picked,
        card: Picked | None = None,
    ) -> None:
        table, given, choices = await self.begin(interaction)
        if card is None and item_seat(target.strip().lower()) is not None:
            card = target  # an item id typed as the target names the card too
        view = seat_view_of(given)
        if view is None:  # no seat here, so no move to read it against: the service says why
            await self.send(
                interaction, attack_code([], pick(weapon, []) or weapon, None, pick(card, []))
            )
            return
        legal = attacks(choices)
        if choices and not legal:
            raise not_now(view, N_("attack"))
        armed = pick(weapon, weapon_pairs(legal, view)) or weapon
        aimed = [a for a in legal if a.weapon == armed]
        seat = seat_typed(target, table, view)
        victim = pick(card, victim_pairs([a for a in aimed if seat in (None, a.seat)], view))
        await self.send(interaction, attack_code(legal, armed, seat, victim))

    @attack.autocomplete("weapon")
    async def attack_weapon(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        table, given, choices = await self.mine(interaction)
        view = seat_view_of(given)
        if view is None:
            return []
        seat = seat_typed(typed_option(interaction, "target"), table, view)
        moves = [a for a in attacks(choices) if seat in (None, a.seat)]
        return offer(weapon_pairs(moves, view), current)

    @attack.autocomplete("target")
    async def attack_target(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        table, given, choices = await self.mine(interaction)
        view = seat_view_of(given)
        if view is None:
            return []
        legal = attacks(choices)
        armed = pick(typed_option(interaction, "with"), weapon_pairs(legal, view))
        moves = [a for a in legal if armed in (None, a.weapon)]
        return offer(target_pairs(moves, view, table), current)

    @attack.autocomplete("card")
    async def attack_card(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        table, given, choices = await self.mine(interaction)
        view = seat_view_of(given)
        if view is None:
            return []
        legal = attacks(choices)
        armed = pick(typed_option(interaction, "with"), weapon_pairs(legal, view))
        seat = seat_typed(typed_option(interaction, "target"), table, view)
        moves = [a for a in legal if armed in (None, a.weapon) and seat in (None, a.seat)]
        return offer(victim_pairs(moves, view), current)

    # --- pass --------------------------------------------------------------------------------
    @iliad.command(
        name="pass", description="Pass (Thanatos: take the best Hero left; Gorgon: lose your army)"
    )
    async def pass_turn(self, interaction: discord.Interaction) -> None:
        _, view, choices = await self.begin(interaction)
        if choices and PASS not in map(action, choices):
            raise not_now(view, N_("pass"))
        await self.send(interaction, PASS.code)


async def setup(bot: TableBot) -> None:
    await bot.add_cog(Iliad(bot))
