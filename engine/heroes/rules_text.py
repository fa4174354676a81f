"""The Heroes of Troy rules for ``/game rules``, one topic per key, written for a newcomer.
docs/rules/heroes.md is the long version with the interpretations."""

from __future__ import annotations

OVERVIEW = """\
**Iliad: Heroes of Troy** is a card game for 2–4 players. You are a faction: the **Greeks**, the \
**Trojans** or the **Gods** (with 4 players, two teams of two: Greeks against Trojans).

On your turn you play a character on the pile. **The card scores for its own faction**, whoever \
played it: 1 point for each trait it shares with the card beneath, and 1 more if both are of the \
same faction. So play your own faction's cards where they match, and get rid of the others where \
they score nothing. Then use one of the card's **traits** (King, Wise, Strong, Sneaky, Tough, \
Brave, Battle Expert, Charismatic, Pious).

A round ends when someone has no character left. Most points wins the round; **two rounds win \
the game**. With 2 or 4 players the Gods are neutral: their cards score for them, and they can win!

Topics: `setup`, `turn`, `traits`, `rounds`, `cards`, `codes`.
"""

SETUP = """\
**Setting up** (the bot does it all)

• Factions are drawn at random: 2 players Greek and Trojan; 3 players Greek, Trojan and God; \
4 players the Greek team and the Trojan team, partners sitting opposite.
• All 32 cards are shuffled and dealt: 12 each with 2 players, 10 with 3, 8 with 4.
• **Everyone discards 3 cards face down at the same time** (`discard:ajax:favor:zeus`); you keep \
9 / 7 / 5. Nobody sees what the others threw away; the discards go back into the draw pile.
• The top card of the draw pile starts the play pile (a special card is shuffled back instead).
• Scores start at 0 (the neutral Gods may start higher: the option *Gods' head start*). The \
Greeks play first, then play goes round the table in seat order.
"""

TURN = """\
**Your turn**

1. **Play a character** from your hand (never a special): `play:<card>:<trait>`, naming the trait \
you will use, e.g. `play:odysseus:wise`.
2. **It scores for its faction**: 1 point per trait shared with the card beneath, +1 for the same \
faction. *Odysseus (Greek: King, Wise, Sneaky) on Patroclus (Greek: Sneaky, Brave, Battle Expert) \
scores 2 for the Greeks; Hecuba (Trojan: Wise, Charismatic, Pious) on Patroclus scores 0 for the \
Trojans.*
3. **Use the trait** you named (see `traits`). Some traits ask a further choice: the bot asks you \
in your DM.

King, Wise and Brave let you play an extra card: it scores, but uses no trait. Scores are public \
and never go below 0. With 4 players, a player with no character left is skipped.
"""

TRAITS = """\
**The nine traits**

• **King** — look at 2 random cards of an opponent's hand; play one of them, steal one, or pass. \
A special can be stolen, never played.
• **Wise** — draw a card, then play another card.
• **Strong** — draw a card, then give a card to another player.
• **Sneaky** — steal 1 point from an opponent (the neutral Gods count).
• **Tough** — you or your ally draws two cards, then puts two cards at the bottom of the draw pile.
• **Brave** — play another card; it scores 1 less (never below 0).
• **Battle Expert** (the chart's *Warrior*) — an opponent loses 2 points.
• **Charismatic** — look at another player's hand and take a card; that player draws a card.
• **Pious** — gain 1 point, choose a player who draws a card, then a player whose hand you see.

What you are shown is shown to you alone, in your DM.
"""

ROUNDS = """\
**Rounds and winning**

A round ends as soon as a player has **no character left** after a trait is used (special cards \
do not count). That player scores 1 for going out. With 4 players the round ends when both \
players of a team are out: each player out scores 1 and the first one out 1 more; a player with \
only specials shows them and is out.

Then each special card scores **2** for whoever holds it. The most points wins the round; on a \
tie, the tied side that went out first wins it (else nobody does).

The next round is a fresh deal with the 3-card discard, scores back to 0, and the Greeks lead \
again. **The first to win two rounds wins the game** — if that is the neutral Gods, everyone loses.
"""

CARDS = """\
**The cards** (10 per faction, each trait on 10 cards)

**Greeks**: Odysseus (King Wise Sneaky) · Patroclus (Sneaky Brave BattleExp) · Achilles (Strong \
Brave BattleExp) · Agamemnon (King Strong Charismatic) · Menelaus (King Brave Tough) · Ajax \
(Strong Tough BattleExp) · Diomedes (Brave BattleExp Pious) · Nestor (Wise Charismatic Pious) · \
Calchas (Wise Sneaky Pious) · Idomeneus (King Tough Charismatic)
**Trojans**: Hecuba (Wise Charismatic Pious) · Hector (Strong Brave BattleExp) · Priam (King Wise \
Pious) · Paris (Sneaky Brave Charismatic) · Aeneas (King Tough BattleExp) · Sarpedon (King Strong \
BattleExp) · Cassandra (Wise Sneaky Pious) · Andromache (Wise Tough Charismatic) · Deiphobus \
(Strong Sneaky Tough) · Helen (Sneaky Brave Charismatic)
**Gods**: Zeus (King Strong Pious) · Hera (King Sneaky Charismatic) · Poseidon (King Strong Tough) \
· Athena (Wise Brave BattleExp) · Apollo (Wise BattleExp Pious) · Ares (Strong Brave BattleExp) · \
Aphrodite (Sneaky Tough Charismatic) · Hermes (Wise Sneaky Charismatic) · Hephaestus (Strong \
Tough Pious) · Thetis (Tough Brave Pious)
**Specials**: Favor of the Gods and the Trojan Horse: never played, 2 points to the holder at \
the end of a round.
"""

CODES = """\
**Moves** (`/move`, or `/heroes play card trait`)

`play:<card>:<trait>` · `extra:<card>` (Wise, Brave) · `discard:<c1>:<c2>:<c3>` · \
`king:<seat>`, `king:play:<card>`, `king:take:<card>`, `king:pass` · `give:<seat>:<card>` \
(Strong) · `sneaky:<faction>` · `warrior:<faction>` · `tough:<seat>`, `bottom:<c1>:<c2>` · \
`charm:<seat>`, `charm:take:<card>` · `pious:draw:<seat>`, `pious:see:<seat>`

Cards are names in lower case (`odysseus`, specials `favor` and `horse`); factions `greek`, \
`trojan`, `god`; seats are numbered from 0. Choices that show you cards are made in your DM.
"""

TOPICS: dict[str, str] = {
    "overview": OVERVIEW,
    "setup": SETUP,
    "turn": TURN,
    "traits": TRAITS,
    "rounds": ROUNDS,
    "cards": CARDS,
    "codes": CODES,
}
