"""The engine's layers and import graph, read from the source with ``ast`` (a new module is checked
as soon as it exists):

- the rules import neither the bots nor the tools, the bots not the tools;
- no circle of imports in the engine (``landlords``) nor in the page's ``ui`` package, counting the
  imports under ``TYPE_CHECKING`` and inside functions: a circle makes the order in which modules
  are first imported matter, and hides which module a change may break;
- an import inside a function says why beside it (what importing it at the top would cost, as
  measured): otherwise it belongs at the top, where the graph above shows it.
"""

from __future__ import annotations

import ast
import re
from collections.abc import Iterator
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = ROOT / "engine" / "landlords"
UI = ROOT / "web" / "ui"


def imported(path: Path) -> set[str]:
    """The landlords subpackages a module imports (``bots``, ``tools``, ...), relative or absolute."""
    package = path.relative_to(PACKAGE.parent).with_suffix("").parts[:-1]
    names: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom):
            base = list(package[: len(package) - node.level + 1]) if node.level else []
            parts = [*base, *(node.module or "").split(".")] if node.module else base
            full = [p for p in parts if p]
            if full[:1] == ["landlords"] and len(full) > 1:
                names.add(full[1])
            elif full == ["landlords"]:
                names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.Import):
            for alias in node.names:
                if alias.name.startswith("landlords."):
                    names.add(alias.name.split(".")[1])
    return names


def layer_of(path: Path) -> str:
    """``python -m landlords`` (``__main__``) is the tools' entry point."""
    top = path.relative_to(PACKAGE).parts[0]
    if top == "__main__.py":
        return "tools"
    if top == "lab":  # the economics lab is a tool
        return "tools"
    return top if top in ("bots", "tools") else "rules"


def test_each_layer_imports_only_the_layers_below() -> None:
    forbidden = {"rules": {"bots", "tools", "lab"}, "bots": {"tools", "lab"}, "tools": set()}
    modules = sorted(PACKAGE.rglob("*.py"))
    assert len(modules) > 30
    for path in modules:
        wrong = imported(path) & forbidden[layer_of(path)]
        assert not wrong, f"{path.relative_to(PACKAGE)} imports {wrong}"


def test_the_check_sees_imports() -> None:
    assert "tools" in imported(PACKAGE / "__main__.py")
    assert "bots" in imported(PACKAGE / "tools" / "simulate.py")


# --- the import graph ------------------------------------------------------------------------------


def modules_of(root: Path) -> dict[str, Path]:
    """Each module of the package at ``root`` by its dotted name (a package by its own name)."""
    found: dict[str, Path] = {}
    for path in sorted(root.rglob("*.py")):
        parts = path.relative_to(root).with_suffix("").parts
        if parts[-1] == "__init__":
            parts = parts[:-1]
        found[".".join((root.name, *parts))] = path
    return found


def import_nodes(tree: ast.AST) -> Iterator[tuple[ast.Import | ast.ImportFrom, bool]]:
    """Every import statement, at the top, under ``TYPE_CHECKING`` or in a function, and whether it
    is in a function."""

    def walk(node: ast.AST, in_function: bool) -> Iterator[tuple[ast.Import | ast.ImportFrom, bool]]:
        for child in ast.iter_child_nodes(node):
            if isinstance(child, ast.Import | ast.ImportFrom):
                yield child, in_function
            inside = in_function or isinstance(child, ast.FunctionDef | ast.AsyncFunctionDef | ast.Lambda)
            yield from walk(child, inside)

    return walk(tree, False)


def edges(name: str, source: str, modules: set[str], package: bool = False) -> set[str]:
    """The modules of the same package that module ``name`` (its ``source``; ``package``: an
    ``__init__``) imports, wherever the import stands.

    ``from package import module`` imports that module (not the names in the package's
    ``__init__``), and the packages above an imported module are not counted: a package's
    ``__init__`` importing its own modules, which import each other, is no circle."""
    here = name.split(".") if package else name.split(".")[:-1]
    found: set[str] = set()
    for node, _ in import_nodes(ast.parse(source)):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names if alias.name in modules)
            continue
        base = here[: len(here) - node.level + 1] if node.level else []
        origin = ".".join([*base, *([node.module] if node.module else [])])
        for alias in node.names:
            if f"{origin}.{alias.name}" in modules:
                found.add(f"{origin}.{alias.name}")
            elif origin in modules:
                found.add(origin)
    found.discard(name)
    return found


def circles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The groups of modules of ``graph`` that reach one another through their imports (Tarjan's
    strongly connected components of more than one module), each sorted."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    groups: list[list[str]] = []

    def visit(module: str) -> None:
        index[module] = low[module] = len(index)
        stack.append(module)
        for other in sorted(graph[module]):
            if other not in index:
                visit(other)
                low[module] = min(low[module], low[other])
            elif other in stack:
                low[module] = min(low[module], index[other])
        if low[module] == index[module]:
            group = []
            while True:
                other = stack.pop()
                group.append(other)
                if other == module:
                    break
            if len(group) > 1:
                groups.append(sorted(group))

    for module in sorted(graph):
        if module not in index:
            visit(module)
    return groups


def circle_through(start: str, group: set[str], graph: dict[str, set[str]]) -> list[str]:
    """A shortest circle from ``start`` back to itself inside ``group`` (breadth first), to name in
    a failure."""
    came_from: dict[str, str] = {}
    frontier = [start]
    while frontier:
        step: list[str] = []
        for module in frontier:
            for other in sorted(graph[module] & group):
                if other == start:
                    path = [module]
                    while path[-1] != start:
                        path.append(came_from[path[-1]])
                    return [start, *reversed(path[:-1]), start]
                if other not in came_from:
                    came_from[other] = module
                    step.append(other)
        frontier = step
    raise AssertionError(f"{start} is in no circle")


def graph_of(root: Path) -> dict[str, set[str]]:
    modules = modules_of(root)
    return {
        name: edges(name, path.read_text(encoding="utf-8"), set(modules), path.name == "__init__.py")
        for name, path in modules.items()
    }


def circles_said(root: Path) -> str:
    """The import circles of the package at ``root``, in words ("" for none)."""
    graph = graph_of(root)
    return "\n".join(
        f"{len(group)} modules import one another ({', '.join(group)}), "
        f"for one: {' -> '.join(circle_through(group[0], set(group), graph))}"
        for group in circles(graph)
    )


def test_the_engine_has_no_import_circle() -> None:
    found = circles_said(PACKAGE)
    assert not found, found


def test_the_page_has_no_import_circle() -> None:
    found = circles_said(UI)
    assert not found, found


def test_the_graph_sees_every_kind_of_import() -> None:
    """Imports under ``TYPE_CHECKING``, in a function and of a module through its package are edges;
    a circle is found and named."""
    source = (
        "from typing import TYPE_CHECKING\n"
        "from . import b\n"
        "if TYPE_CHECKING:\n"
        "    from .c import C\n"
        "def f():\n"
        "    from ..p.d import g\n"
    )
    modules = {"p", "p.a", "p.b", "p.c", "p.d"}
    assert edges("p.a", source, modules) == {"p.b", "p.c", "p.d"}
    assert edges("p", "from . import a\nfrom .c import C\nimport p.d\n", modules, package=True) == {"p.a", "p.c", "p.d"}
    graph = {"a": {"b"}, "b": {"c", "e"}, "c": {"a", "d"}, "d": set(), "e": {"b"}}
    assert circles(graph) == [["a", "b", "c", "e"]]
    assert circle_through("a", {"a", "b", "c", "e"}, graph) == ["a", "b", "c", "a"]
    assert circles({"a": {"b"}, "b": set()}) == []


# --- imports inside functions ----------------------------------------------------------------------


#: What a comment may hold besides a reason: directives to ruff and mypy.
DIRECTIVES = re.compile(r"noqa(: *[A-Z]+[0-9]+(, *[A-Z]+[0-9]+)*)?|type: *ignore(\[[^]]*\])?")


def unexplained_imports(source: str) -> list[tuple[int, str]]:
    """The imports inside functions with no comment beside them (on their first or last line)
    saying why, directives aside: each line number and line."""
    lines = source.splitlines()

    def said(number: int) -> bool:
        comment = lines[number - 1].partition("#")[2]
        return any(c.isalpha() for c in DIRECTIVES.sub("", comment))

    return [
        (node.lineno, lines[node.lineno - 1].strip())
        for node, in_function in import_nodes(ast.parse(source))
        if in_function and not (said(node.lineno) or said(node.end_lineno or node.lineno))
    ]


def test_imports_inside_functions_say_why() -> None:
    found = [
        f"{path.relative_to(ROOT)}:{number}: {line}"
        for root in (PACKAGE, UI)
        for path in sorted(root.rglob("*.py"))
        for number, line in unexplained_imports(path.read_text(encoding="utf-8"))
    ]
    assert not found, "imports inside functions with no reason beside them:\n" + "\n".join(found)


def test_the_check_sees_imports_inside_functions() -> None:
    source = (
        "import json\n"
        "def f():\n"
        "    import csv\n"
        "    import hashlib  # 3 ms at start-up\n"
        "    import gzip  # noqa: F401\n"
        "    return csv, hashlib\n"
    )
    assert unexplained_imports(source) == [(3, "import csv"), (5, "import gzip  # noqa: F401")]
