"""The desktop package's imports run one way, and no two modules or packages import each other.

The layers, top to bottom (docs/architecture.md explains each):

    entry (__main__, cli) → shell → devtools → features → play → ui → i18n → profile → platform

A module may import its own package or any layer below its own, never one above. The features
(table, review, tutorial, stats, daily, menus) are independent of each other, except that the
review and the tutorial show their positions on the table. Every import counts: the ones under
``TYPE_CHECKING`` and inside functions are dependencies too, only later.
"""

from __future__ import annotations

import ast
from collections.abc import Iterator
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = "goninkan_desktop"

LAYERS: tuple[frozenset[str], ...] = (
    frozenset({"__main__", "cli"}),
    frozenset({"shell"}),
    frozenset({"devtools"}),
    frozenset({"table", "review", "tutorial", "stats", "daily", "menus"}),
    frozenset({"play"}),
    frozenset({"ui"}),
    frozenset({"i18n"}),
    frozenset({"profile"}),
    frozenset({"platform"}),
)
FEATURES_MAY_USE = {("review", "table"), ("tutorial", "table")}


def modules() -> dict[str, Path]:
    """Every module of the package by dotted name (a package by its ``__init__``'s)."""
    found = {}
    for path in (ROOT / PACKAGE).rglob("*.py"):
        parts = list(path.relative_to(ROOT).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts.pop()
        found[".".join(parts)] = path
    return found


def imports_of(name: str, path: Path, known: dict[str, Path]) -> Iterator[str]:
    """The package's modules that ``name`` imports, anywhere in its source."""
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            targets = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                up = package.split(".")[: len(package.split(".")) - node.level + 1]
                base = ".".join([*up, base] if base else up)
            targets = [f"{base}.{alias.name}" if f"{base}.{alias.name}" in known else base
                       for alias in node.names]
        else:
            continue
        yield from (target for target in targets if target in known and target != name)


def graph() -> dict[str, set[str]]:
    known = modules()
    return {name: set(imports_of(name, path, known)) for name, path in known.items()}


def area(module: str) -> str:
    """The top-level part of the package a module belongs to (``""``: the package itself)."""
    parts = module.split(".")
    return parts[1] if len(parts) > 1 else ""


def layer(module: str) -> int:
    part = area(module)
    for index, names in enumerate(LAYERS):
        if part in names:
            return index
    raise AssertionError(f"{module} is in no layer: add {part!r} to LAYERS")


def cycles(edges: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected groups of more than one node (Tarjan's algorithm)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    found: list[list[str]] = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        for other in edges.get(node, ()):
            if other not in index:
                visit(other)
                low[node] = min(low[node], low[other])
            elif other in stack:
                low[node] = min(low[node], index[other])
        if low[node] == index[node]:
            group = []
            while True:
                top = stack.pop()
                group.append(top)
                if top == node:
                    break
            if len(group) > 1:
                found.append(sorted(group))

    for node in sorted(edges):
        if node not in index:
            visit(node)
    return found


def test_every_area_has_a_layer() -> None:
    for module in modules():
        if module != PACKAGE:
            layer(module)


def test_imports_never_run_up_a_layer() -> None:
    upward = [f"{importer} imports {imported}"
              for importer, targets in graph().items() if importer != PACKAGE
              for imported in targets if imported != PACKAGE
              if layer(imported) < layer(importer)]
    assert upward == []


def test_features_are_independent() -> None:
    features = LAYERS[3]
    crossing = [f"{importer} imports {imported}"
                for importer, targets in graph().items() for imported in targets
                if area(importer) in features and area(imported) in features
                and area(importer) != area(imported)
                and (area(importer), area(imported)) not in FEATURES_MAY_USE]
    assert crossing == []


def test_no_module_imports_itself_in_a_circle() -> None:
    assert cycles(graph()) == []


def test_no_two_areas_import_each_other() -> None:
    areas: dict[str, set[str]] = {}
    for importer, targets in graph().items():
        areas.setdefault(area(importer), set()).update(
            area(imported) for imported in targets if area(imported) != area(importer))
    assert cycles(areas) == []


PYGAME_FREE = ("play.controller", "play.takeback", "play.record_file",
               "table.position", "review.steps", "profile.saves", "profile.stats_db",
               "profile.stats_facts", "platform", "i18n", "tutorial.lesson", "tutorial.runner",
               "tutorial.progress", "tutorial.lessons")
"""Areas and modules that never draw, nor import anything that does: they run in tests, in the
terminal front end and in worker processes without a window."""


def imports_pygame(path: Path) -> bool:
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        names = [a.name for a in node.names] if isinstance(node, ast.Import) else \
            [node.module or ""] if isinstance(node, ast.ImportFrom) else []
        if any(name.split(".")[0] == "pygame" for name in names):
            return True
    return False


def test_the_pure_parts_never_reach_pygame() -> None:
    known, edges = modules(), graph()
    drawing = {name for name, path in known.items() if imports_pygame(path)}
    for start in (name for name in known for pure in PYGAME_FREE
                  if name == f"{PACKAGE}.{pure}" or name.startswith(f"{PACKAGE}.{pure}.")):
        seen, todo = {start}, [start]
        while todo:
            for other in edges[todo.pop()] - seen:
                seen.add(other)
                todo.append(other)
        assert not seen & drawing, f"{start} reaches pygame through {sorted(seen & drawing)}"


def test_the_checks_see_what_they_check() -> None:
    """The graph reader finds a relative, a deferred and a TYPE_CHECKING import, and the cycle
    finder finds a circle: the tests above cannot pass by reading nothing."""
    edges = graph()
    assert f"{PACKAGE}.tutorial.lesson" in edges[f"{PACKAGE}.tutorial.runner"]  # relative
    assert len(edges) > 100 and sum(map(len, edges.values())) > 400
    assert imports_pygame(ROOT / PACKAGE / "table" / "view.py")
    assert cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]


# -- the table's shape: small classes, and no seat count written as a number -------------------

MOST_METHODS = 25
"""No class of the table (``goninkan_desktop/table/``) has more methods than this: a new game
adds files (its asks, its animations), not methods to a few large classes."""


def methods_per_class(folder: Path) -> dict[str, int]:
    """Every class under ``folder`` (``module.Class``) and how many methods it defines itself
    (properties included)."""
    counts: dict[str, int] = {}
    for path in sorted(folder.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ClassDef):
                name = f"{path.relative_to(folder).with_suffix('')}.{node.name}"
                counts[name] = sum(isinstance(item, ast.FunctionDef | ast.AsyncFunctionDef)
                                   for item in node.body)
    return counts


def test_no_class_of_the_table_has_more_than_25_methods() -> None:
    counts = methods_per_class(ROOT / PACKAGE / "table")
    assert counts["scene.TableScene"] > 10 and counts["desk.DecisionDesk"] > 10  # it reads them
    large = {name: count for name, count in counts.items() if count > MOST_METHODS}
    assert not large, f"classes of the table with more than {MOST_METHODS} methods: {large}"


SEAT_LITERALS_LEFT = {
    "devtools/scenarios.py": 5, "review/scene.py": 2, "review/steps.py": 2,
    "shell/game.py": 1, "tutorial/lesson.py": 3,
}
"""Seat counts still written as numbers in modules other work owns (the scripted scenarios,
the review, the default names, the lessons' own checks); the count may only go down."""

NOT_SEATS = {"menus/settings_screen.py": 1, "ui/nodes/chart.py": 1, "ui/render/cards.py": 2}
"""Numbers the seat check reads as a count but that are none: the volume steps (0–100 by 10),
the chart's ten grid lines, the five pips drawn on a card's face."""


def test_no_seat_or_hand_count_is_written_in_the_desktop() -> None:
    """Seats, hand sizes and sides come from the engine's ``Game`` (``view.rules.game.seats``,
    ``hand_size``, ``tricks``…), never from a ``range(5)``, ``% 5`` or ``[x] * 5``."""
    from tests.test_shape_literals import shape_literals

    found: dict[str, list[int]] = {}
    for path in sorted((ROOT / PACKAGE).rglob("*.py")):
        name = path.relative_to(ROOT / PACKAGE).as_posix()
        lines = list(shape_literals(path.read_text(encoding="utf-8")))
        if len(lines) > SEAT_LITERALS_LEFT.get(name, 0) + NOT_SEATS.get(name, 0):
            found[name] = lines
    assert not found, f"seat or hand counts written as numbers (ask the game): {found}"
    caught = list(shape_literals("names = [self.label_name(p) for p in range(5)]\n"
                                 "seat = (seat - human) % 5\n"))
    assert sorted(caught) == [1, 2]


# -- which game: asked one way ----------------------------------------------------------------

GAME_HOME = ROOT / "engine" / "games.py"
"""Where a game's name is compared, once: ``Game.is_bidding`` (any form of the bidding game)."""

ASKS_WHICH_GAME = (ROOT / "engine", ROOT / PACKAGE, ROOT / "benchmarks")


def _game_values() -> frozenset[str]:
    """The names of ``engine.games``'s games (``GONINKAN``, ``BIDDING``)."""
    from engine import games

    return frozenset(name for name, value in vars(games).items() if isinstance(value, games.Game))


def _game_aliases(tree: ast.AST, in_engine: bool) -> set[str]:
    """The names a module binds to ``engine.games``'s games, under any alias."""
    values = _game_values()
    games_module = ("engine.games", 0), *((("games", level) for level in (1, 2, 3))
                                           if in_engine else ())
    return {alias.asname or alias.name for node in ast.walk(tree)
            if isinstance(node, ast.ImportFrom) and (node.module, node.level) in games_module
            for alias in node.names if alias.name in values}


def game_comparisons(source: str, in_engine: bool = False) -> Iterator[int]:
    """The line of each comparison that asks which game is played other than with
    ``Game.is_bidding``: a game's name (``rules.game.name``) compared with a string or with
    ``BIDDING.name``, or anything compared with ``GONINKAN`` or ``BIDDING`` themselves
    (``game is GONINKAN``, ``game in (GONINKAN, …)``)."""
    tree = ast.parse(source)
    games = _game_aliases(tree, in_engine)

    def is_game(node: ast.expr) -> bool:
        return isinstance(node, ast.Name) and node.id in games

    def is_literal(node: ast.expr) -> bool:
        if isinstance(node, ast.Attribute):
            return node.attr == "name" and is_game(node.value)
        return isinstance(node, ast.Constant) and isinstance(node.value, str)

    def is_game_name(node: ast.expr) -> bool:
        return isinstance(node, ast.Attribute) and node.attr == "name" \
            and ast.unparse(node.value).endswith("game")

    for node in ast.walk(tree):
        if isinstance(node, ast.Compare):
            parts = [item for part in (node.left, *node.comparators)
                     for item in (part.elts if isinstance(part, ast.Tuple | ast.List | ast.Set)
                                  else (part,))]
            if any(map(is_game, parts)) or (any(map(is_game_name, parts))
                                            and any(map(is_literal, parts))):
                yield node.lineno


def test_which_game_is_asked_one_way() -> None:
    """"Is this the bidding game (any form)?" is ``rules.game.is_bidding``, never a game's
    name or identity compared with a literal or with ``BIDDING`` / ``GONINKAN``; dispatching
    on ``game.name`` (the record's word for the game) stays allowed."""
    found: dict[str, list[int]] = {}
    for folder in ASKS_WHICH_GAME:
        for path in sorted(folder.rglob("*.py")):
            if path != GAME_HOME:
                lines = list(game_comparisons(path.read_text(encoding="utf-8"),
                                              in_engine=folder.name == "engine"))
                if lines:
                    found[path.relative_to(ROOT).as_posix()] = lines
    assert not found, f"a game's name or identity compared (ask game.is_bidding): {found}"
    caught = """
from engine.games import BIDDING, GONINKAN as FIVE
a = rules.game.name == "bidding"
b = view.rules.game is not FIVE
c = "goninkan" != match.game.name
d = game.name == BIDDING.name
e = rules.game in (BIDDING, other)
f = rules.game.seats == BIDDING.seats
g = rules.preset == "bidding" or tutorial.name == "bidding"
"""
    assert list(game_comparisons(caught)) == [3, 4, 5, 6, 7]
    assert list(game_comparisons("from .games import BIDDING\nx = game is BIDDING\n",
                                 in_engine=True)) == [2]
    assert len(_game_values()) == 2
