"""The custom ids of the log pages, replay steps and the Rematch button."""

from __future__ import annotations

from cogs.kit.components import ids
from cogs.kit.components.records import replay_steps


def test_record_ids_round_trip_and_name_their_game() -> None:
    biggest = 10**ids.GAME_DIGITS - 1
    assert ids.parse_log(ids.log_id(42, 3)) == (42, 3)
    assert ids.parse_replay(ids.replay_id(42, 17)) == (42, 17)
    assert ids.parse_replay(ids.replay_id(0, 5)) == (0, 5)  # an uploaded record's steps
    assert ids.parse_rematch(ids.rematch_id(42)) == 42
    for custom_id in (ids.log_id(biggest, 999_999), ids.replay_id(biggest, 999_999)):
        assert len(custom_id) <= ids.MAX_CUSTOM_ID


def test_other_ids_do_not_match() -> None:
    for bad in ("tt:g:42", "tt:g:x:1", "tt:r:42:-1", "tt:x:42:1", "tt:r:٤٢:1", "tt:h:42"):
        assert ids.parse_log(bad) is None
        assert ids.parse_replay(bad) is None
        assert ids.parse_rematch(bad) is None


def test_replay_steps_are_distinct_and_never_the_move_shown() -> None:
    for total in (0, 1, 5, 30):
        for move in range(total + 1):
            targets = [t for _, t in replay_steps(move, total)]
            assert len(set(targets)) == len(targets)
            assert move not in targets and all(0 <= t <= total for t in targets)
            assert (0 in targets) == (move != 0) and (total in targets) == (move != total)
    assert [label for label, _ in replay_steps(15, 40)] == [
        "⏮ Start",
        "⏪ −10",
        "◀ Back",
        "Forward ▶",
        "+10 ⏩",
        "End ⏭",
    ]


def test_every_template_has_a_prefix_of_its_own() -> None:
    """Two kinds of component sharing a prefix could be routed to the wrong callback."""
    from cogs.kit.components import ids

    templates = [v for k, v in vars(ids).items() if k.endswith("_TEMPLATE")]
    prefixes = [t.split(":")[1] for t in templates]
    assert len(templates) >= 9
    assert len(prefixes) == len(set(prefixes)), prefixes
