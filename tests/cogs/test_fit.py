"""Fitting outgoing text to Discord's limits: cut at a word with "…", never a value."""

from __future__ import annotations

import discord
import limits
import pytest

from cogs.kit.autocomplete import as_choice
from cogs.kit.components.items import MoveButton
from cogs.kit.compose.fit import BUTTON_LABEL, excerpt, fit, fit_embed, fit_tail, fits_exactly


def test_fit_leaves_short_text_alone_and_cuts_long_text_at_a_word() -> None:
    assert fit("Attack Hector", 80) == "Attack Hector"
    label = "Attack Hector's Chariot with the Archers on your Elephant, then take the gate"
    cut = fit(label, 40)
    assert cut == "Attack Hector's Chariot with the…"
    assert len(cut) <= 40 and label.startswith(cut[:-1])


def test_a_single_long_word_is_cut_inside() -> None:
    assert fit("x" * 50, 10) == "x" * 9 + "…"


def test_fit_tail_keeps_the_newest_lines() -> None:
    lines = "\n".join(f"• event number {n}" for n in range(300))
    kept = fit_tail(lines, 2000)
    assert len(kept) <= 2000 and kept.endswith("• event number 299")
    assert kept.startswith("…• event number ")


def test_an_excerpt_is_short_and_on_one_line() -> None:
    typed = "Ajax\nthe Lesser " * 600
    assert len(excerpt(typed)) <= 40 and "\n" not in excerpt(typed)
    assert excerpt("  c4 ") == "c4"


def test_values_are_never_cut() -> None:
    assert fits_exactly("move:ajax:F7", 100, "a value") == "move:ajax:F7"
    with pytest.raises(ValueError):
        fits_exactly("m" * 101, 100, "a value")
    with pytest.raises(ValueError):
        as_choice("m" * 101, "words")
    choice = as_choice("move:ajax:F7", "Move Ajax " * 30)
    assert choice.value == "move:ajax:F7" and len(choice.name) <= 100


def test_a_long_move_button_label_ends_at_a_word() -> None:
    words = "Attack Hector's Chariot with the Archers on your Elephant and the Spearmen of Troy"
    button = MoveButton(1, 2, "attack:p1.0", words).item
    assert button.label is not None and len(button.label) <= BUTTON_LABEL
    assert (
        button.label
        == "Attack Hector's Chariot with the Archers on your Elephant and the Spearmen of…"
    )


def test_an_embed_is_fitted_field_by_field() -> None:
    embed = discord.Embed(title="Troy " * 100, description="word " * 1000)
    embed.add_field(name="Players", value="Ajax " * 300).add_field(name="Empty", value="")
    embed.set_footer(text="page " * 500)
    fitted = limits.embed_problems([fit_embed(embed).to_dict()], "embed")  # type: ignore[list-item]
    assert fitted == []
    assert embed.fields[0].value is not None and embed.fields[0].value.endswith("Ajax…")
    assert embed.fields[1].value == "—"
