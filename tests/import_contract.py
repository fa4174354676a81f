"""The import contract: which of our layers may import which, and no circles at all.

Read from the source with ``ast`` (nothing is imported), every import counted, those under
``if TYPE_CHECKING:`` and inside functions included: an import made only for a type hint still
ties two modules together for a reader. The layers and their allowed arrows are the ones of
``docs/dev/architecture.md``: bot -> cogs -> kit -> tabletop -> store, with render and engine
below and the web view beside the cogs (only ``bot`` imports it); the store never reaches the
service's feature modules, and engine imports only engine.
"""

from __future__ import annotations

import ast
from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass
from pathlib import Path

PACKAGES = ("bot", "cogs", "tabletop", "web", "render", "engine")
# Third-party modules a layer must never import.
FOREIGN_BANS = {
    "engine": ("discord", "aiosqlite", "asyncpg", "PIL"),
    "render": ("discord", "aiosqlite", "asyncpg"),
    "tabletop": ("discord", "PIL"),
    "web": ("discord",),
}


@dataclass(frozen=True)
class Edge:
    source: str
    target: str
    line: int


def module_name(root: Path, path: Path) -> str:
    parts = list(path.relative_to(root).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def our_modules(root: Path) -> dict[str, Path]:
    """Every module of ours under ``root``: ``bot.py`` and the packages' files."""
    found: dict[str, Path] = {}
    for top in PACKAGES:
        single = root / f"{top}.py"
        if single.is_file():
            found[top] = single
        folder = root / top
        if folder.is_dir():
            for path in sorted(folder.rglob("*.py")):
                found[module_name(root, path)] = path
    return found


def _absolute(module: str, is_package: bool, node: ast.ImportFrom) -> str:
    if not node.level:
        return node.module or ""
    base = module.split(".")
    base = base if is_package else base[:-1]
    base = base[: len(base) - (node.level - 1)]
    return ".".join([*base, node.module] if node.module else base)


def imported(module: str, path: Path) -> Iterator[tuple[str, int]]:
    """Each name ``module`` imports (dotted, absolute), with its line; ``from a import b``
    yields both ``a.b`` (b may be a module) and ``a``."""
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    is_package = path.name == "__init__.py"
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            for alias in node.names:
                yield alias.name, node.lineno
        elif isinstance(node, ast.ImportFrom):
            target = _absolute(module, is_package, node)
            yield target, node.lineno
            for alias in node.names:
                yield f"{target}.{alias.name}", node.lineno


def resolve(name: str, modules: Mapping[str, Path]) -> str | None:
    """The module of ours that ``name`` lands in: itself, or its nearest enclosing module."""
    parts = name.split(".")
    while parts:
        candidate = ".".join(parts)
        if candidate in modules:
            return candidate
        parts.pop()
    return None


def edges(root: Path) -> tuple[list[Edge], list[Edge]]:
    """(arrows between our modules, arrows to third-party modules), each import once."""
    modules = our_modules(root)
    ours: dict[tuple[str, str], Edge] = {}
    foreign: dict[tuple[str, str], Edge] = {}
    for module, path in modules.items():
        for name, line in imported(module, path):
            target = resolve(name, modules)
            if target is None:
                top = name.split(".")[0]
                if top not in PACKAGES:
                    foreign.setdefault((module, top), Edge(module, top, line))
            elif target != module and not _is_parent(target, module):
                ours.setdefault((module, target), Edge(module, target, line))
    return list(ours.values()), list(foreign.values())


def _is_parent(package: str, module: str) -> bool:
    """``from a.b import c`` from inside ``a.b.d`` names the package ``a.b`` first: that
    package's ``__init__`` is loaded anyway and is not an arrow of its own."""
    return module.startswith(package + ".")


# The service's shared words (statuses, seats, errors, who may read a line): the store speaks
# them too. Every other tabletop module is a feature the store must never reach.
VOCABULARY = ("tabletop.models", "tabletop.errors", "tabletop.names", "tabletop.audience")


def layer(module: str) -> str:
    """The room a module belongs to, as the contract names it."""
    if module.startswith("tabletop.store"):
        return "store"
    if module in VOCABULARY:
        return "vocabulary"
    if module.startswith("cogs.kit"):
        return "kit"
    return module.split(".")[0]


ALLOWED: dict[str, set[str]] = {
    "bot": {"cogs", "kit", "tabletop", "vocabulary", "store", "web", "engine"},
    "cogs": {"cogs", "kit", "tabletop", "vocabulary", "store", "render", "engine"},
    "kit": {"kit", "tabletop", "vocabulary", "store", "render", "engine"},
    "tabletop": {"tabletop", "vocabulary", "store", "engine"},
    # The web view reads tables through the service's public API and draws them; nothing but
    # ``bot.py`` (and the scripts, which are not modules) imports it.
    "web": {"web", "tabletop", "vocabulary", "store", "render", "engine"},
    "vocabulary": {"vocabulary", "engine"},
    "store": {"store", "vocabulary", "engine"},
    "render": {"render", "engine"},
    "engine": {"engine"},
}


def forbidden(ours: Iterable[Edge], foreign: Iterable[Edge]) -> list[str]:
    """Every arrow the architecture forbids, as ``source -> target (line n)``."""
    bad = [
        f"{e.source} -> {e.target} (line {e.line})"
        for e in ours
        if layer(e.target) not in ALLOWED[layer(e.source)]
    ]
    for e in foreign:
        room = layer(e.source)
        banned = FOREIGN_BANS.get("tabletop" if room in ("store", "vocabulary") else room)
        if banned and e.target in banned:
            bad.append(f"{e.source} -> {e.target} (line {e.line})")
    return sorted(bad)


def circles(ours: Iterable[Edge]) -> list[list[str]]:
    """Every group of modules that import each other round a circle (Tarjan's strongly
    connected components of more than one module, or a module importing itself)."""
    graph: dict[str, set[str]] = {}
    for e in ours:
        graph.setdefault(e.source, set()).add(e.target)
        graph.setdefault(e.target, set())
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []
    counter = 0

    def visit(start: str) -> None:
        nonlocal counter
        work = [(start, iter(sorted(graph[start])))]
        index[start] = low[start] = counter
        counter += 1
        stack.append(start)
        on_stack.add(start)
        while work:
            node, children = work[-1]
            child = next(children, None)
            if child is not None:
                if child not in index:
                    index[child] = low[child] = counter
                    counter += 1
                    stack.append(child)
                    on_stack.add(child)
                    work.append((child, iter(sorted(graph[child]))))
                elif child in on_stack:
                    low[node] = min(low[node], index[child])
                continue
            work.pop()
            if work:
                parent = work[-1][0]
                low[parent] = min(low[parent], low[node])
            if low[node] == index[node]:
                group = []
                while True:
                    member = stack.pop()
                    on_stack.discard(member)
                    group.append(member)
                    if member == node:
                        break
                if len(group) > 1 or node in graph[node]:
                    found.append(sorted(group))

    for node in sorted(graph):
        if node not in index:
            visit(node)
    return sorted(found)
