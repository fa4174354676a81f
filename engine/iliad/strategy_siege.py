"""The ``normal`` bot's siege turn: place a card, attack or pass, by the kind of siege.

Every move is scored in army points (what our army gains, what an opponent's loses, weighed by
how much that opponent matters now), minus what the spent card was worth keeping. Then each kind
of siege decides when to stop: a Thanatos siege passes once we are safely among the winners (or
cannot get there), a Gorgon siege chases a strict lead, a duel passes while ahead.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence

from engine.iliad import attacks, cards
from engine.iliad.strategy import (
    Reading,
    after_play,
    best_hit,
    card_cost,
    find_item,
    hit_loss,
    items,
    last_siege,
    opponents,
    potential,
    seat_of,
    strength,
    threat_of,
    weapon_loss,
)
from engine.iliad.view_types import SeatView

# Army points an active opponent is expected to add before the siege ends.
GROWTH_PER_CARD = 1.5
GROWTH_CARDS = 4
# How far ahead of the best rival we want to be before passing in a Thanatos siege.
SAFETY = 1.0
# A move must gain at least this much, net of its card, to be worth more than passing.
WORTH_PLAYING = 1.5
# The chance that one unseen card is a Chariot (7 of the 75 army cards).
CHARIOT_CHANCE = 7 / 75

Weights = Mapping[int, float]


def _setup_bonus(view: SeatView, card: str, onto: str | None) -> float:
    """What a card laid now prepares: an Elephant the riders we hold, a Harrow the Chariots it
    stops, a card hidden on a Horse its safety."""
    hand = list(view["hand"])
    if onto is not None:
        if find_item(view, onto).kind == "horse":
            return 0.3 * _enemy_weapons(view)
        return 0.0
    if card == "elephant":
        riders = sorted(
            (cards.value(c) for c in hand if c in cards.RIDERS),
            reverse=True,
        )[:2]
        return 0.6 * sum(riders)
    if card == "harrow":
        if any(i.kind == "harrow" for i in items(view, view["seat"])):
            return 0.0
        chariots = sum(
            1 for o in opponents(view) for i in items(view, o) if i.kind == "chariot"
        ) + 0.3 * len(opponents(view))
        return 0.5 * chariots * best_hit(view, "chariot", view["seat"])
    if card == "horse":
        hideable = sum(c in cards.RIDERS for c in hand)
        return 0.2 * min(hideable, 3) * (1 + _enemy_weapons(view))
    if card in ("catapult", "ballista"):
        kind = card
        return 0.4 * max((best_hit(view, kind, o) for o in opponents(view)), default=0.0)
    if card == "archers":
        return 0.4 * max((best_hit(view, "archers", o) for o in opponents(view)), default=0.0)
    return 0.0


def _enemy_weapons(view: SeatView) -> int:
    return sum(
        1
        for o in opponents(view)
        for i in items(view, o)
        if attacks.weapon_kind(i) in ("archers", "chariot", "rider")
    )


def gain(view: SeatView, code: str, weights: Weights) -> float:
    """A siege move's worth in army points, net of the card it spends; worked out once per
    ``Reading`` (a search ranks its candidates and then lets the bot choose among the same)."""
    known = view.gains if isinstance(view, Reading) else None
    if known is None:
        return _gain(view, code, weights)
    key = (code, tuple(weights.items()))
    value = known.get(key)
    if value is None:
        value = known[key] = _gain(view, code, weights)
    return value


def _gain(view: SeatView, code: str, weights: Weights) -> float:
    parts = code.split(":")
    if parts[0] == "play":
        card, onto = parts[1], (parts[3] if len(parts) == 4 else None)
        return after_play(view, card, onto) + _setup_bonus(view, card, onto) - card_cost(view, card)
    if parts[0] == "attack":
        weapon, target = parts[2], parts[4]
        victim = seat_of(target)
        hit = hit_loss(view, weapon, target)
        kind = attacks.weapon_kind(find_item(view, target))
        if kind is not None:
            hit += 0.7 * threat_of(view, find_item(view, target), victim)
        return weights.get(victim, 0.0) * hit - weapon_loss(view, weapon)
    return 0.0


def best_move(view: SeatView, legal: Sequence[str], weights: Weights) -> tuple[str, float]:
    """The highest-scoring move that is not a pass (ties: the first listed)."""
    moves = [c for c in legal if c != "pass"]
    if not moves:
        return "pass", 0.0
    scored = [(gain(view, c, weights), -i, c) for i, c in enumerate(moves)]
    value, _, code = max(scored)
    return code, value


def exposure(view: SeatView) -> float:
    """What the opponents may still take from our army: each weapon on their tables strikes
    once, and a player with cards may hold a Chariot."""
    me = view["seat"]
    total = 0.0
    for o in opponents(view):
        for i in items(view, o):
            kind = attacks.weapon_kind(i)
            if kind is not None:
                total += best_hit(view, kind, me)
        if o in view["in_siege"] and o not in view["passed"]:
            chance = min(1.0, CHARIOT_CHANCE * view["hand_sizes"][o])
            total += 0.5 * chance * best_hit(view, "chariot", me)
    return total


# --- Thanatos ---------------------------------------------------------------------------------
def _hero_now(view: SeatView) -> float:
    left = view["heroes_left"]
    return float(cards.value(left[0])) if left else 0.0


def _expected(view: SeatView, seat: int) -> float:
    """An opponent's expected final value: what it shows, its Hero (taken, or the one after
    ours) and, while it still plays, some growth."""
    value = strength(view, seat)  # its Hero already counts once taken
    if view["armies"][seat]["hero"] is not None:
        return value
    left = view["heroes_left"]
    value += float(cards.value(left[1])) if len(left) > 1 else 0.0
    return value + GROWTH_PER_CARD * min(view["hand_sizes"][seat], GROWTH_CARDS)


def thanatos(view: SeatView, legal: Sequence[str]) -> str:
    me = view["seat"]
    rivals = [o for o in opponents(view) if o in view["in_siege"]]
    active = [o for o in rivals if o not in view["passed"]]
    places = len(view["stake"])
    mine = strength(view, me) + _hero_now(view)
    expected = sorted((_expected(view, o) for o in rivals), reverse=True)
    bar = expected[places - 1] if len(expected) >= places else 0.0
    weights = {o: (1.0 if _expected(view, o) >= mine - 8 else 0.5) for o in opponents(view)}
    code, value = best_move(view, legal, weights)
    if not active:
        return _alone(view, legal, weights, mine, expected, places)
    if mine - exposure(view) >= bar + SAFETY:
        return "pass"
    reach = mine + 0.6 * potential(view["hand"])
    if reach < bar and mine > min(expected, default=0.0) and not last_siege(view):
        return "pass"  # out of reach, and not the weakest: keep the cards for a later siege
    return code if value > WORTH_PLAYING else "pass"


def _alone(
    view: SeatView,
    legal: Sequence[str],
    weights: Weights,
    mine: float,
    others: list[float],
    places: int,
) -> str:
    """Everyone else passed: their values are known (bar attacks); play on exactly as long as a
    card still lifts us into the winners or out of the weakest place."""
    bar = others[places - 1] if len(others) >= places else -1.0
    code, value = best_move(view, legal, weights)
    if mine > bar:
        return "pass"
    move_gain = _raw(view, code, weights)
    reach = mine + potential(view["hand"])
    weakest = bool(others) and mine <= min(others)
    if reach > bar and move_gain > 0:
        return code
    if weakest and move_gain > 0:
        return code
    return "pass"


def _raw(view: SeatView, code: str, weights: Weights) -> float:
    """A move's gain before the cost of its card."""
    if code == "pass":
        return 0.0
    parts = code.split(":")
    if parts[0] == "play":
        return after_play(view, parts[1], parts[3] if len(parts) == 4 else None)
    return gain(view, code, weights) + weapon_loss(view, parts[2])


# --- Gorgon -----------------------------------------------------------------------------------
def gorgon(view: SeatView, legal: Sequence[str]) -> str:
    """Win at the start of a turn with a strict lead: raise our army or cut the strongest one."""
    me = view["seat"]
    rivals = [o for o in opponents(view) if o in view["in_siege"] and o not in view["passed"]]
    top = max((strength(view, o) for o in rivals), default=0.0)
    mine = strength(view, me)
    weights = {o: (1.0 if strength(view, o) >= top - 0.5 else 0.2) for o in opponents(view)}
    code, value = best_move(view, legal, weights)
    cut = max(
        (_raw(view, c, weights) for c in legal if c.startswith("attack:")),
        default=0.0,
    )
    reach = mine + potential(view["hand"]) + cut
    if rivals and reach < top and len(view["hand"]) > 2 and not last_siege(view):
        return "pass"  # no way to lead: keep the hand for the next siege
    if code != "pass" and (value > 0 or _raw(view, code, weights) > 0):
        return code
    return "pass"


# --- two players --------------------------------------------------------------------------------
def duel(view: SeatView, legal: Sequence[str]) -> str:
    """Pass while ahead (a pass after the other's pass ends the siege, and a tie goes against
    the last to pass); behind, take the best move, or give the siege up when it cannot be won."""
    me = view["seat"]
    (other,) = opponents(view)
    margin = strength(view, me) - strength(view, other)
    if margin > 0:
        return "pass"
    weights = {other: 1.0}
    code, value = best_move(view, legal, weights)
    hopeless = strength(view, me) + potential(view["hand"]) <= strength(view, other)
    if hopeless and not last_siege(view):
        return "pass"
    if code != "pass" and (value > 0 or _raw(view, code, weights) > 0):
        return code
    return "pass"


SIEGES: dict[str, Callable[[SeatView, Sequence[str]], str]] = {
    "thanatos": thanatos,
    "gorgon": gorgon,
    "duel": duel,
}


def siege_move(view: SeatView, legal: Sequence[str]) -> str:
    return SIEGES[view["kind"]](view, legal)
