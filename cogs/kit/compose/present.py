"""Words and embeds built from plain service data (no I/O), so they can be read and tested alone.

Public texts are built from ``TableInfo``, ``Update.public_view`` and ``Update.events`` only;
hand texts take a seat view and go only to its owner.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping, Sequence
from typing import Any

import discord

from cogs.kit.compose.fit import CONTENT, fit
from engine import registry
from engine.core.game import Game, Option
from engine.core.said import english, say, term
from engine.core.shared_view import shared_of
from render.core.language import ENGLISH_WORDS, N_, Words
from tabletop.clocks import pace_text
from tabletop.models import LOBBY, PLAYING, SeatInfo, TableInfo, TeamPlan, Update
from tabletop.seating import (
    ANY_TEAM,
    lineup,
    open_teams,
    places_left,
    team_letter,
    team_name,
)
from tabletop.timeouts import timeout_text

COLOUR = discord.Colour.from_rgb(176, 122, 52)  # bronze
# The bots' levels as the lobby says them ("a hard bot").
BOT_LEVELS = {"random": N_("random"), "normal": N_("normal"), "hard": N_("hard")}
# What a team playing one side is called at the end ("The Trojans win"), by the side's key.
SIDE_NAMES = {
    "greek": N_("The Greeks"),
    "trojan": N_("The Trojans"),
    "god": N_("The Gods"),
}


def seat_names(table: TableInfo, *, in_words: bool = False) -> list[str]:
    """Names indexed by seat: plain, as the renderers draw them, or ``in_words`` as a
    message's text writes them (``SeatInfo.shown``: nobody mentioned, no markdown)."""
    names = [""] * (max((s.seat for s in table.seats), default=-1) + 1)
    for seat in table.seats:
        names[seat.seat] = seat.shown if in_words else seat.name
    return names


def who(seat: SeatInfo) -> str:
    """A mention for a human (whether it notifies them is the message's allowed mentions),
    the name for a bot."""
    return f"<@{seat.user_id}>" if seat.user_id is not None else f"**{seat.shown}**"


def humanize(token: str) -> str:
    return token.replace("_", " ").replace("-", " ").strip().capitalize()


def game_of(table: TableInfo) -> Game[Any, Any] | None:
    """The table's game, for the words of its options (None for a game no longer known)."""
    try:
        return registry.get(table.game_key)
    except KeyError:
        return None


def format_options(
    options: Mapping[str, str], game: Game[Any, Any] | None = None, said: Words = ENGLISH_WORDS
) -> str:
    """The table's options in words, as the game names them ("Board size: 5 (a short game)");
    "the usual rules" when none is chosen."""
    described = {o.name: o for o in game.options} if game is not None else {}
    told = []
    for name, value in options.items():
        option = described.get(name)
        if option is None:
            told.append(f"{humanize(name)}: {humanize(value).lower()}")
        else:
            told.append(f"{option_title(option, said)}: {option_value(option, value, said)}")
    return "; ".join(told) or said("the usual rules")


def option_title(option: Option, said: Words = ENGLISH_WORDS) -> str:
    """An option's name in words: the game's own label, else its name made readable."""
    return said(option.label) if option.label else humanize(option.name)


def option_value(option: Option, value: str, said: Words = ENGLISH_WORDS) -> str:
    """A value of an option in words: the game's own words for it, else the value itself."""
    told = dict(option.words).get(value)
    return said(told) if told else value


def saved_text(line: str, channel_id: int | None = None, said: Words = ENGLISH_WORDS) -> str:
    """The answer to a saved move: '✅ Saved: alice lays Archers (#2).', saying what was saved;
    from a DM the channel comes first ('✅ Saved in #troy: …'), never after the sentence's end."""
    move = said.line(line).strip() or said("your move")
    if channel_id is None:
        return said("✅ Saved: {move}", move=move)
    channel = f"<#{channel_id}>"
    return said("✅ Saved in {channel}: {move}", channel=channel, move=move)


def seat_lines(table: TableInfo, said: Words = ENGLISH_WORDS) -> list[str]:
    """The lobby's seats in order, then the open ones."""
    lines = []
    for seat in sorted(table.seats, key=lambda s: s.seat):
        tag = said(" (host)") if seat.user_id == table.host_id else ""
        level = seat.bot_level or ""
        kind = ""
        if seat.is_bot and level not in seat.shown:
            kind = said(", a {level} bot", level=said(BOT_LEVELS.get(level, level)))
        lines.append(f"{seat.seat + 1}. {seat.shown}{kind}{tag}")
    for n in range(len(table.seats), table.max_seats):
        lines.append(f"{n + 1}. *{said('open seat')}*")
    return lines


def team_lines(table: TableInfo, plan: TeamPlan, said: Words = ENGLISH_WORDS) -> list[str]:
    """The lobby's teams as they would sit now: members (those who chose no team marked
    "may move", since they are placed where there is room at the start) and open places."""
    lines = []
    for team, members in lineup(plan, table.seats).items():
        names = []
        for seat in members:
            tags = [said("host")] * (seat.user_id == table.host_id)
            tags += [said("may move")] * (seat.team is None)
            names.append(seat.shown + (f" ({', '.join(tags)})" if tags else ""))
        names += [f"*{said('open place')}*"] * (plan.capacity(team) - len(members))
        lines.append(f"**{team_words(team, table.sides, said)}**: {', '.join(names)}")
    return lines


def team_words(team: int, sides: Sequence[str] = (), said: Words = ENGLISH_WORDS) -> str:
    """A team's name in the reader's language: its side's ("The Trojans"), else its letter's
    ("Team A")."""
    name = team_name(team, sides)
    if sides and 0 <= team < len(sides):
        return said(name)
    return said("Team {letter}", letter=team_letter(team).upper())


def teams_now(table: TableInfo) -> TeamPlan | None:
    """The teams the lobby shows: those of the table started with the players seated now (a
    table whose teams come only with more players shows its seats, and says so once)."""
    plan = table.team_plan
    if plan is None or plan.size != max(len(table.seats), table.min_seats):
        return None
    return plan


def teams_help(plan: TeamPlan, sides: Sequence[str] = (), said: Words = ENGLISH_WORDS) -> str:
    """How the lobby's teams are chosen (and, for a game of sides, which side is which)."""
    if sides:
        return said(
            "Partners sit opposite. Choose your side with `/game team` or the menu below; "
            "players who choose none are placed where there is room."
        )
    return said(
        "Partners sit opposite. Choose your team with `/game team` or the menu below; "
        "players who choose none are placed where there is room."
    )


def teams_later(plan: TeamPlan, said: Words = ENGLISH_WORDS) -> str:
    """A table that plays in teams only once more players sit: when."""
    return said(
        "With {count} players, the game is played in teams (partners sit opposite).",
        count=plan.size,
    )


def free_places(
    table: TableInfo, seat: int | None = None, said: Words = ENGLISH_WORDS
) -> list[tuple[int, str]]:
    """Each team ``seat`` may still pick (any seat's when None: nobody's own choice is
    discounted), with its room in words: ``(1, "1 of 2 places free")``. Empty without teams."""
    plan = table.team_plan
    if plan is None:
        return []
    wishes = [s.team for s in table.seats]
    player = len(wishes) if seat is None else seat
    return [
        (
            team,
            said(
                "{left} of {places} places free",
                left=places_left(plan, wishes, player, team),
                places=plan.capacity(team),
            ),
        )
        for team in open_teams(plan, wishes, player)
    ]


def team_menu(table: TableInfo, said: Words = ENGLISH_WORDS) -> list[discord.SelectOption]:
    """The lobby's team menu: the teams with room, then "any" (empty without teams, and
    while the table seated now would play none)."""
    if teams_now(table) is None:
        return []
    teams = [
        discord.SelectOption(
            label=team_words(team, table.sides, said), value=team_letter(team), description=room
        )
        for team, room in free_places(table, said=said)
    ]
    anywhere = discord.SelectOption(
        label=said("Any side") if table.sides else said("Any team"),
        value=ANY_TEAM,
        description=said("Placed where there is room at the start"),
    )
    return [*teams, anywhere]


def lobby_embed(table: TableInfo, said: Words = ENGLISH_WORDS) -> discord.Embed:
    """The lobby card: who sits (by team when the table heads for teams), who hosts, and what
    to do next."""
    title = said("{game} — lobby", game=table.title)
    if table.status != LOBBY:
        if table.status == PLAYING:
            text = said("The game has started — see the table below.")
        else:
            text = said("This table is closed.")
        return discord.Embed(title=title, description=text, colour=COLOUR)
    plan = teams_now(table)
    lines = team_lines(table, plan, said) if plan is not None else seat_lines(table, said)
    need = table.min_seats - len(table.seats)
    footer = (
        said.plural(
            "Needs {count} more player to start.", "Needs {count} more players to start.", need
        )
        if need > 0
        else said("Ready: the host can press Start.")
    )
    embed = discord.Embed(title=title, description="\n".join(lines), colour=COLOUR)
    options = format_options(table.options, game_of(table), said)
    embed.add_field(name=said("Options"), value=options, inline=False)
    if table.pace:
        embed.add_field(name=said("Pace"), value=pace_text(table.pace, said), inline=False)
    if table.on_timeout:
        embed.add_field(name=said("When time runs out"), value=timeout_text(table.on_timeout, said))
    if table.hints:
        embed.add_field(
            name=said("Hints"), value=said("On: `/game hint` in the game; it is not rated")
        )
    if plan is not None:
        embed.add_field(name=said("Teams"), value=teams_help(plan, table.sides, said), inline=False)
    elif table.team_plan is not None:
        embed.add_field(name=said("Teams"), value=teams_later(table.team_plan, said), inline=False)
    embed.set_footer(text=said("{ready} Join with the button or /game join.", ready=footer))
    return embed


def teams_of(table: TableInfo) -> dict[int, list[SeatInfo]]:
    """The members of each team of a started table, by seat; empty when nobody teams up."""
    teams: dict[int, list[SeatInfo]] = {}
    for seat in sorted(table.seats, key=lambda s: s.seat):
        if seat.team is not None:
            teams.setdefault(seat.team, []).append(seat)
    return dict(sorted(teams.items()))


def team_label(
    team: int, members: Sequence[SeatInfo], side: str | None = None, said: Words = ENGLISH_WORDS
) -> str:
    """'Team A (Alice and Carol)', or the side's own name: 'The Trojans (Bob)'."""
    return f"{side or team_words(team, (), said)} ({said.listing([s.shown for s in members])})"


def side_of(
    members: Sequence[SeatInfo], view: Mapping[str, Any] | None, said: Words = ENGLISH_WORDS
) -> str | None:
    """The name of the side a team plays, read from the game's public view (the Siege's
    ``sides``, Heroes' ``factions``: one per seat, e.g. "trojan"), when all its members play
    the same one; None when the game names no sides."""
    sides = (view or {}).get("sides") or (view or {}).get("factions")
    if not isinstance(sides, Sequence) or isinstance(sides, str):
        return None
    played = {str(sides[s.seat]) for s in members if 0 <= s.seat < len(sides)}
    if len(played) != 1 or not members:
        return None
    side = played.pop()
    known = SIDE_NAMES.get(side)
    return said(known) if known else f"The {humanize(side)}s"


def team_outcome_text(
    table: TableInfo,
    outcome: Mapping[str, Any],
    view: Mapping[str, Any] | None = None,
    said: Words = ENGLISH_WORDS,
) -> str | None:
    """'🏆 Team A (Alice and Carol) wins — <the game's summary>', or, when the game's
    ``view`` names the sides, '🏆 The Trojans (Bob) win'; None without teams."""
    teams = teams_of(table)
    winners = set(outcome.get("winners", []))
    won = [team for team, members in teams.items() if any(s.seat in winners for s in members)]
    if not won:
        return None
    sides = {t: side_of(teams[t], view, said) for t in won}
    who = said.listing([team_label(t, teams[t], sides[t], said) for t in won])
    if len(won) > 1:
        line = said("🏆 {teams} share the win", teams=who)
    elif sides[won[0]] is not None:
        line = said("🏆 {side} win", side=who)
    else:
        line = said("🏆 {team} wins", team=who)
    summary = said.line(str(outcome.get("summary") or ""))
    return f"{line} — {summary}" if summary else f"{line}!"


def names_winners(table: TableInfo, outcome: Mapping[str, Any]) -> bool:
    """Whether the game's summary already says who won (it names a winner), so that the
    result is said once: 'The Gods (Cleo) win two rounds', not 'Team B (Cleo) wins — The
    Gods (Cleo) win two rounds'."""
    summary = english(str(outcome.get("summary") or ""))
    names = seat_names(table, in_words=True)
    winners = [names[w] for w in outcome.get("winners", []) if 0 <= w < len(names)]
    return any(name and name in summary for name in winners)


def outcome_text(
    table: TableInfo,
    outcome: Mapping[str, Any],
    view: Mapping[str, Any] | None = None,
    said: Words = ENGLISH_WORDS,
) -> str:
    """The end in one line, said once: the game's own summary when it names the winners;
    else the winning team (by its side's name when the game's public ``view`` names sides)
    before the summary; else the summary, else who won."""
    summary = said.line(str(outcome.get("summary") or ""))
    if summary and names_winners(table, outcome):
        return f"🏆 {summary}"
    if (by_team := team_outcome_text(table, outcome, view, said)) is not None:
        return by_team
    if summary:
        return f"🏆 {summary}"
    names = seat_names(table, in_words=True)
    winners = [names[w] for w in outcome.get("winners", []) if 0 <= w < len(names)]
    if winners:
        return said("🏆 {winners} won!", winners=said.listing(winners))
    return said("The game is over.")


def scores_text(table: TableInfo, outcome: Mapping[str, Any]) -> str:
    names = seat_names(table, in_words=True)
    scores = list(outcome.get("scores") or [])
    return " · ".join(f"{names[i]} {score}" for i, score in enumerate(scores) if i < len(names))


def team_scores_text(
    table: TableInfo, outcome: Mapping[str, Any], said: Words = ENGLISH_WORDS
) -> str:
    """``"Team A 12 (Alice and Carol) · Team B 9 (Bob and Dave)"`` for a team game's result
    (without the members when the seats do not say them), else empty."""
    teams = teams_of(table)
    scores = list(outcome.get("team_scores") or [])
    return " · ".join(
        f"{team_words(n, (), said)} {score}"
        + (f" ({said.listing([s.shown for s in teams[n]])})" if n in teams else "")
        for n, score in enumerate(scores)
    )


def turn_line(update: Update, said: Words = ENGLISH_WORDS) -> str:
    """Whose turn it is, showing a mention of each human who must act (whether a mention
    notifies them is the message's allowed mentions, decided by the delivery)."""
    if update.outcome:
        return outcome_text(update.table, update.outcome, update.public_view, said)
    if not update.to_act:
        return said("Waiting…")
    view = shared_of(update.public_view or {})
    # A short line: the picture has it all.
    stage = said.line(str(view.get("stage_brief") or view.get("stage") or ""))
    bots = [s for s in update.to_act if not s.user_id]
    thinking = said.plural(
        "{bots} is thinking…",
        "{bots} are thinking…",
        len(bots),
        bots=said.listing([who(s) for s in bots]),
    )
    if len(bots) == len(update.to_act):
        return thinking
    # A bot that searches chooses at the same time (a secret choice): say it is at it.
    shown = update.to_act if not update.thinking else [s for s in update.to_act if s.user_id]
    people = said.listing([who(s) for s in shown])
    if stage:
        line = said("{people}, it's your turn: {stage}.", people=people, stage=stage)
    else:
        line = said("{people}, it's your turn.", people=people)
    return f"{line} {thinking}" if update.thinking else line


def shows_value(name: str, value: object) -> bool:
    """Whether "(value)" after a card's name tells the player something: a number (not a
    flag), not 0 (an Elephant, a Trojan Horse: no strength to read), and not already in the
    name ("Hoplites 1", "City 3", "Thanatos −2")."""
    if isinstance(value, bool) or not isinstance(value, int) or value == 0:
        return False
    return str(abs(value)) not in re.findall(r"\d+", name)


def item_name(view: Mapping[str, Any], item: Any, said: Words = ENGLISH_WORDS) -> str:
    """A hand item in words, using the game's catalogue when the view has one: its name, and
    its value when that says more ("Spearman (4)", "Ajax (6)", but "Hoplites 1", "Elephant")."""
    if isinstance(item, Mapping):
        if item.get("name"):  # a card that names itself (the Heroes of Troy's): a game's word
            return said.term(str(item["name"]))
        item = item.get("kind") or item
    key = str(item)
    entry = (shared_of(view).get("catalogue") or {}).get(key)
    if isinstance(entry, Mapping):
        value = entry.get("value")
        name = said.term(str(entry.get("name", humanize(key))))  # a game's word: its glossary
        return f"{name} ({value})" if shows_value(name, value) else name
    return humanize(key)


def said_item(view: Mapping[str, Any], item: str) -> Any:
    """``item_name`` as a said value, for words spoken later in their reader's language."""
    entry = (shared_of(view).get("catalogue") or {}).get(item)
    if not isinstance(entry, Mapping):
        return humanize(item)
    name, value = str(entry.get("name", humanize(item))), entry.get("value")
    if shows_value(name, value):
        return say("{name} ({value})", name=term(name), value=str(value))
    return term(name)


def hand_text(
    table: TableInfo,
    view: Mapping[str, Any],
    private_events: Iterable[str],
    *,
    your_turn: bool,
    in_dm: bool,
    over: bool = False,
    said: Words = ENGLISH_WORDS,
) -> str:
    """The words that go with a hand picture: what you hold, what just happened to you, and
    (``over``) that the game ended, its result being on the table."""
    shared = shared_of(view)
    hand = shared.get("hand") or []
    held = " · ".join(item_name(view, h, said) for h in hand) if hand else said("nothing")
    channel = f"<#{table.channel_id}>"
    if in_dm:
        head = said(
            "**Your hand in {game}** at {channel}: {held}",
            game=table.title,
            channel=channel,
            held=held,
        )
    else:
        head = said("**Your hand in {game}**: {held}", game=table.title, held=held)
    lines = [head, *(f"• {e}" for e in private_events)]
    if your_turn:
        stage = said.line(str(shared.get("stage") or ""))
        # The move number makes each decision's DM its own (a hand unchanged since the last
        # decision is still news: it is your turn again), never the same DM twice in a row.
        move = said.number(table.version)
        if stage:
            line = said(
                "It's your turn (move {move}) to {stage}: pick a move below, or use `/move` in "
                "the channel.",
                move=move,
                stage=stage,
            )
        else:
            line = said(
                "It's your turn (move {move}): pick a move below, or use `/move` in the channel.",
                move=move,
            )
        lines.append(line)
    elif over:
        lines.append(
            said("The game is over: the result is on the table in {channel}.", channel=channel)
        )
    return fit("\n".join(lines), CONTENT)


def common_words(labels: Sequence[str]) -> str:
    """The words every label starts with, minus dangling little words ("Deploy Axeman at")."""
    if not labels:
        return ""
    split = [label.split() for label in labels]
    common: list[str] = []
    for words in zip(*split, strict=False):
        if any(w != words[0] for w in words):
            break
        common.append(words[0])
    while common and common[-1].islower() and len(common[-1]) <= 6:
        common.pop()
    return " ".join(common)
