"""A turn of a siege: place one card, attack once, or pass; then the next player clockwise.

Only the seat whose turn it is acts. A player who passed is skipped (Thanatos, Gorgon); with two
players passing does not leave the siege, which stops when both pass one after the other. The
siege is over when ``turn`` becomes None; ``flow`` then ends it.
"""

from __future__ import annotations

from engine.core.said import say, term
from engine.core.seats import seat_label
from engine.core.types import Event
from engine.iliad import army, cards
from engine.iliad.state import DUEL, GORGON, THANATOS, State, evolve


def next_seat(state: State, seat: int) -> int | None:
    """The next player clockwise still in the siege (``seat`` itself when alone), or None."""
    for step in range(1, state.seats + 1):
        other = (seat + step) % state.seats
        if other in state.in_siege and (state.kind == DUEL or other not in state.passed):
            return other
    return None


def play_options(state: State, seat: int) -> list[tuple[str, str | None]]:
    """``(card, onto)`` for every card of the hand that may be placed, and where (None: alone).
    No Trojan Horse in a Gorgon siege."""
    out: list[tuple[str, str | None]] = []
    for card in dict.fromkeys(state.hands[seat]):
        if card == "horse" and state.kind == GORGON:
            continue
        out.append((card, None))
        out.extend((card, t) for t in army.targets_for(state, seat, card, face_down_ok=True))
    return out


def _take_from_hand(state: State, seat: int, card: str) -> State:
    hand = list(state.hands[seat])
    hand.remove(card)
    return evolve(state, hands=state.hands[:seat] + (tuple(hand),) + state.hands[seat + 1 :])


def place(state: State, seat: int, card: str, onto: str | None) -> tuple[State, list[Event]]:
    """Lay ``card`` from the hand alone or on one of the seat's items (face down on a Horse:
    the public hears only that a card went there)."""
    state = _take_from_hand(state, seat, card)
    who = seat_label(seat)
    if onto is None:
        state, item = army.new_item(state, seat, card)
        state = army.append_item(state, seat, item)
        laid_alone = say(
            "{who} lays {card} ({tag}).",
            who=who,
            card=term(cards.name(card)),
            tag=army.tag(item.id),
        )
        events = [Event(laid_alone, kind="play")]
    else:
        found = army.find(state, onto)
        assert found is not None and found[0] == seat, onto
        item = state.armies[seat][found[1]]
        face_down = item.kind == "horse"
        laid = army.lay_onto(item, card, face_down)
        state = army.replace_item(state, seat, found[1], laid)
        if face_down:
            events = [
                Event(
                    say(
                        "{who} puts a card face down on their Trojan Horse {tag}.",
                        who=who,
                        tag=army.tag(onto),
                    ),
                    kind="play",
                ),
                Event(
                    say(
                        "You put {card} face down on your Trojan Horse {tag}.",
                        card=term(cards.name(card)),
                        tag=army.tag(onto),
                    ),
                    audience=seat,
                    kind="private",
                ),
            ]
        else:
            values = {
                "who": who,
                "card": term(cards.name(card)),
                "tag": army.tag(onto),
                "worth": army.item_value(laid),
            }
            if item.kind == "phalanx":
                text = say(
                    "{who} puts {card} on their phalanx {tag} (now worth {worth}).", **values
                )
            else:
                text = say(
                    "{who} puts {card} on their Elephant {tag} (now worth {worth}).", **values
                )
            events = [Event(text, kind="play")]
    return end_turn(state, seat), events


def end_turn(state: State, seat: int) -> State:
    """After a placement or an attack: the last action was no pass; the next player's turn."""
    return evolve(state, last_pass=None, turn=next_seat(state, seat))


def pass_turn(state: State, seat: int) -> tuple[State, list[Event]]:
    """Thanatos: take the best Hero left and leave the siege. Gorgon: the army is discarded and
    the player leaves. Two players: the siege stops when both pass one after the other."""
    who = seat_label(seat)
    if state.kind == DUEL:
        if state.last_pass is not None and state.last_pass != seat:
            text = say("{who} passes too: the siege is over.", who=who)
            return evolve(state, last_pass=seat, turn=None), [Event(text, kind="pass")]
        state = evolve(state, last_pass=seat, turn=next_seat(state, seat))
        return state, [Event(say("{who} passes.", who=who), kind="pass")]
    passed = state.passed + (seat,)
    if state.kind == THANATOS:
        hero, rest = state.heroes_left[0], state.heroes_left[1:]
        hero_of = state.hero_of[:seat] + (hero,) + state.hero_of[seat + 1 :]
        state = evolve(state, heroes_left=rest, hero_of=hero_of, passed=passed)
        text = say(
            "{who} passes and takes the Hero {hero} ({value}).",
            who=who,
            hero=term(cards.name(hero)),
            value=cards.value(hero),
        )
    else:
        thrown = army.army_cards(state.armies[seat])
        state = army.with_army(state, seat, ())
        state = evolve(state, passed=passed, discard=tuple(thrown) + state.discard)
        text = say("{who} passes and discards their army.", who=who)
    return evolve(state, turn=next_seat(state, seat)), [Event(text, kind="pass")]
