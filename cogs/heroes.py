"""``/heroes …``: Iliad: Heroes of Troy moves by their parts, each option autocompleting only what
is still legal given the options already typed. Codes follow docs/dev/heroes-view.md.

Why a cog beside ``/move``: a turn is "this card, that trait", the opening discard and Tough's
bottom cards are sets of cards (hundreds of codes as one list), and Strong's gift is a player and
a card. Typing them part by part, with the score a card would make shown as you pick it, is what
a player at the table would say. The choices of a target (King's opponent, Sneaky, Battle
Expert, Tough, Charismatic, Pious) and King's "pass" are public buttons and ``/move`` lines
already. Every command ends in ``GameCog.play``, so saving, confirming and delivery are shared.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Any

import discord
from discord import app_commands

from cogs.kit.autocomplete import (
    Picked,
    focused_option,
    not_now,
    offer,
    seat_named,
    squash,
    typed_option,
)
from cogs.kit.components.moves import Entry, MenuOption, Pick, Plan, planner
from cogs.kit.compose.fit import OPTION_TEXT, excerpt, fit
from cogs.kit.errors import BadInput
from cogs.kit.game_commands import GameCommands, fields
from cogs.kit.language import reader_words
from cogs.table_bot import TableBot
from engine.core.english import N_
from engine.core.said import english, listed, say, say_count, term
from engine.heroes.actions import Kind, Move, read
from engine.heroes.cards import DECK, TRAIT_NAMES, TRAITS, points
from engine.heroes.view_types import CardView, SeatView, seat_of
from engine.heroes.views import card_view
from render.core.language import ENGLISH_WORDS, Words
from tabletop.models import Choice, TableInfo

TRAIT_HELP = {
    "king": N_("see 2 cards of an opponent, then play or steal one"),
    "wise": N_("draw a card, then play another"),
    "strong": N_("draw a card, then give a card away"),
    "sneaky": N_("steal 1 point from an opponent"),
    "tough": N_("you or an ally draw 2, then 2 cards go to the bottom"),
    "brave": N_("play another card (it scores 1 less)"),
    "warrior": N_("an opponent loses 2 points"),
    "charismatic": N_("see a hand, take a card; they draw"),
    "pious": N_("gain 1 point, someone draws, see a hand"),
}
FACTION_NAMES = {"greek": N_("Greek"), "trojan": N_("Trojan"), "god": N_("God")}
FACTION_PLURALS = {"greek": N_("the Greeks"), "trojan": N_("the Trojans"), "god": N_("the Gods")}
# The kinds of move each command ends in.
PLAY: Kind = ("play", None)
DISCARD: Kind = ("discard", None)
PLAYS: tuple[Kind, ...] = (PLAY, ("extra", None), ("king", "play"))
TAKES: tuple[Kind, ...] = (("king", "take"), ("charm", "take"))
SET_WORDS = {"discard": N_("discard"), "bottom": N_("put cards at the bottom of the draw pile")}
SET_OPTIONS = ("first", "second", "third")  # the options of a command naming a set of cards

# Every card by id, as every view's catalogue has it: a command reads what was typed without
# waiting for a view.
CATALOGUE: dict[str, CardView] = {key: card_view(key) for key in DECK}


# --- reading what was typed ------------------------------------------------------------------
def trait_name(trait: str) -> str:
    return TRAIT_NAMES.get(trait, trait.capitalize())


def trait_key(typed: str | None) -> str | None:
    """The trait id for what was typed (an id, a printed name, or a label picked from the
    list such as "Wise — draw a card…"); None when nothing was typed."""
    if not typed or not typed.strip():
        return None
    wanted = squash(typed.split("—")[0])
    for trait in TRAITS:
        if wanted in (squash(trait), squash(trait_name(trait))):
            return trait
    return typed.strip().lower()


def card_key(typed: str) -> str:
    """The card id for what was typed: the id ("odysseus"), the printed name ("Favor of the
    Gods"), or a label picked from a list ("Odysseus · Greek …"). Anything else as typed, for
    the game to refuse in its own words."""
    wanted = squash(typed.split("·")[0].split("—")[0])
    for key, card in CATALOGUE.items():
        if wanted in (squash(key), squash(card["name"])):
            return key
    return typed.strip().lower()


def seat_key(typed: str, table: TableInfo | None) -> str:
    """A seat as codes write it (0-based digits) for what was typed: the value the list gave
    (already digits), a player's name, or "Player 2"."""
    text = typed.strip()
    if text.isascii() and text.isdigit():
        return text
    seat = seat_named(text.split("·")[0].split("(")[0], table)
    return str(seat) if seat is not None else text


# --- legal moves by their fields -------------------------------------------------------------
def move(choice: Choice) -> Move:
    """The choice's fields, as the game's grammar reads its code."""
    return fields(choice, Move, read)


def moves(choices: Iterable[Choice], *kinds: Kind) -> list[Move]:
    """The legal moves of one of ``kinds`` that name something (a card, a seat, cards)."""
    return [m for m in map(move, choices) if m.kind in kinds and m.args]


def card_sets(choices: Iterable[Choice], kind: str) -> list[tuple[str, ...]]:
    """The legal sets of cards of a multi-card move (the opening discard, Tough's bottom)."""
    return [m.cards for m in moves(choices, (kind, None))]


def set_candidates(legal: Sequence[tuple[str, ...]], typed: Iterable[str]) -> set[str]:
    """The cards that can still complete a legal set with the cards typed in the other options."""
    chosen = set(typed)
    return {card for cards in legal if chosen <= set(cards) for card in set(cards) - chosen}


def set_code(kind: str, cards: Sequence[str], legal: Sequence[tuple[str, ...]]) -> str:
    """The code for these cards: in the order typed when that is legal (Tough's bottom cards:
    the order counts), else the legal code holding exactly them (the discard: a set), else one
    built as typed for the game to refuse in its own words."""
    if len(set(cards)) < len(cards):
        raise BadInput("Pick {count} different cards.", count=len(cards))
    typed = tuple(cards)
    found = (
        typed
        if typed in legal
        else next((rest for rest in legal if sorted(rest) == sorted(cards)), typed)
    )
    return Move.of(kind, cards=found).code


def cannot_play(key: str) -> BadInput:
    """Why a card typed by hand is not one the caller may play now."""
    card = CATALOGUE.get(key)
    if card is None:
        return BadInput(
            "There is no card “{typed}”: pick one from the list of `card`.", typed=excerpt(key)
        )
    if card["special"]:
        return BadInput(
            "{card} is a special card: never played, it scores at the round's end.",
            card=card["name"],
        )
    return BadInput(
        "You can't play {card} now: the list of `card` shows the cards you can.",
        card=card["name"],
    )


# --- words ------------------------------------------------------------------------------------
def card_words(card: CardView) -> str:
    """ "Odysseus · Greek · King, Wise, Sneaky" (a special: its name), said."""
    if card["special"] or card["faction"] is None:
        return say("{card} · special card", card=term(card["name"]))
    return say(
        "{card} · {faction} · {traits}",
        card=term(card["name"]),
        faction=say(FACTION_NAMES[card["faction"]]),
        traits=listed([term(trait_name(t)) for t in card["traits"]], ", "),
    )


def whom_said(card: CardView) -> str:
    """For whom a card scores, said: "the Greeks", or "nobody" for a special card."""
    return say(FACTION_PLURALS.get(card["faction"] or "", N_("nobody")))


def points_if_played(card: CardView, view: SeatView, *, brave: bool) -> int:
    """What this card would score on the active card (Brave's extra card: one less, never
    below 0): the engine's own sum, shown before choosing."""
    active = view["active"]
    scored = points(card["id"], None if active is None else active["id"])
    return max(scored - 1, 0) if brave else scored


def play_label(card: CardView, view: SeatView, *, brave: bool) -> str:
    """ "Odysseus · Greek · King, Wise, Sneaky → 3 for the Greeks", said."""
    scored = points_if_played(card, view, brave=brave)
    return say(
        "{card} → {points} for {whom}", card=card_words(card), points=scored, whom=whom_said(card)
    )


def seat_words(
    table: TableInfo | None, view: SeatView | None, seat: int, said: Words = ENGLISH_WORDS
) -> str:
    names = {s.seat: s.name for s in table.seats} if table else {}
    factions = view["factions"] if view is not None else []
    faction = said(FACTION_NAMES[factions[seat]]) if seat < len(factions) else ""
    name = names.get(seat, f"Player {seat + 1}")
    return f"{name} ({faction})" if faction else name


def heroes_view(view: Mapping[str, Any]) -> SeatView | None:
    """The caller's seat view as the kit hands it over, read once as a Heroes one; None when
    there is none (no game here, no seat at it, another game's table): then the caller has no
    Heroes move here either."""
    return seat_of(view) if view.get("game") == "heroes" else None


# --- the DM menus ------------------------------------------------------------------------------
def scores_words(card: CardView, view: SeatView, *, brave: bool) -> str:
    """ "2 points for the Greeks": what playing ``card`` now scores, and for whom (the same sum
    as the autocomplete's ``play_label``)."""
    scored = points_if_played(card, view, brave=brave)
    return say_count(
        "{count} point for {whom}", "{count} points for {whom}", scored, whom=whom_said(card)
    )


def brave_extra(view: SeatView | None) -> bool:
    """Whether the card asked for now is Brave's extra card (it scores one less)."""
    pending = view["pending"] if view is not None else None
    return pending is not None and pending["kind"] == "extra_play" and pending["trait"] == "brave"


def menu_entry(choice: Choice, view: SeatView) -> Entry:
    """One move in the DM menu, in words: a card played says what it scores and for whom, a
    trait what it does."""
    parsed = move(choice)
    verb = parsed.verb
    if parsed.kind == PLAY and parsed.card is not None and parsed.trait is not None:
        card = CATALOGUE[parsed.card]
        trait = parsed.trait
        label = say(
            "Play {card} as {trait} — {scores}",
            card=term(card["name"]),
            trait=term(trait_name(trait)),
            scores=scores_words(card, view, brave=False),
        )
        return Entry(
            choice.code,
            fit(english(label), OPTION_TEXT),
            say(TRAIT_HELP[trait]) if trait in TRAIT_HELP else None,
            group=f"play.{parsed.card}",
            group_label=play_label(card, view, brave=False),
            group_description=say("Then choose the trait to use"),
            section=say("Play a card"),
            said=label,
        )
    if parsed.kind in PLAYS[1:] and parsed.card is not None:
        card = CATALOGUE[parsed.card]
        message = (
            N_("Play {card} as the extra card — {scores}")
            if verb == "extra"
            else N_("Play {card} from their hand — {scores}")
        )
        words = scores_words(card, view, brave=verb == "extra" and brave_extra(view))
        label = say(message, card=term(card["name"]), scores=words)
        return Entry(
            choice.code,
            fit(english(label), OPTION_TEXT),
            card_words(card),
            section=say("Play a card"),
            said=label,
        )
    trait = {"charm": "charismatic", "give": "strong", "bottom": "tough"}.get(verb, verb)
    helps = say(TRAIT_HELP[trait]) if trait in TRAIT_HELP else None
    return Entry(choice.code, choice.label, helps, said=choice.said)


@planner("heroes")
def menus(choices: Sequence[Choice], given: Mapping[str, Any]) -> Plan:
    """The opening discard as one menu choosing three cards; every other move in words."""
    view = seat_of(given)
    discards = moves(choices, DISCARD)
    codes = frozenset(m.code for m in discards)
    picks: tuple[Pick, ...] = ()
    if discards:
        cards = list(dict.fromkeys(card for m in discards for card in m.cards))
        options = tuple(MenuOption(card_words(CATALOGUE[k]), k) for k in cards)
        count = len(discards[0].cards)
        placeholder = say("Choose the {count} cards to discard face down…", count=count)
        picks = (Pick("discard", count, placeholder, options, codes),)
    entries = tuple(menu_entry(c, view) for c in choices if c.code not in codes)
    return Plan(entries, picks)


class Heroes(GameCommands):
    """The Heroes-specific ways to move; ``/move`` and the DM menus work for Heroes too."""

    heroes = app_commands.Group(
        name="heroes", description="Iliad: Heroes of Troy moves", guild_only=True
    )

    # --- play --------------------------------------------------------------------------------
    @heroes.command(name="play", description="Play a character, and name the trait you invoke")
    @app_commands.describe(
        card="A character from your hand (the list shows what it would score)",
        trait="The trait to invoke (not for an extra card from King, Wise or Brave)",
    )
    async def play(
        self, interaction: discord.Interaction, card: Picked, trait: Picked | None = None
    ) -> None:
        _, view, choices = await self.begin(interaction)
        key = card_key(card)
        wanted = trait_key(trait)
        legal = moves(choices, *PLAYS)
        kinds = {m.kind for m in legal}
        if choices and not kinds:
            raise not_now(view, N_("play a card"))
        if choices and key not in {m.card for m in legal}:
            raise cannot_play(key)
        if PLAY in kinds or not kinds:
            traits = [m.trait for m in legal if m.kind == PLAY and m.card == key and m.trait]
            if wanted is None and len(traits) == 1:
                wanted = traits[0]
            if wanted is None and choices:
                names = " or ".join(trait_name(t) for t in traits) or "one of its traits"
                raise BadInput(
                    "Which trait do you invoke? Fill in `trait`: {traits}.", traits=names
                )
            # Not your turn: the service says so.
            played = Move.of("play", card=key, trait=wanted or "king")
        else:
            verb, how = next(iter(kinds))  # an extra card or King's play: no trait
            played = Move.of(verb, how, card=key)
        await self.send(interaction, played.code)

    @play.autocomplete("card")
    async def play_card(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        _, given, choices = await self.mine(interaction)
        view = heroes_view(given)
        if view is None:
            return []
        wanted = trait_key(typed_option(interaction, "trait"))
        brave = brave_extra(view)
        cards: dict[str, str] = {}
        for m in moves(choices, *PLAYS):
            if m.card is None or (m.kind == PLAY and wanted in TRAITS and m.trait != wanted):
                continue
            cards.setdefault(m.card, play_label(CATALOGUE[m.card], view, brave=brave))
        said = await reader_words(interaction)
        return offer([(k, said.line(words)) for k, words in cards.items()], current)

    @play.autocomplete("trait")
    async def play_trait(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        _, _, choices = await self.mine(interaction)
        typed = typed_option(interaction, "card")
        key = card_key(typed) if typed else None
        traits = {
            m.trait
            for m in moves(choices, PLAY)
            if m.trait is not None and (key is None or m.card == key)
        }
        ordered = [t for t in TRAITS if t in traits]
        said = await reader_words(interaction)
        return offer(
            [(t, f"{said.term(trait_name(t))} — {said(TRAIT_HELP[t])}") for t in ordered], current
        )

    # --- sets of cards: the opening discard, Tough's bottom cards --------------------------
    async def send_set(
        self, interaction: discord.Interaction, kind: str, typed: Sequence[str]
    ) -> None:
        _, view, choices = await self.begin(interaction)
        cards = [card_key(t) for t in typed]
        legal = card_sets(choices, kind)
        if choices and not legal:
            raise not_now(view, SET_WORDS[kind])
        await self.send(interaction, set_code(kind, cards, legal))

    async def set_options(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        """Any option of ``/heroes discard`` or ``/heroes bottom`` (the command's name is the
        code's kind): the cards that still make a legal set with the other options typed."""
        kind = interaction.command.name if interaction.command else ""
        option = focused_option(interaction)
        _, _, choices = await self.mine(interaction)
        others = [
            card_key(value)
            for name in SET_OPTIONS
            if name != option and (value := typed_option(interaction, name))
        ]
        legal = card_sets(choices, kind)
        cards = sorted(set_candidates(legal, others), key=DECK.index)
        said = await reader_words(interaction)
        return offer([(k, said.line(card_words(CATALOGUE[k]))) for k in cards], current)

    @heroes.command(name="discard", description="Set-up: discard 3 cards face down (secret)")
    @app_commands.describe(first="A card to discard", second="Another", third="And a third")
    @app_commands.autocomplete(first=set_options, second=set_options, third=set_options)
    async def discard(
        self, interaction: discord.Interaction, first: Picked, second: Picked, third: Picked
    ) -> None:
        await self.send_set(interaction, "discard", [first, second, third])

    @heroes.command(name="bottom", description="Tough: put two cards at the bottom of the draw")
    @app_commands.describe(
        first="A card from your hand", second="Another (unless you hold a single card)"
    )
    @app_commands.autocomplete(first=set_options, second=set_options)
    async def bottom(
        self, interaction: discord.Interaction, first: Picked, second: Picked | None = None
    ) -> None:
        await self.send_set(interaction, "bottom", [first, *([second] if second else [])])

    # --- Strong: give a card -----------------------------------------------------------------
    @heroes.command(name="give", description="Strong: give a card to another player")
    @app_commands.describe(player="Who receives it", card="A card from your hand")
    async def give(self, interaction: discord.Interaction, player: Picked, card: Picked) -> None:
        table, _, _ = await self.begin(interaction)
        key = card_key(card)
        await self.send(interaction, Move.of("give", seat=seat_key(player, table), card=key).code)

    @give.autocomplete("player")
    async def give_player(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        table, view, choices = await self.mine(interaction)
        gifts = moves(choices, ("give", None))
        seats = sorted({int(m.seat) for m in gifts if m.seat is not None and m.seat.isdigit()})
        seen = heroes_view(view)
        said = await reader_words(interaction)
        return offer([(str(s), seat_words(table, seen, s, said)) for s in seats], current)

    @give.autocomplete("card")
    async def give_card(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        table, _, choices = await self.mine(interaction)
        typed = typed_option(interaction, "player")
        seat = seat_key(typed, table) if typed else None
        cards = list(
            dict.fromkeys(
                m.card
                for m in moves(choices, ("give", None))
                if m.card is not None and seat in (None, m.seat)
            )
        )
        said = await reader_words(interaction)
        return offer([(k, said.line(card_words(CATALOGUE[k]))) for k in cards], current)

    # --- King's steal, Charismatic's take ----------------------------------------------------
    @heroes.command(name="take", description="King or Charismatic: take a card you were shown")
    @app_commands.describe(card="One of the cards shown to you")
    async def take(self, interaction: discord.Interaction, card: Picked) -> None:
        _, view, choices = await self.begin(interaction)
        key = card_key(card)
        kinds = [m.kind for m in moves(choices, *TAKES)]
        if not kinds:
            if choices:
                raise not_now(view, N_("take a card"))
            kinds = [TAKES[0]]  # not your turn: the service says so
        verb, how = kinds[0]
        await self.send(interaction, Move.of(verb, how, card=key).code)

    @take.autocomplete("card")
    async def take_card(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        _, _, choices = await self.mine(interaction)
        cards = list(dict.fromkeys(m.card for m in moves(choices, *TAKES) if m.card is not None))
        said = await reader_words(interaction)
        return offer([(k, said.line(card_words(CATALOGUE[k]))) for k in cards], current)


async def setup(bot: TableBot) -> None:
    await bot.add_cog(Heroes(bot))
