"""An action's random source gives the numbers of its seed and version whether it is seeded at
once or on first use, so a game replays the same either way."""

from __future__ import annotations

from engine.core.rng import luck, rng_for


def test_seeded_on_use_draws_what_seeded_at_once_draws() -> None:
    for seed, version in ((1, 0), (77, 12), (2**40 + 3, 999)):
        now, later = rng_for(seed, version), luck(seed, version)
        deck_now, deck_later = list(range(40)), list(range(40))
        now.shuffle(deck_now)
        later.shuffle(deck_later)
        assert deck_later == deck_now
        assert [later.randrange(6) for _ in range(20)] == [now.randrange(6) for _ in range(20)]
        assert later.random() == now.random()
        assert later.getrandbits(64) == now.getrandbits(64)
        assert luck(seed, version).choice("abcdefgh") == rng_for(seed, version).choice("abcdefgh")


def test_another_version_draws_otherwise() -> None:
    assert [luck(5, 1).random() for _ in range(1)] != [luck(5, 2).random()]
