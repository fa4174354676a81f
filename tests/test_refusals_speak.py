"""A refused move is said in its player's language: every error the games and the service raise
is a message id with values (or a said line), never English glued together with an f-string.

Two checks: the source (no error is built from an f-string or ``.format``, nor a "why not"
explanation returned as one), and the games themselves, fed codes typed wrong and codes the
rules forbid at moments of real bot games, whose every refusal reads in French in French words.
"""

from __future__ import annotations

import ast
import json
import re
from collections.abc import Iterator
from pathlib import Path

import pytest

from engine import registry
from engine.core.errors import GameError
from engine.core.said import MARK, is_said
from render.core.language import Words, words
from render.samples_play import bot_game

ROOT = Path(__file__).resolve().parents[1]
SHIPPED = ("engine", "tabletop", "cogs", "web", "render")
# Functions whose result is a refusal's words, shown to a player as they are.
EXPLAINERS = ("why_not", "_why_not", "_not_yours", "off_list", "not_now")


def _error_classes() -> set[str]:
    """The names of every class that derives from GameError in the shipped code (by name)."""
    bases: dict[str, set[str]] = {}
    for path in _sources():
        for node in ast.walk(ast.parse(path.read_text())):
            if isinstance(node, ast.ClassDef):
                names = {
                    b.id if isinstance(b, ast.Name) else getattr(b, "attr", "") for b in node.bases
                }
                bases.setdefault(node.name, set()).update(names)
    found = {"GameError"}
    while True:
        more = {name for name, parents in bases.items() if parents & found} - found
        if not more:
            return found
        found |= more


def _sources() -> Iterator[Path]:
    for folder in SHIPPED:
        yield from sorted((ROOT / folder).rglob("*.py"))


def _glued(node: ast.expr) -> bool:
    """Whether ``node`` builds English text in place: an f-string, ``"…".format(…)``, ``+`` or
    ``%`` on strings."""
    if isinstance(node, ast.JoinedStr):
        return True
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute):
        return node.func.attr == "format" and isinstance(node.func.value, ast.Constant)
    if isinstance(node, ast.BinOp) and isinstance(node.op, (ast.Add, ast.Mod)):
        return any(
            isinstance(side, (ast.Constant, ast.JoinedStr)) for side in (node.left, node.right)
        )
    if isinstance(node, ast.IfExp):
        return _glued(node.body) or _glued(node.orelse)
    return False


def _glued_errors() -> list[str]:
    errors = _error_classes()
    found: list[str] = []
    for path in _sources():
        where = path.relative_to(ROOT)
        for node in ast.walk(ast.parse(path.read_text())):
            if isinstance(node, ast.Call) and node.args:
                func = node.func
                name = func.id if isinstance(func, ast.Name) else getattr(func, "attr", "")
                if (name in errors or name == "__init__") and _glued(
                    node.args[-1 if name == "__init__" else 0]
                ):
                    found.append(f"{where}:{node.lineno} {name}")
            if isinstance(node, ast.FunctionDef) and node.name in EXPLAINERS:
                for inner in ast.walk(node):
                    if (
                        isinstance(inner, ast.Return)
                        and inner.value is not None
                        and _glued(inner.value)
                    ):
                        found.append(f"{where}:{inner.lineno} {node.name} returns glued text")
    return found


def test_no_refusal_is_glued_english() -> None:
    assert _glued_errors() == []


def test_the_source_check_sees_an_f_string_error(tmp_path: Path) -> None:
    """The check itself: an f-string in an error's constructor is glued, a template is not."""
    glued = ast.parse('IllegalAction(f"You have no {card}.")').body[0]
    template = ast.parse('IllegalAction("You have no {card}.", card=card)').body[0]
    assert isinstance(glued, ast.Expr) and isinstance(template, ast.Expr)
    assert isinstance(glued.value, ast.Call) and isinstance(template.value, ast.Call)
    assert _glued(glued.value.args[0]) and not _glued(template.value.args[0])


# --- the games' own refusals ------------------------------------------------------------------
CODES: dict[str, tuple[str, ...]] = {
    "ilios": (
        "nonsense",
        "keep:x",
        "waste",
        "iron:Z9",
        "deploy:zzz:C4:N",
        "deploy:iron:C4:N",
        "deploy:axeman:C4",
        "deploy:axeman:C4:Q",
        "deploy:axeman:Z9:N",
        "return",
        "return:troy",
        "keep",
        *(f"{v}:{s}" for v in ("waste", "iron") for s in ("A1", "C3", "D4")),
        *(
            f"deploy:{k}:{s}:{f}"
            for k in ("axeman", "spearman", "javelin", "oracle")
            for s in ("A1", "C3", "D4", "E5")
            for f in "NESW"
        ),
    ),
    "heroes": (
        "nonsense",
        "play:zeus:king",
        "play:achilles:bogus",
        "discard:a:b",
        "sneaky:elves",
        "king:99",
        "bottom",
        "pass",
        "play:achilles:king",
        "play:achilles:strong",
        "play:hector:wise",
        "discard:achilles:hector:paris",
        "extra:achilles",
        "king:pass",
    ),
    "iliad": (
        "nonsense",
        "play:zzz",
        "play:h1:under:p0.1",
        "play:h1",
        "play:h2",
        "play:h3",
        "play:h4",
        "play:h1:onto:p0.0",
        "play:h2:onto:p0.0",
        "play:h3:onto:p1.0",
        "play:horse",
        "play:elephant",
        "attack:with:p0.0:at:p1.0",
        "attack:with:p0.1:at:p1.0",
        "attack:with:p1.0:at:p0.0",
        "victory:city2",
        "discard:h1",
        "place:h1:onto:p0.0",
        "pass",
    ),
    "siege": (
        "nonsense",
        "move:zeus:A1",
        "move:hector:Z99",
        "ready",
        "end",
        "recover:hector",
        *(
            f"{verb}:{piece}:{square}"
            for verb in ("move", "shoot", "swap")
            for piece in ("hector", "achilles", "ajax", "teucer", "paris")
            for square in ("A1", "L8", "X16")
        ),
        "unplan:hector",
        "unplan:ajax",
    ),
}


def _refusals(key: str) -> Iterator[GameError]:
    game = registry.GAMES[key]
    for moment in bot_game(game, {}, 2, 5, bot="random", limit=60):
        if moment.played % 12:
            continue
        for seat in range(2):
            for code in CODES[key]:
                try:
                    game.apply(moment.state, seat, game.decode(moment.state, seat, code))
                except GameError as error:
                    yield error


def _message_id(error: GameError) -> str:
    if is_said(error.template):
        return str(json.loads(error.template[len(MARK) :])["m"])
    return error.template


def _in(language: Words, error: GameError) -> str:
    if is_said(error.template):
        return language.line(error.template)
    return language(error.template, **error.fields)


@pytest.mark.parametrize("key", sorted(CODES))
def test_every_refusal_of_a_game_reads_in_french(key: str) -> None:
    french = words("fr")
    seen: dict[str, GameError] = {}
    for error in _refusals(key):
        seen.setdefault(_message_id(error), error)
    assert len(seen) >= 8, sorted(seen)  # the codes reach many of the game's refusals
    for message, error in seen.items():
        assert french.has(None, message), f"not in the catalogue: {message!r}"
        said = _in(french, error)
        assert said != str(error), f"still English in French: {said!r}"
        assert MARK not in said and not re.search(r"\{[a-z_]+\}", said), said


def test_a_game_word_in_a_refusal_is_the_language_s_own() -> None:
    game = registry.GAMES["ilios"]
    states = (game.setup({}, 2, seed) for seed in range(50))
    state = next(s for s in states if "javelin" not in s.hands[0])
    with pytest.raises(GameError) as caught:
        game.decode(state, 0, "deploy:javelin:C4:N")
    assert str(caught.value) == "You have no Javelin in your hand."
    assert _in(words("fr"), caught.value) == "Vous n'avez pas de Javelot en main."
    assert _in(words("de"), caught.value) == "Du hast kein Plättchen Speerwerfer auf der Hand."
