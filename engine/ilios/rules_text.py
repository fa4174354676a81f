"""The ILIOS rules for ``/game rules``, one topic per key, written to teach a newcomer."""

from __future__ import annotations

OVERVIEW = """\
**ILIOS** is a game of tiles on a square board (7×7, or 5×5 for a short game) for 2–4 players.

Each turn you **deploy** one warrior from your hand onto an open square. Its arrows must point at \
something worth taking: a tile held by an opponent's disk, or a free iron weapon. Every tile it \
points at changes hands: your disk replaces theirs (**raid & occupy**), and your disk goes on the \
warrior you just placed.

When a tile ends up with no open square around it (other tiles, leftover disks and the board's \
edge all close it in) it is **plundered**: whoever's disk is on it takes the tile and scores its \
number. Their disk stays behind on the empty square. It can be your turn or not: the tile goes to \
the disk's owner.

Then you **reinforce**: draw a tile from the bag, so you hold three again.

The game ends when the board is full (or nobody has a tile left). Most plunder wins.

Topics: `setup`, `turn`, `plunder`, `end`, `troy` (the expansion), `tiles`.
"""

SETUP = """\
**Setting up**

All the warriors (10 Spearmen, 10 Axemen, 10 Javelins, 10 Shield-bearers), the 6 Powerful \
warriors and the 2 Oracles go into the bag: 48 tiles. Each player draws 3 at random and keeps them \
hidden. The bot deals these for you.

Then, in seat order, each player:
1. places a **wasteland** on any open square (`waste:C4`). Skip this on the 5×5 board.
2. places an **iron weapon** on any open square (`iron:C4`).

With two players, the first player places a second iron weapon at the end of set-up.

A wasteland is dead ground: nobody can occupy it and it is never plundered, but it does help to \
close in the tiles around it. An iron weapon starts free: the first warrior to point at it takes \
it, and it is worth 5 when plundered.

Squares are named like a chart: columns A–G from the left, rows 1–7 from the top. A1 is the top \
left corner.
"""

TURN = """\
**Your turn**

1. **Deploy.** Put one tile from your hand on an open square, turned to face north, east, south \
or west (`deploy:axeman:C4:E`). The arrows printed on it turn with it. At least one arrow must \
point at an adjacent tile that carries an **opponent's disk**, or at a **free iron weapon**. It \
may point at other things too (your own tiles, empty squares, wastelands): they are simply ignored.

   *Stuck?* If you have no such deploy anywhere, your hand is shown to everyone to prove it, and \
then you may put any of your tiles on any open square, facing any way.

2. **Raid & occupy.** Every tile your warrior points at that carries an opponent's disk gets your \
disk instead (theirs goes back to them). Every free iron weapon it points at gets your disk. \
Wastelands are never occupied, and a square where only a disk remains cannot be raided. Then your \
disk goes on the warrior you deployed.

3. **Surround & plunder.** See `plunder`.

4. **Reinforce.** You draw one tile from the bag automatically (others only see that you drew).

If your hand is empty because the bag has run dry, your turns are skipped.
"""

PLUNDER = """\
**Surround & plunder**

A tile is **surrounded** when none of the (up to) eight squares around it is open. A square is \
closed if it holds any tile, a wasteland, or a disk left behind by an earlier plunder; the edge of \
the board closes everything beyond it. So a corner tile needs only three neighbours, an edge tile \
five.

As soon as a tile with a disk on it is surrounded, the owner of that disk **plunders** it: the \
tile leaves the board and joins their plunder pile, scoring its number at the end. The disk stays \
on the now empty square. That square is no longer open, cannot be raided, still closes in its \
neighbours, and the disk still counts for the tie-break.

This happens on anyone's turn. If your deploy closes in a tile held by an opponent, *they* plunder \
it. One deploy can surround several tiles at once, and they are all plundered together.

A tile with no disk (a free iron weapon nobody took) is never plundered. Neither is a wasteland.

**Tip:** a tile with a single open square next to it is a gift to whoever fills that square: they \
can raid it from there and surround it in the same move.
"""

END = """\
**End of the game**

The game ends as soon as no open square remains, or when no player has a tile left to deploy.

Add up the numbers on the tiles in your plunder. The most plunder wins. If players tie, the one \
with **more disks on the board** wins (disks on tiles and disks left on empty squares both count). \
If they are still tied, they share the victory.

Tiles still on the board score nothing, whoever occupies them.
"""

TROY = """\
**The Troy expansion** (option `expansion: on`)

- **Troy** (worth 16) starts on the centre square, free.
- The wastelands are Powerful warriors turned face down: one per player leaves the bag for this.
- The **horses** join the bag: 2 Side-jump (worth 8), 2 Diagonal-jump (6), 2 Straight-jump (6).
- **Oracles** gain a power (see below). Oracles are worth 8, with or without the expansion.

**Horses** do not point at their neighbours: they jump. A Side-jump horse raids the eight squares \
a chess knight could reach; a Diagonal-jump horse the four squares two steps away diagonally; a \
Straight-jump horse the four squares two steps away in a straight line. They jump over anything. A \
horse has no facing: you only say where it goes.

**Troy** is raided and occupied like any other tile; a free Troy can be taken like a free iron \
weapon. But being surrounded is not enough to plunder Troy. Troy is plundered only when it is \
already surrounded, your disk is already on it, and you raid it again **with a horse**. A horse \
that reaches an opponent's Troy simply replaces their disk with yours. Troy left on the board \
scores nothing.

**The oracle's power.** After you draw at the end of your turn, each oracle in your plunder lets \
you return one tile from your hand to the bag and draw again (`return:javelin`), once per oracle \
per turn. Say `keep` when you are happy with your hand.
"""

TILES = """\
**The tiles** (arrows given for a tile facing north; the number is its plunder value)

| tile | copies | points at | value |
|---|---|---|---|
| Spearman | 10 | N | 4 |
| Axeman | 10 | NE, NW | 3 |
| Javelin | 10 | N, S | 3 |
| Shield-bearer | 10 | W, N, E | 2 |
| Powerful warrior | 6 | N, E, S, W | 8 |
| Oracle | 2 | N | 8 |
| Iron weapon | 1 per player (3 with two players) | nothing | 5 |
| Wasteland | 1 per player on 7×7 | nothing | never plundered |

Troy expansion: Troy 16 (centre square); Side-jump horse ×2 (knight's moves) 8; Diagonal-jump \
horse ×2 (two squares diagonally) 6; Straight-jump horse ×2 (two squares straight) 6.

Each player has 38 disks.
"""

TOPICS: dict[str, str] = {
    "overview": OVERVIEW,
    "setup": SETUP,
    "turn": TURN,
    "plunder": PLUNDER,
    "end": END,
    "troy": TROY,
    "tiles": TILES,
}
