"""Decks and hands: building, shuffling, drawing, dealing, discarding, rebuilding, hand limits."""

from __future__ import annotations

from collections import Counter
from random import Random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.core import cards


def test_build_puts_the_counts_in_the_given_order() -> None:
    assert cards.build({"a": 2, "b": 1}) == ("a", "a", "b")
    assert cards.build([("x", 0), ("y", 3)]) == ("y", "y", "y")
    with pytest.raises(ValueError):
        cards.build({"a": -1})


def test_shuffle_is_seeded_and_keeps_the_cards() -> None:
    pile = cards.build({f"c{i}": 1 for i in range(20)})
    one = cards.shuffle(pile, Random(1))
    assert one == cards.shuffle(pile, Random(1))
    assert one != pile and sorted(one) == sorted(pile)
    assert cards.shuffle(pile, Random(2)) != one


def test_draw_takes_from_the_top() -> None:
    drawn, rest = cards.draw(("a", "b", "c"), 2)
    assert drawn == ("a", "b") and rest == ("c",)
    assert cards.draw(("a",), 0) == ((), ("a",))
    with pytest.raises(ValueError):
        cards.draw(("a",), 2)


def test_deal_goes_round_the_table_one_card_at_a_time() -> None:
    hands, rest = cards.deal(tuple("abcdefgh"), 3, 2)
    assert hands == (("a", "c", "e"), ("b", "d", "f"))
    assert rest == ("g", "h")
    with pytest.raises(ValueError):
        cards.deal(tuple("abc"), 2, 2)


def test_discard_puts_the_cards_on_top_of_the_discards() -> None:
    hand, discards = cards.discard(("a", "b", "b", "c"), ["b", "c"], ("z",))
    assert hand == ("a", "b")
    assert discards == ("c", "b", "z")
    with pytest.raises(ValueError, match="'q' is not in the hand"):
        cards.discard(("a",), ["q"], ())


def test_rebuild_shuffles_the_discards_and_may_keep_the_top_card() -> None:
    discards = tuple(f"c{i}" for i in range(10))
    pile, kept = cards.rebuild(discards, Random(3), keep=1)
    assert kept == ("c0",)
    assert sorted(pile) == sorted(discards[1:]) and pile != discards[1:]


def test_draw_rebuilding_reshuffles_when_the_pile_runs_out() -> None:
    drawn, pile, discards = cards.draw_rebuilding(("a",), ("b", "c", "d"), 3, Random(0))
    assert drawn[0] == "a" and sorted(drawn[1:] + pile) == ["b", "c", "d"]
    assert len(drawn) == 3 and discards == ()
    drawn, pile, discards = cards.draw_rebuilding(("a",), (), 3, Random(0))
    assert drawn == ("a",) and pile == () and discards == ()


def test_put_back_returns_a_card_to_the_pile() -> None:
    pile = cards.put_back(("a", "b"), ["c"], Random(0))
    assert sorted(pile) == ["a", "b", "c"]


def test_over_limit_says_how_many_to_discard() -> None:
    assert cards.over_limit(("a",) * 9, 7) == 2
    assert cards.over_limit(("a",) * 7, 7) == 0
    assert cards.over_limit((), 7) == 0


OPS = st.lists(
    st.tuples(
        st.sampled_from(["draw", "deal", "discard", "rebuild", "put_back"]), st.integers(0, 5)
    ),
    max_size=40,
)


@settings(max_examples=150, deadline=None)
@given(
    counts=st.dictionaries(st.sampled_from("abcdefg"), st.integers(0, 6)),
    ops=OPS,
    seed=st.integers(),
)
def test_cards_are_conserved_through_any_sequence(
    counts: dict[str, int], ops: list[tuple[str, int]], seed: int
) -> None:
    """Whatever is dealt, drawn, discarded or rebuilt, every card is in exactly one place."""
    rng = Random(seed)
    pile = cards.shuffle(cards.build(counts), rng)
    hands: list[tuple[str, ...]] = [(), (), ()]
    discards: tuple[str, ...] = ()
    for op, n in ops:
        seat = n % 3
        if op == "draw":
            drawn, pile, discards = cards.draw_rebuilding(pile, discards, n, rng)
            hands[seat] += drawn
        elif op == "deal" and len(pile) >= 3 * n:
            dealt, pile = cards.deal(pile, n, 3)
            hands = [h + d for h, d in zip(hands, dealt, strict=True)]
        elif op == "discard":
            chosen = hands[seat][: n % 3]
            hands[seat], discards = cards.discard(hands[seat], chosen, discards)
        elif op == "rebuild":
            more, discards = cards.rebuild(discards, rng, keep=n % 2)
            pile += more
        elif op == "put_back" and hands[seat]:
            pile = cards.put_back(pile, hands[seat][:1], rng)
            hands[seat] = hands[seat][1:]
        everything = Counter(pile) + Counter(discards) + sum(map(Counter, hands), Counter())
        assert everything == Counter({c: k for c, k in counts.items() if k})
