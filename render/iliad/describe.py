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

from engine.core.english import counted, listing
from engine.iliad.army import tag
from engine.iliad.cards import CATALOGUE
from engine.iliad.view_types import TILE_NAMES, PublicView, SeatView, public_of, seat_of
from render.core.describe import fitted, sentences
from render.core.language import ENGLISH_WORDS, Words
from render.core.names import named, seat_name
from render.iliad.cards import Face
from render.iliad.hand import status
from render.iliad.model import Item, Seat, face_of, faces, is_over, owed, read_seats, to_act
from render.iliad.style import TEAM_LETTERS

# What each kind of army card does, said in full (the hand's picture writes it in short).
HAND_HINTS = {
    "hoplites": "alone, or on a stronger Hoplites of yours to build a phalanx, "
    "worth the sum of its cards times their number",
    "archers": "worth 1, attacks Archers, a lone Hoplites or a phalanx's last card",
    "chariot": "worth 3, attacks Archers, a lone Hoplites or a phalanx's last card, "
    "even straight from your hand",
    "elephant": "carries two Hoplites or Archers and doubles their value",
    "ballista": "attacks an Elephant or a Chariot",
    "catapult": "attacks a Catapult, a Ballista, a Harrow or a Trojan Horse",
    "harrow": "no Chariot may attack your army",
    "horse": "hides Hoplites and Archers face down until the siege ends",
}


def number(n: int) -> str:
    """A number as a screen reader should say it: "minus 1", never a bare sign."""
    return f"minus {-n}" if n < 0 else str(n)


def face_words(face: Face) -> str:
    """A card by name and value: "Hoplites 4", "City 2", "Thanatos minus 1", "Achilles 5"."""
    if face.kind == "thanatos":
        return f"{face.name} minus {face.label.lstrip('−-')}"
    if face.kind in ("hoplites", "city", "trireme", "hero"):
        return f"{face.name} {face.label}".strip()
    if face.kind == "helen":
        return f"{face.name} ({face.label} points)"
    return face.name


def card_words(card_id: str | None) -> str:
    """A card id in words ("" for none)."""
    face = face_of(card_id)
    return "" if face is None else face_words(face)


def _phalanx(values: Sequence[Face]) -> str:
    """ "Hoplites 4, 3 and 1": a phalanx's cards, strongest first."""
    return "Hoplites " + listing([f.label for f in values])


# Kinds of item that hold one card by itself: alike ones are told together.
LONE = frozenset({"phalanx", "archers", "chariot", "ballista", "catapult", "harrow"})


def lone_words(alike: Sequence[Item]) -> str:
    """Lone cards alike, each by its number: "Archers #2, #5 and #6, worth 1 each"."""
    first = alike[0]
    each = " each" if len(alike) > 1 else ""
    # A lone Hoplites is worth its value, which its name already says.
    worth = f", worth {first.value}{each}" if first.value and first.kind != "phalanx" else ""
    fallen = ", fallen" if first.fallen else ""
    return f"{face_words(first.cards[0])} {listing([tag(i.id) for i in alike])}{worth}{fallen}"


def item_words(item: Item) -> str:
    """One army item, its cards named: "phalanx #1 of Hoplites 4, 3 and 1, worth 24"."""
    on = list(item.cards[1:]) if item.kind in ("elephant", "horse") else list(item.cards)
    if item.kind == "hero":
        return f"Hero {face_words(item.cards[0])}, taken by passing"
    if item.kind == "elephant":
        riders = f" carrying {listing([face_words(f) for f in on])}" if on else ", no rider"
        return f"Elephant {tag(item.id)}{riders}, worth {item.value}"
    if item.kind == "horse":
        words = f"Trojan Horse {tag(item.id)}"
        if item.hidden:
            words += f" with {counted(item.hidden, 'card')} face down"
        if on:
            words += f", revealed: {listing([face_words(f) for f in on])}, to be placed"
        return words if item.hidden or on else f"{words}, empty"
    if item.kind == "phalanx" and len(on) > 1:
        fallen = ", fallen" if item.fallen else ""
        return f"phalanx {tag(item.id)} of {_phalanx(on)}, worth {item.value}{fallen}"
    return lone_words([item])


def army_words(items: Sequence[Item]) -> list[str]:
    """An army's items in the order laid down, lone cards alike told together."""
    groups: dict[object, list[Item]] = {}
    for item in items:
        lone = item.kind in LONE and len(item.cards) == 1
        groups.setdefault((item.kind, item.cards, item.fallen) if lone else item.id, []).append(
            item
        )
    return [lone_words(g) if len(g) > 1 else item_words(g[0]) for g in groups.values()]


def _card_count(seat: Seat) -> int:
    """Cards in an army as the table shows them, face-down ones and the Hero included."""
    return sum(len(i.cards) + i.hidden for i in seat.items)


def army_sentence(view: PublicView, names: Sequence[str], seat: Seat, short: bool) -> str:
    """One player's part of the table: army value, hand size, and every item unless ``short``."""
    name = seat_name(names, seat.seat)
    hand = f"{counted(seat.hand, 'card')} in hand" if seat.hand else "no cards in hand"
    out = "" if seat.in_siege else ", not in this siege"
    if not seat.items:
        gone = seat.passed and view["kind"] == "gorgon"
        return f"{name}: {'army discarded' if gone else 'no cards on the table'}{out}, {hand}."
    items = "; ".join(army_words(seat.items))
    full = f"{name}: army strength {seat.army}{out}, {hand}: {items}."
    cards = counted(_card_count(seat), "card")
    brief = f"{name}, in short: {cards} on the table, strength {seat.army}{out}, {hand}."
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


def _who(names: Sequence[str], seats: Sequence[int]) -> str:
    return listing([seat_name(names, s) for s in seats])


def turn_sentence(view: PublicView, names: Sequence[str]) -> str:
    """Who must act and what for, or the result."""
    if is_over(view):
        outcome = view["outcome"]
        summary = named(outcome["summary"], names).strip() if outcome is not None else ""
        return f"The game is over.{' ' + summary if summary else ''}".rstrip(".") + "."
    acting = to_act(view)
    pending = view["pending"]
    if view["phase"] == "discard":
        due = [s for s in range(view["seats"]) if owed(view, s)] or acting
        limit = f"down to the hand limit of {view['hand_limit']}"
        if len(due) == 1:
            cards = counted(owed(view, due[0]), "card")
            return f"{seat_name(names, due[0])} discards {cards} {limit}."
        each = ", ".join(f"{seat_name(names, s)} {counted(owed(view, s), 'card')}" for s in due)
        return f"{_who(names, due)} discard {limit}: {each}."
    if pending is not None and pending["kind"] == "victory":
        later = [s for s in pending["order"] if s != pending["seat"]]
        then = f", then {_who(names, later)}" if later else ""
        return f"{seat_name(names, pending['seat'])} picks a Victory card at stake{then}."
    if pending is not None and pending["kind"] == "reveal":
        who = seat_name(names, pending["seat"])
        return (
            f"{who} places the cards revealed from their Trojan Horse: "
            "each alone, on a phalanx or on an Elephant."
        )
    stage = named(view["stage"], names).strip()
    if not acting:
        return f"Now: {stage}." if stage else ""
    if view["phase"] == "siege" and len(acting) == 1:
        return f"{seat_name(names, acting[0])}'s turn: {stage}."
    return f"{_who(names, acting)} to act: {stage}."


def score_sentence(view: PublicView, names: Sequence[str]) -> str:
    """Every player's points, and each team's sum in team games."""
    scores = view["scores"]
    head = f"Points, {view['target']} to win"
    team_of, sums = view["teams"], view["team_scores"]
    if team_of and sums is not None:
        teams = []
        for t in range(max(team_of) + 1):
            members = [s for s, of in enumerate(team_of) if of == t]
            each = ", ".join(f"{seat_name(names, s)} {number(scores[s])}" for s in members)
            teams.append(f"Team {TEAM_LETTERS[t % 3]} {number(sums[t])} ({each})")
        return f"{head}: {'; '.join(teams)}."
    each = ", ".join(f"{seat_name(names, s)} {number(v)}" for s, v in enumerate(scores))
    return f"{head}: {each}."


def passes_sentence(view: PublicView, names: Sequence[str]) -> str:
    """The siege's course as the view keeps it: who passed, in order (a duel: who passed on the
    last move)."""
    if view["phase"] != "siege":
        return ""
    if view["kind"] == "duel":
        last = view["last_pass"]
        if last is None:
            return ""
        return f"{seat_name(names, last)} passed on the last move; another pass ends the siege."
    passed = view["passed"]
    if not passed:
        return ""
    if len(passed) == 1:
        return f"{seat_name(names, passed[0])} has passed."
    return f"{_who(names, passed)} have passed, in that order."


def siege_sentence(view: PublicView, explained: bool = True) -> str:
    """The middle of the table: the siege, its oracle (and what it does when ``explained``) and
    what is at stake."""
    siege = view["siege"]
    oracle = card_words(view["oracle"])
    remaining = view["oracle_left"]
    left = f"{counted(remaining, 'oracle card')} left" if remaining else "no oracle card left"
    if view["tiebreak"]:
        head = f"Siege {siege}, the tie-break Gorgon siege of the tied players"
    elif view["kind"] == "duel":
        head = f"Siege {siege}, two players: no oracle"
    elif not oracle:
        head = f"Siege {siege}{'' if is_over(view) else ', its oracle not turned yet'}; {left}"
    elif not explained:
        head = f"Siege {siege}, oracle {oracle}; {left}"
    elif view["kind"] == "gorgon":
        head = (
            f"Siege {siege}, a Gorgon siege: an army strictly stronger than every other at the "
            f"start of its owner's turn wins at once; {left}"
        )
    else:
        head = (
            f"Siege {siege}, a Thanatos siege: the weakest army takes the oracle {oracle}; {left}"
        )
    stake = [face_words(f) for f in faces(view["stake"])]
    at_stake = f"At stake: {alike_words(stake)}." if stake else "Nothing at stake."
    return f"{head}. {at_stake}"


def ranking_sentence(view: PublicView, names: Sequence[str]) -> str:
    """The award: the armies from strongest to weakest."""
    ranking = view["ranking"]
    if view["phase"] != "award" or not ranking:
        return ""
    return f"Armies from strongest to weakest: {_who(names, ranking)}."


def heroes_sentence(view: PublicView) -> str:
    """The Heroes still to be taken by passing (a Thanatos siege)."""
    if view["kind"] != "thanatos" or view["tiebreak"] or not view["heroes"]:
        return ""
    left = [face_words(f) for f in faces(view["heroes_left"])]
    return f"Heroes left to take: {listing(left)}." if left else "No Hero left to take."


def tiles_sentence(view: PublicView, names: Sequence[str]) -> str:
    """Who holds Agamemnon, Athena and Poseidon."""
    held: dict[int | None, list[str]] = {}
    for key in TILE_NAMES:
        card = CATALOGUE[key]
        held.setdefault(view["tiles"][key], []).append(
            f"{card.name} ({counted(card.value, 'point')})"
        )
    parts = [
        f"{'nobody' if who is None else seat_name(names, who)} holds {listing(tiles)}"
        for who, tiles in held.items()
    ]
    return f"Tiles: {'; '.join(parts)}."


def alike_words(words: Sequence[str]) -> str:
    """Cards named once each, in the order first met: "City 1 (2 cards) and Helen (5 points)"."""
    seen: dict[str, int] = {}
    for word in words:
        seen[word] = seen.get(word, 0) + 1
    return listing([f"{word}{f' ({n} cards)' if n > 1 else ''}" for word, n in seen.items()])


def won_sentence(view: PublicView, names: Sequence[str]) -> str:
    """The Victory and Thanatos cards each player collected."""
    parts = []
    for s, won in enumerate(view["won"]):
        if won:
            parts.append(f"{seat_name(names, s)} has {alike_words([card_words(c) for c in won])}")
    return f"Cards won: {'; '.join(parts)}." if parts else ""


def piles_sentence(view: PublicView) -> str:
    return (
        f"Face down: {counted(view['victory_left'], 'Victory card')}, "
        f"{counted(view['deck'], 'card')} in the draw pile; "
        f"{view['discard']} discarded; hand limit {view['hand_limit']}."
    )


def strengths_sentence(view: PublicView, names: Sequence[str], order: Sequence[int]) -> str:
    """Every army in one short sentence: the last resort for very long names."""
    each = ", ".join(f"{seat_name(names, s)} {view['armies'][s]['value']}" for s in order)
    return f"Army strengths, in short: {each}."


def _table_texts(view: PublicView, names: Sequence[str]) -> Iterator[str]:
    """The table's words, fullest first, then shorter and shorter: what goes first is what a
    player needs least to choose a move."""
    seats = read_seats(view)
    order = seats_from_focus(view)
    head = [turn_sentence(view, names), score_sentence(view, names)]
    course = {"passes": passes_sentence(view, names)}
    middle = {
        "siege": siege_sentence(view, explained=not is_over(view)),
        "ranking": ranking_sentence(view, names),
        "heroes": heroes_sentence(view),
        "tiles": tiles_sentence(view, names),
        "won": won_sentence(view, names),
        "piles": piles_sentence(view),
    }
    short: set[int] = set()

    def armies() -> list[str]:
        return [army_sentence(view, names, seats[s], s in short) for s in order]

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
    middle["siege"] = siege_sentence(view, explained=False)
    yield text()
    for s in reversed(order[:2]):
        short.add(s)
        yield text()
    yield text([strengths_sentence(view, names, order)])
    course["passes"] = ""
    yield text([strengths_sentence(view, names, order)])


def describe_table(
    view: Mapping[str, Any], names: Sequence[str], *, said: Words = ENGLISH_WORDS
) -> str:
    """The table picture in words, from the public view only (a seat view's secrets are
    never read)."""
    return fitted(_table_texts(public_of(view), names))


def hand_cards(view: SeatView, hints: bool) -> str:
    """The cards held, alike ones together, each kind with what it does when ``hints``."""
    held = faces(view["hand"])
    if not held:
        return "Your hand is empty."
    groups: dict[str, list[tuple[Face, int]]] = {}
    for face in held:
        group = groups.setdefault(face.kind, [])
        if group and group[-1][0] == face:
            group[-1] = (face, group[-1][1] + 1)
        else:
            group.append((face, 1))
    parts = []
    for kind, alike in groups.items():
        named_cards = listing(
            [f"{face_words(f)}{f' ({n} cards)' if n > 1 else ''}" for f, n in alike]
        )
        hint = HAND_HINTS.get(kind, "") if hints else ""
        parts.append(f"{named_cards}: {hint}" if hint else named_cards)
    return f"{counted(len(held), 'card')}: {'. '.join(parts)}."


def horse_sentence(view: SeatView) -> str:
    """This seat's own Horses as its hand shows them: the cards it put face down (its secret,
    which only it sees), and the cards revealed at the siege's end that it must place."""
    hidden = [
        f"Trojan Horse {tag(item)}: {alike_words([card_words(c) for c in held])}"
        for item, held in view["horses"].items()
        if held
    ]
    revealed = [
        f"Trojan Horse {tag(item['id'])}: {alike_words([card_words(c) for c in item['cards']])}"
        for item in view["armies"][view["seat"]]["items"]
        if item["kind"] == "horse" and item["cards"]
    ]
    parts = []
    if hidden:
        parts.append(f"Face down on your {'; '.join(hidden)}.")
    if revealed:
        parts.append(f"Revealed from your {'; '.join(revealed)}; place each card.")
    return " ".join(parts)


def mine_sentence(view: SeatView) -> str:
    """This seat's army and points, and the siege in one breath."""
    me = read_seats(view)[view["seat"]]
    stake = [face_words(f) for f in faces(view["stake"])]
    oracle = card_words(view["oracle"])
    siege = f"Siege {view['siege']}" + (f", oracle {oracle}" if oracle else "")
    at_stake = f", at stake {alike_words(stake)}" if stake else ""
    return (
        f"Your army: strength {me.army}. Your points: {number(me.score)}, "
        f"{view['target']} to win. {siege}{at_stake}."
    )


def _hand_texts(view: SeatView, names: Sequence[str]) -> Iterator[str]:
    seat = view["seat"]
    who = f"Your hand, {seat_name(names, seat)}"
    team, partner = view["team"], view["partner"]
    if team is not None:
        who += f", Team {TEAM_LETTERS[team % 3]}"
        if partner is not None:
            who += f" with {seat_name(names, partner)}"
    now = status(view, names).replace(" & ", " and ")
    head = [f"{who}.", now]
    secrets, mine = horse_sentence(view), mine_sentence(view)
    yield sentences([*head, hand_cards(view, True), secrets, mine])
    yield sentences([*head, hand_cards(view, True), secrets])
    yield sentences([*head, hand_cards(view, False), secrets])


def describe_hand(
    view: Mapping[str, Any], names: Sequence[str], *, said: Words = ENGLISH_WORDS
) -> str:
    """One player's hand picture in words, from their seat view: the cards held and what
    each does, their own face-down Horse cards, and what the rules wait for from them."""
    return fitted(_hand_texts(seat_of(view), names))
