"""No registered game leaks what a viewer cannot know (no per-game code here).

For sampled positions of bot games and every viewer (a spectator, or each seat), the game deals
again everything hidden from that viewer (``redeal_hidden``: the seed, face-down piles, other
hands, secret choices). Nothing the viewer is shown may change: the public view, their seat view,
and the public events of the same next action (played with the original seed, so that dice
rolled after it agree). Events of kind ``"reveal"`` are the rules showing hidden things on purpose
(all discards turned over, a hand laid open) and are not compared.

The buttons under the public table are seen by the whole channel: the public choices of every
seat to act must not change either when everything the channel cannot see is dealt again, over
enough positions to catch a rule that leaks once in a thousand (``test_no_leak_control.py`` shows
that this check catches such a rule).
"""

from __future__ import annotations

import functools
import itertools
import json
from collections.abc import Callable, Iterable, Iterator, Sequence
from random import Random
from typing import Any

import pytest

from engine.core.game import Game
from engine.core.types import Event
from engine.registry import all_games

SEED = 987654321
# Positions whose public choices are compared, per setting (4 per game): enough in the normal run
# to catch a regression, and thousands under ``-m slow`` to catch a rule that leaks once in a
# thousand positions. A game hiding nothing but its seed (the wargame: long games, thousands of
# moves a position) has no hand to leak: a thirtieth shows that its answer is steady.
BUTTON_POSITIONS = 200
BUTTON_POSITIONS_SLOW = 6000
# Re-deals compared per position: a leak shows only for some hands, so one re-deal may miss it.
BUTTON_REDEALS = 3


def settings(game: Game[Any, Any]) -> Iterator[tuple[int, dict[str, str]]]:
    """The fewest and most seats, with the default options and with every last choice."""
    defaults = {o.name: o.default for o in game.options}
    lasts = {o.name: o.choices[-1] for o in game.options}
    yield from itertools.product((game.seats[0], game.seats[-1]), (defaults, lasts))


def cases() -> list[Any]:
    return [
        pytest.param(game, seats, config, id=f"{game.key}-{seats}p-" + "-".join(config.values()))
        for game in all_games()
        for seats, config in settings(game)
    ]


def positions(game: Game[Any, Any], seats: int, config: dict[str, str], seed: int) -> list[Any]:
    """Every position of one game of bots (random and normal taking turns by seat); played once
    per process, since several tests here walk the same games."""
    return list(_played(game, seats, tuple(sorted(config.items())), seed))


@functools.lru_cache(maxsize=256)  # games reused by several tests; bounded for -m slow
def _played(
    game: Game[Any, Any], seats: int, options: tuple[tuple[str, str], ...], seed: int
) -> tuple[Any, ...]:
    config = dict(options)
    rng = Random(seed)
    names = sorted(game.bots)
    state = game.setup(config, seats, seed, game.teams(config, seats))
    out = [state]
    while acting := game.to_act(state):
        seat = rng.choice(sorted(acting))
        bot = game.bots[names[seat % len(names)]]
        legal = game.legal_actions(state, seat)
        state = game.apply(state, seat, bot.choose(game.seat_view(state, seat), legal, rng)).state
        out.append(state)
    return tuple(out)


def public_events(events: tuple[Event, ...]) -> list[tuple[str, str, str]]:
    return [
        (e.kind, e.text, json.dumps(e.data, sort_keys=True))
        for e in events
        if e.public and e.kind != "reveal"
    ]


def with_seed_of(game: Game[Any, Any], state: Any, original: Any) -> Any:
    """``state`` with the seed of ``original``: the same luck from now on, other secrets kept."""
    return game.load({**game.dump(state), "seed": game.dump(original)["seed"]})


def without_seed(game: Game[Any, Any], state: Any) -> str:
    return json.dumps({k: v for k, v in game.dump(state).items() if k != "seed"}, sort_keys=True)


@pytest.mark.parametrize(("game", "seats", "config"), cases())
def test_views_and_public_events_do_not_depend_on_hidden_things(
    game: Game[Any, Any], seats: int, config: dict[str, str]
) -> None:
    rng = Random(7)
    changed = compared = 0
    for state in positions(game, seats, config, seed=seats)[::4]:
        public = game.public_view(state)
        for viewer in [None, *range(seats)]:
            other = game.redeal_hidden(state, viewer, rng)
            changed += without_seed(game, other) != without_seed(game, state)
            assert game.public_view(other) == public
            if viewer is not None:
                assert game.seat_view(other, viewer) == game.seat_view(state, viewer)
            for seat in sorted(game.to_act(state)):
                codes = {game.encode(a) for a in game.legal_actions(other, seat)}
                common = [a for a in game.legal_actions(state, seat) if game.encode(a) in codes]
                if not common:
                    continue
                action = rng.choice(common)
                mine = game.apply(state, seat, action).events
                theirs = game.apply(with_seed_of(game, other, state), seat, action).events
                assert public_events(theirs) == public_events(mine), game.encode(action)
                compared += 1
    # A game that hides nothing but its seed (the Siege wargame: every die is public) has nothing
    # else to re-deal; it says so with ``hides_only_the_seed``.
    if not getattr(game, "hides_only_the_seed", False):
        assert changed > 5, (
            "the re-deal must really change hidden state, or this test proves nothing"
        )
    assert compared > 5


@pytest.mark.parametrize("game", all_games(), ids=lambda g: g.key)
def test_views_never_contain_the_seed(game: Game[Any, Any]) -> None:
    seats = game.seats[-1]
    for state in positions(game, seats, {}, seed=SEED)[:12]:
        views = [game.public_view(state)] + [game.seat_view(state, s) for s in range(seats)]
        for view in views:
            assert str(SEED) not in json.dumps(view)
            assert "seed" not in view


@pytest.mark.parametrize(("game", "seats", "config"), cases())
def test_simultaneous_choices_stay_secret_until_the_last_one(
    game: Game[Any, Any], seats: int, config: dict[str, str]
) -> None:
    """While several seats choose at once, which legal action one of them took must change
    neither the public view nor the public events, until the last choice is in (the core's
    contract for simultaneous choices, such as the opening discard of Heroes)."""
    compared = 0
    for state in positions(game, seats, config, seed=seats + 1):
        acting = game.to_act(state)
        if len(acting) < 2:
            continue
        for seat in sorted(acting):
            heard = set()
            for action in game.legal_actions(state, seat):
                step = game.apply(state, seat, action)
                view = json.dumps(game.public_view(step.state), sort_keys=True)
                heard.add((view, json.dumps(public_events(step.events))))
                compared += 1
            assert len(heard) == 1, f"seat {seat}'s secret choice shows in public"
    if game.key == "skirmish":
        assert compared > 0


PublicChoices = Callable[[Any, int], Sequence[Any]]


def button_leaks(
    game: Game[Any, Any], states: Iterable[Any], choices: PublicChoices, rng: Random
) -> list[str]:
    """The positions where ``choices`` (a game's ``public_choices``) of a seat to act change
    when everything a spectator cannot see is dealt again (``BUTTON_REDEALS`` times), or name
    an illegal move (the service would then hide them all: that too would depend on the hand)."""
    found: list[str] = []
    for state in states:
        for seat in sorted(game.to_act(state)):
            shown = [game.encode(a) for a in choices(state, seat)]
            legal = {game.encode(a) for a in game.legal_actions(state, seat)}
            if not set(shown) <= legal:
                found.append(f"seat {seat} is offered illegal {sorted(set(shown) - legal)}")
            for _ in range(BUTTON_REDEALS):
                other = game.redeal_hidden(state, None, rng)
                theirs = [game.encode(a) for a in choices(other, seat)]
                if theirs != shown:
                    found.append(f"seat {seat}: {shown} or {theirs}, by what is hidden")
                    break
    return found


def many_positions(
    game: Game[Any, Any], seats: int, config: dict[str, str], wanted: int
) -> Iterator[Any]:
    """At least ``wanted`` positions of bot games (seeds from ``seats``: the games above first)."""
    count = 0
    for seed in itertools.count(seats):
        states = positions(game, seats, config, seed)
        yield from states
        count += len(states)
        if count >= wanted:
            return


def button_positions(game: Game[Any, Any], slow: bool) -> int:
    wanted = BUTTON_POSITIONS_SLOW if slow else BUTTON_POSITIONS
    return wanted // 30 if getattr(game, "hides_only_the_seed", False) else wanted


def check_buttons(game: Game[Any, Any], seats: int, config: dict[str, str], slow: bool) -> None:
    states = list(many_positions(game, seats, config, button_positions(game, slow)))
    leaks = button_leaks(game, states, game.public_choices, Random(11))
    assert not leaks, f"{len(leaks)} of {len(states)} positions: {leaks[:3]}"


@pytest.mark.parametrize(("game", "seats", "config"), cases())
def test_buttons_under_the_table_do_not_depend_on_hidden_things(
    game: Game[Any, Any], seats: int, config: dict[str, str]
) -> None:
    check_buttons(game, seats, config, slow=False)


@pytest.mark.slow
@pytest.mark.parametrize(("game", "seats", "config"), cases())
def test_buttons_under_the_table_do_not_depend_on_hidden_things_in_many_games(
    game: Game[Any, Any], seats: int, config: dict[str, str]
) -> None:
    check_buttons(game, seats, config, slow=True)
