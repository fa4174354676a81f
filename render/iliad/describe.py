"""The Iliad's pictures in words, for a player who cannot see them (their alt text, read out by
screen readers): the table from the public view alone, a hand from its seat view.

What matters comes first: who must act and for what (or the result), every score, the passes
so far, then the siege in the middle and every army, card by card. Discord takes at most 1,024
characters, so the words are fitted here by whole sentences: the least useful go first (the
piles, the cards won, the tiles), then the armies of the players who act last are told in short,
then the Heroes left; a word-cut is the last resort, for names too long for anything else.

Cards are named as the table names them (``render.iliad.model``), with no sign as the only
carrier of meaning: "Thanatos minus 2", not "−2".
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from typing import Any

from engine.iliad.army import tag
from engine.iliad.cards import CATALOGUE
from engine.iliad.view_types import TILE_NAMES, PublicView, SeatView, public_of, seat_of
from render.core.describe import ALT_TEXT, fitted, sentences
from render.core.language import ENGLISH_WORDS, N_, Words
from render.core.names import named, seat_name
from render.iliad.cards import Face, face_name
from render.iliad.hand import status
from render.iliad.model import Item, Seat, face_of, faces, is_over, owed, read_seats, to_act
from render.iliad.style import TEAM_LETTERS

# What each kind of army card does, said in full (the hand's picture writes it in short).
HAND_HINTS = {
    "hoplites": N_(
        "alone, or on a stronger Hoplites of yours to build a phalanx, "
        "worth the sum of its cards times their number"
    ),
    "archers": N_("worth 1, attacks Archers, a lone Hoplites or a phalanx's last card"),
    "chariot": N_(
        "worth 3, attacks Archers, a lone Hoplites or a phalanx's last card, "
        "even straight from your hand"
    ),
    "elephant": N_("carries two Hoplites or Archers and doubles their value"),
    "ballista": N_("attacks an Elephant or a Chariot"),
    "catapult": N_("attacks a Catapult, a Ballista, a Harrow or a Trojan Horse"),
    "harrow": N_("no Chariot may attack your army"),
    "horse": N_("hides Hoplites and Archers face down until the siege ends"),
}


def number(n: int, said: Words = ENGLISH_WORDS) -> str:
    """A number as a screen reader should say it: "minus 1", never a bare sign."""
    return said("minus {n}", n=said.number(-n)) if n < 0 else said.number(n)


def cards_count(n: int, said: Words) -> str:
    return said.plural("{count} card", "{count} cards", n)


def face_words(face: Face, said: Words = ENGLISH_WORDS) -> str:
    """A card by name and value: "Hoplites 4", "City 2", "Thanatos minus 1", "Achilles 5"."""
    name = face_name(face, said)
    if face.kind == "thanatos":
        return said("{name} minus {value}", name=name, value=face.label.lstrip("−-"))
    if face.kind in ("hoplites", "city", "trireme", "hero"):
        return f"{name} {face.label}".strip()
    if face.kind == "helen":
        return said("{name} ({value} points)", name=name, value=face.label)
    return name


def card_words(card_id: str | None, said: Words = ENGLISH_WORDS) -> str:
    """A card id in words ("" for none)."""
    face = face_of(card_id)
    return "" if face is None else face_words(face, said)


def _phalanx(values: Sequence[Face], said: Words) -> str:
    """ "Hoplites 4, 3 and 1": a phalanx's cards, strongest first."""
    return f"{face_name(values[0], said)} {said.listing([f.label for f in values])}"


# Kinds of item that hold one card by itself: alike ones are told together.
LONE = frozenset({"phalanx", "archers", "chariot", "ballista", "catapult", "harrow"})


def lone_words(alike: Sequence[Item], said: Words = ENGLISH_WORDS) -> str:
    """Lone cards alike, each by its number: "Archers #2, #5 and #6, worth 1 each"."""
    first = alike[0]
    worth = ""
    # A lone Hoplites is worth its value, which its name already says.
    if first.value and first.kind != "phalanx":
        value = said.number(first.value)
        worth = said(", worth {value} each", value=value) if len(alike) > 1 else ""
        worth = worth or said(", worth {value}", value=value)
    fallen = said(", fallen") if first.fallen else ""
    tags = said.listing([tag(i.id) for i in alike])
    return f"{face_words(first.cards[0], said)} {tags}{worth}{fallen}"


def item_words(item: Item, said: Words = ENGLISH_WORDS) -> str:
    """One army item, its cards named: "phalanx #1 of Hoplites 4, 3 and 1, worth 24"."""
    on = list(item.cards[1:]) if item.kind in ("elephant", "horse") else list(item.cards)
    value = said.number(item.value)
    if item.kind == "hero":
        return said("Hero {card}, taken by passing", card=face_words(item.cards[0], said))
    if item.kind == "elephant":
        riders = (
            said(" carrying {riders}", riders=said.listing([face_words(f, said) for f in on]))
            if on
            else said(", no rider")
        )
        return said(
            "Elephant {tag}{riders}, worth {value}", tag=tag(item.id), riders=riders, value=value
        )
    if item.kind == "horse":
        words = said("Trojan Horse {tag}", tag=tag(item.id))
        if item.hidden:
            words += said.plural(
                " with {count} card face down", " with {count} cards face down", item.hidden
            )
        if on:
            cards = said.listing([face_words(f, said) for f in on])
            words += said(", revealed: {cards}, to be placed", cards=cards)
        return words if item.hidden or on else said("{horse}, empty", horse=words)
    if item.kind == "phalanx" and len(on) > 1:
        fallen = said(", fallen") if item.fallen else ""
        return said(
            "phalanx {tag} of {cards}, worth {value}{fallen}",
            tag=tag(item.id),
            cards=_phalanx(on, said),
            value=value,
            fallen=fallen,
        )
    return lone_words([item], said)


def army_words(items: Sequence[Item], said: Words = ENGLISH_WORDS) -> list[str]:
    """An army's items in the order laid down, lone cards alike told together."""
    groups: dict[object, list[Item]] = {}
    for item in items:
        lone = item.kind in LONE and len(item.cards) == 1
        groups.setdefault((item.kind, item.cards, item.fallen) if lone else item.id, []).append(
            item
        )
    return [lone_words(g, said) if len(g) > 1 else item_words(g[0], said) for g in groups.values()]


def _card_count(seat: Seat) -> int:
    """Cards in an army as the table shows them, face-down ones and the Hero included."""
    return sum(len(i.cards) + i.hidden for i in seat.items)


def army_sentence(
    view: PublicView, names: Sequence[str], seat: Seat, short: bool, said: Words = ENGLISH_WORDS
) -> str:
    """One player's part of the table: army value, hand size, and every item unless ``short``."""
    name = seat_name(names, seat.seat)
    hand = (
        said.plural("{count} card in hand", "{count} cards in hand", seat.hand)
        if seat.hand
        else said("no cards in hand")
    )
    out = "" if seat.in_siege else said(", not in this siege")
    if not seat.items:
        gone = seat.passed and view["kind"] == "gorgon"
        state = said("army discarded") if gone else said("no cards on the table")
        return said("{name}: {state}{out}, {hand}.", name=name, state=state, out=out, hand=hand)
    items = "; ".join(army_words(seat.items, said))
    army = said.number(seat.army)
    full = said(
        "{name}: army strength {value}{out}, {hand}: {items}.",
        name=name,
        value=army,
        out=out,
        hand=hand,
        items=items,
    )
    brief = said(
        "{name}, in short: {cards} on the table, strength {value}{out}, {hand}.",
        name=name,
        cards=cards_count(_card_count(seat), said),
        value=army,
        out=out,
        hand=hand,
    )
    return brief if short and len(brief) < len(full) else full


def focus(view: PublicView) -> int:
    """The seat the words turn around: the first to act, else the first winner, else the
    siege's starter."""
    acting = to_act(view)
    if acting:
        return acting[0]
    outcome = view["outcome"]
    if outcome is not None and outcome["winners"]:
        return outcome["winners"][0]
    return view["starter"]


def seats_from_focus(view: PublicView) -> list[int]:
    """Every seat in turn order from the focus: the first acts now, the last acts last."""
    first, count = focus(view), view["seats"]
    return [(first + k) % count for k in range(count)]


def _who(names: Sequence[str], seats: Sequence[int], said: Words) -> str:
    return said.listing([seat_name(names, s) for s in seats])


def turn_sentence(view: PublicView, names: Sequence[str], said: Words = ENGLISH_WORDS) -> str:
    """Who must act and what for, or the result."""
    if is_over(view):
        outcome = view["outcome"]
        summary = named(outcome["summary"], names, said).strip() if outcome is not None else ""
        over = said("The game is over.")
        return f"{over} {summary.rstrip('.')}." if summary.rstrip(".") else over
    acting = to_act(view)
    pending = view["pending"]
    if view["phase"] == "discard":
        due = [s for s in range(view["seats"]) if owed(view, s)] or acting
        limit = said("down to the hand limit of {limit}", limit=said.number(view["hand_limit"]))
        if len(due) == 1:
            cards = cards_count(owed(view, due[0]), said)
            who = seat_name(names, due[0])
            return said("{who} discards {cards} {limit}.", who=who, cards=cards, limit=limit)
        each = ", ".join(f"{seat_name(names, s)} {cards_count(owed(view, s), said)}" for s in due)
        return said(
            "{who} discard {limit}: {each}.", who=_who(names, due, said), limit=limit, each=each
        )
    if pending is not None and pending["kind"] == "victory":
        later = [s for s in pending["order"] if s != pending["seat"]]
        then = said(", then {who}", who=_who(names, later, said)) if later else ""
        who = seat_name(names, pending["seat"])
        return said("{who} picks a Victory card at stake{then}.", who=who, then=then)
    if pending is not None and pending["kind"] == "reveal":
        return said(
            "{who} places the cards revealed from their Trojan Horse: "
            "each alone, on a phalanx or on an Elephant.",
            who=seat_name(names, pending["seat"]),
        )
    stage = named(view["stage"], names, said).strip()
    if not acting:
        return said("Now: {stage}.", stage=stage) if stage else ""
    if view["phase"] == "siege" and len(acting) == 1:
        return said("{who}'s turn: {stage}.", who=seat_name(names, acting[0]), stage=stage)
    return said("{who} to act: {stage}.", who=_who(names, acting, said), stage=stage)


def score_sentence(view: PublicView, names: Sequence[str], said: Words = ENGLISH_WORDS) -> str:
    """Every player's points, and each team's sum in team games."""
    scores = view["scores"]
    target = said.number(view["target"])
    team_of, sums = view["teams"], view["team_scores"]
    if team_of and sums is not None:
        teams = []
        for t in range(max(team_of) + 1):
            members = [s for s, of in enumerate(team_of) if of == t]
            each = ", ".join(f"{seat_name(names, s)} {number(scores[s], said)}" for s in members)
            teams.append(
                said(
                    "Team {letter} {points} ({each})",
                    letter=TEAM_LETTERS[t % 3],
                    points=number(sums[t], said),
                    each=each,
                )
            )
        return said("Points, {target} to win: {scores}.", target=target, scores="; ".join(teams))
    each = ", ".join(f"{seat_name(names, s)} {number(v, said)}" for s, v in enumerate(scores))
    return said("Points, {target} to win: {scores}.", target=target, scores=each)


def passes_sentence(view: PublicView, names: Sequence[str], said: Words = ENGLISH_WORDS) -> str:
    """The siege's course as the view keeps it: who passed, in order (a duel: who passed on the
    last move)."""
    if view["phase"] != "siege":
        return ""
    if view["kind"] == "duel":
        last = view["last_pass"]
        if last is None:
            return ""
        return said(
            "{who} passed on the last move; another pass ends the siege.",
            who=seat_name(names, last),
        )
    passed = view["passed"]
    if not passed:
        return ""
    if len(passed) == 1:
        return said("{who} has passed.", who=seat_name(names, passed[0]))
    return said("{who} have passed, in that order.", who=_who(names, passed, said))


def siege_sentence(view: PublicView, explained: bool = True, said: Words = ENGLISH_WORDS) -> str:
    """The middle of the table: the siege, its oracle (and what it does when ``explained``) and
    what is at stake."""
    siege = said.number(view["siege"])
    oracle = card_words(view["oracle"], said)
    remaining = view["oracle_left"]
    left = (
        said.plural("{count} oracle card left", "{count} oracle cards left", remaining)
        if remaining
        else said("no oracle card left")
    )
    if view["tiebreak"]:
        head = said("Siege {siege}, the tie-break Gorgon siege of the tied players", siege=siege)
    elif view["kind"] == "duel":
        head = said("Siege {siege}, two players: no oracle", siege=siege)
    elif not oracle:
        head = (
            said("Siege {siege}; {left}", siege=siege, left=left)
            if is_over(view)
            else said("Siege {siege}, its oracle not turned yet; {left}", siege=siege, left=left)
        )
    elif not explained:
        head = said("Siege {siege}, oracle {oracle}; {left}", siege=siege, oracle=oracle, left=left)
    elif view["kind"] == "gorgon":
        head = said(
            "Siege {siege}, a Gorgon siege: an army strictly stronger than every other at the "
            "start of its owner's turn wins at once; {left}",
            siege=siege,
            left=left,
        )
    else:
        head = said(
            "Siege {siege}, a Thanatos siege: the weakest army takes the oracle {oracle}; {left}",
            siege=siege,
            oracle=oracle,
            left=left,
        )
    stake = [face_words(f, said) for f in faces(view["stake"])]
    at_stake = (
        said("At stake: {cards}.", cards=alike_words(stake, said))
        if stake
        else said("Nothing at stake.")
    )
    return f"{head}. {at_stake}"


def ranking_sentence(view: PublicView, names: Sequence[str], said: Words = ENGLISH_WORDS) -> str:
    """The award: the armies from strongest to weakest."""
    ranking = view["ranking"]
    if view["phase"] != "award" or not ranking:
        return ""
    return said("Armies from strongest to weakest: {who}.", who=_who(names, ranking, said))


def heroes_sentence(view: PublicView, said: Words = ENGLISH_WORDS) -> str:
    """The Heroes still to be taken by passing (a Thanatos siege)."""
    if view["kind"] != "thanatos" or view["tiebreak"] or not view["heroes"]:
        return ""
    left = [face_words(f, said) for f in faces(view["heroes_left"])]
    if not left:
        return said("No Hero left to take.")
    return said("Heroes left to take: {heroes}.", heroes=said.listing(left))


def tiles_sentence(view: PublicView, names: Sequence[str], said: Words = ENGLISH_WORDS) -> str:
    """Who holds Agamemnon, Athena and Poseidon."""
    held: dict[int | None, list[str]] = {}
    for key in TILE_NAMES:
        card = CATALOGUE[key]
        points = said.plural("{count} point", "{count} points", card.value)
        held.setdefault(view["tiles"][key], []).append(f"{said.term(card.name)} ({points})")
    parts = [
        said(
            "{who} holds {tiles}",
            who=said("nobody") if who is None else seat_name(names, who),
            tiles=said.listing(tiles),
        )
        for who, tiles in held.items()
    ]
    return said("Tiles: {tiles}.", tiles="; ".join(parts))


def alike_words(words: Sequence[str], said: Words = ENGLISH_WORDS) -> str:
    """Cards named once each, in the order first met: "City 1 (2 cards) and Helen (5 points)"."""
    seen: dict[str, int] = {}
    for word in words:
        seen[word] = seen.get(word, 0) + 1
    return said.listing(
        [
            f"{word}{said.plural(' ({count} card)', ' ({count} cards)', n) if n > 1 else ''}"
            for word, n in seen.items()
        ]
    )


def won_sentence(view: PublicView, names: Sequence[str], said: Words = ENGLISH_WORDS) -> str:
    """The Victory and Thanatos cards each player collected."""
    parts = []
    for s, won in enumerate(view["won"]):
        if won:
            cards = alike_words([card_words(c, said) for c in won], said)
            parts.append(said("{who} has {cards}", who=seat_name(names, s), cards=cards))
    return said("Cards won: {parts}.", parts="; ".join(parts)) if parts else ""


def piles_sentence(view: PublicView, said: Words = ENGLISH_WORDS) -> str:
    return said(
        "Face down: {victory}, {cards} in the draw pile; {discard} discarded; hand limit {limit}.",
        victory=said.plural("{count} Victory card", "{count} Victory cards", view["victory_left"]),
        cards=cards_count(view["deck"], said),
        discard=said.number(view["discard"]),
        limit=said.number(view["hand_limit"]),
    )


def strengths_sentence(
    view: PublicView, names: Sequence[str], order: Sequence[int], said: Words = ENGLISH_WORDS
) -> str:
    """Every army in one short sentence: the last resort for very long names."""
    each = ", ".join(
        f"{seat_name(names, s)} {said.number(view['armies'][s]['value'])}" for s in order
    )
    return said("Army strengths, in short: {each}.", each=each)


def _table_texts(view: PublicView, names: Sequence[str], said: Words) -> Iterator[str]:
    """The table's words, fullest first, then shorter and shorter: what goes first is what a
    player needs least to choose a move."""
    seats = read_seats(view)
    order = seats_from_focus(view)
    head = [turn_sentence(view, names, said), score_sentence(view, names, said)]
    course = {"passes": passes_sentence(view, names, said)}
    middle = {
        "siege": siege_sentence(view, not is_over(view), said),
        "ranking": ranking_sentence(view, names, said),
        "heroes": heroes_sentence(view, said),
        "tiles": tiles_sentence(view, names, said),
        "won": won_sentence(view, names, said),
        "piles": piles_sentence(view, said),
    }
    short: set[int] = set()

    def armies() -> list[str]:
        return [army_sentence(view, names, seats[s], s in short, said) for s in order]

    def text(tail: Sequence[str] | None = None) -> str:
        return sentences([*head, *course.values(), *middle.values(), *(tail or armies())])

    yield text()
    for gone in ("piles", "won", "tiles"):
        middle[gone] = ""
        yield text()
    for s in reversed(order[2:]):  # the players who act last are told in short first
        short.add(s)
        yield text()
    for gone in ("ranking", "heroes"):
        middle[gone] = ""
        yield text()
    middle["siege"] = siege_sentence(view, False, said)
    yield text()
    for s in reversed(order[:2]):
        short.add(s)
        yield text()
    yield text([strengths_sentence(view, names, order, said)])
    course["passes"] = ""
    yield text([strengths_sentence(view, names, order, said)])


def describe_table(
    view: Mapping[str, Any],
    names: Sequence[str],
    *,
    said: Words = ENGLISH_WORDS,
    room: int | None = ALT_TEXT,
) -> str:
    """The table picture in words, from the public view only (a seat view's secrets are
    never read)."""
    return fitted(_table_texts(public_of(view), names, said), room)


def hand_cards(view: SeatView, hints: bool, said: Words = ENGLISH_WORDS) -> str:
    """The cards held, alike ones together, each kind with what it does when ``hints``."""
    held = faces(view["hand"])
    if not held:
        return said("Your hand is empty.")
    groups: dict[str, list[tuple[Face, int]]] = {}
    for face in held:
        group = groups.setdefault(face.kind, [])
        if group and group[-1][0] == face:
            group[-1] = (face, group[-1][1] + 1)
        else:
            group.append((face, 1))
    parts = []
    for kind, alike in groups.items():
        named_cards = said.listing(
            [
                f"{face_words(f, said)}"
                f"{said.plural(' ({count} card)', ' ({count} cards)', n) if n > 1 else ''}"
                for f, n in alike
            ]
        )
        hint = said(HAND_HINTS[kind]) if hints and kind in HAND_HINTS else ""
        parts.append(f"{named_cards}: {hint}" if hint else named_cards)
    return said("{cards}: {groups}.", cards=cards_count(len(held), said), groups=". ".join(parts))


def horse_sentence(view: SeatView, said: Words = ENGLISH_WORDS) -> str:
    """This seat's own Horses as its hand shows them: the cards it put face down (its secret,
    which only it sees), and the cards revealed at the siege's end that it must place."""

    def horse(item: str, cards: Sequence[str]) -> str:
        named_cards = alike_words([card_words(c, said) for c in cards], said)
        return said("Trojan Horse {tag}: {cards}", tag=tag(item), cards=named_cards)

    hidden = [horse(item, held) for item, held in view["horses"].items() if held]
    revealed = [
        horse(item["id"], item["cards"])
        for item in view["armies"][view["seat"]]["items"]
        if item["kind"] == "horse" and item["cards"]
    ]
    parts = []
    if hidden:
        parts.append(said("Face down on your {horses}.", horses="; ".join(hidden)))
    if revealed:
        parts.append(
            said("Revealed from your {horses}; place each card.", horses="; ".join(revealed))
        )
    return " ".join(parts)


def mine_sentence(view: SeatView, said: Words = ENGLISH_WORDS) -> str:
    """This seat's army and points, and the siege in one breath."""
    me = read_seats(view)[view["seat"]]
    stake = [face_words(f, said) for f in faces(view["stake"])]
    oracle = card_words(view["oracle"], said)
    siege = said("Siege {siege}", siege=said.number(view["siege"]))
    if oracle:
        siege += said(", oracle {oracle}", oracle=oracle)
    at_stake = said(", at stake {cards}", cards=alike_words(stake, said)) if stake else ""
    return said(
        "Your army: strength {army}. Your points: {points}, {target} to win. {siege}{stake}.",
        army=said.number(me.army),
        points=number(me.score, said),
        target=said.number(view["target"]),
        siege=siege,
        stake=at_stake,
    )


def _hand_texts(view: SeatView, names: Sequence[str], said: Words) -> Iterator[str]:
    seat = view["seat"]
    who = said("Your hand, {name}", name=seat_name(names, seat))
    team, partner = view["team"], view["partner"]
    if team is not None:
        letter = TEAM_LETTERS[team % 3]
        if partner is not None:
            who = said(
                "{who}, Team {letter} with {partner}",
                who=who,
                letter=letter,
                partner=seat_name(names, partner),
            )
        else:
            who = said("{who}, Team {letter}", who=who, letter=letter)
    now = status(view, names, said).replace(" & ", said(" and "))
    head = [f"{who}.", now]
    secrets, mine = horse_sentence(view, said), mine_sentence(view, said)
    yield sentences([*head, hand_cards(view, True, said), secrets, mine])
    yield sentences([*head, hand_cards(view, True, said), secrets])
    yield sentences([*head, hand_cards(view, False, said), secrets])


def describe_hand(
    view: Mapping[str, Any], names: Sequence[str], *, said: Words = ENGLISH_WORDS
) -> str:
    """One player's hand picture in words, from their seat view: the cards held and what
    each does, their own face-down Horse cards, and what the rules wait for from them."""
    return fitted(_hand_texts(seat_of(view), names, said))
