"""No leak through the pictures, for every registered game that has pictures: a state re-dealt
where a viewer cannot see (``Game.redeal_hidden``) must give that viewer byte-identical PNGs.

Generic over ``engine.registry``: each game is played by its own bots through the public protocol
(setup, to_act, legal_actions, apply), so a newly registered game is checked with no code here.
The games are listed when the tests run, not when they are collected, so a game registered by
``tests/conftest.py`` (the fixture game) is picked up whichever way conftest registers it.
"""

from __future__ import annotations

import io
from collections.abc import Iterator
from random import Random
from typing import Any

from PIL import Image

from engine import registry
from engine.core import rng_for
from engine.core.game import Game
from render.registry import draw_hand, draw_table

NAMES = ["Ann", "Bo", "Cy", "Di", "Ed", "Flo"]
CHECKPOINTS = (1, 6, 15)  # actions into the game at which the pictures are compared
SALTS = 2  # re-deals per viewer and checkpoint
SEED = 5


def games_with_pictures() -> list[Game[Any, Any]]:
    return [e.game for e in registry.all_entries() if e.render]


def default_config(game: Game[Any, Any]) -> dict[str, str]:
    return {option.name: option.default for option in game.options}


def tables(game: Game[Any, Any]) -> list[tuple[dict[str, str], int]]:
    """The tables to check: the default options with every number of seats, then each other
    choice of one option at a time, with the fewest and the most seats in turn."""
    configs = []
    for option in game.options:
        configs += [
            {**default_config(game), option.name: choice}
            for choice in option.choices
            if choice != option.default
        ]
    ends = (min(game.seats), max(game.seats))
    return [(default_config(game), seats) for seats in game.seats] + [
        (config, ends[i % 2]) for i, config in enumerate(configs)
    ]


def played(
    game: Game[Any, Any], config: dict[str, str], seats: int, stops: tuple[int, ...]
) -> Iterator[Any]:
    """The states of one bot game after each number of actions in ``stops``, and its last state
    if it ends before the last stop; the seat to act is played by the game's random bot (else
    its first bot)."""
    state = game.setup(config, seats, SEED, game.teams(config, seats))
    bot = game.bots.get("random") or next(iter(game.bots.values()))
    done = 0
    while True:
        if done in stops:
            yield state
        to_act = game.to_act(state)
        if not to_act and done not in stops:
            yield state
        if not to_act or done >= max(stops):
            return
        seat = min(to_act)
        legal = game.legal_actions(state, seat)
        action = bot.choose(game.seat_view(state, seat), legal, rng_for(SEED, done, "bot"))
        state = game.apply(state, seat, action).state
        done += 1


def check_pictures(game: Game[Any, Any], config: dict[str, str], seats: int) -> tuple[int, int]:
    """Compare every viewer's pictures before and after re-deals; return how many re-deals
    changed another seat's view, for the table and for the hands."""
    table_changes = hand_changes = 0
    for state in played(game, config, seats, CHECKPOINTS):
        table = draw_table(game.public_view(state), NAMES)
        hands = [draw_hand(game.seat_view(state, s), NAMES) for s in range(seats)]
        for salt in range(SALTS):
            rng = Random(f"{game.key}:{seats}:{salt}")
            other = game.redeal_hidden(state, None, rng)
            assert draw_table(game.public_view(other), NAMES) == table, (
                f"{game.key}: the public table shows hidden information"
            )
            table_changes += any(
                game.seat_view(other, s) != game.seat_view(state, s) for s in range(seats)
            )
            for seat in range(seats):
                other = game.redeal_hidden(state, seat, rng)
                assert draw_hand(game.seat_view(other, seat), NAMES) == hands[seat], (
                    f"{game.key}: seat {seat}'s hand picture shows another seat's secrets"
                )
                hand_changes += any(
                    game.seat_view(other, s) != game.seat_view(state, s)
                    for s in range(seats)
                    if s != seat
                )
    return table_changes, hand_changes


def test_the_registered_games_are_among_the_games_checked() -> None:
    assert {"ilios", "heroes"} <= {game.key for game in games_with_pictures()}


def test_pictures_show_nothing_the_viewer_cannot_see() -> None:
    for game in games_with_pictures():
        for config, seats in tables(game):
            table_changes, hand_changes = check_pictures(game, config, seats)
            where = f"{game.key} {config} with {seats} seats"
            if getattr(game, "hides_only_the_seed", False):
                continue  # nothing but the dice to come is hidden: the re-deal changes no view
            assert table_changes, f"{where}: the re-deals hid nothing, so they proved nothing"
            assert hand_changes, f"{where}: the re-deals hid nothing from a seat"


def test_every_game_draws_from_setup_to_the_end() -> None:
    """Each game's pictures draw at the start and at the end of a whole bot game."""
    for game in games_with_pictures():
        config, seats = tables(game)[-1]
        states = list(played(game, config, seats, (0, 5000)))
        assert game.outcome(states[-1]) is not None, f"{game.key}: the bot game did not end"
        for state in states:
            for png in (
                draw_table(game.public_view(state), NAMES),
                *(draw_hand(game.seat_view(state, s), NAMES) for s in range(seats)),
            ):
                with Image.open(io.BytesIO(png)) as img:
                    img.load()
                    assert img.width > 200 and img.height > 200
