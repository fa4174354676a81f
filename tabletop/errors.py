"""Errors of the table service: each says what is wrong with the game in a sentence for the
player; the cogs add how to fix it with Discord (which command, which permission)."""

from engine.core.errors import GameError
from engine.core.said import say


class TableError(GameError):
    """Base of service errors: a readable sentence for the player."""


class NoGame(TableError):
    def __init__(self) -> None:
        super().__init__("There is no game at this table.")


class GameExists(TableError):
    def __init__(self, title: str) -> None:
        super().__init__(
            "A game of {title} is already going on at this table: "
            "it must end, or be abandoned, before another begins.",
            title=title,
        )


class NotSeated(TableError):
    def __init__(self) -> None:
        super().__init__("You are not seated at this table.")


class Watching(NotSeated):
    """Someone without a seat asks for one's things once the game is under way: they can
    watch, or be given a seat a bot plays."""

    def __init__(self) -> None:
        TableError.__init__(
            self,
            "You are not playing in this game: it is under way, so you can watch it here. "
            "When a bot plays a seat, the host can give it to you with `/game sub`.",
        )


class UnderWay(TableError):
    """A seat asked for after the start."""

    def __init__(self) -> None:
        super().__init__(
            "This game is under way, so its seats are taken: you can watch it here. "
            "When a bot plays a seat, the host can give it to you with `/game sub`."
        )


class AlreadySeated(TableError):
    def __init__(self) -> None:
        super().__init__("You are already seated at this table.")


class TableFull(TableError):
    def __init__(self, maximum: int) -> None:
        super().__init__("The table is full ({maximum} seats).", maximum=maximum)


class NotStarted(TableError):
    def __init__(self) -> None:
        super().__init__("The game has not started yet: the host starts it.")


class AlreadyStarted(TableError):
    def __init__(self) -> None:
        super().__init__("The game has already started; seats can no longer change.")


class NotHost(TableError):
    def __init__(self, what: str) -> None:
        """``what``: the verb phrase, a message id (marked where it is written)."""
        super().__init__("Only the host (or a moderator) can {what}.", what=say(what))


class NotEnoughPlayers(TableError):
    def __init__(self, minimum: int, have: int) -> None:
        super().__init__(
            "This game needs at least {minimum} players; {have} seated. "
            "More players or bots must join first.",
            minimum=minimum,
            have=have,
        )


class StaleAction(TableError):
    def __init__(self) -> None:
        super().__init__("That move is from an earlier position: the game has moved on.")


class GameOver(TableError):
    def __init__(self) -> None:
        super().__init__("This game is over.")


class VersionConflict(StaleAction):
    """Another process or connection committed a move first; nothing of ours was written."""


class TableChanged(TableError):
    """The table changed at the same moment (a race between processes); trying again works."""

    def __init__(self) -> None:
        super().__init__("The table changed at the same moment. Please try again.")


class UnknownGame(TableError):
    def __init__(self, key: str, known: list[str]) -> None:
        listing = ", ".join(known) if known else "—"
        super().__init__("There is no game called “{key}”. Games: {games}.", key=key, games=listing)


class BadOption(TableError):
    """An unknown option name, or a value outside the option's choices."""


class UnknownBotLevel(TableError):
    def __init__(self, level: str, levels: list[str]) -> None:
        super().__init__(
            "There is no bot level “{level}”. Levels: {levels}.",
            level=level,
            levels=", ".join(levels),
        )


class OtherGame(StaleAction):
    """A button or menu of an earlier game at this table (ids name their game)."""

    def __init__(self) -> None:
        TableError.__init__(
            self,
            "That move belongs to an earlier game at this table; it cannot be played in this one.",
        )


class HintsOff(TableError):
    """``/game hint`` at a table opened without ``hints:on``."""

    def __init__(self) -> None:
        super().__init__(
            "Hints are off at this table. Open a table with `/game new … hints:on` to play with "
            "hints (such a game is not rated)."
        )


class NoHints(TableError):
    """The game has no ``hard`` level whose search could give a hint."""

    def __init__(self, title: str) -> None:
        super().__init__("{title} has no hard bot yet, so there is no hint to give.", title=title)
