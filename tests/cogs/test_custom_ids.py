"""Custom ids: every template parses back exactly what was built, the longest move id fits
Discord's 100 characters, and no string a client could send crashes a parser."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from cogs.game import PERSISTENT_ITEMS
from cogs.kit.components import ids
from cogs.kit.errors import guarded
from engine.core.game import MAX_CODE

game_ids = st.integers(min_value=0, max_value=10**ids.GAME_DIGITS - 1)
versions = st.integers(min_value=0, max_value=10**ids.VERSION_DIGITS - 1)
codes = st.text(st.characters(min_codepoint=32, max_codepoint=126), min_size=1, max_size=MAX_CODE)


def test_the_code_budget_fits_a_custom_id() -> None:
    assert ids.longest_move_id() <= ids.MAX_CUSTOM_ID
    longest_select = ids.select_id(10**ids.GAME_DIGITS - 1, 10**ids.VERSION_DIGITS - 1, 9)
    assert len(longest_select) <= ids.MAX_CUSTOM_ID
    assert len(ids.ACT + "x" * MAX_CODE) <= 100  # a select option's value


@given(game_ids, versions, codes)
def test_move_ids_parse_back(game_id: int, version: int, code: str) -> None:
    assert ids.code_fits(code)
    custom_id = ids.move_id(game_id, version, code)
    assert len(custom_id) <= ids.MAX_CUSTOM_ID
    assert ids.parse_move(custom_id) == ids.MoveId(game_id, version, code)


@given(game_ids, versions, st.integers(min_value=0, max_value=ids.MAX_SELECT_INDEX))
def test_select_ids_parse_back(game_id: int, version: int, index: int) -> None:
    custom_id = ids.select_id(game_id, version, index)
    assert ids.parse_select(custom_id) == ids.SelectId(game_id, version, index)


@given(game_ids, st.sampled_from(ids.LOBBY_ACTIONS))
def test_lobby_and_hand_ids_parse_back(game_id: int, action: str) -> None:
    assert ids.parse_lobby(ids.lobby_id(action, game_id)) == ids.LobbyId(action, game_id)
    assert ids.parse_hand(ids.hand_id(game_id)) == game_id
    assert ids.parse_team(ids.team_id(game_id)) == game_id
    assert len(ids.team_id(game_id)) <= ids.MAX_CUSTOM_ID


@given(st.text(max_size=120))
def test_random_strings_never_crash_the_parsers(text: str) -> None:
    for parse in (
        ids.parse_lobby,
        ids.parse_team,
        ids.parse_hand,
        ids.parse_move,
        ids.parse_select,
    ):
        parse(text)
        parse("tt:m:1:2:" + text)
        parse("tt:s:" + text)


def test_look_alikes_are_refused() -> None:
    assert ids.parse_move("tt:m:1²:3:keep") is None  # a Unicode digit is not a game id
    assert ids.parse_move("tt:m:12:3:") is None  # no code
    assert ids.parse_move("tt:m:1:2:" + "x" * (MAX_CODE + 1)) is None
    assert ids.parse_hand("tt:h:" + "9" * (ids.GAME_DIGITS + 1)) is None
    assert ids.parse_lobby("tt:l:fly:3") is None
    assert ids.parse_team("tt:t:3:A") is None and ids.parse_team("tt:t:") is None
    assert not ids.code_fits("é") and not ids.code_fits("")


@given(game_ids, versions, codes)
def test_the_components_discord_routes_match_the_same_ids(
    game_id: int, version: int, code: str
) -> None:
    """discord.py finds a component by its class template: the very ids built here."""
    from cogs.kit.components.items import (
        HandButton,
        LobbyButton,
        MoveButton,
        MoveSelect,
        TeamSelect,
    )

    def routed(item: type, custom_id: str) -> bool:
        return item.__discord_ui_compiled_template__.fullmatch(custom_id) is not None

    assert routed(MoveButton, ids.move_id(game_id, version, code))
    assert routed(MoveSelect, ids.select_id(game_id, version, 3))
    assert routed(HandButton, ids.hand_id(game_id))
    assert routed(LobbyButton, ids.lobby_id("start", game_id))
    assert routed(TeamSelect, ids.team_id(game_id))
    assert not routed(LobbyButton, ids.team_id(game_id))
    assert not routed(MoveButton, ids.select_id(game_id, version, 3))


def test_every_component_callback_is_guarded() -> None:
    """``guarded`` is where a press of the wrong kind of component (a menu's id on a button) is
    refused and any error answered: every registered component's callback goes through it."""

    async def plain(self: object, interaction: object) -> None: ...

    wrapper = guarded(plain).__code__
    items = PERSISTENT_ITEMS
    assert len(items) >= 13  # at least the ones known when this was written
    unguarded = [i.__name__ for i in items if i.callback.__code__ is not wrapper]
    assert not unguarded
